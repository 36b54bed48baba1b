// The window's analysis controller: inputs start one analysis (latest wins), budget moves answer
// at once, and a resting slider turns interpolated readings into exact replays.
#include "analysis/AnalysisController.h"
#include "demo/DemoWorkload.h"

#include <QSignalSpy>
#include <QTest>

using namespace kvwb;

class AnalysisControllerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_trace = makeDemoWorkload(); }
    void analysisThenExactReadout();
    void latestInputWins();
    void noAnalysisWithoutBytesPerBlock();

private:
    TracePtr m_trace;
};

void AnalysisControllerTest::analysisThenExactReadout()
{
    AnalysisController c;
    QSignalSpy results(&c, &AnalysisController::resultChanged);
    QSignalSpy exact(&c, &AnalysisController::readoutExact);
    c.setTrace(m_trace);
    c.setBytesPerBlock(1 << 20);
    QTRY_VERIFY_WITH_TIMEOUT(results.count() >= 1, 20000);
    QVERIFY(c.result());
    QCOMPARE(c.result()->curves.size(), std::size_t(3));

    // Pick a budget between two grid points: the readout is interpolated at once...
    const auto grid = c.result()->curves[0].plotPoints();
    const std::size_t n = grid.size();
    QVERIFY(n >= 4);
    const std::uint64_t between = (grid[n - 3].first + grid[n - 2].first) / 2;
    QVERIFY(between > grid[n - 3].first);
    exact.clear();
    c.setBudgetGib(c.result()->gibFor(between) + 1e-9);
    QCOMPARE(c.budgetBlocks(), between);
    QCOMPARE(c.readout().size(), 3);
    QVERIFY(c.readout()[0].reading.interpolated);
    // ...and exact once the slider rests.
    QTRY_VERIFY_WITH_TIMEOUT(exact.count() >= 1, 20000);
    for (const PolicyReadout& r : c.readout()) {
        QVERIFY(!r.reading.interpolated);
        const ReplayOutcome replay = replayExactPoint(*m_trace, SemanticsPreset::KvcacheAi, r.policy, std::uint32_t(between));
        QCOMPARE(r.reading.hitTokens, replay.hitTokens);
    }
}

void AnalysisControllerTest::latestInputWins()
{
    AnalysisController c;
    QSignalSpy results(&c, &AnalysisController::resultChanged);
    c.setTrace(m_trace);
    c.setBytesPerBlock(1 << 20);
    c.setSemantics(SemanticsPreset::Lmcache);
    c.setSemantics(SemanticsPreset::Native);
    QTRY_VERIFY_WITH_TIMEOUT(results.count() >= 1, 20000);
    QTest::qWait(200);
    QCOMPARE(results.count(), 1);
    QCOMPARE(c.result()->semantics, SemanticsPreset::Native);
    QVERIFY(c.result()->curves[0].isExact());
}

void AnalysisControllerTest::noAnalysisWithoutBytesPerBlock()
{
    AnalysisController c;
    QSignalSpy started(&c, &AnalysisController::analysisStarted);
    c.setTrace(m_trace);
    QTest::qWait(50);
    QCOMPARE(started.count(), 0);
    QVERIFY(!c.result());
}

QTEST_GUILESS_MAIN(AnalysisControllerTest)
#include "tst_analysis_controller.moc"
