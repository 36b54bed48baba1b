#pragma once

#include "trace/Trace.h"
#include "util/Progress.h"

#include <vector>

namespace kvwb {

/**
 * Facts derived once per trace and shared read-only by every replay job: the trie's parent
 * links, each event's next use (for Belady-style policies) and the warm-up window.
 */
struct ReplayIndex
{
    std::vector<BlockId> parent;       ///< per trie node; the root (0) is its own parent
    std::vector<std::uint32_t> nextUse; ///< per event: next request (strictly later) holding the node, or requests+1
    std::uint32_t warmupRequests = 0;   ///< floor(requests * 0.5): the first measured request
    std::uint32_t warmupUniqueBlocks = 0; ///< distinct trie nodes in the warm-up requests
    std::uint64_t measuredTokens = 0;     ///< sum of block weights of measured requests

    /// The most blocks any cache can hold before the window: larger caches never fill.
    std::uint32_t fillLimit() const { return warmupUniqueBlocks; }
};

/// Builds the index; withNextUse = false skips the per-event next-use column.
ReplayIndex buildReplayIndex(const Trace& trace, bool withNextUse, const JobControl& control = {});

/// The KVCache.AI warm-up: floor(requests * 0.5).
inline std::uint32_t warmupRequestsFor(std::size_t requests)
{
    return std::uint32_t(requests / 2);
}

} // namespace kvwb
