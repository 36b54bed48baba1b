// The window's capacity-planning loop driven offscreen: curves per checked policy, the budget
// slider and its readout (interpolated at once, exact after settling), presets, unchecking,
// zoom, legend toggles, hover text, persistence, and the status bar following analysis jobs.
// Every test leaves a screenshot PNG in the working directory for a human look.
#include "tst_gui_analysis.h"


bool GuiAnalysisTest::waitSettled(int timeoutMs) const
{
    return QTest::qWaitFor(
        [this]() { return !m_window->isLoading() && controller()->result() && controller()->isSettled(); },
        timeoutMs);
}

void GuiAnalysisTest::screenshot(const QString& name) const
{
    QTest::qWait(50); // let the last layout and paint land
    const QString path = QDir::currentPath() + QStringLiteral("/tst_gui_analysis_%1.png").arg(name);
    if (!m_window->grab().save(path, "PNG"))
        qWarning("cannot write %s", qPrintable(path));
}

void GuiAnalysisTest::checkReadoutFollowsCurves() const
{
    const AnalysisController& c = *controller();
    const auto result = c.result();
    QVERIFY(result);
    const std::uint64_t blocks = c.budgetBlocks();
    ReadoutModel* model = readout();
    QCOMPARE(model->rowCount(), int(result->curves.size()) + 1); // + the ceiling
    for (int row = 0; row < int(result->curves.size()); ++row) {
        const PolicyCurve& curve = result->curves[std::size_t(row)];
        const CurveReading expected = curve.at(blocks);
        QCOMPARE(model->index(row, 0).data(ReadoutModel::PolicyRole).toString(), curve.policy());
        QCOMPARE(model->index(row, ReadoutModel::HitTokensColumn).data(ReadoutModel::ValueRole).toULongLong(),
                 qulonglong(expected.hitTokens));
        QCOMPARE(model->index(row, ReadoutModel::HitRateColumn).data(ReadoutModel::ValueRole).toDouble(),
                 expected.hitRate());
        const bool marked = model->index(row, 0).data(ReadoutModel::InterpolatedRole).toBool();
        QCOMPARE(marked, expected.interpolated);
        const QString rate = model->index(row, ReadoutModel::HitRateColumn).data().toString();
        QCOMPARE(rate.startsWith(kApprox), expected.interpolated);
        QCOMPARE(model->index(row, ReadoutModel::HitRateColumn).data(Qt::FontRole).value<QFont>().italic(),
                 expected.interpolated);
    }
    const int ceiling = int(result->curves.size());
    QCOMPARE(model->index(ceiling, ReadoutModel::HitTokensColumn).data(ReadoutModel::ValueRole).toULongLong(),
             qulonglong(result->ceilingHitTokens));
    // The chart's marker moved with the budget.
    QCOMPARE(chart()->budgetGib(), c.budgetGib());
    QCOMPARE(chart()->budgetSeries()->count(), 2);
    QCOMPARE(chart()->budgetSeries()->at(0).x(), c.budgetGib());
}

void GuiAnalysisTest::checkReadoutExact() const
{
    const AnalysisController& c = *controller();
    const std::uint64_t blocks = c.budgetBlocks();
    ReadoutModel* model = readout();
    for (int row = 0; row < model->rowCount() - 1; ++row) {
        const QString policy = model->index(row, 0).data(ReadoutModel::PolicyRole).toString();
        QVERIFY(!model->index(row, 0).data(ReadoutModel::InterpolatedRole).toBool());
        QVERIFY(!model->index(row, ReadoutModel::HitRateColumn).data().toString().contains(kApprox));
        const ReplayOutcome replay =
            replayExactPoint(*c.trace(), c.semantics(), policy, std::uint32_t(blocks));
        QCOMPARE(model->index(row, ReadoutModel::HitTokensColumn).data(ReadoutModel::ValueRole).toULongLong(),
                 qulonglong(replay.hitTokens));
    }
}

