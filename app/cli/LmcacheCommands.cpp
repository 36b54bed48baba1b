// kvwb simulate / kvwb sweep -i: drop-ins for `lmcache tool cache-simulator simulate|sweep`.
#include "ChartOutput.h"
#include "CliContext.h"
#include "CliProgress.h"

#include "io/TraceLoader.h"
#include "lmcache/LmcacheReport.h"
#include "util/InputError.h"

#include <QJsonDocument>

#include <cmath>
#include <cstdio>

namespace kvwb::cli {

namespace {

void addLmcacheOptions(QCommandLineParser& parser, const QString& description)
{
    parser.setApplicationDescription(description);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    parser.addOptions({
        {{QStringLiteral("i"), QStringLiteral("input")},
         QStringLiteral("LMCache lookup-hash log file or directory (repeatable; more paths may follow)."),
         QStringLiteral("path")},
        {{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Write the chart to this PNG file."),
         QStringLiteral("png")},
        {QStringLiteral("n"), QStringLiteral("Use only the first N records (after sorting and filtering)."),
         QStringLiteral("N")},
        {QStringLiteral("model"), QStringLiteral("Keep only records of this model_name."), QStringLiteral("name")},
        {QStringLiteral("kv-bytes-per-chunk"),
         QStringLiteral("KV bytes per chunk (default: from the first record's shapes and dtypes)."),
         QStringLiteral("bytes")},
        {QStringLiteral("format"), QStringLiteral("Output format: table, json or csv."), QStringLiteral("format"),
         QStringLiteral("table")},
        {QStringLiteral("no-progress"), QStringLiteral("Never draw the progress bar.")},
    });
    parser.addPositionalArgument(QStringLiteral("paths"), QStringLiteral("More input paths."), QStringLiteral("[PATH...]"));
}

struct LmcacheInput
{
    TracePtr trace;
    LmcacheRunInfo info;
};

// Parses the shared flags and loads the logs; nullopt (after printing why) on bad flags.
std::optional<LmcacheInput> loadInput(const QCommandLineParser& parser, const JobControl& control)
{
    LmcacheInput in;
    in.info.inputs = parser.values(QStringLiteral("input")) + parser.positionalArguments();
    if (in.info.inputs.isEmpty()) {
        printError(QStringLiteral("-i: no input given"));
        return std::nullopt;
    }
    LoadOptions options;
    options.format = InputFormat::Lmcache;
    options.lmcacheModel = parser.value(QStringLiteral("model"));
    if (!unsignedOption(parser, QStringLiteral("n"), options.lmcacheLimit))
        return std::nullopt;
    if (options.lmcacheLimit && *options.lmcacheLimit == 0) {
        printError(QStringLiteral("-n: must be at least 1"));
        return std::nullopt;
    }
    double explicitBytes = 0;
    if (parser.isSet(QStringLiteral("kv-bytes-per-chunk"))) {
        bool ok = false;
        explicitBytes = parser.value(QStringLiteral("kv-bytes-per-chunk")).toDouble(&ok);
        if (!ok || !(explicitBytes > 0) || !std::isfinite(explicitBytes)) {
            printError(QStringLiteral("--kv-bytes-per-chunk: expected a positive number of bytes"));
            return std::nullopt;
        }
    }
    in.trace = loadTrace(in.info.inputs, options, control);
    in.info.model = options.lmcacheModel;
    in.info.chunkSize = in.trace->blockSize;
    in.info.kvBytesAutoDetected = explicitBytes == 0;
    in.info.kvBytesPerChunk = explicitBytes > 0 ? explicitBytes : in.trace->lmcache.kvBytesPerChunk;
    if (!(in.info.kvBytesPerChunk > 0))
        throw InputError(in.info.inputs.join(QStringLiteral(", ")), 0, QStringLiteral("kv_bytes_per_chunk"),
                         in.trace->lmcache.kvBytesProblem);
    return in;
}

bool positiveGib(const QCommandLineParser& parser, const QString& name, double& out, bool required)
{
    if (!parser.isSet(name)) {
        if (required)
            printError(QStringLiteral("--%1: required").arg(name));
        return !required;
    }
    bool ok = false;
    out = parser.value(name).toDouble(&ok);
    if (!ok || !(out > 0) || !std::isfinite(out)) {
        printError(QStringLiteral("--%1: expected a positive number of GiB, got '%2'").arg(name, parser.value(name)));
        return false;
    }
    return true;
}

} // namespace

int simulate(const QStringList& arguments)
{
    QCommandLineParser parser;
    addLmcacheOptions(parser, QStringLiteral("LRU replay of LMCache lookup-hash logs at one capacity, with the "
                                             "seven-statistic report (drop-in for LMCache's `simulate`)."));
    parser.addOption({QStringLiteral("cache-capacity-gib"), QStringLiteral("Cache capacity in GiB."), QStringLiteral("G")});
    if (!parseArguments(parser, arguments))
        return UsageError;
    const auto format = outputFormat(parser);
    double gib = 0;
    if (!format || !positiveGib(parser, QStringLiteral("cache-capacity-gib"), gib, true))
        return UsageError;
    return guarded([&] {
        CliProgress progress(QStringLiteral("Loading"), !parser.isSet(QStringLiteral("no-progress")));
        std::optional<LmcacheInput> in = loadInput(parser, progress.control());
        if (!in)
            return int(UsageError);
        progress.finish();
        in->info.capacityGib = gib;
        const LmcacheResult result =
            simulateLmcache(*in->trace, lmcacheCapacityChunks(gib, in->info.kvBytesPerChunk), true, progress.control());
        const QString plot = parser.value(QStringLiteral("output"));
        if (!plot.isEmpty() && !writeStatsChart(in->info, result, in->trace->inputLength, plot))
            return int(Failure);
        QByteArray out;
        if (*format == OutputFormat::Json)
            out = QJsonDocument(lmcacheSimulateJson(in->info, result)).toJson(QJsonDocument::Indented);
        else
            out = lmcacheSimulateReport(in->info, result, plot).toUtf8();
        std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
        return int(Ok);
    });
}

int lmcacheSweep(const QStringList& arguments)
{
    QCommandLineParser parser;
    addLmcacheOptions(parser, QStringLiteral("Hit rate across cache capacities for LMCache lookup-hash logs "
                                             "(drop-in for LMCache's `sweep`)."));
    parser.addOptions({
        {QStringLiteral("min-capacity-gib"), QStringLiteral("Smallest capacity (default 0.5)."), QStringLiteral("G")},
        {QStringLiteral("max-capacity-gib"), QStringLiteral("Largest capacity (default 500)."), QStringLiteral("G")},
        {QStringLiteral("points"), QStringLiteral("Number of capacities (default 30)."), QStringLiteral("N"),
         QStringLiteral("30")},
        {QStringLiteral("linear"), QStringLiteral("Space capacities linearly instead of logarithmically.")},
        {QStringLiteral("capacities-gib"), QStringLiteral("Explicit comma-separated capacities in GiB."),
         QStringLiteral("list")},
        {QStringLiteral("jobs"), QStringLiteral("Worker threads (default: every core)."), QStringLiteral("N")},
    });
    if (!parseArguments(parser, arguments))
        return UsageError;
    const auto format = outputFormat(parser);
    double minGib = 0.5, maxGib = 500;
    std::optional<std::uint64_t> points, jobs;
    if (!format || !positiveGib(parser, QStringLiteral("min-capacity-gib"), minGib, false) ||
        !positiveGib(parser, QStringLiteral("max-capacity-gib"), maxGib, false) ||
        !unsignedOption(parser, QStringLiteral("jobs"), jobs))
        return UsageError;
    bool pointsOk = false;
    points = parser.value(QStringLiteral("points")).toULongLong(&pointsOk);
    if (!pointsOk || *points == 0) {
        printError(QStringLiteral("--points: must be at least 1"));
        return UsageError;
    }
    if (minGib > maxGib) {
        printError(QStringLiteral("--min-capacity-gib: %1 is larger than --max-capacity-gib %2").arg(minGib).arg(maxGib));
        return UsageError;
    }
    std::vector<std::uint64_t> capacities;
    if (parser.isSet(QStringLiteral("capacities-gib"))) {
        for (const QString& part : parser.value(QStringLiteral("capacities-gib")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const double g = part.trimmed().toDouble(&ok);
            if (!ok || !(g > 0) || !std::isfinite(g)) {
                printError(QStringLiteral("--capacities-gib: '%1' is not a positive number of GiB").arg(part.trimmed()));
                return UsageError;
            }
            capacities.push_back(std::uint64_t(g * 1073741824.0));
        }
        std::sort(capacities.begin(), capacities.end());
        capacities.erase(std::unique(capacities.begin(), capacities.end()), capacities.end());
        minGib = double(capacities.front()) / 1073741824.0;
        maxGib = double(capacities.back()) / 1073741824.0;
    } else {
        capacities = lmcacheSweepCapacities(minGib, maxGib, int(*points), parser.isSet(QStringLiteral("linear")));
    }
    return guarded([&] {
        CliProgress progress(QStringLiteral("Sweeping"), !parser.isSet(QStringLiteral("no-progress")));
        std::optional<LmcacheInput> in = loadInput(parser, progress.control());
        if (!in)
            return int(UsageError);
        const std::vector<LmcacheSweepPoint> sweep = runLmcacheSweep(
            *in->trace, capacities, in->info.kvBytesPerChunk, jobs ? int(*jobs) : 0, progress.control());
        progress.finish();
        const QString plot = parser.value(QStringLiteral("output"));
        if (!plot.isEmpty() && !writeSweepChart(in->info, sweep, plot))
            return int(Failure);
        QByteArray out;
        if (*format == OutputFormat::Json)
            out = QJsonDocument(lmcacheSweepJson(in->info, sweep)).toJson(QJsonDocument::Indented);
        else if (*format == OutputFormat::Csv)
            out = lmcacheSweepCsv(sweep).toUtf8();
        else
            out = lmcacheSweepReport(in->info, minGib, maxGib, sweep, plot).toUtf8();
        std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
        return int(Ok);
    });
}

} // namespace kvwb::cli
