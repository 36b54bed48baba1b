// Budget-slider latency in the real window: the readout must follow the mouse within a frame.
//
//   QT_QPA_PLATFORM=offscreen bench_slider [SHARED_DIR] [--trace PATH] [--positions N]
//                                          [--semantics kvcache-ai|lmcache|native]
//
// Loads the conversation trace (block size 512) into the MainWindow, waits for the analysis,
// then moves the budget slider through N positions (default 200) as a drag would. Each sample
// is the time from QSlider::setValue until the readout model and the chart marker show the new
// budget and the posted events (layout, repaint) have been processed. Prints median / p95 / max
// and PASS or MISS against the 16 ms frame budget (judged on p95); exits 1 on MISS.
#include "analysis/AnalysisController.h"
#include "charts/HitRateChart.h"
#include "widgets/MainWindow.h"
#include "widgets/PoliciesPanel.h"
#include "widgets/ReadoutTable.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QFileInfo>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTableView>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace kvwb;

namespace {

constexpr double kGoalMs = 16.0;

bool waitFor(const std::function<bool()>& done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    return true;
}

/// The readout and the marker both show the controller's current budget.
bool showsBudget(const AnalysisController& controller, const ReadoutModel& model, const HitRateChart& chart)
{
    const QVector<PolicyReadout>& readout = controller.readout();
    if (model.rowCount() != readout.size() + 1 || chart.budgetGib() != controller.budgetGib())
        return false;
    for (int row = 0; row < readout.size(); ++row)
        if (model.index(row, ReadoutModel::HitTokensColumn).data(ReadoutModel::ValueRole).toULongLong() !=
            readout[row].reading.hitTokens)
            return false;
    return true;
}

/// Counts paint events, to show that the samples include the repaint and not only the model update.
class PaintCounter : public QObject
{
public:
    int paints = 0;
    bool eventFilter(QObject*, QEvent* event) override
    {
        paints += event->type() == QEvent::Paint;
        return false;
    }
};

double percentile(std::vector<double> sorted, double p)
{
    std::sort(sorted.begin(), sorted.end());
    const auto i =
        std::size_t(std::min<double>(double(sorted.size() - 1), p * double(sorted.size() - 1) + 0.5));
    return sorted[i];
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the user's window settings stay untouched
    QCoreApplication::setOrganizationName(QStringLiteral("kvcache-workbench"));
    QCoreApplication::setApplicationName(QStringLiteral("KV Cache Workbench bench"));
    QSettings().clear();

    QString shared = QStringLiteral("/work/shared");
    QString trace;
    int positions = 200;
    QString semantics = QStringLiteral("kvcache-ai");
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--trace") && i + 1 < args.size())
            trace = args[++i];
        else if (args[i] == QLatin1String("--semantics") && i + 1 < args.size())
            semantics = args[++i];
        else if (args[i] == QLatin1String("--positions") && i + 1 < args.size())
            positions = std::max(2, args[++i].toInt());
        else
            shared = args[i];
    }
    if (trace.isEmpty())
        trace = shared + QStringLiteral("/traces/mooncake/conversation_trace.jsonl");
    if (!QFileInfo::exists(trace)) {
        std::printf("bench_slider: SKIP (%s not found)\n", qPrintable(trace));
        return 0;
    }

    MainWindow window;
    window.resize(1400, 900);
    window.show();
    for (SemanticsPreset preset :
         {SemanticsPreset::KvcacheAi, SemanticsPreset::Lmcache, SemanticsPreset::Native})
        if (semanticsName(preset) == semantics)
            window.findChild<PoliciesPanel*>()->setSelection(preset, presetPolicies(preset));
    window.openTraces({trace});
    AnalysisController& controller = *window.analysis();
    QElapsedTimer analysis;
    analysis.start();
    const bool ready = waitFor(
        [&]() {
            return !window.isLoading() && window.trace() && window.trace()->format != TraceFormat::Demo &&
                   controller.trace() == window.trace() && controller.result() && controller.isSettled();
        },
        300000);
    if (!ready) {
        std::fprintf(stderr, "bench_slider: the trace or its analysis did not finish\n");
        return 2;
    }
    const qint64 loadAndAnalyseMs = analysis.elapsed();

    auto* slider = window.findChild<QSlider*>(QStringLiteral("budgetSlider"));
    auto* chart = window.findChild<HitRateChart*>();
    auto* table = window.findChild<ReadoutTable*>();
    if (!slider || !chart || !table) {
        std::fprintf(stderr, "bench_slider: the window lacks the slider, chart or readout\n");
        return 2;
    }
    const auto& result = *controller.result();
    std::printf("trace: %s, %zu requests, block size %u\n", qPrintable(QFileInfo(trace).fileName()),
                window.trace()->requestCount(), window.trace()->blockSize);
    std::printf("analysis: %s, %zu policies, %llu unique blocks, %.2f MiB/block (load + analysis %lld ms)\n",
                qPrintable(semanticsName(result.semantics)), result.curves.size(),
                static_cast<unsigned long long>(result.uniqueBlocks), result.bytesPerBlock / 1048576.0,
                static_cast<long long>(loadAndAnalyseMs));

    PaintCounter chartPaints, tablePaints;
    chart->viewport()->installEventFilter(&chartPaints);
    table->view()->viewport()->installEventFilter(&tablePaints);

    // A drag across the whole range and back, a step of a few pixels at a time.
    std::vector<double> samples, updates;
    int stale = 0;
    for (int i = 0; i < positions; ++i) {
        const int half = positions / 2;
        const int k = i < half ? i : positions - 1 - i;
        const int position = 1 + (k * (slider->maximum() - 2)) / std::max(half - 1, 1) + (i >= half ? 1 : 0);
        QElapsedTimer clock;
        clock.start();
        slider->setValue(position);
        stale += !showsBudget(controller, *table->model(), *chart);
        updates.push_back(double(clock.nsecsElapsed()) / 1e6);
        QCoreApplication::processEvents();
        samples.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    // Then the exact replay at the resting budget (informational: it runs in the background).
    QElapsedTimer settle;
    settle.start();
    waitFor([&]() { return controller.isSettled(); }, 60000);
    const qint64 settleMs = settle.elapsed();
    chart->viewport()->removeEventFilter(&chartPaints);
    table->view()->viewport()->removeEventFilter(&tablePaints);

    const double median = percentile(samples, 0.5);
    const double p95 = percentile(samples, 0.95);
    const double worst = *std::max_element(samples.begin(), samples.end());
    const bool pass = p95 <= kGoalMs && stale == 0;
    std::printf("slider: %d positions, median %.2f ms, p95 %.2f ms, max %.2f ms (goal %.0f ms per move)\n",
                positions, median, p95, worst, kGoalMs);
    std::printf("of which readout + marker update (before the repaint): median %.2f ms, p95 %.2f ms\n",
                percentile(updates, 0.5), percentile(updates, 0.95));
    std::printf("repaints during the moves: chart %d, readout table %d\n", chartPaints.paints,
                tablePaints.paints);
    std::printf(
        "exact readout %lld ms after the last move's events (the %d ms settle delay runs from the move)\n",
        static_cast<long long>(settleMs), AnalysisController::kSettleMs);
    if (stale)
        std::printf("%d moves left the readout or the marker behind\n", stale);
    std::printf("%s\n", pass ? "PASS" : "MISS");
    return pass ? 0 : 1;
}
