// The window's desktop conventions, offscreen: a saved project reopens to the same view, a moved
// trace is located instead of failing, a broken project is a dialog; the shortcuts are there
// and unambiguous, every menu entry explains itself, the theme switches live and the language
// choice is kept for the next start.
#include "TestFiles.h"

#include "analysis/AnalysisController.h"
#include "charts/HitRateChart.h"
#include "model/ModelCatalog.h"
#include "widgets/AboutDialog.h"
#include "widgets/BudgetPanel.h"
#include "widgets/MainWindow.h"
#include "widgets/ModelPanel.h"
#include "widgets/PoliciesPanel.h"
#include "widgets/ProjectActions.h"
#include "widgets/TracePanel.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QDir>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace kvwb;

namespace {

constexpr int kTimeoutMs = 60000;

/// Multi-turn sessions over a shared system prompt: enough reuse for a curve with a middle.
QByteArray conversationTrace()
{
    QByteArray out;
    std::vector<std::vector<int>> sessions(24);
    int next = 100;
    for (int turn = 0; turn < 10; ++turn)
        for (std::size_t s = 0; s < sessions.size(); ++s) {
            for (int i = 0; i < 2 + int(s % 3); ++i)
                sessions[s].push_back(next++);
            QByteArray ids = "1,2,3,4";
            for (int id : sessions[s])
                ids += ',' + QByteArray::number(id);
            out += "{\"block_size\": 16, \"input_length\": " +
                   QByteArray::number(16 * (4 + int(sessions[s].size()))) + ", \"hash_ids\": [" + ids +
                   "]}\n";
        }
    return out;
}

QAction* action(const MainWindow& window, const char* name)
{
    auto* found = window.findChild<QAction*>(QLatin1String(name));
    if (!found)
        qFatal("no action %s", name);
    return found;
}

void collectMenuActions(QMenu* menu, QList<QAction*>& into)
{
    Q_EMIT menu->aboutToShow(); // menus filled on demand (recent files) fill now
    for (QAction* a : menu->actions()) {
        if (a->isSeparator())
            continue;
        into << a;
        if (a->menu())
            collectMenuActions(a->menu(), into);
    }
}

} // namespace

class GuiProjectTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void saveAndReopenRestoresTheView();
    void movedTraceIsLocated();
    void cancellingTheLocatorChangesNothing();
    void brokenProjectShowsDialog();
    void shortcutsAreThereAndUnambiguous();
    void everyMenuActionHasAStatusTip();
    void rerunAndEscape();
    void themeSwitchesLiveAndPersists();
    void languageChoiceWaitsForRestart();
    void aboutListsLibraryVersions();

private:
    bool waitSettled(MainWindow& window) const
    {
        return QTest::qWaitFor(
            [&]() {
                return !window.isLoading() && window.analysis()->result() && window.analysis()->isSettled() &&
                       !window.projects()->isRestoring();
            },
            kTimeoutMs);
    }
    QString writeTrace(const QString& name) const
    {
        const QString path = m_dir->filePath(name);
        if (!test::writeFile(path, conversationTrace()))
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void GuiProjectTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("kvcache-workbench"));
    QCoreApplication::setApplicationName(QStringLiteral("KV Cache Workbench project tests"));
}

void GuiProjectTest::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1200, 800);
    m_window->show();
    // Shortcuts reach only the active window.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QVERIFY(waitSettled(*m_window));
}

