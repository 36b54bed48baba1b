#pragma once

#include "replay/ReplayKernel.h"

#include <vector>

namespace kvwb {

/**
 * KVCache.AI FIFO: a flat set of trie nodes with no prefix constraint; hits do not refresh.
 * Missing blocks are appended in request order, evicting from the queue head while full -
 * which may evict blocks of the current request, and lets a block enter without its parent.
 */
class FifoPolicy
{
public:
    FifoPolicy(const Trace& trace, const ReplayIndex&, std::uint32_t capacity)
        : m_trace(trace), m_present(trace.trieNodes, 0), m_queue(capacity + 1), m_capacity(capacity)
    {
    }

    bool contains(BlockId node) const { return m_present[node]; }
    void touch(BlockId, EventIndex) {}

    void insert(std::size_t, EventIndex begin, EventIndex end)
    {
        for (EventIndex e = begin; e < end; ++e) {
            const BlockId node = m_trace.pathId[e];
            if (m_present[node])
                continue;
            while (m_size >= m_capacity) {
                const BlockId victim = m_queue[m_head];
                m_head = m_head + 1 == m_queue.size() ? 0 : m_head + 1;
                if (m_present[victim]) { // every queued node is present; the check keeps it lazy-safe
                    m_present[victim] = 0;
                    --m_size;
                    ++m_evictions;
                }
            }
            m_present[node] = 1;
            m_queue[m_tail] = node;
            m_tail = m_tail + 1 == m_queue.size() ? 0 : m_tail + 1;
            if (++m_size >= m_capacity)
                m_filled = true;
        }
    }

    bool filled() const { return m_filled; }
    std::uint64_t evictions() const { return m_evictions; }

private:
    const Trace& m_trace;
    std::vector<std::uint8_t> m_present;
    std::vector<BlockId> m_queue; ///< ring buffer: at most capacity live entries
    std::size_t m_head = 0;
    std::size_t m_tail = 0;
    std::uint32_t m_capacity;
    std::uint32_t m_size = 0;
    std::uint64_t m_evictions = 0;
    bool m_filled = false;
};

} // namespace kvwb
