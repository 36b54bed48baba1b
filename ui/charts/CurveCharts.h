#pragma once

#include <QPointF>
#include <QSize>
#include <QString>

#include <vector>

namespace kvwb {

inline constexpr QSize kCurveImageSize{1200, 700};

/// One curve of a hit-rate figure: x is capacity (GiB or blocks), y the hit rate in [0, 1].
struct CurveSeries
{
    QString name;
    std::vector<QPointF> points;
};

/**
 * A hit rate vs capacity figure as PNG (log x axis), for `kvwb curve -o`: one line per series, a
 * title and a subtitle line. Needs a QApplication; writes atomically; false with *error set
 * when nothing could be drawn or written.
 */
bool writeHitCurvePng(const QString& title, const QString& subtitle, const QString& xTitle,
                      const std::vector<CurveSeries>& series, const QString& path, QString* error);

} // namespace kvwb
