// The one-pass curve is exact: it equals per-capacity replay at capacities spread over the
// whole range, for LMCache's head-first LRU and the native tail-first LRU, on both Mooncake
// traces; and it reproduces LMCache's reference points.
#include "TestFiles.h"

#include "curve/OnePassCurve.h"
#include "io/TraceLoader.h"
#include "lmcache/LmcacheSimulator.h"
#include "replay/ReplayIndex.h"
#include "replay/TailFirstLru.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <set>

using namespace kvwb;

namespace {

// At least 50 capacities: log-spaced over 1..unique, plus the edges.
std::vector<std::uint64_t> spreadCapacities(std::uint64_t unique)
{
    std::set<std::uint64_t> c{1, 2, 3, unique - 1, unique, unique + 5};
    for (int i = 0; i <= 60; ++i)
        c.insert(std::max<std::uint64_t>(1, std::uint64_t(std::llround(std::pow(double(unique), i / 60.0)))));
    return {c.begin(), c.end()};
}

} // namespace

class HitCurveTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void handComputed();
    void curveEqualsReplay_data();
    void curveEqualsReplay();
    void lmcacheReferencePoints_data();
    void lmcacheReferencePoints();

private:
    QString m_shared;
    QTemporaryDir m_dir;
};

void HitCurveTest::initTestCase()
{
    m_shared = test::sharedDir();
    QVERIFY(m_dir.isValid());
}

void HitCurveTest::handComputed()
{
    // A B | A B | C | A B, committed tail-first (B then A, so A is the most recent).
    const QString path = m_dir.filePath(QStringLiteral("hand.jsonl"));
    QVERIFY(test::writeFile(path, "{\"block_size\": 1, \"hash_ids\": [\"A\", \"B\"], \"input_length\": 2}\n"
                                  "{\"block_size\": 1, \"hash_ids\": [\"A\", \"B\"], \"input_length\": 2}\n"
                                  "{\"block_size\": 1, \"hash_ids\": [\"C\"], \"input_length\": 1}\n"
                                  "{\"block_size\": 1, \"hash_ids\": [\"A\", \"B\"], \"input_length\": 2}\n"));
    const TracePtr t = loadTrace({path}, {});
    const HitCurve curve = computeHitCurve(*t, {StackPolicy::NativeTailFirst, 0});
    // Request 2: stack A, B -> A at distance 1, B at 2: A hits from capacity 1, B from 2.
    // Request 4: stack C, A, B -> A at distance 2, B at 3: A hits from 2, B from 3.
    QCOMPARE(curve.totalTokens(), std::uint64_t(7));
    QCOMPARE(curve.hitTokens(1), std::uint64_t(1));
    QCOMPARE(curve.hitTokens(2), std::uint64_t(3));
    QCOMPARE(curve.hitTokens(3), std::uint64_t(4));
    QCOMPARE(curve.hitTokens(100), std::uint64_t(4));
    for (std::uint64_t c : {1, 2, 3, 4}) {
        const ReplayOutcome o = replayTailFirstLru(*t, c, 0);
        QCOMPARE(curve.hitTokens(c), o.hitTokens);
        QCOMPARE(curve.evictions(c), o.evictions);
    }
}

void HitCurveTest::curveEqualsReplay_data()
{
    QTest::addColumn<QString>("trace");
    QTest::addColumn<bool>("lmcache");
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    for (const char* trace : {"conversation_trace.jsonl", "synthetic_trace.jsonl"})
        for (bool lmcache : {true, false})
            QTest::addRow("%s/%s", trace, lmcache ? "lmcache-head-first" : "native-tail-first")
                << QString::fromLatin1(trace) << lmcache;
}

