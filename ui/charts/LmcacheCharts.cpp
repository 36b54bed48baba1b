#include "charts/LmcacheCharts.h"

#include "charts/ChartImage.h"

#include <QChart>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPieSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace kvwb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::LmcacheCharts", text);
}

using S = FigureStyle;

constexpr int kHistogramBins = 50;
constexpr std::uint64_t kReuseCap = 100; // as LMCache's figure: a few hot chunks would squash the rest
constexpr std::size_t kMaxLinePoints = 2000;

QString count(std::uint64_t v)
{
    return S::numberLocale().toString(qulonglong(v));
}

QString percent(double fraction, int decimals = 2)
{
    return tr("%1%").arg(S::numberLocale().toString(fraction * 100.0, 'f', decimals));
}

QString gib(double value)
{
    return tr("%1 GiB").arg(S::numberLocale().toString(value, 'g', 4));
}

double ratio(std::uint64_t part, std::uint64_t whole)
{
    return whole ? double(part) / double(whole) : 0.0;
}

QString modelText(const LmcacheRunInfo& info)
{
    return info.model.isEmpty() ? tr("all models") : info.model;
}

QString inputsText(const LmcacheRunInfo& info)
{
    QStringList names;
    for (const QString& input : info.inputs)
        names << (input == QStringLiteral("-") ? tr("standard input") : QFileInfo(input).fileName());
    return names.isEmpty() ? tr("none") : names.join(QStringLiteral(", "));
}

// Rolling hit rate as a line; huge traces keep each bucket's min and max so spikes survive.
QList<QPointF> rollingPoints(const std::vector<double>& rates)
{
    QList<QPointF> points;
    const std::size_t n = rates.size();
    const std::size_t half = kMaxLinePoints / 2;
    const std::size_t bucket = n <= kMaxLinePoints ? 1 : (n + half - 1) / half;
    for (std::size_t start = 0; start < n; start += bucket) {
        const auto first = rates.begin() + std::ptrdiff_t(start);
        const auto [lo, hi] = std::minmax_element(first, first + std::ptrdiff_t(std::min(bucket, n - start)));
        const auto a = std::size_t(lo - rates.begin()), b = std::size_t(hi - rates.begin());
        for (std::size_t i : {std::min(a, b), std::max(a, b)}) {
            if (points.isEmpty() || points.back().x() != double(i + 1))
                points << QPointF(double(i + 1), rates[i] * 100.0);
        }
    }
    if (n > 0 && points.back().x() != double(n))
        points << QPointF(double(n), rates.back() * 100.0);
    return points;
}

QChart* rollingChart(const std::vector<double>& rates)
{
    auto* line = new QLineSeries;
    line->replace(rollingPoints(rates));
    line->setPen(QPen(S::data, 2.2));
    QChart* chart = figurePanel(tr("4. Rolling token hit rate over time"));
    attachAxes(chart, line, niceValueAxis(tr("Request index"), 0, std::max(1.0, double(rates.size())), true),
               niceValueAxis(tr("Cumulative token hit rate (%)"), 0, 100, false));
    return chart;
}

QChart* donut(const QString& title, double hitFraction)
{
    auto* pie = new QPieSeries;
    pie->setHoleSize(0.5);
    pie->setPieSize(0.92);
    QPieSlice* hit = pie->append(tr("hit %1").arg(percent(hitFraction, 1)), std::max(hitFraction, 0.0));
    QPieSlice* miss =
        pie->append(tr("miss %1").arg(percent(1 - hitFraction, 1)), std::max(1 - hitFraction, 0.0));
    hit->setBrush(S::data);
    miss->setBrush(S::contrast);
    for (QPieSlice* slice : {hit, miss})
        slice->setPen(QPen(Qt::white, 1.5));
    auto* chart = new QChart;
    chart->addSeries(pie);
    chart->setTitle(title);
    chart->setTitleFont(S::font(14, QFont::DemiBold));
    chart->setTitleBrush(S::ink);
    chart->setBackgroundVisible(false);
    chart->setMargins(QMargins(0, 0, 0, 0));
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setFont(S::font(14));
    chart->legend()->setLabelColor(S::ink);
    return chart;
}

