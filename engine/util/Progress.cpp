#include "util/Progress.h"

#include "util/InputError.h"

namespace kvwb {

void JobControl::throwIfCancelled() const
{
    if (cancelled())
        throw Cancelled();
}

} // namespace kvwb
