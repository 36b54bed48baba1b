#pragma once

#include "jobs/Job.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <utility>

namespace kvwb {

/**
 * One channel of background work where the latest job wins. start() cancels the job it replaces
 * and drops that job's result when it arrives; the current job's outcome is handed to its handler
 * on the UI thread. Progress comes with an ETA so every long job can show one the same way.
 */
class JobTracker : public QObject
{
    Q_OBJECT
public:
    enum class End
    {
        Succeeded,
        Failed,
        Cancelled
    };
    Q_ENUM(End)

    explicit JobTracker(QObject* parent = nullptr);
    ~JobTracker() override;

    /// Tracks `future` as the current job; `handler(JobOutcome<T>)` runs only if it is still current.
    template <typename T, typename Handler>
    quint64 start(const QString& label, QFuture<JobOutcome<T>> future, Handler handler);

    bool isRunning() const { return m_currentId != 0; }
    quint64 currentJobId() const { return m_currentId; }
    const QString& currentLabel() const { return m_label; }

    /// Linear extrapolation of the time left; nullopt until there is enough progress to trust it.
    static std::optional<qint64> estimateRemainingMs(qint64 elapsedMs, int progress, int maximum);

public Q_SLOTS:
    /// Cancels the current job; its outcome will be dropped, whatever it turns out to be.
    void cancel();

Q_SIGNALS:
    void started(quint64 id, const QString& label);
    /// `remainingMs` is -1 while the ETA is unknown.
    void progressChanged(int value, int maximum, qint64 remainingMs);
    void finished(quint64 id, kvwb::JobTracker::End end);

private:
    quint64 beginJob(const QString& label, std::function<void()> cancelJob);
    void reportProgress(quint64 id, int value);
    /// True when `id` was current (its outcome is wanted); the tracker is idle afterwards.
    bool endJob(quint64 id, End end);

    quint64 m_nextId = 1;
    quint64 m_currentId = 0;
    QString m_label;
    QElapsedTimer m_clock;
    std::function<void()> m_cancelCurrent;
};

template <typename T, typename Handler>
quint64 JobTracker::start(const QString& label, QFuture<JobOutcome<T>> future, Handler handler)
{
    const quint64 id = beginJob(label, [future]() mutable { future.cancel(); });
    auto* watcher = new QFutureWatcher<JobOutcome<T>>(this);
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this,
            [this, id](int value) { reportProgress(id, value); });
    connect(
        watcher, &QFutureWatcherBase::finished, this,
        [this, id, watcher, handler = std::move(handler)]() mutable {
            watcher->deleteLater();
            const QFuture<JobOutcome<T>> done = watcher->future();
            JobOutcome<T> outcome;
            // A cancelled QPromise drops its result, so an empty future means "cancelled".
            if (done.isCanceled() || done.resultCount() == 0)
                outcome.cancelled = true;
            else
                outcome = done.result();
            const End end = outcome.cancelled ? End::Cancelled : outcome.value ? End::Succeeded : End::Failed;
            if (endJob(id, end))
                handler(std::move(outcome));
        });
    watcher->setFuture(future);
    return id;
}

} // namespace kvwb
