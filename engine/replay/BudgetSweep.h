#pragma once

#include "replay/PolicyRegistry.h"
#include "replay/ReplayKernel.h"
#include "trace/Trace.h"

#include <QStringList>

#include <vector>

namespace kvwb {

/// A KVCache.AI `run`/`sweep`: every policy at every budget, on parallel workers.
struct BudgetSweepSpec
{
    std::vector<double> budgetsGib; ///< any order; sorted and de-duplicated by the sweep
    double bytesPerBlock = 0;       ///< bytes per token x block size
    QStringList policies;           ///< names from the policy registry
    int workers = 0;                ///< 0: every core
};

struct BudgetPoint
{
    double gib = 0;
    std::uint32_t cacheBlocks = 0;
    std::vector<ReplayOutcome> results; ///< one per policy, in BudgetSweepSpec::policies order
};

struct BudgetSweepResult
{
    QStringList policies;
    std::vector<BudgetPoint> points; ///< kept points, ascending
    ReplayOutcome ceiling;           ///< infinite cache over the same window
    std::uint32_t uniqueBlocks = 0;
    std::uint32_t warmupRequests = 0;
    std::uint32_t fillLimit = 0;     ///< larger caches cannot fill before the window
    std::vector<double> omittedGib;  ///< budgets dropped by the omission rule
};

/// Every (policy, capacity) replay of a sweep, before budgets and the omission rule.
struct CapacitySweep
{
    QStringList policies;
    std::vector<std::uint32_t> capacities;           ///< ascending, distinct, > 0
    std::vector<std::vector<ReplayOutcome>> outcomes; ///< [policy][capacity]
    ReplayOutcome ceiling;
    std::uint32_t uniqueBlocks = 0;
    std::uint32_t warmupRequests = 0;
    std::uint32_t fillLimit = 0; ///< larger caches cannot fill before the window

    const ReplayOutcome* find(std::size_t policy, std::uint32_t capacity) const;
};

/**
 * Replays the policies at the given capacities (in blocks) on parallel workers. Capacities that
 * are 0, above the fill limit or above the unique blocks are dropped: no policy can fill them
 * before the window. Progress is in replayed requests; cancellation throws kvwb::Cancelled.
 */
CapacitySweep runCapacitySweep(const Trace& trace, const QStringList& policies, std::vector<std::uint32_t> capacities,
                               int workers, const JobControl& control);

/// Cache blocks for a budget: max(0, floor(GiB * 1024^3 / bytesPerBlock)).
std::uint32_t cacheBlocksFor(double gib, double bytesPerBlock);

/// Sorted, de-duplicated budgets; the defaults are 1, 2, 4, ... 16384 GiB.
std::vector<double> normalizedBudgets(std::vector<double> budgets);
std::vector<double> defaultBudgetsGib();

/// The infinite-cache ceiling: prefix-aware hits against everything seen in earlier requests.
ReplayOutcome ceilingOutcome(const Trace& trace, std::uint32_t warmupRequests, const JobControl& control = {});

/**
 * Runs the sweep with the omission rule of semantics.md 1.5: walking budgets upwards, stop at the
 * first one whose cache exceeds the unique blocks or leaves any policy underfilled before the
 * window; a zero-block budget is a kept "no cache" point. Progress is in replayed requests;
 * cancellation throws kvwb::Cancelled within one check interval of every worker.
 */
BudgetSweepResult runBudgetSweep(const TracePtr& trace, const BudgetSweepSpec& spec, const JobControl& control);

} // namespace kvwb
