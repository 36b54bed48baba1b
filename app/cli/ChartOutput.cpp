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

QString outputArgument(const QStringList& arguments)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if ((a == QLatin1String("-o") || a == QLatin1String("--output")) && i + 1 < arguments.size())
            return arguments[i + 1];
        if (a.startsWith(QLatin1String("--output=")))
            return a.mid(9);
        if (a.startsWith(QLatin1String("-o")) && a.size() > 2)
            return a.mid(2);
    }
    return {};
}

bool wantsChart(const QStringList& arguments)
{
    if (arguments.size() < 2)
        return false;
    const QString& command = arguments[1];
    const QString output = outputArgument(arguments);
    if (command == QLatin1String("curve"))
        return output.endsWith(QLatin1String(".png"), Qt::CaseInsensitive);
    return (command == QLatin1String("simulate") || command == QLatin1String("sweep")) && !output.isEmpty();
}

} // namespace kvwb::cli
