#include "lmcache/LmcacheReport.h"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <numeric>

namespace kvwb {

namespace {

const QString kRule = QString(60, QLatin1Char('='));

QString n(std::uint64_t v)
{
    return QLocale(QLocale::English).toString(qulonglong(v));
}

QString pct(double v, int decimals = 2)
{
    return QString::number(v * 100.0, 'f', decimals) + QLatin1Char('%');
}

QString section(const QString& title)
{
    return kRule + QLatin1Char('\n') + title + QLatin1Char('\n') + kRule + QLatin1Char('\n');
}

QString line(const QString& label, int width, const QString& value)
{
    // Widths are those of the labels' columns in LMCache's report.
    return QStringLiteral("  ") + label.leftJustified(width + 2) + QStringLiteral(": ") + value + QLatin1Char('\n');
}

template <typename T> double mean(const std::vector<T>& v)
{
    return v.empty() ? 0.0 : double(std::accumulate(v.begin(), v.end(), 0.0)) / double(v.size());
}

template <typename T> std::vector<T> sorted(std::vector<T> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

template <typename T, typename Format>
QString percentileLines(const std::vector<T>& values, int width, const Format& format)
{
    QString s;
    for (int p : {25, 50, 75, 90, 99})
        s += line(QStringLiteral("p%1").arg(p), width, format(nearestRank(values, p)));
    return s;
}

QString integer(std::uint64_t v)
{
    return QString::number(v);
}

QJsonObject summaryJson(const std::vector<double>& values, double scale = 1.0)
{
    QJsonObject o{{QStringLiteral("count"), qint64(values.size())}};
    if (values.empty())
        return o;
    const std::vector<double> s = sorted(values);
    o.insert(QStringLiteral("mean"), mean(s) * scale);
    o.insert(QStringLiteral("max"), s.back() * scale);
    for (int p : {25, 50, 75, 90, 99})
        o.insert(QStringLiteral("p%1").arg(p), nearestRank(s, p) * scale);
    return o;
}

template <typename T> std::vector<double> asDoubles(const std::vector<T>& v)
{
    return std::vector<double>(v.begin(), v.end());
}

QString statsSections(const LmcacheResult& r)
{
    const LmcacheStats& st = r.stats;
    QString t;
    t += QLatin1Char('\n') + section(QStringLiteral("Stat 1 \u2014 Per-request token hit rate distribution"));
    const auto zero = std::count(st.requestHitRates.begin(), st.requestHitRates.end(), 0.0);
    const auto full = std::count(st.requestHitRates.begin(), st.requestHitRates.end(), 1.0);
    const double requests = double(std::max<std::size_t>(st.requestHitRates.size(), 1));
    t += line(QStringLiteral("Requests with 0% hit rate"), 26, QStringLiteral("%1 (%2)").arg(n(zero), pct(zero / requests, 1)));
    t += line(QStringLiteral("Requests with 100% hit rate"), 26,
              QStringLiteral("%1 (%2)").arg(n(full), pct(full / requests, 1)));
    if (!st.requestHitRates.empty()) {
        t += line(QStringLiteral("Mean"), 26, pct(mean(st.requestHitRates)));
        t += percentileLines(sorted(st.requestHitRates), 26, [](double v) { return pct(v); });
    }

    t += QLatin1Char('\n') + section(QStringLiteral("Stat 2 \u2014 Hit prefix length per request (chunks)"));
    if (!st.hitPrefixChunks.empty()) {
        t += line(QStringLiteral("Mean"), 17, QString::number(mean(st.hitPrefixChunks), 'f', 1));
        t += percentileLines(sorted(st.hitPrefixChunks), 17, [](std::uint32_t v) { return integer(v); });
    }

    t += QLatin1Char('\n') + section(QStringLiteral("Stat 3 \u2014 Chunk reuse count distribution"));
    t += line(QStringLiteral("Unique chunks hit at least once"), 30, n(st.reuseCounts.size()));
    if (!st.reuseCounts.empty()) {
        const auto s = sorted(st.reuseCounts);
        t += line(QStringLiteral("Mean reuse count"), 30, QString::number(mean(s), 'f', 1));
        t += line(QStringLiteral("Max reuse count"), 30, n(s.back()));
        t += percentileLines(s, 30, [](std::uint64_t v) { return integer(v); });
    }

    t += QLatin1Char('\n') + section(QStringLiteral("Stat 4 \u2014 Rolling (cumulative) token hit rate over time"));
    const std::size_t count = st.rollingHitRates.size();
    for (double f : {0.10, 0.25, 0.50, 0.75, 1.00}) {
        if (count == 0)
            break;
        const std::size_t k = std::max<std::size_t>(1, std::size_t(double(count) * f));
        t += QStringLiteral("  After request %1 : %2\n").arg(n(k), 6).arg(pct(st.rollingHitRates[k - 1]));
    }

    t += QLatin1Char('\n') + section(QStringLiteral("Stat 5 \u2014 Evictions"));
    t += line(QStringLiteral("Total evictions"), 17, n(r.evictions));

    t += QLatin1Char('\n') + section(QStringLiteral("Stat 6 \u2014 Global span distribution (chunks between last store and hit)"));
    t += line(QStringLiteral("Total hit chunks"), 17, n(st.globalSpans.size()));
    if (!st.globalSpans.empty()) {
        const auto s = sorted(st.globalSpans);
        t += line(QStringLiteral("Mean span"), 17, QString::number(mean(s), 'f', 1));
        t += line(QStringLiteral("Max span"), 17, n(s.back()));
        t += percentileLines(s, 17, [](std::uint64_t v) { return integer(v); });
    }

    t += QLatin1Char('\n') + section(QStringLiteral("Stat 7 \u2014 Cache position at hit (0 = MRU, max = LRU)"));
    if (!st.hitPositions.empty()) {
        const auto s = sorted(st.hitPositions);
        t += line(QStringLiteral("Mean position"), 17, QString::number(mean(s), 'f', 1));
        t += line(QStringLiteral("Max position"), 17, n(s.back()));
        t += percentileLines(s, 17, [](std::uint64_t v) { return integer(v); });
    }
    return t + kRule + QLatin1Char('\n');
}

QString inputList(const QStringList& inputs)
{
    QStringList quoted;
    for (const QString& i : inputs)
        quoted << QLatin1Char('\'') + i + QLatin1Char('\'');
    return QLatin1Char('[') + quoted.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString loadingHeader(const LmcacheRunInfo& info, const LmcacheResult& r)
{
    QString t = QStringLiteral("Loading lookup events from %1 \u2026\n").arg(inputList(info.inputs));
    t += QStringLiteral("Loaded %1 event(s)\n").arg(n(r.requests));
    return t;
}

} // namespace

QString lmcacheSimulateReport(const LmcacheRunInfo& info, const LmcacheResult& r, const QString& plotPath)
{
    const auto capacityBytes = std::uint64_t(info.capacityGib * 1073741824.0);
    QString t = loadingHeader(info, r);
    if (info.kvBytesAutoDetected)
        t += QStringLiteral("Auto-detected kv_bytes_per_chunk = %1 bytes\n").arg(n(std::uint64_t(info.kvBytesPerChunk)));
    t += QStringLiteral("\nSimulation parameters:\n");
    t += line(QStringLiteral("Cache capacity"), 17,
              QStringLiteral("%1 GiB (%2 bytes)").arg(QString::number(info.capacityGib, 'f', 2), n(capacityBytes)));
    t += line(QStringLiteral("KV bytes/chunk"), 17, n(std::uint64_t(info.kvBytesPerChunk)));
    t += line(QStringLiteral("Chunk size"), 17, QStringLiteral("%1 tokens").arg(info.chunkSize));
    t += QLatin1Char('\n') + section(QStringLiteral("Aggregate"));
    t += line(QStringLiteral("Requests processed"), 18, n(r.requests));
    t += line(QStringLiteral("Total tokens"), 18, n(r.totalTokens));
    t += line(QStringLiteral("Hit tokens"), 18, n(r.hitTokens));
    t += line(QStringLiteral("Miss tokens"), 18, n(r.totalTokens - r.hitTokens));
    t += line(QStringLiteral("Token hit rate"), 18, pct(r.totalTokens ? double(r.hitTokens) / r.totalTokens : 0.0));
    t += line(QStringLiteral("Cache capacity"), 18,
              QStringLiteral("%1 GiB  (%2 chunks \u00d7 %3 bytes/chunk)")
                  .arg(QString::number(info.capacityGib, 'f', 2), n(r.capacityChunks), n(std::uint64_t(info.kvBytesPerChunk))));
    t += line(QStringLiteral("Cache occupancy"), 18, QStringLiteral("%1 / %2 chunks").arg(n(r.occupancy), n(r.capacityChunks)));
    t += statsSections(r);
    if (!plotPath.isEmpty())
        t += QStringLiteral("\nStats plot saved to '%1'\n").arg(plotPath);
    return t;
}

QJsonObject lmcacheSimulateJson(const LmcacheRunInfo& info, const LmcacheResult& r)
{
    const LmcacheStats& st = r.stats;
    QJsonObject rolling;
    const std::size_t count = st.rollingHitRates.size();
    QJsonArray samples;
    for (double f : {0.10, 0.25, 0.50, 0.75, 1.00}) {
        if (count == 0)
            break;
        const std::size_t k = std::max<std::size_t>(1, std::size_t(double(count) * f));
        samples.append(QJsonObject{{QStringLiteral("afterRequest"), qint64(k)},
                                   {QStringLiteral("hitRate"), st.rollingHitRates[k - 1]}});
    }
    QJsonObject hitRates = summaryJson(st.requestHitRates);
    hitRates.insert(QStringLiteral("zeroHitRequests"),
                    qint64(std::count(st.requestHitRates.begin(), st.requestHitRates.end(), 0.0)));
    hitRates.insert(QStringLiteral("fullHitRequests"),
                    qint64(std::count(st.requestHitRates.begin(), st.requestHitRates.end(), 1.0)));
    return QJsonObject{
        {QStringLiteral("requests"), qint64(r.requests)},
        {QStringLiteral("totalTokens"), qint64(r.totalTokens)},
        {QStringLiteral("hitTokens"), qint64(r.hitTokens)},
        {QStringLiteral("hitRate"), r.totalTokens ? double(r.hitTokens) / double(r.totalTokens) : 0.0},
        {QStringLiteral("evictions"), qint64(r.evictions)},
        {QStringLiteral("capacityChunks"), qint64(r.capacityChunks)},
        {QStringLiteral("occupancyChunks"), qint64(r.occupancy)},
        {QStringLiteral("kvBytesPerChunk"), info.kvBytesPerChunk},
        {QStringLiteral("chunkSize"), qint64(info.chunkSize)},
        {QStringLiteral("capacityGib"), info.capacityGib},
        {QStringLiteral("requestHitRate"), hitRates},
        {QStringLiteral("hitPrefixChunks"), summaryJson(asDoubles(st.hitPrefixChunks))},
        {QStringLiteral("chunkReuseCount"), summaryJson(asDoubles(st.reuseCounts))},
        {QStringLiteral("rollingHitRate"), samples},
        {QStringLiteral("globalSpan"), summaryJson(asDoubles(st.globalSpans))},
        {QStringLiteral("cachePositionAtHit"), summaryJson(asDoubles(st.hitPositions))},
    };
}

QString lmcacheSweepReport(const LmcacheRunInfo& info, double minGib, double maxGib,
                           const std::vector<LmcacheSweepPoint>& points, const QString& plotPath)
{
    QString t = QStringLiteral("Loading lookup events from %1 \u2026\n").arg(inputList(info.inputs));
    t += QStringLiteral("Loaded %1 event(s)\n\n").arg(n(points.empty() ? 0 : points.front().result.requests));
    if (info.kvBytesAutoDetected)
        t += QStringLiteral("Auto-detected kv_bytes_per_chunk = %1 bytes\n").arg(n(std::uint64_t(info.kvBytesPerChunk)));
    t += QStringLiteral("Sweeping %1 capacity values (%2 \u2013 %3 GiB), chunk_size = %4 tokens, model = %5\n\n")
             .arg(points.size())
             .arg(QString::number(minGib, 'f', 2), QString::number(maxGib, 'f', 2))
             .arg(info.chunkSize)
             .arg(info.model.isEmpty() ? QStringLiteral("all models") : info.model);
    t += QStringLiteral("    Capacity (GiB)    Hit rate\n") + QString(32, QLatin1Char('-')) + QLatin1Char('\n');
    for (const LmcacheSweepPoint& p : points) {
        const LmcacheResult& r = p.result;
        t += QStringLiteral("%1  %2\n")
                 .arg(QString::number(p.gib(), 'f', 3), 18)
                 .arg(pct(r.totalTokens ? double(r.hitTokens) / r.totalTokens : 0.0), 9);
    }
    if (!plotPath.isEmpty())
        t += QStringLiteral("\nPlot saved to '%1'\n").arg(plotPath);
    return t;
}

QJsonObject lmcacheSweepJson(const LmcacheRunInfo& info, const std::vector<LmcacheSweepPoint>& points)
{
    QJsonArray array;
    for (const LmcacheSweepPoint& p : points)
        array.append(QJsonObject{{QStringLiteral("gib"), p.gib()},
                                 {QStringLiteral("capacityBytes"), qint64(p.capacityBytes)},
                                 {QStringLiteral("capacityChunks"), qint64(p.result.capacityChunks)},
                                 {QStringLiteral("totalTokens"), qint64(p.result.totalTokens)},
                                 {QStringLiteral("hitTokens"), qint64(p.result.hitTokens)},
                                 {QStringLiteral("evictions"), qint64(p.result.evictions)}});
    return QJsonObject{{QStringLiteral("kvBytesPerChunk"), info.kvBytesPerChunk},
                       {QStringLiteral("chunkSize"), qint64(info.chunkSize)},
                       {QStringLiteral("model"), info.model.isEmpty() ? QJsonValue() : QJsonValue(info.model)},
                       {QStringLiteral("requests"), qint64(points.empty() ? 0 : points.front().result.requests)},
                       {QStringLiteral("points"), array}};
}

QString lmcacheSweepCsv(const std::vector<LmcacheSweepPoint>& points)
{
    QString csv = QStringLiteral("gib,capacityChunks,totalTokens,hitTokens,evictions,hitRate\n");
    for (const LmcacheSweepPoint& p : points) {
        const LmcacheResult& r = p.result;
        csv += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                   .arg(QString::number(p.gib(), 'g', 17))
                   .arg(r.capacityChunks)
                   .arg(r.totalTokens)
                   .arg(r.hitTokens)
                   .arg(r.evictions)
                   .arg(QString::number(r.totalTokens ? double(r.hitTokens) / r.totalTokens : 0.0, 'g', 17));
    }
    return csv;
}

} // namespace kvwb
