#pragma once

#include "replay/ReplayKernel.h"

#include <vector>

namespace kvwb {

/**
 * CLOCK: the cache is a ring of capacity slots with a reference bit each. A hit sets the bit; a
 * miss in a full cache advances the hand, clearing set bits, to the first clear slot and replaces
 * that block. New blocks start with a clear bit.
 */
class ClockPolicy
{
public:
    ClockPolicy(const Trace& trace, const ReplayIndex&, std::uint32_t capacity)
        : m_slotOf(trace.trieNodes, kNone), m_ring(), m_referenced(), m_capacity(capacity)
    {
        m_ring.reserve(capacity);
        m_referenced.reserve(capacity);
    }

    bool contains(BlockId n) const { return m_slotOf[n] != kNone; }
    std::uint32_t size() const { return std::uint32_t(m_ring.size()); }
    std::uint64_t evictions() const { return m_evictions; }

    void access(BlockId x, EventIndex)
    {
        if (contains(x)) {
            m_referenced[m_slotOf[x]] = 1;
            return;
        }
        if (m_ring.size() < m_capacity) {
            m_slotOf[x] = std::uint32_t(m_ring.size());
            m_ring.push_back(x);
            m_referenced.push_back(0);
            return;
        }
        while (m_referenced[m_hand]) {
            m_referenced[m_hand] = 0;
            m_hand = m_hand + 1 == m_capacity ? 0 : m_hand + 1;
        }
        m_slotOf[m_ring[m_hand]] = kNone;
        ++m_evictions;
        m_ring[m_hand] = x;
        m_slotOf[x] = m_hand;
        m_hand = m_hand + 1 == m_capacity ? 0 : m_hand + 1;
    }

private:
    static constexpr std::uint32_t kNone = 0xffffffffu;

    std::vector<std::uint32_t> m_slotOf;
    std::vector<BlockId> m_ring;
    std::vector<std::uint8_t> m_referenced;
    std::uint32_t m_capacity;
    std::uint32_t m_hand = 0;
    std::uint64_t m_evictions = 0;
};

} // namespace kvwb
