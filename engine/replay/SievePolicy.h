#pragma once

#include "replay/NodeLists.h"
#include "replay/ReplayKernel.h"

namespace kvwb {

/**
 * SIEVE (Zhang et al., NSDI'24): one FIFO queue with a visited bit per block; hits only set the
 * bit. A hand sweeps from the oldest block towards the newest, clearing bits, and evicts the first
 * unvisited block; it then rests where it stopped (wrapping to the oldest at the end).
 */
class SievePolicy
{
public:
    SievePolicy(const Trace& trace, const ReplayIndex&, std::uint32_t capacity)
        : m_queue(trace.trieNodes, 1), m_visited(trace.trieNodes, 0), m_capacity(capacity)
    {
    }

    bool contains(BlockId n) const { return m_queue.listOf(n) == 0; }
    std::uint32_t size() const { return m_queue.size(0); }
    std::uint64_t evictions() const { return m_evictions; }

    void access(BlockId x, EventIndex)
    {
        if (contains(x)) {
            m_visited[x] = 1;
            return;
        }
        if (size() >= m_capacity)
            evict();
        m_visited[x] = 0;
        m_queue.pushFront(0, x);
    }

private:
    void evict()
    {
        BlockId o = m_hand == NodeLists::kNil ? m_queue.back(0) : m_hand;
        while (m_visited[o]) {
            m_visited[o] = 0;
            o = m_queue.newer(o);
            if (o == NodeLists::kNil)
                o = m_queue.back(0);
        }
        m_hand = m_queue.newer(o);
        m_queue.remove(o);
        ++m_evictions;
    }

    NodeLists m_queue;
    std::vector<std::uint8_t> m_visited;
    std::uint32_t m_capacity;
    BlockId m_hand = NodeLists::kNil;
    std::uint64_t m_evictions = 0;
};

} // namespace kvwb
