// The window's analysis view: chart interactions, the readout model, menus, settings, status.
#include "tst_gui_analysis.h"

void GuiAnalysisTest::controlsHaveToolTips()
{
    const char* panels[] = {"policiesPanel", "budgetPanel", "hitRatePage"};
    for (const char* name : panels) {
        auto* panel = m_window->findChild<QWidget*>(QLatin1String(name));
        QVERIFY2(panel, name);
        const QList<QWidget*> controls = panel->findChildren<QWidget*>();
        for (QWidget* w : controls) {
            const bool control = qobject_cast<QAbstractButton*>(w) || qobject_cast<QAbstractSlider*>(w) ||
                                 qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QComboBox*>(w) ||
                                 qobject_cast<QAbstractItemView*>(w) || qobject_cast<QGraphicsView*>(w);
            // Header sections and spin box internals carry their tooltips elsewhere.
            if (control && w->isVisibleTo(panel) && !w->inherits("QHeaderView") &&
                !w->parentWidget()->inherits("QAbstractSpinBox"))
                QVERIFY2(!w->toolTip().isEmpty(), qPrintable(w->objectName() + QLatin1Char(' ') +
                                                             QLatin1String(w->metaObject()->className())));
        }
    }
}

void GuiAnalysisTest::zoomAndReset()
{
    HitRateChart* view = chart();
    auto* reset = m_window->findChild<QToolButton*>(QStringLiteral("resetZoomButton"));
    QVERIFY(reset);
    QVERIFY(!reset->isEnabled());
    const double fullMin = view->capacityAxis()->min();
    const double fullMax = view->capacityAxis()->max();
    const QRectF plot = view->chart()->plotArea();
    const QPoint from = view->mapFromScene(plot.topLeft() + QPointF(plot.width() * 0.3, plot.height() * 0.2));
    const QPoint to = view->mapFromScene(plot.topLeft() + QPointF(plot.width() * 0.7, plot.height() * 0.8));
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
    QMouseEvent move(QEvent::MouseMove, to, view->viewport()->mapToGlobal(to), Qt::NoButton, Qt::LeftButton,
                     Qt::NoModifier);
    QApplication::sendEvent(view->viewport(), &move);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
    QVERIFY(view->isZoomed());
    QVERIFY(view->capacityAxis()->min() > fullMin);
    QVERIFY(view->capacityAxis()->max() < fullMax);
    QVERIFY(reset->isEnabled());
    screenshot(QStringLiteral("zoomed"));

    // Moving the budget redraws the marker without losing the zoom.
    slider()->setFocus();
    QTest::keyClick(slider(), Qt::Key_Right);
    QVERIFY(view->isZoomed());

    QTest::mouseClick(reset, Qt::LeftButton);
    QVERIFY(!view->isZoomed());
    QCOMPARE(view->capacityAxis()->min(), fullMin);
    QCOMPARE(view->capacityAxis()->max(), fullMax);
    QVERIFY(!reset->isEnabled());

    // A double click resets too.
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
    QApplication::sendEvent(view->viewport(), &move);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);
    QVERIFY(view->isZoomed());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->viewport()->rect().center());
    QVERIFY(!view->isZoomed());
    QCOMPARE(view->capacityAxis()->max(), fullMax);
}

void GuiAnalysisTest::legendTogglesSeries()
{
    QLineSeries* line = chart()->policySeries().first();
    const QList<QLegendMarker*> markers = chart()->chart()->legend()->markers(line);
    QCOMPARE(markers.size(), 1);
    QLegendMarker* marker = markers.first();
    Q_EMIT marker->clicked();
    QVERIFY(!line->isVisible());
    QVERIFY(marker->isVisible()); // faded, but there to bring the line back
    screenshot(QStringLiteral("legend_hidden"));
    // A new result for the same policies (an exact replay) keeps the line hidden.
    slider()->setFocus();
    QTest::keyClick(slider(), Qt::Key_PageUp);
    QVERIFY(waitSettled());
    QVERIFY(!chart()->policySeries().first()->isVisible());
    Q_EMIT chart()->chart()->legend()->markers(chart()->policySeries().first()).first()->clicked();
    QVERIFY(chart()->policySeries().first()->isVisible());
}

