// The workbench window driven offscreen: startup on the demo, opening traces, the model panel's
// live read-outs, error dialogs, cancelling a load, and a screenshot; plus the ui helpers under it.
#include "TestFiles.h"

#include "demo/DemoWorkload.h"
#include "io/TraceLoader.h"
#include "jobs/JobTracker.h"
#include "model/ModelCatalog.h"
#include "models/CatalogTreeModel.h"
#include "trace/TraceSummary.h"
#include "util/Format.h"
#include "widgets/JobStatusWidget.h"
#include "widgets/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QChart>
#include <QChartView>
#include <QTest>
#include <QThreadPool>
#include <QToolButton>
#include <QUrl>

#include <memory>

using namespace kvwb;

namespace {
constexpr int kLoadTimeoutMs = 60000;

QString english(std::uint64_t value)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(qulonglong(value));
}
} // namespace

class GuiTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void startsOnDemoWorkload();
    void opensMooncakeTrace();
    void dropOpensTraceAndRemembersIt();
    void modelPanelComputesGlm52();
    void modelPanelWithoutIndexerOrFormula();
    void malformedFileShowsErrorAndKeepsTrace();
    void cancelStopsLoadAndKeepsTrace();
    void latestLoadWins();
    void screenshot();
    void settingsPersist();

    void trackerDropsSupersededJobs();
    void etaEstimate();
    void formatting();
    void catalogModels();

private:
    QString text(const char* objectName) const
    {
        auto* label = m_window->findChild<QLabel*>(QLatin1String(objectName));
        return label ? label->text() : QStringLiteral("<no %1>").arg(QLatin1String(objectName));
    }
    QString demoRequests() const { return english(summarize(*makeDemoWorkload()).requests); }
    QString writeTemp(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        if (!test::writeFile(path, bytes))
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void GuiTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("kvcache-workbench"));
    QCoreApplication::setApplicationName(QStringLiteral("KV Cache Workbench tests"));
    QSettings().clear();
    // Group separators are what the panels promise; pin the locale so the expected texts are stable.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
}

void GuiTest::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QTRY_COMPARE_WITH_TIMEOUT(text("requestsValue"), demoRequests(), kLoadTimeoutMs);
    QTRY_VERIFY(!m_window->isLoading());
}

void GuiTest::cleanup()
{
    m_window.reset();
    QThreadPool::globalInstance()->waitForDone();
}

void GuiTest::startsOnDemoWorkload()
{
    QVERIFY(m_window->trace());
    QCOMPARE(m_window->trace()->format, TraceFormat::Demo);
    QVERIFY(text("traceNote").contains(QStringLiteral("demo workload")));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Demo workload")));
    const TraceSummary demo = summarize(*makeDemoWorkload());
    QCOMPARE(text("blockEventsValue"), english(demo.blockEvents));
    QCOMPARE(text("uniqueBlocksValue"), english(demo.uniqueBlocks));
    // Estimate tokens default to the average input, rounded down.
    auto* tokens = m_window->findChild<QSpinBox*>(QStringLiteral("tokensSpin"));
    QVERIFY(tokens);
    QCOMPARE(tokens->value(), int(demo.averageInputTokens));
}

void GuiTest::opensMooncakeTrace()
{
    if (test::sharedDir().isEmpty())
        QSKIP("the shared folder is absent");
    const QString path = test::sharedDir() + QStringLiteral("/traces/mooncake/conversation_trace.jsonl");
    m_window->openTraces({path});
    QTRY_COMPARE_WITH_TIMEOUT(text("requestsValue"), QStringLiteral("12,031"), kLoadTimeoutMs);
    QCOMPARE(text("fileValue"), QStringLiteral("conversation_trace.jsonl"));
    // The trace declares no block_size: the panel's fallback (512) applies.
    QCOMPARE(text("blockSizeValue"), QStringLiteral("512 tokens"));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("conversation_trace.jsonl")));
    // The input-length histogram counts every request but the longest 0.5%.
    auto* histogram = m_window->findChild<QChartView*>(QStringLiteral("inputLengthHistogram"));
    QVERIFY(histogram && histogram->isVisible());
    QCOMPARE(histogram->chart()->series().size(), 1);
}

