// Tier and prefill-time model: the figures of formulas.md sections 3 and 4, and tier splits that
// add up to the exact curve.
#include "curve/OnePassCurve.h"
#include "demo/DemoWorkload.h"
#include "replay/ReplayIndex.h"
#include "tiers/TierModel.h"

#include <QTest>

using namespace kvwb;

class TierModelTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void blockReadTimes_data();
    void blockReadTimes();
    void prefillAndDecodeRates();
    void splitAddsUpToTheCurve();
    void prefillTimeModel();
};

void TierModelTest::blockReadTimes_data()
{
    QTest::addColumn<int>("tier");
    QTest::addColumn<double>("ms");
    // formulas.md 3: 5 MiB blocks (16 tokens x 320 KiB).
    QTest::newRow("HBM") << 0 << 0.00257;
    QTest::newRow("DRAM") << 1 << 0.126;
    QTest::newRow("SSD") << 2 << 1.249;
}

void TierModelTest::blockReadTimes()
{
    QFETCH(int, tier);
    QFETCH(double, ms);
    const double read = blockReadMs(defaultTiers()[std::size_t(tier)], 5.0 * 1024 * 1024);
    QVERIFY2(std::abs(read - ms) < 0.0005, qPrintable(QString::number(read, 'g', 6)));
}

void TierModelTest::prefillAndDecodeRates()
{
    QVERIFY(std::abs(prefillMsPerToken(70, 800) - 0.35) < 1e-12);
    const double decode = decodeMsPerToken(70, 3350);
    QVERIFY(std::abs(decode - 83.58) < 0.005);
    QVERIFY(std::abs(decodeMsPerToken(70, 3200) - 87.5) < 1e-9);
    QVERIFY(std::abs(decodeStepMs(decode, 32) - 91.94) < 0.005);
    QVERIFY(std::abs(decodeStepMs(decode, 64) - 93.61) < 0.01);
}

void TierModelTest::splitAddsUpToTheCurve()
{
    const TracePtr t = makeDemoWorkload();
    const HitCurve curve = computeHitCurve(*t, {StackPolicy::NativeTailFirst, warmupRequestsFor(t->requestCount())});
    for (const std::vector<std::uint64_t>& caps :
         {std::vector<std::uint64_t>{100, 1000, 10000}, {1, 1, 1}, {5000, 0, 100000}, {0, 0, 0}}) {
        const TierSplit split = exclusiveLruSplit(curve, caps);
        std::uint64_t sum = split.missTokens;
        for (std::uint64_t h : split.hitTokens)
            sum += h;
        QCOMPARE(sum, curve.totalTokens());
        QCOMPARE(split.hitTokens[0], curve.hitTokens(caps[0]));
        QCOMPARE(split.hitTokens[0] + split.hitTokens[1], curve.hitTokens(caps[0] + caps[1]));
        QCOMPARE(split.missTokens, curve.totalTokens() - curve.hitTokens(caps[0] + caps[1] + caps[2]));
    }
}

void TierModelTest::prefillTimeModel()
{
    // 1,000 tokens, 16-token blocks: 480 hit in HBM (30 blocks), 160 in SSD (10 blocks), 360 miss.
    const TierSplit split{{480, 0, 160}, 360, 1000};
    const std::vector<TierSpec> tiers = defaultTiers();
    const double block = 5.0 * 1024 * 1024;
    const PrefillTime serial = prefillTime(split, tiers, block, 16, 0.35, false);
    QVERIFY(std::abs(serial.noCacheMs - 350.0) < 1e-9);
    QVERIFY(std::abs(serial.computeMs - 126.0) < 1e-9);
    const double load = 30 * blockReadMs(tiers[0], block) + 10 * blockReadMs(tiers[2], block);
    QVERIFY(std::abs(serial.loadMs - load) < 1e-9);
    QVERIFY(std::abs(serial.effectiveMs - (126.0 + load)) < 1e-9);
    QVERIFY(std::abs(serial.idealSpeedup - 1.0 / 0.36) < 1e-9);
    QVERIFY(serial.speedup < serial.idealSpeedup);
    const PrefillTime overlapped = prefillTime(split, tiers, block, 16, 0.35, true);
    QVERIFY(std::abs(overlapped.effectiveMs - std::max(126.0, load)) < 1e-9);
    QVERIFY(overlapped.speedup >= serial.speedup);
}

QTEST_GUILESS_MAIN(TierModelTest)
#include "tst_tier_model.moc"