void GuiAnalysisTest::hoverShowsExactValues()
{
    const auto result = controller()->result();
    for (qsizetype i = 0; i < chart()->policySeries().size(); ++i) {
        const PolicyCurve& curve = result->curves[std::size_t(i)];
        for (const double fraction : {0.05, 0.37, 0.81}) {
            const auto blocks =
                std::max<std::uint64_t>(1, std::uint64_t(double(result->maxCapacity) * fraction));
            const double gib = result->gibFor(blocks) * (1 + 1e-9);
            const CurveReading r = curve.at(result->blocksFor(gib));
            const QString text = chart()->hoverText(curve.policy(), gib);
            QVERIFY2(text.contains(formatCount(r.hitTokens)), qPrintable(text));
            QVERIFY(text.contains(formatCount(result->blocksFor(gib))));
            QCOMPARE(text.contains(QStringLiteral("interpolated")) ||
                         text.contains(QStringLiteral("fill limit")),
                     r.interpolated);
        }
    }
    // The series' hover signal shows it as a tooltip.
    QLineSeries* line = chart()->policySeries().first();
    const QPointF point = line->at(line->count() / 2);
    Q_EMIT line->hovered(point, true);
    QTRY_VERIFY(QToolTip::isVisible());
    const QString label = PoliciesPanel::policyLabel(result->curves[0].policy());
    QVERIFY(QToolTip::text().contains(label));
    // The mouse resting on the line must not swap the read-out for the chart's help text.
    const QPoint at = chart()->viewport()->rect().center();
    QHelpEvent help(QEvent::ToolTip, at, chart()->viewport()->mapToGlobal(at));
    QApplication::sendEvent(chart()->viewport(), &help);
    QVERIFY(QToolTip::text().contains(label));
    Q_EMIT line->hovered(point, false);
}

