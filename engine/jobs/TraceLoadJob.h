#pragma once

#include "io/TraceLoader.h"
#include "jobs/Job.h"

namespace kvwb {

/// Loads a trace on a worker (see loadTrace); progress is in input bytes.
QFuture<JobOutcome<TracePtr>> startTraceLoad(const QStringList& paths, const LoadOptions& options);

/// Builds the demo workload on a worker.
QFuture<JobOutcome<TracePtr>> startDemoLoad();

} // namespace kvwb
