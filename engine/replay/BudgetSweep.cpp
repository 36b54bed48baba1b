#include "replay/BudgetSweep.h"

#include "replay/ReplayIndex.h"
#include "util/InputError.h"

#include "jobs/ParallelFor.h"

#include <algorithm>
#include <cmath>

namespace kvwb {

std::uint32_t cacheBlocksFor(double gib, double bytesPerBlock)
{
    const double blocks = std::floor(gib * 1073741824.0 / bytesPerBlock);
    if (!(blocks > 0))
        return 0;
    return blocks >= 4294967295.0 ? 0xffffffffu : std::uint32_t(blocks);
}

std::vector<double> defaultBudgetsGib()
{
    std::vector<double> b;
    for (double g = 1; g <= 16384; g *= 2)
        b.push_back(g);
    return b;
}

std::vector<double> normalizedBudgets(std::vector<double> budgets)
{
    std::sort(budgets.begin(), budgets.end());
    budgets.erase(std::unique(budgets.begin(), budgets.end()), budgets.end());
    return budgets;
}

ReplayOutcome ceilingOutcome(const Trace& t, std::uint32_t warmupRequests, const JobControl& control)
{
    ReplayOutcome out;
    std::vector<std::uint8_t> seen(t.trieNodes, 0);
    for (std::size_t r = 0; r < t.requestCount(); ++r) {
        if ((r & 4095) == 4095)
            control.throwIfCancelled();
        const bool measured = r >= warmupRequests;
        bool alive = true;
        for (EventIndex e = t.requestStart[r]; e < t.requestStart[r + 1]; ++e) {
            const bool hit = seen[t.pathId[e]];
            if (measured) {
                out.totalTokens += t.weight[e];
                if (hit && alive)
                    out.hitTokens += t.weight[e];
            }
            alive = alive && hit;
        }
        for (EventIndex e = t.requestStart[r]; e < t.requestStart[r + 1]; ++e)
            seen[t.pathId[e]] = 1;
    }
    out.filledBeforeWindow = true;
    return out;
}

namespace {

struct Task
{
    const PolicyInfo* policy;
    std::uint32_t capacity;
    ReplayOutcome outcome;
};

void runTasks(std::vector<Task>& tasks, const Trace& trace, const ReplayIndex& index, int workers,
              const JobControl& control)
{
    std::atomic<std::uint64_t> done{0};
    JobControl workerControl;
    workerControl.cancel = control.cancel;
    parallelFor(
        tasks.size(), workers, control,
        [&](std::size_t i) {
            const ReplayJob job{&trace, &index, tasks[i].capacity, &workerControl, &done};
            tasks[i].outcome = tasks[i].policy->run(job);
        },
        [&] { return done.load(std::memory_order_relaxed); }, std::uint64_t(tasks.size()) * trace.requestCount());
}

} // namespace

const ReplayOutcome* CapacitySweep::find(std::size_t policy, std::uint32_t capacity) const
{
    const auto it = std::lower_bound(capacities.begin(), capacities.end(), capacity);
    if (it == capacities.end() || *it != capacity)
        return nullptr;
    return &outcomes[policy][std::size_t(it - capacities.begin())];
}

CapacitySweep runCapacitySweep(const Trace& trace, const QStringList& policyNames, std::vector<std::uint32_t> capacities,
                               int workers, const JobControl& control)
{
    CapacitySweep sweep;
    sweep.policies = policyNames;
    std::vector<const PolicyInfo*> policies;
    bool needsNextUse = false;
    for (const QString& name : policyNames) {
        const PolicyInfo* p = findPolicy(name);
        if (!p)
            throw InputError({}, 0, QStringLiteral("--policies"), QStringLiteral("unknown policy '%1'").arg(name));
        policies.push_back(p);
        needsNextUse = needsNextUse || p->needsNextUse;
    }
    const ReplayIndex index = buildReplayIndex(trace, needsNextUse, control);
    sweep.uniqueBlocks = trace.uniqueBlocks();
    sweep.warmupRequests = index.warmupRequests;
    sweep.fillLimit = index.fillLimit();
    sweep.ceiling = ceilingOutcome(trace, index.warmupRequests, control);

    std::sort(capacities.begin(), capacities.end());
    capacities.erase(std::unique(capacities.begin(), capacities.end()), capacities.end());
    std::erase_if(capacities, [&](std::uint32_t c) { return c == 0 || c > sweep.uniqueBlocks || c > sweep.fillLimit; });
    sweep.capacities = capacities;
    std::vector<Task> tasks;
    for (std::uint32_t c : capacities)
        for (const PolicyInfo* p : policies)
            tasks.push_back({p, c, {}});
    runTasks(tasks, trace, index, workers, control);
    sweep.outcomes.assign(policies.size(), std::vector<ReplayOutcome>(capacities.size()));
    for (std::size_t i = 0; i < tasks.size(); ++i)
        sweep.outcomes[i % policies.size()][i / policies.size()] = tasks[i].outcome;
    return sweep;
}

BudgetSweepResult runBudgetSweep(const TracePtr& tracePtr, const BudgetSweepSpec& spec, const JobControl& control)
{
    const Trace& trace = *tracePtr;
    const std::vector<double> budgets = normalizedBudgets(spec.budgetsGib);
    std::vector<std::uint32_t> capacities;
    for (double gib : budgets)
        capacities.push_back(cacheBlocksFor(gib, spec.bytesPerBlock));
    const CapacitySweep sweep = runCapacitySweep(trace, spec.policies, capacities, spec.workers, control);

    BudgetSweepResult result;
    result.policies = spec.policies;
    result.uniqueBlocks = sweep.uniqueBlocks;
    result.warmupRequests = sweep.warmupRequests;
    result.fillLimit = sweep.fillLimit;
    result.ceiling = sweep.ceiling;
    // Walking budgets upwards, the first one whose cache cannot fill (for any policy) ends the
    // kept points; a zero-block budget is a kept "no cache" point.
    bool stopped = false;
    for (double gib : budgets) {
        BudgetPoint point{gib, cacheBlocksFor(gib, spec.bytesPerBlock), {}};
        bool keep = !stopped && point.cacheBlocks <= sweep.uniqueBlocks && point.cacheBlocks <= sweep.fillLimit;
        for (qsizetype k = 0; keep && k < spec.policies.size(); ++k) {
            ReplayOutcome o;
            if (point.cacheBlocks == 0) {
                o.totalTokens = sweep.ceiling.totalTokens; // no cache: nothing hits, measured as usual
                o.filledBeforeWindow = true;
            } else {
                o = *sweep.find(std::size_t(k), point.cacheBlocks);
                keep = o.filledBeforeWindow;
            }
            point.results.push_back(o);
        }
        if (!keep) {
            stopped = true;
            result.omittedGib.push_back(gib);
            continue;
        }
        result.points.push_back(std::move(point));
    }
    return result;
}

} // namespace kvwb