void GuiProjectTest::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void GuiProjectTest::saveAndReopenRestoresTheView()
{
    MainWindow& w = *m_window;
    const QString trace = writeTrace(QStringLiteral("chat.jsonl"));
    w.openTraces({trace});
    QVERIFY(waitSettled(w));
    auto* model = w.findChild<ModelPanel*>();
    auto* policies = w.findChild<PoliciesPanel*>();
    auto* budget = w.findChild<BudgetPanel*>();
    w.findChild<TracePanel*>()->setFallbackBlockSize(128);
    QVERIFY(model->selectModel(ModelCatalog::builtIn().models().front().id));
    const QString precision = ModelCatalog::builtIn().precisions().back().id;
    model->setPrecisions(precision, QString(), true);
    model->setEstimateTokens(1234);
    policies->setSelection(SemanticsPreset::KvcacheAi, {QStringLiteral("fifo"), QStringLiteral("optimal")});
    QVERIFY(waitSettled(w));
    budget->setBudgetGib(budget->minGib() * 7.25);
    QVERIFY(waitSettled(w));
    const WorkbenchProject saved = w.projects()->collect();
    QCOMPARE(saved.tracePaths, QStringList{trace});

    const QString path = m_dir->filePath(QStringLiteral("view.kvwb"));
    QSignalSpy pathChanged(w.projects(), &ProjectActions::projectPathChanged);
    QVERIFY(w.projects()->saveProjectAs(path));
    QCOMPARE(pathChanged.count(), 1);
    QVERIFY(test::readFile(path).contains("- chat.jsonl")); // relative to the project

    MainWindow again;
    again.show();
    QSignalSpy restored(again.projects(), &ProjectActions::restored);
    QVERIFY(again.projects()->openProject(path));
    QTRY_COMPARE_WITH_TIMEOUT(restored.count(), 1, kTimeoutMs);
    QVERIFY(waitSettled(again));
    QCOMPARE(again.tracePaths(), QStringList{trace});
    QCOMPARE(again.findChild<TracePanel*>()->fallbackBlockSize(), 128u);
    QCOMPARE(again.findChild<ModelPanel*>()->currentModelId(), saved.modelId);
    const KvSettings kv = again.findChild<ModelPanel*>()->kvSettings();
    QCOMPARE(kv.kvPrecision, precision);
    QVERIFY(kv.includeDraftKvCache);
    QCOMPARE(kv.tokens, 1234.0);
    QCOMPARE(again.findChild<PoliciesPanel*>()->semantics(), SemanticsPreset::KvcacheAi);
    QCOMPARE(again.findChild<PoliciesPanel*>()->checkedPolicies(),
             QStringList({QStringLiteral("fifo"), QStringLiteral("optimal")}));
    QCOMPARE(again.findChild<BudgetPanel*>()->budgetGib(), saved.budgetGib);
    QCOMPARE(again.analysis()->budgetGib(), saved.budgetGib);
    QVERIFY(again.projects()->collect() == saved);
    again.close();
}

void GuiProjectTest::movedTraceIsLocated()
{
    MainWindow& w = *m_window;
    const QString trace = writeTrace(QStringLiteral("before.jsonl"));
    WorkbenchProject project = w.projects()->collect();
    project.tracePaths = {trace};
    const QString path = m_dir->filePath(QStringLiteral("moved.kvwb"));
    saveProject(project, path);
    const QString moved = m_dir->filePath(QStringLiteral("after.jsonl"));
    QVERIFY(QFile::rename(trace, moved));

    QStringList asked;
    w.projects()->setTraceLocator([&](const QString& missing) -> std::optional<QString> {
        asked << missing;
        return moved;
    });
    QVERIFY(w.projects()->openProject(path));
    QCOMPARE(asked, QStringList{trace});
    QVERIFY(waitSettled(w));
    QCOMPARE(w.tracePaths(), QStringList{moved});
    QVERIFY(!w.findChild<QMessageBox*>(QStringLiteral("loadErrorDialog")));
}

void GuiProjectTest::cancellingTheLocatorChangesNothing()
{
    MainWindow& w = *m_window;
    WorkbenchProject project = w.projects()->collect();
    project.tracePaths = {m_dir->filePath(QStringLiteral("gone.jsonl"))};
    project.semantics = QStringLiteral("lmcache");
    const QString path = m_dir->filePath(QStringLiteral("gone.kvwb"));
    saveProject(project, path);
    const WorkbenchProject before = w.projects()->collect();
    w.projects()->setTraceLocator([](const QString&) -> std::optional<QString> { return std::nullopt; });
    QVERIFY(!w.projects()->openProject(path));
    QVERIFY(!w.isLoading());
    QVERIFY(w.projects()->collect() == before);
    QVERIFY(w.projects()->projectPath().isEmpty());
}

