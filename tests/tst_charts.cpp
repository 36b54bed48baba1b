// The LMCache chart PNGs rendered offscreen: size, content, and atomic failure on bad paths.
// Set KVWB_CHART_REVIEW_DIR to keep the figures (sessions and mooncake-synthetic) for a look.
#include "TestFiles.h"

#include "charts/ChartImage.h"
#include "charts/LmcacheCharts.h"
#include "io/TraceLoader.h"
#include "lmcache/LmcacheReport.h"
#include "lmcache/LmcacheSimulator.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace kvwb;

namespace {

constexpr double kSessionsGib = 0.02;

struct Run
{
    TracePtr trace;
    LmcacheRunInfo info;
};

Run load(const QString& dir, double gib)
{
    Run run;
    run.trace = loadTrace({dir}, {});
    run.info.inputs = QStringList{dir};
    run.info.kvBytesPerChunk = run.trace->lmcache.kvBytesPerChunk;
    run.info.capacityGib = gib;
    run.info.chunkSize = run.trace->blockSize;
    return run;
}

LmcacheResult simulate(const Run& run)
{
    return simulateLmcache(*run.trace, lmcacheCapacityChunks(run.info.capacityGib, run.info.kvBytesPerChunk),
                           true);
}

std::vector<LmcacheSweepPoint> sweep(const Run& run, double minGib, double maxGib, int points)
{
    std::vector<LmcacheSweepPoint> out;
    for (std::uint64_t bytes : lmcacheSweepCapacities(minGib, maxGib, points, false)) {
        const auto chunks =
            std::max<std::uint64_t>(1, std::uint64_t(double(bytes) / run.info.kvBytesPerChunk));
        out.push_back({bytes, simulateLmcache(*run.trace, chunks, false)});
    }
    return out;
}

// Share of pixels that are not (nearly) white: a blank or failed render has almost none.
double inkShare(const QImage& image)
{
    qint64 ink = 0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            ink += qRed(line[x]) < 235 || qGreen(line[x]) < 235 || qBlue(line[x]) < 235;
    }
    return double(ink) / double(qint64(rgb.width()) * rgb.height());
}

// Pixels close to the bar / line colour: proves the data, not just the frames, was drawn.
qint64 dataPixels(const QImage& image)
{
    qint64 n = 0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            n += std::abs(qRed(line[x]) - 0x3b) < 12 && std::abs(qGreen(line[x]) - 0x75) < 12 &&
                 std::abs(qBlue(line[x]) - 0xaf) < 12;
    }
    return n;
}

void checkImage(const QString& path, QSize size, double minInk, qint64 minData)
{
    QVERIFY2(QFileInfo::exists(path), qPrintable(path));
    QImage image;
    QVERIFY(image.load(path, "PNG"));
    QCOMPARE(image.size(), size);
    const double ink = inkShare(image);
    QVERIFY2(ink > minInk, qPrintable(QStringLiteral("ink share %1").arg(ink)));
    const qint64 data = dataPixels(image);
    QVERIFY2(data > minData, qPrintable(QStringLiteral("data pixels %1").arg(data)));
}

} // namespace

class ChartsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void equalBins();
    void integerBins_data();
    void integerBins();
    void statsPng();
    void statsPngWithInputLengths();
    void statsPngWithoutData();
    void sweepPng();
    void emptySweepFails();
    void unwritablePathFails_data();
    void unwritablePathFails();
    void review();

private:
    QString m_shared;
    Run m_sessions;
    QTemporaryDir m_dir;
};

void ChartsTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_shared = test::sharedDir();
    if (!m_shared.isEmpty())
        m_sessions = load(m_shared + QStringLiteral("/traces/lmcache/sessions"), kSessionsGib);
}

