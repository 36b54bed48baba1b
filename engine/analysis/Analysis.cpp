#include "analysis/Analysis.h"

#include "curve/OnePassCurve.h"
#include "lmcache/LmcacheSimulator.h"
#include "replay/ReplayIndex.h"
#include "replay/TailFirstLru.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace kvwb {

QString semanticsName(SemanticsPreset preset)
{
    switch (preset) {
    case SemanticsPreset::KvcacheAi:
        return QStringLiteral("kvcache-ai");
    case SemanticsPreset::Lmcache:
        return QStringLiteral("lmcache");
    case SemanticsPreset::Native:
        return QStringLiteral("native");
    }
    return {};
}

QString semanticsLabel(SemanticsPreset preset)
{
    switch (preset) {
    case SemanticsPreset::KvcacheAi:
        return QCoreApplication::translate("kvwb", "KVCache.AI");
    case SemanticsPreset::Lmcache:
        return QCoreApplication::translate("kvwb", "LMCache");
    case SemanticsPreset::Native:
        return QCoreApplication::translate("kvwb", "Native");
    }
    return {};
}

QStringList presetPolicies(SemanticsPreset preset)
{
    switch (preset) {
    case SemanticsPreset::KvcacheAi:
        return defaultPolicies(Semantics::KvcacheAi);
    case SemanticsPreset::Lmcache:
        return {QStringLiteral("lru")};
    case SemanticsPreset::Native: {
        // "lru" is the tail-first LRU (exact one-pass curve); the rest replay a capacity grid.
        QStringList names{QStringLiteral("lru")};
        for (const QString& name : defaultPolicies(Semantics::Native))
            if (name != QLatin1String("tail-lru"))
                names << name;
        return names;
    }
    }
    return {};
}

PolicyCurve::PolicyCurve(QString policy, std::shared_ptr<const HitCurve> exact)
    : m_policy(std::move(policy)), m_exact(std::move(exact))
{
}

PolicyCurve::PolicyCurve(QString policy, std::vector<std::uint32_t> capacities, std::vector<ReplayOutcome> outcomes,
                         std::uint64_t totalTokens, std::uint32_t fillLimit)
    : m_policy(std::move(policy)), m_capacities(std::move(capacities)), m_outcomes(std::move(outcomes)),
      m_totalTokens(totalTokens), m_fillLimit(fillLimit)
{
}

CurveReading PolicyCurve::at(std::uint64_t capacity) const
{
    CurveReading r;
    r.capacityBlocks = capacity;
    if (m_exact) {
        r.hitTokens = m_exact->hitTokens(capacity);
        r.totalTokens = m_exact->totalTokens();
        return r;
    }
    r.totalTokens = m_totalTokens;
    if (capacity == 0 || m_capacities.empty())
        return r;
    r.underfilled = capacity > m_fillLimit;
    const auto it = std::lower_bound(m_capacities.begin(), m_capacities.end(), capacity);
    const std::size_t hi = std::size_t(it - m_capacities.begin());
    if (it != m_capacities.end() && *it == capacity) {
        r.hitTokens = m_outcomes[hi].hitTokens;
        return r;
    }
    r.interpolated = true;
    if (hi == m_capacities.size()) { // beyond the grid: the last replayed value
        r.hitTokens = m_outcomes.back().hitTokens;
        return r;
    }
    // Linear in log(capacity) between the neighbours (from 0 hits at 0 blocks below the grid).
    const double c0 = hi == 0 ? 0.0 : std::log(double(m_capacities[hi - 1]));
    const double h0 = hi == 0 ? 0.0 : double(m_outcomes[hi - 1].hitTokens);
    const double c1 = std::log(double(m_capacities[hi]));
    const double h1 = double(m_outcomes[hi].hitTokens);
    const double x = std::log(double(capacity));
    const double f = c1 > c0 ? std::clamp((x - c0) / (c1 - c0), 0.0, 1.0) : 1.0;
    r.hitTokens = std::uint64_t(std::llround(h0 + f * (h1 - h0)));
    return r;
}

std::vector<std::pair<std::uint64_t, double>> PolicyCurve::plotPoints(std::size_t maxPoints) const
{
    std::vector<std::pair<std::uint64_t, double>> points;
    auto rate = [](const CurveReading& r) { return r.hitRate(); };
    if (!m_exact) {
        for (std::uint32_t c : m_capacities)
            points.emplace_back(c, rate(at(c)));
        return points;
    }
    const std::vector<std::uint64_t>& steps = m_exact->capacities();
    if (steps.size() <= maxPoints) {
        for (std::uint64_t c : steps)
            points.emplace_back(c, rate(at(c)));
    } else {
        const double top = double(std::max<std::uint64_t>(m_exact->uniqueBlocks(), 2));
        std::uint64_t last = 0;
        for (std::size_t i = 0; i < maxPoints; ++i) {
            const auto c = std::uint64_t(std::llround(std::pow(top, double(i) / double(maxPoints - 1))));
            if (c != last)
                points.emplace_back(c, rate(at(c)));
            last = c;
        }
    }
    if (points.empty() || points.back().first < m_exact->uniqueBlocks())
        points.emplace_back(m_exact->uniqueBlocks(), rate(at(m_exact->uniqueBlocks())));
    return points;
}

