#pragma once

#include "io/JsonLine.h"
#include "trace/IdInterner.h"
#include "trace/TraceBuilder.h"

#include <QString>

#include <optional>
#include <vector>

namespace kvwb {

class LineReader;

struct LmcacheOptions
{
    QString model;                          ///< `--model`: keep only records of this model_name
    std::optional<std::uint64_t> limit;     ///< `-n`: keep the first N records after sort and filter
};

/// Bytes per element of an LMCache dtype name; accepts the `torch.` prefix. 0 when unknown.
double lmcacheDtypeBytes(std::string_view dtype);

/**
 * Reads LMCache lookup-hash logs (semantics.md section 2). Records of every file are collected,
 * stably sorted by timestamp, filtered by model, truncated to the limit, and then built into a
 * trace whose raw ids are the hash strings and whose weights are the records' chunk sizes.
 */
class LmcacheReader
{
public:
    explicit LmcacheReader(LmcacheOptions options);

    void read(LineReader& lines, const QString& fileName);
    /// Builds the trace; throws InputError when no record remains.
    TracePtr finish(const QString& source);

private:
    struct Record
    {
        double timestamp;
        std::uint64_t firstHash;  ///< into m_hashes
        std::uint32_t hashCount;
        std::uint32_t seqLen;
        std::uint32_t chunkSize;
        std::uint32_t model;      ///< index into m_modelNames
        double kvBytesPerChunk;   ///< from this record's shapes and dtypes
        std::uint32_t unknownDtype; ///< index into m_unknownDtypes, or kUnknown
    };
    void readRecord(const simdjson::dom::element& record, const QString& file, std::uint64_t line);
    /// Bytes per chunk from (shape, dtype) pairs; null arguments mean the field is absent.
    double kvBytes(const simdjson::dom::element* dtypes, const simdjson::dom::element* shapes,
                   const QString& file, std::uint64_t line, std::uint32_t& unknownDtype);
    std::uint32_t modelIndex(std::string_view name);

    LmcacheOptions m_options;
    JsonLineParser m_json;
    HashIdInterner m_hashIds;  ///< provisional ids; finish() renumbers those that survive filtering
    std::vector<Record> m_records;
    std::vector<BlockId> m_hashes;
    QStringList m_modelNames;
    QStringList m_unknownDtypes;
    std::uint64_t m_parseErrors = 0;
};

} // namespace kvwb
