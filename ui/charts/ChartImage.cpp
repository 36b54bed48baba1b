#include "charts/ChartImage.h"

#include <QApplication>
#include <QAreaSeries>
#include <QChart>
#include <QCoreApplication>
#include <QDir>
#include <QFontMetricsF>
#include <QGraphicsItem>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace kvwb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::ChartImage", text);
}

// Plain text in a rectangle, optionally on a framed box; QGraphicsSimpleTextItem cannot align
// or wrap inside a given rectangle.
class TextBox : public QGraphicsItem
{
public:
    TextBox(const QRectF& rect, const QString& text, const QFont& font, const QColor& color, int flags,
            bool boxed)
        : m_rect(rect), m_text(text), m_font(font), m_color(color), m_flags(flags), m_boxed(boxed)
    {
    }

    QRectF boundingRect() const override { return m_rect.adjusted(-1, -1, 1, 1); }

    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        if (m_boxed) {
            painter->setPen(QPen(QColor(0xb8, 0xc2, 0xcc), 1));
            painter->setBrush(QColor(0xf7, 0xf9, 0xfb, 235));
            painter->drawRoundedRect(m_rect, 4, 4);
        }
        painter->setFont(m_font);
        painter->setPen(m_color);
        const qreal pad = m_boxed ? 6 : 0;
        painter->drawText(m_rect.adjusted(pad, pad, -pad, -pad), m_flags, m_text);
    }

private:
    QRectF m_rect;
    QString m_text;
    QFont m_font;
    QColor m_color;
    int m_flags;
    bool m_boxed;
};

double niceStep(double span, int ticks, bool integers)
{
    const double raw = std::max(span, 1e-9) / ticks;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / magnitude;
    // 2.5 only where it stays whole: integer axes below 10 would show 2.5 as "3".
    const bool quarter = !integers || magnitude >= 10;
    const double step = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 && quarter ? 2.5 : f <= 5 ? 5 : 10) * magnitude;
    return integers ? std::max(1.0, std::round(step)) : step;
}

void styleAxis(QAbstractAxis* axis)
{
    axis->setLabelsFont(FigureStyle::font(13));
    axis->setLabelsColor(FigureStyle::muted);
    axis->setTitleFont(FigureStyle::font(14));
    axis->setTitleBrush(FigureStyle::ink);
    axis->setLinePen(QPen(FigureStyle::frame, 1));
    axis->setGridLinePen(QPen(FigureStyle::grid, 1));
    axis->setMinorGridLinePen(QPen(FigureStyle::grid.lighter(104), 1, Qt::DotLine));
}

} // namespace

ChartCanvas::ChartCanvas(QSize size) : m_size(size)
{
    m_scene.setSceneRect(0, 0, size.width(), size.height());
    m_scene.setBackgroundBrush(Qt::white);
}

ChartCanvas::~ChartCanvas() = default; // the scene deletes the charts and text items

void ChartCanvas::addChart(QChart* chart, const QRectF& rect)
{
    m_scene.addItem(chart);
    chart->setGeometry(rect);
    m_charts.push_back(chart);
}

void ChartCanvas::addText(const QRectF& rect, const QString& text, const QFont& font, const QColor& color,
                          int flags)
{
    m_scene.addItem(new TextBox(rect, text, font, color, flags, false));
}

void ChartCanvas::addHeader(const QRectF& rect, const QString& title, const QString& line,
                            const QString& secondary)
{
    constexpr int kLine = Qt::AlignLeft | Qt::AlignVCenter;
    addText(QRectF(rect.left(), rect.top(), rect.width(), 40), title, FigureStyle::font(28, QFont::DemiBold),
            FigureStyle::ink, kLine);
    const QFont body = FigureStyle::font(17);
    const QFontMetricsF metrics(body);
    addText(QRectF(rect.left(), rect.top() + 48, rect.width(), 28),
            metrics.elidedText(line, Qt::ElideRight, rect.width()), body, FigureStyle::ink, kLine);
    // The secondary line carries input names that can be arbitrarily long.
    addText(QRectF(rect.left(), rect.top() + 80, rect.width(), 28),
            metrics.elidedText(secondary, Qt::ElideMiddle, rect.width()), body, FigureStyle::muted, kLine);
}

void ChartCanvas::addNote(QChart* chart, const QString& text, const QFont& font, Qt::Alignment where)
{
    m_notes.push_back({chart, text, font, where});
}

