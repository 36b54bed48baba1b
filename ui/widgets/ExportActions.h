#pragma once

#include "replay/BudgetSweep.h"
#include "report/KvcacheAiReport.h"

#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace kvwb {

class AnalysisController;
class ComparePage;
class HitRatePage;
class MainWindow;
class ModelPanel;
class RequestStatsPage;

/**
 * File > Export: the current chart as PNG or SVG, the comparison and readout tables as CSV, the
 * result as `kvwb run --format json`, and a report folder with all of them and a Markdown
 * summary. Every file is written atomically. The write* functions do the work without dialogs,
 * so tests and the report call them directly; the actions only add the dialogs around them.
 */
class ExportActions : public QObject
{
    Q_OBJECT
public:
    enum class Chart
    {
        HitRate,     ///< the hit-rate chart as the window shows it
        RequestStats ///< the LMCache statistics figure, as `kvwb simulate -o` draws it
    };

    /// Finds the window's pages and fills its File > Export menu.
    explicit ExportActions(MainWindow* window);

    /// The chart of the current tab: the statistics figure on its tab, the hit-rate chart otherwise.
    Chart currentChart() const;
    /// Writes `chart` as SVG for a .svg path, PNG otherwise. The hit-rate PNG is twice the view's size.
    bool writeChart(Chart chart, const QString& path, QString* error);
    bool writeCompareCsv(const QString& path, QString* error);
    bool writeReadoutCsv(const QString& path, QString* error);
    /// `kvwb run --format json` for the window's trace, model, compared budgets and policies.
    bool writeResultJson(const QString& path, QString* error);
    /// Writes every file of the report into `dir` (created if needed), replacing same-named files.
    bool writeReport(const QString& dir, QString* error);

    /// The inputs as the JSON's metadata carries them; nullopt with *error without a trace or model.
    std::optional<KvcacheAiRunInfo> runInfo(QString* error) const;
    /// The exact sweep of the compared budgets: the Compare tab's if it finished, else run here.
    BudgetSweepResult budgetSweep() const;

    /// The files a report holds, in the order they are written.
    static QStringList reportFiles();

private:
    void createActions(QMenu* menu);
    QAction* addAction(QMenu* menu, const char* objectName, const QString& text, const QString& tip);
    void exportChart(const QString& suffix);
    void exportTable(bool compare);
    void exportJson();
    void exportReport();
    QString askSavePath(const QString& title, const QString& fileName, const QString& filter);
    void finish(bool ok, const QString& path, const QString& error);
    QString modelLabel() const;

    MainWindow* m_window;
    AnalysisController* m_analysis;
    HitRatePage* m_hitRate;
    ComparePage* m_compare;
    RequestStatsPage* m_requestStats;
    ModelPanel* m_model;
};

} // namespace kvwb
