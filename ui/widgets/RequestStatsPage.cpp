#include "widgets/RequestStatsPage.h"

#include "analysis/AnalysisController.h"
#include "charts/FigurePanelView.h"
#include "jobs/JobTracker.h"
#include "util/Format.h"

#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace kvwb {

namespace {

constexpr int kPanelCount = 8;
constexpr int kPanelMinWidth = 310; ///< the figure's axis titles need about this much
constexpr int kPanelHeight = 270;

QString percent(double fraction)
{
    return RequestStatsPage::tr("%1 %").arg(displayLocale().toString(fraction * 100.0, 'f', 2));
}

} // namespace

RequestStatsPage::RequestStatsPage(AnalysisController* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_jobs(new JobTracker(this))
{
    setObjectName(QStringLiteral("requestStatsPage"));
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);

    auto* note =
        new QLabel(tr("These statistics follow LMCache's semantics - raw chunk hashes, head-first LRU, "
                      "every request measured - whatever preset the Policies panel uses, as "
                      "<tt>kvwb simulate</tt> reports them."),
                   this);
    note->setObjectName(QStringLiteral("requestStatsNote"));
    note->setWordWrap(true);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("requestStatsStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_panelArea = new QWidget;
    m_panelGrid = new QGridLayout(m_panelArea);
    m_panelGrid->setContentsMargins(0, 0, 0, 0);
    m_panelGrid->setSpacing(8);
    for (int i = 0; i < kPanelCount; ++i) {
        auto* view = new FigurePanelView(m_panelArea);
        view->setObjectName(QStringLiteral("requestStatsPanel%1").arg(i));
        view->setMinimumHeight(kPanelHeight);
        m_panels.push_back(view);
    }
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("requestStatsScroll"));
    scroll->setWidget(m_panelArea);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 8);
    layout->setSpacing(6);
    layout->addWidget(note);
    layout->addWidget(m_status);
    layout->addWidget(buildNumbers());
    layout->addWidget(scroll, 1);
    arrangePanels();

    connect(controller, &AnalysisController::budgetChanged, this, [this]() {
        // A replay for another capacity is obsolete: free its core for the slider's own work.
        if (m_running && m_running->second != wantedCapacity()) {
            m_jobs->cancel();
            m_running.reset();
        }
        m_debounce.start();
    });
    connect(controller, &AnalysisController::resultChanged, this, [this]() { m_debounce.start(); });
    connect(controller, &AnalysisController::readoutExact, this, &RequestStatsPage::start);
    connect(&m_debounce, &QTimer::timeout, this, &RequestStatsPage::start);
    connect(m_jobs, &JobTracker::finished, this, &RequestStatsPage::showStatus);
    showStatus();
}

QWidget* RequestStatsPage::buildNumbers()
{
    auto* box = new QFrame(this);
    box->setObjectName(QStringLiteral("requestStatsNumbers"));
    box->setFrameShape(QFrame::StyledPanel);
    auto* grid = new QGridLayout(box);
    grid->setContentsMargins(10, 6, 10, 6);
    grid->setHorizontalSpacing(20);
    grid->setVerticalSpacing(2);
    m_hitRate =
        addNumber(grid, 0, tr("Token hit rate"), tr("Prompt tokens served from the cache, of all tokens"));
    m_hitTokens = addNumber(grid, 1, tr("Hit tokens"), tr("Prompt tokens served from the cache"));
    m_totalTokens =
        addNumber(grid, 2, tr("Total tokens"), tr("All prompt tokens (seq_len), every request measured"));
    m_hitRequests = addNumber(grid, 3, tr("Requests hit"), tr("Requests with at least one chunk hit"));
    m_evictions =
        addNumber(grid, 4, tr("Evictions"), tr("Chunks evicted to make room, over the whole trace"));
    m_occupancy =
        addNumber(grid, 5, tr("Occupancy"), tr("Chunks cached at the end, of the capacity in chunks"));
    for (int column = 0; column < 6; ++column)
        grid->setColumnStretch(column, 1);
    return box;
}

QLabel* RequestStatsPage::addNumber(QGridLayout* grid, int column, const QString& caption,
                                    const QString& toolTip)
{
    auto* name = new QLabel(caption);
    name->setEnabled(false); // greyed: a caption, not data
    auto* value = new QLabel(QStringLiteral("-"));
    QFont font = value->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    font.setBold(true);
    value->setFont(font);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (QLabel* label : {name, value}) {
        label->setToolTip(toolTip);
        label->setWordWrap(true); // huge traces have long counts; wrap rather than widen the window
    }
    grid->addWidget(name, 0, column);
    grid->addWidget(value, 1, column);
    return value;
}

std::uint64_t RequestStatsPage::wantedCapacity() const
{
    return std::max<std::uint64_t>(1, m_controller->budgetBlocks());
}

bool RequestStatsPage::isCurrent() const
{
    return m_result && m_shown && m_shown->first == m_controller->trace() &&
           m_shown->second == wantedCapacity();
}

