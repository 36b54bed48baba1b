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

TracePtr TraceBuilder::finish()
{
    Trace& t = m_trace;
    if (t.rawUniqueBlocks == 0)
        t.rawUniqueBlocks = m_hashIds.size();
    t.trieNodes = m_trie.nodeCount();
    for (auto* v : {&t.pathId, &t.rawId, &t.weight})
        v->shrink_to_fit();
    t.requestStart.shrink_to_fit();
    t.inputLength.shrink_to_fit();
    t.outputLength.shrink_to_fit();
    t.timestampMs.shrink_to_fit();
    t.session.shrink_to_fit();
    t.model.shrink_to_fit();
    return std::make_shared<const Trace>(std::move(t));
}

} // namespace kvwb