void GuiAnalysisTest::checkSeriesMatchResult() const
{
    const auto result = controller()->result();
    QVERIFY(result);
    const QList<QLineSeries*> lines = chart()->policySeries();
    QCOMPARE(lines.size(), qsizetype(result->curves.size()));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const PolicyCurve& curve = result->curves[std::size_t(i)];
        QCOMPARE(lines[i]->name(), PoliciesPanel::policyLabel(curve.policy()));
        qsizetype drawable = 0;
        for (const auto& point : curve.plotPoints())
            drawable += point.first > 0;
        QCOMPARE(lines[i]->count(), drawable);
        // Curves replayed only at grid capacities show their points; exact curves do not.
        QCOMPARE(lines[i]->pointsVisible(), !curve.isExact());
    }
    QLineSeries* ceiling = chart()->ceilingSeries();
    QCOMPARE(ceiling->count(), 2);
    QCOMPARE(ceiling->at(0).y(), result->ceilingHitRate() * 100.0);
    QVERIFY(ceiling->pen().style() == Qt::DashLine);
}

void GuiAnalysisTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("kvcache-workbench"));
    QCoreApplication::setApplicationName(QStringLiteral("KV Cache Workbench analysis tests"));
    QSettings().clear();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void GuiAnalysisTest::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(waitSettled());
    QVERIFY(m_window->trace());
}

void GuiAnalysisTest::cleanup()
{
    m_window.reset();
    QThreadPool::globalInstance()->waitForDone();
}

void GuiAnalysisTest::seriesPerCheckedPolicy()
{
    QCOMPARE(controller()->semantics(), SemanticsPreset::KvcacheAi);
    QCOMPARE(controller()->policies(), presetPolicies(SemanticsPreset::KvcacheAi));
    QCOMPARE(policyList()->count(), presetPolicies(SemanticsPreset::KvcacheAi).size());
    checkSeriesMatchResult();
    // One legend entry per policy plus the ceiling; the budget line has none.
    int visibleMarkers = 0;
    for (QLegendMarker* marker : chart()->chart()->legend()->markers())
        visibleMarkers += marker->isVisible();
    QCOMPARE(visibleMarkers, int(controller()->policies().size()) + 1);
    // The x axis spans the capacities from one block to the whole working set.
    const auto result = controller()->result();
    QVERIFY(chart()->capacityAxis()->min() <= result->gibFor(1));
    QVERIFY(chart()->capacityAxis()->max() >= result->gibFor(result->maxCapacity));
    checkReadoutFollowsCurves();
    checkReadoutExact();
    screenshot(QStringLiteral("demo"));
}

void GuiAnalysisTest::sliderKeysFollowCurves()
{
    QSlider* s = slider();
    QVERIFY(s && s->isEnabled());
    s->setFocus();
    QSignalSpy exact(controller(), &AnalysisController::readoutExact);
    bool sawInterpolated = false;
    const Qt::Key keys[] = {Qt::Key_PageUp, Qt::Key_Right,    Qt::Key_Right, Qt::Key_PageDown,
                            Qt::Key_Left,   Qt::Key_PageDown, Qt::Key_Up};
    for (Qt::Key key : keys) {
        const int before = s->value();
        const std::uint64_t blocksBefore = controller()->budgetBlocks();
        QTest::keyClick(s, key);
        QVERIFY(s->value() != before);
        QVERIFY(controller()->budgetBlocks() != blocksBefore || s->value() == 0);
        // Synchronously: the readout equals the curves at the new budget, no waiting.
        checkReadoutFollowsCurves();
        if (QTest::currentTestFailed())
            return;
        for (const PolicyReadout& r : controller()->readout())
            sawInterpolated = sawInterpolated || r.reading.interpolated;
    }
    QVERIFY2(sawInterpolated, "KVCache.AI budgets between grid points read as interpolated");
    screenshot(QStringLiteral("interpolated"));
    // Once the slider rests, the readout is the exact replay at the budget.
    QTRY_VERIFY_WITH_TIMEOUT(exact.count() >= 1 && controller()->isSettled(), kTimeoutMs);
    checkReadoutFollowsCurves();
    checkReadoutExact();
    screenshot(QStringLiteral("settled"));

    // Home and End reach the range's ends: one block, and the whole working set.
    QTest::keyClick(s, Qt::Key_Home);
    QCOMPARE(controller()->budgetBlocks(), std::uint64_t(1));
    QTest::keyClick(s, Qt::Key_End);
    QCOMPARE(controller()->budgetBlocks(), controller()->result()->maxCapacity);
    checkReadoutFollowsCurves();
    // Beyond the fill limit KVCache.AI measures nothing: the readout says so, and resting there
    // adds no false zero to the curves.
    QVERIFY(waitSettled());
    const auto result = controller()->result();
    for (int row = 0; row < int(result->curves.size()); ++row) {
        const PolicyCurve& curve = result->curves[std::size_t(row)];
        const CurveReading top = curve.at(result->maxCapacity);
        if (!top.underfilled)
            continue;
        QVERIFY(readout()
                    ->index(row, ReadoutModel::ReadingColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("fill limit")));
        QVERIFY(curve.plotPoints().back().first < result->maxCapacity);
        QCOMPARE(curve.plotPoints().back().second, top.hitRate());
    }
    screenshot(QStringLiteral("fill_limit"));
}

