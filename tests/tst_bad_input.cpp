// Every class of bad input gives a clear error naming file, line and field - never a crash or a
// hang - and the CLI turns it into a non-zero exit with that message.
#include "TestFiles.h"

#include "io/TraceLoader.h"
#include "util/InputError.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace kvwb;

class BadInputTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void fatalRecords_data();
    void fatalRecords();
    void countedNotFatal();
    void emptyFile();
    void truncatedCompressedFiles_data();
    void truncatedCompressedFiles();
    void binaryFile();
    void fiftyMegabyteLine();
    void missingFileAndDirectory();
    void lmcacheFatalRecords_data();
    void lmcacheFatalRecords();
    void cliExitsNonZeroWithMessage();
    void cliReadsStandardInput();

private:
    QString write(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        if (!test::writeFile(path, bytes))
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    QTemporaryDir m_dir;
};

void BadInputTest::fatalRecords_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("detail");
    auto row = [](const char* name, const QByteArray& content, int line, const char* field, const char* detail) {
        QTest::newRow(name) << content << line << QString::fromLatin1(field) << QString::fromLatin1(detail);
    };
    const QByteArray ok = "{\"block_size\": 16, \"hash_ids\": [1, 2], \"input_length\": 32}\n";
    row("input_length missing", ok + "{\"hash_ids\": [1]}\n", 2, "input_length", "missing");
    row("input_length string", ok + "{\"hash_ids\": [1], \"input_length\": \"12\"}\n", 2, "input_length", "string");
    row("input_length float", ok + "{\"hash_ids\": [1], \"input_length\": 1.5}\n", 2, "input_length", "float");
    row("input_length bool", ok + "{\"hash_ids\": [1], \"input_length\": true}\n", 2, "input_length", "boolean");
    row("input_length zero", "{\"hash_ids\": [1], \"input_length\": 0, \"block_size\": 4}\n", 1, "input_length",
        "> 0");
    row("input_length negative", ok + ok + "{\"hash_ids\": [1], \"input_length\": -7}\n", 3, "input_length", "-7");
    row("block_size zero", "{\"hash_ids\": [1], \"input_length\": 4, \"block_size\": 0}\n", 1, "block_size", "> 0");
    row("block_size changes", ok + "{\"hash_ids\": [1], \"input_length\": 4, \"block_size\": 32}\n", 2,
        "block_size", "differs");
    row("block_tokens length",
        "{\"hash_ids\": [1, 2], \"input_length\": 4, \"block_size\": 4, \"block_tokens\": [4]}\n", 1,
        "block_tokens", "2");
    row("block_tokens not list",
        "{\"hash_ids\": [1], \"input_length\": 4, \"block_size\": 4, \"block_tokens\": 4}\n", 1, "block_tokens",
        "list");
    row("block_tokens zero",
        "{\"hash_ids\": [1, 2], \"input_length\": 4, \"block_size\": 4, \"block_tokens\": [4, 0]}\n", 1,
        "block_tokens[1]", "> 0");
    row("hash id float", ok + "{\"hash_ids\": [1, 2.5], \"input_length\": 4}\n", 2, "hash_ids[1]", "float");
    row("hash id bool", ok + "{\"hash_ids\": [true], \"input_length\": 4}\n", 2, "hash_ids[0]", "boolean");
    row("hash id object", ok + "{\"hash_ids\": [{}], \"input_length\": 4}\n", 2, "hash_ids[0]", "object");
    row("no block size anywhere", "{\"hash_ids\": [1], \"input_length\": 4}\n", 0, "block_size", "--block-size");
    row("no valid record", "{not json\n[1]\n{\"hash_ids\": []}\n", 0, "", "no valid record");
    row("first of many reported",
        ok + "{\"hash_ids\": [1], \"input_length\": -1}\n" + ok + "{\"hash_ids\": [1], \"input_length\": -2}\n", 2,
        "input_length", "2 invalid records");
}

