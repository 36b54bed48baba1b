#include "replay/OptimalPolicy.h"

#include "replay/PolicyRegistry.h"

namespace kvwb {

PolicyInfo optimalPolicyInfo()
{
    return {QStringLiteral("optimal"), QStringLiteral("OPTIMAL"), Semantics::KvcacheAi, true,
            &runKvcacheAiReplay<OptimalPolicy>};
}

} // namespace kvwb
