#include "charts/HitRateChart.h"

#include "replay/PolicyRegistry.h"
#include "util/Format.h"

#include <QContextMenuEvent>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHash>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMenu>
#include <QTextDocument>
#include <QTextOption>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace kvwb {

namespace {

const QColor kCeilingColor{0x6b, 0x75, 0x80};
const QColor kBudgetColor{0xc0, 0x39, 0x2b};
const QString kCeilingKey = QStringLiteral("@ceiling"); ///< in m_hidden; no policy has this name
constexpr double kPad = 1.3; ///< the x axis reaches this factor beyond the data on both sides

QString labelOf(const QString& policy)
{
    const PolicyInfo* info = findPolicy(policy);
    return info ? info->label : policy.toUpper();
}

const PolicyCurve* findCurve(const AnalysisResult& result, const QString& policy)
{
    for (const PolicyCurve& curve : result.curves)
        if (curve.policy() == policy)
            return &curve;
    return nullptr;
}

QString percent(double rate)
{
    return HitRateChart::tr("%1 %").arg(displayLocale().toString(rate * 100.0, 'f', 2));
}

} // namespace

HitRateChart::HitRateChart(QWidget* parent)
    : QChartView(parent), m_budgetLabel(new QGraphicsSimpleTextItem(chart())),
      m_placeholder(new QGraphicsTextItem(chart())), m_x(new QLogValueAxis), m_y(new QValueAxis)
{
    setObjectName(QStringLiteral("hitRateChart"));
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::RectangleRubberBand);
    setToolTip(tr("Drag a rectangle to zoom in; double-click or right-click to reset the zoom. "
                  "Click a legend entry to hide or show its line."));
    setMinimumSize(360, 240);

    QChart* c = chart();
    c->setAnimationOptions(QChart::NoAnimation);
    c->setMargins(QMargins(4, 4, 8, 4));
    c->setBackgroundRoundness(0);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->legend()->setShowToolTips(true);

    m_x->setBase(10);
    m_x->setLabelFormat(QStringLiteral("%g"));
    m_x->setMinorTickCount(-1); // minor grid at 2..9 x each decade
    m_x->setTitleText(tr("Cache capacity (GiB, log scale)"));
    m_x->setMinorGridLineColor(QColor(0xee, 0xf0, 0xf3));
    m_y->setRange(0, 100);
    m_y->setTickCount(6);
    m_y->setMinorTickCount(1);
    m_y->setLabelFormat(QStringLiteral("%.0f%%"));
    m_y->setTitleText(tr("Token hit rate"));
    m_y->setMinorGridLineColor(QColor(0xee, 0xf0, 0xf3));
    c->addAxis(m_x, Qt::AlignBottom);
    c->addAxis(m_y, Qt::AlignLeft);
    m_budgetLabel->setBrush(kBudgetColor);
    m_budgetLabel->setZValue(10); // above the lines
    m_placeholder->setDefaultTextColor(palette().color(QPalette::Disabled, QPalette::WindowText));
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_placeholder->setFont(big);
    m_placeholder->setZValue(10);
    connect(c, &QChart::plotAreaChanged, this, &HitRateChart::placeBudgetLabel);
    connect(c, &QChart::plotAreaChanged, this, &HitRateChart::placePlaceholder);
    connect(m_x, &QLogValueAxis::rangeChanged, this, &HitRateChart::placeBudgetLabel);
    rebuildSeries();
}

HitRateChart::~HitRateChart() = default;

void HitRateChart::setResult(std::shared_ptr<const AnalysisResult> result)
{
    QStringList before, after;
    for (const auto& [policy, line] : m_series)
        before << policy;
    if (result)
        for (const PolicyCurve& curve : result->curves)
            after << curve.policy();
    const double oldMin = m_minGib, oldMax = m_maxGib;
    m_result = std::move(result);
    m_minGib = m_result ? m_result->gibFor(1) : 0;
    m_maxGib = m_result ? m_result->gibFor(std::max<std::uint64_t>(m_result->maxCapacity, 2)) : 0;
    if (before != after)
        rebuildSeries();
    fillSeries();
    // An exact replay added to the same curves keeps the user's zoom; anything else starts afresh.
    if (oldMin != m_minGib || oldMax != m_maxGib || !isZoomed())
        resetZoom();
    updateCeiling();
    restyleMarkers();
    setBudget(m_budgetGib); // no marker without curves
    placePlaceholder();
}

