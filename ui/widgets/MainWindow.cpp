#include "widgets/MainWindow.h"

#include "analysis/AnalysisController.h"
#include "jobs/TraceLoadJob.h"
#include "model/ModelCatalog.h"
#include "trace/TraceSummary.h"
#include "util/Format.h"
#include "widgets/AboutDialog.h"
#include "widgets/AnalysisTabs.h"
#include "widgets/Appearance.h"
#include "widgets/BudgetPanel.h"
#include "widgets/ComparePage.h"
#include "widgets/ExportActions.h"
#include "widgets/HitRatePage.h"
#include "widgets/JobStatusWidget.h"
#include "widgets/MainMenus.h"
#include "widgets/ModelPanel.h"
#include "widgets/PoliciesPanel.h"
#include "widgets/ProjectActions.h"
#include "widgets/RecentFiles.h"
#include "widgets/RequestStatsPage.h"
#include "widgets/TracePanel.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

namespace kvwb {

namespace {

const ModelCatalog& catalogOrEmpty()
{
    // A broken catalog must not take the window down; the model panel says it is empty.
    try {
        return ModelCatalog::builtIn();
    } catch (const std::exception& e) {
        qWarning("model catalog unavailable: %s", e.what());
        static const ModelCatalog empty;
        return empty;
    }
}

QString displayName(const QStringList& paths)
{
    if (paths.isEmpty())
        return MainWindow::tr("Demo workload");
    const QString first = QFileInfo(paths.first()).fileName();
    return paths.size() == 1 ? first
                             : MainWindow::tr("%1 and %n more", nullptr, int(paths.size() - 1)).arg(first);
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_loads(new JobTracker(this)), m_tracePanel(new TracePanel),
      m_modelPanel(new ModelPanel(catalogOrEmpty())), m_tabs(new AnalysisTabs(this)),
      m_recent(new RecentFiles(this)), m_jobStatus(new JobStatusWidget(m_loads, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setCentralWidget(m_tabs);
    m_traceDock = addPanelDock(m_tracePanel, tr("Trace"), "traceDock", Qt::LeftDockWidgetArea);
    m_modelDock = addPanelDock(m_modelPanel, tr("Model"), "modelDock", Qt::RightDockWidgetArea);
    statusBar()->addPermanentWidget(m_jobStatus);
    createAnalysis();
    m_projects = new ProjectActions(this, {m_tracePanel, m_modelPanel, m_policiesPanel, m_budgetPanel});
    createMenus();
    new ExportActions(this); // fills File > Export
    // Projects keep the Compare tab's own budgets (none while it shows the defaults).
    auto* compare = findChild<ComparePage*>();
    m_projects->setCompareBudgetsSource(
        [compare]() { return compare->hasCustomBudgets() ? compare->budgets() : std::vector<double>{}; });
    connect(m_projects, &ProjectActions::compareBudgetsRestored, compare, &ComparePage::setBudgets);

    connect(m_loads, &JobTracker::finished, this, [this](quint64, JobTracker::End end) { onLoadEnded(end); });
    connect(m_tracePanel, &TracePanel::reloadRequested, this, &MainWindow::reload);
    connect(m_recent, &RecentFiles::openRequested, this, [this](const QString& path) { openTraces({path}); });

    readSettings();
    updateTitle();
    // Deferred so that a caller's openTraces() right after construction wins over the demo.
    QTimer::singleShot(0, this, [this]() {
        if (!m_trace && !isLoading())
            openDemo();
    });
}

MainWindow::~MainWindow() = default;

void MainWindow::createAnalysis()
{
    m_analysis = new AnalysisController(this);
    m_policiesPanel = new PoliciesPanel;
    m_budgetPanel = new BudgetPanel;
    m_hitRatePage = new HitRatePage(m_analysis);
    m_tabs->replacePlaceholder("hitRatePage", m_hitRatePage);
    auto* compare = new ComparePage(m_analysis);
    auto* requestStats = new RequestStatsPage(m_analysis);
    m_tabs->replacePlaceholder("comparePage", compare);
    m_tabs->replacePlaceholder("requestStatsPage", requestStats);
    for (JobTracker* jobs : {compare->jobs(), requestStats->jobs()})
        m_jobStatus->follow(jobs);
    m_policiesDock = addPanelDock(m_policiesPanel, tr("Policies"), "policiesDock", Qt::RightDockWidgetArea);
    m_budgetDock = addPanelDock(m_budgetPanel, tr("Budget"), "budgetDock", Qt::LeftDockWidgetArea);
    m_jobStatus->follow(m_analysis->analysisJobs());
    m_jobStatus->follow(m_analysis->exactJobs());

    m_analysis->setSemantics(m_policiesPanel->semantics());
    m_analysis->setPolicies(m_policiesPanel->checkedPolicies());
    connect(m_policiesPanel, &PoliciesPanel::semanticsChanged, m_analysis, &AnalysisController::setSemantics);
    connect(m_policiesPanel, &PoliciesPanel::policiesChanged, m_analysis, &AnalysisController::setPolicies);
    connect(m_budgetPanel, &BudgetPanel::budgetChanged, m_analysis, &AnalysisController::setBudgetGib);
    connect(m_modelPanel, &ModelPanel::footprintChanged, this, &MainWindow::updateBytesPerBlock);
    connect(m_analysis, &AnalysisController::resultChanged, this,
            [this](const std::shared_ptr<const AnalysisResult>& result) {
                m_budgetPanel->setScale(result ? result->bytesPerBlock : 0, result ? result->maxCapacity : 0);
            });
    connect(m_analysis, &AnalysisController::analysisFailed, this, &MainWindow::showAnalysisError);
}

void MainWindow::updateBytesPerBlock()
{
    // GiB always mean the chosen model's KV bytes; LMCache logs show their own bytes per chunk
    // in the trace panel for comparison.
    const auto& footprint = m_modelPanel->footprint();
    m_analysis->setBytesPerBlock(footprint && m_trace ? footprint->bytesPerToken * double(m_trace->blockSize) : 0.0);
}

void MainWindow::showAnalysisError(const QString& error)
{
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Analysis failed"),
                                tr("The hit-rate analysis could not be computed.") + QStringLiteral("\n\n") + error,
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("analysisErrorDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

QDockWidget* MainWindow::addPanelDock(QWidget* panel, const QString& title, const char* objectName,
                                      Qt::DockWidgetArea area)
{
    // Scrolling keeps every row reachable when the window is small, instead of squashing them.
    auto* scroll = new QScrollArea;
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Without this the dock could be narrower than its rows and would clip them on the right.
    scroll->setMinimumWidth(panel->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(QLatin1String(objectName));
    dock->setWidget(scroll);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                      QDockWidget::DockWidgetClosable);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open Trace..."), this, &MainWindow::showOpenDialog);
    open->setShortcut(QKeySequence::Open);
    open->setStatusTip(
        tr("Open a Mooncake / KVCache.AI JSONL trace or an LMCache log (plain, compressed or archived)"));
    file->addAction(tr("Open LMCache Log &Folder..."), this, &MainWindow::showOpenFolderDialog)
        ->setStatusTip(tr("Open a directory of LMCache lookup_hashes_*.jsonl files as one trace"));
    QMenu* recent = file->addMenu(tr("Open &Recent"));
    recent->setObjectName(QStringLiteral("recentMenu"));
    recent->menuAction()->setStatusTip(tr("Open one of the traces opened lately"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent]() { m_recent->fillMenu(recent); });
    m_recent->fillMenu(recent); // so the submenu is not empty before its first showing
    file->addAction(tr("Open &Demo Workload"), this, &MainWindow::openDemo)
        ->setStatusTip(tr("Generate the built-in multi-turn chat workload"));
    QAction* reloadAction = file->addAction(tr("Re&load Trace"), this, &MainWindow::reload);
    reloadAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5)); // F5 re-runs the analysis
    reloadAction->setStatusTip(tr("Load the current trace again with the current loading options"));
    file->addSeparator();
    m_projects->addTo(file);
    file->addSeparator();
    m_exportMenu = mainmenus::addExportMenu(file);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setStatusTip(tr("Close the window and quit"));

    mainmenus::addAnalysisMenu(this, m_analysis, m_jobStatus,
                               {m_loads, m_analysis->analysisJobs(), m_analysis->exactJobs()});

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : {m_traceDock, m_modelDock, m_policiesDock, m_budgetDock}) {
        view->addAction(dock->toggleViewAction());
        dock->toggleViewAction()->setStatusTip(tr("Show or hide the %1 panel").arg(dock->windowTitle()));
    }
    (new AppearanceMenus(this))->addTo(view);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About KV Cache Workbench"), this, &MainWindow::showAbout)
        ->setStatusTip(tr("Version, libraries and what this application does"));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setStatusTip(tr("The Qt version and license"));
}

void MainWindow::openTraces(const QStringList& paths)
{
    if (paths.isEmpty())
        return;
    LoadOptions options;
    options.blockSize = m_tracePanel->fallbackBlockSize();
    startLoad(tr("Loading %1...").arg(displayName(paths)), startTraceLoad(paths, options), paths);
}

void MainWindow::openDemo()
{
    startLoad(tr("Generating the demo workload..."), startDemoLoad(), {});
}

void MainWindow::reload()
{
    if (m_tracePaths.isEmpty())
        openDemo();
    else
        openTraces(m_tracePaths);
}

void MainWindow::cancelLoad()
{
    m_loads->cancel();
}

bool MainWindow::isLoading() const
{
    return m_loads->isRunning();
}

void MainWindow::startLoad(const QString& label, QFuture<JobOutcome<TracePtr>> future,
                           const QStringList& paths)
{
    QElapsedTimer clock;
    clock.start();
    m_loads->start(label, std::move(future), [this, paths, clock](const JobOutcome<TracePtr>& outcome) {
        onLoaded(outcome, paths, clock.elapsed());
    });
}

void MainWindow::onLoaded(const JobOutcome<TracePtr>& outcome, const QStringList& paths, qint64 elapsedMs)
{
    if (outcome.cancelled)
        return; // reported by onLoadEnded
    if (!outcome.value || !*outcome.value) {
        // With nothing to keep, fall back to the demo: the first screen should still be useful.
        const bool fallBack = !m_trace && !paths.isEmpty();
        showLoadError(paths, outcome.error, fallBack);
        if (fallBack)
            openDemo();
        return;
    }
    m_trace = *outcome.value;
    m_tracePaths = paths;
    const TraceSummary summary = summarize(*m_trace);
    m_tracePanel->showTrace(summary, paths);
    m_tracePanel->showInputLengths(m_trace->inputLength);
    m_modelPanel->setTraceContext(summary.blockSize, summary.averageInputTokens);
    m_analysis->setTrace(m_trace);
    updateBytesPerBlock();
    for (const QString& path : paths)
        m_recent->add(path);
    updateTitle();
    const QString what =
        paths.isEmpty() ? tr("Generated the demo workload") : tr("Loaded %1").arg(displayName(paths));
    statusBar()->showMessage(tr("%1: %2 requests, %3 block events in %4")
                                 .arg(what, formatCount(summary.requests), formatCount(summary.blockEvents),
                                      formatDuration(double(elapsedMs) / 1000.0)),
                             10000);
    Q_EMIT traceLoaded();
}

void MainWindow::onLoadEnded(JobTracker::End end)
{
    // Runs before onLoaded's handler, so defer: the handler may start another load (demo fallback).
    QTimer::singleShot(0, this, [this, end]() {
        if (end == JobTracker::End::Cancelled)
            statusBar()->showMessage(m_trace ? tr("Loading cancelled; the previous trace is still shown.")
                                             : tr("Loading cancelled."),
                                     8000);
        if (!isLoading())
            Q_EMIT loadSettled();
    });
}

void MainWindow::showLoadError(const QStringList& paths, const QString& error, bool fallingBackToDemo)
{
    QString text = tr("Could not load %1.").arg(displayName(paths)) + QStringLiteral("\n\n") + error;
    if (m_trace)
        text += QStringLiteral("\n\n") + tr("The previous trace is still shown.");
    else if (fallingBackToDemo)
        text += QStringLiteral("\n\n") + tr("Opening the built-in demo workload instead.");
    auto* box =
        new QMessageBox(QMessageBox::Warning, tr("Could not open trace"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("loadErrorDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // window-modal without a nested event loop: loads and tests keep running
}

void MainWindow::showOpenDialog()
{
    const QString dir = QSettings().value(QStringLiteral("lastDirectory")).toString();
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open Trace"), dir,
        tr("Traces (*.jsonl *.json *.gz *.zst *.xz *.bz2 *.zip *.tar *.tgz);;All files (*)"));
    if (paths.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("lastDirectory"), QFileInfo(paths.first()).absolutePath());
    openTraces(paths);
}

void MainWindow::showOpenFolderDialog()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Open LMCache Log Folder"), QSettings().value(QStringLiteral("lastDirectory")).toString());
    if (!dir.isEmpty())
        openTraces({dir});
}

void MainWindow::showAbout()
{
    showAboutDialog(this);
}

void MainWindow::updateTitle()
{
    const QString app = tr("KV Cache Workbench");
    setWindowTitle(m_trace ? tr("%1 - %2").arg(displayName(m_tracePaths), app) : app);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    writeSettings();
    m_loads->cancel();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    const bool allLocal = !urls.isEmpty() && std::all_of(urls.begin(), urls.end(),
                                                         [](const QUrl& u) { return u.isLocalFile(); });
    if (allLocal)
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        paths << url.toLocalFile();
    event->acceptProposedAction();
    if (paths.size() == 1 && QFileInfo(paths.first()).suffix() == QLatin1String(kProjectSuffix))
        m_projects->openProject(paths.first());
    else
        openTraces(paths); // several files dropped together are one trace, as on the command line
}

void MainWindow::readSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        const QSize available = screen() ? screen()->availableSize() : QSize(1400, 900);
        resize(QSize(1400, 900).boundedTo(available * 0.9));
        resizeDocks({m_traceDock, m_modelDock}, {330, 360}, Qt::Horizontal);
        resizeDocks({m_traceDock, m_budgetDock, m_modelDock, m_policiesDock}, {640, 130, 560, 230}, Qt::Vertical);
    }
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_tracePanel->setFallbackBlockSize(
        settings.value(QStringLiteral("trace/fallbackBlockSize"), 512).toUInt());
    m_modelPanel->restoreSettings(settings);
    m_policiesPanel->restoreSettings(settings);
    m_budgetPanel->restoreSettings(settings);
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("trace/fallbackBlockSize"), m_tracePanel->fallbackBlockSize());
    m_modelPanel->saveSettings(settings);
    m_policiesPanel->saveSettings(settings);
    m_budgetPanel->saveSettings(settings);
}

} // namespace kvwb
