// kvcache-workbench: the desktop application. Everything but argument handling lives in the ui library.
#include "analysis/AnalysisController.h"
#include "project/Project.h"
#include "util/Translations.h"
#include "widgets/Appearance.h"
#include "widgets/MainWindow.h"
#include "widgets/ProjectActions.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
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

/// --theme / --language: for this run only (screenshots, bug reports); the menus persist theirs.
void applyOverrides(const QString& theme, const QString& language)
{
    if (theme == QLatin1String("light"))
        kvwb::appearance::applyTheme(kvwb::Theme::Light);
    else if (theme == QLatin1String("dark"))
        kvwb::appearance::applyTheme(kvwb::Theme::Dark);
    if (!language.isEmpty())
        kvwb::installTranslators(QLocale(language));
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("KV Cache Workbench"));
    QApplication::setOrganizationName(QStringLiteral("kvcache-workbench"));
    QApplication::setApplicationVersion(QStringLiteral(KVWB_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/kvwb/icons/kvcache-workbench.svg")));
    // Matches the installed .desktop file, so Wayland compositors find the icon and name.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.kvcache_workbench"));
    // Before any widget exists: the theme's style and the translations apply to all of them.
    kvwb::appearance::initialize();

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Replay LLM KV-cache traces through cache policies, tiers and clusters."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("trace"),
        QApplication::translate("main", "Trace file(s) to open as one trace, or a .kvwb project "
                                        "(default: the demo workload)."),
        QStringLiteral("[trace...|project.kvwb]"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate(
            "main", "Render the window after the startup load, save it as PNG to <path> and exit."),
        QStringLiteral("path"));
    parser.addOption(screenshot);
    const QCommandLineOption theme(
        QStringLiteral("theme"),
        QApplication::translate("main", "Use the <theme> (system, light or dark) for this run only."),
        QStringLiteral("theme"));
    parser.addOption(theme);
    const QCommandLineOption language(
        QStringLiteral("language"),
        QApplication::translate("main", "Use the <language> (en, zh_CN) for this run only."),
        QStringLiteral("language"));
    parser.addOption(language);
    parser.process(app);
    applyOverrides(parser.value(theme), parser.value(language));

    kvwb::MainWindow window;
    const QStringList traces = parser.positionalArguments();
    if (traces.size() == 1 && QFileInfo(traces.first()).suffix() == QLatin1String(kvwb::kProjectSuffix))
        window.projects()->openProject(traces.first());
    else if (!traces.isEmpty())
        window.openTraces(traces);
    if (parser.isSet(screenshot)) {
        // A fixed size makes screenshots comparable between machines and runs.
        window.resize(1400, 900);
        screenshotWhenSettled(window, QDir::current().absoluteFilePath(parser.value(screenshot)));
    }
    window.show();
    return app.exec();
}
