#include "io/TraceLoader.h"

#include "io/ArchiveInput.h"
#include "io/LineReader.h"
#include "io/LmcacheReader.h"
#include "io/MooncakeReader.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace kvwb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::TraceLoader", text);
}

bool isLmcacheLogName(const QString& name)
{
    static const QRegularExpression pattern(QStringLiteral("^lookup_hashes_.*\\.jsonl(\\.(gz|zst|xz|bz2))?$"));
    return pattern.match(QFileInfo(name).fileName()).hasMatch();
}

bool isTraceMemberName(const QString& name)
{
    const QString base = QFileInfo(name).fileName();
    if (base.startsWith(QLatin1Char('.')) || name.contains(QLatin1String("__MACOSX")))
        return false;
    return base.endsWith(QLatin1String(".jsonl")) || base.endsWith(QLatin1String(".json"));
}

// Expands directories into their LMCache logs (sorted by name, which is rotation order).
QStringList expandPaths(const QStringList& paths)
{
    QStringList files;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (path != QLatin1String("-") && info.isDir()) {
            QStringList logs;
            for (const QString& name : QDir(path).entryList(QDir::Files, QDir::Name))
                if (isLmcacheLogName(name))
                    logs.append(QDir(path).filePath(name));
            if (logs.isEmpty())
                throw InputError(path, 0, {}, tr("directory holds no lookup_hashes_*.jsonl files"));
            files += logs;
        } else {
            files.append(path);
        }
    }
    return files;
}

// Reads the first non-blank line of the current entry to tell the format, then un-reads it.
InputFormat sniff(LineReader& lines, const QString& name)
{
    std::string_view line;
    while (lines.next(line)) {
        if (line.find_first_not_of(" \t\r") == std::string_view::npos)
            continue;
        lines.pushBack();
        if (line.find("\"chunk_hashes\"") != std::string_view::npos)
            return InputFormat::Lmcache;
        if (line.find("\"hash_ids\"") != std::string_view::npos)
            return InputFormat::Mooncake;
        const char first = line[line.find_first_not_of(" \t\r")];
        if (first != '{' && first != '[')
            throw InputError(name, lines.lineNumber() + 1, {},
                             tr("not a block trace: expected JSON lines with \"hash_ids\" (Mooncake / "
                                "KVCache.AI) or \"chunk_hashes\" (LMCache); use --format-in to force one"));
        return InputFormat::Mooncake; // let the reader count the bad lines and explain
    }
    return InputFormat::Auto; // empty entry
}

// Progress over several files: bytes of finished files plus the current file's consumed bytes.
struct MultiFileProgress
{
    const JobControl& outer;
    std::uint64_t total = 0;
    std::uint64_t finished = 0;
    JobControl forFile(const ArchiveInput& input) const
    {
        JobControl c;
        c.cancel = outer.cancel;
        if (outer.progress) {
            const std::uint64_t base = finished;
            const std::uint64_t all = total;
            auto report = outer.progress;
            c.progress = [base, all, report, &input](std::uint64_t, std::uint64_t) {
                report(base + input.bytesConsumed(), all);
            };
        }
        return c;
    }
};

} // namespace

std::optional<InputFormat> parseInputFormat(const QString& name)
{
    const QString n = name.toLower();
    if (n == QLatin1String("auto"))
        return InputFormat::Auto;
    if (n == QLatin1String("mooncake") || n == QLatin1String("kvcache-ai") || n == QLatin1String("jsonl"))
        return InputFormat::Mooncake;
    if (n == QLatin1String("lmcache"))
        return InputFormat::Lmcache;
    return std::nullopt;
}

TracePtr loadTrace(const QStringList& paths, const LoadOptions& options, const JobControl& control)
{
    if (paths.isEmpty())
        throw InputError({}, 0, {}, tr("no trace file given"));
    bool anyDirectory = false;
    for (const QString& p : paths)
        anyDirectory = anyDirectory || (p != QLatin1String("-") && QFileInfo(p).isDir());
    const QStringList files = expandPaths(paths);

    MultiFileProgress progress{control};
    for (const QString& f : files)
        progress.total += f == QLatin1String("-") ? 0 : std::uint64_t(QFileInfo(f).size());

    InputFormat format = options.format;
    if (format == InputFormat::Auto && anyDirectory)
        format = InputFormat::Lmcache;

    const QString source = paths.join(QStringLiteral(", "));
    TraceBuilder builder(TraceFormat::MooncakeJsonl);
    builder.trace().source = source;
    builder.reserveForInputBytes(progress.total);
    MooncakeReader mooncake(builder, {options.blockSize, options.maxRecords, options.maxEvents});
    LmcacheReader lmcache({options.lmcacheModel, options.lmcacheLimit});

    for (const QString& file : files) {
        ArchiveInput input(file);
        const JobControl fileControl = progress.forFile(input);
        while (input.nextEntry()) {
            if (input.isArchive()) {
                const bool wanted = format == InputFormat::Lmcache ? isLmcacheLogName(input.entryName())
                                                                   : isTraceMemberName(input.entryName());
                if (!wanted)
                    continue;
            }
            const QString name = input.isArchive() ? file + QLatin1Char(':') + input.entryName() : file;
            LineReader lines(input, fileControl);
            if (format == InputFormat::Auto)
                format = sniff(lines, name);
            if (format == InputFormat::Lmcache)
                lmcache.read(lines, name);
            else if (format == InputFormat::Mooncake && !mooncake.full())
                mooncake.read(lines, name);
        }
        progress.finished += input.totalBytes();
    }
    control.throwIfCancelled();

    if (format == InputFormat::Lmcache)
        return lmcache.finish(source);
    if (format == InputFormat::Auto)
        throw InputError(source, 0, {}, tr("empty input: no trace records found"));
    mooncake.finish();
    return builder.finish();
}

InputFormat detectFormat(const QString& path)
{
    if (QFileInfo(path).isDir())
        return InputFormat::Lmcache;
    ArchiveInput input(path);
    const JobControl none;
    while (input.nextEntry()) {
        if (input.isArchive() && !isTraceMemberName(input.entryName()))
            continue;
        LineReader lines(input, none);
        const InputFormat f = sniff(lines, path);
        if (f != InputFormat::Auto)
            return f;
    }
    return InputFormat::Auto;
}

} // namespace kvwb