void HitRateChart::setPlaceholderText(const QString& text)
{
    m_placeholder->setPlainText(text);
    QTextOption centred(Qt::AlignHCenter);
    centred.setWrapMode(QTextOption::WordWrap);
    m_placeholder->document()->setDefaultTextOption(centred);
    placePlaceholder();
}

QString HitRateChart::placeholderText() const
{
    return m_placeholder->isVisible() ? m_placeholder->toPlainText() : QString();
}

void HitRateChart::placePlaceholder()
{
    m_placeholder->setVisible(!m_result && !m_placeholder->toPlainText().isEmpty());
    const QRectF plot = chart()->plotArea();
    m_placeholder->setTextWidth(std::min(plot.width() * 0.8, 460.0));
    const QRectF box = m_placeholder->boundingRect();
    m_placeholder->setPos(plot.center() - QPointF(box.width() / 2, box.height() / 2));
}

void HitRateChart::setBudget(double gib)
{
    m_budgetGib = gib;
    const bool shown = gib > 0 && m_result;
    if (shown)
        m_budget->replace(QList<QPointF>{{gib, 0.0}, {gib, 100.0}});
    else
        m_budget->clear();
    m_budgetLabel->setText(shown ? tr("%1 GiB").arg(formatNumber(gib, gib < 1     ? 3
                                                                      : gib < 100 ? 2
                                                                                  : 0))
                                 : QString());
    placeBudgetLabel();
}

QString HitRateChart::budgetLabel() const
{
    return m_budgetLabel->isVisible() ? m_budgetLabel->text() : QString();
}

void HitRateChart::placeBudgetLabel()
{
    const QRectF plot = chart()->plotArea();
    const bool inside = m_budgetGib > 0 && m_budgetGib >= m_x->min() && m_budgetGib <= m_x->max();
    m_budgetLabel->setVisible(inside && !m_budgetLabel->text().isEmpty());
    if (!m_budgetLabel->isVisible())
        return;
    const double x = chart()->mapToPosition(QPointF(m_budgetGib, 100.0), m_budget).x();
    const QRectF box = m_budgetLabel->boundingRect();
    // Right of the line, or left of it where the plot ends.
    const double left = x + 4 + box.width() <= plot.right() ? x + 4 : x - 4 - box.width();
    m_budgetLabel->setPos(left, plot.top() + 2);
}

void HitRateChart::resetZoom()
{
    const bool wasZoomed = isZoomed();
    chart()->zoomReset();
    applyRange();
    if (wasZoomed)
        Q_EMIT zoomChanged(false);
}

bool HitRateChart::isZoomed() const
{
    return chart()->isZoomed();
}

QList<QLineSeries*> HitRateChart::policySeries() const
{
    QList<QLineSeries*> lines;
    for (const auto& [policy, line] : m_series)
        lines << line;
    return lines;
}

QString HitRateChart::hoverText(const QString& policy, double gib) const
{
    const PolicyCurve* curve = m_result ? findCurve(*m_result, policy) : nullptr;
    if (!curve)
        return {};
    const std::uint64_t blocks = std::max<std::uint64_t>(m_result->blocksFor(gib), 1);
    const CurveReading r = curve->at(blocks);
    QString text = QStringLiteral("<b>%1</b>").arg(labelOf(policy).toHtmlEscaped());
    if (r.underfilled)
        text += QStringLiteral(" <i>%1</i>").arg(tr("(beyond the fill limit: the largest measured budget)"));
    else if (r.interpolated)
        text += QStringLiteral(" <i>%1</i>").arg(tr("(interpolated between replayed capacities)"));
    text += QStringLiteral("<br>") + tr("Capacity: %1 GiB = %2 blocks")
                                         .arg(formatNumber(m_result->gibFor(blocks), 4), formatCount(blocks));
    text += QStringLiteral("<br>") + tr("Hit rate: %1").arg(percent(r.hitRate()));
    text += QStringLiteral("<br>") +
            tr("Hit tokens: %1 of %2").arg(formatCount(r.hitTokens), formatCount(r.totalTokens));
    return text;
}

