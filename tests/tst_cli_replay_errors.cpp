// kvwb run / sweep / simulate / curve on bad input, with -o, under Ctrl-C, and their side flags
// (--jobs, --backend, the demo workload). The golden comparisons are in tst_cli_replay.cpp.
#include "CliRun.h"
#include "TestFiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QProcessEnvironment>
#include <QTest>

#include <cmath>
#include <csignal>
#include <sys/types.h>

using namespace kvwb::test;

namespace {

// 40 requests of 8 blocks (64 tokens each): 4 shared prefix blocks from 5 groups, then 4 unique ones.
QByteArray smallBlockTrace()
{
    QByteArray t;
    for (int r = 0; r < 40; ++r) {
        QByteArrayList ids;
        for (int i = 0; i < 4; ++i)
            ids << QByteArray::number((r % 5) * 10 + i);
        for (int i = 0; i < 4; ++i)
            ids << QByteArray::number(1000 + r * 4 + i);
        t += "{\"input_length\": 512, \"block_size\": 64, \"hash_ids\": [" + ids.join(", ") + "]}\n";
    }
    return t;
}

QByteArray lmcacheLine(int t, const char* hashes)
{
    return "{\"timestamp\": " + QByteArray::number(t) + ", \"request_id\": \"r" + QByteArray::number(t) +
           "\", \"model_name\": \"m\", \"chunk_size\": 256, \"seq_len\": 700, \"dtypes\": [\"bfloat16\"], "
           "\"shapes\": [[2, 4, 256, 2, 64]], \"chunk_hashes\": [" +
           hashes + "]}\n";
}

// requests x 20 ids (10 from 1,000 shared prefixes, 10 unique): large enough that a run takes seconds.
bool writeLargeTrace(const QString& path, int requests)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    QByteArray buffer;
    for (int r = 0; r < requests; ++r) {
        buffer += "{\"input_length\": 1280, \"block_size\": 64, \"hash_ids\": [";
        for (int i = 0; i < 20; ++i) {
            const qint64 id = i < 10 ? qint64(r % 1000) * 100 + i : 10'000'000 + qint64(r) * 20 + i;
            buffer += QByteArray::number(id) + (i < 19 ? ", " : "]}\n");
        }
        if (buffer.size() > (1 << 22)) {
            if (f.write(buffer) != buffer.size())
                return false;
            buffer.clear();
        }
    }
    return f.write(buffer) == buffer.size();
}

QStringList entriesOf(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

} // namespace

