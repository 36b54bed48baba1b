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
