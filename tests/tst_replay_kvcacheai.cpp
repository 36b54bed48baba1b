// KVCache.AI semantics, exactly: the reference package's tiny policy cases and its outputs on
// the synthetic and Mooncake traces (every hit count, cache size and omitted point).
#include "TestFiles.h"

#include "io/TraceLoader.h"
#include "replay/BudgetSweep.h"
#include "replay/ReplayIndex.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace kvwb;

namespace {

QJsonObject readJson(const QString& path)
{
    return QJsonDocument::fromJson(test::readFile(path)).object();
}

void compareOutcome(const ReplayOutcome& actual, const QJsonObject& expected, std::uint32_t warmup)
{
    QCOMPARE(qint64(actual.hitTokens), expected.value(QStringLiteral("hitTokens")).toInteger());
    QCOMPARE(qint64(actual.totalTokens), expected.value(QStringLiteral("totalTokens")).toInteger());
    QCOMPARE(qint64(warmup), expected.value(QStringLiteral("warmupRequests")).toInteger());
    QCOMPARE(QString::fromLatin1(actual.measurementMode()), expected.value(QStringLiteral("measurementMode")).toString());
}

} // namespace

class ReplayKvcacheAiTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void policyCases_data();
    void policyCases();
    void goldenRuns_data();
    void goldenRuns();
    void budgetsToBlocks();

private:
    QString m_shared;
    QTemporaryDir m_dir;
};

void ReplayKvcacheAiTest::initTestCase()
{
    m_shared = test::sharedDir();
    QVERIFY(m_dir.isValid());
}

void ReplayKvcacheAiTest::policyCases_data()
{
    QTest::addColumn<QJsonObject>("c");
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    const QJsonObject all = readJson(m_shared + QStringLiteral("/reference/kvcache-ai/package_semantics_cases.json"));
    for (const auto& v : all.value(QStringLiteral("policy_cases")).toArray())
        QTest::newRow(qPrintable(v.toObject().value(QStringLiteral("name")).toString())) << v.toObject();
}

void ReplayKvcacheAiTest::policyCases()
{
    QFETCH(QJsonObject, c);
    QStringList lines;
    for (const auto& l : c.value(QStringLiteral("trace_lines")).toArray())
        lines << l.toString();
    const QString path = m_dir.filePath(c.value(QStringLiteral("name")).toString());
    QVERIFY(test::writeFile(path, lines.join(QLatin1Char('\n')).toUtf8()));
    const TracePtr trace = loadTrace({path}, {});
    const ReplayIndex index = buildReplayIndex(*trace, true);
    QCOMPARE(qint64(index.warmupRequests), c.value(QStringLiteral("warmup_requests")).toInteger());

    const QJsonObject ceiling = c.value(QStringLiteral("ceiling")).toObject();
    compareOutcome(ceilingOutcome(*trace, index.warmupRequests), ceiling, index.warmupRequests);

    if (!c.contains(QStringLiteral("capacity_blocks")))
        return;
    const auto capacity = std::uint32_t(c.value(QStringLiteral("capacity_blocks")).toInt());
    const QJsonObject results = c.value(QStringLiteral("results")).toObject();
    for (auto it = results.begin(); it != results.end(); ++it) {
        const PolicyInfo* policy = findPolicy(it.key());
        QVERIFY2(policy, qPrintable(it.key()));
        const ReplayJob job{trace.get(), &index, capacity, nullptr, nullptr};
        const QJsonObject expected = it.value().toObject();
        QCOMPARE(qint64(capacity), expected.value(QStringLiteral("cacheBlocks")).toInteger());
        const ReplayOutcome actual = policy->run(job);
        compareOutcome(actual, expected, index.warmupRequests);
    }
}

