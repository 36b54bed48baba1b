// The Compare and Request statistics tabs and File > Export, driven offscreen on the real window
// and the demo workload: exact values against the engine, highlight, deltas, copy, the LMCache
// statistics at the budget, and every export re-read from disk (CSV, JSON against the CLI's,
// PNG, SVG, the report folder). Every test leaves a screenshot PNG in the working directory; set
// KVWB_REPORT_REVIEW_DIR to keep the exported report.
#include "analysis/AnalysisController.h"
#include "charts/FigurePanelView.h"
#include "charts/HitRateChart.h"
#include "charts/LmcacheCharts.h"
#include "demo/DemoWorkload.h"
#include "lmcache/LmcacheSimulator.h"
#include "models/CompareTableModel.h"
#include "report/KvcacheAiReport.h"
#include "util/Format.h"
#include "util/TableText.h"
#include "widgets/AnalysisTabs.h"
#include "widgets/Appearance.h"
#include "widgets/BudgetPanel.h"
#include "widgets/ComparePage.h"
#include "widgets/ExportActions.h"
#include "widgets/HitRatePage.h"
#include "widgets/MainWindow.h"
#include "widgets/ModelPanel.h"
#include "widgets/PoliciesPanel.h"
#include "widgets/ProjectActions.h"
#include "widgets/ReadoutTable.h"
#include "widgets/RequestStatsPage.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QToolButton>

#include <memory>

using namespace kvwb;

namespace {
constexpr int kTimeoutMs = 60000;
const QString kApprox = QStringLiteral("\u2248");

QStringList readLines(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class GuiCompareTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void defaultBudgetsArePowersOfTwo();
    void compareTurnsExactAndMatchesEngine();
    void bestPerRowIsTheMaximum();
    void deltasAgainstBaseline();
    void copyProducesTsv();
    void editedBudgets();
    void projectKeepsBudgets();
    void nativePresetTurnsExact();
    void requestStatsFollowBudget();
    void exportTablesAsCsv();
    void exportJsonEqualsCli();
    void exportChartsPngAndSvg();
    void exportReportFolder();
    void exportActionsHaveShortcutsAndTips();
    void compareModelIsSound();
    void darkTheme();

private:
    AnalysisController* controller() const { return m_window->analysis(); }
    ComparePage* compare() const { return m_window->findChild<ComparePage*>(); }
    RequestStatsPage* requestStats() const { return m_window->findChild<RequestStatsPage*>(); }
    ExportActions* exports() const { return m_window->findChild<ExportActions*>(); }
    AnalysisTabs* tabs() const { return m_window->findChild<AnalysisTabs*>(); }
    bool waitSettled(int timeoutMs = kTimeoutMs) const;
    /// Shows the Compare tab and waits for its exact replays.
    bool showCompareExact() const;
    int rowOf(double gib) const;
    void screenshot(const QString& name) const;
    KvcacheAiRunInfo expectedRunInfo() const;

    std::unique_ptr<MainWindow> m_window;
};

bool GuiCompareTest::waitSettled(int timeoutMs) const
{
    return QTest::qWaitFor(
        [this]() { return !m_window->isLoading() && controller()->result() && controller()->isSettled(); },
        timeoutMs);
}

bool GuiCompareTest::showCompareExact() const
{
    tabs()->setCurrentWidget(compare());
    return QTest::qWaitFor(
        [this]() { return !compare()->jobs()->isRunning() && !compare()->model()->hasInterpolated(); },
        kTimeoutMs);
}

int GuiCompareTest::rowOf(double gib) const
{
    const CompareTableModel* model = compare()->model();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, CompareTableModel::BudgetColumn)
                .data(CompareTableModel::ValueRole)
                .toDouble() == gib)
            return row;
    return -1;
}

void GuiCompareTest::screenshot(const QString& name) const
{
    QTest::qWait(50); // let the last layout and paint land
    const QString path = QDir::currentPath() + QStringLiteral("/tst_gui_compare_%1.png").arg(name);
    if (!m_window->grab().save(path, "PNG"))
        qWarning("cannot write %s", qPrintable(path));
}

void GuiCompareTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("kvcache-workbench"));
    QCoreApplication::setApplicationName(QStringLiteral("KV Cache Workbench compare tests"));
    QSettings().clear();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void GuiCompareTest::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(waitSettled());
    QCOMPARE(controller()->semantics(), SemanticsPreset::KvcacheAi);
}

