#include "charts/CurveCharts.h"

#include "charts/ChartImage.h"

#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>

#include <cmath>

namespace kvwb {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::CurveCharts", text);
}
} // namespace

bool writeHitCurvePng(const QString& title, const QString& subtitle, const QString& xTitle,
                      const std::vector<CurveSeries>& series, const QString& path, QString* error)
{
    double minX = INFINITY, maxX = 0;
    for (const CurveSeries& s : series)
        for (const QPointF& p : s.points)
            if (p.x() > 0) {
                minX = std::min(minX, p.x());
                maxX = std::max(maxX, p.x());
            }
    if (!(maxX > 0)) {
        if (error)
            *error = tr("Cannot write %1: the curve has no points").arg(path);
        return false;
    }
    if (!chartsCanRender(error))
        return false;
    const QSize size = kCurveImageSize;
    ChartCanvas canvas(size);
    constexpr qreal kMargin = 20, kHeader = 80;
    canvas.addHeader(QRectF(kMargin, kMargin, size.width() - 2 * kMargin, kHeader), title, subtitle, QString());

    QChart* chart = figurePanel(QString());
    auto* x = new QLogValueAxis;
    x->setBase(10);
    x->setRange(std::pow(10.0, std::floor(std::log10(minX))), std::pow(10.0, std::ceil(std::log10(maxX))));
    x->setLabelFormat(QStringLiteral("%.7g")); // 10000, not 1e+04
    x->setMinorTickCount(8);
    x->setTitleText(xTitle);
    QValueAxis* y = niceValueAxis(tr("Token hit rate"), 0, 100, false);
    y->setLabelFormat(QStringLiteral("%.0f%"));
    // Distinct, colour-blind-safe line colours (Okabe-Ito).
    static const QColor colours[] = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73),
                                     QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xd5, 0x5e, 0x00)};
    std::size_t i = 0;
    for (const CurveSeries& s : series) {
        auto* line = new QLineSeries;
        QList<QPointF> points;
        for (const QPointF& p : s.points)
            if (p.x() > 0)
                points << QPointF(p.x(), p.y() * 100.0);
        line->replace(points);
        line->setName(s.name);
        line->setPen(QPen(colours[i++ % std::size(colours)], 2.4));
        if (i == 1) {
            attachAxes(chart, line, x, y);
        } else {
            chart->addSeries(line);
            line->attachAxis(x);
            line->attachAxis(y);
        }
    }
    chart->legend()->setVisible(series.size() > 1);
    chart->legend()->setAlignment(Qt::AlignBottom);
    const qreal top = kMargin + kHeader + 10;
    canvas.addChart(chart, QRectF(kMargin, top, size.width() - 2 * kMargin, size.height() - top - kMargin));
    return canvas.savePng(path, error);
}

} // namespace kvwb
