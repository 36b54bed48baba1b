// kvwb run / kvwb sweep --trace: a drop-in for `kvcache-simulator run` (KVCache.AI semantics).
#include "CliContext.h"
#include "CliProgress.h"
#include "TraceOptions.h"

#include "demo/DemoWorkload.h"
#include "model/KvCalculator.h"
#include "replay/BudgetSweep.h"
#include "report/KvcacheAiReport.h"
#include "trace/TraceSummary.h"
#include "util/InputError.h"

#include <QJsonDocument>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace kvwb::cli {

namespace {

void addRunOptions(QCommandLineParser& parser)
{
    addCommonOptions(parser,
                     QStringLiteral("Hit rate vs cache budget under KVCache.AI semantics (drop-in for "
                                    "`kvcache-simulator run`). Without --trace: the built-in demo workload."),
                     true, {QStringLiteral("table"), QStringLiteral("json"), QStringLiteral("csv")});
    addTraceOptions(parser);
    parser.addOptions({
        {QStringLiteral("trace"), QStringLiteral("Block trace (JSONL, compressed, archive or -)."), QStringLiteral("path")},
        {QStringLiteral("model"), QStringLiteral("Catalog model id (see `kvwb list-models`). Default: glm-5.2."),
         QStringLiteral("id"), QStringLiteral("glm-5.2")},
        {{QStringLiteral("kv-precision"), QStringLiteral("precision")},
         QStringLiteral("KV precision: bf16_fp16, fp8_int8, fp4_int4. Default: the model's."), QStringLiteral("id")},
        {QStringLiteral("indexer-precision"), QStringLiteral("Indexer precision (models with an indexer)."),
         QStringLiteral("id")},
        {QStringLiteral("include-draft-kv-cache"), QStringLiteral("Count the draft (MTP) layers' KV cache too.")},
        {QStringLiteral("estimate-tokens"),
         QStringLiteral("Context length for length-dependent formulas. Default: the average input tokens."),
         QStringLiteral("T")},
        {QStringLiteral("budgets-gib"), QStringLiteral("Comma-separated budgets in GiB. Default: 1,2,4,...,16384."),
         QStringLiteral("list")},
        {QStringLiteral("policies"), QStringLiteral("Comma-separated policies. Default: fifo,lru,optimal."),
         QStringLiteral("list"), QStringLiteral("fifo,lru,optimal")},
        {QStringLiteral("jobs"), QStringLiteral("Worker threads. Default: every core."), QStringLiteral("N")},
        {QStringLiteral("no-progress"), QStringLiteral("Never draw the progress bar.")},
        {QStringLiteral("models-yaml"), QStringLiteral("Model catalog in the KV Cache Calculator schema."),
         QStringLiteral("path")},
        {QStringLiteral("backend"), QStringLiteral("Accepted for compatibility and ignored."), QStringLiteral("name")},
    });
}

// A trace loaded on a worker: QtConcurrent forwards only QException, so any error travels
// back as an exception_ptr and is rethrown on the calling thread.
struct LoadedTrace
{
    TracePtr trace;
    std::exception_ptr error;

    TracePtr take() const
    {
        if (error)
            std::rethrow_exception(error);
        return trace;
    }
};

template <typename Load> LoadedTrace loadCaught(const Load& load)
{
    try {
        return {load(), nullptr};
    } catch (...) {
        return {nullptr, std::current_exception()};
    }
}

bool parseBudgets(const QString& text, std::vector<double>& out)
{
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const double v = part.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < 0) {
            printError(QStringLiteral("--budgets-gib: '%1' is not a non-negative number of GiB").arg(part.trimmed()));
            return false;
        }
        out.push_back(v);
    }
    if (out.empty()) {
        printError(QStringLiteral("--budgets-gib: no budget given"));
        return false;
    }
    return true;
}

bool parsePolicies(const QString& text, QStringList& out)
{
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = part.trimmed().toLower();
        if (!findPolicy(name)) {
            QStringList known;
            for (const PolicyInfo& p : allPolicies())
                known << p.name;
            printError(QStringLiteral("--policies: unknown policy '%1' (known: %2)")
                           .arg(name, known.join(QStringLiteral(", "))));
            return false;
        }
        if (!out.contains(name))
            out << name;
    }
    if (out.isEmpty()) {
        printError(QStringLiteral("--policies: no policy given"));
        return false;
    }
    return true;
}

} // namespace

