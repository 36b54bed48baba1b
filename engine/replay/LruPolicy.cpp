#include "replay/LruPolicy.h"

#include "replay/PolicyRegistry.h"

namespace kvwb {

PolicyInfo lruPolicyInfo()
{
    return {QStringLiteral("lru"), QStringLiteral("LRU"), Semantics::KvcacheAi, false,
            &runKvcacheAiReplay<LruPolicy>};
}

} // namespace kvwb
