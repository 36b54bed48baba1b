#pragma once

#include "replay/ReplayKernel.h"

#include <vector>

namespace kvwb {

/**
 * LFU with O(1) operations: blocks hang in per-frequency lists, the lists in a chain of ascending
 * frequency. Frequency counts accesses while cached (it restarts at 1 after an eviction).
 * Tie-break: among the least frequently used blocks the least recently used one goes.
 */
class LfuPolicy
{
public:
    LfuPolicy(const Trace& trace, const ReplayIndex&, std::uint32_t capacity)
        : m_bucketOf(trace.trieNodes, kNil), m_prev(trace.trieNodes, kNil), m_next(trace.trieNodes, kNil),
          m_capacity(capacity)
    {
    }

    bool contains(BlockId n) const { return m_bucketOf[n] != kNil; }
    std::uint32_t size() const { return m_size; }
    std::uint64_t evictions() const { return m_evictions; }

    void access(BlockId x, EventIndex)
    {
        if (contains(x)) {
            const std::uint32_t from = m_bucketOf[x];
            std::uint32_t to = m_buckets[from].next;
            if (to == kNil || m_buckets[to].frequency != m_buckets[from].frequency + 1)
                to = newBucket(m_buckets[from].frequency + 1, from);
            unlinkItem(x);
            pushItem(to, x);
            releaseIfEmpty(from);
            return;
        }
        if (m_size >= m_capacity) {
            const std::uint32_t lowest = m_first;
            const BlockId victim = m_buckets[lowest].tail; // least recently used of the least used
            unlinkItem(victim);
            m_bucketOf[victim] = kNil;
            releaseIfEmpty(lowest);
            --m_size;
            ++m_evictions;
        }
        std::uint32_t one = m_first;
        if (one == kNil || m_buckets[one].frequency != 1)
            one = newBucket(1, kNil);
        pushItem(one, x);
        ++m_size;
    }

private:
    static constexpr std::uint32_t kNil = 0xffffffffu;
    struct Bucket
    {
        std::uint64_t frequency;
        BlockId head, tail;        ///< most / least recently used item
        std::uint32_t prev, next;  ///< neighbouring frequencies
    };

    std::uint32_t newBucket(std::uint64_t frequency, std::uint32_t after)
    {
        std::uint32_t b;
        if (!m_free.empty()) {
            b = m_free.back();
            m_free.pop_back();
        } else {
            b = std::uint32_t(m_buckets.size());
            m_buckets.push_back({});
        }
        const std::uint32_t next = after == kNil ? m_first : m_buckets[after].next;
        m_buckets[b] = {frequency, kNil, kNil, after, next};
        (after == kNil ? m_first : m_buckets[after].next) = b;
        if (next != kNil)
            m_buckets[next].prev = b;
        return b;
    }
    void releaseIfEmpty(std::uint32_t b)
    {
        if (m_buckets[b].head != kNil)
            return;
        const std::uint32_t p = m_buckets[b].prev, n = m_buckets[b].next;
        (p == kNil ? m_first : m_buckets[p].next) = n;
        if (n != kNil)
            m_buckets[n].prev = p;
        m_free.push_back(b);
    }
    void pushItem(std::uint32_t b, BlockId x)
    {
        Bucket& k = m_buckets[b];
        m_prev[x] = kNil;
        m_next[x] = k.head;
        (k.head == kNil ? k.tail : m_prev[k.head]) = x;
        k.head = x;
        m_bucketOf[x] = b;
    }
    void unlinkItem(BlockId x)
    {
        Bucket& k = m_buckets[m_bucketOf[x]];
        const BlockId p = m_prev[x], n = m_next[x];
        (p == kNil ? k.head : m_next[p]) = n;
        (n == kNil ? k.tail : m_prev[n]) = p;
    }

    std::vector<std::uint32_t> m_bucketOf;
    std::vector<BlockId> m_prev, m_next;
    std::vector<Bucket> m_buckets;
    std::vector<std::uint32_t> m_free;
    std::uint32_t m_first = kNil; ///< the lowest frequency
    std::uint32_t m_capacity;
    std::uint32_t m_size = 0;
    std::uint64_t m_evictions = 0;
};

} // namespace kvwb
