#pragma once

#include "trace/IdInterner.h"
#include "trace/Trace.h"

#include <QHash>

#include <span>
#include <string_view>

namespace kvwb {

/// What a reader knows about one request besides its blocks.
struct RequestMeta
{
    std::uint32_t inputLength = 0;
    std::uint32_t outputLength = kUnknown;
    double timestampMs = std::numeric_limits<double>::quiet_NaN();
    std::uint32_t session = kUnknown;
    std::uint32_t model = kUnknown;
};

/**
 * Accumulates requests into a Trace: appends the struct-of-arrays columns and interns the
 * prefix-trie path of every block. Readers intern raw hash ids through hashIds() (or hand in
 * ids they made dense themselves) and call addRequest() in replay order.
 */
class TraceBuilder
{
public:
    explicit TraceBuilder(TraceFormat format);

    HashIdInterner& hashIds() { return m_hashIds; }
    std::uint32_t internSession(const QString& name) { return intern(m_trace.sessionNames, m_sessions, name); }
    std::uint32_t internModel(const QString& name) { return intern(m_trace.modelNames, m_models, name); }

    /// Pre-sizes the columns for about `bytes` of JSONL input (avoids regrowth copies on big files).
    void reserveForInputBytes(std::uint64_t bytes);

    /// Appends one request; rawIds and weights have one entry per block, in prefix order.
    void addRequest(const RequestMeta& meta, std::span<const BlockId> rawIds,
                    std::span<const std::uint32_t> weights);
    std::size_t requestCount() const { return m_trace.inputLength.size(); }
    EventIndex eventCount() const { return m_trace.pathId.size(); }

    /// Direct access for readers that patch weights after the fact (late block-size discovery).
    Trace& trace() { return m_trace; }

    /// Finalises the trace. rawUniqueBlocks is taken from hashIds() unless the reader set it.
    TracePtr finish();

private:
    static std::uint32_t intern(QStringList& names, QHash<QString, std::uint32_t>& index, const QString& name);

    Trace m_trace;
    HashIdInterner m_hashIds;
    TrieInterner m_trie;
    QHash<QString, std::uint32_t> m_sessions;
    QHash<QString, std::uint32_t> m_models;
};

} // namespace kvwb
