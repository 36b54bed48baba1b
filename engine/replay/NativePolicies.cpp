// Registry entries of the native-semantics policies (one class per header).
#include "replay/ArcPolicy.h"
#include "replay/BeladyPolicy.h"
#include "replay/ClockPolicy.h"
#include "replay/LfuPolicy.h"
#include "replay/NativeKernel.h"
#include "replay/PolicyRegistry.h"
#include "replay/S3FifoPolicy.h"
#include "replay/SievePolicy.h"
#include "replay/TailFirstLru.h"

namespace kvwb {

namespace {

// Native tail-first LRU through the registry (the one-pass curve gives the same numbers).
ReplayOutcome runTailLru(const ReplayJob& job)
{
    ReplayOutcome o = replayTailFirstLru(*job.trace, job.capacity, job.index->warmupRequests,
                                         job.control ? *job.control : JobControl{});
    if (job.requestsDone)
        job.requestsDone->fetch_add(job.trace->requestCount(), std::memory_order_relaxed);
    if (!o.filledBeforeWindow)
        o.hitTokens = 0;
    return o;
}

PolicyInfo native(const char* name, const char* label, ReplayFunction run, bool nextUse = false)
{
    return {QLatin1String(name), QLatin1String(label), Semantics::Native, nextUse, run};
}

} // namespace

std::vector<PolicyInfo> nativePolicyInfos()
{
    return {
        native("tail-lru", "LRU (tail-first)", &runTailLru),
        native("arc", "ARC", &runNativeReplay<ArcPolicy>),
        native("s3fifo", "S3-FIFO", &runNativeReplay<S3FifoPolicy>),
        native("sieve", "SIEVE", &runNativeReplay<SievePolicy>),
        native("lfu", "LFU", &runNativeReplay<LfuPolicy>),
        native("clock", "CLOCK", &runNativeReplay<ClockPolicy>),
        native("belady", "BELADY", &runNativeReplay<BeladyPolicy>, true),
    };
}

} // namespace kvwb
