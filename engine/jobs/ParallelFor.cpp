#include "jobs/ParallelFor.h"

#include "util/InputError.h"

#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <numeric>
#include <vector>

namespace kvwb {

void parallelFor(std::size_t count, int workers, const JobControl& control,
                 const std::function<void(std::size_t)>& work, const std::function<std::uint64_t()>& done,
                 std::uint64_t total)
{
    std::vector<std::size_t> items(count);
    std::iota(items.begin(), items.end(), std::size_t{0});
    std::atomic<bool> cancelled{false};
    QThreadPool pool;
    pool.setMaxThreadCount(workers > 0 ? workers : QThread::idealThreadCount());
    QFuture<void> future = QtConcurrent::map(&pool, items, [&](std::size_t i) {
        // Items not started yet are skipped at once: setting one up can cost more than the
        // cancellation check inside it (a policy allocates per trie node).
        if (cancelled.load(std::memory_order_relaxed) || control.cancelled()) {
            cancelled.store(true);
            return;
        }
        try {
            work(i);
        } catch (const Cancelled&) {
            cancelled.store(true);
        }
    });
    while (!future.isFinished()) {
        control.report(done(), total);
        QThread::msleep(5);
    }
    future.waitForFinished();
    control.report(total, total);
    if (cancelled.load())
        throw Cancelled();
    control.throwIfCancelled();
}

} // namespace kvwb
