#include "CliContext.h"
namespace kvwb::cli {
int listModels(const QStringList&) { return Failure; } // placeholder
}