void GuiTest::dropOpensTraceAndRemembersIt()
{
    const QString path = writeTemp(QStringLiteral("dropped.jsonl"),
                                   "{\"hash_ids\": [1, 2], \"input_length\": 30, \"block_size\": 16}\n"
                                   "{\"hash_ids\": [1, 3], \"input_length\": 20, \"block_size\": 16}\n");
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    const QPoint centre = m_window->rect().center();
    QDragEnterEvent enter(centre, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(centre, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &drop);
    QTRY_COMPARE_WITH_TIMEOUT(text("fileValue"), QStringLiteral("dropped.jsonl"), kLoadTimeoutMs);
    QCOMPARE(text("requestsValue"), QStringLiteral("2"));
    QCOMPARE(text("uniqueBlocksValue"), QStringLiteral("3"));

    auto* recent = m_window->findChild<QMenu*>(QStringLiteral("recentMenu"));
    QVERIFY(recent);
    Q_EMIT recent->aboutToShow();
    QVERIFY(!recent->actions().isEmpty());
    QVERIFY(recent->actions().first()->text().contains(QStringLiteral("dropped.jsonl")));
}

void GuiTest::modelPanelComputesGlm52()
{
    if (ModelCatalog::builtIn().models().empty())
        QSKIP("model catalog not available");
    auto* filter = m_window->findChild<QLineEdit*>(QStringLiteral("modelFilter"));
    auto* kv = m_window->findChild<QComboBox*>(QStringLiteral("kvPrecisionCombo"));
    auto* indexer = m_window->findChild<QComboBox*>(QStringLiteral("indexerPrecisionCombo"));
    QVERIFY(filter && kv && indexer);
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("glm-5.2"));
    QTest::keyClick(filter, Qt::Key_Return);
    QVERIFY(text("modelName").contains(QStringLiteral("GLM-5.2")));
    QVERIFY(indexer->isEnabled());
    kv->setCurrentIndex(kv->findData(QStringLiteral("fp8_int8")));
    indexer->setCurrentIndex(indexer->findData(QStringLiteral("fp4_int4")));
    QTRY_VERIFY(text("bytesPerTokenValue").contains(QStringLiteral("46,272 B/token")));
    // 46,272 B/token x 64 tokens per demo block = 2,961,408 B.
    QCOMPARE(text("bytesPerBlockValue"), QStringLiteral("2.82 MiB/block"));
    QVERIFY(text("appliedValue").contains(QStringLiteral("FP4")));
}

void GuiTest::modelPanelWithoutIndexerOrFormula()
{
    if (ModelCatalog::builtIn().models().empty())
        QSKIP("model catalog not available");
    auto* indexer = m_window->findChild<QComboBox*>(QStringLiteral("indexerPrecisionCombo"));
    auto* message = m_window->findChild<QLabel*>(QStringLiteral("modelMessage"));
    QVERIFY(indexer && message);

    auto* filter = m_window->findChild<QLineEdit*>(QStringLiteral("modelFilter"));
    filter->setText(QStringLiteral("llama-3.1-8b"));
    QTest::keyClick(filter, Qt::Key_Return);
    QVERIFY(text("modelName").contains(QStringLiteral("Llama 3.1 8B")));
    QVERIFY(!indexer->isEnabled());
    QCOMPARE(indexer->currentText(), QStringLiteral("n/a"));
    QVERIFY(message->isHidden());

    filter->setText(QStringLiteral("inkling_hybrid"));
    QTest::keyClick(filter, Qt::Key_Return);
    QVERIFY(text("modelName").contains(QStringLiteral("Inkling")));
    QVERIFY(!message->isHidden());
    QVERIFY(message->text().contains(QStringLiteral("inkling_hybrid")));
    QCOMPARE(text("bytesPerTokenValue"), QStringLiteral("unsupported"));
}

void GuiTest::malformedFileShowsErrorAndKeepsTrace()
{
    const TracePtr before = m_window->trace();
    const QString path = writeTemp(QStringLiteral("malformed.jsonl"),
                                   "{\"hash_ids\": [1], \"input_length\": -3, \"block_size\": 16}\n"
                                   "{\"hash_ids\": [2], \"input_length\": -3, \"block_size\": 16}\n");
    m_window->openTraces({path});
    QMessageBox* box = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((box = m_window->findChild<QMessageBox*>(QStringLiteral("loadErrorDialog"))),
                             kLoadTimeoutMs);
    QVERIFY(box->text().contains(QStringLiteral("malformed.jsonl")));
    QVERIFY(box->text().contains(QStringLiteral("input_length")));
    QVERIFY(box->isVisible());
    QCOMPARE(m_window->trace(), before);
    QCOMPARE(text("requestsValue"), demoRequests());
    QCOMPARE(text("fileValue"), QStringLiteral("Demo workload"));
    box->accept();
}

