// kvcache-workbench: the desktop application. Everything but argument handling lives in the ui library.
#include "analysis/AnalysisController.h"
#include "widgets/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QTimer>

#include <cstdio>

namespace {

/// Saves the window to `path` once the startup load has settled, then quits (exit code 1 on failure).
void screenshotWhenSettled(kvwb::MainWindow& window, const QString& path)
{
    QObject::connect(&window, &kvwb::MainWindow::loadSettled, &window, [&window, path]() {
        if (window.isLoading())
            return;
        // The analysis of the loaded trace (and the exact readout at the budget) belongs in the
        // picture too; poll, since it settles through several jobs and timers.
        auto* poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [&window, path, poll]() {
            if (!window.analysis()->isSettled())
                return;
            poll->stop();
            // One more turn of the event loop lets the panels finish their layout before the grab.
            QTimer::singleShot(100, &window, [&window, path]() {
                const bool saved = window.grab().save(path, "PNG");
                if (!saved)
                    std::fprintf(stderr, "kvcache-workbench: cannot write %s\n", qPrintable(path));
                QCoreApplication::exit(saved ? 0 : 1);
            });
        });
        poll->start(50);
    });
    // A load that never ends must not hang the launcher script.
    QTimer::singleShot(300'000, &window, []() {
        std::fprintf(stderr, "kvcache-workbench: timed out waiting for the trace to load\n");
        QCoreApplication::exit(1);
    });
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("KV Cache Workbench"));
    QApplication::setOrganizationName(QStringLiteral("kvcache-workbench"));
    QApplication::setApplicationVersion(QStringLiteral(KVWB_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Replay LLM KV-cache traces through cache policies, tiers and clusters."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("trace"),
        QApplication::translate("main", "Trace file(s) to open as one trace (default: the demo workload)."),
        QStringLiteral("[trace...]"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate(
            "main", "Render the window after the startup load, save it as PNG to <path> and exit."),
        QStringLiteral("path"));
    parser.addOption(screenshot);
    parser.process(app);

    kvwb::MainWindow window;
    const QStringList traces = parser.positionalArguments();
    if (!traces.isEmpty())
        window.openTraces(traces);
    if (parser.isSet(screenshot)) {
        // A fixed size makes screenshots comparable between machines and runs.
        window.resize(1400, 900);
        screenshotWhenSettled(window, QDir::current().absoluteFilePath(parser.value(screenshot)));
    }
    window.show();
    return app.exec();
}
