#include "tiers/TierModel.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace kvwb {

std::vector<TierSpec> defaultTiers()
{
    return {
        {QStringLiteral("HBM"), 5, 3350, 3350, 0.001},
        {QStringLiteral("DRAM"), 256, 200, 200, 0.1},
        {QStringLiteral("SSD"), 3200, 7, 4, 0.5},
    };
}

double blockReadMs(const TierSpec& tier, double blockBytes)
{
    return tier.readLatencyMs + blockBytes / (tier.readBwGbps * 1e9) * 1000.0;
}

double prefillMsPerToken(double modelParamsB, double prefillTflops, double overheadFactor)
{
    const double paramsBytes = modelParamsB * 1e9 * 2;
    return 2 * paramsBytes / (prefillTflops * 1e12) * 1000.0 * overheadFactor;
}

double decodeMsPerToken(double modelParamsB, double memoryBwGbps, double overheadFactor)
{
    const double paramsBytes = modelParamsB * 1e9 * 2;
    return 2 * paramsBytes / (memoryBwGbps * 1e9) * 1000.0 * overheadFactor;
}

double decodeStepMs(double msPerToken, int batch)
{
    return msPerToken * (1 + 0.02 * std::log2(std::max(2, batch)));
}

TierSplit exclusiveLruSplit(const HitCurve& curve, const std::vector<std::uint64_t>& capacityBlocks)
{
    TierSplit split;
    split.totalTokens = curve.totalTokens();
    std::uint64_t cumulativeCapacity = 0, above = 0;
    for (std::uint64_t c : capacityBlocks) {
        cumulativeCapacity += c;
        const std::uint64_t reached = curve.hitTokens(cumulativeCapacity);
        split.hitTokens.push_back(reached - above);
        above = reached;
    }
    split.missTokens = split.totalTokens - above;
    return split;
}

PrefillTime prefillTime(const TierSplit& split, const std::vector<TierSpec>& tiers, double blockBytes,
                        std::uint32_t blockTokens, double msPerToken, bool overlapLoadWithCompute)
{
    PrefillTime t;
    t.noCacheMs = double(split.totalTokens) * msPerToken;
    t.computeMs = double(split.missTokens) * msPerToken;
    for (std::size_t i = 0; i < split.hitTokens.size() && i < tiers.size(); ++i) {
        // Hit tokens come in whole blocks, except a request's partial last block.
        const double blocks = std::ceil(double(split.hitTokens[i]) / std::max<std::uint32_t>(blockTokens, 1));
        t.loadMs += blocks * blockReadMs(tiers[i], blockBytes);
    }
    t.effectiveMs = overlapLoadWithCompute ? std::max(t.computeMs, t.loadMs) : t.computeMs + t.loadMs;
    t.speedup = t.effectiveMs > 0 ? t.noCacheMs / t.effectiveMs : 1.0;
    const double hitRate = split.totalTokens ? 1.0 - double(split.missTokens) / double(split.totalTokens) : 0.0;
    t.idealSpeedup = std::min(1000.0, 1.0 / std::max(1.0 - hitRate, 0.001));
    return t;
}

} // namespace kvwb
