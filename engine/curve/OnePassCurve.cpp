#include "curve/OnePassCurve.h"

#include <algorithm>
#include <limits>

namespace kvwb {

namespace {

constexpr std::uint32_t kNever = 0;

// Fenwick tree over touch times holding a 1 at every block's latest touch. When the clock runs
// past the tree, live marks are renumbered 1..live in time order (amortised O(log n)).
class RecencyTree
{
public:
    explicit RecencyTree(std::size_t blocks)
        : m_size(std::max<std::size_t>(2 * blocks, 1024)), m_tree(m_size + 1, 0), m_lastTouch(blocks, kNever),
          m_owner(m_size + 1, 0)
    {
    }

    /// 1 + distinct blocks touched since block b's last touch; 0 if never touched.
    std::uint64_t distance(BlockId b) const
    {
        const std::uint32_t t = m_lastTouch[b];
        return t == kNever ? 0 : std::uint64_t(m_live - prefix(t)) + 1;
    }

    void touch(BlockId b)
    {
        if (m_clock == m_size)
            renumber();
        const std::uint32_t old = m_lastTouch[b];
        if (old != kNever) {
            add(old, -1);
            m_owner[old] = 0;
        } else {
            ++m_live;
        }
        const auto now = std::uint32_t(++m_clock);
        m_lastTouch[b] = now;
        m_owner[now] = b + 1;
        add(now, +1);
    }

private:
    void add(std::size_t i, std::int32_t v)
    {
        for (; i <= m_size; i += i & (~i + 1))
            m_tree[i] += v;
    }
    std::uint32_t prefix(std::size_t i) const
    {
        std::int64_t s = 0;
        for (; i > 0; i -= i & (~i + 1))
            s += m_tree[i];
        return std::uint32_t(s);
    }
    void renumber()
    {
        std::size_t next = 0;
        for (std::size_t t = 1; t <= m_size; ++t) {
            if (!m_owner[t])
                continue;
            const BlockId b = m_owner[t] - 1;
            m_owner[t] = 0;
            m_owner[++next] = b + 1;
            m_lastTouch[b] = std::uint32_t(next);
        }
        // Rebuild the tree for marks at 1..next in O(n): every node passes its sum to its parent.
        std::fill(m_tree.begin(), m_tree.end(), 0);
        for (std::size_t i = 1; i <= m_size; ++i) {
            if (i <= next)
                m_tree[i] += 1;
            const std::size_t parent = i + (i & (~i + 1));
            if (parent <= m_size)
                m_tree[parent] += m_tree[i];
        }
        m_clock = next;
    }

    std::size_t m_size;
    std::vector<std::int32_t> m_tree;
    std::vector<std::uint32_t> m_lastTouch;
    std::vector<BlockId> m_owner; ///< block+1 whose latest touch is at this time, 0 if none
    std::size_t m_clock = 0;
    std::uint64_t m_live = 0;
};

} // namespace

HitCurve computeHitCurve(const Trace& t, const CurveSpec& spec, const JobControl& control)
{
    const bool raw = spec.policy == StackPolicy::LmcacheHeadFirst;
    const std::vector<BlockId>& ids = raw ? t.rawId : t.pathId;
    const std::size_t blocks = raw ? t.rawUniqueBlocks : t.trieNodes;
    const std::uint64_t unique = raw ? t.rawUniqueBlocks : t.uniqueBlocks();
    RecencyTree tree(blocks);
    // Index d: hits/touches first possible at capacity d; index unique+1: never.
    std::vector<std::uint64_t> hitsAt(unique + 2, 0), touchesAt(unique + 2, 0);
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

} // namespace kvwb
