#pragma once

#include "util/Progress.h"

#include <atomic>
#include <cstdint>
#include <functional>

namespace kvwb {

/**
 * Runs work(i) for every i in [0, count) on a private pool of `workers` threads (0: every core)
 * and waits. The calling thread reports progress every few milliseconds as (done(), total);
 * work items check control's cancel flag themselves and may throw kvwb::Cancelled, which is
 * rethrown here once every worker has stopped.
 */
void parallelFor(std::size_t count, int workers, const JobControl& control,
                 const std::function<void(std::size_t)>& work, const std::function<std::uint64_t()>& done,
                 std::uint64_t total);

} // namespace kvwb