void GuiCompareTest::cleanup()
{
    screenshot(QString::fromLatin1(QTest::currentTestFunction()));
    m_window.reset();
    QThreadPool::globalInstance()->waitForDone();
}

void GuiCompareTest::defaultBudgetsArePowersOfTwo()
{
    const auto result = controller()->result();
    const std::vector<double>& budgets = compare()->budgets();
    QVERIFY(budgets.size() >= 4);
    QVERIFY(!compare()->hasCustomBudgets());
    QVERIFY(result->blocksFor(budgets.front()) >= 1);
    QVERIFY(result->blocksFor(budgets.front() / 2) < 1); // the smallest power of two with a block
    for (std::size_t i = 0; i < budgets.size(); ++i) {
        QCOMPARE(std::exp2(std::round(std::log2(budgets[i]))), budgets[i]);
        if (i > 0)
            QCOMPARE(budgets[i], 2 * budgets[i - 1]);
        for (const PolicyCurve& curve : result->curves)
            QVERIFY(!curve.at(result->blocksFor(budgets[i])).underfilled);
    }
    // The next power of two is no longer measurable under KVCache.AI semantics (or beyond the top).
    const std::uint64_t next = result->blocksFor(2 * budgets.back());
    QVERIFY(next > result->maxCapacity || result->curves.front().at(next).underfilled);
    QCOMPARE(compare()->model()->rowCount(), int(budgets.size()));
}

void GuiCompareTest::compareTurnsExactAndMatchesEngine()
{
    // Before the tab is shown the readings come from the grid curves, interpolated.
    const CompareTableModel* model = compare()->model();
    QVERIFY(model->hasInterpolated());
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex cell = model->index(row, CompareTableModel::FirstPolicyColumn);
        QCOMPARE(cell.data().toString().startsWith(kApprox),
                 cell.data(CompareTableModel::InterpolatedRole).toBool());
        QCOMPARE(cell.data(Qt::FontRole).value<QFont>().italic(),
                 cell.data(CompareTableModel::InterpolatedRole).toBool());
    }
    QVERIFY(showCompareExact());
    const BudgetSweepSpec spec = compare()->sweepSpec();
    const BudgetSweepResult sweep = runBudgetSweep(controller()->trace(), spec, {});
    QCOMPARE(int(sweep.points.size()), model->rowCount()); // the defaults are all measurable
    for (const BudgetPoint& point : sweep.points) {
        const int row = rowOf(point.gib);
        QVERIFY(row >= 0);
        QCOMPARE(model->index(row, CompareTableModel::BlocksColumn)
                     .data(CompareTableModel::ValueRole)
                     .toULongLong(),
                 qulonglong(point.cacheBlocks));
        for (qsizetype k = 0; k < spec.policies.size(); ++k) {
            const QModelIndex cell = model->index(row, model->policyColumn(int(k)));
            const ReplayOutcome& o = point.results[std::size_t(k)];
            QCOMPARE(cell.data(CompareTableModel::ValueRole).toDouble(), hitRate(o));
            QCOMPARE(cell.data(CompareTableModel::HitTokensRole).toULongLong(), qulonglong(o.hitTokens));
            QVERIFY(!cell.data(CompareTableModel::InterpolatedRole).toBool());
            QVERIFY(!cell.data().toString().contains(kApprox));
            QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(formatCount(o.hitTokens)));
        }
    }
    // The finished sweep is kept for the JSON export.
    const std::optional<BudgetSweepResult> kept = compare()->finishedSweep();
    QVERIFY(kept);
    QCOMPARE(kvcacheAiCsv(*kept), kvcacheAiCsv(sweep));
    QVERIFY(m_window->findChild<QLabel*>(QStringLiteral("compareStatus"))->text().contains(tr("exact")));
}