// Panel 5 without per-request input lengths: the eviction total is all the result carries.
void evictionPanel(ChartCanvas& canvas, const QRectF& rect, const LmcacheResult& r)
{
    canvas.addChart(figurePanel(tr("5. Evictions")), rect);
    const QRectF body = rect.adjusted(24, 60, -24, -24);
    canvas.addText(QRectF(body.left(), body.top(), body.width(), body.height() * 0.45), count(r.evictions),
                   S::font(64, QFont::DemiBold), S::data, Qt::AlignHCenter | Qt::AlignBottom);
    const QString details =
        tr("chunks evicted over %1 requests\n%2 per request on average\n\n"
           "capacity %3 chunks, %4 occupied at the end")
            .arg(count(r.requests), S::numberLocale().toString(ratio(r.evictions, r.requests), 'f', 2),
                 count(r.capacityChunks), count(r.occupancy));
    canvas.addText(QRectF(body.left(), body.top() + body.height() * 0.5, body.width(), body.height() * 0.5),
                   details, S::font(16), S::muted, Qt::AlignHCenter | Qt::AlignTop);
}

template <typename T> std::uint64_t lowest(const std::vector<T>& values)
{
    return values.empty() ? 0 : std::uint64_t(*std::min_element(values.begin(), values.end()));
}

void addStatsHeader(ChartCanvas& canvas, const QRectF& rect, const LmcacheRunInfo& info,
                    const LmcacheResult& result)
{
    const double tokenRate = ratio(result.hitTokens, result.totalTokens);
    constexpr qreal kDonut = 370, kGap = 16;
    canvas.addHeader(
        rect.adjusted(0, 0, -2 * (kDonut + kGap), 0), tr("LMCache cache simulation statistics"),
        tr("Token hit rate %1  \u00b7  %2 requests  \u00b7  %3 of %4 tokens from cache  \u00b7  %5 evictions")
            .arg(percent(tokenRate), count(result.requests), count(result.hitTokens),
                 count(result.totalTokens), count(result.evictions)),
        tr("Capacity %1 (%2 chunks of %3 bytes, %4 occupied)  \u00b7  chunk size %5 tokens  \u00b7  "
           "model: %6  \u00b7  input: %7")
            .arg(gib(info.capacityGib), count(result.capacityChunks),
                 count(std::uint64_t(std::llround(info.kvBytesPerChunk))), count(result.occupancy),
                 count(info.chunkSize), modelText(info), inputsText(info)));
    // LMCache draws these two shares as pies inside panel 1; here they sit in the header, where
    // they cannot cover bars.
    const QRectF slot(rect.right() - 2 * kDonut - kGap, rect.top() - 10, kDonut, rect.height() + 10);
    canvas.addChart(donut(tr("Requests with \u2265 1 chunk hit"), lmcacheRequestHitShare(result)), slot);
    canvas.addChart(donut(tr("Tokens served from cache"), tokenRate), slot.translated(kDonut + kGap, 0));
}

} // namespace

