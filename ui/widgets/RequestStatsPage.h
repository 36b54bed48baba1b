#pragma once

#include "lmcache/LmcacheReport.h"
#include "lmcache/LmcacheSimulator.h"

#include <QTimer>
#include <QWidget>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QGridLayout;
class QLabel;

namespace kvwb {

class AnalysisController;
class FigurePanelView;
class JobTracker;

/**
 * The "Request statistics" tab: LMCache's seven statistics at the slider's budget, drawn by the
 * same chart builders as `kvwb simulate -o`, with the key numbers above them. When the budget
 * rests, the LMCache replay runs on a worker (the latest wins); while the tab is hidden nothing
 * runs, and showing it catches up.
 */
class RequestStatsPage : public QWidget
{
    Q_OBJECT
public:
    explicit RequestStatsPage(AnalysisController* controller, QWidget* parent = nullptr);

    JobTracker* jobs() const { return m_jobs; }
    /// The statistics on show (null before the first replay) and the capacity they are for.
    const std::shared_ptr<const LmcacheResult>& result() const { return m_result; }
    std::uint64_t resultCapacity() const { return m_shown ? m_shown->second : 0; }
    /// The capacity in chunks the budget asks for: max(1, budget blocks).
    std::uint64_t wantedCapacity() const;
    /// Whether the statistics on show are those of the current trace and budget.
    bool isCurrent() const;
    /// The current statistics; replays them here, on the calling thread, if they are not current.
    std::shared_ptr<const LmcacheResult> currentResult();
    /// The figure's inputs as `kvwb simulate` reports them (model: the sizing model's label).
    LmcacheRunInfo runInfo(const QString& modelLabel) const;
    /// Writes the statistics figure of `kvwb simulate -o`: SVG for a .svg path, PNG otherwise.
    bool writeFigure(const QString& path, const QString& modelLabel, QString* error);

    /// How long the budget must rest before the replay starts.
    static constexpr int kDebounceMs = 250;

protected:
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    using Key = std::pair<TracePtr, std::uint64_t>; ///< (trace, capacity in chunks)

    QWidget* buildNumbers();
    QLabel* addNumber(QGridLayout* grid, int column, const QString& caption, const QString& toolTip);
    void start();
    void showResult(std::shared_ptr<const LmcacheResult> result, const Key& key);
    void arrangePanels();
    void showStatus();

    AnalysisController* m_controller;
    JobTracker* m_jobs;
    QTimer m_debounce;
    QLabel* m_status = nullptr;
    QLabel* m_hitRate = nullptr;
    QLabel* m_hitTokens = nullptr;
    QLabel* m_totalTokens = nullptr;
    QLabel* m_evictions = nullptr;
    QLabel* m_occupancy = nullptr;
    QLabel* m_hitRequests = nullptr;
    QWidget* m_panelArea = nullptr;
    QGridLayout* m_panelGrid = nullptr;
    std::vector<FigurePanelView*> m_panels;
    int m_columns = 0;
    std::shared_ptr<const LmcacheResult> m_result;
    std::optional<Key> m_shown;
    std::optional<Key> m_running;
    QString m_failure;
};

} // namespace kvwb
