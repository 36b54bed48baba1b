#pragma once

#include "analysis/CompareBudgets.h"
#include "replay/BudgetSweep.h"

#include <QWidget>

#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QToolButton;

namespace kvwb {

class AnalysisController;
class CompareTableModel;
struct CompareRow;
class JobTracker;

/**
 * The "Compare" tab: policies side by side at a list of budgets, with the best one per budget
 * highlighted and differences against a baseline policy. Readings come from the current curves
 * at once; while the tab is shown, budgets whose reading is interpolated are replayed exactly in
 * the background (KVCache.AI: the CLI's runBudgetSweep, kept for the JSON export) and the table
 * turns exact when they land.
 */
class ComparePage : public QWidget
{
    Q_OBJECT
public:
    explicit ComparePage(AnalysisController* controller, QWidget* parent = nullptr);

    CompareTableModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    JobTracker* jobs() const { return m_jobs; }

    /// The budgets in GiB, ascending (the defaults until the user sets some).
    const std::vector<double>& budgets() const { return m_budgets; }
    /// Sets the budgets (any order; duplicates and non-positive values dropped); empty: defaults.
    void setBudgets(std::vector<double> gib);
    bool hasCustomBudgets() const { return m_custom; }

    /// What `kvwb run` replays for the current inputs at these budgets.
    BudgetSweepSpec sweepSpec() const;
    /// The runBudgetSweep result for sweepSpec(), if the background replay already computed it.
    std::optional<BudgetSweepResult> finishedSweep() const;

    /// Ctrl+C: the selected cells as tab-separated text on the clipboard.
    void copySelection() const;
    /// "Copy Table": every cell with the headers.
    void copyTable() const;

protected:
    void showEvent(QShowEvent* event) override;

private:
    void buildControls();
    void onResultChanged();
    void applyBudgetText();
    void refillBaselines();
    void rebuild();
    CompareRow rowFor(const AnalysisResult& result, double gib) const;
    /// The replay the current table needs (its policies empty when nothing is interpolated).
    CompareReplayKey exactKey() const;
    void startExactReplays();
    void showStatus();

    AnalysisController* m_controller;
    CompareTableModel* m_model;
    JobTracker* m_jobs;
    QLineEdit* m_budgetEdit = nullptr;
    QToolButton* m_defaults = nullptr;
    QComboBox* m_baseline = nullptr;
    QToolButton* m_copyTable = nullptr;
    QLabel* m_status = nullptr;
    QTableView* m_view = nullptr;
    QLabel* m_legend = nullptr;

    std::vector<double> m_budgets;
    bool m_custom = false;
    QString m_budgetError;
    /// Exact replays by (policy, capacity), valid for one trace under one semantics.
    std::map<std::pair<QString, std::uint32_t>, ReplayOutcome> m_exact;
    std::vector<double> m_omittedGib; ///< budgets the last KVCache.AI sweep omitted
    TracePtr m_exactTrace;
    SemanticsPreset m_exactSemantics = SemanticsPreset::KvcacheAi;
    std::optional<CompareReplayKey> m_runningKey;                          ///< the replay in flight
    std::optional<CompareReplayKey> m_doneKey;                             ///< the last replay that finished
    std::optional<std::pair<CompareReplayKey, BudgetSweepResult>> m_sweep; ///< the last KVCache.AI sweep
};

} // namespace kvwb
