#pragma once

#include "trace/Trace.h"

#include <bit>
#include <cstdint>
#include <vector>

namespace kvwb {

/**
 * Stack distances for one-pass LRU curves: each block's latest touch time is a set bit in a
 * bitmap; a Fenwick tree counts the set bits per 512-bit group, so it stays small enough for the
 * L2 cache while the bitmap answers the last partial group with a few popcounts. The distance
 * of a block is 1 + the touches (distinct blocks) after its own. When the clock reaches the end
 * of the bitmap, times are renumbered to their ranks (order preserved), so memory is about
 * 4.3 bytes per block however long the trace is.
 */
class RecencyRanks
{
public:
    explicit RecencyRanks(std::size_t blocks)
        : m_slots(roundUp(std::max<std::size_t>(2 * blocks, 4096))), m_bits(m_slots / 64, 0),
          m_groups(m_slots / kGroupBits + 1, 0), m_lastTouch(blocks, kNever)
    {
    }

    /// 1 + distinct blocks touched since block b's last touch; 0 if never touched.
    std::uint64_t distance(BlockId b) const
    {
        const std::uint32_t t = m_lastTouch[b];
        return t == kNever ? 0 : m_live - rank(t) + 1;
    }

    void touch(BlockId b)
    {
        if (m_clock == m_slots)
            renumber();
        const std::uint32_t old = m_lastTouch[b];
        if (old != kNever)
            flip(old, -1);
        else
            ++m_live;
        const auto now = std::uint32_t(m_clock++);
        m_lastTouch[b] = now;
        flip(now, +1);
    }

private:
    static constexpr std::uint32_t kNever = 0xffffffffu;
    static constexpr std::size_t kGroupBits = 512;

    static std::size_t roundUp(std::size_t n) { return (n + kGroupBits - 1) / kGroupBits * kGroupBits; }

    // Marks at times <= t.
    std::uint64_t rank(std::uint32_t t) const
    {
        const std::size_t group = t / kGroupBits;
        std::uint64_t count = 0;
        for (std::size_t i = group; i > 0; i -= i & (~i + 1)) // Fenwick over whole groups before t's
            count += m_groups[i];
        const std::size_t firstWord = group * (kGroupBits / 64);
        const std::size_t word = t / 64;
        for (std::size_t w = firstWord; w < word; ++w)
            count += std::uint64_t(std::popcount(m_bits[w]));
        const std::uint64_t upTo = (t % 64 == 63) ? ~0ULL : ((1ULL << (t % 64 + 1)) - 1);
        return count + std::uint64_t(std::popcount(m_bits[word] & upTo));
    }

    void flip(std::uint32_t t, int delta)
    {
        m_bits[t / 64] ^= 1ULL << (t % 64);
        for (std::size_t i = t / kGroupBits + 1; i < m_groups.size(); i += i & (~i + 1))
            m_groups[i] += delta;
    }

    void renumber()
    {
        for (std::uint32_t& t : m_lastTouch)
            if (t != kNever)
                t = std::uint32_t(rank(t) - 1);
        std::fill(m_bits.begin(), m_bits.end(), 0);
        std::fill(m_groups.begin(), m_groups.end(), 0);
        for (std::uint64_t t = 0; t < m_live; ++t)
            m_bits[t / 64] |= 1ULL << (t % 64);
        for (std::size_t g = 1; g < m_groups.size(); ++g) { // O(n) Fenwick build
            const std::uint64_t begin = (g - 1) * kGroupBits;
            m_groups[g] += begin < m_live ? std::uint32_t(std::min<std::uint64_t>(kGroupBits, m_live - begin)) : 0;
            const std::size_t parent = g + (g & (~g + 1));
            if (parent < m_groups.size())
                m_groups[parent] += m_groups[g];
        }
        m_clock = m_live;
    }

    std::size_t m_slots;
    std::vector<std::uint64_t> m_bits;
    std::vector<std::uint32_t> m_groups; ///< Fenwick tree, 1-based, over groups of kGroupBits times
    std::vector<std::uint32_t> m_lastTouch;
    std::size_t m_clock = 0; ///< next touch time (0-based)
    std::uint64_t m_live = 0;
};

} // namespace kvwb
