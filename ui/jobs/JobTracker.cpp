#include "jobs/JobTracker.h"

namespace kvwb {

JobTracker::JobTracker(QObject* parent) : QObject(parent) {}

JobTracker::~JobTracker()
{
    // Superseded jobs may still be running too: stop them all rather than let them outlive us.
    for (QFutureWatcherBase* watcher : findChildren<QFutureWatcherBase*>(Qt::FindDirectChildrenOnly))
        watcher->cancel();
}

std::optional<qint64> JobTracker::estimateRemainingMs(qint64 elapsedMs, int progress, int maximum)
{
    // Below 1 % or half a second the rate is mostly start-up cost; an ETA would jump wildly.
    if (maximum <= 0 || progress <= 0 || elapsedMs < 500 || progress * 100 < maximum)
        return std::nullopt;
    if (progress >= maximum)
        return 0;
    return qint64(double(elapsedMs) * double(maximum - progress) / double(progress));
}

void JobTracker::cancel()
{
    if (!isRunning())
        return;
    m_cancelCurrent();
    endJob(m_currentId, End::Cancelled);
}

quint64 JobTracker::beginJob(const QString& label, std::function<void()> cancelJob)
{
    if (isRunning())
        m_cancelCurrent(); // latest wins: the old job's outcome is dropped in endJob
    m_currentId = m_nextId++;
    m_label = label;
    m_cancelCurrent = std::move(cancelJob);
    m_clock.start();
    Q_EMIT started(m_currentId, label);
    Q_EMIT progressChanged(0, kJobProgressMax, -1);
    return m_currentId;
}

void JobTracker::reportProgress(quint64 id, int value)
{
    if (id != m_currentId)
        return;
    const auto remaining = estimateRemainingMs(m_clock.elapsed(), value, kJobProgressMax);
    Q_EMIT progressChanged(value, kJobProgressMax, remaining.value_or(-1));
}

bool JobTracker::endJob(quint64 id, End end)
{
    if (id == 0 || id != m_currentId)
        return false;
    m_currentId = 0;
    m_label.clear();
    m_cancelCurrent = {};
    Q_EMIT finished(id, end);
    return true;
}

} // namespace kvwb
