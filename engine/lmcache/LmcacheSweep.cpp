#include "lmcache/LmcacheSweep.h"

#include "jobs/ParallelFor.h"

#include <atomic>

namespace kvwb {

std::vector<LmcacheSweepPoint> runLmcacheSweep(const Trace& trace, const std::vector<std::uint64_t>& capacityBytes,
                                               double kvBytesPerChunk, int workers, const JobControl& control)
{
    std::vector<LmcacheSweepPoint> points;
    for (std::uint64_t bytes : capacityBytes)
        points.push_back({bytes, {}});
    std::atomic<std::uint64_t> done{0};
    JobControl workerControl;
    workerControl.cancel = control.cancel;
    parallelFor(
        points.size(), workers, control,
        [&](std::size_t i) {
            const auto chunks = std::uint64_t(double(points[i].capacityBytes) / kvBytesPerChunk);
            points[i].result = simulateLmcache(trace, std::max<std::uint64_t>(1, chunks), false, workerControl);
            done.fetch_add(1, std::memory_order_relaxed);
        },
        [&] { return done.load(std::memory_order_relaxed); }, points.size());
    return points;
}

} // namespace kvwb
