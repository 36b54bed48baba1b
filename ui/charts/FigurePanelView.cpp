#include "charts/FigurePanelView.h"

#include "charts/ChartImage.h"
#include "charts/ChartPalette.h"

#include <QAbstractAxis>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace kvwb {

namespace {

constexpr double kFullWidth = 430; ///< at this width and wider the figure's fonts are kept
constexpr double kMinScale = 0.74;

QFont scaled(QFont font, double scale)
{
    if (font.pixelSize() > 0)
        font.setPixelSize(std::max(9, int(std::lround(font.pixelSize() * scale))));
    return font;
}

} // namespace

FigurePanelView::FigurePanelView(QWidget* parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setFrameShape(QFrame::NoFrame);
}

FigurePanelView::~FigurePanelView() = default; // QChartView deletes the chart it shows

void FigurePanelView::setPanel(StatsPanel panel)
{
    QChart* previous = chart();
    if (!panel.chart)
        panel.chart = figurePanel(QString());
    m_axisFonts.clear();
    setChart(panel.chart); // releases the previous chart without deleting it
    delete previous;
    m_notes = std::move(panel.notes);
    m_titleFont = panel.chart->titleFont();
    for (QAbstractAxis* axis : panel.chart->axes())
        m_axisFonts.emplace_back(axis, axis->labelsFont(), axis->titleFont());
    m_scale = 0; // the new chart's fonts are unscaled
    scaleFonts();
    // In the window's colours like every chart view (a polished view gets no Polish event again).
    if (testAttribute(Qt::WA_WState_Polished))
        applyPaletteToChart(panel.chart, palette());
    viewport()->update();
}

void FigurePanelView::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    scaleFonts();
}

void FigurePanelView::scaleFonts()
{
    const double scale = std::clamp(double(width()) / kFullWidth, kMinScale, 1.0);
    if (std::abs(scale - m_scale) < 0.02 || !chart())
        return;
    m_scale = scale;
    chart()->setTitleFont(scaled(m_titleFont, scale));
    for (const auto& [axis, labels, title] : m_axisFonts) {
        axis->setLabelsFont(scaled(labels, scale));
        axis->setTitleFont(scaled(title, scale));
    }
}

void FigurePanelView::drawForeground(QPainter* painter, const QRectF& rect)
{
    QChartView::drawForeground(painter, rect);
    if (m_notes.empty() || !chart())
        return;
    // As ChartCanvas places its notes: inside the plot area, never over the axes.
    const QRectF plot = chart()->mapRectToScene(chart()->plotArea());
    constexpr qreal kPad = 6; // as noteBoxRect pads the text
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    for (const PanelNote& note : m_notes) {
        const QFont font = scaled(FigureStyle::font(note.pixelSize), m_scale > 0 ? m_scale : 1.0);
        const QSizeF text = QFontMetricsF(font)
                                .boundingRect(QRectF(QPointF(0, 0), plot.size()), Qt::TextWordWrap, note.text)
                                .size();
        const QRectF frame = noteBoxRect(plot, text, note.where);
        painter->setPen(QPen(QColor(0xb8, 0xc2, 0xcc), 1));
        painter->setBrush(QColor(0xf7, 0xf9, 0xfb, 235));
        painter->drawRoundedRect(frame, 4, 4);
        painter->setFont(font);
        painter->setPen(FigureStyle::ink);
        painter->drawText(frame.adjusted(kPad, kPad, -kPad, -kPad),
                          Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, note.text);
    }
    painter->restore();
}

} // namespace kvwb
