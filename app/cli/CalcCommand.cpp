// kvwb calc --model M: KV cache bytes per token, per block and per GiB of cache for one model.
#include "CliContext.h"

#include "model/KvCalculator.h"
#include "util/InputError.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>
#include <limits>

namespace kvwb::cli {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

struct CalcResult
{
    const ModelSpec* model = nullptr;
    KvSettings settings;
    KvFootprint footprint;
    std::optional<std::uint64_t> blockSize;

    std::optional<double> bytesPerBlock() const
    {
        return blockSize ? std::optional<double>(footprint.bytesPerToken * double(*blockSize)) : std::nullopt;
    }
};

// Infinity (a model with nothing to store) has no JSON spelling; it is reported as null.
QJsonValue finiteOrNull(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

double per(double amount, double unit)
{
    return unit > 0 ? amount / unit : std::numeric_limits<double>::infinity();
}

QByteArray jsonFor(const CalcResult& r)
{
    const KvFootprint& f = r.footprint;
    QJsonObject o{
        {QStringLiteral("model"), r.model->id},
        {QStringLiteral("label"), r.model->label},
        {QStringLiteral("family"), r.model->family},
        {QStringLiteral("formula"), r.model->formula},
        {QStringLiteral("bytesPerToken"), f.bytesPerToken},
        {QStringLiteral("kvBytesPerToken"), f.kvBytesPerToken},
        {QStringLiteral("indexerBytesPerToken"), f.indexerBytesPerToken},
        {QStringLiteral("precision"), f.precision.id},
        {QStringLiteral("precisionBytesPerElement"), f.precision.bytesPerElement},
        {QStringLiteral("indexerPrecision"),
         f.indexerPrecision ? QJsonValue(f.indexerPrecision->id) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("tokens"), r.settings.tokens},
        {QStringLiteral("includeDraftKvCache"), r.settings.includeDraftKvCache},
        {QStringLiteral("draftLayers"), f.draftLayers},
        {QStringLiteral("tokensPerGiB"), finiteOrNull(per(kGiB, f.bytesPerToken))},
    };
    if (const auto block = r.bytesPerBlock()) {
        o.insert(QStringLiteral("blockSize"), double(*r.blockSize));
        o.insert(QStringLiteral("bytesPerBlock"), *block);
        o.insert(QStringLiteral("blocksPerGiB"), finiteOrNull(per(kGiB, *block)));
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

// At most three decimals, English grouping ("46,272", "3,496.655", "0.5").
QString number(double v)
{
    const QLocale l(QLocale::English);
    if (!std::isfinite(v))
        return QStringLiteral("unbounded");
    if (v == std::floor(v) && std::fabs(v) < 1e15)
        return l.toString(qlonglong(v));
    QString text = l.toString(v, 'f', 3);
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

QString precisionText(const PrecisionOption& p)
{
    return QStringLiteral("%1 (%2, %3 B/element)").arg(p.label, p.id, number(p.bytesPerElement));
}

QByteArray tableFor(const CalcResult& r)
{
    const KvFootprint& f = r.footprint;
    QString t;
    auto row = [&t](const char* label, const QString& value) {
        t += QStringLiteral("%1 %2\n").arg(QLatin1String(label), -20).arg(value);
    };
    row("Model:", QStringLiteral("%1 (%2)").arg(r.model->label, r.model->id));
    row("Family / formula:", QStringLiteral("%1 / %2").arg(r.model->family, r.model->formula));
    row("KV precision:", precisionText(f.precision));
    row("Indexer precision:",
        f.indexerPrecision ? precisionText(*f.indexerPrecision) : QStringLiteral("none (no indexer)"));
    row("Tokens (T):", number(r.settings.tokens));
    row("Draft KV cache:", r.settings.includeDraftKvCache
                               ? QStringLiteral("included (%1 layers)").arg(f.draftLayers)
                               : QStringLiteral("excluded"));
    QString perToken = number(f.bytesPerToken);
    if (f.indexerPrecision)
        perToken += QStringLiteral(" (KV %1 + indexer %2)")
                        .arg(number(f.kvBytesPerToken), number(f.indexerBytesPerToken));
    row("Bytes per token:", perToken);
    row("Tokens per GiB:", number(per(kGiB, f.bytesPerToken)));
    if (const auto block = r.bytesPerBlock()) {
        row("Bytes per block:",
            QStringLiteral("%1 (%2 tokens)").arg(number(*block), number(double(*r.blockSize))));
        row("Blocks per GiB:", number(per(kGiB, *block)));
    }
    return t.toUtf8();
}

// Ids that contain the unknown name, to turn a near miss into a hint.
QStringList similarIds(const ModelCatalog& catalog, const QString& name)
{
    QStringList out;
    for (const ModelSpec& m : catalog.models())
        if (m.id.contains(name, Qt::CaseInsensitive) || name.contains(m.id, Qt::CaseInsensitive))
            out << m.id;
    return out.mid(0, 5);
}

} // namespace

int calc(const QStringList& arguments)
{
    QCommandLineParser parser;
    addCommonOptions(
        parser, QStringLiteral("KV cache bytes per token (and per block, per GiB of cache) for a model."),
        true);
    parser.addOption({QStringLiteral("model"), QStringLiteral("Model id (see 'kvwb list-models')."),
                      QStringLiteral("id")});
    parser.addOption(
        {{QStringLiteral("kv-precision"), QStringLiteral("precision")},
         QStringLiteral("KV precision id: bf16_fp16, fp8_int8, fp4_int4 (default: the model's)."),
         QStringLiteral("id")});
    parser.addOption({QStringLiteral("indexer-precision"),
                      QStringLiteral("Indexer precision id for models with a sparse-attention indexer."),
                      QStringLiteral("id")});
    parser.addOption({QStringLiteral("tokens"),
                      QStringLiteral("Context length T for formulas that depend on it (default: the model's "
                                     "default_tokens, else 1024)."),
                      QStringLiteral("T")});
    parser.addOption({QStringLiteral("include-draft-kv-cache"),
                      QStringLiteral("Also count the KV cache of draft (MTP / next-n) layers.")});
    parser.addOption({QStringLiteral("block-size"),
                      QStringLiteral("Tokens per cache block: adds bytes per block."),
                      QStringLiteral("tokens")});
    parser.addOption({QStringLiteral("models-yaml"),
                      QStringLiteral("Read this catalog instead of the built-in one."),
                      QStringLiteral("path")});
    if (!parseArguments(parser, arguments))
        return UsageError;
    const auto format = outputFormat(parser);
    if (!format || *format == OutputFormat::Csv)
        return UsageError;
    const QString modelId = parser.value(QStringLiteral("model"));
    if (modelId.isEmpty()) {
        printError(QStringLiteral("--model is required; run 'kvwb list-models' for the ids"));
        return UsageError;
    }
    CalcResult result;
    if (!unsignedOption(parser, QStringLiteral("block-size"), result.blockSize))
        return UsageError;
    if (result.blockSize && *result.blockSize == 0) {
        printError(QStringLiteral("--block-size: must be a positive integer"));
        return UsageError;
    }
    std::optional<double> tokens;
    if (parser.isSet(QStringLiteral("tokens"))) {
        bool ok = false;
        tokens = parser.value(QStringLiteral("tokens")).toDouble(&ok);
        if (!ok || !(*tokens > 0) || !std::isfinite(*tokens)) {
            printError(QStringLiteral("--tokens: expected a positive number, got '%1'")
                           .arg(parser.value(QStringLiteral("tokens"))));
            return UsageError;
        }
    }

    return guarded([&] {
        std::optional<ModelCatalog> storage;
        const ModelCatalog& catalog = catalogFor(parser, storage);
        result.model = catalog.find(modelId);
        if (!result.model) {
            QString hint = QStringLiteral("run 'kvwb list-models' for the ids");
            const QStringList similar = similarIds(catalog, modelId);
            if (!similar.isEmpty())
                hint = QStringLiteral("did you mean %1? (%2)").arg(similar.join(QStringLiteral(", ")), hint);
            const QString where = parser.isSet(QStringLiteral("models-yaml"))
                                      ? catalog.source()
                                      : QStringLiteral("the built-in catalog");
            printError(QStringLiteral("unknown model '%1' in %2; %3").arg(modelId, where, hint));
            return int(Failure);
        }
        result.settings.kvPrecision = parser.value(QStringLiteral("kv-precision"));
        result.settings.indexerPrecision = parser.value(QStringLiteral("indexer-precision"));
        result.settings.tokens = tokens.value_or(result.model->defaultTokens.value_or(1024));
        result.settings.includeDraftKvCache = parser.isSet(QStringLiteral("include-draft-kv-cache"));
        try {
            result.footprint = computeKvFootprint(catalog, *result.model, result.settings);
        } catch (const InputError& e) {
            // Settings errors carry no file: they come from the command line, so name the option.
            if (!e.file().isEmpty())
                throw;
            printError(QStringLiteral("--%1: %2").arg(e.field(), e.detail()));
            return int(UsageError);
        }
        const QByteArray out = *format == OutputFormat::Json ? jsonFor(result) : tableFor(result);
        return writeOutput(parser, out) ? int(Ok) : int(Failure);
    });
}

} // namespace kvwb::cli
