#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace kvwb {
struct LmcacheRunInfo;
struct LmcacheResult;
struct LmcacheSweepPoint;
} // namespace kvwb

namespace kvwb::cli {

/// Chart PNGs for `simulate -o` and `sweep -i -o`; false after printing why. `inputLengths` are the
/// requests' seq_len (the figure's input-length panel).
bool writeStatsChart(const LmcacheRunInfo& info, const LmcacheResult& result, const std::vector<std::uint32_t>& inputLengths,
                     const QString& path);
bool writeSweepChart(const LmcacheRunInfo& info, const std::vector<LmcacheSweepPoint>& points, const QString& path);

/// The -o/--output value in raw arguments (empty when absent).
QString outputArgument(const QStringList& arguments);

/// True when these arguments ask for a chart (the CLI then starts a GUI application offscreen).
bool wantsChart(const QStringList& arguments);

} // namespace kvwb::cli