void GuiCompareTest::bestPerRowIsTheMaximum()
{
    QVERIFY(showCompareExact());
    const CompareTableModel* model = compare()->model();
    const int policies = int(model->table().policies.size());
    int highlighted = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        double best = 0;
        for (int k = 0; k < policies; ++k)
            best = std::max(
                best,
                model->index(row, model->policyColumn(k)).data(CompareTableModel::ValueRole).toDouble());
        for (int k = 0; k < policies; ++k) {
            const QModelIndex cell = model->index(row, model->policyColumn(k));
            const bool expected = best > 0 && cell.data(CompareTableModel::ValueRole).toDouble() == best;
            QCOMPARE(cell.data(CompareTableModel::BestRole).toBool(), expected);
            QCOMPARE(cell.data(Qt::FontRole).value<QFont>().bold(), expected);
            QCOMPARE(cell.data(Qt::BackgroundRole).isValid(), expected);
            highlighted += expected;
        }
    }
    QVERIFY(highlighted >= model->rowCount() - 1); // every row with any hit has a winner
    // Belady's optimal bound is never beaten.
    const int optimal = int(model->table().policies.indexOf(QStringLiteral("optimal")));
    QVERIFY(optimal >= 0);
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, model->policyColumn(optimal)).data(CompareTableModel::ValueRole).toDouble() > 0)
            QVERIFY(
                model->index(row, model->policyColumn(optimal)).data(CompareTableModel::BestRole).toBool());
}

void GuiCompareTest::deltasAgainstBaseline()
{
    QVERIFY(showCompareExact());
    auto* combo = m_window->findChild<QComboBox*>(QStringLiteral("compareBaselineCombo"));
    const CompareTableModel* model = compare()->model();
    QCOMPARE(combo->currentData().toString(), QStringLiteral("lru")); // the default baseline
    combo->setCurrentIndex(combo->findData(QStringLiteral("fifo")));
    QCOMPARE(model->baseline(), QStringLiteral("fifo"));
    const QStringList& policies = model->table().policies;
    QCOMPARE(model->columnCount(), CompareTableModel::FirstPolicyColumn + 2 * int(policies.size()) - 1);
    QCOMPARE(model->deltaColumn(QStringLiteral("fifo")), -1);
    const int fifo = model->policyColumn(int(policies.indexOf(QStringLiteral("fifo"))));
    for (const QString& policy : {QStringLiteral("lru"), QStringLiteral("optimal")}) {
        const int column = model->deltaColumn(policy);
        QVERIFY(column >= 0);
        QVERIFY(model->headerData(column, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .contains(PoliciesPanel::policyLabel(policy)));
        const int own = model->policyColumn(int(policies.indexOf(policy)));
        for (int row = 0; row < model->rowCount(); ++row) {
            const double expected = (model->index(row, own).data(CompareTableModel::ValueRole).toDouble() -
                                     model->index(row, fifo).data(CompareTableModel::ValueRole).toDouble()) *
                                    100.0;
            const QModelIndex cell = model->index(row, column);
            QCOMPARE(cell.data(CompareTableModel::ValueRole).toDouble(), expected);
            QVERIFY(cell.data().toString().endsWith(QStringLiteral(" pp")));
            if (expected > 0.005)
                QVERIFY(cell.data().toString().startsWith(QLatin1Char('+')));
        }
    }
    screenshot(QStringLiteral("deltasAgainstFifo"));
    combo->setCurrentIndex(combo->findData(QString()));
    QCOMPARE(model->columnCount(), CompareTableModel::FirstPolicyColumn + int(policies.size()));
}

void GuiCompareTest::copyProducesTsv()
{
    QVERIFY(showCompareExact());
    QTableView* view = compare()->view();
    const CompareTableModel* model = compare()->model();
    QApplication::clipboard()->clear();
    view->selectionModel()->select(QItemSelection(model->index(1, 0), model->index(2, 2)),
                                   QItemSelectionModel::ClearAndSelect);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
    QString expected;
    for (int row = 1; row <= 2; ++row)
        expected +=
            QStringList{model->index(row, 0).data().toString(), model->index(row, 1).data().toString(),
                        model->index(row, 2).data().toString()}
                .join(QLatin1Char('\t')) +
            QLatin1Char('\n');
    QCOMPARE(QApplication::clipboard()->text(), expected);

    QTest::mouseClick(m_window->findChild<QToolButton*>(QStringLiteral("compareCopyButton")), Qt::LeftButton);
    const QStringList lines = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), model->rowCount() + 1);
    QCOMPARE(lines.first().split(QLatin1Char('\t')).size(), model->columnCount());
    QCOMPARE(lines.first().split(QLatin1Char('\t')).first(), tr("Budget"));
    QCOMPARE(lines.last().split(QLatin1Char('\t')).value(2),
             model->index(model->rowCount() - 1, 2).data().toString());
}

