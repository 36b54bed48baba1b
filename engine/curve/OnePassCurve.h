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
 * from a Fenwick tree over last-touch times; a block hits at capacity C iff the running maximum
 * of distances along its request is <= C. Touch times are renumbered whenever the tree fills,
 * so memory stays proportional to the unique blocks, not to the events.
 */
HitCurve computeHitCurve(const Trace& trace, const CurveSpec& spec, const JobControl& control = {});

} // namespace kvwb
