#pragma once

#include "replay/NodeLists.h"
#include "replay/ReplayKernel.h"

#include <algorithm>

namespace kvwb {

/**
 * ARC (Megiddo & Modha, FAST'03): T1 holds blocks seen once recently, T2 blocks seen at least
 * twice; the ghost lists B1 and B2 remember recent evictions from each (up to the capacity in
 * all) and steer the adaptive target p for T1's size, bounded to [0, capacity].
 */
class ArcPolicy
{
public:
    ArcPolicy(const Trace& trace, const ReplayIndex&, std::uint32_t capacity)
        : m_lists(trace.trieNodes, 4), m_capacity(capacity)
    {
    }

    bool contains(BlockId n) const
    {
        const auto l = m_lists.listOf(n);
        return l == T1 || l == T2;
    }
    std::uint32_t size() const { return m_lists.size(T1) + m_lists.size(T2); }
    std::uint64_t evictions() const { return m_evictions; }

    void access(BlockId x, EventIndex)
    {
        const auto where = m_lists.listOf(x);
        const double c = m_capacity;
        if (where == T1 || where == T2) { // case I: hit
            m_lists.moveToFront(T2, x);
        } else if (where == B1) { // case II: recently evicted from T1 -> grow T1's target
            const double delta = m_lists.size(B1) >= m_lists.size(B2) ? 1.0 : double(m_lists.size(B2)) / m_lists.size(B1);
            m_p = std::min(c, m_p + delta);
            replace(false);
            m_lists.moveToFront(T2, x);
        } else if (where == B2) { // case III: recently evicted from T2 -> shrink T1's target
            const double delta = m_lists.size(B2) >= m_lists.size(B1) ? 1.0 : double(m_lists.size(B1)) / m_lists.size(B2);
            m_p = std::max(0.0, m_p - delta);
            replace(true);
            m_lists.moveToFront(T2, x);
        } else { // case IV: a new block
            const std::uint32_t l1 = m_lists.size(T1) + m_lists.size(B1);
            const std::uint32_t all = l1 + m_lists.size(T2) + m_lists.size(B2);
            if (l1 >= m_capacity) {
                if (m_lists.size(T1) < m_capacity) {
                    m_lists.popBack(B1);
                    replace(false);
                } else {
                    m_lists.popBack(T1); // T1 alone fills the cache: drop its LRU outright
                    ++m_evictions;
                }
            } else if (all >= m_capacity) {
                if (all >= 2 * m_capacity)
                    m_lists.popBack(B2);
                replace(false);
            }
            m_lists.pushFront(T1, x);
        }
    }

private:
    enum : std::uint8_t { T1 = 0, T2 = 1, B1 = 2, B2 = 3 };

    // Evicts T1's LRU into B1 when T1 is above its target (or at it, for a B2 hit), else T2's into B2.
    void replace(bool hitInB2)
    {
        const std::uint32_t t1 = m_lists.size(T1);
        if (t1 > 0 && ((hitInB2 && double(t1) == m_p) || double(t1) > m_p)) {
            m_lists.pushFront(B1, m_lists.popBack(T1));
        } else if (m_lists.size(T2) > 0) {
            m_lists.pushFront(B2, m_lists.popBack(T2));
        } else {
            m_lists.pushFront(B1, m_lists.popBack(T1));
        }
        ++m_evictions;
    }

    NodeLists m_lists;
    std::uint32_t m_capacity;
    double m_p = 0;
    std::uint64_t m_evictions = 0;
};

} // namespace kvwb
