#pragma once

class QChart;
class QPalette;

namespace kvwb {

/**
 * Qt Charts draws with its own chart theme, not the widget palette, so a dark palette would leave
 * white charts with light (invisible) legend text. These keep every chart view in the
 * application in the palette's colours: background, text, axes and grid lines. Series colours
 * are the charts' own business and stay as they are.
 */
void followPaletteInCharts();

/// Colours `chart`'s background, titles, axes, grid lines and legend text from `palette`.
void applyPaletteToChart(QChart* chart, const QPalette& palette);

} // namespace kvwb
