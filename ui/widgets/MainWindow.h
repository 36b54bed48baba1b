#pragma once

#include "jobs/JobTracker.h"
#include "trace/Trace.h"

#include <QMainWindow>
#include <QStringList>

class QDockWidget;
class QMenu;

namespace kvwb {

class AnalysisController;
class AnalysisTabs;
class BudgetPanel;
class HitRatePage;
class JobStatusWidget;
class ModelPanel;
class PoliciesPanel;
class ProjectActions;
class RecentFiles;
class TracePanel;

/// The workbench window: menus, docks and the trace-load job. Panels do their own work.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// Opens on the demo workload unless openTraces() is called before the event loop runs.
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Loads `paths` as one trace on a worker; the current trace stays until the new one is ready.
    void openTraces(const QStringList& paths);
    void openDemo();
    /// Loads the current trace again (e.g. after changing the fallback block size).
    void reload();
    void cancelLoad();

    bool isLoading() const;
    const TracePtr& trace() const { return m_trace; }
    AnalysisController* analysis() const { return m_analysis; }
    /// The files of the current trace; empty for the demo workload.
    const QStringList& tracePaths() const { return m_tracePaths; }
    ProjectActions* projects() const { return m_projects; }
    /// File > Export, for the export actions (enabled once it has some).
    QMenu* exportMenu() const { return m_exportMenu; }

Q_SIGNALS:
    void traceLoaded();
    /// A load ended in any way (success, error or cancel) and no other load is pending.
    void loadSettled();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createAnalysis();
    void updateBytesPerBlock();
    void showAnalysisError(const QString& error);
    void createMenus();
    QDockWidget* addPanelDock(QWidget* panel, const QString& title, const char* objectName,
                              Qt::DockWidgetArea area);
    void startLoad(const QString& label, QFuture<JobOutcome<TracePtr>> future, const QStringList& paths);
    void onLoaded(const JobOutcome<TracePtr>& outcome, const QStringList& paths, qint64 elapsedMs);
    void onLoadEnded(JobTracker::End end);
    void showLoadError(const QStringList& paths, const QString& error, bool fallingBackToDemo);
    void showOpenDialog();
    void showOpenFolderDialog();
    void showAbout();
    void updateTitle();
    void readSettings();
    void writeSettings() const;

    JobTracker* m_loads;
    TracePanel* m_tracePanel;
    ModelPanel* m_modelPanel;
    AnalysisTabs* m_tabs;
    RecentFiles* m_recent;
    QDockWidget* m_traceDock = nullptr;
    QDockWidget* m_modelDock = nullptr;
    JobStatusWidget* m_jobStatus;
    AnalysisController* m_analysis = nullptr;
    PoliciesPanel* m_policiesPanel = nullptr;
    BudgetPanel* m_budgetPanel = nullptr;
    HitRatePage* m_hitRatePage = nullptr;
    QDockWidget* m_policiesDock = nullptr;
    QDockWidget* m_budgetDock = nullptr;
    ProjectActions* m_projects = nullptr;
    QMenu* m_exportMenu = nullptr;
    TracePtr m_trace;
    QStringList m_tracePaths; ///< empty for the demo workload
};

} // namespace kvwb
