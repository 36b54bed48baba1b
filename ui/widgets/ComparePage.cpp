#include "widgets/ComparePage.h"

#include "analysis/AnalysisController.h"
#include "analysis/CompareBudgets.h"
#include "jobs/JobTracker.h"
#include "models/CompareTableModel.h"
#include "util/Format.h"
#include "util/TableText.h"
#include "widgets/PoliciesPanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace kvwb {

ComparePage::ComparePage(AnalysisController* controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_model(new CompareTableModel(this)),
      m_jobs(new JobTracker(this))
{
    setObjectName(QStringLiteral("comparePage"));
    buildControls();
    connect(controller, &AnalysisController::resultChanged, this, &ComparePage::onResultChanged);
    connect(m_jobs, &JobTracker::finished, this, &ComparePage::showStatus);
    onResultChanged();
}

void ComparePage::buildControls()
{
    auto* budgetsLabel = new QLabel(tr("&Budgets (GiB):"), this);
    m_budgetEdit = new QLineEdit(this);
    m_budgetEdit->setObjectName(QStringLiteral("compareBudgetsEdit"));
    m_budgetEdit->setPlaceholderText(tr("1, 2, 4, 8, ..."));
    m_budgetEdit->setToolTip(
        tr("The budgets to compare, in GiB, separated by commas or spaces. Press Enter to "
           "apply; clear the field for the defaults."));
    m_budgetEdit->setClearButtonEnabled(true);
    budgetsLabel->setBuddy(m_budgetEdit);
    m_defaults = new QToolButton(this);
    m_defaults->setObjectName(QStringLiteral("compareDefaultsButton"));
    m_defaults->setText(tr("Defaults"));
    m_defaults->setToolTip(tr("Powers of two from one cache block up to the largest budget the semantics can "
                              "measure"));
    auto* baselineLabel = new QLabel(tr("B&aseline:"), this);
    m_baseline = new QComboBox(this);
    m_baseline->setObjectName(QStringLiteral("compareBaselineCombo"));
    m_baseline->setToolTip(tr("The policy the \u0394 columns compare against, in percentage points"));
    m_baseline->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    baselineLabel->setBuddy(m_baseline);
    m_copyTable = new QToolButton(this);
    m_copyTable->setObjectName(QStringLiteral("compareCopyButton"));
    m_copyTable->setText(tr("Copy Table"));
    m_copyTable->setIcon(style()->standardIcon(QStyle::SP_FileDialogDetailedView));
    m_copyTable->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_copyTable->setToolTip(tr("Copy the whole table with its headers as tab-separated text (pastes into a "
                               "spreadsheet)"));

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("compareStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("compareTable"));
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setCornerButtonEnabled(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setMinimumSectionSize(72); // room for "100.00 %" in bold
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_view->setWordWrap(false);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* copy = new QAction(tr("&Copy"), m_view);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    copy->setStatusTip(tr("Copy the selected cells as tab-separated text"));
    connect(copy, &QAction::triggered, this, &ComparePage::copySelection);
    auto* copyAll = new QAction(tr("Copy &Table"), m_view);
    copyAll->setStatusTip(m_copyTable->toolTip());
    connect(copyAll, &QAction::triggered, this, &ComparePage::copyTable);
    m_view->addActions({copy, copyAll});

    m_legend =
        new QLabel(tr("Bold on green: the best policy at that budget. \u0394: difference from the baseline "
                      "in percentage points. \u2248: interpolated until the exact replay lands. \u2014: "
                      "not measured (the cache cannot fill before the measured window)."),
                   this);
    m_legend->setWordWrap(true);
    m_legend->setEnabled(false); // greyed: an explanation, not data

    // The budget list gets a row of its own: it is the longest input and should be readable whole.
    auto* budgets = new QHBoxLayout;
    budgets->addWidget(budgetsLabel);
    budgets->addWidget(m_budgetEdit, 1);
    budgets->addWidget(m_defaults);
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_status, 1);
    controls->addSpacing(12);
    controls->addWidget(baselineLabel);
    controls->addWidget(m_baseline);
    controls->addSpacing(8);
    controls->addWidget(m_copyTable);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 8);
    layout->setSpacing(6);
    layout->addLayout(budgets);
    layout->addLayout(controls);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_legend);

    connect(m_budgetEdit, &QLineEdit::returnPressed, this, &ComparePage::applyBudgetText);
    connect(m_budgetEdit, &QLineEdit::editingFinished, this, &ComparePage::applyBudgetText);
    connect(m_defaults, &QToolButton::clicked, this, [this]() { setBudgets({}); });
    connect(m_copyTable, &QToolButton::clicked, this, &ComparePage::copyTable);
    connect(m_baseline, &QComboBox::currentIndexChanged, this,
            [this]() { m_model->setBaseline(m_baseline->currentData().toString()); });
}

