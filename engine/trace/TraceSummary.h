#pragma once

#include "trace/Trace.h"

#include <QJsonObject>

namespace kvwb {

/// The facts `kvwb inspect` prints and the GUI's trace panel shows.
struct TraceSummary
{
    QString source;
    QString format;
    std::uint64_t requests = 0;
    std::uint64_t blockEvents = 0;
    std::uint64_t rawUniqueBlocks = 0;
    std::uint64_t uniqueBlocks = 0; ///< prefix-trie nodes, root excluded
    std::uint32_t blockSize = 0;
    std::uint64_t totalTokens = 0;  ///< block weights (block traces) or seq_len sum (LMCache logs)
    double averageInputTokens = 0;
    double timeSpanSeconds = 0;
    std::uint64_t parseErrors = 0;
    std::uint64_t skippedRecords = 0;
    std::uint64_t sessions = 0;
    std::uint64_t models = 0;
    double kvBytesPerChunk = 0;     ///< LMCache logs only
    std::size_t memoryBytes = 0;

    QJsonObject toJson() const;
};

TraceSummary summarize(const Trace& trace);

} // namespace kvwb
