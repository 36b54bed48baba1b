// kvwb tiers: what an exclusive HBM -> DRAM -> SSD LRU hierarchy buys in hit rate and prefill time.
#include "CliContext.h"
#include "CliProgress.h"
#include "TraceOptions.h"

#include "curve/OnePassCurve.h"
#include "demo/DemoWorkload.h"
#include "model/KvCalculator.h"
#include "replay/ReplayIndex.h"
#include "tiers/CalibrationProfile.h"
#include "tiers/TierModel.h"
#include "trace/TraceSummary.h"
#include "util/InputError.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace kvwb::cli {

int tiers(const QStringList& arguments)
{
    QCommandLineParser parser;
    addCommonOptions(parser,
                     QStringLiteral("Hit tokens per tier of an exclusive LRU hierarchy (from one exact curve) and the "
                                    "prefill time it gives. Tier sizes, bandwidths and the compute model come from a "
                                    "calibration profile (multi-tier simulator YAML, whole or as `overrides`)."),
                     true, {QStringLiteral("table"), QStringLiteral("json")});
    addTraceOptions(parser);
    parser.addOptions({
        {QStringLiteral("profile"), QStringLiteral("Calibration profile YAML (default: the built-in defaults)."),
         QStringLiteral("path")},
        {QStringLiteral("model"), QStringLiteral("Catalog model for bytes per block. Default: glm-5.2."),
         QStringLiteral("id"), QStringLiteral("glm-5.2")},
        {{QStringLiteral("kv-precision"), QStringLiteral("precision")}, QStringLiteral("KV precision."), QStringLiteral("id")},
        {QStringLiteral("indexer-precision"), QStringLiteral("Indexer precision."), QStringLiteral("id")},
        {QStringLiteral("models-yaml"), QStringLiteral("Model catalog file."), QStringLiteral("path")},
        {QStringLiteral("semantics"), QStringLiteral("native (tail-first, last 50% measured; default) or lmcache."),
         QStringLiteral("name"), QStringLiteral("native")},
        {QStringLiteral("overlap"), QStringLiteral("Overlap loading hit blocks with computing the misses.")},
        {QStringLiteral("no-progress"), QStringLiteral("Never draw the progress bar.")},
    });
    parser.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("Trace files or directories."),
                                 QStringLiteral("TRACE..."));
    if (!parseArguments(parser, arguments))
        return UsageError;
    const auto format = outputFormat(parser);
    LoadOptions loadOptions;
    if (!format || !traceOptions(parser, loadOptions))
        return UsageError;
    const QString semantics = parser.value(QStringLiteral("semantics")).toLower();
    if (semantics != QLatin1String("native") && semantics != QLatin1String("lmcache")) {
        printError(QStringLiteral("--semantics: unknown semantics '%1' (native, lmcache)").arg(semantics));
        return UsageError;
    }

    return guarded([&] {
        const CalibrationProfile profile = parser.isSet(QStringLiteral("profile"))
                                               ? CalibrationProfile::load(parser.value(QStringLiteral("profile")))
                                               : CalibrationProfile::defaults();
        for (const QString& warning : profile.warnings())
            printError(QStringLiteral("warning: ") + warning);
        std::optional<ModelCatalog> storage;
        const ModelCatalog& catalog = catalogFor(parser, storage);
        const ModelSpec* model = catalog.find(parser.value(QStringLiteral("model")));
        if (!model)
            throw InputError({}, 0, QStringLiteral("--model"),
                             QStringLiteral("unknown model '%1' (see `kvwb list-models`)").arg(parser.value(QStringLiteral("model"))));

        CliProgress progress(QStringLiteral("Loading"), !parser.isSet(QStringLiteral("no-progress")));
        const QStringList paths = parser.positionalArguments();
        const TracePtr trace = paths.isEmpty() ? makeDemoWorkload() : loadTrace(paths, loadOptions, progress.control());
        progress.finish();
        KvSettings settings;
        settings.kvPrecision = parser.value(QStringLiteral("kv-precision"));
        settings.indexerPrecision = parser.value(QStringLiteral("indexer-precision"));
        settings.tokens = std::max(1.0, std::floor(summarize(*trace).averageInputTokens));
        const double blockBytes = computeKvFootprint(catalog, *model, settings).bytesPerToken * trace->blockSize;

        const bool lmcache = semantics == QLatin1String("lmcache");
        const HitCurve curve = computeHitCurve(
            *trace, {lmcache ? StackPolicy::LmcacheHeadFirst : StackPolicy::NativeTailFirst,
                     lmcache ? 0 : warmupRequestsFor(trace->requestCount())},
            progress.control());
        const std::vector<TierSpec> tierSpecs = profile.tiers();
        std::vector<std::uint64_t> capacities;
        for (const TierSpec& t : tierSpecs)
            capacities.push_back(std::uint64_t(std::floor(t.capacityGb * 1e9 / blockBytes)));
        const TierSplit split = exclusiveLruSplit(curve, capacities);
        const double msPerToken =
            prefillMsPerToken(profile.number(QStringLiteral("pd_separation.compute.model_params_b")),
                              profile.number(QStringLiteral("pd_separation.compute.prefill_tflops")),
                              profile.number(QStringLiteral("pd_separation.compute.overhead_factor")));
        const PrefillTime time = prefillTime(split, tierSpecs, blockBytes, trace->blockSize, msPerToken,
                                             parser.isSet(QStringLiteral("overlap")));
        const auto share = [&](std::uint64_t tokens) {
            return split.totalTokens ? double(tokens) / double(split.totalTokens) : 0.0;
        };

        QByteArray out;
        if (*format == OutputFormat::Json) {
            QJsonArray rows;
            for (std::size_t i = 0; i < tierSpecs.size(); ++i)
                rows.append(QJsonObject{{QStringLiteral("tier"), tierSpecs[i].name},
                                        {QStringLiteral("capacityGb"), tierSpecs[i].capacityGb},
                                        {QStringLiteral("capacityBlocks"), qint64(capacities[i])},
                                        {QStringLiteral("hitTokens"), qint64(split.hitTokens[i])},
                                        {QStringLiteral("hitShare"), share(split.hitTokens[i])},
                                        {QStringLiteral("blockReadMs"), blockReadMs(tierSpecs[i], blockBytes)}});
            out = QJsonDocument(QJsonObject{{QStringLiteral("profile"), profile.name()},
                                            {QStringLiteral("semantics"), semantics},
                                            {QStringLiteral("bytesPerBlock"), blockBytes},
                                            {QStringLiteral("totalTokens"), qint64(split.totalTokens)},
                                            {QStringLiteral("missTokens"), qint64(split.missTokens)},
                                            {QStringLiteral("tiers"), rows},
                                            {QStringLiteral("prefillMsPerToken"), msPerToken},
                                            {QStringLiteral("noCachePrefillMs"), time.noCacheMs},
                                            {QStringLiteral("effectivePrefillMs"), time.effectiveMs},
                                            {QStringLiteral("effectiveSpeedup"), time.speedup},
                                            {QStringLiteral("idealSpeedup"), time.idealSpeedup}})
                      .toJson(QJsonDocument::Indented);
        } else {
            const QLocale english(QLocale::English);
            QString t = QStringLiteral("Profile: %1, %2 semantics, %3 bytes/block\n\n")
                            .arg(profile.name(), semantics, english.toString(qulonglong(blockBytes)));
            t += QStringLiteral("Tier   Capacity GB  Blocks        Hit tokens     Share  Read ms/block\n");
            for (std::size_t i = 0; i < tierSpecs.size(); ++i)
                t += QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                         .arg(tierSpecs[i].name, -5)
                         .arg(english.toString(tierSpecs[i].capacityGb, 'f', 0), 12)
                         .arg(english.toString(qulonglong(capacities[i])), 12)
                         .arg(english.toString(qulonglong(split.hitTokens[i])), 17)
                         .arg(QString::number(share(split.hitTokens[i]) * 100, 'f', 1) + QLatin1Char('%'), 9)
                         .arg(QString::number(blockReadMs(tierSpecs[i], blockBytes), 'f', 4), 14);
            t += QStringLiteral("miss   %1 %2\n\n")
                     .arg(english.toString(qulonglong(split.missTokens)), 43)
                     .arg(QString::number(share(split.missTokens) * 100, 'f', 1) + QLatin1Char('%'), 9);
            t += QStringLiteral("Prefill: %1 ms/token; no cache %2 s, with the tiers %3 s (%4 loads, %5): "
                                "speedup %6x, ideal %7x\n")
                     .arg(QString::number(msPerToken, 'f', 3))
                     .arg(QString::number(time.noCacheMs / 1000, 'f', 1), QString::number(time.effectiveMs / 1000, 'f', 1))
                     .arg(QString::number(time.loadMs / 1000, 'f', 1) + QStringLiteral(" s"),
                          parser.isSet(QStringLiteral("overlap")) ? QStringLiteral("overlapped") : QStringLiteral("serial"))
                     .arg(QString::number(time.speedup, 'f', 2), QString::number(time.idealSpeedup, 'f', 2));
            out = t.toUtf8();
        }
        return writeOutput(parser, out) ? int(Ok) : int(Failure);
    });
}

} // namespace kvwb::cli