void ChartsTest::equalBins()
{
    // numpy's convention: half-open bins, the last one closed; values outside are ignored.
    const HistogramBins b = binEqual({0.0, 9.99, 10.0, 50.0, 100.0, 100.5, -1.0}, 0, 100, 10);
    QCOMPARE(b.lo, 0.0);
    QCOMPARE(b.width, 10.0);
    QCOMPARE(b.hi(), 100.0);
    QCOMPARE(b.counts, (std::vector<double>{2, 1, 0, 0, 0, 1, 0, 0, 0, 1}));
}

void ChartsTest::integerBins_data()
{
    QTest::addColumn<QList<qulonglong>>("values");
    QTest::addColumn<qulonglong>("lowest");
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("width");
    QTest::addColumn<QList<double>>("counts");
    QTest::newRow("one bar per value")
        << QList<qulonglong>{2, 2, 4, 8} << 2ull << 1.5 << 1.0 << QList<double>{2, 0, 1, 0, 0, 0, 1};
    QTest::newRow("from zero") << QList<qulonglong>{0, 3} << 0ull << -0.5 << 1.0 << QList<double>{1, 0, 0, 1};
    // 0..119 is 120 values: whole bins of 3 (at most 50 bins), never 2.4.
    QTest::newRow("wide range") << QList<qulonglong>{0, 2, 3, 119} << 0ull << -0.5 << 3.0
                                << QList<double>{2, 1} + QList<double>(37, 0.0) + QList<double>{1};
    QTest::newRow("empty") << QList<qulonglong>{} << 0ull << 0.0 << 1.0 << QList<double>{};
}

void ChartsTest::integerBins()
{
    QFETCH(QList<qulonglong>, values);
    QFETCH(qulonglong, lowest);
    QFETCH(double, lo);
    QFETCH(double, width);
    QFETCH(QList<double>, counts);
    const HistogramBins b = binIntegers(std::vector<std::uint64_t>(values.begin(), values.end()), lowest);
    QCOMPARE(b.lo, lo);
    QCOMPARE(b.width, width);
    QCOMPARE(b.counts, std::vector<double>(counts.begin(), counts.end()));
}

void ChartsTest::statsPng()
{
    if (m_shared.isEmpty())
        QSKIP("the shared folder (KVWB_SHARED_DIR) is absent");
    const QString path = m_dir.filePath(QStringLiteral("sessions_stats.png"));
    QString error;
    QVERIFY2(writeLmcacheStatsPng(m_sessions.info, simulate(m_sessions), path, &error), qPrintable(error));
    QVERIFY(error.isEmpty());
    checkImage(path, kLmcacheStatsImageSize, 0.05, 20000);
}

void ChartsTest::statsPngWithInputLengths()
{
    if (m_shared.isEmpty())
        QSKIP("the shared folder (KVWB_SHARED_DIR) is absent");
    const QString path = m_dir.filePath(QStringLiteral("sessions_stats_lengths.png"));
    QString error;
    QVERIFY2(writeLmcacheStatsPng(m_sessions.info, simulate(m_sessions), path, &error,
                                  m_sessions.trace->inputLength),
             qPrintable(error));
    checkImage(path, kLmcacheStatsImageSize, 0.05, 20000);
}

void ChartsTest::statsPngWithoutData()
{
    // No statistics at all (e.g. an empty trace): every panel still renders, saying "no data".
    const QString path = m_dir.filePath(QStringLiteral("empty_stats.png"));
    QString error;
    QVERIFY2(writeLmcacheStatsPng(LmcacheRunInfo{}, LmcacheResult{}, path, &error), qPrintable(error));
    checkImage(path, kLmcacheStatsImageSize, 0.01, 100);
}

void ChartsTest::sweepPng()
{
    if (m_shared.isEmpty())
        QSKIP("the shared folder (KVWB_SHARED_DIR) is absent");
    const QString path = m_dir.filePath(QStringLiteral("sessions_sweep.png"));
    QString error;
    QVERIFY2(writeLmcacheSweepPng(m_sessions.info, sweep(m_sessions, 0.001, 1.0, 12), path, &error),
             qPrintable(error));
    checkImage(path, kLmcacheSweepImageSize, 0.02, 1000);
}

