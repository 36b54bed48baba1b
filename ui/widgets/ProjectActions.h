#pragma once

#include "project/Project.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QMenu;

namespace kvwb {

struct AnalysisResult;
class BudgetPanel;
class MainWindow;
class ModelPanel;
class PoliciesPanel;
class TracePanel;

/**
 * File > Open Project / Save Project / Save Project As: gathers the window's state into a
 * WorkbenchProject and brings it back. Restoring is staged, because the trace loads and the
 * analysis runs in the background: the panels are set at once, the estimate tokens once the trace
 * has loaded (a load resets them to the trace's average), and the budget once the analysis has
 * given the slider its range.
 */
class ProjectActions : public QObject
{
    Q_OBJECT
public:
    struct Panels
    {
        TracePanel* trace = nullptr;
        ModelPanel* model = nullptr;
        PoliciesPanel* policies = nullptr;
        BudgetPanel* budget = nullptr;
    };

    /// Asked for each trace of a project that does not exist: a new path, an empty string to open
    /// the project without that trace, or nullopt to stop opening the project.
    using TraceLocator = std::function<std::optional<QString>(const QString& missingPath)>;

    ProjectActions(MainWindow* window, const Panels& panels);

    /// Appends Open Project..., Save Project and Save Project As... to `file`.
    void addTo(QMenu* file);
    QAction* openAction() const { return m_open; }
    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }

    /// The window's state now.
    WorkbenchProject collect() const;
    /// Loads and applies `path`; a broken file is shown in a dialog and changes nothing.
    bool openProject(const QString& path);
    /// Writes collect() to `path` and makes it the current project; a failure is shown in a dialog.
    bool saveProjectAs(const QString& path);
    /// Applies `project` (locating missing traces first); false if the user stopped it.
    bool apply(const WorkbenchProject& project);
    /// The project file last opened or saved (empty: none yet).
    const QString& projectPath() const { return m_path; }
    /// True while a project waits for its trace to load or its analysis to finish.
    bool isRestoring() const { return m_stage != Stage::Idle; }

    /// Where collect() reads the Compare tab's budgets (empty: the tab's defaults). Without a
    /// source, the budgets of the last project opened are saved again unchanged.
    using BudgetsSource = std::function<std::vector<double>()>;
    void setCompareBudgetsSource(BudgetsSource source) { m_compareSource = std::move(source); }

    /// Replaces the dialogs that locate missing traces (tests).
    void setTraceLocator(TraceLocator locator) { m_locator = std::move(locator); }

Q_SIGNALS:
    void projectPathChanged(const QString& path);
    /// A project brought its Compare budgets back (empty: the defaults); the tab should show them.
    void compareBudgetsRestored(const std::vector<double>& gib);
    /// The last stage of restoring a project is done (trace, model, policies and budget shown).
    void restored();

private:
    enum class Stage
    {
        Idle,
        WaitingForTrace,
        WaitingForAnalysis
    };

    void showOpenDialog();
    void save();
    void showSaveDialog();
    /// Replaces missing traces by the user's answers; false if they cancelled.
    bool locateMissingTraces(QStringList& paths);
    std::optional<QString> askForTrace(const QString& missingPath);
    void onTraceLoaded();
    void onLoadSettled();
    void onResultChanged(const std::shared_ptr<const AnalysisResult>& result);
    void finishRestore();
    void setProjectPath(const QString& path);
    void showError(const QString& title, const QString& text);

    MainWindow* m_window;
    Panels m_panels;
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QString m_path;
    std::vector<double> m_compareBudgets; ///< the last project's, for saving without a source
    BudgetsSource m_compareSource;
    TraceLocator m_locator;
    WorkbenchProject m_pending; ///< the project being restored
    Stage m_stage = Stage::Idle;
};

} // namespace kvwb
