#include "TestFiles.h"

#include <QFile>
#include <QFileInfo>

#include <archive.h>
#include <archive_entry.h>

#include <cstring>

namespace kvwb::test {

QString sharedDir()
{
    const QString dir = QStringLiteral(KVWB_SHARED_DIR);
    return QFileInfo(dir + QStringLiteral("/traces")).isDir() ? dir : QString();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

static bool addFilter(archive* a, const char* filter)
{
    if (!filter)
        return true;
    return archive_write_add_filter_by_name(a, filter) == ARCHIVE_OK;
}

static bool writeEntry(archive* a, const char* name, const QByteArray& bytes)
{
    archive_entry* e = archive_entry_new();
    archive_entry_set_pathname(e, name);
    archive_entry_set_size(e, bytes.size());
    archive_entry_set_filetype(e, AE_IFREG);
    archive_entry_set_perm(e, 0644);
    const bool ok = archive_write_header(a, e) == ARCHIVE_OK &&
                    archive_write_data(a, bytes.constData(), std::size_t(bytes.size())) == bytes.size();
    archive_entry_free(e);
    return ok;
}

bool writeCompressed(const QString& path, const QByteArray& bytes, const char* filter)
{
    archive* a = archive_write_new();
    bool ok = addFilter(a, filter) && archive_write_set_format_raw(a) == ARCHIVE_OK &&
              archive_write_open_filename(a, QFile::encodeName(path).constData()) == ARCHIVE_OK &&
              writeEntry(a, "data", bytes);
    ok = archive_write_close(a) == ARCHIVE_OK && ok;
    archive_write_free(a);
    return ok;
}

bool writeArchive(const QString& path, const QString& member, const QByteArray& bytes, const char* kind)
{
    archive* a = archive_write_new();
    bool ok = true;
    if (std::strcmp(kind, "zip") == 0) {
        ok = archive_write_set_format_zip(a) == ARCHIVE_OK;
    } else {
        ok = archive_write_set_format_pax_restricted(a) == ARCHIVE_OK;
        if (std::strcmp(kind, "tar.gz") == 0)
            ok = ok && addFilter(a, "gzip");
    }
    ok = ok && archive_write_open_filename(a, QFile::encodeName(path).constData()) == ARCHIVE_OK &&
         writeEntry(a, "README.txt", "not a trace\n") && writeEntry(a, member.toUtf8().constData(), bytes);
    ok = archive_write_close(a) == ARCHIVE_OK && ok;
    archive_write_free(a);
    return ok;
}

} // namespace kvwb::test
