#include "widgets/MainMenus.h"

#include "analysis/AnalysisController.h"
#include "jobs/JobTracker.h"
#include "widgets/JobStatusWidget.h"

#include <QAction>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

#include <algorithm>

namespace kvwb::mainmenus {

namespace {

/// Keeps a submenu's entry enabled exactly while the submenu has actions (an empty submenu
/// that opens onto nothing looks broken).
class EnableWhenFilled : public QObject
{
public:
    explicit EnableWhenFilled(QMenu* menu) : QObject(menu), m_menu(menu)
    {
        menu->installEventFilter(this);
        update();
    }

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::ActionAdded || event->type() == QEvent::ActionRemoved)
            update();
        return false;
    }

private:
    void update()
    {
        // ActionRemoved arrives before the action leaves the list.
        const auto actions = m_menu->actions();
        m_menu->menuAction()->setEnabled(
            std::any_of(actions.begin(), actions.end(), [](QAction* a) { return !a->isSeparator(); }));
    }

    QMenu* m_menu;
};

} // namespace

QMenu* addAnalysisMenu(QMainWindow* window, AnalysisController* analysis, JobStatusWidget* status,
                       const QList<JobTracker*>& jobs)
{
    QMenu* menu = window->menuBar()->addMenu(QCoreApplication::translate("kvwb::MainMenus", "&Analysis"));
    menu->setObjectName(QStringLiteral("analysisMenu"));
    QAction* rerun = menu->addAction(QCoreApplication::translate("kvwb::MainMenus", "&Re-run Analysis"),
                                     analysis, &AnalysisController::rerun);
    rerun->setObjectName(QStringLiteral("rerunAnalysisAction"));
    rerun->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_R)});
    rerun->setStatusTip(QCoreApplication::translate(
        "kvwb::MainMenus", "Compute the hit-rate curves again for the current trace and settings"));

    QAction* cancel = menu->addAction(QCoreApplication::translate("kvwb::MainMenus", "&Cancel Running Job"));
    cancel->setObjectName(QStringLiteral("cancelJobAction"));
    cancel->setShortcut(QKeySequence(Qt::Key_Escape));
    cancel->setStatusTip(QCoreApplication::translate(
        "kvwb::MainMenus", "Stop the job shown in the status bar (loading or analysis)"));
    cancel->setEnabled(false);
    QObject::connect(cancel, &QAction::triggered, status, [status, jobs]() {
        if (JobTracker* active = status->activeTracker())
            active->cancel();
        else
            for (JobTracker* job : jobs)
                job->cancel();
    });
    for (JobTracker* job : jobs) {
        auto update = [cancel, jobs]() {
            cancel->setEnabled(
                std::any_of(jobs.begin(), jobs.end(), [](JobTracker* j) { return j->isRunning(); }));
        };
        QObject::connect(job, &JobTracker::started, cancel, update);
        QObject::connect(job, &JobTracker::finished, cancel, update);
    }
    return menu;
}

QMenu* addExportMenu(QMenu* file)
{
    QMenu* menu = file->addMenu(QCoreApplication::translate("kvwb::MainMenus", "&Export"));
    menu->setObjectName(QStringLiteral("exportMenu"));
    menu->menuAction()->setStatusTip(
        QCoreApplication::translate("kvwb::MainMenus", "Export charts and tables as CSV, JSON, PNG or SVG"));
    new EnableWhenFilled(menu);
    return menu;
}

} // namespace kvwb::mainmenus
