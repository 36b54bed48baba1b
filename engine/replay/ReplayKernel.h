#pragma once

#include "replay/ReplayIndex.h"
#include "util/Progress.h"

#include <atomic>
#include <cstdint>

namespace kvwb {

/// What one (policy, capacity) replay measured over the window.
struct ReplayOutcome
{
    std::uint64_t hitTokens = 0;
    std::uint64_t totalTokens = 0;
    std::uint64_t evictions = 0;
    bool filledBeforeWindow = false; ///< the cache reached its capacity during the warm-up

    /// "fixed_window" when measured, "underfilled_at_window" when the cache never filled.
    const char* measurementMode() const { return filledBeforeWindow ? "fixed_window" : "underfilled_at_window"; }
};

/// One replay job: a trace, its index, a capacity in blocks, and the shared progress channel.
struct ReplayJob
{
    const Trace* trace = nullptr;
    const ReplayIndex* index = nullptr;
    std::uint32_t capacity = 0;
    const JobControl* control = nullptr;          ///< cancellation, checked every kCheckEvery requests
    std::atomic<std::uint64_t>* requestsDone = nullptr; ///< shared counter for sweep progress
};

inline constexpr std::size_t kCheckEvery = 512;

/// Every kCheckEvery requests (and at the end): honour cancellation and add to the sweep's
/// progress. `reported` carries what this job has counted so far.
inline void reportRequests(const ReplayJob& job, std::size_t done, std::size_t requests, std::size_t& reported)
{
    if (done % kCheckEvery != 0 && done != requests)
        return;
    if (job.control)
        job.control->throwIfCancelled();
    if (job.requestsDone)
        job.requestsDone->fetch_add(done - reported, std::memory_order_relaxed);
    reported = done;
}

/// The reference reports no hits for a cache that never filled before the window
/// ("underfilled_at_window"); the sweep omits such points anyway.
inline ReplayOutcome finishOutcome(ReplayOutcome out, std::uint64_t evictions)
{
    out.evictions = evictions;
    if (!out.filledBeforeWindow)
        out.hitTokens = 0;
    return out;
}

/**
 * The KVCache.AI request loop (semantics.md 1.4): a prefix-aware lookup pass that counts hit
 * tokens in the measurement window and touches hits while the prefix is alive, then the
 * policy's own insert pass. Policy is a concrete class (no virtual calls per event):
 *   bool contains(BlockId) const;  void touch(BlockId, EventIndex);
 *   void insert(std::size_t request, EventIndex begin, EventIndex end);
 *   bool filled() const;  std::uint64_t evictions() const;
 */
template <typename Policy> ReplayOutcome runKvcacheAiReplay(const ReplayJob& job)
{
    const Trace& t = *job.trace;
    const ReplayIndex& index = *job.index;
    Policy policy(t, index, job.capacity);
    ReplayOutcome out;
    const std::size_t requests = t.requestCount();
    const std::size_t warmup = index.warmupRequests;
    std::size_t reported = 0;
    for (std::size_t r = 0; r < requests; ++r) {
        const EventIndex begin = t.requestStart[r];
        const EventIndex end = t.requestStart[r + 1];
        const bool measured = r >= warmup;
        bool alive = true;
        for (EventIndex e = begin; e < end; ++e) {
            const BlockId node = t.pathId[e];
            const bool hit = policy.contains(node);
            if (measured)
                out.totalTokens += t.weight[e];
            if (hit && alive) {
                if (measured)
                    out.hitTokens += t.weight[e];
                policy.touch(node, e);
            } else if (!hit) {
                alive = false;
            }
        }
        if (job.capacity > 0)
            policy.insert(r, begin, end);
        if (r + 1 == warmup)
            out.filledBeforeWindow = policy.filled();
        reportRequests(job, r + 1, requests, reported);
    }
    return finishOutcome(out, policy.evictions());
}

} // namespace kvwb
