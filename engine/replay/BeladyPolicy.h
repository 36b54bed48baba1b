#pragma once

#include "replay/ReplayKernel.h"

#include <algorithm>
#include <vector>

namespace kvwb {

/**
 * Exact Belady (MIN) under the native rules: on a miss in a full cache, the cached block whose
 * next use (the next request holding it) is farthest goes - over all cached blocks, through a lazy
 * heap, O(log C) amortised per event - unless the missing block's own next use is farther still,
 * in which case it is not admitted (bypass). Ties between blocks next used in the same request go
 * to the deeper block first, so the cache stays prefix-closed.
 */
class BeladyPolicy
{
public:
    BeladyPolicy(const Trace& trace, const ReplayIndex& index, std::uint32_t capacity)
        : m_index(index), m_key(trace.trieNodes, 0), m_present(trace.trieNodes, 0), m_depth(trace.trieNodes, 0),
          m_capacity(capacity)
    {
        // Parents are numbered before their children, so one ascending pass gives every depth.
        for (std::size_t n = 1; n < trace.trieNodes; ++n)
            m_depth[n] = m_depth[index.parent[n]] + 1;
    }

    bool contains(BlockId n) const { return m_present[n]; }
    std::uint32_t size() const { return m_size; }
    std::uint64_t evictions() const { return m_evictions; }

    void access(BlockId x, EventIndex e)
    {
        const std::uint64_t key = (std::uint64_t(m_index.nextUse[e]) << 32) | m_depth[x];
        if (m_present[x]) {
            m_key[x] = key;
            push(x);
            return;
        }
        if (m_size >= m_capacity) {
            const BlockId victim = farthest();
            if (key >= m_key[victim])
                return; // needed later than anything cached: do not admit
            m_present[victim] = 0;
            --m_size;
            ++m_evictions;
        }
        m_present[x] = 1;
        m_key[x] = key;
        ++m_size;
        push(x);
    }

private:
    struct Entry
    {
        std::uint64_t key;
        BlockId node;
        bool operator<(const Entry& o) const { return key < o.key || (key == o.key && node < o.node); }
    };

    void push(BlockId x)
    {
        m_heap.push_back({m_key[x], x});
        std::push_heap(m_heap.begin(), m_heap.end());
        if (m_heap.size() > 2 * std::size_t(m_capacity) + 4096) {
            std::erase_if(m_heap, [this](const Entry& en) { return !m_present[en.node] || m_key[en.node] != en.key; });
            std::make_heap(m_heap.begin(), m_heap.end());
        }
    }
    // The live entry with the largest key (stale entries are dropped on the way).
    BlockId farthest()
    {
        while (true) {
            const Entry top = m_heap.front();
            if (m_present[top.node] && m_key[top.node] == top.key)
                return top.node;
            std::pop_heap(m_heap.begin(), m_heap.end());
            m_heap.pop_back();
        }
    }

    const ReplayIndex& m_index;
    std::vector<std::uint64_t> m_key;
    std::vector<std::uint8_t> m_present;
    std::vector<std::uint32_t> m_depth;
    std::vector<Entry> m_heap;
    std::uint32_t m_capacity;
    std::uint32_t m_size = 0;
    std::uint64_t m_evictions = 0;
};

} // namespace kvwb