void GuiProjectTest::brokenProjectShowsDialog()
{
    const QString path = m_dir->filePath(QStringLiteral("broken.kvwb"));
    QVERIFY(test::writeFile(path, "format_version: 1\nanalysis:\n  policies: [lru, magic]\n"));
    QVERIFY(!m_window->projects()->openProject(path));
    auto* box = m_window->findChild<QMessageBox*>(QStringLiteral("projectErrorDialog"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY2(box->text().contains(path + QStringLiteral(":3: analysis.policies: unknown policy 'magic'")),
             qPrintable(box->text()));
    box->accept();
}

void GuiProjectTest::shortcutsAreThereAndUnambiguous()
{
    const MainWindow& w = *m_window;
    QCOMPARE(action(w, "openProjectAction")->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+O")));
    QCOMPARE(action(w, "saveProjectAction")->shortcut(), QKeySequence(QStringLiteral("Ctrl+S")));
    QCOMPARE(action(w, "saveProjectAsAction")->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+S")));
    QVERIFY(action(w, "rerunAnalysisAction")->shortcuts().contains(QKeySequence(QStringLiteral("F5"))));
    QVERIFY(action(w, "rerunAnalysisAction")->shortcuts().contains(QKeySequence(QStringLiteral("Ctrl+R"))));
    QCOMPARE(action(w, "cancelJobAction")->shortcut(), QKeySequence(Qt::Key_Escape));
    QVERIFY(w.exportMenu());
    // Two actions on one key would both stay silent (Qt reports the shortcut as ambiguous).
    QMap<QString, QString> owners;
    for (QAction* a : w.findChildren<QAction*>())
        for (const QKeySequence& key : a->shortcuts()) {
            const QString k = key.toString();
            QVERIFY2(!owners.contains(k), qPrintable(k + QStringLiteral(": ") + owners.value(k) +
                                                     QStringLiteral(" and ") + a->text()));
            owners.insert(k, a->text());
        }
    QVERIFY(owners.contains(QStringLiteral("Ctrl+O")));
}

void GuiProjectTest::everyMenuActionHasAStatusTip()
{
    QList<QAction*> actions;
    for (QAction* top : m_window->menuBar()->actions())
        collectMenuActions(top->menu(), actions);
    QVERIFY(actions.size() > 20);
    for (QAction* a : actions)
        QVERIFY2(!a->statusTip().isEmpty(), qPrintable(a->text()));
}

void GuiProjectTest::rerunAndEscape()
{
    MainWindow& w = *m_window;
    QAction* cancel = action(w, "cancelJobAction");
    QVERIFY(!cancel->isEnabled()); // Esc keeps its usual meaning while nothing runs
    QSignalSpy started(w.analysis(), &AnalysisController::analysisStarted);
    QTest::keyClick(&w, Qt::Key_F5);
    QTRY_COMPARE(started.count(), 1);
    QVERIFY(waitSettled(w));

    // Esc right after the job starts, before its result can arrive.
    QSignalSpy ended(w.analysis()->analysisJobs(), &JobTracker::finished);
    connect(
        w.analysis()->analysisJobs(), &JobTracker::started, this,
        [&]() { QTimer::singleShot(0, &w, [&]() { QTest::keyClick(&w, Qt::Key_Escape); }); },
        Qt::SingleShotConnection);
    QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier);
    QTRY_COMPARE(ended.count(), 1);
    QCOMPARE(ended.first().at(1).value<JobTracker::End>(), JobTracker::End::Cancelled);
    QTRY_VERIFY(!cancel->isEnabled());
}

void GuiProjectTest::themeSwitchesLiveAndPersists()
{
    auto* chart = m_window->findChild<HitRateChart*>();
    QVERIFY(chart);
    action(*m_window, "theme_dark")->trigger();
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
    QCOMPARE(QSettings().value(QStringLiteral("ui/theme")).toString(), QStringLiteral("dark"));
    // Widgets take the application palette in their next event-loop turn.
    QTRY_VERIFY(chart->chart()->backgroundBrush().color().lightness() < 80);
    QCOMPARE(chart->chart()->backgroundBrush().color(), chart->palette().color(QPalette::Base));
    m_window->grab().save(QDir::currentPath() + QStringLiteral("/tst_gui_project_dark.png"), "PNG");

    action(*m_window, "theme_light")->trigger();
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 180);
    QTRY_VERIFY(chart->chart()->backgroundBrush().color().lightness() > 180);
    action(*m_window, "theme_system")->trigger();
    QCOMPARE(QSettings().value(QStringLiteral("ui/theme")).toString(), QStringLiteral("system"));
}

void GuiProjectTest::languageChoiceWaitsForRestart()
{
    QAction* chinese = action(*m_window, "language_zh_CN");
    QVERIFY(chinese->isCheckable());
    chinese->trigger();
    QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("zh_CN"));
    auto* box = m_window->findChild<QMessageBox*>(QStringLiteral("languageRestartDialog"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY(box->text().contains(QStringLiteral("next time")));
    box->accept();
    // Nothing changed in this run: the menus still speak English.
    QCOMPARE(m_window->menuBar()->actions().first()->text(), QStringLiteral("&File"));
}

void GuiProjectTest::aboutListsLibraryVersions()
{
    for (QAction* a : m_window->menuBar()->actions().last()->menu()->actions())
        if (a->text().contains(QStringLiteral("About KV Cache")))
            a->trigger();
    auto* about = m_window->findChild<AboutDialog*>(QStringLiteral("aboutDialog"));
    QVERIFY(about);
    QTRY_VERIFY(about->isVisible());
    for (const char* library : {"Qt (runtime)", "yaml-cpp", "simdjson", "libarchive", "Compiler"})
        QVERIFY2(about->versionsText().contains(QLatin1String(library)), library);
    QVERIFY(about->versionsText().contains(QString::fromLatin1(qVersion())));
    about->grab().save(QDir::currentPath() + QStringLiteral("/tst_gui_project_about.png"), "PNG");
    about->close();
}

QTEST_MAIN(GuiProjectTest)
#include "tst_gui_project.moc"