std::vector<StatsPanel> lmcacheStatsPanels(const LmcacheResult& result,
                                           std::span<const std::uint32_t> inputLengths)
{
    const LmcacheStats& st = result.stats;
    std::vector<StatsPanel> panels;
    const QString noHits = tr("No cache hits");
    const auto add = [&](QChart* chart, bool empty, const QString& emptyNote) -> StatsPanel& {
        StatsPanel& panel = panels.emplace_back();
        panel.chart = chart;
        if (empty)
            panel.notes.push_back({emptyNote, Qt::AlignCenter, 15});
        return panel;
    };
    const QString requestsAxis = tr("Number of requests");
    const QString hitChunksAxis = tr("Number of hit chunks");

    std::vector<double> hitPercents, zoomPercents;
    for (double r : st.requestHitRates) {
        if (r > 0)
            hitPercents.push_back(r * 100.0);
        if (r >= 0.97 && r < 1.0)
            zoomPercents.push_back(r * 100.0);
    }
    add(histogramChart(tr("1. Per-request token hit rate"), binEqual(hitPercents, 0, 100, kHistogramBins),
                       tr("Token hit rate (%), zero-hit requests excluded"), requestsAxis, false),
        hitPercents.empty(), noHits);

    // Requests at exactly 100% are counted in a note, not binned: [97, 100) keeps the edges round.
    const auto full = std::count(st.requestHitRates.begin(), st.requestHitRates.end(), 1.0);
    add(histogramChart(tr("1b. Per-request token hit rate, 97\u2013100%"),
                       binEqual(zoomPercents, 97, 100, 30), tr("Token hit rate (%), 97\u2013100% zoom"),
                       requestsAxis, false, 1.25),
        zoomPercents.empty(), tr("No request between 97 and 100%"))
        .notes.push_back(
            {tr("100% hit: %1 requests").arg(count(std::uint64_t(full))), Qt::AlignLeft | Qt::AlignTop, 14});

    std::vector<std::uint64_t> prefixes;
    for (std::uint32_t c : st.hitPrefixChunks) {
        if (c > 0)
            prefixes.push_back(c);
    }
    add(histogramChart(tr("2. Hit prefix length per request"), binIntegers(prefixes, lowest(prefixes)),
                       tr("Hit prefix length (chunks), zero-hit requests excluded"), requestsAxis, true),
        prefixes.empty(), noHits);

    std::vector<std::uint64_t> reuse(st.reuseCounts);
    for (std::uint64_t& c : reuse)
        c = std::min(c, kReuseCap);
    add(histogramChart(tr("3. Chunk reuse count"), binIntegers(reuse, 1),
                       tr("Times a chunk was hit (capped at 100)"), tr("Number of unique chunks"), true),
        reuse.empty(), noHits);

    add(rollingChart(st.rollingHitRates), st.rollingHitRates.empty(), tr("No requests"));

    if (!inputLengths.empty() && inputLengths.size() == result.requests) {
        const std::vector<std::uint64_t> lengths(inputLengths.begin(), inputLengths.end());
        add(histogramChart(tr("5. Input length per request"), binIntegers(lengths, lowest(lengths)),
                           tr("Input length (tokens, seq_len)"), requestsAxis, true),
            false, QString());
    } else {
        panels.emplace_back(); // the caller draws the eviction totals instead
    }

    add(histogramChart(tr("6. Global span distribution"), binIntegers(st.globalSpans, lowest(st.globalSpans)),
                       tr("Global span (chunks between last store and hit)"), hitChunksAxis, true),
        st.globalSpans.empty(), noHits);
    add(histogramChart(tr("7. Cache position at hit"), binIntegers(st.hitPositions, 0),
                       tr("Cache position (0 = MRU, max = LRU)"), hitChunksAxis, true),
        st.hitPositions.empty(), noHits);
    return panels;
}

double lmcacheRequestHitShare(const LmcacheResult& result)
{
    const std::vector<std::uint32_t>& prefixes = result.stats.hitPrefixChunks;
    const auto hitRequests =
        std::count_if(prefixes.begin(), prefixes.end(), [](std::uint32_t c) { return c > 0; });
    return ratio(std::uint64_t(hitRequests), prefixes.size());
}

QChart* lmcacheShareDonut(const QString& title, double hitFraction)
{
    return donut(title, hitFraction);
}

namespace {

// The whole statistics figure on a canvas: the header, then the panels four by two as in
// LMCache's figure.
void drawStatsFigure(ChartCanvas& canvas, const LmcacheRunInfo& info, const LmcacheResult& result,
                     std::span<const std::uint32_t> inputLengths)
{
    const QSize size = canvas.size();
    constexpr qreal kMargin = 24, kGap = 16, kHeader = 118;
    addStatsHeader(canvas, QRectF(kMargin, kMargin, size.width() - 2 * kMargin, kHeader), info, result);
    const qreal top = kMargin + kHeader + kGap;
    const qreal w = (size.width() - 2 * kMargin - 3 * kGap) / 4;
    const qreal h = (size.height() - top - kMargin - kGap) / 2;
    std::vector<StatsPanel> panels = lmcacheStatsPanels(result, inputLengths);
    for (std::size_t i = 0; i < panels.size(); ++i) {
        const QRectF cell(kMargin + qreal(i % 4) * (w + kGap), top + qreal(i / 4) * (h + kGap), w, h);
        if (!panels[i].chart) {
            evictionPanel(canvas, cell, result);
            continue;
        }
        canvas.addChart(panels[i].chart, cell);
        for (const PanelNote& note : panels[i].notes)
            canvas.addNote(panels[i].chart, note.text, S::font(note.pixelSize), note.where);
    }
}

} // namespace

