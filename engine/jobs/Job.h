#pragma once

#include "util/InputError.h"
#include "util/Progress.h"

#include <QFuture>
#include <QPromise>
#include <QString>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace kvwb {

/// What a background job hands back: a value, or an error message, or that it was cancelled.
template <typename T> struct JobOutcome
{
    std::optional<T> value;
    QString error;
    bool cancelled = false;
};

/// Progress of every job runs over this range (QFuture progress values are ints).
inline constexpr int kJobProgressMax = 1000;

/**
 * Runs work(control) on the global thread pool. The future reports progress in
 * [0, kJobProgressMax]; QFuture::cancel() reaches the work through control.cancel (checked by
 * the engine at its own cadence). Input errors and cancellation come back as values, so callers
 * never see an exception cross threads.
 */
template <typename T> QFuture<JobOutcome<T>> runJob(std::function<T(const JobControl&)> work)
{
    return QtConcurrent::run([work = std::move(work)](QPromise<JobOutcome<T>>& promise) {
        promise.setProgressRange(0, kJobProgressMax);
        std::atomic<bool> cancel{false};
        JobControl control;
        control.cancel = &cancel;
        control.progress = [&promise, &cancel](std::uint64_t done, std::uint64_t total) {
            if (promise.isCanceled())
                cancel.store(true, std::memory_order_relaxed);
            if (total > 0)
                promise.setProgressValue(int(double(std::min(done, total)) / double(total) * kJobProgressMax));
        };
        JobOutcome<T> outcome;
        try {
            outcome.value = work(control);
        } catch (const Cancelled&) {
            outcome.cancelled = true;
        } catch (const InputError& e) {
            outcome.error = e.message();
        } catch (const std::exception& e) {
            outcome.error = QString::fromLocal8Bit(e.what());
        }
        if (promise.isCanceled())
            outcome.cancelled = true;
        promise.addResult(std::move(outcome));
    });
}

} // namespace kvwb
