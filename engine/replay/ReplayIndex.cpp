#include "replay/ReplayIndex.h"

namespace kvwb {

ReplayIndex buildReplayIndex(const Trace& trace, bool withNextUse, const JobControl& control)
{
    ReplayIndex index;
    const std::size_t requests = trace.requestCount();
    index.warmupRequests = warmupRequestsFor(requests);
    index.parent.assign(trace.trieNodes, 0);
    std::vector<std::uint8_t> seen(trace.trieNodes, 0);
    std::uint32_t distinct = 0;
    for (std::size_t r = 0; r < requests; ++r) {
        if ((r & 1023) == 1023)
            control.throwIfCancelled();
        BlockId parent = 0;
        const bool warmup = r < index.warmupRequests;
        for (EventIndex e = trace.requestStart[r]; e < trace.requestStart[r + 1]; ++e) {
            const BlockId node = trace.pathId[e];
            index.parent[node] = parent;
            parent = node;
            if (warmup && !seen[node]) {
                seen[node] = 1;
                ++distinct;
            }
            if (!warmup)
                index.measuredTokens += trace.weight[e];
        }
    }
    index.warmupUniqueBlocks = distinct;

    if (withNextUse) {
        // Walk backwards remembering, per node, the latest request seen so far.
        const auto never = std::uint32_t(requests + 1);
        std::vector<std::uint32_t> upcoming(trace.trieNodes, never);
        index.nextUse.resize(trace.eventCount());
        for (std::size_t r = requests; r-- > 0;) {
            if ((r & 1023) == 0)
                control.throwIfCancelled();
            for (EventIndex e = trace.requestStart[r]; e < trace.requestStart[r + 1]; ++e) {
                const BlockId node = trace.pathId[e];
                index.nextUse[e] = upcoming[node];
                upcoming[node] = std::uint32_t(r);
            }
        }
    }
    return index;
}

} // namespace kvwb
