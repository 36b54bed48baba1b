#pragma once

#include <cstdint>
#include <vector>

namespace kvwb {

/**
 * An exact hit curve of a stack policy: hit tokens and evictions at every capacity from 0 to
 * the number of unique blocks, stored as breakpoints (capacities where the value changes), so
 * any capacity is answered by a binary search.
 */
class HitCurve
{
public:
    HitCurve() = default;
    /// hitsAt[d] = tokens that hit exactly from capacity d on; touchesAt[d] likewise for the
    /// touches (stack distance d); d = 0 collects nothing, index size() = never.
    /// Touch counts may be 32-bit (traces under 2^32 events) to halve the pass's memory.
    template <typename TouchCount>
    HitCurve(const std::vector<std::uint64_t>& hitsAt, const std::vector<TouchCount>& touchesAt,
             std::uint64_t totalTokens, std::uint64_t totalTouches, std::uint64_t uniqueBlocks)
        : m_totalTokens(totalTokens), m_totalTouches(totalTouches), m_uniqueBlocks(uniqueBlocks)
    {
        compress(hitsAt, m_capacity, m_hits);
        compress(touchesAt, m_touchCapacity, m_touches);
    }

    std::uint64_t hitTokens(std::uint64_t capacityBlocks) const;
    std::uint64_t evictions(std::uint64_t capacityBlocks) const;
    double hitRate(std::uint64_t capacityBlocks) const;
    std::uint64_t totalTokens() const { return m_totalTokens; }
    std::uint64_t uniqueBlocks() const { return m_uniqueBlocks; }
    /// The smallest capacity that reaches the curve's maximum (the ceiling).
    std::uint64_t saturationCapacity() const { return m_capacity.empty() ? 0 : m_capacity.back(); }
    /// Breakpoints (capacity, cumulative hit tokens), ascending; for plotting.
    const std::vector<std::uint64_t>& capacities() const { return m_capacity; }
    const std::vector<std::uint64_t>& cumulativeHits() const { return m_hits; }

private:
    // Keeps the capacities where a value arrives (slot d: from capacity d on; the last slot is
    // "never") as running sums.
    template <typename Count>
    static void compress(const std::vector<Count>& at, std::vector<std::uint64_t>& keys,
                         std::vector<std::uint64_t>& values)
    {
        std::uint64_t running = 0;
        for (std::size_t d = 1; d + 1 < at.size(); ++d) {
            if (at[d] == 0)
                continue;
            running += at[d];
            keys.push_back(d);
            values.push_back(running);
        }
    }
    static std::uint64_t lookup(const std::vector<std::uint64_t>& keys, const std::vector<std::uint64_t>& values,
                                std::uint64_t at);

    std::vector<std::uint64_t> m_capacity, m_hits;          ///< hit-token breakpoints
    std::vector<std::uint64_t> m_touchCapacity, m_touches;  ///< touches with distance <= capacity
    std::uint64_t m_totalTokens = 0;
    std::uint64_t m_totalTouches = 0;
    std::uint64_t m_uniqueBlocks = 0;
};

} // namespace kvwb