void ChartCanvas::placeNotes()
{
    // Charts lay themselves out on a posted event; the plot area is only known after that.
    for (QChart* chart : m_charts) {
        if (chart->layout())
            chart->layout()->activate();
    }
    QCoreApplication::sendPostedEvents();

    for (const Note& note : m_notes) {
        const QRectF plot = note.chart->mapRectToScene(note.chart->plotArea());
        const QSizeF text =
            QFontMetricsF(note.font)
                .boundingRect(QRectF(0, 0, plot.width(), plot.height()), Qt::TextWordWrap, note.text)
                .size();
        auto* item = new TextBox(noteBoxRect(plot, text, note.where), note.text, note.font, FigureStyle::ink,
                                 Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, true);
        item->setZValue(10);
        m_scene.addItem(item);
    }
    m_notes.clear();
}

QImage ChartCanvas::render()
{
    placeNotes();
    QImage image(m_size, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(1.0);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
    m_scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(m_size)), m_scene.sceneRect());
    painter.end();
    // No transparency in the figure: RGB32 keeps the PNG smaller and opaque in every viewer.
    return image.convertToFormat(QImage::Format_RGB32);
}

bool ChartCanvas::savePng(const QString& path, QString* error)
{
    return writePngAtomically(render(), path, error);
}

bool ChartCanvas::saveSvg(const QString& path, const QString& title, QString* error)
{
    placeNotes();
    return writeSvgAtomically(
        m_size, title,
        [this](QPainter& painter) {
            painter.fillRect(QRectF(QPointF(0, 0), QSizeF(m_size)), Qt::white);
            m_scene.render(&painter, QRectF(QPointF(0, 0), QSizeF(m_size)), m_scene.sceneRect());
        },
        path, error);
}

QRectF noteBoxRect(const QRectF& plot, const QSizeF& textSize, Qt::Alignment where)
{
    constexpr qreal kMargin = 8, kPad = 6;
    const QSizeF box(textSize.width() + 2 * kPad + 1, textSize.height() + 2 * kPad);
    qreal x = plot.left() + kMargin;
    if (where & Qt::AlignRight)
        x = plot.right() - kMargin - box.width();
    else if (where & Qt::AlignHCenter)
        x = plot.center().x() - box.width() / 2;
    qreal y = plot.top() + kMargin;
    if (where & Qt::AlignBottom)
        y = plot.bottom() - kMargin - box.height();
    else if (where & Qt::AlignVCenter)
        y = plot.center().y() - box.height() / 2;
    return QRectF(QPointF(x, y), box);
}

bool chartsCanRender(QString* error)
{
    if (qobject_cast<QApplication*>(QCoreApplication::instance()))
        return true;
    if (error)
        *error = tr("Charts need a QApplication (use the \"offscreen\" platform without a display)");
    return false;
}

