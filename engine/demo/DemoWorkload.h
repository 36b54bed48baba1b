#pragma once

#include "trace/Trace.h"

namespace kvwb {

/// Parameters of the built-in demo workload; the defaults are what the GUI and `kvwb` open on.
struct DemoWorkloadSpec
{
    std::uint64_t seed = 20250225;
    std::uint32_t conversations = 700;
    std::uint32_t blockSize = 64;
    double conversationsPerSecond = 0.5; ///< Poisson arrival rate of new conversations
    double meanThinkSeconds = 25.0;      ///< user think time between turns
    double meanTurns = 4.5;              ///< geometric number of turns per conversation
};

/**
 * A deterministic multi-turn chat workload: a few shared system prompts (whole blocks, shared by
 * every conversation that uses them), conversations whose turn k re-sends the whole previous
 * context plus a new user message, Poisson conversation arrivals and exponential think times.
 * The last partial block of every request is unique to it, as a real prefix cache hashes only
 * full blocks. Same spec, same trace, on every platform (no std distributions).
 */
TracePtr makeDemoWorkload(const DemoWorkloadSpec& spec = {});

} // namespace kvwb
