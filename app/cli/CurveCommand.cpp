// kvwb curve: the exact one-pass hit curve of a stack policy at every capacity.
#include "ChartOutput.h"
#include "CliContext.h"
#include "CliProgress.h"
#include "TraceOptions.h"

#include "charts/CurveCharts.h"
#include "analysis/Analysis.h"
#include "curve/OnePassCurve.h"
#include "demo/DemoWorkload.h"
#include "model/KvCalculator.h"
#include "replay/ReplayIndex.h"
#include "trace/TraceSummary.h"
#include "util/InputError.h"

#include <QJsonArray>
#include <QLocale>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cmath>
#include <cstdio>

namespace kvwb::cli {

namespace {

struct CurveRow
{
    std::uint64_t capacity;
    double gib; ///< NaN without a byte size per block
};

std::vector<CurveRow> rowsFor(const HitCurve& curve, const QCommandLineParser& parser, double bytesPerBlock,
                              bool& ok)
{
    ok = true;
    std::vector<std::uint64_t> capacities;
    const double nan = std::nan("");
    auto gibOf = [&](std::uint64_t c) { return bytesPerBlock > 0 ? double(c) * bytesPerBlock / 1073741824.0 : nan; };
    if (parser.isSet(QStringLiteral("capacities-gib"))) {
        if (!(bytesPerBlock > 0)) {
            printError(QStringLiteral("--capacities-gib: needs bytes per block: pass --model (block traces) or use an "
                                      "LMCache log"));
            ok = false;
            return {};
        }
        std::vector<CurveRow> rows;
        for (const QString& part : parser.value(QStringLiteral("capacities-gib")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool parsed = false;
            const double g = part.trimmed().toDouble(&parsed);
            if (!parsed || !(g >= 0) || !std::isfinite(g)) {
                printError(QStringLiteral("--capacities-gib: '%1' is not a non-negative number of GiB").arg(part.trimmed()));
                ok = false;
                return {};
            }
            rows.push_back({std::uint64_t(std::floor(g * 1073741824.0 / bytesPerBlock)), g});
        }
        return rows;
    }
    if (parser.isSet(QStringLiteral("points"))) {
        bool parsed = false;
        const int n = parser.value(QStringLiteral("points")).toInt(&parsed);
        if (!parsed || n < 1) {
            printError(QStringLiteral("--points: must be at least 1"));
            ok = false;
            return {};
        }
        QSet<std::uint64_t> seen;
        const double top = double(std::max<std::uint64_t>(curve.uniqueBlocks(), 1));
        for (int i = 0; i < n; ++i) {
            const auto c = std::uint64_t(std::llround(std::pow(top, n == 1 ? 1.0 : double(i) / (n - 1))));
            if (!seen.contains(c)) {
                seen.insert(c);
                capacities.push_back(c);
            }
        }
    } else {
        capacities = curve.capacities(); // every capacity where the curve steps
        if (capacities.empty() || capacities.back() != curve.uniqueBlocks())
            capacities.push_back(curve.uniqueBlocks());
    }
    std::vector<CurveRow> rows;
    for (std::uint64_t c : capacities)
        rows.push_back({c, gibOf(c)});
    return rows;
}

} // namespace

int curve(const QStringList& arguments)
{
    QCommandLineParser parser;
    addCommonOptions(parser,
                     QStringLiteral("The exact LRU hit curve at every capacity, in one pass. Rows are the capacities "
                                    "where the curve steps (or --points / --capacities-gib)."),
                     true, {QStringLiteral("csv"), QStringLiteral("json")});
    addTraceOptions(parser);
    parser.addOptions({
        {QStringLiteral("semantics"),
         QStringLiteral("lmcache (raw hashes, head-first, every request measured) or native (trie nodes, tail-first, "
                        "last 50% measured). Default: lmcache for LMCache logs, native otherwise."),
         QStringLiteral("name")},
        {QStringLiteral("measure-all"), QStringLiteral("Measure every request (native semantics).")},
        {QStringLiteral("points"), QStringLiteral("Report N log-spaced capacities instead of every step."),
         QStringLiteral("N")},
        {QStringLiteral("capacities-gib"), QStringLiteral("Report these capacities (needs bytes per block)."),
         QStringLiteral("list")},
        {QStringLiteral("model"), QStringLiteral("Catalog model for bytes per block (block traces)."), QStringLiteral("id")},
        {{QStringLiteral("kv-precision"), QStringLiteral("precision")}, QStringLiteral("KV precision."), QStringLiteral("id")},
        {QStringLiteral("indexer-precision"), QStringLiteral("Indexer precision."), QStringLiteral("id")},
        {QStringLiteral("models-yaml"), QStringLiteral("Model catalog file."), QStringLiteral("path")},
        {QStringLiteral("no-progress"), QStringLiteral("Never draw the progress bar.")},
    });
    parser.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("Trace files or directories."),
                                 QStringLiteral("TRACE..."));
    if (!parseArguments(parser, arguments))
        return UsageError;
    const auto format = outputFormat(parser);
    LoadOptions loadOptions;
    if (format == OutputFormat::Table) {
        printError(QStringLiteral("--format: 'table' is not available for curve (use csv or json)"));
        return UsageError;
    }
    if (!format || !traceOptions(parser, loadOptions))
        return UsageError;
    const QString semantics = parser.value(QStringLiteral("semantics")).toLower();
    if (!semantics.isEmpty() && semantics != QLatin1String("lmcache") && semantics != QLatin1String("native")) {
        printError(QStringLiteral("--semantics: unknown semantics '%1' (lmcache, native)").arg(semantics));
        return UsageError;
    }

