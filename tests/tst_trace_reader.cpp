// Block-trace readers against the reference package's parser cases, the shared traces and
// every container format.
#include "TestFiles.h"

#include "demo/DemoWorkload.h"
#include "io/TraceLoader.h"
#include "trace/TraceSummary.h"
#include "util/InputError.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace kvwb;

namespace {

QJsonObject referenceCases()
{
    return QJsonDocument::fromJson(
               test::readFile(test::sharedDir() + QStringLiteral("/reference/kvcache-ai/package_semantics_cases.json")))
        .object();
}

std::vector<qint64> toVector(const QJsonArray& a)
{
    std::vector<qint64> v;
    for (const auto& x : a)
        v.push_back(x.toInteger());
    return v;
}

template <typename T> std::vector<qint64> toVector(const std::vector<T>& a)
{
    return std::vector<qint64>(a.begin(), a.end());
}

} // namespace

class TraceReaderTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void parserCases_data();
    void parserCases();
    void policyCaseIdentities_data();
    void policyCaseIdentities();
    void referenceTraceShapes_data();
    void referenceTraceShapes();
    void conversationTrace();
    void containers_data();
    void containers();
    void lmcacheTiny();
    void lmcacheFilterAndLimit();
    void lmcacheDirectories_data();
    void lmcacheDirectories();
    void lmcacheInsideTar();
    void formatOverride();
    void hugeIntegerIdsKeepTextIdentity();
    void lmcacheHashesAreText();
    void memoryPerEvent();
    void cancellationStopsLoad();
    void demoWorkloadIsDeterministic();

private:
    QTemporaryDir m_dir;
    QString m_shared;
};

void TraceReaderTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_shared = test::sharedDir();
}

void TraceReaderTest::parserCases_data()
{
    QTest::addColumn<QJsonObject>("c");
    if (m_shared.isEmpty())
        QSKIP("../shared is absent: reference parser cases unavailable");
    for (const auto& v : referenceCases().value(QStringLiteral("parser_cases")).toArray()) {
        const QJsonObject c = v.toObject();
        QTest::newRow(qPrintable(c.value(QStringLiteral("name")).toString())) << c;
    }
}

void TraceReaderTest::parserCases()
{
    QFETCH(QJsonObject, c);
    QStringList lines;
    for (const auto& l : c.value(QStringLiteral("lines")).toArray())
        lines << l.toString();
    const QString path = m_dir.filePath(c.value(QStringLiteral("name")).toString() + QStringLiteral(".jsonl"));
    QVERIFY(test::writeFile(path, lines.join(QLatin1Char('\n')).toUtf8() + '\n'));
    LoadOptions options;
    const QJsonObject kwargs = c.value(QStringLiteral("kwargs")).toObject();
    if (kwargs.contains(QStringLiteral("block_size")))
        options.blockSize = std::uint32_t(kwargs.value(QStringLiteral("block_size")).toInt());
    const TracePtr t = loadTrace({path}, options);

    QCOMPARE(toVector(t->rawId), toVector(c.value(QStringLiteral("ids")).toArray()));
    QCOMPARE(toVector(t->weight), toVector(c.value(QStringLiteral("tokens")).toArray()));
    QCOMPARE(toVector(t->requestStart), toVector(c.value(QStringLiteral("request_starts")).toArray()));
    QCOMPARE(qint64(t->blockSize), c.value(QStringLiteral("block_size")).toInteger());
    QCOMPARE(qint64(t->rawUniqueBlocks), c.value(QStringLiteral("unique_raw_blocks")).toInteger());
    const TraceSummary s = summarize(*t);
    QCOMPARE(qint64(s.totalTokens), c.value(QStringLiteral("total_input_tokens")).toInteger());
    QCOMPARE(s.averageInputTokens, c.value(QStringLiteral("average_input_tokens")).toDouble());
    QCOMPARE(qint64(t->parseErrors), c.value(QStringLiteral("parse_errors")).toInteger());
    QCOMPARE(qint64(t->skippedRecords), c.value(QStringLiteral("skipped_records")).toInteger());
}

void TraceReaderTest::policyCaseIdentities_data()
{
    QTest::addColumn<QJsonObject>("c");
    if (m_shared.isEmpty())
        QSKIP("../shared is absent: reference policy cases unavailable");
    for (const auto& v : referenceCases().value(QStringLiteral("policy_cases")).toArray()) {
        const QJsonObject c = v.toObject();
        QTest::newRow(qPrintable(c.value(QStringLiteral("name")).toString())) << c;
    }
}

