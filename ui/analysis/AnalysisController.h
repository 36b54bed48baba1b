#pragma once

#include "analysis/Analysis.h"
#include "jobs/JobTracker.h"

#include <QObject>
#include <QTimer>

#include <memory>

namespace kvwb {

/// One policy's value at the budget, as the slider readout shows it.
struct PolicyReadout
{
    QString policy;
    CurveReading reading;
    double idealSpeedup = 1.0;
};

/**
 * The window's analysis state and its background work. Inputs (trace, bytes per block,
 * semantics, policies) start an analysis job - the latest wins, obsolete ones are cancelled;
 * unchecking policies or changing only the bytes per block reuses the current curves instead.
 * Budget moves are answered synchronously from the current result (O(log n) per policy, so the
 * readout follows the slider); when the slider rests, policies without an exact curve replay
 * the budget's capacity in the background and the readout turns exact.
 */
class AnalysisController : public QObject
{
    Q_OBJECT
public:
    explicit AnalysisController(QObject* parent = nullptr);

    void setTrace(TracePtr trace);
    void setBytesPerBlock(double bytesPerBlock);
    void setSemantics(SemanticsPreset semantics);
    void setPolicies(const QStringList& policies);
    /// Computes the analysis again from scratch for the current inputs (Analysis > Re-run).
    void rerun();
    /// Moves the budget; emits budgetChanged and readoutChanged before returning.
    void setBudgetGib(double gib);

    const TracePtr& trace() const { return m_trace; }
    SemanticsPreset semantics() const { return m_semantics; }
    const QStringList& policies() const { return m_policies; }
    double bytesPerBlock() const { return m_bytesPerBlock; }
    double budgetGib() const { return m_budgetGib; }
    std::uint64_t budgetBlocks() const;
    /// The current result (null before the first analysis finishes).
    const std::shared_ptr<const AnalysisResult>& result() const { return m_result; }
    const QVector<PolicyReadout>& readout() const { return m_readout; }
    JobTracker* analysisJobs() const { return m_analysisJobs; }
    /// The exact replays at a resting budget (short; shown in the status bar like the analysis).
    JobTracker* exactJobs() const { return m_exactJobs; }
    bool isBusy() const { return m_analysisJobs->isRunning() || m_exactJobs->isRunning(); }
    /// Nothing runs or waits to run: the result and readout are final for the current inputs.
    bool isSettled() const { return !isBusy() && !m_coalesce.isActive() && !m_settle.isActive(); }

    /// How long the slider must rest before the exact replay starts.
    static constexpr int kSettleMs = 150;

Q_SIGNALS:
    void analysisStarted();
    void resultChanged(std::shared_ptr<const kvwb::AnalysisResult> result);
    void analysisFailed(const QString& message);
    void budgetChanged(double gib, std::uint64_t blocks);
    void readoutChanged();
    /// Every policy's reading at the current budget is exact now.
    void readoutExact();

private:
    void scheduleAnalysis();
    void startAnalysis();
    void startExactReplay();
    void updateReadout();
    /// Makes `result` (computed from `trace`) current; null clears it.
    void applyResult(std::shared_ptr<const AnalysisResult> result, TracePtr trace);
    /// The current result narrowed to the checked policies and rescaled to the bytes per block,
    /// if it has them all for this trace and semantics.
    std::shared_ptr<const AnalysisResult> subsetOfResult() const;

    TracePtr m_trace;
    double m_bytesPerBlock = 0;
    SemanticsPreset m_semantics = SemanticsPreset::KvcacheAi;
    QStringList m_policies;
    double m_budgetGib = 0;
    std::shared_ptr<const AnalysisResult> m_result;
    TracePtr m_resultTrace; ///< the trace m_result was computed from
    QVector<PolicyReadout> m_readout;
    JobTracker* m_analysisJobs;
    JobTracker* m_exactJobs;
    QTimer m_coalesce; ///< several input changes in one event-loop turn start one analysis
    QTimer m_settle;   ///< the slider rested: replay its capacity exactly
};

} // namespace kvwb

Q_DECLARE_METATYPE(std::shared_ptr<const kvwb::AnalysisResult>)
