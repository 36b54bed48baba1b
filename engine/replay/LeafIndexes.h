#pragma once

#include "trace/Trace.h"

#include <algorithm>
#include <vector>

namespace kvwb {

// Victim indexes for the radix cache: they hold the evictable leaves and find the best one that
// the current request does not protect. RadixPolicy tells them when a node becomes a leaf, stops
// being one, is evicted, or gets a new key; `keys` is the policy's per-node key column.

/**
 * For LRU: leaves in a doubly-linked list kept in ascending key order. New and touched leaves
 * have the newest key and go to the tail; a parent that becomes a leaf again (its last child
 * was just evicted from near the head) is inserted in order, walking from the head.
 */
class LeafRecencyList
{
public:
    LeafRecencyList(std::size_t nodes, const std::vector<std::uint64_t>& keys)
        : m_prev(nodes, kNil), m_next(nodes, kNil), m_inList(nodes, 0), m_keys(keys)
    {
    }

    void becameLeaf(BlockId node)
    {
        BlockId after = kNil; // insert after this node (kNil: at the head)
        if (m_tail != kNil && m_keys[m_tail] < m_keys[node]) {
            after = m_tail;
        } else {
            for (BlockId cursor = m_head; cursor != kNil && m_keys[cursor] < m_keys[node]; cursor = m_next[cursor])
                after = cursor;
        }
        link(node, after);
    }
    void stoppedBeingLeaf(BlockId node) { unlink(node); }
    void removed(BlockId node) { unlink(node); }
    void keyChanged(BlockId node, bool isLeaf)
    {
        if (isLeaf) { // a touched leaf has the newest key
            unlink(node);
            link(node, m_tail);
        }
    }

    /// The oldest leaf the current request does not protect (every listed leaf is valid).
    template <typename Protected, typename Valid>
    bool findVictim(const Protected& isProtected, const Valid&, BlockId& victim) const
    {
        for (BlockId cursor = m_head; cursor != kNil; cursor = m_next[cursor])
            if (!isProtected(cursor)) {
                victim = cursor;
                return true;
            }
        return false;
    }

    template <typename Valid> void compactIfLarge(std::size_t, const Valid&) {}

private:
    static constexpr BlockId kNil = 0xffffffffu;

    void link(BlockId node, BlockId after)
    {
        const BlockId next = after == kNil ? m_head : m_next[after];
        m_prev[node] = after;
        m_next[node] = next;
        (after == kNil ? m_head : m_next[after]) = node;
        (next == kNil ? m_tail : m_prev[next]) = node;
        m_inList[node] = 1;
    }
    void unlink(BlockId node)
    {
        if (!m_inList[node])
            return;
        const BlockId prev = m_prev[node];
        const BlockId next = m_next[node];
        (prev == kNil ? m_head : m_next[prev]) = next;
        (next == kNil ? m_tail : m_prev[next]) = prev;
        m_inList[node] = 0;
    }

    std::vector<BlockId> m_prev;
    std::vector<BlockId> m_next;
    std::vector<std::uint8_t> m_inList;
    const std::vector<std::uint64_t>& m_keys;
    BlockId m_head = kNil;
    BlockId m_tail = kNil;
};

/**
 * For Belady's keys (next use, not monotonic): a lazy max-heap of (key, node) packed into one
 * 64-bit word, so the largest word is the farthest next use with ties to the larger node index.
 * Entries go stale when a node's key changes, it is evicted or it gets children; stale ones are
 * dropped when they surface. Keys must fit 32 bits (they are request indexes).
 */
class FarthestLeafHeap
{
public:
    FarthestLeafHeap(std::size_t, const std::vector<std::uint64_t>& keys) : m_keys(keys) {}

    // The newest leaf waits outside the heap: in an insert pass each admitted block stops its
    // parent from being a leaf at once, so only the last one of a chain is ever pushed.
    void becameLeaf(BlockId node)
    {
        if (m_pending != kNone)
            push(pack(m_pending));
        m_pending = node;
    }
    void stoppedBeingLeaf(BlockId node) { dropPending(node); }
    void removed(BlockId node) { dropPending(node); }
    void keyChanged(BlockId node, bool isLeaf)
    {
        if (isLeaf && node != m_pending)
            push(pack(node));
    }

    template <typename Protected, typename Valid>
    bool findVictim(const Protected& isProtected, const Valid& valid, BlockId& victim)
    {
        m_setAside.clear();
        std::uint64_t best = 0;
        bool found = false;
        while (!m_heap.empty()) {
            std::pop_heap(m_heap.begin(), m_heap.end());
            const std::uint64_t top = m_heap.back();
            m_heap.pop_back();
            const auto node = BlockId(top);
            if ((top >> 32) != m_keys[node] || !valid(node))
                continue;
            m_setAside.push_back(top); // pushed back below: finding does not evict
            if (!isProtected(node)) {
                best = top;
                found = true;
                break;
            }
        }
        for (std::uint64_t e : m_setAside)
            push(e);
        if (m_pending != kNone && valid(m_pending) && !isProtected(m_pending) && (!found || pack(m_pending) > best)) {
            best = pack(m_pending);
            found = true;
        }
        victim = BlockId(best);
        return found;
    }

    /// Drops stale entries once they outnumber the live ones.
    template <typename Valid> void compactIfLarge(std::size_t live, const Valid& valid)
    {
        if (m_heap.size() <= 2 * live + 4096)
            return;
        std::erase_if(m_heap, [&](std::uint64_t e) { return (e >> 32) != m_keys[BlockId(e)] || !valid(BlockId(e)); });
        std::make_heap(m_heap.begin(), m_heap.end());
    }

private:
    static constexpr BlockId kNone = 0xffffffffu;

    std::uint64_t pack(BlockId node) const { return (m_keys[node] << 32) | node; }
    void push(std::uint64_t e)
    {
        m_heap.push_back(e);
        std::push_heap(m_heap.begin(), m_heap.end());
    }
    void dropPending(BlockId node)
    {
        if (node == m_pending)
            m_pending = kNone;
    }

    const std::vector<std::uint64_t>& m_keys;
    std::vector<std::uint64_t> m_heap;
    std::vector<std::uint64_t> m_setAside;
    BlockId m_pending = kNone;
};

} // namespace kvwb
