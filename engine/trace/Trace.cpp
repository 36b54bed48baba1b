#include "trace/Trace.h"

#include <QCoreApplication>

#include <cmath>
#include <numeric>

namespace kvwb {

QString traceFormatName(TraceFormat format)
{
    switch (format) {
    case TraceFormat::MooncakeJsonl:
        return QCoreApplication::translate("kvwb", "Mooncake / KVCache.AI JSONL");
    case TraceFormat::LmcacheLog:
        return QCoreApplication::translate("kvwb", "LMCache lookup-hash log");
    case TraceFormat::Demo:
        return QCoreApplication::translate("kvwb", "Built-in demo workload");
    }
    return {};
}

std::uint64_t Trace::totalBlockTokens() const
{
    return std::accumulate(weight.begin(), weight.end(), std::uint64_t{0});
}

std::uint64_t Trace::totalInputTokens() const
{
    return std::accumulate(inputLength.begin(), inputLength.end(), std::uint64_t{0});
}

double Trace::timeSpanMs() const
{
    double lo = INFINITY;
    double hi = -INFINITY;
    for (double t : timestampMs) {
        if (std::isnan(t))
            continue;
        lo = std::min(lo, t);
        hi = std::max(hi, t);
    }
    return hi >= lo ? hi - lo : 0.0;
}

template <typename V> static std::size_t bytesOf(const V& v)
{
    return v.capacity() * sizeof(typename V::value_type);
}

std::size_t Trace::memoryBytes() const
{
    return bytesOf(requestStart) + bytesOf(inputLength) + bytesOf(outputLength) + bytesOf(timestampMs) +
           bytesOf(session) + bytesOf(model) + bytesOf(pathId) + bytesOf(rawId) + bytesOf(weight);
}

} // namespace kvwb