void GuiAnalysisTest::blocksUnitIsExact()
{
    auto* unit = m_window->findChild<QComboBox*>(QStringLiteral("budgetUnit"));
    auto* spin = m_window->findChild<QDoubleSpinBox*>(QStringLiteral("budgetSpin"));
    QVERIFY(unit && spin);
    unit->setFocus();
    QTest::keyClick(unit, Qt::Key_Down); // GiB -> blocks, as a user would
    QCOMPARE(m_window->findChild<BudgetPanel*>()->unit(), BudgetPanel::Unit::Blocks);
    QCOMPARE(spin->decimals(), 0);
    QCOMPARE(std::uint64_t(spin->value()), controller()->budgetBlocks());
    for (const std::uint64_t blocks : {std::uint64_t(1), std::uint64_t(777), std::uint64_t(1234)}) {
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, QString::number(blocks));
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(controller()->budgetBlocks(), blocks);
        checkReadoutFollowsCurves();
    }
    auto* equivalent = m_window->findChild<QLabel*>(QStringLiteral("budgetEquivalent"));
    QVERIFY(equivalent->text().contains(QStringLiteral("GiB")));
}

void GuiAnalysisTest::lmcachePresetIsExact()
{
    auto* combo = m_window->findChild<QComboBox*>(QStringLiteral("semanticsCombo"));
    QVERIFY(combo);
    combo->setFocus();
    while (SemanticsPreset(combo->currentData().toInt()) != SemanticsPreset::Lmcache) {
        const int before = combo->currentIndex();
        QTest::keyClick(combo, Qt::Key_Down);
        QVERIFY(combo->currentIndex() != before);
    }
    QCOMPARE(controller()->semantics(), SemanticsPreset::Lmcache);
    QTRY_VERIFY_WITH_TIMEOUT(
        controller()->result() && controller()->result()->semantics == SemanticsPreset::Lmcache, kTimeoutMs);
    QVERIFY(waitSettled());
    QCOMPARE(policyList()->count(), presetPolicies(SemanticsPreset::Lmcache).size());
    for (const PolicyCurve& curve : controller()->result()->curves)
        QVERIFY(curve.isExact());
    checkSeriesMatchResult();
    // An exact curve is exact at every budget at once: no interpolated mark while moving.
    slider()->setFocus();
    for (int i = 0; i < 5; ++i) {
        QTest::keyClick(slider(), Qt::Key_PageUp);
        checkReadoutFollowsCurves();
        for (int row = 0; row < readout()->rowCount(); ++row)
            QVERIFY(!readout()->index(row, 0).data(ReadoutModel::InterpolatedRole).toBool());
    }
    QVERIFY(waitSettled());
    checkReadoutExact();
    screenshot(QStringLiteral("lmcache"));
}

