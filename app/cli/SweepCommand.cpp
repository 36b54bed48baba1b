// kvwb sweep: two reference tools share the name; the flags decide which one is meant.
#include "CliContext.h"

namespace kvwb::cli {

int sweep(const QStringList& arguments)
{
    for (const QString& a : arguments)
        if (a == QLatin1String("-i") || a == QLatin1String("--input") || a.startsWith(QLatin1String("--input=")))
            return lmcacheSweep(arguments);
    return run(arguments);
}

} // namespace kvwb::cli

namespace kvwb::cli {
int lmcacheSweep(const QStringList&)
{
    printError(QStringLiteral("sweep -i: the LMCache sweep is not available yet"));
    return Failure;
}
} // namespace kvwb::cli
