#pragma once

#include "io/TraceLoader.h"

#include <QCommandLineParser>

namespace kvwb::cli {

/// Adds the trace-reading flags shared by inspect/run/curve: --block-size, --format-in,
/// --max-records, --max-events.
void addTraceOptions(QCommandLineParser& parser);

/// Reads them into LoadOptions; prints the error and returns false when a value is malformed.
bool traceOptions(const QCommandLineParser& parser, LoadOptions& options);

} // namespace kvwb::cli
