// Chart PNGs for the CLI. Placeholder until the charts library lands: reports that charts are
// unavailable instead of pretending to write them.
#include "ChartOutput.h"
#include "CliContext.h"

#include "lmcache/LmcacheReport.h"

namespace kvwb::cli {

bool writeStatsChart(const LmcacheRunInfo&, const LmcacheResult&, const QString& path)
{
    printError(QStringLiteral("%1: chart output is not available in this build").arg(path));
    return false;
}

bool writeSweepChart(const LmcacheRunInfo&, const std::vector<LmcacheSweepPoint>&, const QString& path)
{
    printError(QStringLiteral("%1: chart output is not available in this build").arg(path));
    return false;
}

} // namespace kvwb::cli
