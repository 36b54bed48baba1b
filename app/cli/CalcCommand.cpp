#include "CliContext.h"
namespace kvwb::cli {
int calc(const QStringList&) { return Failure; } // placeholder
}