void ChartsTest::emptySweepFails()
{
    const QString path = m_dir.filePath(QStringLiteral("empty_sweep.png"));
    QString error;
    QVERIFY(!writeLmcacheSweepPng(LmcacheRunInfo{}, {}, path, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFileInfo::exists(path));
}

void ChartsTest::unwritablePathFails_data()
{
    QTest::addColumn<QString>("relative");
    QTest::addColumn<bool>("sweepChart");
    QTest::newRow("stats, missing directory") << QStringLiteral("no/such/dir/stats.png") << false;
    QTest::newRow("sweep, missing directory") << QStringLiteral("no/such/dir/sweep.png") << true;
    QTest::newRow("stats, path is a directory") << QStringLiteral("existing-dir") << false;
}

void ChartsTest::unwritablePathFails()
{
    QFETCH(QString, relative);
    QFETCH(bool, sweepChart);
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("existing-dir")));
    const QString path = m_dir.filePath(relative);
    const QStringList before =
        QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);

    LmcacheResult result;
    result.requests = 1;
    result.totalTokens = 100;
    result.hitTokens = 50;
    result.stats.requestHitRates = {0.5};
    result.stats.hitPrefixChunks = {1};
    result.stats.rollingHitRates = {0.5};
    QString error;
    const bool ok = sweepChart ? writeLmcacheSweepPng(LmcacheRunInfo{}, {{1u << 30, result}}, path, &error)
                               : writeLmcacheStatsPng(LmcacheRunInfo{}, result, path, &error);
    QVERIFY(!ok);
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY(!QFileInfo(path).isFile());
    // No temporary left behind next to the target either.
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), before);
}

void ChartsTest::review()
{
    const QString out = qEnvironmentVariable("KVWB_CHART_REVIEW_DIR");
    if (out.isEmpty() || m_shared.isEmpty())
        QSKIP("set KVWB_CHART_REVIEW_DIR (and provide the shared folder) to keep the figures");
    QVERIFY(QDir().mkpath(out));
    QString error;
    const LmcacheResult sessions = simulate(m_sessions);
    QVERIFY2(
        writeLmcacheStatsPng(m_sessions.info, sessions, out + QStringLiteral("/sessions_stats.png"), &error),
        qPrintable(error));
    QVERIFY2(writeLmcacheStatsPng(m_sessions.info, sessions,
                                  out + QStringLiteral("/sessions_stats_lengths.png"), &error,
                                  m_sessions.trace->inputLength),
             qPrintable(error));
    QVERIFY2(writeLmcacheSweepPng(m_sessions.info, sweep(m_sessions, 0.001, 1.0, 20),
                                  out + QStringLiteral("/sessions_sweep.png"), &error),
             qPrintable(error));
    const Run mooncake = load(m_shared + QStringLiteral("/traces/lmcache/mooncake-synthetic"), 40.0);
    const LmcacheResult result = simulate(mooncake);
    QVERIFY2(writeLmcacheStatsPng(mooncake.info, result, out + QStringLiteral("/mooncake_stats.png"), &error),
             qPrintable(error));
    QVERIFY2(writeLmcacheStatsPng(mooncake.info, result, out + QStringLiteral("/mooncake_stats_lengths.png"),
                                  &error, mooncake.trace->inputLength),
             qPrintable(error));
    QVERIFY2(writeLmcacheSweepPng(mooncake.info, sweep(mooncake, 0.5, 1000, 30),
                                  out + QStringLiteral("/mooncake_sweep.png"), &error),
             qPrintable(error));
    QVERIFY2(writeLmcacheStatsPng(LmcacheRunInfo{}, LmcacheResult{}, out + QStringLiteral("/empty_stats.png"),
                                  &error),
             qPrintable(error));
}

QTEST_MAIN(ChartsTest)
#include "tst_charts.moc"
