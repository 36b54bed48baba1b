// The Compare and Request statistics tabs and File > Export, driven offscreen on the real window
// and the demo workload: exact values against the engine, highlight, deltas, copy, the LMCache
// statistics at the budget, and every export re-read from disk (CSV, JSON against the CLI's,
// PNG, SVG, the report folder). Every test leaves a screenshot PNG in the working directory; set
// KVWB_REPORT_REVIEW_DIR to keep the exported report.
#include "tst_gui_compare.h"


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

QTEST_MAIN(GuiCompareTest)
