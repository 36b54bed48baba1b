#include "widgets/ExportActions.h"

#include "analysis/AnalysisController.h"
#include "charts/ChartImage.h"
#include "charts/HitRateChart.h"
#include "model/ModelCatalog.h"
#include "models/CompareTableModel.h"
#include "trace/TraceSummary.h"
#include "util/TableText.h"
#include "widgets/AnalysisTabs.h"
#include "widgets/ComparePage.h"
#include "widgets/HitRatePage.h"
#include "widgets/MainWindow.h"
#include "widgets/ModelPanel.h"
#include "widgets/PoliciesPanel.h"
#include "widgets/ReadoutTable.h"
#include "widgets/ReportMarkdown.h"
#include "widgets/RequestStatsPage.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

namespace kvwb {

namespace {

constexpr qreal kPngScale = 2; ///< hit-rate PNGs at twice the view's pixels: sharp in documents
const QString kLastDirKey = QStringLiteral("export/lastDirectory");

bool isSvg(const QString& path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0;
}

bool fail(QString* error, const QString& why)
{
    if (error)
        *error = why;
    return false;
}

// Keeps the user waiting visibly for the few exports that replay on the UI thread.
struct WaitCursor
{
    WaitCursor() { QApplication::setOverrideCursor(Qt::WaitCursor); }
    ~WaitCursor() { QApplication::restoreOverrideCursor(); }
};

} // namespace

ExportActions::ExportActions(MainWindow* window)
    : QObject(window), m_window(window), m_analysis(window->analysis()),
      m_hitRate(window->findChild<HitRatePage*>()), m_compare(window->findChild<ComparePage*>()),
      m_requestStats(window->findChild<RequestStatsPage*>()), m_model(window->findChild<ModelPanel*>())
{
    setObjectName(QStringLiteral("exportActions"));
    if (QMenu* menu = window->exportMenu())
        createActions(menu);
}

QAction* ExportActions::addAction(QMenu* menu, const char* objectName, const QString& text,
                                  const QString& tip)
{
    QAction* action = menu->addAction(text);
    action->setObjectName(QLatin1String(objectName));
    action->setStatusTip(tip);
    action->setToolTip(tip);
    action->setEnabled(false);
    // Nothing to export before the first analysis.
    connect(
        m_analysis, &AnalysisController::resultChanged, action,
        [action](const std::shared_ptr<const AnalysisResult>& result) { action->setEnabled(bool(result)); });
    return action;
}

void ExportActions::createActions(QMenu* menu)
{
    QAction* png =
        addAction(menu, "exportChartPngAction", tr("Chart as &PNG..."),
                  tr("Save the chart of the current tab (hit rate, or the request statistics figure) "
                     "as a PNG image"));
    png->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(png, &QAction::triggered, this, [this]() { exportChart(QStringLiteral("png")); });
    connect(addAction(menu, "exportChartSvgAction", tr("Chart as &SVG..."),
                      tr("Save the chart of the current tab as a scalable SVG drawing")),
            &QAction::triggered, this, [this]() { exportChart(QStringLiteral("svg")); });
    menu->addSeparator();
    connect(addAction(menu, "exportCompareCsvAction", tr("&Comparison Table as CSV..."),
                      tr("Save the Compare tab's table (hit rate per policy and budget) as CSV")),
            &QAction::triggered, this, [this]() { exportTable(true); });
    connect(addAction(menu, "exportReadoutCsvAction", tr("&Readout Table as CSV..."),
                      tr("Save the budget readout under the hit-rate chart as CSV")),
            &QAction::triggered, this, [this]() { exportTable(false); });
    connect(addAction(menu, "exportJsonAction", tr("Result as &JSON..."),
                      tr("Save the result at the compared budgets as `kvwb run --format json` writes it "
                         "(KVCache.AI semantics)")),
            &QAction::triggered, this, &ExportActions::exportJson);
    menu->addSeparator();
    QAction* report = addAction(menu, "exportReportAction", tr("&Report..."),
                                tr("Save the charts (PNG and SVG), the tables (CSV), the result (JSON) and a "
                                   "Markdown summary into a folder"));
    report->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(report, &QAction::triggered, this, &ExportActions::exportReport);
}

ExportActions::Chart ExportActions::currentChart() const
{
    const auto* tabs = m_window->findChild<AnalysisTabs*>();
    return tabs && m_requestStats && tabs->currentWidget() == m_requestStats ? Chart::RequestStats
                                                                             : Chart::HitRate;
}

bool ExportActions::writeChart(Chart chart, const QString& path, QString* error)
{
    if (!m_analysis->result())
        return fail(error, tr("There is no chart yet: the analysis has not finished."));
    if (chart == Chart::RequestStats) {
        WaitCursor wait; // the statistics replay here if the tab never showed them
        return m_requestStats->writeFigure(path, modelLabel(), error);
    }
    QWidget* view = m_hitRate->chart();
    if (isSvg(path))
        return writeSvgAtomically(
            view->size(), tr("Hit rate vs capacity"), [view](QPainter& painter) { view->render(&painter); },
            path, error);
    QImage image(view->size() * kPngScale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(kPngScale);
    image.fill(Qt::white);
    QPainter painter(&image);
    view->render(&painter);
    painter.end();
    return writePngAtomically(image, path, error);
}

bool ExportActions::writeCompareCsv(const QString& path, QString* error)
{
    return writeFileAtomically(path, tableToCsv(*m_compare->model()).toUtf8(), error);
}

bool ExportActions::writeReadoutCsv(const QString& path, QString* error)
{
    return writeFileAtomically(path, tableToCsv(*m_hitRate->readout()->model()).toUtf8(), error);
}

QString ExportActions::modelLabel() const
{
    try {
        if (const ModelSpec* spec = ModelCatalog::builtIn().find(m_model->currentModelId()))
            return spec->label;
    } catch (const std::exception&) { // the model panel already says the catalog is unavailable
    }
    return m_model->currentModelId();
}

std::optional<KvcacheAiRunInfo> ExportActions::runInfo(QString* error) const
{
    const TracePtr& trace = m_analysis->trace();
    const auto& footprint = m_model->footprint();
    const ModelSpec* model = nullptr;
    try {
        model = ModelCatalog::builtIn().find(m_model->currentModelId());
    } catch (const std::exception&) { // the model panel already says the catalog is unavailable
    }
    if (!trace || !footprint || !model) {
        fail(error, trace ? tr("Choose a model with a supported formula in the Model panel first.")
                          : tr("There is no trace to export."));
        return std::nullopt;
    }
    // The helper `kvwb run` fills its metadata with, from the panel's choices instead of flags.
    const KvSettings settings = m_model->kvSettings();
    return kvcacheAiRunInfo(*model, *footprint, settings.includeDraftKvCache, std::uint32_t(settings.tokens),
                            trace->blockSize, summarize(*trace));
}

BudgetSweepResult ExportActions::budgetSweep() const
{
    if (std::optional<BudgetSweepResult> done = m_compare->finishedSweep())
        return *done;
    WaitCursor wait; // the Compare tab was not shown (or is still replaying): replay here
    return runBudgetSweep(m_analysis->trace(), m_compare->sweepSpec(), {});
}

bool ExportActions::writeResultJson(const QString& path, QString* error)
{
    const std::optional<KvcacheAiRunInfo> info = runInfo(error);
    if (!info)
        return false;
    if (m_compare->budgets().empty())
        return fail(error, tr("There is no budget to export: enter some on the Compare tab."));
    const QByteArray json =
        QJsonDocument(kvcacheAiJson(*info, budgetSweep())).toJson(QJsonDocument::Indented);
    return writeFileAtomically(path, json, error);
}

QStringList ExportActions::reportFiles()
{
    return {QStringLiteral("hit_rate.png"),
            QStringLiteral("hit_rate.svg"),
            QStringLiteral("request_statistics.png"),
            QStringLiteral("request_statistics.svg"),
            QStringLiteral("compare.csv"),
            QStringLiteral("readout.csv"),
            QStringLiteral("result.json"),
            QStringLiteral("result.csv"),
            QStringLiteral("report.md")};
}

bool ExportActions::writeReport(const QString& dir, QString* error)
{
    const std::optional<KvcacheAiRunInfo> info = runInfo(error);
    if (!info)
        return false;
    if (!QDir().mkpath(dir))
        return fail(error, tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(dir)));
    const QDir out(dir);
    const auto file = [&out](const char* name) { return out.filePath(QLatin1String(name)); };
    if (!writeChart(Chart::HitRate, file("hit_rate.png"), error) ||
        !writeChart(Chart::HitRate, file("hit_rate.svg"), error) ||
        !writeChart(Chart::RequestStats, file("request_statistics.png"), error) ||
        !writeChart(Chart::RequestStats, file("request_statistics.svg"), error) ||
        !writeCompareCsv(file("compare.csv"), error) || !writeReadoutCsv(file("readout.csv"), error))
        return false;
    const BudgetSweepResult sweep = budgetSweep();
    if (!writeFileAtomically(file("result.json"),
                             QJsonDocument(kvcacheAiJson(*info, sweep)).toJson(QJsonDocument::Indented),
                             error) ||
        !writeFileAtomically(file("result.csv"), kvcacheAiCsv(sweep).toUtf8(), error))
        return false;

    const auto& result = m_analysis->result();
    ReportContent content;
    content.trace = summarize(*m_analysis->trace());
    content.run = *info;
    content.semantics = semanticsLabel(result->semantics);
    for (const PolicyCurve& curve : result->curves)
        content.policies << PoliciesPanel::policyLabel(curve.policy());
    content.budgetsGib = m_compare->budgets();
    content.ceilingHitRate = result->ceilingHitRate();
    content.budgetGib = m_analysis->budgetGib();
    content.budgetBlocks = m_analysis->budgetBlocks();
    content.compare = m_compare->model();
    content.readout = m_hitRate->readout()->model();
    content.figures = {
        {tr("Hit rate vs capacity"), QStringLiteral("hit_rate.png")},
        {tr("LMCache request statistics at the budget"), QStringLiteral("request_statistics.png")}};
    content.files = {
        {QStringLiteral("hit_rate.png"), tr("the hit-rate chart as shown (SVG: hit_rate.svg)")},
        {QStringLiteral("request_statistics.png"), tr("the seven LMCache statistics, as `kvwb simulate -o` "
                                                      "draws them (SVG: request_statistics.svg)")},
        {QStringLiteral("compare.csv"), tr("the comparison table (hit rates 0..1, differences in points)")},
        {QStringLiteral("readout.csv"), tr("the budget readout")},
        {QStringLiteral("result.json"),
         tr("`kvwb run --format json` for these inputs (KVCache.AI semantics)")},
        {QStringLiteral("result.csv"), tr("`kvwb run --format csv` for these inputs")}};
    return writeFileAtomically(file("report.md"), reportMarkdown(content).toUtf8(), error);
}

QString ExportActions::askSavePath(const QString& title, const QString& fileName, const QString& filter)
{
    QSettings settings;
    const QString dir =
        settings.value(kLastDirKey, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .toString();
    QString path = QFileDialog::getSaveFileName(m_window, title, QDir(dir).filePath(fileName), filter);
    if (path.isEmpty())
        return path;
    if (QFileInfo(path).suffix().isEmpty()) // the dialog does not add one on every platform
        path += QLatin1Char('.') + QFileInfo(fileName).suffix();
    settings.setValue(kLastDirKey, QFileInfo(path).absolutePath());
    return path;
}

void ExportActions::finish(bool ok, const QString& path, const QString& error)
{
    if (ok) {
        m_window->statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 8000);
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Export failed"), error, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("exportErrorDialog"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void ExportActions::exportChart(const QString& suffix)
{
    const Chart chart = currentChart();
    const QString name =
        (chart == Chart::HitRate ? QStringLiteral("hit_rate.") : QStringLiteral("request_statistics.")) +
        suffix;
    const QString filter =
        suffix == QLatin1String("svg") ? tr("SVG drawings (*.svg)") : tr("PNG images (*.png)");
    const QString path = askSavePath(tr("Export Chart"), name, filter);
    if (path.isEmpty())
        return;
    QString error;
    finish(writeChart(chart, path, &error), path, error);
}

void ExportActions::exportTable(bool compare)
{
    const QString path = askSavePath(compare ? tr("Export Comparison Table") : tr("Export Readout Table"),
                                     compare ? QStringLiteral("compare.csv") : QStringLiteral("readout.csv"),
                                     tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    finish(compare ? writeCompareCsv(path, &error) : writeReadoutCsv(path, &error), path, error);
}

void ExportActions::exportJson()
{
    const QString path =
        askSavePath(tr("Export Result as JSON"), QStringLiteral("result.json"), tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    finish(writeResultJson(path, &error), path, error);
}

void ExportActions::exportReport()
{
    QSettings settings;
    const QString dir = QFileDialog::getExistingDirectory(
        m_window, tr("Export Report to Folder"),
        settings.value(kLastDirKey, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .toString());
    if (dir.isEmpty())
        return;
    settings.setValue(kLastDirKey, dir);
    if (!QDir(dir).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)) {
        const auto answer = QMessageBox::question(
            m_window, tr("Folder Not Empty"),
            tr("%1 is not empty. Files named like the report's (%2) will be replaced; other files stay.\n\n"
               "Write the report there?")
                .arg(QDir::toNativeSeparators(dir), reportFiles().join(QStringLiteral(", "))),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return;
    }
    QString error;
    finish(writeReport(dir, &error), dir, error);
}

} // namespace kvwb