void TraceReaderTest::policyCaseIdentities()
{
    QFETCH(QJsonObject, c);
    QStringList lines;
    for (const auto& l : c.value(QStringLiteral("trace_lines")).toArray())
        lines << l.toString();
    const QString path = m_dir.filePath(QStringLiteral("policy_") + c.value(QStringLiteral("name")).toString());
    QVERIFY(test::writeFile(path, lines.join(QLatin1Char('\n')).toUtf8()));
    const TracePtr t = loadTrace({path}, {});
    QCOMPARE(qint64(t->rawUniqueBlocks), c.value(QStringLiteral("unique_raw_blocks")).toInteger());
    QCOMPARE(qint64(t->uniqueBlocks()), c.value(QStringLiteral("unique_blocks")).toInteger());
}

void TraceReaderTest::referenceTraceShapes_data()
{
    QTest::addColumn<QString>("trace");
    QTest::addColumn<int>("blockSize");
    QTest::addColumn<QString>("reference");
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    QTest::newRow("synthetic600") << QStringLiteral("/reference/kvcache-ai/synthetic_trace.jsonl.gz") << 0
                                  << QStringLiteral("/reference/kvcache-ai/synthetic600/glm52_fp8_fp4_python.json");
    QTest::newRow("mooncake-synthetic") << QStringLiteral("/traces/mooncake/synthetic_trace.jsonl") << 512
                                        << QStringLiteral("/reference/kvcache-ai/mooncake-synthetic/glm52_fp8_fp4.json");
}

void TraceReaderTest::referenceTraceShapes()
{
    QFETCH(QString, trace);
    QFETCH(int, blockSize);
    QFETCH(QString, reference);
    LoadOptions options;
    if (blockSize > 0)
        options.blockSize = std::uint32_t(blockSize);
    const TracePtr t = loadTrace({m_shared + trace}, options);
    const QJsonObject meta =
        QJsonDocument::fromJson(test::readFile(m_shared + reference)).object().value(QStringLiteral("metadata")).toObject();
    const TraceSummary s = summarize(*t);
    QCOMPARE(qint64(s.requests), meta.value(QStringLiteral("requestCount")).toInteger());
    QCOMPARE(qint64(s.blockEvents), meta.value(QStringLiteral("eventCount")).toInteger());
    QCOMPARE(qint64(s.rawUniqueBlocks), meta.value(QStringLiteral("rawUniqueBlocks")).toInteger());
    QCOMPARE(qint64(s.uniqueBlocks), meta.value(QStringLiteral("uniqueBlocks")).toInteger());
    QCOMPARE(qint64(s.blockSize), meta.value(QStringLiteral("blockSize")).toInteger());
    QCOMPARE(s.averageInputTokens, meta.value(QStringLiteral("averageInputTokens")).toDouble());
    QCOMPARE(qint64(s.parseErrors), meta.value(QStringLiteral("parseErrors")).toInteger());
    QCOMPARE(qint64(s.skippedRecords), meta.value(QStringLiteral("skippedRecords")).toInteger());
}

void TraceReaderTest::conversationTrace()
{
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    LoadOptions options;
    options.blockSize = 512;
    const TracePtr t = loadTrace({m_shared + QStringLiteral("/traces/mooncake/conversation_trace.jsonl")}, options);
    QCOMPARE(t->requestCount(), std::size_t(12031));
    QCOMPARE(t->eventCount(), EventIndex(288500));
    QCOMPARE(t->blockSize, 512u);
    QVERIFY(t->timeSpanMs() > 0);
    QCOMPARE(t->outputLength.front() == kUnknown, false);
}

void TraceReaderTest::containers_data()
{
    QTest::addColumn<QString>("kind");
    for (const char* k : {"gzip", "zstd", "xz", "bzip2", "tar", "tar.gz", "zip"})
        QTest::newRow(k) << QString::fromLatin1(k);
}

