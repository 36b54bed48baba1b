#pragma once

#include "jobs/JobTracker.h"

#include <QTimer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QToolButton;

namespace kvwb {

/// The status-bar face of a JobTracker: what runs, a progress bar, the time left and Cancel.
/// Hidden while the tracker is idle.
class JobStatusWidget : public QWidget
{
    Q_OBJECT
public:
    explicit JobStatusWidget(JobTracker* tracker, QWidget* parent = nullptr);

    /// "about 2 min 05 s left" (empty while the ETA is unknown).
    static QString etaText(qint64 remainingMs);

private:
    void onStarted(const QString& label);
    void onProgress(int value, int maximum, qint64 remainingMs);

    QLabel* m_label;
    QProgressBar* m_bar;
    QLabel* m_eta;
    QToolButton* m_cancel;
    QTimer m_showDelay;
};

} // namespace kvwb
