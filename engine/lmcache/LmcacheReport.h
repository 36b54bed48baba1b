#pragma once

#include "lmcache/LmcacheSweep.h"

#include <QJsonObject>
#include <QStringList>

namespace kvwb {

/// What LMCache's report prints about its inputs.
struct LmcacheRunInfo
{
    QStringList inputs;           ///< as given on the command line
    double kvBytesPerChunk = 0;
    bool kvBytesAutoDetected = true;
    double capacityGib = 0;
    std::uint32_t chunkSize = 0;
    QString model;                ///< --model filter, empty for all models
};

/// Nearest-rank percentile: rank = min(max((p*n + 99) // 100, 1), n) of the sorted values.
template <typename T> T nearestRank(const std::vector<T>& sorted, int p)
{
    const std::size_t n = sorted.size();
    const std::size_t rank = std::min<std::size_t>(std::max<std::size_t>((std::size_t(p) * n + 99) / 100, 1), n);
    return sorted[rank - 1];
}

/// The `simulate` text report, section for section as LMCache prints it.
QString lmcacheSimulateReport(const LmcacheRunInfo& info, const LmcacheResult& result, const QString& plotPath);

/// `simulate --format json`: the aggregate numbers and the seven statistics' summaries.
QJsonObject lmcacheSimulateJson(const LmcacheRunInfo& info, const LmcacheResult& result);

/// The `sweep` text (header, the capacity / hit-rate table and the plot line).
QString lmcacheSweepReport(const LmcacheRunInfo& info, double minGib, double maxGib,
                           const std::vector<LmcacheSweepPoint>& points, const QString& plotPath);
QJsonObject lmcacheSweepJson(const LmcacheRunInfo& info, const std::vector<LmcacheSweepPoint>& points);
QString lmcacheSweepCsv(const std::vector<LmcacheSweepPoint>& points);

} // namespace kvwb
