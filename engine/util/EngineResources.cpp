#include "util/EngineResources.h"

#include <QtGlobal>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initEngineResources()
{
    Q_INIT_RESOURCE(kvwb_data);
}

namespace kvwb {

void ensureEngineResources()
{
    static const bool registered = (initEngineResources(), true);
    (void)registered;
}

} // namespace kvwb