int run(const QStringList& arguments)
{
    QCommandLineParser parser;
    addRunOptions(parser);
    if (!parseArguments(parser, arguments))
        return UsageError;
    const auto format = outputFormat(parser);
    LoadOptions loadOptions;
    BudgetSweepSpec spec;
    std::optional<std::uint64_t> estimate, jobs;
    spec.budgetsGib = defaultBudgetsGib();
    if (!format || !traceOptions(parser, loadOptions) ||
        !unsignedOption(parser, QStringLiteral("estimate-tokens"), estimate) ||
        !unsignedOption(parser, QStringLiteral("jobs"), jobs) ||
        !parsePolicies(parser.value(QStringLiteral("policies")), spec.policies))
        return UsageError;
    if (parser.isSet(QStringLiteral("budgets-gib"))) {
        spec.budgetsGib.clear();
        if (!parseBudgets(parser.value(QStringLiteral("budgets-gib")), spec.budgetsGib))
            return UsageError;
    }
    if (estimate && *estimate == 0) {
        printError(QStringLiteral("--estimate-tokens: must be at least 1"));
        return UsageError;
    }
    spec.workers = jobs ? int(*jobs) : 0;
    if (parser.isSet(QStringLiteral("backend")))
        printError(QStringLiteral("note: --backend %1 ignored; kvwb always uses its native engine")
                       .arg(parser.value(QStringLiteral("backend"))));
    const bool progress = !parser.isSet(QStringLiteral("no-progress"));

    return guarded([&] {
        // The trace loads on a worker while the catalog is parsed and the model checked here.
        CliProgress loading(QStringLiteral("Loading"), progress);
        const QString tracePath = parser.value(QStringLiteral("trace"));
        if (tracePath.isEmpty())
            printError(QStringLiteral("note: no --trace given; running on the built-in demo workload"));
        QFuture<LoadedTrace> pending = QtConcurrent::run([&] {
            return loadCaught([&] {
                return tracePath.isEmpty() ? makeDemoWorkload() : loadTrace({tracePath}, loadOptions, loading.control());
            });
        });
        std::optional<ModelCatalog> storage;
        const ModelCatalog* catalogPtr = nullptr;
        const ModelSpec* model = nullptr;
        try {
            catalogPtr = &catalogFor(parser, storage);
            model = catalogPtr->find(parser.value(QStringLiteral("model")));
            if (!model)
                throw InputError({}, 0, QStringLiteral("--model"),
                                 QStringLiteral("unknown model '%1' (see `kvwb list-models`)")
                                     .arg(parser.value(QStringLiteral("model"))));
        } catch (...) {
            CliProgress::stopAll();
            pending.waitForFinished();
            throw;
        }
        const ModelCatalog& catalog = *catalogPtr;
        const TracePtr trace = pending.result().take();
        const TraceSummary summary = summarize(*trace);

        KvSettings settings;
        settings.kvPrecision = parser.value(QStringLiteral("kv-precision"));
        settings.indexerPrecision = parser.value(QStringLiteral("indexer-precision"));
        settings.includeDraftKvCache = parser.isSet(QStringLiteral("include-draft-kv-cache"));
        const auto estimateTokens =
            std::uint32_t(estimate ? *estimate : std::max<std::uint64_t>(1, std::uint64_t(summary.averageInputTokens)));
        settings.tokens = estimateTokens;
        const KvFootprint footprint = computeKvFootprint(catalog, *model, settings);
        spec.bytesPerBlock = footprint.bytesPerToken * trace->blockSize;

        loading.finish();
        BudgetSweepResult result;
        {
            CliProgress replaying(QStringLiteral("Replaying"), progress);
            result = runBudgetSweep(trace, spec, replaying.control());
        }
        if (result.ceiling.totalTokens == 0)
            throw InputError(trace->source, 0, {},
                             QStringLiteral("the trace has no measured tokens (the window is the last 50% of "
                                            "%1 requests)").arg(trace->requestCount()));

        const KvcacheAiRunInfo info = kvcacheAiRunInfo(*model, footprint, settings.includeDraftKvCache,
                                                       estimateTokens, trace->blockSize, summary);

        QByteArray out;
        if (*format == OutputFormat::Json)
            out = QJsonDocument(kvcacheAiJson(info, result)).toJson(QJsonDocument::Indented);
        else if (*format == OutputFormat::Csv)
            out = kvcacheAiCsv(result).toUtf8();
        else
            out = kvcacheAiTable(info, result).toUtf8();
        return writeOutput(parser, out) ? Ok : Failure;
    });
}

} // namespace kvwb::cli
