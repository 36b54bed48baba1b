#pragma once

#include <QString>

#include <cstdint>
#include <memory>

struct archive;

namespace kvwb {

/**
 * Reads one input path through libarchive: a plain file, a compressed file (.gz, .zst, .xz, .bz2,
 * detected by content), or the member files of an archive (.tar*, .zip, .7z). "-" is standard
 * input. A plain or compressed file is one entry; an archive yields its regular files in order.
 * Errors (unreadable, truncated, corrupt) throw kvwb::InputError naming the path.
 */
class ArchiveInput
{
public:
    explicit ArchiveInput(const QString& path);
    ~ArchiveInput();
    ArchiveInput(const ArchiveInput&) = delete;
    ArchiveInput& operator=(const ArchiveInput&) = delete;

    /// Advances to the next regular-file entry; false at the end. Sets entryName() and isArchive().
    bool nextEntry();
    /// The member name inside an archive, or the path itself for a plain/compressed file.
    const QString& entryName() const { return m_entryName; }
    /// True when the input is a container of several files (tar, zip, ...).
    bool isArchive() const { return m_isArchive; }
    /// Reads up to size bytes of the current entry; 0 at its end.
    std::size_t read(char* buffer, std::size_t size);
    /// Compressed bytes consumed so far and the file size (0 when unknown, e.g. stdin).
    std::uint64_t bytesConsumed() const;
    std::uint64_t totalBytes() const { return m_totalBytes; }
    const QString& path() const { return m_path; }

private:
    [[noreturn]] void fail(const QString& what) const;

    QString m_path;
    QString m_entryName;
    archive* m_archive = nullptr;
    std::uint64_t m_totalBytes = 0;
    bool m_isArchive = false;
};

} // namespace kvwb
