#pragma once

#include "trace/Trace.h"
#include "util/Progress.h"

#include <vector>

namespace kvwb {

/// The seven statistics of LMCache's `simulate` report (semantics.md section 2).
struct LmcacheStats
{
    std::vector<double> requestHitRates;     ///< per request: hit tokens / seq_len
    std::vector<std::uint32_t> hitPrefixChunks; ///< per request
    std::vector<std::uint64_t> reuseCounts;  ///< per unique chunk hit at least once: its hits
    std::vector<double> rollingHitRates;     ///< cumulative token hit rate after each request
    std::vector<std::uint64_t> globalSpans;  ///< per hit chunk: chunks logged since its last touch
    std::vector<std::uint64_t> hitPositions; ///< per hit chunk: rank from MRU (0) before the request
};

/// One LMCache replay at one capacity.
struct LmcacheResult
{
    std::uint64_t requests = 0;
    std::uint64_t totalTokens = 0;
    std::uint64_t hitTokens = 0;
    std::uint64_t evictions = 0;
    std::uint64_t capacityChunks = 0;
    std::uint64_t occupancy = 0; ///< chunks cached at the end
    LmcacheStats stats;          ///< filled only when asked for
};

/// LMCache's capacity in chunks: max(1, int(GiB * 2^30) // kvBytesPerChunk).
std::uint64_t lmcacheCapacityChunks(double gib, double kvBytesPerChunk);

/// LMCache's sweep capacities in bytes: sorted unique round(10^(log10(min) + i * step)), or
/// linearly spaced with `linear`.
std::vector<std::uint64_t> lmcacheSweepCapacities(double minGib, double maxGib, int points, bool linear);

/**
 * Head-first LRU over raw chunk hashes, exactly as LMCache's cache simulator: per request count
 * the leading cached hashes (all checks before any update), move that prefix to MRU, then insert
 * every hash from the first miss on (present ones only move; absent ones evict the LRU entry
 * when full). Every request is measured; the tail beyond the full chunks always misses.
 */
LmcacheResult simulateLmcache(const Trace& trace, std::uint64_t capacityChunks, bool withStats,
                              const JobControl& control = {});

} // namespace kvwb