void ComparePage::setBudgets(std::vector<double> gib)
{
    m_budgetError.clear();
    gib = normalizedCompareBudgets(std::move(gib));
    m_custom = !gib.empty();
    if (m_custom)
        m_budgets = std::move(gib);
    else if (const auto& result = m_controller->result())
        m_budgets = defaultCompareBudgets(*result);
    else
        m_budgets.clear();
    m_budgetEdit->setText(budgetListText(m_budgets));
    m_budgetEdit->setCursorPosition(0); // the smallest budgets first; the rest scrolls
    rebuild();
}

void ComparePage::applyBudgetText()
{
    const QString text = m_budgetEdit->text().trimmed();
    if (text == budgetListText(m_budgets) && m_budgetError.isEmpty())
        return;
    QString error;
    const auto parsed = parseBudgetList(text, &error);
    if (!parsed) {
        m_budgetError = error;
        showStatus();
        return;
    }
    setBudgets(*parsed);
}

void ComparePage::onResultChanged()
{
    const auto& result = m_controller->result();
    // Replays count blocks: they stay valid while the trace and semantics do.
    if (!result || m_exactTrace != m_controller->trace() || m_exactSemantics != result->semantics) {
        m_exact.clear();
        m_omittedGib.clear();
        m_exactTrace = m_controller->trace();
        m_exactSemantics = result ? result->semantics : SemanticsPreset::KvcacheAi;
    }
    refillBaselines();
    if (!m_custom) {
        m_budgets = result ? defaultCompareBudgets(*result) : std::vector<double>{};
        m_budgetEdit->setText(budgetListText(m_budgets));
        m_budgetEdit->setCursorPosition(0); // the smallest budgets first; the rest scrolls
    }
    rebuild();
}

void ComparePage::refillBaselines()
{
    const auto& result = m_controller->result();
    QStringList policies;
    if (result)
        for (const PolicyCurve& curve : result->curves)
            policies << curve.policy();
    QString wanted = m_baseline->currentData().toString();
    if (m_baseline->count() == 0 || !policies.contains(wanted)) // LRU is what most fleets run today
        wanted = policies.contains(QStringLiteral("lru")) ? QStringLiteral("lru") : policies.value(0);
    const QSignalBlocker quiet(m_baseline);
    m_baseline->clear();
    m_baseline->addItem(tr("None"), QString());
    for (const QString& policy : policies)
        m_baseline->addItem(PoliciesPanel::policyLabel(policy), policy);
    m_baseline->setCurrentIndex(std::max(0, m_baseline->findData(wanted)));
    m_model->setBaseline(m_baseline->currentData().toString());
}

CompareRow ComparePage::rowFor(const AnalysisResult& result, double gib) const
{
    CompareRow row;
    row.gib = gib;
    row.blocks = cacheBlocksFor(gib, result.bytesPerBlock);
    const bool omitted = std::find(m_omittedGib.begin(), m_omittedGib.end(), gib) != m_omittedGib.end();
    for (const PolicyCurve& curve : result.curves) {
        CurveReading reading = curve.at(row.blocks);
        if (!curve.isExact() && row.blocks > 0) {
            const auto it = m_exact.find({curve.policy(), std::uint32_t(row.blocks)});
            if (it != m_exact.end()) {
                reading.hitTokens = it->second.hitTokens;
                reading.totalTokens = it->second.totalTokens;
                reading.interpolated = false;
                reading.underfilled = !it->second.filledBeforeWindow;
            } else if (omitted) { // the exact sweep dropped it: nothing is measured there
                reading.interpolated = false;
                reading.underfilled = true;
            }
        }
        row.readings.push_back(reading);
    }
    return row;
}

void ComparePage::rebuild()
{
    CompareTable table;
    if (const auto& result = m_controller->result()) {
        for (const PolicyCurve& curve : result->curves)
            table.policies << curve.policy();
        for (double gib : m_budgets)
            table.rows.push_back(rowFor(*result, gib));
    }
    m_model->setTable(std::move(table));
    if (isVisible())
        startExactReplays();
    showStatus();
}