void TraceReaderTest::containers()
{
    QFETCH(QString, kind);
    QByteArray jsonl;
    for (int r = 0; r < 500; ++r)
        jsonl += QStringLiteral("{\"block_size\": 16, \"hash_ids\": [%1, %2, \"s%3\"], \"input_length\": %4}\n")
                     .arg(r % 7)
                     .arg(r % 13)
                     .arg(r)
                     .arg(40 + r % 9)
                     .toUtf8();
    const QString plain = m_dir.filePath(QStringLiteral("plain_%1.jsonl").arg(kind));
    QVERIFY(test::writeFile(plain, jsonl));
    const QString packed = m_dir.filePath(QStringLiteral("packed.%1").arg(kind));
    const QByteArray k = kind.toLatin1();
    if (kind.startsWith(QLatin1String("tar")) || kind == QLatin1String("zip"))
        QVERIFY(test::writeArchive(packed, QStringLiteral("traces/day1.jsonl"), jsonl, k.constData()));
    else
        QVERIFY(test::writeCompressed(packed, jsonl, k.constData()));

    const TracePtr expected = loadTrace({plain}, {});
    const TracePtr actual = loadTrace({packed}, {});
    QCOMPARE(actual->pathId, expected->pathId);
    QCOMPARE(actual->rawId, expected->rawId);
    QCOMPARE(actual->weight, expected->weight);
    QCOMPARE(actual->requestStart, expected->requestStart);
    QVERIFY(detectFormat(packed) == InputFormat::Mooncake);
}

void TraceReaderTest::lmcacheTiny()
{
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    const TracePtr t = loadTrace({m_shared + QStringLiteral("/traces/lmcache/tiny")}, {});
    QVERIFY(t->format == TraceFormat::LmcacheLog);
    QCOMPARE(t->requestCount(), std::size_t(7));
    QCOMPARE(t->totalInputTokens(), std::uint64_t(4158)); // tiny_simulate.txt "Total tokens"
    QCOMPARE(t->lmcache.kvBytesPerChunk, 524288.0);        // "Auto-detected kv_bytes_per_chunk"
    QCOMPARE(t->blockSize, 256u);
    // Stable sort by timestamp: r1 (a b c) replays first although the file starts with r4.
    QCOMPARE(t->inputLength.front(), 800u);
    QCOMPARE(t->requestStart[1], EventIndex(3));
    QCOMPARE(t->weight.front(), 256u);
}

void TraceReaderTest::lmcacheFilterAndLimit()
{
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    const QString dir = m_shared + QStringLiteral("/traces/lmcache/tiny");
    LoadOptions options;
    options.lmcacheModel = QStringLiteral("m");
    QCOMPARE(loadTrace({dir}, options)->requestCount(), std::size_t(6));
    options.lmcacheLimit = 3;
    const TracePtr t = loadTrace({dir}, options);
    QCOMPARE(t->requestCount(), std::size_t(3));
    QCOMPARE(t->totalInputTokens(), std::uint64_t(800 + 790 + 1100));
    options.lmcacheModel = QStringLiteral("absent-model");
    QVERIFY_THROWS_EXCEPTION(InputError, loadTrace({dir}, options));
}

void TraceReaderTest::lmcacheDirectories_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<int>("requests");
    QTest::addColumn<double>("kvBytesPerChunk");
    QTest::newRow("sessions") << QStringLiteral("sessions") << 300 << -1.0;
    // Real servers write torch.bfloat16: accepted (the reference tool fails on it).
    QTest::newRow("torch_dtype") << QStringLiteral("torch_dtype") << 20 << 2.0 * 4 * 256 * 2 * 64 * 2;
}

void TraceReaderTest::lmcacheDirectories()
{
    QFETCH(QString, dir);
    QFETCH(int, requests);
    QFETCH(double, kvBytesPerChunk);
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    const TracePtr t = loadTrace({m_shared + QStringLiteral("/traces/lmcache/") + dir}, {});
    QCOMPARE(int(t->requestCount()), requests);
    if (kvBytesPerChunk > 0)
        QCOMPARE(t->lmcache.kvBytesPerChunk, kvBytesPerChunk);
    QVERIFY(t->lmcache.kvBytesPerChunk > 0);
    for (std::size_t r = 1; r < t->requestCount(); ++r)
        QVERIFY(t->timestampMs[r - 1] <= t->timestampMs[r]);
}

void TraceReaderTest::lmcacheInsideTar()
{
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    const QString log = m_shared + QStringLiteral("/traces/lmcache/tiny/lookup_hashes_20260401_000000_000000.jsonl");
    const QString tar = m_dir.filePath(QStringLiteral("logs.tar.gz"));
    QVERIFY(test::writeArchive(tar, QStringLiteral("logs/lookup_hashes_20260401_000000_000000.jsonl"),
                               test::readFile(log), "tar.gz"));
    const TracePtr t = loadTrace({tar}, {});
    QVERIFY(t->format == TraceFormat::LmcacheLog);
    QCOMPARE(t->requestCount(), std::size_t(7));
}

