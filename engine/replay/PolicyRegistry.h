#pragma once

#include "replay/ReplayKernel.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace kvwb {

/// Which reference rules a policy follows.
enum class Semantics { KvcacheAi, Lmcache, Native };

using ReplayFunction = ReplayOutcome (*)(const ReplayJob&);

/// A replayable policy: its CLI name, display label, semantics and kernel entry point.
struct PolicyInfo
{
    QString name;   ///< as on the command line: "fifo", "lru", "optimal"
    QString label;  ///< as in tables: "FIFO", "LRU", "OPTIMAL"
    Semantics semantics = Semantics::KvcacheAi;
    bool needsNextUse = false; ///< needs ReplayIndex::nextUse (Belady-style policies)
    ReplayFunction run = nullptr;
};

/// Every policy, in display order. Dispatch happens once per job, never per block event.
const std::vector<PolicyInfo>& allPolicies();
const PolicyInfo* findPolicy(const QString& name);
/// The policies a semantics preset offers by default (KVCache.AI: fifo, lru, optimal).
QStringList defaultPolicies(Semantics semantics);

// One entry per policy file.
PolicyInfo fifoPolicyInfo();
PolicyInfo lruPolicyInfo();
PolicyInfo optimalPolicyInfo();
std::vector<PolicyInfo> nativePolicyInfos(); ///< NativePolicies.cpp

} // namespace kvwb