bool writePngAtomically(const QImage& image, const QString& path, QString* error)
{
    const auto fail = [&](const QString& why) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    };
    if (image.isNull())
        return fail(tr("the image is empty"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    // Quality 80 is zlib level 1: charts are flat colours, so the file grows ~1.5x while encoding
    // takes a third less time (the default level dominated `kvwb simulate -o`).
    if (!image.save(&file, "PNG", 80)) {
        file.cancelWriting();
        return fail(file.error() != QFileDevice::NoError ? file.errorString() : tr("PNG encoding failed"));
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

bool writeSvgAtomically(QSize size, const QString& title, const std::function<void(QPainter&)>& paint,
                        const QString& path, QString* error)
{
    const auto fail = [&](const QString& why) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    };
    if (size.isEmpty())
        return fail(tr("the picture is empty"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    QSvgGenerator svg;
    svg.setOutputDevice(&file);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(title);
    svg.setDescription(tr("Made with KV Cache Workbench"));
    QPainter painter;
    if (!painter.begin(&svg)) {
        file.cancelWriting();
        return fail(tr("SVG output could not start"));
    }
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    paint(painter);
    painter.end();
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

QFont FigureStyle::font(int pixels, QFont::Weight weight)
{
    QFont f;
    f.setPixelSize(pixels);
    f.setWeight(weight);
    return f;
}

QLocale FigureStyle::numberLocale()
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    return locale;
}

HistogramBins binEqual(const std::vector<double>& values, double lo, double hi, int bins)
{
    bins = std::max(bins, 1);
    HistogramBins b{lo, (hi - lo) / bins, std::vector<double>(std::size_t(bins), 0.0)};
    for (const double x : values) {
        if (x >= lo && x <= hi)
            ++b.counts[std::min<std::size_t>(std::size_t(bins - 1), std::size_t((x - lo) / b.width))];
    }
    return b;
}

HistogramBins binIntegers(const std::vector<std::uint64_t>& values, std::uint64_t lowest, int bins,
                          std::uint64_t unitLimit)
{
    if (values.empty())
        return {};
    const std::uint64_t top = std::max(*std::max_element(values.begin(), values.end()), lowest);
    const std::uint64_t span = top - lowest + 1;
    const std::uint64_t width =
        span <= unitLimit ? 1 : (span + std::uint64_t(bins) - 1) / std::uint64_t(bins);
    HistogramBins b{double(lowest) - 0.5, double(width),
                    std::vector<double>((span + width - 1) / width, 0.0)};
    for (const std::uint64_t v : values) {
        if (v >= lowest)
            ++b.counts[(v - lowest) / width];
    }
    return b;
}

QChart* figurePanel(const QString& title)
{
    auto* chart = new QChart;
    chart->setTitle(title);
    chart->setTitleFont(FigureStyle::font(16, QFont::DemiBold));
    chart->setTitleBrush(FigureStyle::ink);
    chart->setBackgroundRoundness(6);
    chart->setBackgroundPen(QPen(FigureStyle::frame, 1));
    chart->setMargins(QMargins(6, 4, 14, 4));
    chart->legend()->hide();
    chart->setLocale(FigureStyle::numberLocale());
    chart->setLocalizeNumbers(true);
    return chart;
}

QValueAxis* niceValueAxis(const QString& title, double lo, double hi, bool integers, bool exact, int ticks)
{
    if (!(hi > lo)) // empty data: a unit range rather than a zero-width one with endless ticks
        hi = lo + 1;
    const double step = niceStep(hi - lo, ticks, integers);
    auto* axis = new QValueAxis;
    if (exact)
        axis->setRange(lo, hi);
    else
        axis->setRange(std::floor(lo / step + 1e-9) * step, std::ceil(hi / step - 1e-9) * step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    int decimals = 0; // as many as the step needs: 2.5 -> 1, 0.25 -> 2
    while (decimals < 6 &&
           std::abs(step * std::pow(10.0, decimals) - std::round(step * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
    axis->setTitleText(title);
    return axis;
}

void attachAxes(QChart* chart, QAbstractSeries* series, QAbstractAxis* x, QAbstractAxis* y)
{
    chart->addSeries(series);
    for (auto [axis, side] : {std::pair{x, Qt::AlignBottom}, std::pair{y, Qt::AlignLeft}}) {
        styleAxis(axis);
        chart->addAxis(axis, side);
        series->attachAxis(axis);
    }
}

// Bars as one filled outline over a numeric x axis: QBarSeries would force a category axis with
// one label per bin.
QChart* histogramChart(const QString& title, const HistogramBins& bins, const QString& xTitle,
                       const QString& yTitle, bool integerX, double headroom)
{
    QList<QPointF> points;
    points.reserve(qsizetype(bins.counts.size() * 4));
    const double gap = bins.width * 0.08;
    for (std::size_t i = 0; i < bins.counts.size(); ++i) {
        const double c = bins.counts[i];
        if (c == 0)
            continue;
        const double x0 = bins.lo + double(i) * bins.width + gap, x1 = x0 + bins.width - 2 * gap;
        points << QPointF(x0, 0) << QPointF(x0, c) << QPointF(x1, c) << QPointF(x1, 0);
    }
    // The area series does not own its outline (the outline would own the area): parent it the
    // other way round so the chart's ownership of the area covers both.
    auto* bars = new QAreaSeries;
    auto* outline = new QLineSeries(bars);
    outline->replace(points);
    bars->setUpperSeries(outline);
    bars->setBrush(FigureStyle::data);
    bars->setPen(QPen(FigureStyle::dataEdge, 1));
    const double top = bins.counts.empty() ? 0 : *std::max_element(bins.counts.begin(), bins.counts.end());
    QChart* chart = figurePanel(title);
    attachAxes(chart, bars, niceValueAxis(xTitle, bins.lo, bins.hi(), integerX, true, 6),
               niceValueAxis(yTitle, 0, std::max(1.0, top * headroom), true));
    return chart;
}

} // namespace kvwb
