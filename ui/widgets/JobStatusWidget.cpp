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
    m_cancel->setToolTip(tr("Stop this job; what is shown now stays as it is"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_eta);
    layout->addWidget(m_cancel);

    connect(m_cancel, &QToolButton::clicked, tracker, &JobTracker::cancel);
    connect(tracker, &JobTracker::started, this, [this](quint64, const QString& label) { onStarted(label); });
    connect(tracker, &JobTracker::progressChanged, this, &JobStatusWidget::onProgress);
    connect(tracker, &JobTracker::finished, this, [this]() {
        m_showDelay.stop();
        hide();
    });
    // Jobs that end within a blink (the demo, small traces) would only make the status bar flicker.
    m_showDelay.setSingleShot(true);
    m_showDelay.setInterval(250);
    connect(&m_showDelay, &QTimer::timeout, this, &QWidget::show);
    hide();
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

void JobStatusWidget::onStarted(const QString& label)
{
    // Long file names are elided in the middle: both the directory and the extension matter.
    m_label->setText(m_label->fontMetrics().elidedText(label, Qt::ElideMiddle, 320));
    m_label->setToolTip(label);
    if (isHidden())
        m_showDelay.start();
}

void JobStatusWidget::onProgress(int value, int maximum, qint64 remainingMs)
{
    m_bar->setRange(0, maximum);
    m_bar->setValue(value);
    m_eta->setText(etaText(remainingMs));
}

} // namespace kvwb