void ReplayKvcacheAiTest::goldenRuns_data()
{
    QTest::addColumn<QString>("file");
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    for (const char* dir : {"synthetic600", "mooncake-synthetic"}) {
        const QDir d(m_shared + QStringLiteral("/reference/kvcache-ai/") + QLatin1String(dir));
        for (const QString& f : d.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(QLatin1String(dir) + QLatin1Char('/') + f)) << d.filePath(f);
    }
}

void ReplayKvcacheAiTest::goldenRuns()
{
    QFETCH(QString, file);
    const QJsonObject golden = readJson(file);
    const QJsonObject meta = golden.value(QStringLiteral("metadata")).toObject();
    const bool mooncake = file.contains(QLatin1String("mooncake-synthetic"));
    LoadOptions options;
    options.blockSize = std::uint32_t(meta.value(QStringLiteral("blockSize")).toInt());
    const TracePtr trace =
        loadTrace({m_shared + (mooncake ? QStringLiteral("/traces/mooncake/synthetic_trace.jsonl")
                                        : QStringLiteral("/reference/kvcache-ai/synthetic_trace.jsonl.gz"))},
                  options);

    BudgetSweepSpec spec;
    spec.bytesPerBlock = meta.value(QStringLiteral("bytesPerBlock")).toDouble();
    for (const auto& p : golden.value(QStringLiteral("policies")).toArray())
        spec.policies << p.toString();
    const QJsonArray points = golden.value(QStringLiteral("points")).toArray();
    // Runs with the default budgets must reproduce the omission of every larger budget too.
    std::vector<double> gibs;
    for (const auto& p : points)
        gibs.push_back(p.toObject().value(QStringLiteral("gib")).toDouble());
    const std::vector<double> defaults = defaultBudgetsGib();
    const bool usesDefaults = std::equal(gibs.begin(), gibs.end(), defaults.begin());
    spec.budgetsGib = usesDefaults ? defaults : gibs;

    const BudgetSweepResult result = runBudgetSweep(trace, spec, {});
    compareOutcome(result.ceiling, golden.value(QStringLiteral("ceiling")).toObject(), result.warmupRequests);
    QCOMPARE(qint64(result.uniqueBlocks), meta.value(QStringLiteral("uniqueBlocks")).toInteger());
    QCOMPARE(qint64(result.ceiling.totalTokens), meta.value(QStringLiteral("totalMeasuredTokens")).toInteger());
    QCOMPARE(result.points.size(), std::size_t(points.size()));
    for (qsizetype i = 0; i < points.size(); ++i) {
        const QJsonObject expected = points[i].toObject();
        const BudgetPoint& actual = result.points[std::size_t(i)];
        QCOMPARE(actual.gib, expected.value(QStringLiteral("gib")).toDouble());
        QCOMPARE(qint64(actual.cacheBlocks), expected.value(QStringLiteral("cacheBlocks")).toInteger());
        const QJsonObject results = expected.value(QStringLiteral("results")).toObject();
        for (qsizetype k = 0; k < spec.policies.size(); ++k) {
            const QJsonObject r = results.value(spec.policies[k]).toObject();
            QCOMPARE(qint64(actual.results[std::size_t(k)].hitTokens), r.value(QStringLiteral("hitTokens")).toInteger());
            QCOMPARE(qint64(actual.results[std::size_t(k)].totalTokens),
                     r.value(QStringLiteral("totalTokens")).toInteger());
        }
    }
}

void ReplayKvcacheAiTest::budgetsToBlocks()
{
    QCOMPARE(cacheBlocksFor(1.0, 2961408.0), 362u);
    QCOMPARE(cacheBlocksFor(0.001, 6184960.0), 0u);
    QCOMPARE(cacheBlocksFor(5.5, 67108864.0), 88u);
    QCOMPARE(normalizedBudgets({4, 1, 2, 1}), (std::vector<double>{1, 2, 4}));
}

QTEST_GUILESS_MAIN(ReplayKvcacheAiTest)
#include "tst_replay_kvcacheai.moc"