void GuiTest::cancelStopsLoadAndKeepsTrace()
{
    // ~120 MB: 40k distinct records written 30 times; far more than a click needs to interrupt.
    QByteArray chunk;
    for (int i = 0; i < 40000; ++i)
        chunk +=
            QStringLiteral("{\"timestamp\": %1, \"input_length\": 2000, \"block_size\": 512, "
                           "\"hash_ids\": [%2, %3, %4, %5, 900000000, 900000001, 900000002, 900000003]}\n")
                .arg(i)
                .arg(4 * i)
                .arg(4 * i + 1)
                .arg(4 * i + 2)
                .arg(4 * i + 3)
                .toLatin1();
    const QString path = m_dir.filePath(QStringLiteral("large.jsonl"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (int copy = 0; copy < 30; ++copy)
        QCOMPARE(file.write(chunk), chunk.size());
    file.close();

    const TracePtr before = m_window->trace();
    m_window->openTraces({path});
    QVERIFY(m_window->isLoading());
    auto* cancel = m_window->findChild<QToolButton*>(QStringLiteral("cancelJobButton"));
    QVERIFY(cancel);
    QTRY_VERIFY(cancel->isVisible());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!m_window->isLoading());
    QTRY_VERIFY(!cancel->isVisible());
    // The worker itself stops (it is not merely ignored): the pool drains well before a full load.
    QElapsedTimer drain;
    drain.start();
    QVERIFY(QThreadPool::globalInstance()->waitForDone(kLoadTimeoutMs));
    const qint64 drainMs = drain.elapsed();
    QTest::qWait(50); // let a late result, if any, reach the window; it must be dropped
    QCOMPARE(m_window->trace(), before);
    QCOMPARE(text("requestsValue"), demoRequests());

    // The same file loaded to the end takes clearly longer than the cancelled job took to stop.
    QElapsedTimer full;
    full.start();
    LoadOptions options;
    QCOMPARE(loadTrace({path}, options)->requestCount(), std::size_t(30 * 40000));
    QVERIFY2(
        drainMs < full.elapsed(),
        qPrintable(
            QStringLiteral("stopped after %1 ms; a full load takes %2 ms").arg(drainMs).arg(full.elapsed())));
}

void GuiTest::latestLoadWins()
{
    QByteArray big;
    for (int i = 0; i < 200000; ++i)
        big += QStringLiteral("{\"input_length\": 40, \"block_size\": 16, \"hash_ids\": [%1, %2, %3]}\n")
                   .arg(3 * i)
                   .arg(3 * i + 1)
                   .arg(3 * i + 2)
                   .toLatin1();
    const QString slow = writeTemp(QStringLiteral("slow.jsonl"), big);
    const QString quick = writeTemp(QStringLiteral("quick.jsonl"),
                                    "{\"hash_ids\": [7], \"input_length\": 10, \"block_size\": 16}\n");
    m_window->openTraces({slow});
    m_window->openTraces({quick});
    QTRY_COMPARE_WITH_TIMEOUT(text("fileValue"), QStringLiteral("quick.jsonl"), kLoadTimeoutMs);
    QVERIFY(QThreadPool::globalInstance()->waitForDone(kLoadTimeoutMs));
    QTest::qWait(50); // the superseded load's outcome, had it finished, must not replace the latest
    QCOMPARE(text("fileValue"), QStringLiteral("quick.jsonl"));
    QCOMPARE(text("requestsValue"), QStringLiteral("1"));
}

void GuiTest::screenshot()
{
    const QString path = QDir::currentPath() + QStringLiteral("/tst_gui_mainwindow.png");
    QVERIFY(m_window->grab().save(path, "PNG"));
    const QImage image(path);
    QVERIFY(!image.isNull());
    QVERIFY2(image.width() > 800 && image.height() > 500,
             qPrintable(QStringLiteral("%1x%2").arg(image.width()).arg(image.height())));
    QVERIFY(QFileInfo(path).size() > 0);
}

void GuiTest::settingsPersist()
{
    if (ModelCatalog::builtIn().models().empty())
        QSKIP("model catalog not available");
    auto* filter = m_window->findChild<QLineEdit*>(QStringLiteral("modelFilter"));
    filter->setText(QStringLiteral("llama-3.1-8b"));
    QTest::keyClick(filter, Qt::Key_Return);
    m_window->findChild<QSpinBox*>(QStringLiteral("fallbackBlockSize"))->setValue(256);
    QVERIFY(m_window->close()); // writes the settings

    MainWindow again;
    QVERIFY(again.findChild<QLabel*>(QStringLiteral("modelName"))
                ->text()
                .contains(QStringLiteral("Llama 3.1 8B")));
    QCOMPARE(again.findChild<QSpinBox*>(QStringLiteral("fallbackBlockSize"))->value(), 256);
    QSettings().clear(); // later tests start from defaults again
}

void GuiTest::trackerDropsSupersededJobs()
{
    JobTracker tracker;
    QStringList delivered;
    auto promiseFor = [](QPromise<JobOutcome<int>>& promise) {
        promise.start();
        return promise.future();
    };
    QPromise<JobOutcome<int>> first, second;
    tracker.start(QStringLiteral("first"), promiseFor(first),
                  [&](const JobOutcome<int>&) { delivered << QStringLiteral("first"); });
    const quint64 secondId =
        tracker.start(QStringLiteral("second"), promiseFor(second), [&](const JobOutcome<int>& o) {
            delivered << QStringLiteral("second=%1").arg(o.value.value_or(-1));
        });
    QCOMPARE(tracker.currentJobId(), secondId);
    QVERIFY(first.isCanceled()); // latest wins: the replaced job was asked to stop
    first.addResult(JobOutcome<int>{1, {}, false});
    first.finish();
    second.addResult(JobOutcome<int>{2, {}, false});
    second.finish();
    QTRY_COMPARE(delivered, QStringList{QStringLiteral("second=2")});
    QVERIFY(!tracker.isRunning());
}

void GuiTest::etaEstimate()
{
    QCOMPARE(JobTracker::estimateRemainingMs(1000, 250, 1000), std::optional<qint64>(3000));
    QCOMPARE(JobTracker::estimateRemainingMs(100, 500, 1000), std::nullopt); // too early to trust
    QCOMPARE(JobTracker::estimateRemainingMs(5000, 5, 1000), std::nullopt);  // below 1 %
    QCOMPARE(JobTracker::estimateRemainingMs(5000, 1000, 1000), std::optional<qint64>(0));
}

void GuiTest::formatting()
{
    QCOMPARE(formatCount(12031), QStringLiteral("12,031"));
    QCOMPARE(formatNumber(46272.0), QStringLiteral("46,272"));
    QCOMPARE(formatNumber(3496.655), QStringLiteral("3,496.655"));
    QCOMPARE(formatBytes(512), QStringLiteral("512 B"));
    QCOMPARE(formatBytes(2961408), QStringLiteral("2.82 MiB"));
    QCOMPARE(formatDuration(42.4), QStringLiteral("42.4 s"));
    QCOMPARE(formatDuration(125), QStringLiteral("2 min 05 s"));
    QCOMPARE(formatDuration(3609), QStringLiteral("1 h 00 min"));
    QCOMPARE(JobStatusWidget::etaText(-1), QString());
    QCOMPARE(JobStatusWidget::etaText(42000), QStringLiteral("about 42 s left"));
    QCOMPARE(JobStatusWidget::etaText(125000), QStringLiteral("about 2 min 05 s left"));
}

void GuiTest::catalogModels()
{
    CatalogTreeModel tree;
    QAbstractItemModelTester treeTester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
    tree.setCatalog(ModelCatalog::builtIn());
    CatalogFilterModel filtered;
    QAbstractItemModelTester filterTester(&filtered, QAbstractItemModelTester::FailureReportingMode::QtTest);
    filtered.setSourceModel(&tree);
    if (ModelCatalog::builtIn().models().empty())
        QSKIP("model catalog not available");
    QVERIFY(tree.indexOfModel(QStringLiteral("glm-5.2")).isValid());
    filtered.setFilterFixedString(QStringLiteral("dsa_mla"));
    const QModelIndex first = filtered.firstModel();
    QVERIFY(first.isValid());
    QCOMPARE(filtered.rowCount(), 2); // DeepSeek and GLM
    filtered.setFilterFixedString(QStringLiteral("no such model"));
    QCOMPARE(filtered.rowCount(), 0);
    QVERIFY(!filtered.firstModel().isValid());
}

QTEST_MAIN(GuiTest)
#include "tst_gui.moc"
