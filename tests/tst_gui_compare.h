#pragma once

// The Compare / Request statistics / Export tests, split over tst_gui_compare.cpp (the tabs) and
// tst_gui_compare_export.cpp (File > Export and the models).
#include "analysis/AnalysisController.h"
#include "charts/FigurePanelView.h"
#include "charts/HitRateChart.h"
#include "charts/LmcacheCharts.h"
#include "demo/DemoWorkload.h"
#include "lmcache/LmcacheSimulator.h"
#include "models/CompareTableModel.h"
#include "report/KvcacheAiReport.h"
#include "util/Format.h"
#include "util/TableText.h"
#include "widgets/AnalysisTabs.h"
#include "widgets/Appearance.h"
#include "widgets/BudgetPanel.h"
#include "widgets/ComparePage.h"
#include "widgets/ExportActions.h"
#include "widgets/HitRatePage.h"
#include "widgets/MainWindow.h"
#include "widgets/ModelPanel.h"
#include "widgets/PoliciesPanel.h"
#include "widgets/ProjectActions.h"
#include "widgets/ReadoutTable.h"
#include "widgets/RequestStatsPage.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QToolButton>

#include <memory>

using namespace kvwb;

namespace {
constexpr int kTimeoutMs = 60000;
const QString kApprox = QStringLiteral("\u2248");

inline QStringList readLines(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
}

inline QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class GuiCompareTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void defaultBudgetsArePowersOfTwo();
    void compareTurnsExactAndMatchesEngine();
    void bestPerRowIsTheMaximum();
    void deltasAgainstBaseline();
    void copyProducesTsv();
    void editedBudgets();
    void projectKeepsBudgets();
    void nativePresetTurnsExact();
    void requestStatsFollowBudget();
    void exportTablesAsCsv();
    void exportJsonEqualsCli();
    void exportChartsPngAndSvg();
    void exportReportFolder();
    void exportActionsHaveShortcutsAndTips();
    void compareModelIsSound();
    void darkTheme();

private:
    AnalysisController* controller() const { return m_window->analysis(); }
    ComparePage* compare() const { return m_window->findChild<ComparePage*>(); }
    RequestStatsPage* requestStats() const { return m_window->findChild<RequestStatsPage*>(); }
    ExportActions* exports() const { return m_window->findChild<ExportActions*>(); }
    AnalysisTabs* tabs() const { return m_window->findChild<AnalysisTabs*>(); }
    bool waitSettled(int timeoutMs = kTimeoutMs) const;
    /// Shows the Compare tab and waits for its exact replays.
    bool showCompareExact() const;
    int rowOf(double gib) const;
    void screenshot(const QString& name) const;
    KvcacheAiRunInfo expectedRunInfo() const;

    std::unique_ptr<MainWindow> m_window;
};
