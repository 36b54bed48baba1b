#pragma once

#include <QList>

class QMainWindow;
class QMenu;

namespace kvwb {

class AnalysisController;
class JobStatusWidget;
class JobTracker;

/// Menus of the window that belong to no panel, built here to keep MainWindow about its panels.
namespace mainmenus {

/**
 * Analysis > Re-run Analysis (F5, Ctrl+R) and Cancel (Esc, the status bar's Cancel button).
 * Cancel is enabled only while one of `jobs` runs, so Esc keeps its usual meaning otherwise.
 */
QMenu* addAnalysisMenu(QMainWindow* window, AnalysisController* analysis, JobStatusWidget* status,
                       const QList<JobTracker*>& jobs);

/// File > Export, for the export actions; disabled while it has none.
QMenu* addExportMenu(QMenu* file);

} // namespace mainmenus

} // namespace kvwb
