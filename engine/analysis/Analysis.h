#pragma once

#include "curve/HitCurve.h"
#include "replay/BudgetSweep.h"
#include "trace/Trace.h"
#include "util/Progress.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace kvwb {

/// The semantics a whole analysis follows (the window's preset).
enum class SemanticsPreset { KvcacheAi, Lmcache, Native };

QString semanticsName(SemanticsPreset preset);        ///< "kvcache-ai", "lmcache", "native"
QString semanticsLabel(SemanticsPreset preset);       ///< translated display name
/// The policies a preset offers (KVCache.AI: fifo, lru, optimal; LMCache: lru; native: lru
/// (tail-first, exact curve), arc, s3fifo, sieve, lfu, clock, belady).
QStringList presetPolicies(SemanticsPreset preset);

/// What to analyse: a trace under one preset, with the model's bytes per block.
struct AnalysisRequest
{
    TracePtr trace;
    SemanticsPreset semantics = SemanticsPreset::KvcacheAi;
    QStringList policies;     ///< subset of presetPolicies(semantics)
    double bytesPerBlock = 0; ///< model bytes per token x block size (LMCache logs: bytes per chunk)
    int gridPoints = 32;      ///< capacities replayed for policies without an exact curve
    int workers = 0;          ///< 0: every core
};

/// One point of a policy's curve, read at some capacity.
struct CurveReading
{
    std::uint64_t capacityBlocks = 0;
    std::uint64_t hitTokens = 0;
    std::uint64_t totalTokens = 0;
    bool interpolated = false; ///< between two replayed points (not exact)
    bool underfilled = false;  ///< the cache cannot fill before the window at this capacity
    double hitRate() const { return totalTokens ? double(hitTokens) / double(totalTokens) : 0.0; }
};

/**
 * One policy's hit curve: exact at every capacity for stack policies (one-pass curve), or replayed
 * at grid capacities and interpolated (linearly in log capacity) in between.
 */
class PolicyCurve
{
public:
    PolicyCurve(QString policy, std::shared_ptr<const HitCurve> exact);
    PolicyCurve(QString policy, std::vector<std::uint32_t> capacities, std::vector<ReplayOutcome> outcomes,
                std::uint64_t totalTokens, std::uint32_t fillLimit);

    const QString& policy() const { return m_policy; }
    bool isExact() const { return bool(m_exact); }
    /// O(log n) at any capacity.
    CurveReading at(std::uint64_t capacityBlocks) const;
    /// Points to draw: every step of an exact curve (thinned to at most maxPoints) or the grid.
    std::vector<std::pair<std::uint64_t, double>> plotPoints(std::size_t maxPoints = 2000) const;
    /// Replaces the reading at one capacity by an exact replay (slider stop); keeps the grid sorted.
    void addExactPoint(std::uint32_t capacity, const ReplayOutcome& outcome);

private:
    QString m_policy;
    std::shared_ptr<const HitCurve> m_exact;
    std::vector<std::uint32_t> m_capacities;
    std::vector<ReplayOutcome> m_outcomes;
    std::uint64_t m_totalTokens = 0;
    std::uint32_t m_fillLimit = 0;
};

/// Everything the window shows for one (trace, model, preset, policies) choice.
struct AnalysisResult
{
    SemanticsPreset semantics = SemanticsPreset::KvcacheAi;
    double bytesPerBlock = 0;
    std::uint64_t uniqueBlocks = 0;  ///< blocks in the preset's identity (trie nodes or raw hashes)
    std::uint64_t maxCapacity = 0;   ///< largest meaningful capacity (the curve's top)
    std::uint64_t totalTokens = 0;   ///< measured tokens (the denominator)
    std::uint64_t ceilingHitTokens = 0;
    std::vector<PolicyCurve> curves; ///< in AnalysisRequest::policies order

    double ceilingHitRate() const { return totalTokens ? double(ceilingHitTokens) / double(totalTokens) : 0.0; }
    double gibFor(std::uint64_t blocks) const { return double(blocks) * bytesPerBlock / 1073741824.0; }
    std::uint64_t blocksFor(double gib) const;
};

/// Runs the analysis (one-pass curves and/or a capacity sweep) on the calling thread.
AnalysisResult runAnalysis(const AnalysisRequest& request, const JobControl& control = {});

/// Replays one policy at one capacity exactly (for the slider's stop position).
ReplayOutcome replayExactPoint(const Trace& trace, SemanticsPreset semantics, const QString& policy,
                               std::uint32_t capacityBlocks, const JobControl& control = {});

} // namespace kvwb
