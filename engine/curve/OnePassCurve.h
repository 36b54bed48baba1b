#pragma once

#include "curve/HitCurve.h"
#include "trace/Trace.h"
#include "util/Progress.h"

namespace kvwb {

/// Which stack policy the one-pass curve describes.
enum class StackPolicy
{
    LmcacheHeadFirst, ///< raw hashes, blocks committed in request order (LMCache)
    NativeTailFirst,  ///< trie nodes, committed deepest-first (vLLM free queue, SGLang radix)
};

struct CurveSpec
{
    StackPolicy policy = StackPolicy::NativeTailFirst;
    /// First measured request: 0 measures everything (LMCache); the KVCache.AI window uses
    /// requests / 2.
    std::size_t measureFrom = 0;
};

/**
 * The exact LRU hit curve for every capacity in one pass (semantics.md section 3). A block's
 * stack distance at request start is 1 + the distinct blocks touched since its last touch, read
 * from a bitmap of latest-touch times with a Fenwick tree of per-group counts (RecencyRanks); a
 * block hits at capacity C iff the running maximum of distances along its request is <= C. Touch
 * times are renumbered whenever the bitmap fills, so memory stays proportional to the unique
 * blocks (about 16-20 bytes each), not to the events.
 */
HitCurve computeHitCurve(const Trace& trace, const CurveSpec& spec, const JobControl& control = {});

} // namespace kvwb
