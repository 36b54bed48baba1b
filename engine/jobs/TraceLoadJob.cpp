#include "jobs/TraceLoadJob.h"

#include "demo/DemoWorkload.h"

namespace kvwb {

QFuture<JobOutcome<TracePtr>> startTraceLoad(const QStringList& paths, const LoadOptions& options)
{
    return runJob<TracePtr>([paths, options](const JobControl& control) { return loadTrace(paths, options, control); });
}

QFuture<JobOutcome<TracePtr>> startDemoLoad()
{
    return runJob<TracePtr>([](const JobControl&) { return makeDemoWorkload(); });
}

} // namespace kvwb