bool writeLmcacheStatsPng(const LmcacheRunInfo& info, const LmcacheResult& result, const QString& path,
                          QString* error, std::span<const std::uint32_t> inputLengths)
{
    if (!chartsCanRender(error))
        return false;
    ChartCanvas canvas(kLmcacheStatsImageSize);
    drawStatsFigure(canvas, info, result, inputLengths);
    return canvas.savePng(path, error);
}

bool writeLmcacheStatsSvg(const LmcacheRunInfo& info, const LmcacheResult& result, const QString& path,
                          QString* error, std::span<const std::uint32_t> inputLengths)
{
    if (!chartsCanRender(error))
        return false;
    ChartCanvas canvas(kLmcacheStatsImageSize);
    drawStatsFigure(canvas, info, result, inputLengths);
    return canvas.saveSvg(path, tr("LMCache cache simulation statistics"), error);
}

bool writeLmcacheSweepPng(const LmcacheRunInfo& info, const std::vector<LmcacheSweepPoint>& points,
                          const QString& path, QString* error)
{
    if (points.empty()) {
        if (error)
            *error = tr("Cannot write %1: the sweep has no points").arg(path);
        return false;
    }
    if (!chartsCanRender(error))
        return false;
    const QSize size = kLmcacheSweepImageSize;
    ChartCanvas canvas(size);
    constexpr qreal kMargin = 20, kHeader = 110;

    QList<QPointF> curve;
    const LmcacheSweepPoint* best = &points.front();
    double minGib = points.front().gib(), maxGib = minGib;
    for (const LmcacheSweepPoint& p : points) {
        const double rate = ratio(p.result.hitTokens, p.result.totalTokens);
        curve << QPointF(p.gib(), rate * 100.0);
        if (rate > ratio(best->result.hitTokens, best->result.totalTokens))
            best = &p;
        minGib = std::min(minGib, p.gib());
        maxGib = std::max(maxGib, p.gib());
    }
    std::sort(curve.begin(), curve.end(), [](QPointF a, QPointF b) { return a.x() < b.x(); });
    canvas.addHeader(QRectF(kMargin, kMargin, size.width() - 2 * kMargin, kHeader),
                     tr("Token cache hit rate vs capacity"),
                     tr("Highest hit rate %1 at %2  \u00b7  %3 capacities from %4 to %5")
                         .arg(percent(ratio(best->result.hitTokens, best->result.totalTokens)),
                              gib(best->gib()), count(points.size()), gib(minGib), gib(maxGib)),
                     tr("Chunk size %1 tokens  \u00b7  %2 requests  \u00b7  model: %3  \u00b7  input: %4")
                         .arg(count(info.chunkSize), count(points.front().result.requests), modelText(info),
                              inputsText(info)));

    auto* line = new QLineSeries;
    line->replace(curve);
    line->setPen(QPen(S::data, 2.6));
    line->setPointsVisible(true);
    line->setMarkerSize(7);

    auto* x = new QLogValueAxis;
    x->setBase(10);
    // Whole decades, a hair wider: log10(0.1) rounds above -1 and would drop the first label; and
    // room beside the end points so their markers are not cut by the plot edge.
    const double positive = 1e-6; // a zero capacity cannot sit on a log axis
    const double lo = std::pow(10.0, std::floor(std::log10(std::max(positive, minGib)) + 1e-9));
    const double hi = std::pow(10.0, std::ceil(std::log10(std::max(positive, maxGib)) - 1e-9));
    x->setRange(std::min(lo * 0.999, std::max(positive, minGib) / 1.25),
                std::max({hi * 1.001, lo * 10, maxGib * 1.25}));
    x->setLabelFormat(QStringLiteral("%.4g")); // localized labels need an explicit precision
    x->setMinorTickCount(8);
    x->setTitleText(tr("Cache capacity (GiB, log scale)"));
    QValueAxis* y = niceValueAxis(tr("Token hit rate"), 0, 100, false);
    y->setLabelFormat(QStringLiteral("%.0f%"));
    QChart* chart = figurePanel(QString());
    attachAxes(chart, line, x, y);
    const qreal top = kMargin + kHeader + 10;
    canvas.addChart(chart, QRectF(kMargin, top, size.width() - 2 * kMargin, size.height() - top - kMargin));
    return canvas.savePng(path, error);
}

} // namespace kvwb
