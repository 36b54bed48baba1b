#pragma once

#include "jobs/JobTracker.h"

#include <QTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace kvwb {

/// The status-bar face of JobTrackers: what runs, a progress bar, the time left and Cancel.
/// It follows the tracker whose job started last (falling back to another one still running)
/// and is hidden while all of them are idle.
class JobStatusWidget : public QWidget
{
    Q_OBJECT
public:
    explicit JobStatusWidget(JobTracker* tracker, QWidget* parent = nullptr);

    /// Shows `tracker`'s jobs too (e.g. the analysis next to the trace loads).
    void follow(JobTracker* tracker);
    /// The tracker shown now (the one Cancel stops); null while all are idle.
    JobTracker* activeTracker() const { return m_active; }

    /// "about 2 min 05 s left" (empty while the ETA is unknown).
    static QString etaText(qint64 remainingMs);

private:
    void onStarted(JobTracker* tracker, const QString& label);
    void onProgress(JobTracker* tracker, int value, int maximum, qint64 remainingMs);
    void onFinished(JobTracker* tracker);
    void showLabel(const QString& label);

    QList<JobTracker*> m_trackers;
    JobTracker* m_active = nullptr;

    QLabel* m_label;
    QProgressBar* m_bar;
    QLabel* m_eta;
    QToolButton* m_cancel;
    QTimer m_showDelay;
};

} // namespace kvwb
