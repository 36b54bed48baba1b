#include "io/ArchiveInput.h"

#include "util/InputError.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <archive.h>
#include <archive_entry.h>

#include <unistd.h>

namespace kvwb {

namespace {
constexpr std::size_t kBlockSize = 1 << 20;

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::ArchiveInput", text);
}
} // namespace

ArchiveInput::ArchiveInput(const QString& path) : m_path(path)
{
    m_archive = archive_read_new();
    archive_read_support_filter_all(m_archive);
    // Only real container formats plus "raw" (a single plain or compressed stream) and "empty":
    // text-sniffing formats such as mtree must never claim a JSONL file.
    archive_read_support_format_tar(m_archive);
    archive_read_support_format_gnutar(m_archive);
    archive_read_support_format_zip(m_archive);
    archive_read_support_format_7zip(m_archive);
    archive_read_support_format_cpio(m_archive);
    archive_read_support_format_raw(m_archive);
    archive_read_support_format_empty(m_archive);

    int rc;
    if (path == QLatin1String("-")) {
        rc = archive_read_open_fd(m_archive, STDIN_FILENO, kBlockSize);
    } else {
        const QFileInfo info(path);
        if (!info.exists())
            throw InputError(path, 0, {}, tr("no such file"));
        if (info.isDir())
            throw InputError(path, 0, {}, tr("is a directory, not a trace file"));
        m_totalBytes = std::uint64_t(info.size());
        rc = archive_read_open_filename(m_archive, QFile::encodeName(path).constData(), kBlockSize);
    }
    if (rc != ARCHIVE_OK)
        fail(tr("cannot open"));
}

ArchiveInput::~ArchiveInput()
{
    archive_read_free(m_archive);
}

void ArchiveInput::fail(const QString& what) const
{
    const char* reason = archive_error_string(m_archive);
    throw InputError(m_path, 0, {},
                     reason ? what + QStringLiteral(": ") + QString::fromLocal8Bit(reason) : what);
}

bool ArchiveInput::nextEntry()
{
    while (true) {
        archive_entry* entry = nullptr;
        const int rc = archive_read_next_header(m_archive, &entry);
        if (rc == ARCHIVE_EOF)
            return false;
        if (rc < ARCHIVE_WARN)
            fail(tr("cannot read (corrupt or truncated?)"));
        m_isArchive = archive_format(m_archive) != ARCHIVE_FORMAT_RAW;
        if (!m_isArchive) {
            m_entryName = m_path;
            return true;
        }
        if (archive_entry_filetype(entry) != AE_IFREG)
            continue;
        const char* name = archive_entry_pathname_utf8(entry);
        if (!name)
            name = archive_entry_pathname(entry);
        m_entryName = QString::fromUtf8(name ? name : "");
        return true;
    }
}

std::size_t ArchiveInput::read(char* buffer, std::size_t size)
{
    const la_ssize_t n = archive_read_data(m_archive, buffer, size);
    if (n < 0)
        fail(tr("cannot read (corrupt or truncated?)"));
    return std::size_t(n);
}

std::uint64_t ArchiveInput::bytesConsumed() const
{
    const la_int64_t n = archive_filter_bytes(m_archive, -1);
    return n > 0 ? std::uint64_t(n) : 0;
}

} // namespace kvwb
