#pragma once

#include "replay/RadixPolicy.h"

namespace kvwb {

/**
 * KVCache.AI optimal: keys are the next request that uses the node; the leaf used farthest in
 * the future goes. Bypass: when even that victim is needed no later than the candidate block,
 * the candidate is not admitted and the request stops inserting.
 */
struct OptimalOrder
{
    using Index = FarthestLeafHeap;
    static std::uint64_t touchKey(OptimalOrder&, const ReplayIndex& index, EventIndex e) { return index.nextUse[e]; }
    static std::uint64_t insertKey(OptimalOrder&, const ReplayIndex& index, EventIndex e) { return index.nextUse[e]; }
    static bool bypass(std::uint64_t victimKey, const ReplayIndex& index, EventIndex candidate)
    {
        return victimKey <= index.nextUse[candidate];
    }
};

using OptimalPolicy = RadixPolicy<OptimalOrder>;

} // namespace kvwb
