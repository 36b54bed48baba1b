// The window's analysis: readings at grid capacities are exact replays, readings between them
// are marked interpolated, exact curves answer any capacity, and slider-stop replays are exact.
#include "TestFiles.h"

#include "analysis/Analysis.h"
#include "demo/DemoWorkload.h"
#include "io/TraceLoader.h"
#include "lmcache/LmcacheSimulator.h"

#include <QTest>

using namespace kvwb;

class AnalysisTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kvcacheAiGridIsExact();
    void exactCurvesAnswerAnyCapacity();
    void sliderStopReplaysAreExact();
    void nativePresetMixesCurveAndGrid();
};

void AnalysisTest::kvcacheAiGridIsExact()
{
    const TracePtr t = makeDemoWorkload();
    AnalysisRequest request{t, SemanticsPreset::KvcacheAi, presetPolicies(SemanticsPreset::KvcacheAi), 1 << 20, 12, 2};
    const AnalysisResult result = runAnalysis(request);
    QCOMPARE(result.curves.size(), std::size_t(3));
    QVERIFY(result.totalTokens > 0);
    QVERIFY(result.ceilingHitRate() > 0.3);
    const std::vector<std::pair<std::uint64_t, double>> grid = result.curves[1].plotPoints();
    QVERIFY(grid.size() >= 8);
    for (const auto& [capacity, rate] : grid) {
        const CurveReading r = result.curves[1].at(capacity);
        QVERIFY(!r.interpolated);
        const ReplayOutcome exact = replayExactPoint(*t, SemanticsPreset::KvcacheAi, QStringLiteral("lru"),
                                                     std::uint32_t(capacity));
        QCOMPARE(r.hitTokens, exact.hitTokens);
        QCOMPARE(r.hitRate(), rate);
        QVERIFY(r.hitRate() <= result.ceilingHitRate());
    }
    // Between two grid points: interpolated and between the neighbours.
    const auto [c0, r0] = grid[4];
    const auto [c1, r1] = grid[5];
    QVERIFY(c1 > c0 + 1);
    const CurveReading mid = result.curves[1].at((c0 + c1) / 2);
    QVERIFY(mid.interpolated);
    QVERIFY(mid.hitRate() >= std::min(r0, r1) && mid.hitRate() <= std::max(r0, r1));
    // Optimal is an upper bound on the grid.
    for (const auto& [capacity, rate] : grid)
        QVERIFY(result.curves[2].at(capacity).hitTokens >= result.curves[1].at(capacity).hitTokens);
}

void AnalysisTest::exactCurvesAnswerAnyCapacity()
{
    if (test::sharedDir().isEmpty())
        QSKIP("../shared is absent");
    const TracePtr t = loadTrace({test::sharedDir() + QStringLiteral("/traces/lmcache/sessions")}, {});
    AnalysisRequest request{t, SemanticsPreset::Lmcache, {QStringLiteral("lru")}, t->lmcache.kvBytesPerChunk, 0, 1};
    const AnalysisResult result = runAnalysis(request);
    for (std::uint64_t c : {1, 7, 40, 123, 400}) {
        const CurveReading r = result.curves[0].at(c);
        QVERIFY(!r.interpolated);
        QCOMPARE(r.hitTokens, simulateLmcache(*t, c, false).hitTokens);
    }
    QCOMPARE(result.blocksFor(0.02), std::uint64_t(40)); // as LMCache sizes 0.02 GiB
}

void AnalysisTest::sliderStopReplaysAreExact()
{
    const TracePtr t = makeDemoWorkload();
    AnalysisRequest request{t, SemanticsPreset::KvcacheAi, {QStringLiteral("fifo")}, 1 << 20, 6, 1};
    AnalysisResult result = runAnalysis(request);
    PolicyCurve& fifo = result.curves[0];
    const auto grid = fifo.plotPoints();
    const auto between = std::uint32_t((grid[2].first + grid[3].first) / 2);
    QVERIFY(fifo.at(between).interpolated);
    const ReplayOutcome exact = replayExactPoint(*t, SemanticsPreset::KvcacheAi, QStringLiteral("fifo"), between);
    fifo.addExactPoint(between, exact);
    QVERIFY(!fifo.at(between).interpolated);
    QCOMPARE(fifo.at(between).hitTokens, exact.hitTokens);
}

void AnalysisTest::nativePresetMixesCurveAndGrid()
{
    const TracePtr t = makeDemoWorkload();
    const QStringList offered = presetPolicies(SemanticsPreset::Native);
    QVERIFY(offered.contains(QStringLiteral("arc")) && offered.contains(QStringLiteral("belady")));
    AnalysisRequest request{t, SemanticsPreset::Native, {QStringLiteral("lru"), QStringLiteral("arc"), QStringLiteral("belady")},
                            1 << 20, 8, 2};
    const AnalysisResult result = runAnalysis(request);
    QVERIFY(result.curves[0].isExact());
    QVERIFY(!result.curves[1].isExact());
    for (const auto& [capacity, rate] : result.curves[1].plotPoints()) {
        const auto c = std::uint32_t(capacity);
        QCOMPARE(result.curves[1].at(c).hitTokens,
                 replayExactPoint(*t, SemanticsPreset::Native, QStringLiteral("arc"), c).hitTokens);
        QCOMPARE(result.curves[0].at(c).hitTokens,
                 replayExactPoint(*t, SemanticsPreset::Native, QStringLiteral("lru"), c).hitTokens);
        // Belady bounds the others.
        QVERIFY(result.curves[2].at(c).hitTokens >= result.curves[1].at(c).hitTokens);
        QVERIFY(result.curves[2].at(c).hitTokens >= result.curves[0].at(c).hitTokens);
    }
}

QTEST_GUILESS_MAIN(AnalysisTest)
#include "tst_analysis.moc"
