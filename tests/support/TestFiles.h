#pragma once

#include <QByteArray>
#include <QString>

namespace kvwb::test {

/// The shared reference folder (../shared), or an empty string when it is absent.
QString sharedDir();

/// Writes bytes to path; returns false on failure.
bool writeFile(const QString& path, const QByteArray& bytes);
QByteArray readFile(const QString& path);

/// Compresses bytes into path with a libarchive filter ("gzip", "zstd", "xz", "bzip2").
bool writeCompressed(const QString& path, const QByteArray& bytes, const char* filter);

/// Writes an archive ("tar", "tar.gz", "zip") holding one member with the given name.
bool writeArchive(const QString& path, const QString& member, const QByteArray& bytes, const char* kind);

} // namespace kvwb::test
