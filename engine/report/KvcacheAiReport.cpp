#include "report/KvcacheAiReport.h"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>

namespace kvwb {

namespace {

QJsonObject outcomeJson(const QString& policy, std::uint32_t blocks, std::uint32_t warmup, const ReplayOutcome& o,
                        bool withSpeedup)
{
    const bool measured = o.filledBeforeWindow;
    QJsonObject j{{QStringLiteral("policy"), policy},
                  {QStringLiteral("cacheBlocks"), qint64(blocks)},
                  {QStringLiteral("warmupRequests"), qint64(warmup)},
                  {QStringLiteral("measurementStartRequest"), measured ? QJsonValue(qint64(warmup)) : QJsonValue()},
                  {QStringLiteral("measurementMode"), QLatin1String(o.measurementMode())},
                  {QStringLiteral("hitTokens"), qint64(o.hitTokens)},
                  {QStringLiteral("totalTokens"), qint64(o.totalTokens)},
                  {QStringLiteral("hitRate"), hitRate(o)}};
    if (withSpeedup)
        j.insert(QStringLiteral("idealPrefillSpeedup"), idealPrefillSpeedup(hitRate(o)));
    return j;
}

QString percent(double rate)
{
    return QString::asprintf("%.1f%%", rate * 100.0);
}

QString gibLabel(double gib)
{
    return QString::asprintf("%g GiB", gib);
}

// Left-aligned headers over right-aligned cells, two spaces apart, as the reference prints.
QString formatTable(const QStringList& headers, const std::vector<QStringList>& rows)
{
    std::vector<qsizetype> width;
    for (const QString& h : headers)
        width.push_back(h.size());
    for (const QStringList& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            width[std::size_t(i)] = std::max(width[std::size_t(i)], row[i].size());
    QStringList lines;
    QStringList cells;
    for (qsizetype i = 0; i < headers.size(); ++i)
        cells << headers[i].leftJustified(width[std::size_t(i)]);
    lines << cells.join(QStringLiteral("  "));
    cells.clear();
    for (qsizetype i = 0; i < headers.size(); ++i)
        cells << QString(width[std::size_t(i)], QLatin1Char('-'));
    lines << cells.join(QStringLiteral("  "));
    for (const QStringList& row : rows) {
        cells.clear();
        for (qsizetype i = 0; i < row.size(); ++i)
            cells << row[i].rightJustified(width[std::size_t(i)]);
        lines << cells.join(QStringLiteral("  "));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace

KvcacheAiRunInfo kvcacheAiRunInfo(const ModelSpec& model, const KvFootprint& footprint, bool includeDraftKvCache,
                                  std::uint32_t estimateTokens, std::uint32_t blockSize, const TraceSummary& trace)
{
    KvcacheAiRunInfo info;
    info.modelId = model.id;
    info.modelLabel = model.label;
    info.precision = footprint.precision.id;
    info.precisionLabel = footprint.precision.label;
    if (footprint.indexerPrecision) {
        info.indexerPrecision = footprint.indexerPrecision->id;
        info.indexerPrecisionLabel = footprint.indexerPrecision->label;
    }
    info.includeDraftKvCache = includeDraftKvCache;
    info.blockSize = blockSize;
    info.bytesPerToken = footprint.bytesPerToken;
    info.bytesPerBlock = footprint.bytesPerToken * blockSize;
    info.estimateTokens = estimateTokens;
    info.requestCount = trace.requests;
    info.eventCount = trace.blockEvents;
    info.rawUniqueBlocks = trace.rawUniqueBlocks;
    info.averageInputTokens = trace.averageInputTokens;
    info.parseErrors = trace.parseErrors;
    info.skippedRecords = trace.skippedRecords;
    return info;
}

double hitRate(const ReplayOutcome& o)
{
    return o.totalTokens ? double(o.hitTokens) / double(o.totalTokens) : 0.0;
}

double idealPrefillSpeedup(double rate)
{
    return std::min(1000.0, 1.0 / std::max(1.0 - std::clamp(rate, 0.0, 1.0), 0.001));
}

QJsonObject kvcacheAiJson(const KvcacheAiRunInfo& info, const BudgetSweepResult& result)
{
    const QJsonValue nullValue;
    QJsonObject meta{
        {QStringLiteral("modelId"), info.modelId},
        {QStringLiteral("modelLabel"), info.modelLabel},
        {QStringLiteral("precision"), info.precision},
        {QStringLiteral("precisionLabel"), info.precisionLabel},
        {QStringLiteral("indexerPrecision"), info.indexerPrecision ? QJsonValue(*info.indexerPrecision) : nullValue},
        {QStringLiteral("indexerPrecisionLabel"),
         info.indexerPrecisionLabel ? QJsonValue(*info.indexerPrecisionLabel) : nullValue},
        {QStringLiteral("includeDraftKvCache"), info.includeDraftKvCache},
        {QStringLiteral("blockSize"), qint64(info.blockSize)},
        {QStringLiteral("bytesPerToken"), info.bytesPerToken},
        {QStringLiteral("bytesPerBlock"), info.bytesPerBlock},
        {QStringLiteral("estimateTokens"), qint64(info.estimateTokens)},
        {QStringLiteral("requestCount"), qint64(info.requestCount)},
        {QStringLiteral("eventCount"), qint64(info.eventCount)},
        {QStringLiteral("rawUniqueBlocks"), qint64(info.rawUniqueBlocks)},
        {QStringLiteral("uniqueBlocks"), qint64(result.uniqueBlocks)},
        {QStringLiteral("backend"), info.backend},
        {QStringLiteral("warmupFraction"), 0.5},
        {QStringLiteral("warmupRequests"), qint64(result.warmupRequests)},
        {QStringLiteral("measurementWindow"), QStringLiteral("last_50_percent_requests")},
        {QStringLiteral("underfilledBudgetPolicy"), QStringLiteral("omit_budget_and_larger_points")},
        {QStringLiteral("speedupBaseline"),
         QStringLiteral("1.0x equals no-cache prefill throughput where every prefill input token is computed.")},
        {QStringLiteral("totalMeasuredTokens"), qint64(result.ceiling.totalTokens)},
        {QStringLiteral("averageInputTokens"), info.averageInputTokens},
        {QStringLiteral("parseErrors"), qint64(info.parseErrors)},
        {QStringLiteral("skippedRecords"), qint64(info.skippedRecords)},
    };
    QJsonArray points;
    for (const BudgetPoint& p : result.points) {
        QJsonObject results;
        for (qsizetype k = 0; k < result.policies.size(); ++k)
            results.insert(result.policies[k], outcomeJson(result.policies[k], p.cacheBlocks, result.warmupRequests,
                                                           p.results[std::size_t(k)], true));
        points.append(QJsonObject{{QStringLiteral("gib"), p.gib},
                                  {QStringLiteral("cacheBlocks"), qint64(p.cacheBlocks)},
                                  {QStringLiteral("results"), results}});
    }
    return QJsonObject{
        {QStringLiteral("metadata"), meta},
        {QStringLiteral("hitRateCeiling"), hitRate(result.ceiling)},
        {QStringLiteral("ceiling"), outcomeJson(QStringLiteral("ceiling"), result.uniqueBlocks, result.warmupRequests,
                                                result.ceiling, false)},
        {QStringLiteral("points"), points},
        {QStringLiteral("policies"), QJsonArray::fromStringList(result.policies)},
    };
}

QString kvcacheAiTable(const KvcacheAiRunInfo& info, const BudgetSweepResult& result)
{
    const QLocale english(QLocale::English);
    QString t;
    t += QStringLiteral("Model: %1 (%2)\n").arg(info.modelLabel, info.modelId);
    t += QStringLiteral("KV precision: %1").arg(info.precisionLabel);
    if (info.indexerPrecisionLabel)
        t += QStringLiteral(", Indexer: %1").arg(*info.indexerPrecisionLabel);
    t += QLatin1Char('\n');
    t += QStringLiteral("Trace: %1 requests, %2 prefix blocks, block size %3 tokens\n")
             .arg(english.toString(qulonglong(info.requestCount)), english.toString(qulonglong(result.uniqueBlocks)))
             .arg(info.blockSize);
    t += QString::asprintf("Accounting: %.5f bytes/token, %.5f bytes/block, estimate tokens %u\n", info.bytesPerToken,
                           info.bytesPerBlock, info.estimateTokens);
    t += QStringLiteral("Simulation backend: %1\n").arg(info.backend.toUpper());
    t += QStringLiteral("Hit rate ceiling: %1\n").arg(percent(hitRate(result.ceiling)));
    t += QStringLiteral("Measurement: hit rates use the last 50% of requests; budget points that do not fill the "
                        "cache before this window are omitted.\n");
    t += QStringLiteral("Speedup: 1.0x means no-cache prefill throughput where every prefill input token is "
                        "computed.\n\n");
    if (result.points.empty())
        return t + QStringLiteral("No budget point reached cache pressure before the 50% measurement window.\n");

    QStringList headers{QStringLiteral("Budget"), QStringLiteral("Cache blocks")};
    QStringList labels;
    for (const QString& p : result.policies)
        labels << p.toUpper();
    for (const QString& l : labels)
        headers << l + QStringLiteral(" hit");
    for (const QString& l : labels)
        headers << l + QStringLiteral(" speedup");
    std::vector<QStringList> rows;
    for (const BudgetPoint& p : result.points) {
        QStringList row{gibLabel(p.gib), english.toString(qulonglong(p.cacheBlocks))};
        for (const ReplayOutcome& o : p.results)
            row << percent(hitRate(o));
        for (const ReplayOutcome& o : p.results)
            row << QString::asprintf("%.1fx", idealPrefillSpeedup(hitRate(o)));
        rows.push_back(row);
    }
    return t + formatTable(headers, rows);
}

QString kvcacheAiCsv(const BudgetSweepResult& result)
{
    QString csv = QStringLiteral("gib,cacheBlocks,policy,hitTokens,totalTokens,hitRate,idealPrefillSpeedup\n");
    for (const BudgetPoint& p : result.points)
        for (qsizetype k = 0; k < result.policies.size(); ++k) {
            const ReplayOutcome& o = p.results[std::size_t(k)];
            const auto shortest = [](double v) { return QString::number(v, 'g', QLocale::FloatingPointShortest); };
            csv += QStringLiteral("%1,%2,%3,%4,%5,%6,%7\n")
                       .arg(shortest(p.gib))
                       .arg(p.cacheBlocks)
                       .arg(result.policies[k])
                       .arg(o.hitTokens)
                       .arg(o.totalTokens)
                       .arg(shortest(hitRate(o)), shortest(idealPrefillSpeedup(hitRate(o))));
        }
    return csv;
}

} // namespace kvwb