QColor HitRateChart::policyColor(const QString& policy)
{
    // Fixed colours, so a policy looks the same in every preset, chart and table. The optimal
    // bounds share green; the others are spread around the wheel to stay apart on white.
    static const QHash<QString, QColor> colours = {
        {QStringLiteral("lru"), QColor(0x2b, 0x6c, 0xb0)},
        {QStringLiteral("fifo"), QColor(0xdd, 0x7a, 0x2a)},
        {QStringLiteral("optimal"), QColor(0x2f, 0x9e, 0x5b)},
        {QStringLiteral("belady"), QColor(0x2f, 0x9e, 0x5b)},
        {QStringLiteral("arc"), QColor(0x8e, 0x5e, 0xa2)},
        {QStringLiteral("s3fifo"), QColor(0x1a, 0x9c, 0xa8)},
        {QStringLiteral("sieve"), QColor(0xc2, 0x3b, 0x7a)},
        {QStringLiteral("lfu"), QColor(0x8a, 0x6d, 0x1f)},
        {QStringLiteral("clock"), QColor(0x5d, 0x6d, 0x7e)},
        {QStringLiteral("tail-lru"), QColor(0x2b, 0x6c, 0xb0)},
    };
    if (const auto it = colours.constFind(policy); it != colours.constEnd())
        return *it;
    return QColor::fromHsv(int(qHash(policy) % 360), 160, 170);
}

void HitRateChart::mouseReleaseEvent(QMouseEvent* event)
{
    // QChartView zooms out on a right click; here the right button opens the context menu instead.
    if (event->button() == Qt::RightButton) {
        event->accept();
        return;
    }
    const bool wasZoomed = isZoomed();
    QChartView::mouseReleaseEvent(event);
    if (isZoomed() != wasZoomed || isZoomed())
        Q_EMIT zoomChanged(isZoomed());
}

void HitRateChart::mouseDoubleClickEvent(QMouseEvent* event)
{
    resetZoom();
    event->accept();
}

void HitRateChart::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu menu(this);
    QAction* reset = menu.addAction(tr("Reset Zoom"), this, &HitRateChart::resetZoom);
    reset->setEnabled(isZoomed());
    QAction* out = menu.addAction(tr("Zoom Out"), this, [this]() {
        chart()->zoomOut();
        Q_EMIT zoomChanged(isZoomed());
    });
    out->setEnabled(isZoomed());
    menu.exec(event->globalPos());
}

bool HitRateChart::viewportEvent(QEvent* event)
{
    // The scene answers a resting mouse by hiding tooltips it does not own, which would take the
    // line's read-out away after a moment; the help text may only show away from the lines.
    if (event->type() == QEvent::ToolTip && m_hovering)
        return true;
    return QChartView::viewportEvent(event);
}

void HitRateChart::rebuildSeries()
{
    QChart* c = chart();
    c->removeAllSeries(); // deletes them
    m_series.clear();
    m_hovering = false;
    if (m_result) {
        for (const PolicyCurve& curve : m_result->curves) {
            const QString policy = curve.policy();
            QLineSeries* line = addLine(labelOf(policy), QPen(policyColor(policy), 2));
            connect(line, &QXYSeries::hovered, this,
                    [this, policy](const QPointF& point, bool inside) { onHovered(policy, point, inside); });
            m_series.emplace_back(policy, line);
        }
    }
    QPen dashed(kCeilingColor, 1.5, Qt::DashLine);
    m_ceiling = addLine(tr("Ceiling"), dashed);
    m_budget = addLine(tr("Budget"), QPen(kBudgetColor, 1.5));
    setBudget(m_budgetGib);
    const QList<QLegendMarker*> markers = c->legend()->markers();
    for (QLegendMarker* marker : markers)
        connect(marker, &QLegendMarker::clicked, this, &HitRateChart::onMarkerClicked);
    restyleMarkers();
}

