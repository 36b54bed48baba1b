#pragma once

#include <atomic>
#include <cstdint>
#include <functional>

namespace kvwb {

/**
 * The explicit progress/cancel channel every long engine job takes. The engine never knows who
 * listens: the CLI draws a bar, the GUI forwards to a QPromise.
 */
struct JobControl
{
    /// Set from any thread to ask the job to stop; the job throws kvwb::Cancelled soon after.
    const std::atomic<bool>* cancel = nullptr;
    /// Called with (done, total) in job-specific units, at most every few milliseconds.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
    void throwIfCancelled() const;
    void report(std::uint64_t done, std::uint64_t total) const
    {
        if (progress)
            progress(done, total);
    }
};

} // namespace kvwb
