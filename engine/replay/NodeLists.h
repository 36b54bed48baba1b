#pragma once

#include "trace/Trace.h"

#include <vector>

namespace kvwb {

/**
 * Several intrusive doubly-linked lists over one node space (each node in at most one list at a
 * time), O(1) for every operation: the building block of ARC's T1/T2/B1/B2, S3-FIFO's queues and
 * LFU's per-frequency lists. Front is the most recent end.
 */
class NodeLists
{
public:
    static constexpr BlockId kNil = 0xffffffffu;
    static constexpr std::uint8_t kNone = 0xff;

    NodeLists(std::size_t nodes, std::size_t lists)
        : m_prev(nodes, kNil), m_next(nodes, kNil), m_list(nodes, kNone), m_head(lists, kNil), m_tail(lists, kNil),
          m_size(lists, 0)
    {
    }

    std::uint8_t listOf(BlockId n) const { return m_list[n]; }
    std::uint32_t size(std::size_t list) const { return m_size[list]; }
    BlockId front(std::size_t list) const { return m_head[list]; }
    BlockId back(std::size_t list) const { return m_tail[list]; }
    /// Towards the back (older) and towards the front (newer).
    BlockId older(BlockId n) const { return m_next[n]; }
    BlockId newer(BlockId n) const { return m_prev[n]; }

    void pushFront(std::size_t list, BlockId n)
    {
        m_prev[n] = kNil;
        m_next[n] = m_head[list];
        (m_head[list] == kNil ? m_tail[list] : m_prev[m_head[list]]) = n;
        m_head[list] = n;
        m_list[n] = std::uint8_t(list);
        ++m_size[list];
    }
    void remove(BlockId n)
    {
        const std::uint8_t list = m_list[n];
        const BlockId p = m_prev[n], x = m_next[n];
        (p == kNil ? m_head[list] : m_next[p]) = x;
        (x == kNil ? m_tail[list] : m_prev[x]) = p;
        m_list[n] = kNone;
        --m_size[list];
    }
    /// Moves n (in any list) to the front of `list`.
    void moveToFront(std::size_t list, BlockId n)
    {
        remove(n);
        pushFront(list, n);
    }
    BlockId popBack(std::size_t list)
    {
        const BlockId n = m_tail[list];
        remove(n);
        return n;
    }

private:
    std::vector<BlockId> m_prev, m_next;
    std::vector<std::uint8_t> m_list;
    std::vector<BlockId> m_head, m_tail;
    std::vector<std::uint32_t> m_size;
};

} // namespace kvwb