void RequestStatsPage::start()
{
    m_debounce.stop();
    const TracePtr trace = m_controller->trace();
    if (!trace || !m_controller->result() || !isVisible() || isCurrent())
        return;
    const Key key{trace, wantedCapacity()};
    if (m_running == key)
        return;
    m_running = key;
    m_failure.clear();
    m_jobs->start(tr("Replaying the LMCache statistics at %1 chunks...").arg(formatCount(key.second)),
                  runJob<std::shared_ptr<const LmcacheResult>>([key](const JobControl& control) {
                      return std::make_shared<const LmcacheResult>(
                          simulateLmcache(*key.first, key.second, true, control));
                  }),
                  [this, key](const JobOutcome<std::shared_ptr<const LmcacheResult>>& outcome) {
                      m_running.reset();
                      if (outcome.value)
                          showResult(*outcome.value, key);
                      else
                          m_failure = outcome.error;
                      showStatus();
                  });
    showStatus();
}

std::shared_ptr<const LmcacheResult> RequestStatsPage::currentResult()
{
    if (!isCurrent() && m_controller->trace()) {
        const Key key{m_controller->trace(), wantedCapacity()};
        m_jobs->cancel();
        m_running.reset();
        showResult(std::make_shared<const LmcacheResult>(simulateLmcache(*key.first, key.second, true)), key);
        showStatus();
    }
    return m_result;
}

void RequestStatsPage::showResult(std::shared_ptr<const LmcacheResult> result, const Key& key)
{
    m_result = std::move(result);
    m_shown = key;
    const LmcacheResult& r = *m_result;
    std::vector<StatsPanel> panels = lmcacheStatsPanels(r, key.first->inputLength);
    for (std::size_t i = 0; i < m_panels.size(); ++i)
        m_panels[i]->setPanel(i < panels.size() ? std::move(panels[i]) : StatsPanel{});
    m_hitRate->setText(percent(r.totalTokens ? double(r.hitTokens) / double(r.totalTokens) : 0.0));
    m_hitTokens->setText(formatCount(r.hitTokens));
    m_totalTokens->setText(formatCount(r.totalTokens));
    m_hitRequests->setText(percent(lmcacheRequestHitShare(r)));
    m_evictions->setText(formatCount(r.evictions));
    m_occupancy->setText(tr("%1 of %2").arg(formatCount(r.occupancy), formatCount(r.capacityChunks)));
}

LmcacheRunInfo RequestStatsPage::runInfo(const QString& modelLabel) const
{
    LmcacheRunInfo info;
    if (const TracePtr& trace = m_controller->trace()) {
        info.inputs = QStringList{trace->source};
        info.chunkSize = trace->blockSize;
    }
    info.kvBytesPerChunk = m_controller->bytesPerBlock();
    info.kvBytesAutoDetected = false; // the window sizes chunks with the chosen model
    const std::uint64_t capacity = m_shown ? m_shown->second : wantedCapacity();
    info.capacityGib = double(capacity) * info.kvBytesPerChunk / 1073741824.0;
    info.model = modelLabel;
    return info;
}

bool RequestStatsPage::writeFigure(const QString& path, const QString& modelLabel, QString* error)
{
    const std::shared_ptr<const LmcacheResult> result = currentResult();
    if (!result || !m_shown) {
        if (error)
            *error = tr("There are no request statistics yet: load a trace and choose a model first.");
        return false;
    }
    const LmcacheRunInfo info = runInfo(modelLabel);
    const std::span<const std::uint32_t> lengths(m_shown->first->inputLength);
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0)
        return writeLmcacheStatsSvg(info, *result, path, error, lengths);
    return writeLmcacheStatsPng(info, *result, path, error, lengths);
}

void RequestStatsPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    start();
}

void RequestStatsPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrangePanels();
}

void RequestStatsPage::arrangePanels()
{
    // Four across on a wide screen as in the figure, fewer when the docks leave less room.
    const int columns = std::clamp(std::max(1, width() - 24) / kPanelMinWidth, 1, 4);
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (FigurePanelView* view : m_panels)
        m_panelGrid->removeWidget(view);
    for (int i = 0; i < int(m_panels.size()); ++i)
        m_panelGrid->addWidget(m_panels[std::size_t(i)], i / columns, i % columns);
    for (int column = 0; column < 4; ++column)
        m_panelGrid->setColumnStretch(column, column < columns ? 1 : 0);
}

void RequestStatsPage::showStatus()
{
    QString text;
    const double bytes = m_controller->bytesPerBlock();
    if (!m_failure.isEmpty())
        text = tr("The LMCache replay failed: %1").arg(m_failure);
    else if (!m_controller->trace())
        text = tr("Waiting for a trace.");
    else if (!(bytes > 0) || !m_controller->result())
        text = tr("The statistics appear with the first analysis (choose a model to size the cache).");
    else {
        const std::uint64_t wanted = wantedCapacity();
        const QString at =
            tr("<b>%1</b> (%2 chunks of %3)")
                .arg(formatBytes(double(wanted) * bytes), formatCount(wanted), formatBytes(bytes));
        if (m_jobs->isRunning())
            text = tr("Replaying LMCache at %1...").arg(at);
        else if (isCurrent())
            text = tr("LMCache replay at %1: %2 requests.").arg(at, formatCount(m_result->requests));
        else
            text = tr("The statistics follow the budget once it rests: %1.").arg(at);
    }
    m_status->setText(text);
}

} // namespace kvwb