CompareReplayKey ComparePage::exactKey() const
{
    CompareReplayKey key;
    const auto& result = m_controller->result();
    if (!result || !m_controller->trace() || !m_model->hasInterpolated())
        return key;
    key.trace = m_controller->trace();
    key.semantics = result->semantics;
    key.bytesPerBlock = result->bytesPerBlock;
    key.budgetsGib = m_budgets;
    // KVCache.AI: the whole `kvwb run` sweep, so the JSON export can reuse it. Otherwise only
    // the policies replayed on a grid; the exact curves need nothing.
    for (const PolicyCurve& curve : result->curves)
        if (key.semantics == SemanticsPreset::KvcacheAi || !curve.isExact())
            key.policies << curve.policy();
    return key;
}

void ComparePage::startExactReplays()
{
    const CompareReplayKey key = exactKey();
    if (key.policies.isEmpty() || key.budgetsGib.empty() || key == m_runningKey || key == m_doneKey)
        return;
    m_runningKey = key;
    m_jobs->start(tr("Replaying the compared budgets exactly..."),
                  runJob<CompareReplays>(
                      [key](const JobControl& control) { return replayCompareBudgets(key, control); }),
                  [this, key](const JobOutcome<CompareReplays>& outcome) {
                      m_runningKey.reset();
                      if (!outcome.value) {
                          if (!outcome.error.isEmpty())
                              m_budgetError = tr("The exact replay failed: %1").arg(outcome.error);
                          showStatus();
                          return;
                      }
                      m_doneKey = key;
                      if (key.trace != m_exactTrace || key.semantics != m_exactSemantics)
                          return; // the inputs moved on while it ran
                      for (const auto& [policy, capacity, o] : outcome.value->outcomes)
                          m_exact[{policy, capacity}] = o;
                      if (outcome.value->sweep) {
                          m_omittedGib = outcome.value->sweep->omittedGib;
                          m_sweep.emplace(key, *outcome.value->sweep);
                      }
                      rebuild();
                  });
    showStatus();
}

BudgetSweepSpec ComparePage::sweepSpec() const
{
    BudgetSweepSpec spec;
    spec.budgetsGib = m_budgets;
    if (const auto& result = m_controller->result()) {
        spec.bytesPerBlock = result->bytesPerBlock;
        for (const PolicyCurve& curve : result->curves)
            spec.policies << curve.policy();
    }
    return spec;
}

std::optional<BudgetSweepResult> ComparePage::finishedSweep() const
{
    const BudgetSweepSpec spec = sweepSpec();
    if (!m_sweep || m_sweep->first.trace != m_controller->trace() ||
        m_sweep->first.budgetsGib != spec.budgetsGib || m_sweep->first.bytesPerBlock != spec.bytesPerBlock ||
        m_sweep->first.policies != spec.policies)
        return std::nullopt;
    return m_sweep->second;
}

void ComparePage::copySelection() const
{
    const QModelIndexList selected = m_view->selectionModel()->selectedIndexes();
    if (!selected.isEmpty())
        QApplication::clipboard()->setText(tableToTsv(*m_model, selected));
}

void ComparePage::copyTable() const
{
    QApplication::clipboard()->setText(tableToTsv(*m_model));
}

void ComparePage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    startExactReplays();
}

void ComparePage::showStatus()
{
    QString text;
    const auto& result = m_controller->result();
    if (!m_budgetError.isEmpty())
        text = QStringLiteral("<span style='color:#b03a2e'>%1</span>").arg(m_budgetError.toHtmlEscaped());
    else if (!result)
        text = tr("The comparison appears with the first analysis.");
    else if (m_budgets.empty())
        text = tr("No budget to compare: enter some above.");
    else {
        text = tr("<b>%1</b> semantics, ceiling %2 % (infinite cache)")
                   .arg(semanticsLabel(result->semantics),
                        displayLocale().toString(result->ceilingHitRate() * 100.0, 'f', 1));
        if (m_jobs->isRunning())
            text += tr(" - replaying %n budget(s) exactly...", nullptr, int(m_budgets.size()));
        else if (m_model->hasInterpolated())
            text +=
                tr(" - \u2248 values are interpolated; they are replayed exactly while this tab is shown");
        else
            text += tr(" - exact at every budget");
    }
    m_status->setText(text);
}

} // namespace kvwb
