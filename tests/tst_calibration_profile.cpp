// Calibration profiles: the shared configuration and profile load as they are, unknown keys are
// reported with file and line, wrong types are errors, and the tiers follow the overrides.
#include "TestFiles.h"

#include "tiers/CalibrationProfile.h"
#include "util/InputError.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kvwb;

class CalibrationProfileTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultsAreTheDocumentedTiers();
    void sharedFilesLoadAsIs_data();
    void sharedFilesLoadAsIs();
    void overridesDeepMerge();
    void unknownKeysAreReported();
    void wrongTypesAreErrors_data();
    void wrongTypesAreErrors();
};

void CalibrationProfileTest::defaultsAreTheDocumentedTiers()
{
    const std::vector<TierSpec> tiers = CalibrationProfile::defaults().tiers();
    const std::vector<TierSpec> expected = defaultTiers();
    QCOMPARE(tiers.size(), expected.size());
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        QCOMPARE(tiers[i].name, expected[i].name);
        QCOMPARE(tiers[i].capacityGb, expected[i].capacityGb);
        QCOMPARE(tiers[i].readBwGbps, expected[i].readBwGbps);
        QCOMPARE(tiers[i].writeBwGbps, expected[i].writeBwGbps);
        QCOMPARE(tiers[i].readLatencyMs, expected[i].readLatencyMs);
    }
    QCOMPARE(CalibrationProfile::defaults().number(QStringLiteral("pd_separation.compute.prefill_tflops")), 800.0);
}

void CalibrationProfileTest::sharedFilesLoadAsIs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("name");
    if (test::sharedDir().isEmpty())
        QSKIP("../shared is absent");
    QTest::newRow("config") << QStringLiteral("/reference/kvcache-sim/config.yaml") << QStringLiteral("config");
    QTest::newRow("profile") << QStringLiteral("/reference/kvcache-sim/profiles/h100_70b_reference.yaml")
                             << QStringLiteral("h100_70b_reference");
}

void CalibrationProfileTest::sharedFilesLoadAsIs()
{
    QFETCH(QString, file);
    QFETCH(QString, name);
    const CalibrationProfile p = CalibrationProfile::load(test::sharedDir() + file);
    QVERIFY2(p.warnings().isEmpty(), qPrintable(p.warnings().join(QLatin1Char('\n'))));
    QCOMPARE(p.name(), name);
    QCOMPARE(p.number(QStringLiteral("hardware.ssd.read_bw_gbps")), 7.0);
    QCOMPARE(p.number(QStringLiteral("cluster.network.nvlink_bw_gbps")), 900.0);
    QCOMPARE(p.number(QStringLiteral("pd_separation.transfer.rdma_bw_gbps")), 12.5);
}

void CalibrationProfileTest::overridesDeepMerge()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fast_ssd.yaml"));
    QVERIFY(test::writeFile(path, "name: fast-ssd\noverrides:\n  hardware:\n    ssd:\n      read_bw_gbps: 14\n"));
    const CalibrationProfile p = CalibrationProfile::load(path);
    QCOMPARE(p.name(), QStringLiteral("fast-ssd"));
    QCOMPARE(p.tiers()[2].readBwGbps, 14.0);
    QCOMPARE(p.tiers()[2].writeBwGbps, 4.0); // untouched siblings keep their defaults
    QCOMPARE(p.tiers()[1].readBwGbps, 200.0);
}

void CalibrationProfileTest::unknownKeysAreReported()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("typo.yaml"));
    QVERIFY(test::writeFile(path, "hardware:\n  hbm:\n    read_bw_gpbs: 1\n  tpu: {}\nnonsense: 3\n"));
    const CalibrationProfile p = CalibrationProfile::load(path);
    QCOMPARE(p.warnings().size(), 3);
    QVERIFY(p.warnings()[0].startsWith(path + QStringLiteral(":3: hardware.hbm.read_bw_gpbs:")));
    QVERIFY(p.warnings()[1].startsWith(path + QStringLiteral(":4: hardware.tpu:")));
    QVERIFY(p.warnings()[2].startsWith(path + QStringLiteral(":5: nonsense:")));
    QCOMPARE(p.tiers()[0].readBwGbps, 3350.0);
}

void CalibrationProfileTest::wrongTypesAreErrors_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    QTest::newRow("text for a number") << QByteArray("hardware:\n  dram:\n    capacity_gb: lots\n") << 3
                                       << QStringLiteral("hardware.dram.capacity_gb");
    QTest::newRow("value for a section") << QByteArray("cache: 5\n") << 1 << QStringLiteral("cache");
    QTest::newRow("map for a list") << QByteArray("pd_separation:\n  pd_ratio: {a: 1}\n") << 2
                                    << QStringLiteral("pd_separation.pd_ratio");
    QTest::newRow("bad yaml") << QByteArray("hardware: [\n") << 2 << QString();
}

void CalibrationProfileTest::wrongTypesAreErrors()
{
    QFETCH(QByteArray, content);
    QFETCH(int, line);
    QFETCH(QString, field);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.yaml"));
    QVERIFY(test::writeFile(path, content));
    try {
        CalibrationProfile::load(path);
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(e.file(), path);
        QCOMPARE(int(e.line()), line);
        QCOMPARE(e.field(), field);
    }
}

QTEST_GUILESS_MAIN(CalibrationProfileTest)
#include "tst_calibration_profile.moc"
