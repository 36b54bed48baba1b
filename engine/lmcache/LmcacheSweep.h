#pragma once

#include "lmcache/LmcacheSimulator.h"

#include <vector>

namespace kvwb {

/// One point of a capacity sweep.
struct LmcacheSweepPoint
{
    std::uint64_t capacityBytes = 0;
    LmcacheResult result;
    double gib() const { return double(capacityBytes) / 1073741824.0; }
};

/// Replays every capacity (bytes; chunks = max(1, bytes // kvBytesPerChunk)) on parallel workers.
std::vector<LmcacheSweepPoint> runLmcacheSweep(const Trace& trace, const std::vector<std::uint64_t>& capacityBytes,
                                               double kvBytesPerChunk, int workers, const JobControl& control);

} // namespace kvwb
