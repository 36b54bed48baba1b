#pragma once

#include "replay/NodeLists.h"
#include "replay/ReplayKernel.h"

#include <algorithm>
#include <cmath>

namespace kvwb {

/**
 * S3-FIFO (Yang et al., SOSP'23): a small FIFO (10% of the capacity) filters one-hit wonders, a
 * main FIFO keeps the rest with lazy promotion (2-bit access counters), and a ghost FIFO (as many
 * entries as the main queue's target) sends blocks seen again straight to the main queue.
 * Here a block leaves the small queue for the main one if it was accessed at least once after
 * insertion; the main queue reinserts blocks with a count > 0, decrementing it.
 */
class S3FifoPolicy
{
public:
    S3FifoPolicy(const Trace& trace, const ReplayIndex&, std::uint32_t capacity)
        : m_lists(trace.trieNodes, 3), m_freq(trace.trieNodes, 0), m_capacity(capacity),
          m_smallTarget(std::max<std::uint32_t>(1, std::uint32_t(std::lround(0.1 * capacity)))),
          m_ghostCapacity(std::max<std::uint32_t>(1, capacity - std::min(capacity, m_smallTarget)))
    {
    }

    bool contains(BlockId n) const
    {
        const auto l = m_lists.listOf(n);
        return l == Small || l == Main;
    }
    std::uint32_t size() const { return m_lists.size(Small) + m_lists.size(Main); }
    std::uint64_t evictions() const { return m_evictions; }

    void access(BlockId x, EventIndex)
    {
        if (contains(x)) {
            m_freq[x] = std::uint8_t(std::min(3, m_freq[x] + 1));
            return;
        }
        while (size() >= m_capacity)
            evict();
        m_freq[x] = 0;
        if (m_lists.listOf(x) == Ghost)
            m_lists.moveToFront(Main, x);
        else
            m_lists.pushFront(Small, x);
    }

private:
    enum : std::uint8_t { Small = 0, Main = 1, Ghost = 2 };

    void evict()
    {
        if (m_lists.size(Small) >= m_smallTarget || m_lists.size(Main) == 0)
            evictSmall();
        else
            evictMain();
    }

    void evictSmall()
    {
        while (m_lists.size(Small) > 0) {
            const BlockId t = m_lists.popBack(Small);
            if (m_freq[t] > 0) { // seen again while in the small queue: promote
                m_freq[t] = 0;
                m_lists.pushFront(Main, t);
                // As the paper's Algorithm 1: a full main queue evicts, and the small queue keeps
                // going until one of its own blocks reaches the ghost queue.
                if (m_lists.size(Main) > m_capacity - std::min(m_capacity, m_smallTarget))
                    evictMain();
                continue;
            }
            if (m_lists.size(Ghost) >= m_ghostCapacity)
                m_lists.popBack(Ghost);
            m_lists.pushFront(Ghost, t);
            ++m_evictions;
            return;
        }
        // The small queue emptied by promotions: access() calls evict() again while full.
    }

    void evictMain()
    {
        while (m_lists.size(Main) > 0) {
            const BlockId t = m_lists.popBack(Main);
            if (m_freq[t] > 0) {
                --m_freq[t];
                m_lists.pushFront(Main, t);
                continue;
            }
            ++m_evictions;
            return;
        }
    }

    NodeLists m_lists;
    std::vector<std::uint8_t> m_freq;
    std::uint32_t m_capacity;
    std::uint32_t m_smallTarget;
    std::uint32_t m_ghostCapacity;
    std::uint64_t m_evictions = 0;
};

} // namespace kvwb
