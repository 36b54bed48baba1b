#include "model/KvCalculator.h"
// Placeholder: implemented by the model-catalog work.
namespace kvwb {
KvFootprint computeKvFootprint(const ModelCatalog&, const ModelSpec&, const KvSettings&) { return {}; }
}
