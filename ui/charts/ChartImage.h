#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsScene>
#include <QImage>
#include <QLocale>
#include <QRectF>
#include <QSize>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

class QAbstractAxis;
class QAbstractSeries;
class QChart;
class QPainter;
class QValueAxis;

namespace kvwb {

/**
 * A fixed-size, offscreen page of Qt Charts and text that renders to a QImage or a PNG file.
 * Scene coordinates are image pixels (device pixel ratio 1) and fonts are sized in pixels, so a
 * figure looks the same on every machine. Qt Charts needs a QApplication; headless callers run
 * it on the "offscreen" platform.
 */
class ChartCanvas
{
public:
    explicit ChartCanvas(QSize size);
    ~ChartCanvas();
    ChartCanvas(const ChartCanvas&) = delete;
    ChartCanvas& operator=(const ChartCanvas&) = delete;

    QSize size() const { return m_size; }

    /// Places the chart at rect (pixels); the canvas takes ownership.
    void addChart(QChart* chart, const QRectF& rect);
    /// Draws text inside rect with Qt::AlignmentFlag / Qt::TextFlag flags.
    void addText(const QRectF& rect, const QString& text, const QFont& font, const QColor& color, int flags);
    /// A figure title with a line of key numbers and a secondary line (elided to fit) below it.
    void addHeader(const QRectF& rect, const QString& title, const QString& line, const QString& secondary);
    /// A boxed note inside the chart's plot area (e.g. a count the plot cannot show), placed once
    /// the chart is laid out, so it never covers the axes.
    void addNote(QChart* chart, const QString& text, const QFont& font, Qt::Alignment where);

    /// White background, antialiased.
    QImage render();
    /// render() written atomically as PNG; on failure returns false and says why in *error.
    bool savePng(const QString& path, QString* error);
    /// The same page as SVG (vector), written atomically; `title` goes into the SVG's metadata.
    bool saveSvg(const QString& path, const QString& title, QString* error);

private:
    struct Note
    {
        QChart* chart;
        QString text;
        QFont font;
        Qt::Alignment where;
    };

    void placeNotes();

    QSize m_size;
    QGraphicsScene m_scene;
    std::vector<QChart*> m_charts;
    std::vector<Note> m_notes;
};

/// Whether charts can be built here: Qt Charts' graphics widgets need a QApplication, not just a
/// QCoreApplication. Says why not in *error.
bool chartsCanRender(QString* error);

/// Writes image as PNG through QSaveFile, so a failed write leaves no partial file behind.
bool writePngAtomically(const QImage& image, const QString& path, QString* error);

/// Paints a `size` page into an SVG file through QSaveFile, so a failed write leaves nothing behind.
bool writeSvgAtomically(QSize size, const QString& title, const std::function<void(QPainter&)>& paint,
                        const QString& path, QString* error);

/// Where a note of `textSize` sits in `plot` for alignment `where` (8 px from the edges, 6 px
/// padding round the text): shared by figures rendered to images and panels shown in the window.
QRectF noteBoxRect(const QRectF& plot, const QSizeF& textSize, Qt::Alignment where);

/// The shared look of report figures.
struct FigureStyle
{
    static inline const QColor ink{0x1f, 0x29, 0x33};
    static inline const QColor muted{0x5b, 0x67, 0x73};
    static inline const QColor data{0x3b, 0x75, 0xaf};
    static inline const QColor dataEdge{0x27, 0x4f, 0x7a};
    static inline const QColor contrast{0xe8, 0xb0, 0x8a};
    static inline const QColor grid{0xe4, 0xe8, 0xed};
    static inline const QColor frame{0xd5, 0xdb, 0xe2};

    static QFont font(int pixels, QFont::Weight weight = QFont::Normal);
    /// The default locale with group separators, even in the C locale of a headless server.
    static QLocale numberLocale();
};

/// Histogram bins: counts[i] covers [lo + i * width, lo + (i + 1) * width).
struct HistogramBins
{
    double lo = 0;
    double width = 1;
    std::vector<double> counts;

    double hi() const { return lo + width * double(counts.size()); }
};

/// Equal-width bins over [lo, hi]; the last bin is closed, values outside are ignored.
HistogramBins binEqual(const std::vector<double>& values, double lo, double hi, int bins);
/// Integer data from `lowest` on: one bin per value when at most `unitLimit` values are possible,
/// else about `bins` bins of a whole width, so no bin gets more values by aliasing.
HistogramBins binIntegers(const std::vector<std::uint64_t>& values, std::uint64_t lowest, int bins = 50,
                          std::uint64_t unitLimit = 60);

/// A chart in the figure style, without legend.
QChart* figurePanel(const QString& title);
/// A value axis with ticks on round multiples; `exact` keeps [lo, hi] instead of widening it to
/// whole steps (a histogram's bin range, which must not show negative lengths).
QValueAxis* niceValueAxis(const QString& title, double lo, double hi, bool integers, bool exact = false,
                          int ticks = 5);
/// Adds series to chart with x at the bottom and y on the left, both in the figure style.
void attachAxes(QChart* chart, QAbstractSeries* series, QAbstractAxis* x, QAbstractAxis* y);
/// Bars of bins over a numeric x axis; `headroom` scales the y range above the tallest bar.
QChart* histogramChart(const QString& title, const HistogramBins& bins, const QString& xTitle,
                       const QString& yTitle, bool integerX, double headroom = 1.05);

} // namespace kvwb