    return guarded([&] {
        CliProgress progress(QStringLiteral("Loading"), !parser.isSet(QStringLiteral("no-progress")));
        const QStringList paths = parser.positionalArguments();
        const TracePtr trace = paths.isEmpty() ? makeDemoWorkload() : loadTrace(paths, loadOptions, progress.control());
        progress.finish();
        const bool lmcache = semantics.isEmpty() ? trace->format == TraceFormat::LmcacheLog
                                                 : semantics == QLatin1String("lmcache");
        CurveSpec spec;
        spec.policy = lmcache ? StackPolicy::LmcacheHeadFirst : StackPolicy::NativeTailFirst;
        spec.measureFrom = lmcache || parser.isSet(QStringLiteral("measure-all")) ? 0 : warmupRequestsFor(trace->requestCount());
        const HitCurve hitCurve = computeHitCurve(*trace, spec, progress.control());

        double bytesPerBlock = 0;
        if (parser.isSet(QStringLiteral("model"))) {
            std::optional<ModelCatalog> storage;
            const ModelCatalog& catalog = catalogFor(parser, storage);
            const ModelSpec* model = catalog.find(parser.value(QStringLiteral("model")));
            if (!model)
                throw InputError({}, 0, QStringLiteral("--model"),
                                 QStringLiteral("unknown model '%1' (see `kvwb list-models`)")
                                     .arg(parser.value(QStringLiteral("model"))));
            KvSettings settings;
            settings.kvPrecision = parser.value(QStringLiteral("kv-precision"));
            settings.indexerPrecision = parser.value(QStringLiteral("indexer-precision"));
            settings.tokens = std::max(1.0, std::floor(summarize(*trace).averageInputTokens));
            bytesPerBlock = computeKvFootprint(catalog, *model, settings).bytesPerToken * trace->blockSize;
        } else if (trace->format == TraceFormat::LmcacheLog) {
            bytesPerBlock = trace->lmcache.kvBytesPerChunk;
        }
        bool ok = false;
        const std::vector<CurveRow> rows = rowsFor(hitCurve, parser, bytesPerBlock, ok);
        if (!ok)
            return int(UsageError);

        QByteArray out;
        if (*format == OutputFormat::Json) {
            QJsonArray points;
            for (const CurveRow& r : rows) {
                QJsonObject p{{QStringLiteral("capacityBlocks"), qint64(r.capacity)},
                              {QStringLiteral("hitTokens"), qint64(hitCurve.hitTokens(r.capacity))},
                              {QStringLiteral("hitRate"), hitCurve.hitRate(r.capacity)},
                              {QStringLiteral("evictions"), qint64(hitCurve.evictions(r.capacity))}};
                if (std::isfinite(r.gib))
                    p.insert(QStringLiteral("gib"), r.gib);
                points.append(p);
            }
            QJsonObject doc{{QStringLiteral("semantics"), lmcache ? QStringLiteral("lmcache") : QStringLiteral("native")},
                            {QStringLiteral("measuredFromRequest"), qint64(spec.measureFrom)},
                            {QStringLiteral("uniqueBlocks"), qint64(hitCurve.uniqueBlocks())},
                            {QStringLiteral("totalTokens"), qint64(hitCurve.totalTokens())},
                            {QStringLiteral("blockSize"), qint64(trace->blockSize)},
                            {QStringLiteral("points"), points}};
            if (bytesPerBlock > 0)
                doc.insert(QStringLiteral("bytesPerBlock"), bytesPerBlock);
            out = QJsonDocument(doc).toJson(QJsonDocument::Indented);
        } else {
            out = "capacityBlocks,gib,hitTokens,hitRate,evictions\n";
            for (const CurveRow& r : rows)
                out += QStringLiteral("%1,%2,%3,%4,%5\n")
                           .arg(r.capacity)
                           .arg(std::isfinite(r.gib) ? QString::number(r.gib, 'g', 10) : QString())
                           .arg(hitCurve.hitTokens(r.capacity))
                           .arg(QString::number(hitCurve.hitRate(r.capacity), 'g', 10))
                           .arg(hitCurve.evictions(r.capacity))
                           .toUtf8();
        }
        const QString output = parser.value(QStringLiteral("output"));
        if (!output.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
            return writeOutput(parser, out) ? int(Ok) : int(Failure);
        // -o curve.png: the figure goes to the file, the numbers to stdout.
        CurveSeries series{lmcache ? QStringLiteral("LRU (LMCache, head-first)") : QStringLiteral("LRU (tail-first)"), {}};
        for (const auto& [capacity, rate] : PolicyCurve(QString(), std::make_shared<const HitCurve>(hitCurve)).plotPoints())
            series.points.emplace_back(bytesPerBlock > 0 ? double(capacity) * bytesPerBlock / 1073741824.0 : double(capacity),
                                       rate);
        QString error;
        const QString subtitle = QStringLiteral("%1 semantics \u00b7 %2 unique blocks \u00b7 ceiling %3%")
                                     .arg(lmcache ? QStringLiteral("LMCache") : QStringLiteral("native"))
                                     .arg(QLocale(QLocale::English).toString(qulonglong(hitCurve.uniqueBlocks())))
                                     .arg(QString::number(hitCurve.hitRate(hitCurve.uniqueBlocks()) * 100.0, 'f', 2));
        if (!writeHitCurvePng(QStringLiteral("Exact LRU hit rate vs capacity"), subtitle,
                              bytesPerBlock > 0 ? QStringLiteral("Cache capacity (GiB, log scale)")
                                                : QStringLiteral("Cache capacity (blocks, log scale)"),
                              {series}, output, &error)) {
            printError(error);
            return int(Failure);
        }
        std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
        return int(Ok);
    });
}

} // namespace kvwb::cli
