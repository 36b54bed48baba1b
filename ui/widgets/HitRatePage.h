#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace kvwb {

class AnalysisController;
class HitRateChart;
class ReadoutTable;

/**
 * The "Hit rate vs capacity" tab: a status line, the chart, and the slider readout under it.
 * It follows the controller on its own, so the window only has to create it.
 */
class HitRatePage : public QWidget
{
    Q_OBJECT
public:
    explicit HitRatePage(AnalysisController* controller, QWidget* parent = nullptr);

    HitRateChart* chart() const { return m_chart; }
    ReadoutTable* readout() const { return m_readout; }

private:
    void onResultChanged();
    void onFailed(const QString& message);
    void showStatus();

    AnalysisController* m_controller;
    QLabel* m_status;
    QToolButton* m_resetZoom;
    HitRateChart* m_chart;
    ReadoutTable* m_readout;
    QString m_failure;
};

} // namespace kvwb
