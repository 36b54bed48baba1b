#include "model/ModelCatalog.h"
// Placeholder: implemented by the model-catalog work.
namespace kvwb {
const ModelCatalog& ModelCatalog::builtIn() { static ModelCatalog c; return c; }
ModelCatalog ModelCatalog::fromFile(const QString&) { return {}; }
ModelCatalog ModelCatalog::fromYaml(const QByteArray&, const QString&) { return {}; }
const ModelSpec* ModelCatalog::find(const QString&) const { return nullptr; }
const PrecisionOption* ModelCatalog::precision(const QString&) const { return nullptr; }
const PrecisionOption* ModelCatalog::indexerPrecision(const QString&) const { return nullptr; }
}
