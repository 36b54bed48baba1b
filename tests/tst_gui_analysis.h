#pragma once

// The window's analysis view driven end to end; the cases are split over two files
// (tst_gui_analysis.cpp: the curves and the slider; tst_gui_analysis_view.cpp: the chart's
// interactions, the readout model, menus, settings and the status bar).
#include "TestFiles.h"

#include "analysis/AnalysisController.h"
#include "charts/HitRateChart.h"
#include "util/Format.h"
#include "widgets/BudgetPanel.h"
#include "widgets/JobStatusWidget.h"
#include "widgets/MainWindow.h"
#include "widgets/PoliciesPanel.h"
#include "widgets/ReadoutTable.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QGraphicsView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QLogValueAxis>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>
#include <QThreadPool>
#include <QToolButton>
#include <QToolTip>

#include <memory>

using namespace kvwb;

namespace {
constexpr int kTimeoutMs = 60000;
const QString kApprox = QStringLiteral("\u2248");
} // namespace

class GuiAnalysisTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void seriesPerCheckedPolicy();
    void sliderKeysFollowCurves();
    void blocksUnitIsExact();
    void lmcachePresetIsExact();
    void uncheckingRemovesSeriesAndRow();
    void modelChangeRescalesWithoutReplay();
    void unsupportedModelClearsChart();
    void controlsHaveToolTips();
    void zoomAndReset();
    void legendTogglesSeries();
    void hoverShowsExactValues();
    void readoutModelIsSound();
    void analysisErrorShowsDialog();
    void viewMenuTogglesDocks();
    void settingsPersist();
    void conversationTrace();
    void statusFollowsRunningTracker();

private:
    AnalysisController* controller() const { return m_window->analysis(); }
    HitRateChart* chart() const { return m_window->findChild<HitRateChart*>(); }
    ReadoutModel* readout() const { return m_window->findChild<ReadoutTable*>()->model(); }
    QSlider* slider() const { return m_window->findChild<QSlider*>(QStringLiteral("budgetSlider")); }
    QListWidget* policyList() const
    {
        return m_window->findChild<QListWidget*>(QStringLiteral("policyList"));
    }
    bool waitSettled(int timeoutMs = kTimeoutMs) const;
    void screenshot(const QString& name) const;
    void checkReadoutFollowsCurves() const;
    void checkReadoutExact() const;
    void checkSeriesMatchResult() const;

    std::unique_ptr<MainWindow> m_window;
};
