// kvwb list-models and kvwb calc, run as the user runs them.
#include "CliRun.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = kvwb::test::CliRun;

Run kvwbRun(const QStringList& arguments)
{
    return kvwb::test::runKvwb(arguments);
}

bool sharedPresent()
{
    return QFileInfo::exists(QStringLiteral(KVWB_SHARED_DIR));
}

QString referencePath(const char* name)
{
    return QStringLiteral(KVWB_SHARED_DIR "/reference/kvcache-ai/") + QLatin1String(name);
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList idsOf(const QByteArray& listing)
{
    QStringList ids;
    for (const QByteArray& line : listing.split('\n'))
        if (!line.isEmpty())
            ids << QString::fromUtf8(line.left(line.indexOf('\t')));
    return ids;
}

QJsonObject jsonOf(const Run& r)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON (%s): %s", qPrintable(error.errorString()), r.out.constData());
    return doc.object();
}

} // namespace

class TstCliModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listModelsUpstreamMatchesReference()
    {
        if (!sharedPresent())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        const Run r = kvwbRun(
            {QStringLiteral("list-models"), QStringLiteral("--models-yaml"), referencePath("models.yaml")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray expected = readAll(referencePath("list_models.txt"));
        QVERIFY(!expected.isEmpty());
        QCOMPARE(r.out, expected);
    }

    void listModelsBuiltInCoversUpstream()
    {
        if (!sharedPresent())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        const Run r = kvwbRun({QStringLiteral("list-models")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QStringList ours = idsOf(r.out);
        for (const QString& id : idsOf(readAll(referencePath("list_models.txt"))))
            QVERIFY2(ours.contains(id), qPrintable(id));
        for (const QByteArray& line : r.out.split('\n'))
            QVERIFY(line.isEmpty() || line.count('\t') == 3);
    }

    void calcJson_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<double>("bytesPerToken");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QJsonValue>("indexerPrecision");
        const QString model = QStringLiteral("--model"), kv = QStringLiteral("--kv-precision"),
                      idx = QStringLiteral("--indexer-precision");
        QTest::newRow("glm-5.2 fp8/fp4")
            << QStringList{model, QStringLiteral("glm-5.2"), kv, QStringLiteral("fp8_int8"),
                           idx,   QStringLiteral("fp4_int4")}
            << 46272.0 << QStringLiteral("fp8_int8") << QJsonValue(QStringLiteral("fp4_int4"));
        QTest::newRow("--precision alias")
            << QStringList{model, QStringLiteral("deepseek-v3.2"), QStringLiteral("--precision"),
                           QStringLiteral("bf16_fp16")}
            << 85888.0 << QStringLiteral("bf16_fp16") << QJsonValue(QStringLiteral("bf16_fp16"));
        QTest::newRow("no indexer") << QStringList{model, QStringLiteral("llama-3.1-8b")} << 131072.0
                                    << QStringLiteral("bf16_fp16") << QJsonValue(QJsonValue::Null);
    }

    void calcJson()
    {
        QFETCH(QStringList, arguments);
        QFETCH(double, bytesPerToken);
        QFETCH(QString, precision);
        QFETCH(QJsonValue, indexerPrecision);
        const Run r =
            kvwbRun(QStringList{QStringLiteral("calc"), QStringLiteral("--format"), QStringLiteral("json")} +
                 arguments);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o.value(QStringLiteral("bytesPerToken")).toDouble(), bytesPerToken);
        QCOMPARE(o.value(QStringLiteral("precision")).toString(), precision);
        QCOMPARE(o.value(QStringLiteral("indexerPrecision")), indexerPrecision);
        QCOMPARE(o.value(QStringLiteral("tokensPerGiB")).toDouble(),
                 1024.0 * 1024.0 * 1024.0 / bytesPerToken);
        QVERIFY(!o.contains(QStringLiteral("bytesPerBlock")));
        for (const char* key : {"model", "tokens", "includeDraftKvCache", "draftLayers"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
    }

    void calcBlockAndDraft()
    {
        const Run r = kvwbRun({QStringLiteral("calc"), QStringLiteral("--model"), QStringLiteral("glm-5.2"),
                            QStringLiteral("--kv-precision"), QStringLiteral("fp8_int8"),
                            QStringLiteral("--indexer-precision"), QStringLiteral("fp4_int4"),
                            QStringLiteral("--include-draft-kv-cache"), QStringLiteral("--block-size"),
                            QStringLiteral("64"), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o.value(QStringLiteral("bytesPerToken")).toDouble(), 46912.0);
        QCOMPARE(o.value(QStringLiteral("bytesPerBlock")).toDouble(), 46912.0 * 64);
        QCOMPARE(o.value(QStringLiteral("draftLayers")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("includeDraftKvCache")).toBool(), true);
    }

    void calcTableHasSeparators()
    {
        const Run r = kvwbRun({QStringLiteral("calc"), QStringLiteral("--model"), QStringLiteral("glm-5.2"),
                            QStringLiteral("--kv-precision"), QStringLiteral("fp8_int8"),
                            QStringLiteral("--indexer-precision"), QStringLiteral("fp4_int4"),
                            QStringLiteral("--block-size"), QStringLiteral("64")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("46,272"), r.out.constData());
        QVERIFY2(r.out.contains("2,961,408"), r.out.constData());
    }

    void calcUnknownModelFails()
    {
        const Run r =
            kvwbRun({QStringLiteral("calc"), QStringLiteral("--model"), QStringLiteral("no-such-model-42")});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains("no-such-model-42"), r.err.constData());
        QVERIFY2(r.err.contains("kvwb list-models"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void calcRejectsBadInput_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("precision") << QStringList{QStringLiteral("--model"), QStringLiteral("glm-5.2"),
                                                  QStringLiteral("--kv-precision"), QStringLiteral("fp16")}
                                   << QByteArray("--kv-precision");
        QTest::newRow("unsupported") << QStringList{QStringLiteral("--model"), QStringLiteral("inkling")}
                                     << QByteArray("unsupported formula 'inkling_hybrid'");
        QTest::newRow("tokens") << QStringList{QStringLiteral("--model"), QStringLiteral("glm-5.2"),
                                               QStringLiteral("--tokens"), QStringLiteral("0")}
                                << QByteArray("--tokens");
        QTest::newRow("no model") << QStringList{} << QByteArray("--model");
    }

    void calcRejectsBadInput()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, message);
        const Run r = kvwbRun(QStringList{QStringLiteral("calc")} + arguments);
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    void calcWritesOutputFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("calc.json"));
        const Run r =
            kvwbRun({QStringLiteral("calc"), QStringLiteral("--model"), QStringLiteral("deepseek-v4-flash"),
                  QStringLiteral("--tokens"), QStringLiteral("7169"), QStringLiteral("--format"),
                  QStringLiteral("json"), QStringLiteral("-o"), path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.isEmpty());
        const QJsonObject o = QJsonDocument::fromJson(readAll(path)).object();
        QCOMPARE(o.value(QStringLiteral("model")).toString(), QStringLiteral("deepseek-v4-flash"));
        QVERIFY(std::abs(o.value(QStringLiteral("bytesPerToken")).toDouble() - 3496.655) < 5e-4);
    }

    void badCatalogNamesFileAndLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("models:\n  - id: x\n    formula: mla\n    fields:\n      kv_lora_rank: wide\n");
        file.close();
        const Run r = kvwbRun({QStringLiteral("list-models"), QStringLiteral("--models-yaml"), path});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains((path + QStringLiteral(":5: kv_lora_rank")).toUtf8()), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TstCliModels)
#include "tst_cli_models.moc"
