#pragma once

#include "replay/LeafIndexes.h"
#include "replay/ReplayKernel.h"

#include <vector>

namespace kvwb {

/**
 * The radix-style cache shared by KVCache.AI's LRU and optimal policies (semantics.md 1.4):
 * leaf-only eviction keeps the cached set prefix-closed; nodes of the request's path that are
 * present before the insert pass are protected; the victim is the best-keyed unprotected leaf,
 * ties to the larger node index. Order supplies the key rules and the victim index:
 *   using Index = LeafRecencyList or LazyLeafHeap<...>;
 *   static std::uint64_t touchKey(Order& state, const ReplayIndex&, EventIndex);
 *   static std::uint64_t insertKey(Order& state, const ReplayIndex&, EventIndex);
 *   static bool bypass(std::uint64_t victimKey, const ReplayIndex&, EventIndex candidate);
 * Quirks reproduced on purpose: blocks inserted earlier in the same request are not protected,
 * and a node that stays present without being touched keeps its old key.
 */
template <typename Order> class RadixPolicy
{
public:
    RadixPolicy(const Trace& trace, const ReplayIndex& index, std::uint32_t capacity)
        : m_trace(trace), m_index(index), m_present(trace.trieNodes, 0), m_children(trace.trieNodes, 0),
          m_key(trace.trieNodes, 0), m_protectedIn(trace.trieNodes, 0), m_leaves(trace.trieNodes, m_key),
          m_capacity(capacity)
    {
    }

    bool contains(BlockId node) const { return m_present[node]; }

    void touch(BlockId node, EventIndex e)
    {
        m_key[node] = Order::touchKey(m_order, m_index, e);
        m_leaves.keyChanged(node, m_children[node] == 0);
    }

    void insert(std::size_t request, EventIndex begin, EventIndex end)
    {
        const auto stamp = std::uint32_t(request + 1);
        for (EventIndex e = begin; e < end; ++e)
            if (m_present[m_trace.pathId[e]])
                m_protectedIn[m_trace.pathId[e]] = stamp;
        const auto isProtected = [this, stamp](BlockId n) { return m_protectedIn[n] == stamp; };
        const auto isLeaf = [this](BlockId n) { return m_present[n] && m_children[n] == 0; };
        for (EventIndex e = begin; e < end; ++e) {
            const BlockId node = m_trace.pathId[e];
            if (m_present[node])
                continue;
            if (m_size >= m_capacity) {
                BlockId victim = 0;
                if (!m_leaves.findVictim(isProtected, isLeaf, victim))
                    return;
                if (Order::bypass(m_key[victim], m_index, e))
                    return;
                evict(victim);
            }
            const BlockId parent = e == begin ? 0 : m_trace.pathId[e - 1];
            if (m_size >= m_capacity || (parent != 0 && !m_present[parent]))
                return;
            admit(node, parent, Order::insertKey(m_order, m_index, e));
        }
        m_leaves.compactIfLarge(m_size, isLeaf);
    }

    bool filled() const { return m_filled; }
    std::uint64_t evictions() const { return m_evictions; }

private:
    void evict(BlockId node)
    {
        m_present[node] = 0;
        m_leaves.removed(node);
        --m_size;
        ++m_evictions;
        const BlockId parent = m_index.parent[node];
        if (parent != 0 && --m_children[parent] == 0)
            m_leaves.becameLeaf(parent);
    }

    void admit(BlockId node, BlockId parent, std::uint64_t key)
    {
        m_present[node] = 1;
        if (parent != 0 && m_children[parent]++ == 0)
            m_leaves.stoppedBeingLeaf(parent);
        m_key[node] = key;
        m_leaves.becameLeaf(node);
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
    typename Order::Index m_leaves;
    std::uint32_t m_capacity;
    std::uint32_t m_size = 0;
    std::uint64_t m_evictions = 0;
    bool m_filled = false;
};

} // namespace kvwb