void HitCurveTest::curveEqualsReplay()
{
    QFETCH(QString, trace);
    QFETCH(bool, lmcache);
    LoadOptions options;
    options.blockSize = 512;
    const TracePtr t = loadTrace({m_shared + QStringLiteral("/traces/mooncake/") + trace}, options);
    const std::size_t window = warmupRequestsFor(t->requestCount());
    const CurveSpec spec{lmcache ? StackPolicy::LmcacheHeadFirst : StackPolicy::NativeTailFirst,
                         lmcache ? 0 : window};
    const HitCurve curve = computeHitCurve(*t, spec);
    const std::uint64_t unique = lmcache ? t->rawUniqueBlocks : t->uniqueBlocks();
    const std::vector<std::uint64_t> capacities = spreadCapacities(unique);
    QVERIFY(capacities.size() >= 50);
    for (std::uint64_t c : capacities) {
        std::uint64_t hits, evictions, total;
        if (lmcache) {
            const LmcacheResult r = simulateLmcache(*t, c, false);
            hits = r.hitTokens, evictions = r.evictions, total = r.totalTokens;
        } else {
            const ReplayOutcome r = replayTailFirstLru(*t, c, window);
            hits = r.hitTokens, evictions = r.evictions, total = r.totalTokens;
        }
        QCOMPARE(curve.totalTokens(), total);
        if (curve.hitTokens(c) != hits || curve.evictions(c) != evictions)
            QFAIL(qPrintable(QStringLiteral("capacity %1: curve %2 hits / %3 evictions, replay %4 / %5")
                                 .arg(c)
                                 .arg(curve.hitTokens(c))
                                 .arg(curve.evictions(c))
                                 .arg(hits)
                                 .arg(evictions)));
    }
}

void HitCurveTest::lmcacheReferencePoints_data()
{
    QTest::addColumn<QString>("points");
    QTest::addColumn<QString>("model");
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    QTest::newRow("all") << QStringLiteral("mooncake_synthetic_all_points.json") << QString();
    QTest::newRow("dsv3") << QStringLiteral("mooncake_synthetic_dsv3_points.json") << QStringLiteral("DeepSeek-V3");
}

void HitCurveTest::lmcacheReferencePoints()
{
    QFETCH(QString, points);
    QFETCH(QString, model);
    LoadOptions options;
    options.lmcacheModel = model;
    const TracePtr t = loadTrace({m_shared + QStringLiteral("/traces/lmcache/mooncake-synthetic")}, options);
    const QJsonObject golden =
        QJsonDocument::fromJson(test::readFile(m_shared + QStringLiteral("/reference/lmcache/") + points)).object();
    QCOMPARE(qint64(t->requestCount()), golden.value(QStringLiteral("requests")).toInteger());
    QCOMPARE(t->lmcache.kvBytesPerChunk, golden.value(QStringLiteral("kv_bytes_per_chunk")).toDouble());
    const HitCurve curve = computeHitCurve(*t, {StackPolicy::LmcacheHeadFirst, 0});
    for (const auto& v : golden.value(QStringLiteral("points")).toArray()) {
        const QJsonObject p = v.toObject();
        const std::uint64_t chunks = lmcacheCapacityChunks(p.value(QStringLiteral("gib")).toDouble(), t->lmcache.kvBytesPerChunk);
        QCOMPARE(qint64(chunks), p.value(QStringLiteral("capacity_chunks")).toInteger());
        const LmcacheResult r = simulateLmcache(*t, chunks, false);
        QCOMPARE(qint64(r.totalTokens), p.value(QStringLiteral("total_tokens")).toInteger());
        QCOMPARE(qint64(r.hitTokens), p.value(QStringLiteral("hit_tokens")).toInteger());
        QCOMPARE(qint64(r.evictions), p.value(QStringLiteral("evictions")).toInteger());
        QCOMPARE(qint64(curve.hitTokens(chunks)), p.value(QStringLiteral("hit_tokens")).toInteger());
        QCOMPARE(qint64(curve.evictions(chunks)), p.value(QStringLiteral("evictions")).toInteger());
    }
}

QTEST_GUILESS_MAIN(HitCurveTest)
#include "tst_hit_curve.moc"
