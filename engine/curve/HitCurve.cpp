#include "curve/HitCurve.h"

#include <algorithm>

namespace kvwb {

std::uint64_t HitCurve::lookup(const std::vector<std::uint64_t>& keys, const std::vector<std::uint64_t>& values,
                               std::uint64_t at)
{
    const auto it = std::upper_bound(keys.begin(), keys.end(), at);
    return it == keys.begin() ? 0 : values[std::size_t(it - keys.begin()) - 1];
}

std::uint64_t HitCurve::hitTokens(std::uint64_t capacityBlocks) const
{
    return lookup(m_capacity, m_hits, capacityBlocks);
}

std::uint64_t HitCurve::evictions(std::uint64_t capacityBlocks) const
{
    // Every touch beyond the capacity inserts; all inserts but the final occupancy evicted.
    const std::uint64_t inserts = m_totalTouches - lookup(m_touchCapacity, m_touches, capacityBlocks);
    const std::uint64_t occupancy = std::min(capacityBlocks, m_uniqueBlocks);
    return inserts > occupancy ? inserts - occupancy : 0;
}

double HitCurve::hitRate(std::uint64_t capacityBlocks) const
{
    return m_totalTokens ? double(hitTokens(capacityBlocks)) / double(m_totalTokens) : 0.0;
}

} // namespace kvwb
