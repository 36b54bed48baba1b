#include "widgets/JobStatusWidget.h"

#include "util/Format.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QStyle>
#include <QToolButton>

namespace kvwb {

JobStatusWidget::JobStatusWidget(JobTracker* tracker, QWidget* parent)
    : QWidget(parent), m_label(new QLabel(this)), m_bar(new QProgressBar(this)), m_eta(new QLabel(this)),
      m_cancel(new QToolButton(this))
{
    setObjectName(QStringLiteral("jobStatus"));
    m_bar->setObjectName(QStringLiteral("jobProgress"));
    m_bar->setFixedWidth(180);
    m_bar->setMaximumHeight(16);
    m_bar->setTextVisible(true);
    m_eta->setObjectName(QStringLiteral("jobEta"));
    // A fixed width stops the status bar from jittering as the ETA text changes length.
    m_eta->setMinimumWidth(fontMetrics().horizontalAdvance(tr("about 00 min 00 s left")));
    m_cancel->setObjectName(QStringLiteral("cancelJobButton"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setIcon(style()->standardIcon(QStyle::SP_DialogCancelButton));
    m_cancel->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_cancel->setAutoRaise(true);
    m_cancel->setToolTip(tr("Stop the running jobs; what is shown now stays as it is"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_eta);
    layout->addWidget(m_cancel);

    // One button for every running job: jobs start on their own (a tab's exact replay after an
    // analysis), so "the latest one" may not be the one the user sees; stop them all.
    connect(m_cancel, &QToolButton::clicked, this, [this]() {
        for (JobTracker* running : std::as_const(m_trackers))
            if (running->isRunning())
                running->cancel();
    });
    // Jobs that end within a blink (the demo, small traces) would only make the status bar flicker.
    m_showDelay.setSingleShot(true);
    m_showDelay.setInterval(250);
    connect(&m_showDelay, &QTimer::timeout, this, &QWidget::show);
    hide();
    follow(tracker);
}

void JobStatusWidget::follow(JobTracker* tracker)
{
    if (!tracker || m_trackers.contains(tracker))
        return;
    m_trackers << tracker;
    connect(tracker, &JobTracker::started, this,
            [this, tracker](quint64, const QString& label) { onStarted(tracker, label); });
    connect(tracker, &JobTracker::progressChanged, this,
            [this, tracker](int value, int maximum, qint64 remainingMs) {
                onProgress(tracker, value, maximum, remainingMs);
            });
    connect(tracker, &JobTracker::finished, this, [this, tracker]() { onFinished(tracker); });
    connect(tracker, &QObject::destroyed, this, [this, tracker]() {
        m_trackers.removeAll(tracker);
        if (m_active == tracker)
            m_active = nullptr;
    });
}

QString JobStatusWidget::etaText(qint64 remainingMs)
{
    if (remainingMs < 0)
        return {};
    if (remainingMs < 1000)
        return tr("almost done");
    const qint64 seconds = (remainingMs + 999) / 1000;
    if (seconds < 60)
        return tr("about %n s left", nullptr, int(seconds));
    return tr("about %1 left").arg(formatDuration(double(seconds)));
}

void JobStatusWidget::onStarted(JobTracker* tracker, const QString& label)
{
    m_active = tracker;
    showLabel(label);
    if (isHidden())
        m_showDelay.start();
}

void JobStatusWidget::onProgress(JobTracker* tracker, int value, int maximum, qint64 remainingMs)
{
    if (tracker != m_active)
        return;
    m_bar->setRange(0, maximum);
    m_bar->setValue(value);
    m_eta->setText(etaText(remainingMs));
}

void JobStatusWidget::onFinished(JobTracker* tracker)
{
    if (tracker != m_active)
        return;
    // Another channel may still be busy (a load while an analysis runs): show that one instead.
    m_active = nullptr;
    for (JobTracker* other : std::as_const(m_trackers))
        if (other->isRunning())
            m_active = other;
    if (m_active) {
        showLabel(m_active->currentLabel());
        m_bar->setRange(0, 0);
        m_eta->clear();
        return;
    }
    m_showDelay.stop();
    hide();
}

void JobStatusWidget::showLabel(const QString& label)
{
    // Long file names are elided in the middle: both the directory and the extension matter.
    m_label->setText(m_label->fontMetrics().elidedText(label, Qt::ElideMiddle, 320));
    m_label->setToolTip(label);
}

} // namespace kvwb