void GuiCompareTest::editedBudgets()
{
    tabs()->setCurrentWidget(compare());
    auto* edit = m_window->findChild<QLineEdit*>(QStringLiteral("compareBudgetsEdit"));
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("4, 1 2;8,2"));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(compare()->budgets(), (std::vector<double>{1, 2, 4, 8}));
    QVERIFY(compare()->hasCustomBudgets());
    QCOMPARE(compare()->model()->rowCount(), 4);
    QCOMPARE(compare()->model()->index(0, 0).data().toString(), QStringLiteral("1 GiB"));
    QVERIFY(QTest::qWaitFor([this]() { return !compare()->model()->hasInterpolated(); }, kTimeoutMs));

    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("1, two"));
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(compare()->budgets().size(), std::size_t(4)); // unchanged
    QVERIFY(m_window->findChild<QLabel*>(QStringLiteral("compareStatus"))
                ->text()
                .contains(QStringLiteral("two")));
    QVERIFY(parseBudgetList(QStringLiteral("0.5 1.5"), nullptr) == (std::vector<double>{0.5, 1.5}));
    QVERIFY(!parseBudgetList(QStringLiteral("-1"), nullptr));

    QTest::mouseClick(m_window->findChild<QToolButton*>(QStringLiteral("compareDefaultsButton")),
                      Qt::LeftButton);
    QVERIFY(!compare()->hasCustomBudgets());
    QCOMPARE(compare()->budgets(), defaultCompareBudgets(*controller()->result()));
}

void GuiCompareTest::projectKeepsBudgets()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("compare.kvwb"));
    compare()->setBudgets({4, 1});
    QVERIFY(m_window->projects()->saveProjectAs(path));
    compare()->setBudgets({});
    QVERIFY(!compare()->hasCustomBudgets());
    QVERIFY(m_window->projects()->openProject(path));
    QVERIFY(QTest::qWaitFor([this]() { return !m_window->projects()->isRestoring(); }, kTimeoutMs));
    QCOMPARE(compare()->budgets(), (std::vector<double>{1, 4}));
    QVERIFY(compare()->hasCustomBudgets());
    QCOMPARE(compare()->model()->rowCount(), 2);
}

void GuiCompareTest::nativePresetTurnsExact()
{
    m_window->findChild<PoliciesPanel*>()->setSelection(
        SemanticsPreset::Native, {QStringLiteral("lru"), QStringLiteral("arc"), QStringLiteral("s3fifo")});
    QVERIFY(QTest::qWaitFor([this]() { return controller()->result()->semantics == SemanticsPreset::Native; },
                            kTimeoutMs));
    QVERIFY(waitSettled());
    QVERIFY(showCompareExact());
    const CompareTableModel* model = compare()->model();
    const auto result = controller()->result();
    for (int row = 0; row < model->rowCount(); ++row) {
        const auto blocks = std::uint32_t(model->index(row, CompareTableModel::BlocksColumn)
                                              .data(CompareTableModel::ValueRole)
                                              .toULongLong());
        for (int k = 0; k < int(model->table().policies.size()); ++k) {
            const QString policy = model->table().policies[k];
            const QModelIndex cell = model->index(row, model->policyColumn(k));
            const ReplayOutcome exact =
                replayExactPoint(*controller()->trace(), SemanticsPreset::Native, policy, blocks);
            QCOMPARE(cell.data(CompareTableModel::HitTokensRole).toULongLong(), qulonglong(exact.hitTokens));
        }
    }
}

