#include "trace/TraceBuilder.h"

namespace kvwb {

TraceBuilder::TraceBuilder(TraceFormat format)
{
    m_trace.format = format;
    m_trace.requestStart.push_back(0);
}

std::uint32_t TraceBuilder::intern(QStringList& names, QHash<QString, std::uint32_t>& index,
                                   const QString& name)
{
    auto it = index.constFind(name);
    if (it != index.constEnd())
        return it.value();
    const auto id = std::uint32_t(names.size());
    names.append(name);
    index.insert(name, id);
    return id;
}

void TraceBuilder::addRequest(const RequestMeta& meta, std::span<const BlockId> rawIds,
                              std::span<const std::uint32_t> weights)
{
    Trace& t = m_trace;
    t.inputLength.push_back(meta.inputLength);
    t.outputLength.push_back(meta.outputLength);
    t.timestampMs.push_back(meta.timestampMs);
    t.session.push_back(meta.session);
    t.model.push_back(meta.model);
    std::uint32_t parent = 0;
    for (std::size_t i = 0; i < rawIds.size(); ++i) {
        parent = m_trie.child(parent, rawIds[i]);
        t.pathId.push_back(parent);
        t.rawId.push_back(rawIds[i]);
        t.weight.push_back(weights[i]);
    }
    t.requestStart.push_back(t.pathId.size());
}

void TraceBuilder::reserveForInputBytes(std::uint64_t bytes)
{
    // Typical JSONL spends ~10 bytes per block id and ~250 bytes per request line beyond its ids.
    const std::uint64_t events = bytes / 10;
    const std::uint64_t requests = bytes / 2000;
    m_trace.pathId.reserve(events);
    m_trace.rawId.reserve(events);
    m_trace.weight.reserve(events);
    m_trace.requestStart.reserve(requests + 1);
    m_trace.inputLength.reserve(requests);
    m_trace.outputLength.reserve(requests);
    m_trace.timestampMs.reserve(requests);
    m_trace.session.reserve(requests);
    m_trace.model.reserve(requests);
}

template <typename V> static void trim(V& v)
{
    // Only give back a sizeable surplus: shrinking copies the whole column.
    if (v.capacity() > v.size() + v.size() / 16)
        v.shrink_to_fit();
}

TracePtr TraceBuilder::finish()
{
    Trace& t = m_trace;
    if (t.rawUniqueBlocks == 0)
        t.rawUniqueBlocks = m_hashIds.size();
    t.trieNodes = m_trie.nodeCount();
    trim(t.pathId);
    trim(t.rawId);
    trim(t.weight);
    trim(t.requestStart);
    trim(t.inputLength);
    trim(t.outputLength);
    trim(t.timestampMs);
    trim(t.session);
    trim(t.model);
    return std::make_shared<const Trace>(std::move(t));
}

} // namespace kvwb
