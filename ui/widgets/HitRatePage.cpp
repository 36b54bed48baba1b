#include "widgets/HitRatePage.h"

#include "analysis/AnalysisController.h"
#include "charts/HitRateChart.h"
#include "util/Format.h"
#include "widgets/ReadoutTable.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QVBoxLayout>

namespace kvwb {

HitRatePage::HitRatePage(AnalysisController* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_status(new QLabel(this)),
      m_resetZoom(new QToolButton(this)), m_chart(new HitRateChart(this)), m_readout(new ReadoutTable(this))
{
    setObjectName(QStringLiteral("hitRatePage"));
    m_status->setObjectName(QStringLiteral("analysisStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true); // a long status must not widen the window
    m_status->setToolTip(tr("What the chart shows: semantics, policies and the size of the working set"));
    m_resetZoom->setObjectName(QStringLiteral("resetZoomButton"));
    m_resetZoom->setText(tr("Reset Zoom"));
    m_resetZoom->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_resetZoom->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_resetZoom->setAutoRaise(true);
    m_resetZoom->setToolTip(tr("Show the whole capacity range again (or double-click the chart)"));
    m_resetZoom->setEnabled(false);

    auto* top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_resetZoom);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 8);
    layout->setSpacing(6);
    layout->addLayout(top);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_readout);

    connect(m_resetZoom, &QToolButton::clicked, m_chart, &HitRateChart::resetZoom);
    connect(m_chart, &HitRateChart::zoomChanged, m_resetZoom, &QToolButton::setEnabled);
    connect(controller, &AnalysisController::analysisStarted, this, [this]() {
        m_failure.clear();
        showStatus();
    });
    connect(controller, &AnalysisController::analysisFailed, this, &HitRatePage::onFailed);
    connect(controller, &AnalysisController::resultChanged, this, &HitRatePage::onResultChanged);
    connect(controller, &AnalysisController::budgetChanged, m_chart,
            [this](double gib, std::uint64_t) { m_chart->setBudget(gib); });
    connect(controller, &AnalysisController::readoutChanged, this,
            [this]() { m_readout->showReadout(*m_controller); });
    connect(controller->analysisJobs(), &JobTracker::finished, this, &HitRatePage::showStatus);
    m_chart->setBudget(controller->budgetGib());
    m_readout->showReadout(*controller);
    showStatus();
}

void HitRatePage::onResultChanged()
{
    m_failure.clear();
    m_chart->setResult(m_controller->result());
    m_chart->setBudget(m_controller->budgetGib());
    m_resetZoom->setEnabled(m_chart->isZoomed());
    showStatus();
}

void HitRatePage::onFailed(const QString& message)
{
    m_failure = message;
    showStatus();
}

void HitRatePage::showStatus()
{
    const AnalysisController& c = *m_controller;
    QString text;
    if (!m_failure.isEmpty())
        text = tr("The analysis failed: %1").arg(m_failure);
    else if (c.analysisJobs()->isRunning())
        text = tr("Analysing under %1 semantics...").arg(semanticsLabel(c.semantics()));
    else if (!c.trace())
        text = tr("Waiting for a trace.");
    else if (!(c.bytesPerBlock() > 0))
        text = tr("Choose a model with a supported formula in the Model panel to size the cache.");
    else if (c.policies().isEmpty())
        text = tr("Check at least one policy in the Policies panel.");
    else if (const auto& r = c.result()) {
        bool grid = false;
        for (const PolicyCurve& curve : r->curves)
            grid = grid || !curve.isExact();
        text = tr("<b>%1</b> semantics, %2 unique blocks (%3), ceiling %4 %")
                   .arg(semanticsLabel(r->semantics), formatCount(r->uniqueBlocks),
                        formatBytes(double(r->maxCapacity) * r->bytesPerBlock),
                        displayLocale().toString(r->ceilingHitRate() * 100.0, 'f', 1));
        text += grid ? tr(" - dots are replayed capacities, lines between them interpolated")
                     : tr(" - exact at every capacity");
    }
    // Without curves the empty plot says why, where the eye goes first, instead of the status line.
    m_status->setText(c.result() ? text : QString());
    m_chart->setPlaceholderText(c.result() ? QString() : QTextDocumentFragment::fromHtml(text).toPlainText());
}

} // namespace kvwb
