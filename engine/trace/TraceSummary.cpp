#include "trace/TraceSummary.h"

namespace kvwb {

TraceSummary summarize(const Trace& trace)
{
    TraceSummary s;
    s.source = trace.source;
    s.format = traceFormatName(trace.format);
    s.requests = trace.requestCount();
    s.blockEvents = trace.eventCount();
    s.rawUniqueBlocks = trace.rawUniqueBlocks;
    s.uniqueBlocks = trace.uniqueBlocks();
    s.blockSize = trace.blockSize;
    s.totalTokens = trace.format == TraceFormat::LmcacheLog ? trace.totalInputTokens() : trace.totalBlockTokens();
    s.averageInputTokens = s.requests ? double(s.totalTokens) / double(s.requests) : 0.0;
    s.timeSpanSeconds = trace.timeSpanMs() / 1000.0;
    s.parseErrors = trace.parseErrors;
    s.skippedRecords = trace.skippedRecords;
    s.sessions = std::uint64_t(trace.sessionNames.size());
    s.models = std::uint64_t(trace.modelNames.size());
    s.kvBytesPerChunk = trace.lmcache.kvBytesPerChunk;
    s.memoryBytes = trace.memoryBytes();
    return s;
}

QJsonObject TraceSummary::toJson() const
{
    QJsonObject o{
        {QStringLiteral("source"), source},
        {QStringLiteral("format"), format},
        {QStringLiteral("requests"), qint64(requests)},
        {QStringLiteral("blockEvents"), qint64(blockEvents)},
        {QStringLiteral("rawUniqueBlocks"), qint64(rawUniqueBlocks)},
        {QStringLiteral("uniqueBlocks"), qint64(uniqueBlocks)},
        {QStringLiteral("blockSize"), qint64(blockSize)},
        {QStringLiteral("totalTokens"), qint64(totalTokens)},
        {QStringLiteral("averageInputTokens"), averageInputTokens},
        {QStringLiteral("timeSpanSeconds"), timeSpanSeconds},
        {QStringLiteral("parseErrors"), qint64(parseErrors)},
        {QStringLiteral("skippedRecords"), qint64(skippedRecords)},
        {QStringLiteral("sessions"), qint64(sessions)},
        {QStringLiteral("models"), qint64(models)},
    };
    if (kvBytesPerChunk > 0)
        o.insert(QStringLiteral("kvBytesPerChunk"), kvBytesPerChunk);
    return o;
}

} // namespace kvwb
