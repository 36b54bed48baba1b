// Chart PNGs for the CLI, through the charts library (Qt Charts rendered offscreen).
#include "ChartOutput.h"

#include "CliContext.h"

#include "charts/LmcacheCharts.h"

namespace kvwb::cli {

bool writeStatsChart(const LmcacheRunInfo& info, const LmcacheResult& result,
                     const std::vector<std::uint32_t>& inputLengths, const QString& path)
{
    QString error;
    if (writeLmcacheStatsPng(info, result, path, &error, inputLengths))
        return true;
    printError(error);
    return false;
}

bool writeSweepChart(const LmcacheRunInfo& info, const std::vector<LmcacheSweepPoint>& points, const QString& path)
{
    QString error;
    if (writeLmcacheSweepPng(info, points, path, &error))
        return true;
    printError(error);
    return false;
}

bool wantsChart(const QStringList& arguments)
{
    if (arguments.size() < 2)
        return false;
    const QString& command = arguments[1];
    if (command != QLatin1String("simulate") && command != QLatin1String("sweep"))
        return false;
    for (const QString& a : arguments)
        if (a == QLatin1String("-o") || a == QLatin1String("--output") || a.startsWith(QLatin1String("--output=")) ||
            (a.startsWith(QLatin1String("-o")) && a.size() > 2))
            return true;
    return false;
}

} // namespace kvwb::cli
