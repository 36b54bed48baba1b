#include "TraceOptions.h"

#include "CliContext.h"

namespace kvwb::cli {

void addTraceOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("block-size"),
                      QStringLiteral("Tokens per block for traces that declare no block_size (Mooncake: 512)."),
                      QStringLiteral("tokens")});
    parser.addOption({QStringLiteral("format-in"), QStringLiteral("Input format: auto (default), mooncake, lmcache."),
                      QStringLiteral("format")});
    parser.addOption({QStringLiteral("max-records"), QStringLiteral("Read at most N records of a block trace."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("max-events"), QStringLiteral("Stop reading once N block events were read."),
                      QStringLiteral("N")});
}

bool traceOptions(const QCommandLineParser& parser, LoadOptions& options)
{
    std::optional<std::uint64_t> blockSize;
    if (!unsignedOption(parser, QStringLiteral("block-size"), blockSize) ||
        !unsignedOption(parser, QStringLiteral("max-records"), options.maxRecords) ||
        !unsignedOption(parser, QStringLiteral("max-events"), options.maxEvents))
        return false;
    if (blockSize) {
        if (*blockSize == 0 || *blockSize > 0xfffffffeu) {
            printError(QStringLiteral("--block-size: must be a positive integer"));
            return false;
        }
        options.blockSize = std::uint32_t(*blockSize);
    }
    if (parser.isSet(QStringLiteral("format-in"))) {
        const auto format = parseInputFormat(parser.value(QStringLiteral("format-in")));
        if (!format) {
            printError(QStringLiteral("--format-in: unknown format '%1' (auto, mooncake, lmcache)")
                           .arg(parser.value(QStringLiteral("format-in"))));
            return false;
        }
        options.format = *format;
    }
    return true;
}

} // namespace kvwb::cli
