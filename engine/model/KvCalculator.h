#pragma once

#include "model/ModelCatalog.h"

#include <QString>

#include <optional>
#include <stdexcept>
#include <string_view>

namespace kvwb {

/// What the user asks of the calculator (`kvwb calc` flags, the GUI's model panel).
struct KvSettings
{
    QString kvPrecision;       ///< empty: the model's default (formulas.md section 1)
    QString indexerPrecision;  ///< empty: the resolution order of formulas.md section 1
    double tokens = 1024;      ///< T, for formulas whose per-token size depends on context length
    bool includeDraftKvCache = false;
};

/// The result: bytes per token and the precisions that were actually applied.
struct KvFootprint
{
    double bytesPerToken = 0;
    double kvBytesPerToken = 0;      ///< the KV part
    double indexerBytesPerToken = 0; ///< the indexer part (0 where no indexer)
    PrecisionOption precision;
    std::optional<PrecisionOption> indexerPrecision; ///< nullopt where the model has no indexer
    int draftLayers = 0;
};

/// Thrown for `inkling_hybrid` and formulas the calculator does not know.
class UnsupportedFormula : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

/**
 * KV cache bytes per token for one model (formulas.md section 1, exactly the reference
 * calculator's accounting). Throws kvwb::InputError for unknown precision ids and
 * UnsupportedFormula for formulas without an implementation.
 */
KvFootprint computeKvFootprint(const ModelCatalog& catalog, const ModelSpec& model, const KvSettings& settings);

/// Whether computeKvFootprint() implements `formula` (false for `inkling_hybrid` and unknown names).
bool isFormulaSupported(const QString& formula);

/// Whether the model has a sparse-attention indexer (a numeric `index_head_dim`).
bool hasIndexer(const ModelSpec& model);

/// Whether the calculator reads the catalog field `name` as a number; the catalog rejects text there.
bool isNumericField(std::string_view name);

} // namespace kvwb