void BadInputTest::fatalRecords()
{
    QFETCH(QByteArray, content);
    QFETCH(int, line);
    QFETCH(QString, field);
    QFETCH(QString, detail);
    const QString path = write(QStringLiteral("fatal.jsonl"), content);
    try {
        loadTrace({path}, {});
        QFAIL("no error raised");
    } catch (const InputError& e) {
        QCOMPARE(e.file(), path);
        QCOMPARE(int(e.line()), line);
        QCOMPARE(e.field(), field);
        QVERIFY2(e.message().contains(detail), qPrintable(e.message()));
        QVERIFY(e.message().startsWith(path));
    }
}

void BadInputTest::countedNotFatal()
{
    const QString path = write(QStringLiteral("counted.jsonl"),
                               "{broken\n\n   \n\"a string\"\n{\"hash_ids\": \"x\", \"input_length\": 4}\n"
                               "{\"hash_ids\": [1], \"input_length\": 4, \"block_size\": 4}\n{\"a\": [1,}\n");
    const TracePtr t = loadTrace({path}, {});
    QCOMPARE(t->requestCount(), std::size_t(1));
    QCOMPARE(t->parseErrors, std::uint64_t(2));
    QCOMPARE(t->skippedRecords, std::uint64_t(2));
}

void BadInputTest::emptyFile()
{
    const QString path = write(QStringLiteral("empty.jsonl"), {});
    QVERIFY_THROWS_EXCEPTION(InputError, loadTrace({path}, {}));
    const QString blank = write(QStringLiteral("blank.jsonl"), "\n\n  \n");
    QVERIFY_THROWS_EXCEPTION(InputError, loadTrace({blank}, {}));
}