void HitRateChart::restyleMarkers()
{
    const QList<QLegendMarker*> markers = chart()->legend()->markers();
    for (QLegendMarker* marker : markers) {
        if (marker->series() == m_budget || (marker->series() == m_ceiling && !m_result))
            marker->setVisible(false); // the red line explains itself; the readout names the budget
        else
            styleMarker(marker);
    }
}

QLineSeries* HitRateChart::addLine(const QString& name, const QPen& pen)
{
    auto* line = new QLineSeries;
    line->setName(name);
    line->setPen(pen);
    chart()->addSeries(line);
    line->attachAxis(m_x);
    line->attachAxis(m_y);
    return line;
}

void HitRateChart::fillSeries()
{
    for (auto& [policy, line] : m_series) {
        const PolicyCurve* curve = findCurve(*m_result, policy);
        QList<QPointF> points;
        for (const auto& [blocks, rate] : curve->plotPoints())
            if (blocks > 0) // the log axis has no place for an empty cache
                points.append(QPointF(m_result->gibFor(blocks), rate * 100.0));
        line->replace(points);
        // Grid-replayed curves show their replayed points: the line between them is interpolated.
        line->setPointsVisible(!curve->isExact());
        line->setMarkerSize(5);
        line->setVisible(!m_hidden.contains(policy));
    }
}

void HitRateChart::applyRange()
{
    if (m_maxGib > m_minGib && m_minGib > 0) {
        // A little room on both sides, so the first and last replayed dots are not cut in half.
        m_x->setRange(m_minGib / kPad, m_maxGib * kPad);
    } else {
        m_x->setRange(0.01, 100);
    }
    m_y->setRange(0, 100);
}

void HitRateChart::updateCeiling()
{
    m_ceiling->setVisible(m_result && !m_hidden.contains(kCeilingKey)); // an empty chart has no ceiling
    if (!m_result) {
        m_ceiling->clear();
        return;
    }
    const double y = m_result->ceilingHitRate() * 100.0;
    m_ceiling->replace(QList<QPointF>{{m_minGib / kPad, y}, {m_maxGib * kPad, y}});
    // Short: with seven policies the legend has no room for more; the readout explains it.
    m_ceiling->setName(tr("Ceiling %1").arg(percent(m_result->ceilingHitRate())));
}

void HitRateChart::onMarkerClicked()
{
    auto* marker = qobject_cast<QLegendMarker*>(sender());
    if (!marker || !marker->series())
        return;
    QAbstractSeries* series = marker->series();
    series->setVisible(!series->isVisible());
    auto remember = [&](const QString& key) {
        if (series->isVisible())
            m_hidden.remove(key);
        else
            m_hidden.insert(key);
    };
    if (series == m_ceiling)
        remember(kCeilingKey);
    for (const auto& [policy, line] : m_series)
        if (line == series)
            remember(policy);
    styleMarker(marker);
}

void HitRateChart::styleMarker(QLegendMarker* marker)
{
    // Hiding a series hides its legend entry too; keep it visible but faded so it can come back.
    const bool shown = marker->series()->isVisible();
    marker->setVisible(true);
    QColor text = palette().color(QPalette::WindowText);
    text.setAlphaF(shown ? 1.0 : 0.4);
    marker->setLabelBrush(text);
    QBrush brush = marker->brush();
    QColor colour = brush.color();
    colour.setAlphaF(shown ? 1.0 : 0.25);
    brush.setColor(colour);
    marker->setBrush(brush);
}

void HitRateChart::onHovered(const QString& policy, const QPointF& point, bool inside)
{
    m_hovering = inside;
    if (!inside) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(), hoverText(policy, point.x()), viewport());
}

} // namespace kvwb
