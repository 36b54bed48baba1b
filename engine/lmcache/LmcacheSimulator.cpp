#include "lmcache/LmcacheSimulator.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace kvwb {

namespace {

constexpr BlockId kNil = 0xffffffffu;

// An intrusive LRU list over dense raw ids: O(1) touch, insert and evict.
class LruList
{
public:
    explicit LruList(std::size_t ids) : m_prev(ids, kNil), m_next(ids, kNil), m_present(ids, 0) {}

    bool contains(BlockId id) const { return m_present[id]; }
    std::uint64_t size() const { return m_size; }
    void moveToMru(BlockId id)
    {
        unlink(id);
        pushMru(id);
    }
    void insertMru(BlockId id)
    {
        m_present[id] = 1;
        ++m_size;
        pushMru(id);
    }
    BlockId evictLru()
    {
        const BlockId victim = m_lru;
        unlink(victim);
        m_present[victim] = 0;
        --m_size;
        return victim;
    }

private:
    void pushMru(BlockId id)
    {
        m_prev[id] = m_mru;
        m_next[id] = kNil;
        (m_mru == kNil ? m_lru : m_next[m_mru]) = id;
        m_mru = id;
    }
    void unlink(BlockId id)
    {
        const BlockId p = m_prev[id], n = m_next[id];
        (p == kNil ? m_lru : m_next[p]) = n;
        (n == kNil ? m_mru : m_prev[n]) = p;
    }

    std::vector<BlockId> m_prev, m_next;
    std::vector<std::uint8_t> m_present;
    BlockId m_mru = kNil, m_lru = kNil;
    std::uint64_t m_size = 0;
};

// Rank from MRU for the statistics: a Fenwick tree over touch times counts the cached entries
// touched more recently than a given one.
class RecencyRanks
{
public:
    explicit RecencyRanks(std::size_t ids, std::size_t touches) : m_tree(touches + 1, 0), m_time(ids, 0) {}

    void touch(BlockId id)
    {
        if (m_time[id])
            add(m_time[id], -1);
        m_time[id] = ++m_clock;
        add(m_time[id], +1);
    }
    void remove(BlockId id)
    {
        add(m_time[id], -1);
        m_time[id] = 0;
    }
    std::uint64_t rankFromMru(BlockId id, std::uint64_t cached) const { return cached - prefix(m_time[id]); }

private:
    void add(std::size_t i, std::int64_t v)
    {
        for (; i < m_tree.size(); i += i & (~i + 1))
            m_tree[i] += v;
    }
    std::uint64_t prefix(std::size_t i) const
    {
        std::int64_t s = 0;
        for (; i > 0; i -= i & (~i + 1))
            s += m_tree[i];
        return std::uint64_t(s);
    }

    std::vector<std::int64_t> m_tree;
    std::vector<std::size_t> m_time;
    std::size_t m_clock = 0;
};

} // namespace

std::uint64_t lmcacheCapacityChunks(double gib, double kvBytesPerChunk)
{
    const double bytes = std::floor(gib * 1073741824.0);
    const double chunks = std::floor(bytes / kvBytesPerChunk);
    return chunks >= 1 ? std::uint64_t(chunks) : 1;
}

std::vector<std::uint64_t> lmcacheSweepCapacities(double minGib, double maxGib, int points, bool linear)
{
    const double minBytes = minGib * 1073741824.0;
    const double maxBytes = maxGib * 1073741824.0;
    std::set<std::uint64_t> values;
    const int n = std::max(points, 1);
    if (linear) {
        const double step = (maxBytes - minBytes) / std::max(n - 1, 1);
        for (int i = 0; i < n; ++i)
            values.insert(std::uint64_t(std::nearbyint(minBytes + i * step)));
    } else {
        const double lo = std::log10(minBytes);
        const double step = (std::log10(maxBytes) - lo) / std::max(n - 1, 1);
        for (int i = 0; i < n; ++i)
            values.insert(std::uint64_t(std::nearbyint(std::pow(10.0, lo + i * step))));
    }
    return {values.begin(), values.end()};
}

LmcacheResult simulateLmcache(const Trace& t, std::uint64_t capacityChunks, bool withStats, const JobControl& control)
{
    LmcacheResult result;
    result.capacityChunks = capacityChunks;
    const std::size_t ids = t.rawUniqueBlocks;
    LruList cache(ids);
    std::optional<RecencyRanks> ranks;
    std::vector<std::uint64_t> lastSeen, reuse;
    LmcacheStats& stats = result.stats;
    if (withStats) {
        ranks.emplace(ids, std::size_t(t.eventCount()));
        lastSeen.assign(ids, 0);
        reuse.assign(ids, 0);
        stats.requestHitRates.reserve(t.requestCount());
        stats.hitPrefixChunks.reserve(t.requestCount());
        stats.rollingHitRates.reserve(t.requestCount());
    }
    std::uint64_t globalIndex = 0;
    for (std::size_t r = 0; r < t.requestCount(); ++r) {
        const EventIndex begin = t.requestStart[r];
        const EventIndex end = t.requestStart[r + 1];
        EventIndex firstMiss = begin;
        while (firstMiss < end && cache.contains(t.rawId[firstMiss]))
            ++firstMiss;
        std::uint64_t hitTokens = 0;
        for (EventIndex e = begin; e < firstMiss; ++e)
            hitTokens += t.weight[e];
        result.hitTokens += hitTokens;
        result.totalTokens += t.inputLength[r];
        ++result.requests;

        if (withStats) {
            for (EventIndex e = begin; e < firstMiss; ++e) {
                const BlockId h = t.rawId[e];
                stats.globalSpans.push_back(globalIndex + (e - begin) - lastSeen[h]);
                stats.hitPositions.push_back(ranks->rankFromMru(h, cache.size()));
                ++reuse[h];
            }
            stats.requestHitRates.push_back(t.inputLength[r] ? double(hitTokens) / t.inputLength[r] : 0.0);
            stats.hitPrefixChunks.push_back(std::uint32_t(firstMiss - begin));
        }

        for (EventIndex e = begin; e < end; ++e) {
            const BlockId h = t.rawId[e];
            if (cache.contains(h)) {
                cache.moveToMru(h);
            } else {
                if (cache.size() >= capacityChunks) {
                    const BlockId victim = cache.evictLru();
                    ++result.evictions;
                    if (ranks)
                        ranks->remove(victim);
                }
                cache.insertMru(h);
            }
            if (withStats) {
                ranks->touch(h);
                lastSeen[h] = globalIndex + (e - begin);
            }
        }
        globalIndex += end - begin;
        if (withStats)
            stats.rollingHitRates.push_back(result.totalTokens ? double(result.hitTokens) / result.totalTokens : 0.0);
        if ((r & 1023) == 1023)
            control.throwIfCancelled();
    }
    result.occupancy = cache.size();
    if (withStats)
        for (std::uint64_t count : reuse)
            if (count > 0)
                stats.reuseCounts.push_back(count);
    return result;
}

} // namespace kvwb
