#include "CliContext.h"

#include "model/KvCalculator.h"
#include "util/InputError.h"

#include <QSaveFile>

#include <cstdio>

namespace kvwb::cli {

void addCommonOptions(QCommandLineParser& parser, const QString& description, bool withFormat,
                      const QStringList& formats)
{
    parser.setApplicationDescription(description);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    if (withFormat) {
        parser.addOption({QStringLiteral("format"),
                          QStringLiteral("Output format: %1.").arg(formats.join(QStringLiteral(", "))),
                          QStringLiteral("format"), formats.front()});
        parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                          QStringLiteral("Write the result to this file (atomically) instead of stdout."),
                          QStringLiteral("path")});
    }
}

bool parseArguments(QCommandLineParser& parser, const QStringList& arguments)
{
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        std::exit(Ok);
    }
    return true;
}

std::optional<OutputFormat> outputFormat(const QCommandLineParser& parser)
{
    const QString name = parser.value(QStringLiteral("format")).toLower();
    if (name == QLatin1String("table"))
        return OutputFormat::Table;
    if (name == QLatin1String("json"))
        return OutputFormat::Json;
    if (name == QLatin1String("csv"))
        return OutputFormat::Csv;
    printError(QStringLiteral("--format: unknown format '%1'").arg(name));
    return std::nullopt;
}

bool writeOutput(const QCommandLineParser& parser, const QByteArray& text)
{
    const QString path = parser.isSet(QStringLiteral("output")) ? parser.value(QStringLiteral("output")) : QString();
    if (path.isEmpty() || path == QLatin1String("-")) {
        std::fwrite(text.constData(), 1, std::size_t(text.size()), stdout);
        std::fflush(stdout);
        return true;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        printError(QStringLiteral("%1: cannot write: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

const ModelCatalog& catalogFor(const QCommandLineParser& parser, std::optional<ModelCatalog>& storage)
{
    if (!parser.isSet(QStringLiteral("models-yaml")))
        return ModelCatalog::builtIn();
    storage = ModelCatalog::fromFile(parser.value(QStringLiteral("models-yaml")));
    return *storage;
}

void printError(const QString& message)
{
    std::fprintf(stderr, "kvwb: %s\n", qPrintable(message));
}

bool unsignedOption(const QCommandLineParser& parser, const QString& name, std::optional<std::uint64_t>& out)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const qulonglong v = parser.value(name).toULongLong(&ok);
    if (!ok) {
        printError(QStringLiteral("--%1: expected a non-negative integer, got '%2'").arg(name, parser.value(name)));
        return false;
    }
    out = v;
    return true;
}

int guarded(const std::function<int()>& body)
{
    try {
        return body();
    } catch (const InputError& e) {
        // An error tied to no file is about a flag: name it as typed, and it is a usage error.
        if (e.file().isEmpty() && e.line() == 0 && !e.field().isEmpty()) {
            const QString flag = e.field().startsWith(QLatin1Char('-')) ? e.field() : QStringLiteral("--") + e.field();
            printError(flag + QStringLiteral(": ") + e.detail());
            return UsageError;
        }
        printError(e.message());
    } catch (const UnsupportedFormula& e) {
        printError(QString::fromUtf8(e.what()));
    } catch (const Cancelled&) {
        printError(QStringLiteral("interrupted"));
        return Interrupted;
    } catch (const std::exception& e) {
        printError(QString::fromLocal8Bit(e.what()));
    }
    return Failure;
}

} // namespace kvwb::cli
