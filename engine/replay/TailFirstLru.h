#pragma once

#include "replay/ReplayKernel.h"

namespace kvwb {

/**
 * Native tail-first LRU at one capacity (semantics.md section 3): a flat set of trie nodes with
 * prefix-aware lookup; after the lookup every block of the request is committed deepest-first
 * (present ones move to MRU, absent ones evict the LRU block when full), so a parent is always
 * more recent than its children. Requests from `measureFrom` on are measured. The reference
 * for the one-pass curve's property tests and the single-capacity kernel benchmark.
 */
ReplayOutcome replayTailFirstLru(const Trace& trace, std::uint64_t capacity, std::size_t measureFrom,
                                 const JobControl& control = {});

} // namespace kvwb
