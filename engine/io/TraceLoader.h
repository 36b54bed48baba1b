#pragma once

#include "trace/Trace.h"
#include "util/Progress.h"

#include <QStringList>

#include <optional>

namespace kvwb {

/// Input formats the loader can read; Auto decides by content (and directories mean LMCache logs).
enum class InputFormat { Auto, Mooncake, Lmcache };

/// Parses a `--format-in` value ("auto", "mooncake"/"kvcache-ai"/"jsonl", "lmcache"); nullopt if unknown.
std::optional<InputFormat> parseInputFormat(const QString& name);

struct LoadOptions
{
    InputFormat format = InputFormat::Auto;
    /// Block traces: fallback block size for traces that declare none (`--block-size`).
    std::optional<std::uint32_t> blockSize;
    /// Block traces: stop after this many accepted records (`--max-records`).
    std::optional<std::uint64_t> maxRecords;
    /// Block traces: stop once this many block events were read (`--max-events`).
    std::optional<std::uint64_t> maxEvents;
    /// LMCache logs: `--model` filter and `-n` limit.
    QString lmcacheModel;
    std::optional<std::uint64_t> lmcacheLimit;
};

/**
 * Loads one trace from one or more paths. Each path is a file (plain, compressed or an archive),
 * a directory of LMCache logs, or "-" for standard input. Progress is reported in input bytes;
 * cancellation throws kvwb::Cancelled; bad input throws kvwb::InputError.
 */
TracePtr loadTrace(const QStringList& paths, const LoadOptions& options, const JobControl& control = {});

/// The format of a path by content (first record), as loadTrace would decide it.
InputFormat detectFormat(const QString& path);

} // namespace kvwb
