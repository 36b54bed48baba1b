#pragma once

#include "curve/HitCurve.h"

#include <QString>

#include <vector>

namespace kvwb {

/// One memory tier (formulas.md section 3 units: GB = 1e9 bytes, GB/s, ms).
struct TierSpec
{
    QString name;
    double capacityGb = 0;
    double readBwGbps = 0;
    double writeBwGbps = 0;
    double readLatencyMs = 0;
};

/// The multi-tier simulator's single-node defaults: HBM 5 GB, DRAM 256 GB, SSD 3200 GB.
std::vector<TierSpec> defaultTiers();

/// Time to read one block from a tier: latency + bytes / bandwidth.
double blockReadMs(const TierSpec& tier, double blockBytes);

/// Prefill compute per token: 2 x parameter bytes / FLOP rate x overhead (formulas.md section 4).
double prefillMsPerToken(double modelParamsB, double prefillTflops, double overheadFactor = 1.0);
/// Decode time per token from memory bandwidth, and one decode step for a batch of n.
double decodeMsPerToken(double modelParamsB, double memoryBwGbps, double overheadFactor = 1.0);
double decodeStepMs(double decodeMsPerToken, int batch);

/// Hit tokens per tier of an exclusive LRU hierarchy (demote on eviction, promote on hit): one
/// LRU stack cut at C1, C1+C2, ..., so every split comes from one exact curve. A prefix hit is
/// attributed to the first tier whose cumulative capacity holds the whole prefix up to it (the
/// capacity the hit needs), not to where that one block happens to sit.
struct TierSplit
{
    std::vector<std::uint64_t> hitTokens; ///< per tier, top tier first
    std::uint64_t missTokens = 0;
    std::uint64_t totalTokens = 0;
};
TierSplit exclusiveLruSplit(const HitCurve& curve, const std::vector<std::uint64_t>& capacityBlocks);

/// Prefill time of the measured tokens with a tier split (miss tokens computed, hit blocks read).
struct PrefillTime
{
    double noCacheMs = 0;
    double computeMs = 0;  ///< miss tokens x ms/token
    double loadMs = 0;     ///< sum over tiers of hit blocks x block read time
    double effectiveMs = 0;
    double speedup = 1;      ///< noCache / effective
    double idealSpeedup = 1; ///< the hit rate's speedup with free loads
};
PrefillTime prefillTime(const TierSplit& split, const std::vector<TierSpec>& tiers, double blockBytes,
                        std::uint32_t blockTokens, double msPerToken, bool overlapLoadWithCompute);

} // namespace kvwb