void GuiAnalysisTest::uncheckingRemovesSeriesAndRow()
{
    QListWidget* list = policyList();
    QListWidgetItem* fifo = nullptr;
    for (int row = 0; row < list->count(); ++row)
        if (list->item(row)->data(Qt::UserRole).toString() == QLatin1String("fifo"))
            fifo = list->item(row);
    QVERIFY(fifo);
    QSignalSpy started(controller(), &AnalysisController::analysisStarted);
    // A click on the check box toggles it.
    const QRect rect = list->visualItemRect(fifo);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, QPoint(rect.left() + 10, rect.center().y()));
    if (fifo->checkState() == Qt::Checked) // styles differ in where the indicator sits
        fifo->setCheckState(Qt::Unchecked);
    QTRY_COMPARE(chart()->policySeries().size(), 2);
    QCOMPARE(started.count(), 0); // the curves were there already: no new replay
    for (QLineSeries* line : chart()->policySeries())
        QVERIFY(line->name() != QLatin1String("FIFO"));
    for (int row = 0; row < readout()->rowCount(); ++row)
        QVERIFY(readout()->index(row, 0).data(ReadoutModel::PolicyRole).toString() != QLatin1String("fifo"));
    checkReadoutFollowsCurves();
    screenshot(QStringLiteral("unchecked"));

    // Nothing checked: an empty chart and a hint, not stale curves.
    for (int row = 0; row < list->count(); ++row)
        list->item(row)->setCheckState(Qt::Unchecked);
    QTRY_COMPARE(chart()->policySeries().size(), 0);
    QVERIFY(!controller()->result());
    QCOMPARE(readout()->rowCount(), 0);
    QVERIFY(m_window->findChild<QLabel*>(QStringLiteral("policiesHint"))->isVisible());
    screenshot(QStringLiteral("no_policy"));

    fifo->setCheckState(Qt::Checked);
    QVERIFY(waitSettled());
    QCOMPARE(chart()->policySeries().size(), 1);
    QCOMPARE(controller()->policies(), QStringList{QStringLiteral("fifo")});
    checkReadoutFollowsCurves();
}

void GuiAnalysisTest::modelChangeRescalesWithoutReplay()
{
    auto* filter = m_window->findChild<QLineEdit*>(QStringLiteral("modelFilter"));
    QVERIFY(filter);
    const auto before = controller()->result();
    QSignalSpy started(controller(), &AnalysisController::analysisStarted);
    filter->setText(QStringLiteral("llama-3.1-8b"));
    QTest::keyClick(filter, Qt::Key_Return);
    if (!m_window->findChild<QLabel*>(QStringLiteral("modelName"))->text().contains(QStringLiteral("Llama")))
        QSKIP("model catalog not available");
    QTRY_VERIFY(controller()->result() != before);
    QCOMPARE(started.count(), 0); // the curves count blocks; only their weight in GiB changed
    const auto after = controller()->result();
    QVERIFY(after->bytesPerBlock != before->bytesPerBlock);
    QCOMPARE(after->totalTokens, before->totalTokens);
    QCOMPARE(after->maxCapacity, before->maxCapacity);
    // The slider's range follows the new weight of the working set.
    const double maxGib = m_window->findChild<BudgetPanel*>()->maxGib();
    QVERIFY2(qAbs(maxGib / after->gibFor(after->maxCapacity) - 1) < 1e-6,
             qPrintable(QString::number(maxGib)));
    QVERIFY(chart()->capacityAxis()->max() >= after->gibFor(after->maxCapacity));
    checkSeriesMatchResult();
    checkReadoutFollowsCurves();
    QVERIFY(waitSettled());
    checkReadoutExact();
    screenshot(QStringLiteral("llama"));
}

void GuiAnalysisTest::unsupportedModelClearsChart()
{
    auto* filter = m_window->findChild<QLineEdit*>(QStringLiteral("modelFilter"));
    filter->setText(QStringLiteral("inkling_hybrid"));
    QTest::keyClick(filter, Qt::Key_Return);
    if (!m_window->findChild<QLabel*>(QStringLiteral("modelName"))
             ->text()
             .contains(QStringLiteral("Inkling")))
        QSKIP("model catalog not available");
    // Without bytes per block there is no GiB axis: an empty chart and a pointer to the fix.
    QTRY_VERIFY(!controller()->result());
    QCOMPARE(chart()->policySeries().size(), 0);
    QCOMPARE(readout()->rowCount(), 0);
    QVERIFY(!slider()->isEnabled());
    QVERIFY(chart()->placeholderText().contains(QStringLiteral("model")));
    screenshot(QStringLiteral("no_model"));
}

QTEST_MAIN(GuiAnalysisTest)
