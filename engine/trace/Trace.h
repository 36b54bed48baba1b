#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <vector>

namespace kvwb {

/// Dense id of an interned hash (raw identity) or of a prefix-trie node (path identity).
using BlockId = std::uint32_t;
/// Offsets into the block-event arrays are 64-bit so traces may exceed 2^32 events.
using EventIndex = std::uint64_t;

inline constexpr std::uint32_t kUnknown = 0xffffffffu;

/// Which reader produced a trace; decides the default replay semantics.
enum class TraceFormat { MooncakeJsonl, LmcacheLog, Demo };

QString traceFormatName(TraceFormat format);

/// LMCache-specific per-trace facts (bytes per chunk come from the first record's shapes/dtypes).
struct LmcacheInfo
{
    double kvBytesPerChunk = 0;   ///< 0 when the first record's dtypes are unknown
    QString kvBytesProblem;       ///< why kvBytesPerChunk could not be derived, if it could not
    std::uint64_t emptyRecordsSkipped = 0; ///< no hashes and seq_len == 0
};

/**
 * An immutable block trace in struct-of-arrays layout, shared read-only by every simulation.
 *
 * Per request r, its block events are [requestStart[r], requestStart[r+1]). Per event:
 * - pathId: prefix-trie node (parent path, hash) - KVCache.AI identity; node 0 is the root,
 *   so real nodes are 1..trieNodes-1;
 * - rawId: the interned hash text - LMCache identity; 0..rawUniqueBlocks-1;
 * - weight: the tokens the block stands for.
 * Per-event storage is 12 bytes.
 */
struct Trace
{
    // Per request.
    std::vector<EventIndex> requestStart;  ///< requestCount()+1 entries
    std::vector<std::uint32_t> inputLength;
    std::vector<std::uint32_t> outputLength;  ///< kUnknown when absent
    std::vector<double> timestampMs;          ///< NaN when absent
    std::vector<std::uint32_t> session;       ///< index into sessionNames, or kUnknown
    std::vector<std::uint32_t> model;         ///< index into modelNames, or kUnknown

    // Per block event.
    std::vector<BlockId> pathId;
    std::vector<BlockId> rawId;
    std::vector<std::uint32_t> weight;

    QStringList sessionNames;
    QStringList modelNames;

    TraceFormat format = TraceFormat::MooncakeJsonl;
    QString source;                ///< file name(s) or "demo workload"
    std::uint32_t blockSize = 0;   ///< tokens per block (chunk size for LMCache logs)
    std::uint32_t rawUniqueBlocks = 0;
    std::uint32_t trieNodes = 1;   ///< including the root
    std::uint64_t parseErrors = 0;
    std::uint64_t skippedRecords = 0;
    LmcacheInfo lmcache;

    std::size_t requestCount() const { return inputLength.size(); }
    EventIndex eventCount() const { return pathId.size(); }
    std::uint32_t uniqueBlocks() const { return trieNodes - 1; }

    /// Sum of block weights (the KVCache.AI denominator basis).
    std::uint64_t totalBlockTokens() const;
    /// Sum of input lengths (LMCache's seq_len total).
    std::uint64_t totalInputTokens() const;
    /// Time from the first to the last timestamp, in ms; 0 when timestamps are absent.
    double timeSpanMs() const;
    /// Bytes held by the per-request and per-event arrays (excludes interning tables).
    std::size_t memoryBytes() const;
};

using TracePtr = std::shared_ptr<const Trace>;

} // namespace kvwb
