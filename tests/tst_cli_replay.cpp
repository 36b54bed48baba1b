// kvwb run / sweep / simulate / curve, run as the user runs them, against the reference tools' outputs in
// ../shared/reference (KVCache.AI `kvcache-simulator run` and LMCache `cache-simulator simulate|sweep`).
// Bad input, -o and Ctrl-C are in tst_cli_replay_errors.cpp.
#include "CliRun.h"
#include "TestFiles.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace kvwb::test;

namespace {

// The first difference between two reports, line by line; the reference's "Simulation backend:" line
// names the reference backend (PYTHON, CPP), ours says KVWB.
QString tableMismatch(const QByteArray& ours, const QByteArray& expected)
{
    const QList<QByteArray> a = ours.split('\n'), b = expected.split('\n');
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
        const QByteArray got = i < a.size() ? a[i] : QByteArray("<end of output>");
        QByteArray want = i < b.size() ? b[i] : QByteArray("<end of output>");
        if (want.startsWith("Simulation backend: "))
            want = "Simulation backend: KVWB";
        if (got != want)
            return QStringLiteral("line %1: expected '%2', got '%3'")
                .arg(i + 1)
                .arg(QString::fromUtf8(want), QString::fromUtf8(got));
    }
    return {};
}

QString shown(const QJsonValue& v)
{
    if (v.isString())
        return QLatin1Char('"') + v.toString() + QLatin1Char('"');
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 17);
    if (v.isObject() || v.isArray())
        return QStringLiteral("<%1>").arg(v.isObject() ? QStringLiteral("object") : QStringLiteral("array"));
    return v.toVariant().toString() + (v.isNull() ? QStringLiteral("null") : QString());
}

// Every key of ref must be in ours with an equal value (integers exact, other numbers to 1e-12
// relative); arrays must match element by element. Appends each difference to diffs.
void jsonDiff(const QJsonValue& ref, const QJsonValue& ours, const QString& path, QStringList& diffs)
{
    if (path == QLatin1String("metadata.backend"))
        return;
    if (ref.isObject()) {
        if (!ours.isObject())
            return diffs.append(path + QStringLiteral(": expected an object, got ") + shown(ours));
        const QJsonObject r = ref.toObject(), o = ours.toObject();
        for (auto it = r.begin(); it != r.end(); ++it) {
            const QString sub = path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key();
            if (!o.contains(it.key()))
                diffs.append(sub + QStringLiteral(": missing"));
            else
                jsonDiff(it.value(), o.value(it.key()), sub, diffs);
        }
        return;
    }
    if (ref.isArray()) {
        if (!ours.isArray())
            return diffs.append(path + QStringLiteral(": expected an array, got ") + shown(ours));
        const QJsonArray r = ref.toArray(), o = ours.toArray();
        if (r.size() != o.size())
            return diffs.append(
                QStringLiteral("%1: expected %2 elements, got %3").arg(path).arg(r.size()).arg(o.size()));
        for (qsizetype i = 0; i < r.size(); ++i)
            jsonDiff(r[i], o[i], QStringLiteral("%1[%2]").arg(path).arg(i), diffs);
        return;
    }
    if (ref.isDouble() && ours.isDouble()) {
        const double a = ref.toDouble(), b = ours.toDouble();
        const bool integral = std::trunc(a) == a && std::abs(a) < 9e15;
        if (integral ? a == b : std::abs(a - b) <= 1e-12 * std::max(std::abs(a), std::abs(b)))
            return;
    } else if (ref == ours) {
        return;
    }
    diffs.append(path + QStringLiteral(": expected ") + shown(ref) + QStringLiteral(", got ") + shown(ours));
}

QString jsonMismatch(const QJsonValue& ref, const QJsonValue& ours, const QString& path)
{
    QStringList diffs;
    jsonDiff(ref, ours, path, diffs);
    return diffs.mid(0, 8).join(QStringLiteral("\n  "));
}