void GuiAnalysisTest::readoutModelIsSound()
{
    QAbstractItemModelTester tester(readout(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(readout()->columnCount(), int(ReadoutModel::ColumnCount));
    for (int column = 0; column < readout()->columnCount(); ++column) {
        QVERIFY(!readout()->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString().isEmpty());
        QVERIFY(!readout()->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
    }
    slider()->setFocus();
    QTest::keyClick(slider(), Qt::Key_PageDown);
    QTest::keyClick(slider(), Qt::Key_Right);
    // Stand-alone fixtures, as short as the model's inputs.
    ReadoutModel model;
    QAbstractItemModelTester own(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    PolicyReadout lru{QStringLiteral("lru"), CurveReading{10, 30, 100, true, false}, 1.43};
    PolicyReadout fifo{QStringLiteral("fifo"), CurveReading{10, 20, 100, false, true}, 1.25};
    model.setReadout({lru, fifo}, CurveReading{50, 80, 100, false, false});
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(0, ReadoutModel::HitRateColumn).data().toString(),
             kApprox + QStringLiteral(" 30.00 %"));
    QCOMPARE(model.index(1, ReadoutModel::HitRateColumn).data().toString(), QStringLiteral("20.00 %"));
    QVERIFY(
        model.index(1, ReadoutModel::ReadingColumn).data().toString().contains(QStringLiteral("fill limit")));
    QCOMPARE(model.index(2, 0).data().toString(), QStringLiteral("Ceiling"));
    QCOMPARE(model.index(2, ReadoutModel::SpeedupColumn).data().toString(), QStringLiteral("5.00\u00d7"));
    QVERIFY(!model.index(0, ReadoutModel::HitRateColumn).data(Qt::ToolTipRole).toString().isEmpty());
    model.setReadout({}, std::nullopt);
    QCOMPARE(model.rowCount(), 0);
}

void GuiAnalysisTest::analysisErrorShowsDialog()
{
    Q_EMIT controller()->analysisFailed(QStringLiteral("out of memory at 12 GiB"));
    auto* box = m_window->findChild<QMessageBox*>(QStringLiteral("analysisErrorDialog"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY(box->text().contains(QStringLiteral("out of memory at 12 GiB")));
    QVERIFY(m_window->findChild<QLabel*>(QStringLiteral("analysisStatus"))
                ->text()
                .contains(QStringLiteral("failed")));
    box->accept();
}

void GuiAnalysisTest::viewMenuTogglesDocks()
{
    QStringList texts;
    for (QAction* menu : m_window->menuBar()->actions())
        if (menu->menu() && menu->text().contains(QStringLiteral("View")))
            for (QAction* action : menu->menu()->actions())
                texts << action->text();
    QVERIFY2(texts.contains(QStringLiteral("Policies")), qPrintable(texts.join(u',')));
    QVERIFY(texts.contains(QStringLiteral("Budget")));
}

void GuiAnalysisTest::settingsPersist()
{
    auto* panel = m_window->findChild<PoliciesPanel*>();
    panel->setSelection(SemanticsPreset::Native, {QStringLiteral("lru")});
    QVERIFY(waitSettled());
    slider()->setFocus();
    QTest::keyClick(slider(), Qt::Key_PageDown);
    const double gib = controller()->budgetGib();
    auto* unit = m_window->findChild<QComboBox*>(QStringLiteral("budgetUnit"));
    unit->setFocus();
    QTest::keyClick(unit, Qt::Key_Down);
    QVERIFY(m_window->close());

    MainWindow again;
    auto* restored = again.findChild<PoliciesPanel*>();
    QCOMPARE(restored->semantics(), SemanticsPreset::Native);
    QCOMPARE(again.analysis()->semantics(), SemanticsPreset::Native);
    QCOMPARE(again.findChild<BudgetPanel*>()->budgetGib(), gib);
    QCOMPARE(again.findChild<BudgetPanel*>()->unit(), BudgetPanel::Unit::Blocks);
    QSettings().clear();
}

void GuiAnalysisTest::conversationTrace()
{
    if (test::sharedDir().isEmpty())
        QSKIP("the shared folder is absent");
    m_window->openTraces({test::sharedDir() + QStringLiteral("/traces/mooncake/conversation_trace.jsonl")});
    QTRY_VERIFY_WITH_TIMEOUT(m_window->trace() && m_window->trace()->requestCount() == 12031, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(controller()->result() && controller()->result()->totalTokens > 0 &&
                                 controller()->trace() == m_window->trace() && controller()->isSettled(),
                             kTimeoutMs);
    checkSeriesMatchResult();
    checkReadoutFollowsCurves();
    checkReadoutExact();
    screenshot(QStringLiteral("conversation"));
}

void GuiAnalysisTest::statusFollowsRunningTracker()
{
    JobTracker loads, analysis;
    JobStatusWidget status(&loads);
    status.follow(&analysis);
    auto* cancel = status.findChild<QToolButton*>(QStringLiteral("cancelJobButton"));
    QPromise<JobOutcome<int>> load, analyse;
    load.start();
    analyse.start();
    loads.start(QStringLiteral("loading"), load.future(), [](const JobOutcome<int>&) {});
    QCOMPARE(status.activeTracker(), &loads);
    analysis.start(QStringLiteral("analysing"), analyse.future(), [](const JobOutcome<int>&) {});
    QCOMPARE(status.activeTracker(), &analysis);
    // The analysis ends: the status falls back to the load still running.
    analyse.addResult(JobOutcome<int>{2, {}, false});
    analyse.finish();
    QTRY_VERIFY(!analysis.isRunning());
    QCOMPARE(status.activeTracker(), &loads);
    QCOMPARE(status.findChild<QLabel*>()->toolTip(), QStringLiteral("loading"));
    // Cancel stops every running job (jobs start on their own, the one shown may not be the one
    // the user means); with all of them idle the status hides.
    QPromise<JobOutcome<int>> again;
    again.start();
    analysis.start(QStringLiteral("analysing again"), again.future(), [](const JobOutcome<int>&) {});
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(again.isCanceled());
    QVERIFY(load.isCanceled());
    QCOMPARE(status.activeTracker(), nullptr);
    QVERIFY(status.isHidden());
    load.finish();
    again.finish();
}

