// The model catalog and the KV calculator against the reference calculator's golden table.
#include "model/KvCalculator.h"
#include "model/ModelCatalog.h"
#include "util/InputError.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace kvwb;

namespace {

bool sharedPresent()
{
    return QFileInfo::exists(QStringLiteral(KVWB_SHARED_DIR));
}

QString referencePath(const char* name)
{
    return QStringLiteral(KVWB_SHARED_DIR "/reference/kvcache-ai/") + QLatin1String(name);
}

QString idOrEmpty(const std::optional<PrecisionOption>& p)
{
    return p ? p->id : QString();
}

KvSettings settings(const QString& kv, const QString& indexer, double tokens, bool draft)
{
    KvSettings s;
    s.kvPrecision = kv;
    s.indexerPrecision = indexer;
    s.tokens = tokens;
    s.includeDraftKvCache = draft;
    return s;
}

} // namespace

class TstModelCatalog : public QObject
{
    Q_OBJECT

private:
    const ModelCatalog& upstream()
    {
        if (!m_upstream)
            m_upstream = ModelCatalog::fromFile(referencePath("models.yaml"));
        return *m_upstream;
    }

    // One row per reference row (model x precision args x tokens x draft), shared by both catalogs.
    static void referenceRows()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("kvArg");
        QTest::addColumn<QString>("indexerArg");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<bool>("draft");
        QTest::addColumn<double>("expected");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("indexerPrecision");
        QTest::addColumn<QString>("error");
        if (!sharedPresent()) {
            QTest::newRow("shared-absent") << QString() << QString() << QString() << 0.0 << false << 0.0
                                           << QString() << QString() << QString();
            return;
        }
        QFile file(referencePath("calculator_reference.json"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
        const QJsonArray rows =
            QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("rows")).toArray();
        QVERIFY(rows.size() > 1000);
        for (const QJsonValue& v : rows) {
            const QJsonObject r = v.toObject();
            const QString model = r.value(QStringLiteral("model")).toString();
            const QString kv = r.value(QStringLiteral("kv_precision_arg")).toString();
            const QString indexer = r.value(QStringLiteral("indexer_precision_arg")).toString();
            const double tokens = r.value(QStringLiteral("tokens")).toDouble();
            const bool draft = r.value(QStringLiteral("include_draft")).toBool();
            QTest::addRow("%s/%s/%s/T%.0f/%s", qPrintable(model), kv.isEmpty() ? "default" : qPrintable(kv),
                          indexer.isEmpty() ? "default" : qPrintable(indexer), tokens,
                          draft ? "draft" : "nodraft")
                << model << kv << indexer << tokens << draft
                << r.value(QStringLiteral("bytes_per_token")).toDouble()
                << r.value(QStringLiteral("precision")).toString()
                << r.value(QStringLiteral("indexer_precision")).toString()
                << r.value(QStringLiteral("error")).toString();
        }
    }

    static void checkReferenceRow(const ModelCatalog& catalog)
    {
        QFETCH(QString, model);
        QFETCH(QString, kvArg);
        QFETCH(QString, indexerArg);
        QFETCH(double, tokens);
        QFETCH(bool, draft);
        QFETCH(double, expected);
        QFETCH(QString, precision);
        QFETCH(QString, indexerPrecision);
        QFETCH(QString, error);

        const ModelSpec* spec = catalog.find(model);
        QVERIFY2(spec, qPrintable(QStringLiteral("model %1 missing from %2").arg(model, catalog.source())));
        const KvSettings s = settings(kvArg, indexerArg, tokens, draft);
        if (!error.isEmpty()) {
            QVERIFY_THROWS_EXCEPTION(UnsupportedFormula, computeKvFootprint(catalog, *spec, s));
            return;
        }
        const KvFootprint f = computeKvFootprint(catalog, *spec, s);
        const double relative = std::fabs(f.bytesPerToken - expected) / std::fabs(expected);
        QVERIFY2(relative < 1e-12, qPrintable(QStringLiteral("got %1, reference %2")
                                                  .arg(f.bytesPerToken, 0, 'g', 17)
                                                  .arg(expected, 0, 'g', 17)));
        QCOMPARE(f.precision.id, precision);
        QCOMPARE(idOrEmpty(f.indexerPrecision), indexerPrecision);
        QCOMPARE(f.kvBytesPerToken + f.indexerBytesPerToken, f.bytesPerToken);
    }

