#pragma once

#include "model/ModelCatalog.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace kvwb::cli {

/// Exit codes shared by every command.
enum ExitCode { Ok = 0, Failure = 1, UsageError = 2, Interrupted = 130 };

enum class OutputFormat { Table, Json, Csv };

/// A subcommand: its name, one-line summary and entry point (arguments include the name).
struct Command
{
    QString name;
    QString summary;
    std::function<int(const QStringList& arguments)> run;
};

/// Sets up the options every command shares (--help; --format and --output when asked).
void addCommonOptions(QCommandLineParser& parser, const QString& description, bool withFormat,
                      const QStringList& formats = {QStringLiteral("table"), QStringLiteral("json")});

/// Parses arguments; prints the error and returns false on unknown options (exit UsageError).
bool parseArguments(QCommandLineParser& parser, const QStringList& arguments);

/// The --format value; nullopt (after printing why) when it is not one of the allowed names.
std::optional<OutputFormat> outputFormat(const QCommandLineParser& parser);

/// Writes text to --output (atomically, via QSaveFile) or to standard output.
bool writeOutput(const QCommandLineParser& parser, const QByteArray& text);

/// The catalog named by --models-yaml, or the built-in one.
const ModelCatalog& catalogFor(const QCommandLineParser& parser, std::optional<ModelCatalog>& storage);

/// Prints "kvwb: message" to standard error.
void printError(const QString& message);

/// Parses an unsigned integer option; prints an error naming the option when malformed.
bool unsignedOption(const QCommandLineParser& parser, const QString& name, std::optional<std::uint64_t>& out);

/// Runs body and turns engine exceptions into messages and exit codes.
int guarded(const std::function<int()>& body);

int listModels(const QStringList& arguments);
int calc(const QStringList& arguments);
int inspect(const QStringList& arguments);
int run(const QStringList& arguments);
/// `sweep --trace` is `run`; `sweep -i` is LMCache's capacity sweep.
int sweep(const QStringList& arguments);
int lmcacheSweep(const QStringList& arguments);
int simulate(const QStringList& arguments);
int curve(const QStringList& arguments);
int tiers(const QStringList& arguments);

} // namespace kvwb::cli
