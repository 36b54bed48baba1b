#include "replay/BudgetSweep.h"

#include "replay/ReplayIndex.h"
#include "util/InputError.h"

#include "jobs/ParallelFor.h"

#include <algorithm>
#include <cmath>
#include <map>

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

BudgetSweepResult runBudgetSweep(const TracePtr& tracePtr, const BudgetSweepSpec& spec, const JobControl& control)
{
    const Trace& trace = *tracePtr;
    BudgetSweepResult result;
    result.policies = spec.policies;
    std::vector<const PolicyInfo*> policies;
    bool needsNextUse = false;
    for (const QString& name : spec.policies) {
        const PolicyInfo* p = findPolicy(name);
        if (!p)
            throw InputError({}, 0, QStringLiteral("--policies"), QStringLiteral("unknown policy '%1'").arg(name));
        policies.push_back(p);
        needsNextUse = needsNextUse || p->needsNextUse;
    }
    const ReplayIndex index = buildReplayIndex(trace, needsNextUse, control);
    result.uniqueBlocks = trace.uniqueBlocks();
    result.warmupRequests = index.warmupRequests;
    result.fillLimit = index.fillLimit();
    result.ceiling = ceilingOutcome(trace, index.warmupRequests, control);

    // Budgets that cannot fill before the window (or exceed the unique blocks) are omitted
    // without replaying them; distinct capacities are replayed once.
    const std::vector<double> budgets = normalizedBudgets(spec.budgetsGib);
    std::vector<std::uint32_t> capacities;
    std::size_t candidates = 0;
    for (double gib : budgets) {
        const std::uint32_t c = cacheBlocksFor(gib, spec.bytesPerBlock);
        if (c > result.uniqueBlocks || c > result.fillLimit)
            break;
        ++candidates;
        if (c > 0)
            capacities.push_back(c);
    }
    capacities.erase(std::unique(capacities.begin(), capacities.end()), capacities.end());
    std::vector<Task> tasks;
    for (std::uint32_t c : capacities)
        for (const PolicyInfo* p : policies)
            tasks.push_back({p, c, {}});
    runTasks(tasks, trace, index, spec.workers, control);

    std::map<std::pair<std::uint32_t, const PolicyInfo*>, ReplayOutcome> outcomes;
    for (const Task& t : tasks)
        outcomes[{t.capacity, t.policy}] = t.outcome;
    bool stopped = false;
    for (std::size_t i = 0; i < budgets.size(); ++i) {
        BudgetPoint point{budgets[i], cacheBlocksFor(budgets[i], spec.bytesPerBlock), {}};
        bool keep = !stopped && i < candidates;
        for (const PolicyInfo* p : policies) {
            if (!keep)
                break;
            ReplayOutcome o;
            if (point.cacheBlocks == 0) {
                o.totalTokens = result.ceiling.totalTokens; // no cache: nothing hits
            } else {
                o = outcomes.at({point.cacheBlocks, p});
                keep = o.filledBeforeWindow;
            }
            point.results.push_back(o);
        }
        if (!keep) {
            stopped = true;
            result.omittedGib.push_back(budgets[i]);
            continue;
        }
        result.points.push_back(std::move(point));
    }
    return result;
}

} // namespace kvwb
