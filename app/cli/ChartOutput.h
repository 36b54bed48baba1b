#pragma once

#include <QString>

#include <vector>

namespace kvwb {
struct LmcacheRunInfo;
struct LmcacheResult;
struct LmcacheSweepPoint;
} // namespace kvwb

namespace kvwb::cli {

/// Chart PNGs for `simulate -o` and `sweep -i -o`; false after printing why.
bool writeStatsChart(const LmcacheRunInfo& info, const LmcacheResult& result, const QString& path);
bool writeSweepChart(const LmcacheRunInfo& info, const std::vector<LmcacheSweepPoint>& points, const QString& path);

} // namespace kvwb::cli