// Text minus its final "\n\n(Stats p|P)lot saved to '...'\n" (the charts are tested elsewhere).
QByteArray withoutPlotLine(const QByteArray& text)
{
    const qsizetype cut = text.lastIndexOf("\n\n");
    const QByteArray tail = cut < 0 ? QByteArray() : text.mid(cut + 2);
    if ((!tail.startsWith("Stats plot saved to ") && !tail.startsWith("Plot saved to ")) ||
        tail.count('\n') != 1)
        return {};
    return text.left(cut + 1);
}

// The LMCache reports quote the inputs as given; the references were made from the folder holding
// shared/ with paths like ../shared/traces/lmcache/tiny, so run from shared/ with the same spelling.
QString lmcacheWorkDir()
{
    return QFileInfo(sharedDir()).canonicalFilePath();
}

QString lmcacheInput(QAnyStringView name)
{
    return QStringLiteral("../%1/traces/lmcache/%2")
        .arg(QFileInfo(lmcacheWorkDir()).fileName(), name.toString());
}

QByteArray lmcacheReference(QAnyStringView file)
{
    QByteArray text = readFile(sharedDir() + QStringLiteral("/reference/lmcache/") + file.toString());
    return text.replace("['../shared/", "['../" + QFileInfo(lmcacheWorkDir()).fileName().toUtf8() + '/');
}

qint64 reportNumber(const QByteArray& text, const char* pattern)
{
    const QRegularExpressionMatch m =
        QRegularExpression(QLatin1String(pattern)).match(QString::fromUtf8(text));
    return m.hasMatch() ? m.captured(1).remove(QLatin1Char(',')).toLongLong() : -1;
}

QJsonArray referencePoints(const QString& file)
{
    return QJsonDocument::fromJson(readFile(sharedDir() + QStringLiteral("/reference/lmcache/") + file))
        .object()
        .value(QStringLiteral("points"))
        .toArray();
}

QString gibList(const QJsonArray& points)
{
    QStringList gibs;
    for (const QJsonValue& p : points)
        gibs << QString::number(p[QStringLiteral("gib")].toDouble(), 'g', 17);
    return gibs.join(QLatin1Char(','));
}

void addSimulateRows()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("gib");
    QTest::addColumn<QString>("reference");
    QTest::newRow("tiny") << "tiny"
                          << "0.001953125"
                          << "tiny_simulate.txt";
    QTest::newRow("sessions") << "sessions"
                              << "0.02"
                              << "sessions_simulate.txt";
    QTest::newRow("mooncake-synthetic") << "mooncake-synthetic"
                                        << "40"
                                        << "mooncake_synthetic_40gib_simulate.txt";
}

} // namespace

class TstCliReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableMatchesReference_data()
    {
        if (sharedDir().isEmpty())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("reference");
        const QString synthetic = sharedPath("reference/kvcache-ai/synthetic_trace.jsonl.gz");
        const QString mooncake = sharedPath("traces/mooncake/synthetic_trace.jsonl");
        const QStringList fp8 =
            args({"--model", "glm-5.2", "--kv-precision", "fp8_int8", "--indexer-precision", "fp4_int4"});
        QTest::newRow("synthetic600 glm-5.2 fp8/fp4")
            << args({"run", "--trace", synthetic}) + fp8 << "synthetic600/glm52_python.table.txt";
        QTest::newRow("sweep --trace is run")
            << args({"sweep", "--trace", synthetic}) + fp8 << "synthetic600/glm52_python.table.txt";
        QTest::newRow("--backend cpp") << args({"run", "--backend", "cpp", "--trace", synthetic}) + fp8
                                       << "synthetic600/glm52_cpp.table.txt";
        QTest::newRow("mooncake glm-5.2 fp8/fp4")
            << args({"run", "--trace", mooncake, "--block-size", "512"}) + fp8
            << "mooncake-synthetic/glm52_fp8_fp4.table.txt";
        QTest::newRow("synthetic600 dsv4-flash, no point")
            << args({"run", "--trace", synthetic, "--model", "deepseek-v4-flash"})
            << "synthetic600/dsv4_flash_default_python.table.txt";
    }

    void tableMatchesReference()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, reference);
        const QByteArray expected = readFile(sharedPath("reference/kvcache-ai/") + reference);
        QVERIFY(!expected.isEmpty());
        const CliRun r = runKvwb(arguments);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString diff = tableMismatch(r.out, expected);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    // Every reference JSON, with the flags its metadata implies.
    void jsonMatchesReference_data()
    {
        if (sharedDir().isEmpty())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        QTest::addColumn<QString>("reference");
        QTest::addColumn<QStringList>("arguments");
        QList<double> defaults;
        for (double g = 1; g <= 16384; g *= 2)
            defaults << g;
        const QList<QPair<QString, QStringList>> sets = {
            {QStringLiteral("synthetic600"),
             args({"--trace", sharedPath("reference/kvcache-ai/synthetic_trace.jsonl.gz")})},
            {QStringLiteral("mooncake-synthetic"),
             args({"--trace", sharedPath("traces/mooncake/synthetic_trace.jsonl"), "--block-size", "512"})},
        };
        for (const auto& [set, traceFlags] : sets) {
            const QDir dir(sharedPath("reference/kvcache-ai/") + set);
            for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
                const QJsonObject ref = QJsonDocument::fromJson(readFile(dir.filePath(name))).object();
                const QJsonObject meta = ref.value(QStringLiteral("metadata")).toObject();
                QStringList command = args({"run", "--format", "json", "--no-progress"}) + traceFlags;
                command << QStringLiteral("--model") << meta[QStringLiteral("modelId")].toString()
                        << QStringLiteral("--kv-precision") << meta[QStringLiteral("precision")].toString();
                if (!meta[QStringLiteral("indexerPrecision")].isNull())
                    command << QStringLiteral("--indexer-precision")
                            << meta[QStringLiteral("indexerPrecision")].toString();
                if (meta[QStringLiteral("includeDraftKvCache")].toBool())
                    command << QStringLiteral("--include-draft-kv-cache");
                const qint64 estimate = meta[QStringLiteral("estimateTokens")].toInteger();
                if (estimate != qint64(std::floor(meta[QStringLiteral("averageInputTokens")].toDouble())))
                    command << QStringLiteral("--estimate-tokens") << QString::number(estimate);
                QList<double> gibs;
                for (const QJsonValue& p : ref[QStringLiteral("points")].toArray())
                    gibs << p[QStringLiteral("gib")].toDouble();
                if (gibs != defaults.mid(0, gibs.size()))
                    command << QStringLiteral("--budgets-gib")
                            << gibList(ref[QStringLiteral("points")].toArray());
                QStringList policies;
                for (const QJsonValue& p : ref[QStringLiteral("policies")].toArray())
                    policies << p.toString();
                command << QStringLiteral("--policies") << policies.join(QLatin1Char(','));
                QTest::newRow(qPrintable(set + QLatin1Char('/') + name)) << dir.filePath(name) << command;
            }
        }
    }

    void jsonMatchesReference()
    {
        QFETCH(QString, reference);
        QFETCH(QStringList, arguments);
        const QJsonDocument ref = QJsonDocument::fromJson(readFile(reference));
        QVERIFY(ref.isObject());
        const CliRun r = runKvwb(arguments);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject ours = jsonOf(r.out);
        QCOMPARE(ours[QStringLiteral("metadata")][QStringLiteral("backend")].toString(),
                 QStringLiteral("kvwb"));
        QStringList diffs;
        jsonDiff(ref.object(), ours, {}, diffs);
        QVERIFY2(diffs.isEmpty(), qPrintable(diffs.mid(0, 8).join(QStringLiteral("\n  ")) +
                                             QStringLiteral("\n  ") + arguments.join(QLatin1Char(' '))));
    }

    void csvHasOneRowPerBudgetAndPolicy()
    {
        if (sharedDir().isEmpty())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        const QStringList command =
            args({"run", "--trace", sharedPath("reference/kvcache-ai/synthetic_trace.jsonl.gz"), "--model",
                  "glm-5.2", "--kv-precision", "fp8_int8", "--indexer-precision", "fp4_int4"});
        const CliRun csv = runKvwb(command + args({"--format", "csv"}));
        const CliRun json = runKvwb(command + args({"--format", "json"}));
        QVERIFY2(csv.exitCode == 0 && json.exitCode == 0, (csv.err + json.err).constData());
        const QJsonObject ref =
            QJsonDocument::fromJson(
                readFile(sharedPath("reference/kvcache-ai/synthetic600/glm52_fp8_fp4_python.json")))
                .object();
        QCOMPARE(jsonMismatch(ref[QStringLiteral("points")], jsonOf(json.out)[QStringLiteral("points")],
                              QStringLiteral("points")),
                 QString());

        QList<QByteArray> lines = csv.out.trimmed().split('\n');
        const QList<QByteArray> header = lines.takeFirst().trimmed().split(',');
        const qsizetype gibColumn = header.indexOf("gib"), policyColumn = header.indexOf("policy"),
                        hitColumn = header.indexOf("hitTokens");
        QVERIFY2(gibColumn >= 0 && policyColumn >= 0 && hitColumn >= 0, csv.out.constData());
        const QJsonArray points = ref[QStringLiteral("points")].toArray();
        const QJsonArray policies = ref[QStringLiteral("policies")].toArray();
        QVERIFY(!points.isEmpty() && !policies.isEmpty());
        QCOMPARE(lines.size(), points.size() * policies.size());
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QList<QByteArray> cells = lines[i].trimmed().split(',');
            QCOMPARE(cells.size(), header.size());
            const QJsonObject point = points[i / policies.size()].toObject();
            QCOMPARE(cells[gibColumn].toDouble(), point[QStringLiteral("gib")].toDouble());
            const QString policy = QString::fromUtf8(cells[policyColumn]);
            QCOMPARE(policy, policies[i % policies.size()].toString());
            QCOMPARE(cells[hitColumn].toLongLong(),
                     point[QStringLiteral("results")][policy][QStringLiteral("hitTokens")].toInteger());
        }
    }

    void simulateMatchesReference_data()
    {
        if (sharedDir().isEmpty())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        addSimulateRows();
    }

    void simulateMatchesReference()
    {
        QFETCH(QString, input);
        QFETCH(QString, gib);
        QFETCH(QString, reference);
        const QByteArray expected = withoutPlotLine(lmcacheReference(reference));
        QVERIFY(!expected.isEmpty());
        const CliRun r = runKvwb(args({"simulate", "-i", lmcacheInput(input), "--cache-capacity-gib", gib}),
                                 lmcacheWorkDir());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString diff = tableMismatch(r.out, expected);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void simulateJsonMatchesText_data()
    {
        if (sharedDir().isEmpty())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        addSimulateRows();
    }

    void simulateJsonMatchesText()
    {
        QFETCH(QString, input);
        QFETCH(QString, gib);
        QFETCH(QString, reference);
        const QByteArray text = lmcacheReference(reference);
        const CliRun r = runKvwb(
            args({"simulate", "-i", lmcacheInput(input), "--cache-capacity-gib", gib, "--format", "json"}),
            lmcacheWorkDir());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject json = jsonOf(r.out);
        const QList<QPair<const char*, const char*>> fields = {
            {"requests", "Requests processed\\s*:\\s*([\\d,]+)"},
            {"totalTokens", "Total tokens\\s*:\\s*([\\d,]+)"},
            {"hitTokens", "Hit tokens\\s*:\\s*([\\d,]+)"},
            {"evictions", "Total evictions\\s*:\\s*([\\d,]+)"},
            {"capacityChunks", "\\(([\\d,]+) chunks "},
            {"kvBytesPerChunk", "KV bytes/chunk\\s*:\\s*([\\d,]+)"},
        };
        for (const auto& [key, pattern] : fields) {
            const qint64 expected = reportNumber(text, pattern);
            QVERIFY2(expected >= 0, pattern);
            QVERIFY2(json.contains(QLatin1String(key)), key);
            QCOMPARE(json[QLatin1String(key)].toInteger(-1), expected);
        }
    }

    // Real servers write "torch.bfloat16"; the reference tool fails on it, kvwb reads it as bfloat16.
    void simulateAcceptsTorchDtypes()
    {
        if (sharedDir().isEmpty())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        QVERIFY(lmcacheReference(QStringLiteral("torch_dtype_autodetect.txt"))
                    .contains("Unknown dtype 'torch.bfloat16'"));
        const QDir logs(sharedPath("traces/lmcache/torch_dtype"));
        QTemporaryDir plain;
        QVERIFY(plain.isValid());
        const QStringList files = logs.entryList({QStringLiteral("*.jsonl")}, QDir::Files);
        QVERIFY(!files.isEmpty());
        for (const QString& name : files) {
            QByteArray bytes = readFile(logs.filePath(name));
            QVERIFY(bytes.contains("\"torch.bfloat16\""));
            QVERIFY(writeFile(plain.filePath(name), bytes.replace("\"torch.", "\"")));
        }
        const QStringList flags = args({"--cache-capacity-gib", "0.01"});
        const CliRun torch = runKvwb(args({"simulate", "-i", logs.path()}) + flags);
        QVERIFY2(torch.exitCode == 0, torch.err.constData());
        QVERIFY2(torch.out.contains("Auto-detected kv_bytes_per_chunk = 524,288 bytes"),
                 torch.out.constData());
        const CliRun bare = runKvwb(args({"simulate", "-i", plain.path()}) + flags);
        QVERIFY2(bare.exitCode == 0, bare.err.constData());
        // Same report apart from the first line, which quotes the input path.
        QCOMPARE(torch.out.mid(torch.out.indexOf('\n')), bare.out.mid(bare.out.indexOf('\n')));
        const CliRun json = runKvwb(args({"simulate", "-i", logs.path(), "--format", "json"}) + flags);
        QVERIFY2(json.exitCode == 0, json.err.constData());
        QCOMPARE(jsonOf(json.out)[QStringLiteral("kvBytesPerChunk")].toInteger(), 524288);
    }

    void lmcacheSweepMatchesReference_data()
    {
        if (sharedDir().isEmpty())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("reference");
        QTest::newRow("mooncake-synthetic")
            << args({"-i", lmcacheInput("mooncake-synthetic"), "--min-capacity-gib", "0.5",
                     "--max-capacity-gib", "1000"})
            << "mooncake_synthetic_sweep.txt";
        QTest::newRow("sessions 12 points") << args({"-i", lmcacheInput("sessions"), "--min-capacity-gib",
                                                     "0.001", "--max-capacity-gib", "0.5", "--points", "12"})
                                            << "sessions_sweep.txt";
        QTest::newRow("sessions defaults")
            << args({"-i", lmcacheInput("sessions")}) << "sessions_sweep_defaults.txt";
    }

    void lmcacheSweepMatchesReference()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, reference);
        const QByteArray expected = withoutPlotLine(lmcacheReference(reference));
        QVERIFY(!expected.isEmpty());
        const CliRun r = runKvwb(args({"sweep"}) + arguments, lmcacheWorkDir());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString diff = tableMismatch(r.out, expected);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    // The exact points of the library's simulate(), through sweep -i (per-capacity replay).
    void lmcachePointsMatchReference_data()
    {
        if (sharedDir().isEmpty())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        QTest::addColumn<QString>("reference");
        QTest::newRow("all models") << "mooncake_synthetic_all_points.json";
        QTest::newRow("DeepSeek-V3") << "mooncake_synthetic_dsv3_points.json";
    }

    void lmcachePointsMatchReference()
    {
        QFETCH(QString, reference);
        const QJsonObject ref =
            QJsonDocument::fromJson(readFile(sharedPath("reference/lmcache/") + reference)).object();
        const QJsonArray points = ref[QStringLiteral("points")].toArray();
        QVERIFY(!points.isEmpty());
        QStringList command = args({"sweep", "-i", sharedPath("traces/lmcache/mooncake-synthetic"),
                                    "--format", "json", "--capacities-gib", gibList(points)});
        if (ref[QStringLiteral("model")].isString())
            command << QStringLiteral("--model") << ref[QStringLiteral("model")].toString();
        const CliRun r = runKvwb(command);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject ours = jsonOf(r.out);
        QCOMPARE(ours[QStringLiteral("requests")].toInteger(), ref[QStringLiteral("requests")].toInteger());
        QCOMPARE(ours[QStringLiteral("kvBytesPerChunk")].toInteger(),
                 ref[QStringLiteral("kv_bytes_per_chunk")].toInteger());
        const QJsonArray got = ours[QStringLiteral("points")].toArray();
        QCOMPARE(got.size(), points.size());
        for (qsizetype i = 0; i < points.size(); ++i) {
            QCOMPARE(got[i][QStringLiteral("gib")].toDouble(), points[i][QStringLiteral("gib")].toDouble());
            QCOMPARE(got[i][QStringLiteral("capacityChunks")].toInteger(),
                     points[i][QStringLiteral("capacity_chunks")].toInteger());
            QCOMPARE(got[i][QStringLiteral("totalTokens")].toInteger(),
                     points[i][QStringLiteral("total_tokens")].toInteger());
            QCOMPARE(got[i][QStringLiteral("hitTokens")].toInteger(),
                     points[i][QStringLiteral("hit_tokens")].toInteger());
            QCOMPARE(got[i][QStringLiteral("evictions")].toInteger(),
                     points[i][QStringLiteral("evictions")].toInteger());
        }
    }

    // The one-pass curve must give the per-capacity replay's exact points.
    void curveMatchesLmcachePoints()
    {
        if (sharedDir().isEmpty())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        const QJsonArray points = referencePoints(QStringLiteral("mooncake_synthetic_all_points.json"));
        QVERIFY(points.size() >= 4);
        const CliRun r = runKvwb(args({"curve", sharedPath("traces/lmcache/mooncake-synthetic"),
                                       "--capacities-gib", gibList(points), "--format", "json"}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject ours = jsonOf(r.out);
        QCOMPARE(ours[QStringLiteral("semantics")].toString(), QStringLiteral("lmcache"));
        QCOMPARE(ours[QStringLiteral("totalTokens")].toInteger(),
                 points[0][QStringLiteral("total_tokens")].toInteger());
        const QJsonArray got = ours[QStringLiteral("points")].toArray();
        QCOMPARE(got.size(), points.size());
        for (qsizetype i = 0; i < points.size(); ++i) {
            QCOMPARE(got[i][QStringLiteral("gib")].toDouble(), points[i][QStringLiteral("gib")].toDouble());
            QCOMPARE(got[i][QStringLiteral("capacityBlocks")].toInteger(),
                     points[i][QStringLiteral("capacity_chunks")].toInteger());
            QCOMPARE(got[i][QStringLiteral("hitTokens")].toInteger(),
                     points[i][QStringLiteral("hit_tokens")].toInteger());
            QCOMPARE(got[i][QStringLiteral("evictions")].toInteger(),
                     points[i][QStringLiteral("evictions")].toInteger());
        }
    }
};

QTEST_GUILESS_MAIN(TstCliReplay)
#include "tst_cli_replay.moc"