void GuiCompareTest::requestStatsFollowBudget()
{
    tabs()->setCurrentWidget(requestStats());
    auto* budget = m_window->findChild<BudgetPanel*>();
    for (double gib : {2.0, 0.5}) {
        budget->setBudgetGib(gib);
        QCOMPARE(controller()->budgetGib(), gib);
        const std::uint64_t capacity = std::max<std::uint64_t>(1, controller()->budgetBlocks());
        QVERIFY(QTest::qWaitFor([&]() { return requestStats()->isCurrent(); }, kTimeoutMs));
        QCOMPARE(requestStats()->resultCapacity(), capacity);
        const LmcacheResult expected = simulateLmcache(*controller()->trace(), capacity, true);
        const LmcacheResult& shown = *requestStats()->result();
        QCOMPARE(shown.hitTokens, expected.hitTokens);
        QCOMPARE(shown.totalTokens, expected.totalTokens);
        QCOMPARE(shown.evictions, expected.evictions);
        QCOMPARE(shown.occupancy, expected.occupancy);
        QCOMPARE(shown.stats.reuseCounts, expected.stats.reuseCounts);
        const QList<QLabel*> labels = requestStats()->findChildren<QLabel*>();
        const auto shows = [&labels](const QString& text) {
            return std::any_of(labels.begin(), labels.end(), [&](QLabel* l) { return l->text() == text; });
        };
        QVERIFY(shows(formatCount(expected.hitTokens)));
        QVERIFY(shows(formatCount(expected.totalTokens)));
        QVERIFY(shows(formatCount(expected.evictions)));
        QVERIFY(
            shows(tr("%1 of %2").arg(formatCount(expected.occupancy), formatCount(expected.capacityChunks))));
    }
    // The eight panels of `kvwb simulate -o`, with the input lengths in panel 5.
    const QList<FigurePanelView*> panels = requestStats()->findChildren<FigurePanelView*>();
    QCOMPARE(panels.size(), 8);
    for (FigurePanelView* panel : panels)
        QVERIFY(!panel->chart()->series().isEmpty());
    QVERIFY(panels[5]->chart()->title().contains(QStringLiteral("Input length")));
    QVERIFY(requestStats()
                ->findChild<QLabel*>(QStringLiteral("requestStatsNote"))
                ->text()
                .contains(QStringLiteral("head-first LRU")));
}

void GuiCompareTest::exportTablesAsCsv()
{
    QVERIFY(showCompareExact());
    QTemporaryDir dir;
    QString error;
    const QString path = dir.filePath(QStringLiteral("compare.csv"));
    QVERIFY2(exports()->writeCompareCsv(path, &error), qPrintable(error));
    const CompareTableModel* model = compare()->model();
    const QStringList lines = readLines(path);
    QCOMPARE(lines.size(), model->rowCount() + 1);
    const QStringList header = lines.first().split(QLatin1Char(','));
    QCOMPARE(header.size(), model->columnCount());
    QCOMPARE(header.first(), QStringLiteral("budget_gib"));
    QVERIFY(header.contains(QStringLiteral("lru_hit_rate")));
    QVERIFY(header.contains(QStringLiteral("optimal_minus_lru_pp"))); // LRU is the default baseline
    for (int row = 0; row < model->rowCount(); ++row) {
        const QStringList cells = lines[row + 1].split(QLatin1Char(','));
        QCOMPARE(cells.size(), model->columnCount());
        QCOMPARE(cells[0].toDouble(), model->index(row, 0).data(CompareTableModel::ValueRole).toDouble());
        QCOMPARE(cells[1].toULongLong(),
                 model->index(row, 1).data(CompareTableModel::ValueRole).toULongLong());
        for (int column = CompareTableModel::FirstPolicyColumn; column < model->columnCount(); ++column)
            QVERIFY(std::abs(cells[column].toDouble() -
                             model->index(row, column).data(CompareTableModel::ValueRole).toDouble()) < 1e-9);
    }

    const QString readoutPath = dir.filePath(QStringLiteral("readout.csv"));
    QVERIFY2(exports()->writeReadoutCsv(readoutPath, &error), qPrintable(error));
    const ReadoutModel* readout = m_window->findChild<ReadoutTable*>()->model();
    const QStringList readoutLines = readLines(readoutPath);
    QCOMPARE(readoutLines.size(), readout->rowCount() + 1);
    const QStringList first = readoutLines[1].split(QLatin1Char(','));
    QCOMPARE(first[ReadoutModel::HitTokensColumn].toULongLong(),
             readout->index(0, ReadoutModel::HitTokensColumn).data(ReadoutModel::ValueRole).toULongLong());
    QVERIFY(!exports()->writeCompareCsv(dir.filePath(QStringLiteral("missing/x.csv")), &error));
    QVERIFY(!error.isEmpty());
}

KvcacheAiRunInfo GuiCompareTest::expectedRunInfo() const
{
    QString error;
    const std::optional<KvcacheAiRunInfo> info = exports()->runInfo(&error);
    return info.value_or(KvcacheAiRunInfo{});
}

