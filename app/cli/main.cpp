// kvwb: the headless command line of KV Cache Workbench. Each subcommand lives in its own file.
#include "ChartOutput.h"
#include "CliContext.h"
#include "util/Versions.h"

#include <QApplication>
#include <QCoreApplication>

#include <QDir>
#include <QFile>

#include <memory>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>

using namespace kvwb::cli;

namespace {

const std::vector<Command>& commands()
{
    static const std::vector<Command> all = {
        {QStringLiteral("list-models"), QStringLiteral("List the model catalog (id, label, family, formula)."),
         listModels},
        {QStringLiteral("calc"), QStringLiteral("KV cache bytes per token, per block and per GiB for a model."), calc},
        {QStringLiteral("run"), QStringLiteral("Hit rate vs budget per policy (KVCache.AI semantics)."), run},
        {QStringLiteral("sweep"), QStringLiteral("`sweep --trace`: as run; `sweep -i`: LMCache capacity sweep."), sweep},
        {QStringLiteral("simulate"), QStringLiteral("LMCache LRU replay at one capacity with the 7-statistic report."),
         simulate},
        {QStringLiteral("curve"), QStringLiteral("The exact LRU hit curve at every capacity, in one pass."), curve},
        {QStringLiteral("tiers"), QStringLiteral("Hit tokens per HBM/DRAM/SSD tier and the prefill time they give."),
         tiers},
        {QStringLiteral("inspect"), QStringLiteral("Summarise block traces: requests, blocks, tokens, errors."),
         inspect},
    };
    return all;
}

void printUsage(std::FILE* to)
{
    std::fprintf(to, "Usage: kvwb <command> [options]\n\n"
                     "KV Cache Workbench %s - replay LLM KV-cache traces, headless.\n\nCommands:\n",
                 KVWB_VERSION);
    for (const Command& c : commands())
        std::fprintf(to, "  %-12s %s\n", qPrintable(c.name), qPrintable(c.summary));
    std::fprintf(to, "\nRun 'kvwb <command> --help' for the options of a command.\n"
                     "Global options: --help, --version.\n");
}

} // namespace

int main(int argc, char** argv)
{
    // Charts need a GUI application; it renders offscreen, so no display is ever required.
    std::unique_ptr<QCoreApplication> app;
    {
        QStringList raw;
        for (int i = 0; i < argc; ++i)
            raw << QString::fromLocal8Bit(argv[i]);
        if (wantsChart(raw)) {
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            // Headless machines have no runtime dir; give Qt a private one instead of a warning.
            if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
                const QByteArray dir = QFile::encodeName(QDir::tempPath()) + "/kvwb-runtime-" + QByteArray::number(getuid());
                ::mkdir(dir.constData(), 0700);
                qputenv("XDG_RUNTIME_DIR", dir);
            }
            app = std::make_unique<QApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
    }
    QCoreApplication::setApplicationName(QStringLiteral("kvwb"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KVWB_VERSION));
    const QStringList args = QCoreApplication::arguments();

    if (args.size() < 2 || args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h") ||
        args[1] == QLatin1String("help")) {
        printUsage(stdout);
        return args.size() < 2 ? UsageError : Ok;
    }
    if (args[1] == QLatin1String("--version") || args[1] == QLatin1String("-V")) {
        std::printf("kvwb %s (Qt %s)\n%s", KVWB_VERSION, qVersion(), qPrintable(kvwb::componentVersionsText()));
        return Ok;
    }
    for (const Command& c : commands())
        if (c.name == args[1])
            return c.run(args.mid(1));
    printError(QStringLiteral("unknown command '%1'").arg(args[1]));
    printUsage(stderr);
    return UsageError;
}
