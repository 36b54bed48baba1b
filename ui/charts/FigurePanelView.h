#pragma once

#include "charts/LmcacheCharts.h"

#include <QChartView>

#include <tuple>
#include <vector>

class QAbstractAxis;

namespace kvwb {

/**
 * One panel of a report figure in the window: the same QChart the offscreen figure draws, with
 * its boxed notes painted over the plot area wherever the layout puts it. The figure's pixel
 * fonts are meant for a 600-pixel panel; narrower views scale them down so titles still fit.
 */
class FigurePanelView : public QChartView
{
    Q_OBJECT
public:
    explicit FigurePanelView(QWidget* parent = nullptr);
    ~FigurePanelView() override;

    /// Shows `panel`, taking its chart; the previous chart is deleted.
    void setPanel(StatsPanel panel);
    const std::vector<PanelNote>& notes() const { return m_notes; }

protected:
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void scaleFonts();

    std::vector<PanelNote> m_notes;
    QFont m_titleFont;
    std::vector<std::tuple<QAbstractAxis*, QFont, QFont>> m_axisFonts; ///< (axis, labels, title) as built
    double m_scale = 1;
};

} // namespace kvwb
