#include "replay/FifoPolicy.h"

#include "replay/PolicyRegistry.h"

namespace kvwb {

PolicyInfo fifoPolicyInfo()
{
    return {QStringLiteral("fifo"), QStringLiteral("FIFO"), Semantics::KvcacheAi, false,
            &runKvcacheAiReplay<FifoPolicy>};
}

} // namespace kvwb
