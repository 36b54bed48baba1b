#pragma once

#include "io/JsonLine.h"
#include "trace/TraceBuilder.h"

#include <QString>

#include <optional>
#include <vector>

namespace kvwb {

class LineReader;

struct MooncakeOptions
{
    /// `--block-size`: only used when the trace never declares `block_size`.
    std::optional<std::uint32_t> fallbackBlockSize;
    /// `--max-records`: stop after this many accepted records.
    std::optional<std::uint64_t> maxRecords;
    /// `--max-events`: stop once this many block events were accepted (the record that reaches
    /// the limit is kept whole).
    std::optional<std::uint64_t> maxEvents;
};

/**
 * Reads Mooncake / KVCache.AI JSONL block traces with the exact rules of semantics.md 1.1:
 * invalid JSON lines are counted as parse errors, non-objects and records without a usable
 * `hash_ids` list are counted as skipped, and fatal problems are collected while the whole
 * input is read, then reported (first offending line, with counts) by finish().
 */
class MooncakeReader
{
public:
    MooncakeReader(TraceBuilder& builder, MooncakeOptions options);

    /// Reads every line of one file (or archive member).
    void read(LineReader& lines, const QString& fileName);
    /// True once maxRecords records or maxEvents events were accepted.
    bool full() const;
    /// Resolves the block size, fills deferred weights and throws the first fatal error, if any.
    void finish();

private:
    struct Fatal
    {
        QString file;
        std::uint64_t line = 0;
        QString field;
        QString detail;
    };
    void readRecord(const simdjson::dom::element& record, const QString& file, std::uint64_t line);
    void fatal(const QString& file, std::uint64_t line, const QString& field, const QString& detail);
    void computeWeights(std::size_t request, std::uint32_t blockSize);

    TraceBuilder& m_builder;
    MooncakeOptions m_options;
    std::optional<std::uint32_t> m_declaredBlockSize;
    std::vector<std::size_t> m_deferred; ///< requests whose weights wait for the block size
    std::optional<Fatal> m_firstFatal;
    std::uint64_t m_fatalCount = 0;
    std::uint64_t m_accepted = 0;
    JsonLineParser m_json;
    std::vector<BlockId> m_ids;
    std::vector<std::uint32_t> m_weights;
};

} // namespace kvwb
