#pragma once

#include "replay/RadixPolicy.h"

namespace kvwb {

/// KVCache.AI LRU: keys are a clock advanced by every touch and insert; the oldest leaf goes.
struct LruOrder
{
    using Index = LeafRecencyList;
    std::uint64_t clock = 0;
    static std::uint64_t touchKey(LruOrder& s, const ReplayIndex&, EventIndex) { return ++s.clock; }
    static std::uint64_t insertKey(LruOrder& s, const ReplayIndex&, EventIndex) { return ++s.clock; }
    static bool bypass(std::uint64_t, const ReplayIndex&, EventIndex) { return false; }
};

using LruPolicy = RadixPolicy<LruOrder>;

} // namespace kvwb