class TstCliReplayErrors : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_trace, m_lmcache;

    QString path(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_trace = path("small.jsonl");
        m_lmcache = path("lookup_hashes_20260401_000000_000000.jsonl");
        QVERIFY(writeFile(m_trace, smallBlockTrace()));
        QVERIFY(writeFile(m_lmcache, lmcacheLine(1, "\"0xa\", \"0xb\"") + lmcacheLine(2, "\"0xa\", \"0xc\"") +
                                         lmcacheLine(3, "\"0xa\", \"0xb\", \"0xd\"")));
        QVERIFY(writeFile(path("bad.jsonl"),
                          "{\"input_length\": 100, \"block_size\": 64, \"hash_ids\": [1, 2]}\n"
                          "{\"input_length\": \"x\", \"block_size\": 64, \"hash_ids\": [1, 2]}\n"));
        QVERIFY(writeFile(path("skipped.jsonl"),
                          "{\"input_length\": 100, \"block_size\": 64, \"hash_ids\": []}\n"));
        QVERIFY(writeFile(path("one.jsonl"),
                          "{\"input_length\": 100, \"block_size\": 64, \"hash_ids\": [1, 2]}\n"));
    }

    void badInputFailsWithOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode"); // 0: any failure code (not a crash)
        QTest::addColumn<QStringList>("mentions");
        const QStringList run = args({"run", "--trace", m_trace});
        QTest::newRow("unknown policy")
            << run + args({"--policies", "lru,bogus"}) << 2 << args({"--policies", "'bogus'"});
        QTest::newRow("no policy") << run + args({"--policies", ""}) << 2 << args({"--policies"});
        QTest::newRow("unparsable budget")
            << run + args({"--budgets-gib", "1,x"}) << 2 << args({"--budgets-gib", "'x'"});
        QTest::newRow("negative budget")
            << run + args({"--budgets-gib=-3"}) << 2 << args({"--budgets-gib", "-3"});
        QTest::newRow("estimate 0") << run + args({"--estimate-tokens", "0"}) << 2
                                    << args({"--estimate-tokens"});
        QTest::newRow("jobs x") << run + args({"--jobs", "x"}) << 2 << args({"--jobs", "'x'"});
        QTest::newRow("run format") << run + args({"--format", "xml"}) << 2 << args({"--format", "xml"});
        QTest::newRow("unknown option") << run + args({"--bogus-flag"}) << 2 << args({"bogus-flag"});
        QTest::newRow("unknown precision")
            << run + args({"--kv-precision", "fp16"}) << 2 << args({"--kv-precision", "fp16"});
        QTest::newRow("unknown model") << run + args({"--model", "nope"}) << 0 << args({"--model", "'nope'"});
        QTest::newRow("malformed trace")
            << args({"run", "--trace", path("bad.jsonl")}) << 1 << args({"bad.jsonl:2", "input_length"});
        QTest::newRow("no valid record") << args({"run", "--trace", path("skipped.jsonl")}) << 1
                                         << args({"skipped.jsonl", "no valid record"});
        QTest::newRow("missing trace")
            << args({"run", "--trace", path("missing.jsonl")}) << 1 << args({"missing.jsonl"});

        const QStringList simulate = args({"simulate", "-i", m_lmcache});
        QTest::newRow("capacity 0") << simulate + args({"--cache-capacity-gib", "0"}) << 2
                                    << args({"--cache-capacity-gib"});
        QTest::newRow("negative capacity")
            << simulate + args({"--cache-capacity-gib=-1"}) << 2 << args({"--cache-capacity-gib", "-1"});
        QTest::newRow("no capacity") << simulate << 2 << args({"--cache-capacity-gib"});
        QTest::newRow("simulate format") << simulate + args({"--cache-capacity-gib", "1", "--format", "xml"})
                                         << 2 << args({"--format", "xml"});
        QTest::newRow("simulate no input")
            << args({"simulate", "--cache-capacity-gib", "1"}) << 2 << args({"-i"});

        const QStringList sweep = args({"sweep", "-i", m_lmcache});
        QTest::newRow("points 0") << sweep + args({"--points", "0"}) << 2 << args({"--points"});
        QTest::newRow("sweep capacity 0")
            << sweep + args({"--capacities-gib", "1,0"}) << 2 << args({"--capacities-gib", "'0'"});
        QTest::newRow("min > max") << sweep + args({"--min-capacity-gib", "4", "--max-capacity-gib", "2"})
                                   << 2 << args({"--min-capacity-gib"});
        QTest::newRow("sweep format") << sweep + args({"--format", "xml"}) << 2 << args({"--format", "xml"});

        QTest::newRow("curve semantics")
            << args({"curve", m_lmcache, "--semantics", "bogus"}) << 2 << args({"--semantics", "bogus"});
        QTest::newRow("curve format xml")
            << args({"curve", m_lmcache, "--format", "xml"}) << 2 << args({"--format", "xml"});
        QTest::newRow("curve format table")
            << args({"curve", m_lmcache, "--format", "table"}) << 2 << args({"--format", "table"});
    }

    void badInputFailsWithOneLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QStringList, mentions);
        const CliRun r = runKvwb(arguments);
        QStringList problems;
        if (exitCode ? r.exitCode != exitCode : r.exitCode <= 0)
            problems
                << QStringLiteral("exit code %1, expected %2").arg(r.exitCode).arg(exitCode ? exitCode : 1);
        if (!r.out.isEmpty())
            problems << QStringLiteral("stdout not empty");
        if (!r.err.startsWith("kvwb: ") || !r.err.endsWith('\n') || r.err.count('\n') != 1)
            problems << QStringLiteral("stderr is not one 'kvwb: ...' line");
        for (const QString& m : mentions)
            if (!QString::fromUtf8(r.err).contains(m))
                problems << QStringLiteral("stderr does not mention %1").arg(m);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; ")) +
                                                QStringLiteral("\n  stderr: ") + QString::fromUtf8(r.err)));
    }

    // warmupRequests = floor(1 * 0.5) = 0, so a one-request trace is measured: its 100 tokens (blocks of
    // 64 + 36) are the denominator and no budget fills before the window. No valid trace can have zero
    // measured tokens (every record has a block, every block weighs at least 1 token).
    void oneRequestTraceIsMeasured()
    {
        const CliRun r = runKvwb(args({"run", "--trace", path("one.jsonl"), "--format", "json"}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject json = jsonOf(r.out);
        QCOMPARE(json[QStringLiteral("metadata")][QStringLiteral("warmupRequests")].toInteger(-1), 0);
        QCOMPARE(json[QStringLiteral("metadata")][QStringLiteral("totalMeasuredTokens")].toInteger(), 100);
        QCOMPARE(json[QStringLiteral("ceiling")][QStringLiteral("totalTokens")].toInteger(), 100);
        QCOMPARE(json[QStringLiteral("ceiling")][QStringLiteral("hitTokens")].toInteger(-1), 0);
        QVERIFY(json[QStringLiteral("points")].isArray());
        QCOMPARE(json[QStringLiteral("points")].toArray().size(), 0);
    }

    void outputFileEqualsStdout_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("table") << "table";
        QTest::newRow("json") << "json";
        QTest::newRow("csv") << "csv";
    }

    void outputFileEqualsStdout()
    {
        QFETCH(QString, format);
        QTemporaryDir out;
        QVERIFY(out.isValid());
        const QString file = out.filePath(QStringLiteral("result.") + format);
        const QStringList command =
            args({"run", "--trace", m_trace, "--format", format, "--budgets-gib", "0,0.001,0.002"});
        const CliRun toStdout = runKvwb(command);
        QVERIFY2(toStdout.exitCode == 0, toStdout.err.constData());
        QVERIFY(!toStdout.out.isEmpty());
        const CliRun toFile = runKvwb(command + args({"-o", file}));
        QVERIFY2(toFile.exitCode == 0, toFile.err.constData());
        QVERIFY(toFile.out.isEmpty());
        QCOMPARE(readFile(file), toStdout.out);
        QCOMPARE(entriesOf(out.path()), QStringList{QFileInfo(file).fileName()});
    }

    void failedRunWritesNoFile_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("unknown model") << args({"run", "--trace", m_trace, "--model", "nope"});
        QTest::newRow("malformed trace") << args({"run", "--trace", path("bad.jsonl")});
        QTest::newRow("bad flag") << args({"run", "--trace", m_trace, "--budgets-gib", "x"});
    }

    void failedRunWritesNoFile()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir out;
        QVERIFY(out.isValid());
        const CliRun fresh = runKvwb(arguments + args({"-o", out.filePath(QStringLiteral("new.json"))}));
        QVERIFY(fresh.exitCode > 0);
        // An existing file is left as it was.
        const QString kept = out.filePath(QStringLiteral("kept.json"));
        QVERIFY(writeFile(kept, "previous\n"));
        const CliRun again = runKvwb(arguments + args({"-o", kept}));
        QVERIFY(again.exitCode > 0);
        QCOMPARE(readFile(kept), QByteArray("previous\n"));
        QCOMPARE(entriesOf(out.path()), QStringList{QStringLiteral("kept.json")});
    }

    void ctrlCStopsWithoutOutput_data()
    {
        QTest::addColumn<int>("delayMs");
        QTest::newRow("while loading") << 300;
        QTest::newRow("while replaying") << 1500;
    }

    void ctrlCStopsWithoutOutput()
    {
        QFETCH(int, delayMs);
        const QString trace = path("large.jsonl");
        if (!QFileInfo::exists(trace))
            QVERIFY(writeLargeTrace(trace, 300000));
        // 60 budgets from 1 to 8192 GiB, all under pressure: the replay alone takes seconds.
        QStringList budgets;
        for (int i = 0; i < 60; ++i)
            budgets << QString::number(std::pow(2.0, i * 13.0 / 59), 'g', 6);
        QTemporaryDir out;
        QVERIFY(out.isValid());
        QProcess p;
        p.start(QStringLiteral(KVWB_KVWB_EXE),
                args({"run", "--trace", trace, "--budgets-gib", budgets.join(QLatin1Char(',')), "--format",
                      "json", "--no-progress", "-o", out.filePath(QStringLiteral("out.json"))}));
        QVERIFY2(p.waitForStarted(10000), qPrintable(p.errorString()));
        if (p.waitForFinished(delayMs))
            QSKIP("the run finished before the signal (a machine this fast needs a larger trace)");
        QVERIFY(::kill(pid_t(p.processId()), SIGINT) == 0);
        QElapsedTimer stopping;
        stopping.start();
        QVERIFY2(p.waitForFinished(2000), "still running 2 s after SIGINT");
        QVERIFY(stopping.elapsed() < 2000);
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        QVERIFY(p.readAllStandardOutput().isEmpty());
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.contains("interrupted"), err.constData());
        QCOMPARE(entriesOf(out.path()), QStringList());
    }

    void jobsDoNotChangeResults_data()
    {
        if (sharedDir().isEmpty())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("run") << args({"run", "--trace", sharedPath("traces/mooncake/synthetic_trace.jsonl"),
                                      "--block-size", "512", "--format", "json"});
        QTest::newRow("sweep -i") << args(
            {"sweep", "-i", sharedPath("traces/lmcache/sessions"), "--format", "json"});
    }

    void jobsDoNotChangeResults()
    {
        QFETCH(QStringList, arguments);
        const CliRun one = runKvwb(arguments + args({"--jobs", "1"}));
        const CliRun two = runKvwb(arguments + args({"--jobs", "2"}));
        QVERIFY2(one.exitCode == 0 && two.exitCode == 0, (one.err + two.err).constData());
        QVERIFY(!jsonOf(one.out)[QStringLiteral("points")].toArray().isEmpty());
        QCOMPARE(one.out, two.out);
    }

    void backendIsIgnoredWithANote()
    {
        const QStringList command = args({"run", "--trace", m_trace, "--budgets-gib", "0.001"});
        const CliRun plain = runKvwb(command);
        const CliRun cpp = runKvwb(command + args({"--backend", "cpp"}));
        QVERIFY2(plain.exitCode == 0 && cpp.exitCode == 0, (plain.err + cpp.err).constData());
        QVERIFY(plain.err.isEmpty());
        QVERIFY2(cpp.err.contains("--backend cpp") && cpp.err.contains("ignored") && cpp.err.count('\n') == 1,
                 cpp.err.constData());
        QCOMPARE(cpp.out, plain.out);
    }

    void withoutTraceRunsTheDemo()
    {
        const CliRun r = runKvwb(args({"run", "--budgets-gib", "1,2"}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("demo workload"), r.err.constData());
        QVERIFY2(r.out.startsWith("Model: GLM-5.2 (glm-5.2)\n"), r.out.constData());
        QVERIFY2(r.out.contains("\nSimulation backend: KVWB\n"), r.out.constData());
        QVERIFY2(r.out.contains("\nBudget  Cache blocks  FIFO hit  LRU hit  OPTIMAL hit"), r.out.constData());
        QVERIFY2(r.out.contains("\n 1 GiB ") && r.out.contains("\n 2 GiB "), r.out.constData());
    }

    // The PNG charts: written (without a display), named in the report's last line, a real image.
    void chartsAreWritten_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("lastLine");
        QTest::newRow("simulate") << args({"simulate", "-i", "traces/lmcache/sessions", "--cache-capacity-gib", "0.02"})
                                  << QStringLiteral("Stats plot saved to '%1'");
        QTest::newRow("sweep") << args({"sweep", "-i", "traces/lmcache/sessions", "--points", "5"})
                               << QStringLiteral("Plot saved to '%1'");
        // curve -o x.png: the figure to the file, the CSV (its last row: the whole curve) to stdout.
        QTest::newRow("curve") << args({"curve", "traces/lmcache/sessions", "--points", "3"})
                               << QStringLiteral("1.0000000000,");
    }

    void chartsAreWritten()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, lastLine);
        if (kvwb::test::sharedDir().isEmpty())
            QSKIP("../shared is absent");
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("chart.png"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(kvwb::test::sharedDir());
        p.start(QStringLiteral(KVWB_KVWB_EXE), arguments + args({"-o", png}));
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(p.readAllStandardError().isEmpty(), "stderr not empty");
        const QString out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
        if (lastLine.contains(QLatin1String("%1")))
            QVERIFY2(out.endsWith(lastLine.arg(png)), qPrintable(out));
        else
            QVERIFY2(out.startsWith(QLatin1String("capacityBlocks,")), qPrintable(out));
        // A PNG signature and an IHDR of a full-size figure (this test links no GUI module).
        const QByteArray bytes = kvwb::test::readFile(png);
        QVERIFY(bytes.startsWith("\x89PNG\r\n\x1a\n") && bytes.size() > 20000);
        auto be32 = [&](int at) {
            return (quint32(quint8(bytes[at])) << 24) | (quint32(quint8(bytes[at + 1])) << 16) |
                   (quint32(quint8(bytes[at + 2])) << 8) | quint32(quint8(bytes[at + 3]));
        };
        QVERIFY(be32(16) >= 1000 && be32(20) >= 600);
    }

    // kvwb tiers: the tiers' hit tokens and the misses add up to the measured tokens, and a
    // profile's unknown key is reported on stderr without failing the run.
    void tiersSplitTheMeasuredTokens()
    {
        QTemporaryDir dir;
        const QString profile = dir.filePath(QStringLiteral("p.yaml"));
        QVERIFY(kvwb::test::writeFile(profile, "overrides:\n  hardware:\n    hbm: {capacity_gb: 1}\n  bogus: 1\n"));
        const CliRun r = runKvwb(args({"tiers", "--format", "json", "--profile", profile}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains(":4: bogus: unknown key"), r.err.constData());
        const QJsonObject o = jsonOf(r.out);
        qint64 sum = o[QStringLiteral("missTokens")].toInteger();
        const QJsonArray tiers = o[QStringLiteral("tiers")].toArray();
        QCOMPARE(tiers.size(), 3);
        for (const auto& t : tiers)
            sum += t.toObject()[QStringLiteral("hitTokens")].toInteger();
        QCOMPARE(sum, o[QStringLiteral("totalTokens")].toInteger());
        QCOMPARE(tiers[0].toObject()[QStringLiteral("capacityGb")].toDouble(), 1.0);
        QVERIFY(o[QStringLiteral("effectiveSpeedup")].toDouble() <= o[QStringLiteral("idealSpeedup")].toDouble());
    }
};

QTEST_GUILESS_MAIN(TstCliReplayErrors)
#include "tst_cli_replay_errors.moc"
