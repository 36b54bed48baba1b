#include "curve/OnePassCurve.h"

#include "curve/RecencyRanks.h"

#include <algorithm>
#include <limits>

namespace kvwb {

namespace {

template <typename TouchCount> HitCurve onePass(const Trace& t, const CurveSpec& spec, const JobControl& control)
{
    const bool raw = spec.policy == StackPolicy::LmcacheHeadFirst;
    const std::vector<BlockId>& ids = raw ? t.rawId : t.pathId;
    const std::size_t blocks = raw ? t.rawUniqueBlocks : t.trieNodes;
    const std::uint64_t unique = raw ? t.rawUniqueBlocks : t.uniqueBlocks();
    RecencyRanks tree(blocks);
    // Index d: hits/touches first possible at capacity d; index unique+1: never.
    std::vector<std::uint64_t> hitsAt(unique + 2, 0);
    std::vector<TouchCount> touchesAt(unique + 2, 0);
    std::uint64_t totalTokens = 0, totalTouches = 0;
    const auto never = std::size_t(unique + 1);

    for (std::size_t r = 0; r < t.requestCount(); ++r) {
        const EventIndex begin = t.requestStart[r];
        const EventIndex end = t.requestStart[r + 1];
        if (r >= spec.measureFrom) {
            std::uint64_t runningMax = 0;
            for (EventIndex e = begin; e < end; ++e) {
                const std::uint64_t d = tree.distance(ids[e]);
                runningMax = d == 0 ? never : std::max(runningMax, d);
                if (runningMax >= never)
                    break; // a block never seen: nothing after it can hit at any capacity
                hitsAt[runningMax] += t.weight[e];
            }
            totalTokens += raw ? t.inputLength[r] : [&] {
                std::uint64_t s = 0;
                for (EventIndex e = begin; e < end; ++e)
                    s += t.weight[e];
                return s;
            }();
        }
        // Commit: LMCache moves/inserts in request order; the native order is deepest first.
        auto commit = [&](EventIndex e) {
            const std::uint64_t d = tree.distance(ids[e]);
            ++touchesAt[d == 0 ? never : d];
            ++totalTouches;
            tree.touch(ids[e]);
        };
        if (raw)
            for (EventIndex e = begin; e < end; ++e)
                commit(e);
        else
            for (EventIndex e = end; e-- > begin;)
                commit(e);
        if ((r & 1023) == 1023)
            control.throwIfCancelled();
    }
    return HitCurve(hitsAt, touchesAt, totalTokens, totalTouches, unique);
}

} // namespace

HitCurve computeHitCurve(const Trace& t, const CurveSpec& spec, const JobControl& control)
{
    // No distance can be touched more often than there are events.
    if (t.eventCount() < 0xffffffffULL)
        return onePass<std::uint32_t>(t, spec, control);
    return onePass<std::uint64_t>(t, spec, control);
}

} // namespace kvwb
