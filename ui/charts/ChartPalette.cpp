#include "charts/ChartPalette.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QLegendMarker>
#include <QPalette>
#include <QPointer>

namespace kvwb {

namespace {

QColor mix(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() * t + b.redF() * (1 - t)),
                            float(a.greenF() * t + b.greenF() * (1 - t)),
                            float(a.blueF() * t + b.blueF() * (1 - t)));
}

/// Restyles chart views when they are first polished and whenever their palette changes
/// (a theme switch reaches every widget as a PaletteChange).
class ChartPaletteFilter : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        const QEvent::Type type = event->type();
        if (type != QEvent::Polish && type != QEvent::PaletteChange)
            return false;
        // A chart view's constructor changes its own palette before it has a chart: wait for
        // the polish that precedes its first showing.
        auto* view = qobject_cast<QChartView*>(watched);
        if (view && (type == QEvent::Polish || view->testAttribute(Qt::WA_WState_Polished)))
            applyPaletteToChart(view->chart(), view->palette());
        return false;
    }
};

} // namespace

void applyPaletteToChart(QChart* chart, const QPalette& palette)
{
    if (!chart)
        return;
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::WindowText);
    chart->setBackgroundBrush(base);
    chart->setTitleBrush(text);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(mix(text, base, 0.45));
        axis->setGridLineColor(mix(text, base, 0.18));
        axis->setMinorGridLineColor(mix(text, base, 0.07));
    }
    // The legend colour is for markers to come; existing ones keep their label's alpha, since
    // charts fade the entries of hidden series.
    const QList<QLegendMarker*> markers = chart->legend()->markers();
    QList<float> alphas;
    for (QLegendMarker* marker : markers)
        alphas << marker->labelBrush().color().alphaF();
    chart->legend()->setLabelColor(text);
    for (qsizetype i = 0; i < markers.size(); ++i) {
        QColor colour = text;
        colour.setAlphaF(alphas[i]);
        markers[i]->setLabelBrush(colour);
    }
}

void followPaletteInCharts()
{
    static QPointer<ChartPaletteFilter> filter;
    if (!filter) {
        filter = new ChartPaletteFilter(qApp);
        qApp->installEventFilter(filter);
    }
    for (QWidget* widget : QApplication::allWidgets())
        if (auto* view = qobject_cast<QChartView*>(widget);
            view && view->testAttribute(Qt::WA_WState_Polished))
            applyPaletteToChart(view->chart(), view->palette());
}

} // namespace kvwb