void PolicyCurve::addExactPoint(std::uint32_t capacity, const ReplayOutcome& outcome)
{
    if (m_exact)
        return;
    const auto it = std::lower_bound(m_capacities.begin(), m_capacities.end(), capacity);
    const auto i = it - m_capacities.begin();
    if (it != m_capacities.end() && *it == capacity) {
        m_outcomes[std::size_t(i)] = outcome;
        return;
    }
    m_capacities.insert(it, capacity);
    m_outcomes.insert(m_outcomes.begin() + i, outcome);
}

std::uint64_t AnalysisResult::blocksFor(double gib) const
{
    if (!(bytesPerBlock > 0) || !(gib > 0))
        return 0;
    return std::uint64_t(std::floor(gib * 1073741824.0 / bytesPerBlock));
}

namespace {

std::vector<std::uint32_t> logGrid(std::uint32_t top, int points)
{
    std::vector<std::uint32_t> grid;
    if (top == 0)
        return grid;
    const int n = std::max(points, 2);
    for (int i = 0; i < n; ++i)
        grid.push_back(std::uint32_t(std::llround(std::pow(double(top), double(i) / double(n - 1)))));
    std::sort(grid.begin(), grid.end());
    grid.erase(std::unique(grid.begin(), grid.end()), grid.end());
    return grid;
}

} // namespace

AnalysisResult runAnalysis(const AnalysisRequest& request, const JobControl& control)
{
    const Trace& trace = *request.trace;
    AnalysisResult result;
    result.semantics = request.semantics;
    result.bytesPerBlock = request.bytesPerBlock;

    if (request.semantics == SemanticsPreset::KvcacheAi) {
        const std::uint32_t fillLimit = buildReplayIndex(trace, false, control).fillLimit();
        const CapacitySweep sweep = runCapacitySweep(trace, request.policies, logGrid(fillLimit, request.gridPoints),
                                                     request.workers, control);
        result.uniqueBlocks = sweep.uniqueBlocks;
        result.maxCapacity = sweep.uniqueBlocks;
        result.totalTokens = sweep.ceiling.totalTokens;
        result.ceilingHitTokens = sweep.ceiling.hitTokens;
        for (qsizetype k = 0; k < request.policies.size(); ++k)
            result.curves.emplace_back(request.policies[k], sweep.capacities, sweep.outcomes[std::size_t(k)],
                                       sweep.ceiling.totalTokens, sweep.fillLimit);
        return result;
    }

    const bool lmcache = request.semantics == SemanticsPreset::Lmcache;
    CurveSpec spec;
    spec.policy = lmcache ? StackPolicy::LmcacheHeadFirst : StackPolicy::NativeTailFirst;
    spec.measureFrom = lmcache ? 0 : warmupRequestsFor(trace.requestCount());
    auto curve = std::make_shared<const HitCurve>(computeHitCurve(trace, spec, control));
    result.uniqueBlocks = curve->uniqueBlocks();
    result.maxCapacity = curve->uniqueBlocks();
    result.totalTokens = curve->totalTokens();
    result.ceilingHitTokens = curve->hitTokens(curve->uniqueBlocks());

    // Native policies other than LRU are no stack algorithms: replay them on a capacity grid.
    QStringList replayed;
    for (const QString& policy : request.policies)
        if (policy != QLatin1String("lru"))
            replayed << policy;
    CapacitySweep sweep;
    if (!replayed.isEmpty()) {
        const std::uint32_t fillLimit = buildReplayIndex(trace, false, control).fillLimit();
        sweep = runCapacitySweep(trace, replayed, logGrid(fillLimit, request.gridPoints), request.workers, control);
    }
    for (const QString& policy : request.policies) {
        if (policy == QLatin1String("lru")) {
            result.curves.emplace_back(policy, curve);
            continue;
        }
        const auto k = std::size_t(replayed.indexOf(policy));
        result.curves.emplace_back(policy, sweep.capacities, sweep.outcomes[k], sweep.ceiling.totalTokens,
                                   sweep.fillLimit);
    }
    return result;
}

ReplayOutcome replayExactPoint(const Trace& trace, SemanticsPreset semantics, const QString& policy,
                               std::uint32_t capacityBlocks, const JobControl& control)
{
    switch (semantics) {
    case SemanticsPreset::KvcacheAi: { // any registry policy: the capacity sweep's kernel and window
        const CapacitySweep sweep = runCapacitySweep(trace, {policy}, {capacityBlocks}, 1, control);
        if (const ReplayOutcome* o = sweep.find(0, capacityBlocks))
            return *o;
        ReplayOutcome none; // cannot fill before the window: no measured hits
        none.totalTokens = sweep.ceiling.totalTokens;
        return none;
    }
    case SemanticsPreset::Lmcache: {
        const LmcacheResult r = simulateLmcache(trace, std::max<std::uint32_t>(capacityBlocks, 1), false, control);
        ReplayOutcome o;
        o.hitTokens = r.hitTokens;
        o.totalTokens = r.totalTokens;
        o.evictions = r.evictions;
        o.filledBeforeWindow = true;
        return o;
    }
    case SemanticsPreset::Native:
        if (policy == QLatin1String("lru"))
            return replayTailFirstLru(trace, capacityBlocks, warmupRequestsFor(trace.requestCount()), control);
        return replayExactPoint(trace, SemanticsPreset::KvcacheAi, policy, capacityBlocks, control);
    }
    return {};
}

} // namespace kvwb