void GuiCompareTest::exportJsonEqualsCli()
{
    QTemporaryDir dir;
    QString error;
    const QString path = dir.filePath(QStringLiteral("result.json"));
    // Without showing the Compare tab: the export replays the budgets itself.
    QVERIFY(!compare()->finishedSweep());
    QVERIFY2(exports()->writeResultJson(path, &error), qPrintable(error));
    QJsonParseError parse;
    const QJsonDocument written = QJsonDocument::fromJson(readAll(path), &parse);
    QCOMPARE(parse.error, QJsonParseError::NoError);
    const KvcacheAiRunInfo info = expectedRunInfo();
    const BudgetSweepResult sweep = runBudgetSweep(controller()->trace(), compare()->sweepSpec(), {});
    QCOMPARE(written.object(), kvcacheAiJson(info, sweep));

    // The same document as `kvwb run --format json` on the same workload and flags.
    QStringList budgets;
    for (double gib : compare()->budgets())
        budgets << QString::number(gib, 'g', 17);
    QProcess cli;
    cli.start(QStringLiteral(KVWB_KVWB_EXE),
              {QStringLiteral("run"), QStringLiteral("--format"), QStringLiteral("json"),
               QStringLiteral("--no-progress"), QStringLiteral("--model"), info.modelId,
               QStringLiteral("--kv-precision"), info.precision, QStringLiteral("--estimate-tokens"),
               QString::number(info.estimateTokens), QStringLiteral("--budgets-gib"),
               budgets.join(QLatin1Char(',')), QStringLiteral("--policies"),
               compare()->sweepSpec().policies.join(QLatin1Char(','))});
    QVERIFY(cli.waitForFinished(kTimeoutMs));
    QCOMPARE(cli.exitCode(), 0);
    QCOMPARE(QJsonDocument::fromJson(cli.readAllStandardOutput()).object(), written.object());
}

void GuiCompareTest::exportChartsPngAndSvg()
{
    QTemporaryDir dir;
    QString error;
    QCOMPARE(exports()->currentChart(), ExportActions::Chart::HitRate);
    const QString png = dir.filePath(QStringLiteral("hit_rate.png"));
    QVERIFY2(exports()->writeChart(ExportActions::Chart::HitRate, png, &error), qPrintable(error));
    QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), m_window->findChild<HitRateChart*>()->size() * 2);
    const QString svg = dir.filePath(QStringLiteral("hit_rate.svg"));
    QVERIFY2(exports()->writeChart(ExportActions::Chart::HitRate, svg, &error), qPrintable(error));
    const QByteArray svgText = readAll(svg);
    QVERIFY(svgText.startsWith("<?xml") || svgText.startsWith("<svg"));
    QVERIFY(svgText.contains("</svg>"));

    tabs()->setCurrentWidget(requestStats());
    QCOMPARE(exports()->currentChart(), ExportActions::Chart::RequestStats);
    const QString statsPng = dir.filePath(QStringLiteral("stats.png"));
    QVERIFY2(exports()->writeChart(ExportActions::Chart::RequestStats, statsPng, &error), qPrintable(error));
    QCOMPARE(QImage(statsPng).size(), kLmcacheStatsImageSize);
    const QString statsSvg = dir.filePath(QStringLiteral("stats.svg"));
    QVERIFY2(exports()->writeChart(ExportActions::Chart::RequestStats, statsSvg, &error), qPrintable(error));
    QVERIFY(readAll(statsSvg).contains("<svg"));
    // An unwritable path is an error and leaves nothing behind.
    QVERIFY(!exports()->writeChart(ExportActions::Chart::HitRate, dir.filePath(QStringLiteral("no/x.png")),
                                   &error));
    QVERIFY(error.contains(QStringLiteral("x.png")));
}