void TraceReaderTest::formatOverride()
{
    // Content says LMCache; forcing the block-trace reader treats every record as skipped.
    const QString path = m_dir.filePath(QStringLiteral("lm.jsonl"));
    QVERIFY(test::writeFile(path, "{\"timestamp\": 1, \"chunk_size\": 4, \"seq_len\": 8, \"chunk_hashes\": [\"0x1\"]}\n"));
    QVERIFY(detectFormat(path) == InputFormat::Lmcache);
    LoadOptions options;
    options.format = InputFormat::Mooncake;
    QVERIFY_THROWS_EXCEPTION(InputError, loadTrace({path}, options));
    options.format = InputFormat::Lmcache;
    QCOMPARE(loadTrace({path}, options)->requestCount(), std::size_t(1));
}

void TraceReaderTest::hugeIntegerIdsKeepTextIdentity()
{
    // Python keeps big integers exact and compares ids as text: 2^64 and "18446744073709551616"
    // are one id; "0123" is not 123; -5 and "-5" are one id.
    const QString path = m_dir.filePath(QStringLiteral("bigint.jsonl"));
    QVERIFY(test::writeFile(path, "{\"block_size\": 4, \"input_length\": 40, \"hash_ids\": "
                                  "[18446744073709551616, \"18446744073709551616\", 123, \"0123\", -5, \"-5\", "
                                  "99999999999999999999999999999999999999]}\n"));
    const TracePtr t = loadTrace({path}, {});
    QCOMPARE(toVector(t->rawId), (std::vector<qint64>{0, 0, 1, 2, 3, 3, 4}));
}

void TraceReaderTest::lmcacheHashesAreText()
{
    // LMCache keys are the hash strings: spellings of one number stay distinct ids, and hex
    // hashes beyond 64 bits still intern.
    const QString path = m_dir.filePath(QStringLiteral("lookup_hashes_text.jsonl"));
    QVERIFY(test::writeFile(path, "{\"timestamp\": 1, \"chunk_size\": 4, \"seq_len\": 40, \"chunk_hashes\": "
                                  "[\"0xa\", \"0xA\", \"0x0a\", \"0xa\", \"0xffffffffffffffffff\", \"10\", "
                                  "\"0xffffffffffffffffff\", \"0x0\", \"0x0\"]}\n"));
    const TracePtr t = loadTrace({path}, {});
    QCOMPARE(toVector(t->rawId), (std::vector<qint64>{0, 1, 2, 0, 3, 4, 3, 5, 5}));
}

void TraceReaderTest::memoryPerEvent()
{
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    LoadOptions options;
    options.blockSize = 512;
    const TracePtr t = loadTrace({m_shared + QStringLiteral("/traces/mooncake/conversation_trace.jsonl")}, options);
    const std::size_t perRequest = t->requestCount() * (8 + 4 + 4 + 8 + 4 + 4) + 8;
    const double perEvent = double(t->memoryBytes() - perRequest) / double(t->eventCount());
    qInfo("conversation trace: %.2f bytes per block event, %.1f MiB in all", perEvent,
          double(t->memoryBytes()) / 1048576.0);
    QVERIFY(perEvent <= 16.0);
}

void TraceReaderTest::cancellationStopsLoad()
{
    const QString path = m_dir.filePath(QStringLiteral("cancel.jsonl"));
    QVERIFY(test::writeFile(path, "{\"block_size\": 4, \"input_length\": 4, \"hash_ids\": [1]}\n"));
    std::atomic<bool> cancel{true};
    JobControl control;
    control.cancel = &cancel;
    QVERIFY_THROWS_EXCEPTION(Cancelled, loadTrace({path}, {}, control));
}

void TraceReaderTest::demoWorkloadIsDeterministic()
{
    const TracePtr a = makeDemoWorkload();
    const TracePtr b = makeDemoWorkload();
    QCOMPARE(a->pathId, b->pathId);
    QCOMPARE(a->weight, b->weight);
    QCOMPARE(a->timestampMs, b->timestampMs);
    QCOMPARE(a->blockSize, 64u);
    QVERIFY(a->requestCount() > 2000 && a->requestCount() < 6000);
    QVERIFY(a->sessionNames.size() > 100);
    // Shared system prompts and growing conversations: far fewer unique blocks than events.
    QVERIFY(a->uniqueBlocks() * 3 < a->eventCount());
    for (std::size_t r = 1; r < a->requestCount(); ++r)
        QVERIFY(a->timestampMs[r - 1] <= a->timestampMs[r]);
}

QTEST_GUILESS_MAIN(TraceReaderTest)
#include "tst_trace_reader.moc"
