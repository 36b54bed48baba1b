#pragma once

#include "replay/ReplayKernel.h"

namespace kvwb {

/**
 * The native request loop (semantics.md section 3): prefix-aware lookup that changes nothing,
 * then every block of the request is committed deepest-first through the policy, so a parent is
 * always accessed after its children (recency policies then keep parents longer). Policies see a
 * flat set of trie nodes. Policy is a concrete class:
 *   Policy(const Trace&, const ReplayIndex&, std::uint32_t capacity);
 *   bool contains(BlockId) const;
 *   void access(BlockId node, EventIndex e);   // hit: update; miss: admit (evicting when full)
 *   std::uint32_t size() const;  std::uint64_t evictions() const;
 * The window and the omission rule are KVCache.AI's: the first half warms up, and a cache that
 * never fills before the window is reported underfilled (no measured hits).
 */
template <typename Policy> ReplayOutcome runNativeReplay(const ReplayJob& job)
{
    const Trace& t = *job.trace;
    const ReplayIndex& index = *job.index;
    Policy policy(t, index, job.capacity);
    ReplayOutcome out;
    const std::size_t requests = t.requestCount();
    const std::size_t warmup = index.warmupRequests;
    std::size_t reported = 0;
    bool filled = false;
    for (std::size_t r = 0; r < requests; ++r) {
        const EventIndex begin = t.requestStart[r];
        const EventIndex end = t.requestStart[r + 1];
        if (r >= warmup) {
            EventIndex e = begin;
            for (; e < end && policy.contains(t.pathId[e]); ++e)
                out.hitTokens += t.weight[e];
            for (EventIndex k = begin; k < end; ++k)
                out.totalTokens += t.weight[k];
        }
        if (job.capacity > 0) {
            for (EventIndex e = end; e-- > begin;)
                policy.access(t.pathId[e], e);
            filled = filled || policy.size() >= job.capacity;
        }
        if (r + 1 == warmup)
            out.filledBeforeWindow = filled;
        reportRequests(job, r + 1, requests, reported);
    }
    return finishOutcome(out, policy.evictions());
}

} // namespace kvwb
