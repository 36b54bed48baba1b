#pragma once

#include "replay/ReplayKernel.h"

#include <algorithm>
#include <vector>

namespace kvwb {

/**
 * The radix-style cache shared by KVCache.AI's LRU and optimal policies (semantics.md 1.4):
 * leaf-only eviction keeps the cached set prefix-closed; nodes of the request's path that are
 * present before the insert pass are protected; victims come from a lazy heap (stale entries are
 * skipped: key changed, no longer present, or now has children) with ties going to the larger
 * node index. Order supplies the key rules:
 *   static std::uint64_t touchKey(Order& state, const ReplayIndex&, EventIndex);
 *   static std::uint64_t insertKey(Order& state, const ReplayIndex&, EventIndex);
 *   static bool evictsBefore(std::uint64_t a, std::uint64_t b);   // a is a better victim key
 *   static bool bypass(std::uint64_t victimKey, const ReplayIndex&, EventIndex candidate);
 * Quirks reproduced on purpose: blocks inserted earlier in the same request are not protected,
 * and a node that stays present without being touched keeps its old key.
 */
template <typename Order> class RadixPolicy
{
public:
    RadixPolicy(const Trace& trace, const ReplayIndex& index, std::uint32_t capacity)
        : m_trace(trace), m_index(index), m_present(trace.trieNodes, 0), m_children(trace.trieNodes, 0),
          m_key(trace.trieNodes, 0), m_protectedIn(trace.trieNodes, 0), m_capacity(capacity)
    {
    }

    bool contains(BlockId node) const { return m_present[node]; }

    void touch(BlockId node, EventIndex e)
    {
        m_key[node] = Order::touchKey(m_order, m_index, e);
        push(node);
    }

    void insert(std::size_t request, EventIndex begin, EventIndex end)
    {
        const auto stamp = std::uint32_t(request + 1);
        for (EventIndex e = begin; e < end; ++e)
            if (m_present[m_trace.pathId[e]])
                m_protectedIn[m_trace.pathId[e]] = stamp;
        for (EventIndex e = begin; e < end; ++e) {
            const BlockId node = m_trace.pathId[e];
            if (m_present[node])
                continue;
            if (m_size >= m_capacity) {
                Entry victim;
                if (!popVictim(stamp, victim))
                    return;
                if (Order::bypass(victim.key, m_index, e)) {
                    pushEntry(victim);
                    return;
                }
                evict(victim.node);
            }
            const BlockId parent = e == begin ? 0 : m_trace.pathId[e - 1];
            if (m_size >= m_capacity || (parent != 0 && !m_present[parent]))
                return;
            admit(node, parent, Order::insertKey(m_order, m_index, e));
        }
    }

    bool filled() const { return m_filled; }
    std::uint64_t evictions() const { return m_evictions; }

private:
    struct Entry
    {
        std::uint64_t key;
        BlockId node;
    };
    // std heaps keep the "largest" on top: the best victim must compare largest.
    static bool worseVictim(const Entry& a, const Entry& b)
    {
        if (a.key != b.key)
            return Order::evictsBefore(b.key, a.key);
        return a.node < b.node;
    }

    bool valid(const Entry& x) const
    {
        return m_present[x.node] && m_key[x.node] == x.key && m_children[x.node] == 0;
    }

    void pushEntry(const Entry& x)
    {
        m_heap.push_back(x);
        std::push_heap(m_heap.begin(), m_heap.end(), worseVictim);
    }

    void push(BlockId node)
    {
        pushEntry({m_key[node], node});
        if (m_heap.size() > 2 * std::size_t(m_capacity) + 4096)
            compact();
    }

    // Drops stale entries so touches cannot grow the heap without bound.
    void compact()
    {
        std::erase_if(m_heap, [this](const Entry& x) { return !valid(x); });
        std::make_heap(m_heap.begin(), m_heap.end(), worseVictim);
    }

    bool popVictim(std::uint32_t stamp, Entry& victim)
    {
        m_setAside.clear();
        bool found = false;
        while (!m_heap.empty()) {
            std::pop_heap(m_heap.begin(), m_heap.end(), worseVictim);
            const Entry top = m_heap.back();
            m_heap.pop_back();
            if (!valid(top))
                continue;
            if (m_protectedIn[top.node] == stamp) {
                m_setAside.push_back(top);
                continue;
            }
            victim = top;
            found = true;
            break;
        }
        for (const Entry& x : m_setAside)
            pushEntry(x);
        return found;
    }

    void evict(BlockId node)
    {
        m_present[node] = 0;
        --m_size;
        ++m_evictions;
        const BlockId parent = m_index.parent[node];
        if (parent != 0 && --m_children[parent] == 0)
            pushEntry({m_key[parent], parent});
    }

    void admit(BlockId node, BlockId parent, std::uint64_t key)
    {
        m_present[node] = 1;
        if (parent != 0)
            ++m_children[parent];
        m_key[node] = key;
        push(node);
        if (++m_size >= m_capacity)
            m_filled = true;
    }

    const Trace& m_trace;
    const ReplayIndex& m_index;
    Order m_order;
    std::vector<std::uint8_t> m_present;
    std::vector<std::uint32_t> m_children;
    std::vector<std::uint64_t> m_key;
    std::vector<std::uint32_t> m_protectedIn; ///< request+1 whose insert pass protects the node
    std::vector<Entry> m_heap;
    std::vector<Entry> m_setAside;
    std::uint32_t m_capacity;
    std::uint32_t m_size = 0;
    std::uint64_t m_evictions = 0;
    bool m_filled = false;
};

} // namespace kvwb