void BadInputTest::truncatedCompressedFiles_data()
{
    QTest::addColumn<QString>("filter");
    for (const char* f : {"gzip", "zstd", "xz", "bzip2"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

void BadInputTest::truncatedCompressedFiles()
{
    QFETCH(QString, filter);
    QByteArray jsonl;
    for (int i = 0; i < 20000; ++i)
        jsonl += "{\"block_size\": 4, \"hash_ids\": [" + QByteArray::number(i) + ", " +
                 QByteArray::number(i * 7919 % 100003) + "], \"input_length\": 8}\n";
    const QString full = m_dir.filePath(QStringLiteral("full.") + filter);
    QVERIFY(test::writeCompressed(full, jsonl, filter.toLatin1().constData()));
    const QByteArray bytes = test::readFile(full);
    const QString cut = write(QStringLiteral("cut.") + filter, bytes.left(bytes.size() / 2));
    try {
        loadTrace({cut}, {});
        QFAIL("a truncated file loaded without error");
    } catch (const InputError& e) {
        QVERIFY2(e.message().startsWith(cut), qPrintable(e.message()));
    }
}

void BadInputTest::binaryFile()
{
    QByteArray noise(2 << 20, Qt::Uninitialized);
    QRandomGenerator rng(7);
    for (auto& c : noise)
        c = char(rng.bounded(256));
    const QString path = write(QStringLiteral("noise.bin"), noise);
    try {
        loadTrace({path}, {});
        QFAIL("binary noise loaded");
    } catch (const InputError& e) {
        QVERIFY2(e.message().startsWith(path), qPrintable(e.message()));
    }
}

void BadInputTest::fiftyMegabyteLine()
{
    // One valid 50 MB record (millions of hash ids), then one 50 MB line of garbage.
    constexpr int ids = 7'000'000;
    QByteArray line = "{\"block_size\": 1, \"input_length\": 7000000, \"hash_ids\": [";
    for (int i = 0; i < ids; ++i) {
        line += QByteArray::number(1'000'000 + i % 1'000'003);
        line += i + 1 < ids ? "," : "";
    }
    line += "]}\n";
    QVERIFY(line.size() > 50'000'000);
    const QByteArray garbage(50'000'000, 'x');
    const QString path = write(QStringLiteral("long.jsonl"), line + garbage + "\n");
    const TracePtr t = loadTrace({path}, {});
    QCOMPARE(t->eventCount(), EventIndex(ids));
    QCOMPARE(t->parseErrors, std::uint64_t(1));
}

void BadInputTest::missingFileAndDirectory()
{
    try {
        loadTrace({m_dir.filePath(QStringLiteral("nope.jsonl"))}, {});
        QFAIL("missing file loaded");
    } catch (const InputError& e) {
        QVERIFY(e.message().contains(QLatin1String("no such file")));
    }
    QVERIFY_THROWS_EXCEPTION(InputError, loadTrace({m_dir.path()}, {})); // no lookup_hashes_* inside
}

void BadInputTest::lmcacheFatalRecords_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("field");
    auto row = [](const char* name, const QByteArray& second, const char* field) {
        const QByteArray ok = "{\"timestamp\": 1, \"chunk_size\": 4, \"seq_len\": 8, \"chunk_hashes\": [\"0x1\"]}\n";
        QTest::newRow(name) << ok + second + "\n" << QString::fromLatin1(field);
    };
    row("seq_len negative", R"({"timestamp": 2, "chunk_size": 4, "seq_len": -8, "chunk_hashes": ["0x1"]})", "seq_len");
    row("chunk_size zero", R"({"timestamp": 2, "chunk_size": 0, "seq_len": 8, "chunk_hashes": ["0x1"]})",
        "chunk_size");
    row("timestamp string", R"({"timestamp": "x", "chunk_size": 4, "seq_len": 8, "chunk_hashes": ["0x1"]})",
        "timestamp");
    row("hash float", R"({"timestamp": 2, "chunk_size": 4, "seq_len": 8, "chunk_hashes": [1.5]})", "chunk_hashes[0]");
    row("hashes missing", R"({"timestamp": 2, "chunk_size": 4, "seq_len": 8})", "chunk_hashes");
}

void BadInputTest::lmcacheFatalRecords()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, field);
    const QString path = write(QStringLiteral("lookup_bad.jsonl"), content);
    try {
        loadTrace({path}, {});
        QFAIL("no error raised");
    } catch (const InputError& e) {
        QCOMPARE(e.file(), path);
        QCOMPARE(int(e.line()), 2);
        QCOMPARE(e.field(), field);
    }
}

void BadInputTest::cliExitsNonZeroWithMessage()
{
    const QString path = write(QStringLiteral("cli_bad.jsonl"),
                               "{\"block_size\": 16, \"hash_ids\": [1], \"input_length\": 16}\n"
                               "{\"hash_ids\": [1], \"input_length\": -3}\n");
    QProcess p;
    p.start(QStringLiteral(KVWB_KVWB_EXE), {QStringLiteral("inspect"), path});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY(p.exitCode() != 0);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.contains(path + QStringLiteral(":2: input_length:")), qPrintable(err));
    QVERIFY(p.readAllStandardOutput().isEmpty());
}

void BadInputTest::cliReadsStandardInput()
{
    QProcess p;
    p.start(QStringLiteral(KVWB_KVWB_EXE), {QStringLiteral("inspect"), QStringLiteral("-"), QStringLiteral("--format"),
                                            QStringLiteral("json"), QStringLiteral("--block-size"), QStringLiteral("8")});
    QVERIFY(p.waitForStarted());
    p.write("{\"hash_ids\": [1, 2], \"input_length\": 12}\n{\"hash_ids\": [1, 3], \"input_length\": 16}\n");
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const QByteArray out = p.readAllStandardOutput();
    QVERIFY2(out.contains("\"requests\": 2"), out.constData());
    QVERIFY(out.contains("\"uniqueBlocks\": 3"));
    QVERIFY(out.contains("\"totalTokens\": 28"));
}

QTEST_GUILESS_MAIN(BadInputTest)
#include "tst_bad_input.moc"