void GuiCompareTest::exportReportFolder()
{
    QVERIFY(showCompareExact());
    QTemporaryDir dir;
    // KVWB_REPORT_REVIEW_DIR keeps the report for a look.
    const QString review = qEnvironmentVariable("KVWB_REPORT_REVIEW_DIR");
    const QString folder = review.isEmpty() ? dir.filePath(QStringLiteral("report")) : review;
    QString error;
    QVERIFY2(exports()->writeReport(folder, &error), qPrintable(error));
    const QStringList files = QDir(folder).entryList(QDir::Files);
    for (const QString& name : ExportActions::reportFiles())
        QVERIFY2(files.contains(name), qPrintable(name));
    if (review.isEmpty())
        QCOMPARE(files.size(), ExportActions::reportFiles().size()); // nothing else, no temporaries
    const QString md = QString::fromUtf8(readAll(folder + QStringLiteral("/report.md")));
    const KvcacheAiRunInfo info = expectedRunInfo();
    QVERIFY(md.startsWith(QStringLiteral("# ")));
    QVERIFY(md.contains(info.modelLabel));
    QVERIFY(md.contains(info.precisionLabel));
    QVERIFY(md.contains(formatCount(controller()->trace()->requestCount())));
    QVERIFY(md.contains(tableToMarkdown(*compare()->model())));
    QVERIFY(md.contains(tableToMarkdown(*m_window->findChild<ReadoutTable*>()->model())));
    QVERIFY(md.contains(QStringLiteral("](hit_rate.png)")));
    const QJsonDocument json = QJsonDocument::fromJson(readAll(folder + QStringLiteral("/result.json")));
    QCOMPARE(json.object(), kvcacheAiJson(info, *compare()->finishedSweep()));
    QCOMPARE(QImage(folder + QStringLiteral("/request_statistics.png")).size(), kLmcacheStatsImageSize);
    QCOMPARE(readLines(folder + QStringLiteral("/compare.csv")).size(), compare()->model()->rowCount() + 1);
}

void GuiCompareTest::exportActionsHaveShortcutsAndTips()
{
    const QStringList names{
        QStringLiteral("exportChartPngAction"),   QStringLiteral("exportChartSvgAction"),
        QStringLiteral("exportCompareCsvAction"), QStringLiteral("exportReadoutCsvAction"),
        QStringLiteral("exportJsonAction"),       QStringLiteral("exportReportAction")};
    for (const QString& name : names) {
        auto* action = m_window->findChild<QAction*>(name);
        QVERIFY2(action, qPrintable(name));
        QVERIFY(!action->statusTip().isEmpty());
        QVERIFY(action->isEnabled());
    }
    QCOMPARE(m_window->findChild<QAction*>(names[0])->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
    QCOMPARE(m_window->findChild<QAction*>(names[5])->shortcut(),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    QVERIFY(m_window->exportMenu()->isEnabled());
}

void GuiCompareTest::compareModelIsSound()
{
    CompareTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    CompareTable table;
    table.policies = {QStringLiteral("fifo"), QStringLiteral("lru")};
    CurveReading a{1, 10, 100, false, false}, b{1, 20, 100, true, false}, c{8, 0, 100, false, true};
    table.rows.push_back({1.0, 1, {a, b}});
    table.rows.push_back({8.0, 8, {c, c}});
    model.setTable(table);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 4);
    model.setBaseline(QStringLiteral("fifo"));
    QCOMPARE(model.columnCount(), 5);
    QCOMPARE(model.index(0, 4).data(CompareTableModel::ValueRole).toDouble(), 10.0);
    QVERIFY(model.index(0, 4).data().toString().startsWith(kApprox)); // one side is interpolated
    QVERIFY(model.index(0, 3).data(CompareTableModel::BestRole).toBool());
    QVERIFY(!model.index(0, 2).data(CompareTableModel::BestRole).toBool());
    QCOMPARE(model.index(1, 2).data().toString(), QStringLiteral("\u2014")); // not measured
    QVERIFY(!model.index(1, 2).data(CompareTableModel::ValueRole).isValid());
    QVERIFY(!model.index(1, 2).data(CompareTableModel::BestRole).toBool());
    QCOMPARE(CompareTableModel::budgetText(0.5), QStringLiteral("512 MiB"));
    QCOMPARE(CompareTableModel::budgetText(16), QStringLiteral("16 GiB"));
    model.setTable({});
    QCOMPARE(model.rowCount(), 0);

    QAbstractItemModelTester live(compare()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(showCompareExact());
    m_window->findChild<QComboBox*>(QStringLiteral("compareBaselineCombo"))->setCurrentIndex(0);
}

void GuiCompareTest::darkTheme()
{
    // Both tabs stay legible in the dark palette (a look at the screenshots, and no crash).
    appearance::applyTheme(Theme::Dark);
    QVERIFY(showCompareExact());
    screenshot(QStringLiteral("darkThemeCompare"));
    tabs()->setCurrentWidget(requestStats());
    QVERIFY(QTest::qWaitFor([this]() { return requestStats()->isCurrent(); }, kTimeoutMs));
    screenshot(QStringLiteral("darkThemeRequestStats"));
    appearance::applyTheme(Theme::System);
}

QTEST_MAIN(GuiCompareTest)
#include "tst_gui_compare.moc"
