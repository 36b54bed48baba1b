#pragma once

#include "analysis/Analysis.h"

#include <QChartView>
#include <QSet>

#include <memory>
#include <utility>
#include <vector>

class QGraphicsSimpleTextItem;
class QGraphicsTextItem;
class QLegendMarker;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace kvwb {

/**
 * The hit-rate-vs-capacity chart: one line per policy over a log GiB axis, the ceiling as a
 * dashed line and the budget as a vertical marker. Curves replayed only at grid capacities show
 * those points as dots, so they read as sampled rather than exact. Drag a rectangle to zoom;
 * double-click or the context menu resets. Clicking a legend entry hides or shows its line.
 * This adapter is the only place that knows Qt Charts.
 */
class HitRateChart : public QChartView
{
    Q_OBJECT
public:
    explicit HitRateChart(QWidget* parent = nullptr);
    ~HitRateChart() override;

    /// Draws `result` (null clears the chart). Keeps the zoom if the capacity range is unchanged.
    void setResult(std::shared_ptr<const AnalysisResult> result);
    /// Moves the budget marker.
    void setBudget(double gib);
    void resetZoom();
    bool isZoomed() const;
    /// Shown in the middle of the plot while there are no curves (why there are none).
    void setPlaceholderText(const QString& text);
    QString placeholderText() const;

    /// The line of each policy, in the result's order.
    QList<QLineSeries*> policySeries() const;
    QLineSeries* ceilingSeries() const { return m_ceiling; }
    QLineSeries* budgetSeries() const { return m_budget; }
    double budgetGib() const { return m_budgetGib; }
    /// The text beside the marker ("1.02 GiB"), empty while it is hidden.
    QString budgetLabel() const;
    QLogValueAxis* capacityAxis() const { return m_x; }
    QValueAxis* hitRateAxis() const { return m_y; }

    /// The hover text for `policy` at `gib`: exact values read from the curve, not the drawn line.
    QString hoverText(const QString& policy, double gib) const;
    /// The colour each policy is drawn in, shared with tables that refer to the chart.
    static QColor policyColor(const QString& policy);

Q_SIGNALS:
    void zoomChanged(bool zoomed);

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void rebuildSeries();
    QLineSeries* addLine(const QString& name, const QPen& pen);
    void fillSeries();
    void applyRange();
    void updateCeiling();
    void onMarkerClicked();
    void restyleMarkers();
    void placeBudgetLabel();
    void placePlaceholder();
    void styleMarker(QLegendMarker* marker);
    void onHovered(const QString& policy, const QPointF& point, bool inside);

    std::shared_ptr<const AnalysisResult> m_result;
    std::vector<std::pair<QString, QLineSeries*>> m_series; ///< (policy, line)
    QSet<QString> m_hidden;                                 ///< policies hidden via the legend
    QLineSeries* m_ceiling = nullptr;
    QLineSeries* m_budget = nullptr;
    QGraphicsSimpleTextItem* m_budgetLabel; ///< the budget in GiB at the top of its marker
    QGraphicsTextItem* m_placeholder;       ///< why the plot is empty
    QLogValueAxis* m_x;
    QValueAxis* m_y;
    double m_minGib = 0;
    double m_maxGib = 0;
    double m_budgetGib = 0;
    bool m_hovering = false; ///< a line's read-out tooltip is up
};

} // namespace kvwb
