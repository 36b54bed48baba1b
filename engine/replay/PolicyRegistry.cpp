#include "replay/PolicyRegistry.h"

namespace kvwb {

const std::vector<PolicyInfo>& allPolicies()
{
    static const std::vector<PolicyInfo> all = [] {
        std::vector<PolicyInfo> policies = {fifoPolicyInfo(), lruPolicyInfo(), optimalPolicyInfo()};
        for (PolicyInfo& p : nativePolicyInfos())
            policies.push_back(std::move(p));
        return policies;
    }();
    return all;
}

const PolicyInfo* findPolicy(const QString& name)
{
    for (const PolicyInfo& p : allPolicies())
        if (p.name == name)
            return &p;
    return nullptr;
}

QStringList defaultPolicies(Semantics semantics)
{
    QStringList names;
    for (const PolicyInfo& p : allPolicies())
        if (p.semantics == semantics)
            names << p.name;
    return names;
}

} // namespace kvwb