    static void writeFile(const QString& path, const QByteArray& text)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(text), text.size());
    }

    std::optional<ModelCatalog> m_upstream;

private Q_SLOTS:
    void upstreamMatchesReference_data() { referenceRows(); }
    void upstreamMatchesReference()
    {
        if (!sharedPresent())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        checkReferenceRow(upstream());
    }

    void builtInMatchesReference_data() { referenceRows(); }
    void builtInMatchesReference()
    {
        if (!sharedPresent())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        checkReferenceRow(ModelCatalog::builtIn());
    }

    void builtInCoversUpstream()
    {
        if (!sharedPresent())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        const ModelCatalog& ours = ModelCatalog::builtIn();
        QVERIFY(upstream().models().size() >= 50);
        for (const ModelSpec& theirs : upstream().models()) {
            const ModelSpec* mine = ours.find(theirs.id);
            QVERIFY2(mine, qPrintable(theirs.id));
            QCOMPARE(mine->label, theirs.label);
            QCOMPARE(mine->family, theirs.family);
            QCOMPARE(mine->formula, theirs.formula);
            QCOMPARE(mine->defaultPrecisionId, theirs.defaultPrecisionId);
            QCOMPARE(mine->indexerFixedPrecisionId, theirs.indexerFixedPrecisionId);
            QCOMPARE(mine->defaultTokens, theirs.defaultTokens);
        }
        QCOMPARE(ours.precisions().size(), upstream().precisions().size());
    }

    void sortOrderMatchesListModels()
    {
        if (!sharedPresent())
            QSKIP("the shared reference folder (KVWB_SHARED_DIR) is absent");
        QFile file(referencePath("list_models.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList ids;
        for (const QByteArray& line : file.readAll().split('\n'))
            if (!line.isEmpty())
                ids << QString::fromUtf8(line.left(line.indexOf('\t')));
        QStringList upstreamIds, builtInIds;
        for (const ModelSpec& m : upstream().models())
            upstreamIds << m.id;
        for (const ModelSpec& m : ModelCatalog::builtIn().models())
            builtInIds << m.id;
        QCOMPARE(upstreamIds, ids);
        QCOMPARE(builtInIds, ids);
    }

    // formulas.md section 1 checks plus a few worked by hand; built-in catalog, no shared folder needed.
    void formulaChecks_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("kv");
        QTest::addColumn<QString>("indexer");
        QTest::addColumn<double>("tokens");
        QTest::addColumn<bool>("draft");
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tolerance");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QString>("indexerPrecision");
        const QString bf16 = QStringLiteral("bf16_fp16"), fp8 = QStringLiteral("fp8_int8"),
                      fp4 = QStringLiteral("fp4_int4");
        // 78 x 576 x 1 + 21 indexer layers x 128 x 0.5 (57 shared layers store nothing)
        QTest::newRow("glm-5.2 fp8/fp4")
            << QStringLiteral("glm-5.2") << fp8 << fp4 << 1024.0 << false << 46272.0 << 0.0 << fp8 << fp4;
        // 61 x 576 x 2 + 61 x 128 x 2
        QTest::newRow("deepseek-v3.2 bf16") << QStringLiteral("deepseek-v3.2") << bf16 << QString() << 1024.0
                                            << false << 85888.0 << 0.0 << bf16 << bf16;
        // 60 x 2 x 4 x 128 x 1 + 57 x 128 x 2: the fixed bf16 indexer overrides the fp4 request
        QTest::newRow("minimax-m3 fp8")
            << QStringLiteral("minimax-m3") << fp8 << fp4 << 1024.0 << false << 76032.0 << 0.0 << fp8 << bf16;
        QTest::newRow("deepseek-v4-flash T7169")
            << QStringLiteral("deepseek-v4-flash") << QString() << QString() << 7169.0 << false << 3496.655
            << 5e-4 << fp8 << fp4;
        // 43 layers x 128-token window x 512 x 1; nothing is compressed yet at T = 1
        QTest::newRow("deepseek-v4-flash T1") << QStringLiteral("deepseek-v4-flash") << QString() << QString()
                                              << 1.0 << false << 2818048.0 << 0.0 << fp8 << fp4;
        // 32 x 2 x 8 x 128 x 2
        QTest::newRow("llama-3.1-8b") << QStringLiteral("llama-3.1-8b") << QString() << QString() << 1024.0
                                      << false << 131072.0 << 0.0 << bf16 << QString();
        // (62 + 3 MTP layers) x 2 x 8 x 128 x 1
        QTest::newRow("minimax-m2 draft") << QStringLiteral("minimax-m2") << fp8 << QString() << 1024.0
                                          << true << 133120.0 << 0.0 << fp8 << QString();
        // [1024 x 3 x 1 x (512 + 512) + 512 x 12 x 1 x (256 + 256)] x 2 / 1024
        QTest::newRow("gemma-4-e2b") << QStringLiteral("gemma-4-e2b") << QString() << QString() << 1024.0
                                     << false << 12288.0 << 0.0 << bf16 << QString();
        // 24 full-attention layers x 576 x 2; the KDA state is excluded
        QTest::newRow("kimi-k3") << QStringLiteral("kimi-k3") << QString() << QString() << 1024.0 << true
                                 << 27648.0 << 0.0 << bf16 << QString();
    }

    void formulaChecks()
    {
        QFETCH(QString, model);
        QFETCH(QString, kv);
        QFETCH(QString, indexer);
        QFETCH(double, tokens);
        QFETCH(bool, draft);
        QFETCH(double, expected);
        QFETCH(double, tolerance);
        QFETCH(QString, precision);
        QFETCH(QString, indexerPrecision);
        const ModelCatalog& catalog = ModelCatalog::builtIn();
        const ModelSpec* spec = catalog.find(model);
        QVERIFY(spec);
        const KvFootprint f = computeKvFootprint(catalog, *spec, settings(kv, indexer, tokens, draft));
        QVERIFY2(std::fabs(f.bytesPerToken - expected) <= tolerance,
                 qPrintable(QString::number(f.bytesPerToken, 'g', 17)));
        QCOMPARE(f.precision.id, precision);
        QCOMPARE(idOrEmpty(f.indexerPrecision), indexerPrecision);
    }

    void draftLayerCounts()
    {
        const ModelCatalog& catalog = ModelCatalog::builtIn();
        auto draftOf = [&](const char* id) {
            return computeKvFootprint(catalog, *catalog.find(QString::fromLatin1(id)),
                                      settings({}, {}, 1024, true))
                .draftLayers;
        };
        QCOMPARE(draftOf("deepseek-v3"), 1);       // num_nextn_predict_layers
        QCOMPARE(draftOf("minimax-m2"), 3);        // use_mtp: 3 modules x 1 layer
        QCOMPARE(draftOf("minimax-m3"), 0);        // disable_draft_kv_cache
        QCOMPARE(draftOf("deepseek-v4-pro"), 1);   // 62 compress ratios for 61 layers
        QCOMPARE(draftOf("deepseek-v4-flash"), 1); // 44 compress ratios for 43 layers
        QCOMPARE(computeKvFootprint(catalog, *catalog.find(QStringLiteral("deepseek-v3")), {}).draftLayers,
                 0);
    }

    void inklingIsUnsupported()
    {
        const ModelCatalog& catalog = ModelCatalog::builtIn();
        for (const char* id : {"inkling", "inkling-small"}) {
            const ModelSpec* spec = catalog.find(QString::fromLatin1(id));
            QVERIFY(spec);
            QVERIFY(!isFormulaSupported(spec->formula));
            try {
                computeKvFootprint(catalog, *spec, {});
                QFAIL("expected UnsupportedFormula");
            } catch (const UnsupportedFormula& e) {
                const QString what = QString::fromUtf8(e.what());
                QVERIFY2(what.contains(QStringLiteral("unsupported formula 'inkling_hybrid'")),
                         qPrintable(what));
                QVERIFY2(what.contains(QStringLiteral("'%1'").arg(QLatin1String(id))), qPrintable(what));
            }
        }
        ModelSpec odd;
        odd.id = QStringLiteral("odd");
        odd.formula = QStringLiteral("no_such_formula");
        QVERIFY_THROWS_EXCEPTION(UnsupportedFormula, computeKvFootprint(catalog, odd, {}));
    }

    void unknownPrecision_data()
    {
        QTest::addColumn<QString>("kv");
        QTest::addColumn<QString>("indexer");
        QTest::addColumn<QString>("field");
        QTest::newRow("kv") << QStringLiteral("fp16") << QString() << QStringLiteral("kv-precision");
        QTest::newRow("indexer") << QString() << QStringLiteral("int3")
                                 << QStringLiteral("indexer-precision");
    }

    void unknownPrecision()
    {
        QFETCH(QString, kv);
        QFETCH(QString, indexer);
        QFETCH(QString, field);
        const ModelCatalog& catalog = ModelCatalog::builtIn();
        try {
            computeKvFootprint(catalog, *catalog.find(QStringLiteral("glm-5.2")),
                               settings(kv, indexer, 1024, false));
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), field);
            for (const char* id : {"bf16_fp16", "fp8_int8", "fp4_int4"})
                QVERIFY2(e.detail().contains(QLatin1String(id)), qPrintable(e.message()));
        }
    }

    void indexerOnlyWithIndexHeadDim()
    {
        const ModelCatalog& catalog = ModelCatalog::builtIn();
        const KvSettings s = settings({}, QStringLiteral("fp4_int4"), 1024, false);
        for (const ModelSpec& m : catalog.models()) {
            if (!isFormulaSupported(m.formula))
                continue;
            const KvFootprint f = computeKvFootprint(catalog, m, s);
            QCOMPARE(f.indexerPrecision.has_value(), m.number("index_head_dim").has_value());
            if (!f.indexerPrecision)
                QCOMPARE(f.indexerBytesPerToken, 0.0);
        }
    }

    void textFieldsAndLiftedPrecisions()
    {
        const ModelCatalog& catalog = ModelCatalog::builtIn();
        QCOMPARE(catalog.find(QStringLiteral("kimi-k3"))->defaultPrecisionId, QStringLiteral("bf16_fp16"));
        QCOMPARE(catalog.find(QStringLiteral("minimax-m3"))->indexerFixedPrecisionId,
                 QStringLiteral("bf16_fp16"));
        QVERIFY(catalog.find(QStringLiteral("minimax-m2"))->flag("use_mtp"));
        QCOMPARE(catalog.find(QStringLiteral("deepseek-v4-pro"))->list("compress_ratios").size(),
                 std::size_t(62));
        if (!sharedPresent())
            return;
        // Upstream text values the calculator never needs are kept as text, not rejected.
        const FieldValue* interval =
            upstream().find(QStringLiteral("kimi-k3"))->field("default_kda_checkpoint_interval");
        QVERIFY(interval);
        QCOMPARE(interval->text, QStringLiteral("infinity"));
        QVERIFY(!interval->scalar);
        QVERIFY(interval->line > 0);
    }

    void badYaml_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("line"); // 0: any line > 0
        const QByteArray ok = "  - id: ok\n    formula: mla\n";
        QTest::newRow("syntax") << QByteArray("models:\n  - id: a\n    formula: [unclosed\n    label: x\n")
                                << QString() << 0;
        QTest::newRow("no id") << QByteArray("models:\n" + ok + "  - label: Nameless\n    formula: mla\n")
                               << QStringLiteral("id") << 4;
        QTest::newRow("no formula") << QByteArray("models:\n" + ok + "  - id: shapeless\n    label: S\n")
                                    << QStringLiteral("formula") << 4;
        QTest::newRow("text layers") << QByteArray(
                                            "models:\n  - id: x\n    formula: standard_gqa\n    fields:\n"
                                            "      num_hidden_layers: lots\n")
                                     << QStringLiteral("num_hidden_layers") << 5;
        QTest::newRow("text in list")
            << QByteArray("models:\n  - id: x\n    formula: deepseek_v4_hybrid\n    fields:\n"
                          "      compress_ratios:\n        - 4\n        - four\n")
            << QStringLiteral("compress_ratios") << 7;
        QTest::newRow("text tokens")
            << QByteArray("models:\n  - id: x\n    formula: mla\n    default_tokens: many\n")
            << QStringLiteral("default_tokens") << 4;
        QTest::newRow("text bytes") << QByteArray(
                                           "precision_options:\n  - id: p\n    bytes_per_element: two\n"
                                           "models: []\n")
                                    << QStringLiteral("bytes_per_element") << 3;
        QTest::newRow("top-level list") << QByteArray("- id: x\n  formula: mla\n") << QString() << 1;
        QTest::newRow("top-level scalar") << QByteArray("just text\n") << QString() << 1;
        QTest::newRow("models not a list")
            << QByteArray("metadata: {}\nmodels: 3\n") << QStringLiteral("models") << 2;
        QTest::newRow("no models") << QByteArray("metadata: {}\n") << QStringLiteral("models") << 1;
        QTest::newRow("duplicate id") << QByteArray("models:\n" + ok + ok) << QStringLiteral("id") << 4;
    }

    void badYaml()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, field);
        QFETCH(int, line);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("models.yaml"));
        writeFile(path, yaml);
        try {
            ModelCatalog::fromFile(path);
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), path);
            QCOMPARE(e.field(), field);
            if (line > 0)
                QCOMPARE(e.line(), std::uint64_t(line));
            else
                QVERIFY2(e.line() > 0, qPrintable(e.message()));
            QVERIFY(e.message().startsWith(path + QLatin1Char(':')));
        }
    }

    void missingFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("absent.yaml"));
        try {
            ModelCatalog::fromFile(path);
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), path);
        }
    }

    // A field the formula needs but the model lacks is reported at calculation time, at the model's line.
    void missingFieldAtCalculation()
    {
        const ModelCatalog catalog = ModelCatalog::fromYaml(
            "models:\n  - id: partial\n    formula: standard_gqa\n    fields:\n      num_hidden_layers: 4\n",
            QStringLiteral("inline.yaml"));
        QCOMPARE(catalog.precisions().size(), std::size_t(3)); // the standard table when none is declared
        try {
            computeKvFootprint(catalog, catalog.models().front(), {});
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), QStringLiteral("inline.yaml"));
            QCOMPARE(e.line(), std::uint64_t(2));
            QCOMPARE(e.field(), QStringLiteral("num_key_value_heads"));
        }
    }

    void sortsByCodePoint()
    {
        const ModelCatalog catalog =
            ModelCatalog::fromYaml("models:\n"
                                   "  - {id: c, label: b, family: Gemma, formula: mla}\n"
                                   "  - {id: a, label: z, family: GLM, formula: mla}\n"
                                   "  - {id: b, label: a, family: Gemma, formula: mla}\n"
                                   "  - {id: d, label: A, family: Gemma, formula: mla}\n",
                                   QStringLiteral("inline.yaml"));
        QStringList ids;
        for (const ModelSpec& m : catalog.models())
            ids << m.id;
        QCOMPARE(ids, (QStringList{QStringLiteral("a"), QStringLiteral("d"), QStringLiteral("b"),
                                   QStringLiteral("c")}));
    }
};

QTEST_GUILESS_MAIN(TstModelCatalog)
#include "tst_model_catalog.moc"
