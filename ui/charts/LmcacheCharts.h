#pragma once

#include "lmcache/LmcacheReport.h"

#include <QSize>
#include <QString>
#include <Qt>

#include <cstdint>
#include <span>
#include <vector>

class QChart;

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

/// The same figure as SVG (vector text and lines, for reports); same contract as the PNG.
bool writeLmcacheStatsSvg(const LmcacheRunInfo& info, const LmcacheResult& result, const QString& path,
                          QString* error, std::span<const std::uint32_t> inputLengths = {});

/// A boxed note in a panel's plot area: a count the plot cannot show, or why the plot is empty.
struct PanelNote
{
    QString text;
    Qt::Alignment where;
    int pixelSize = 14;
};

/// One panel of the statistics figure: a chart in the figure style and its notes.
struct StatsPanel
{
    QChart* chart = nullptr; ///< owned by the caller (or the scene or view it is put in)
    std::vector<PanelNote> notes;
};

/**
 * The eight panels of the statistics figure in its order (1, 1b, 2, 3, 4, 5, 6, 7), so the
 * window shows the charts the PNG and `kvwb simulate -o` draw. Panel 5 is the input-length
 * histogram; without matching `inputLengths` its chart is null (the figure draws the eviction
 * totals there). Needs a QApplication.
 */
std::vector<StatsPanel> lmcacheStatsPanels(const LmcacheResult& result,
                                           std::span<const std::uint32_t> inputLengths);
/// Share of requests with at least one chunk hit (the first donut of the figure's header).
double lmcacheRequestHitShare(const LmcacheResult& result);
/// A hit / miss donut in the figure style, as in the figure's header.
QChart* lmcacheShareDonut(const QString& title, double hitFraction);

/// The `sweep` figure as PNG: token hit rate (%) over cache capacity (GiB, log scale).
bool writeLmcacheSweepPng(const LmcacheRunInfo& info, const std::vector<LmcacheSweepPoint>& points,
                          const QString& path, QString* error);

} // namespace kvwb
