#pragma once

#include "lmcache/LmcacheReport.h"

#include <QSize>
#include <QString>

#include <cstdint>
#include <span>
#include <vector>

namespace kvwb {

/// Pixel sizes of the figures (device pixel ratio 1).
inline constexpr QSize kLmcacheStatsImageSize{2400, 1300};
inline constexpr QSize kLmcacheSweepImageSize{1200, 700};

/**
 * The `simulate` statistics figure as PNG: a header with the key numbers and the hit shares of
 * requests and tokens, then eight panels - per-request hit rate (full range and the 97-100 %
 * zoom), hit prefix length, chunk reuse count, rolling hit rate, input length per request,
 * global span and cache position at hit.
 *
 * `inputLengths` (seq_len per request, e.g. Trace::inputLength) feeds panel 5; without it (or if
 * its size does not match the requests) panel 5 shows the eviction totals instead, since the
 * result carries no per-request lengths. Needs a QApplication. Returns false with *error set
 * when the file cannot be written; a failed write leaves no file.
 */
bool writeLmcacheStatsPng(const LmcacheRunInfo& info, const LmcacheResult& result, const QString& path,
                          QString* error, std::span<const std::uint32_t> inputLengths = {});

/// The `sweep` figure as PNG: token hit rate (%) over cache capacity (GiB, log scale).
bool writeLmcacheSweepPng(const LmcacheRunInfo& info, const std::vector<LmcacheSweepPoint>& points,
                          const QString& path, QString* error);

} // namespace kvwb
