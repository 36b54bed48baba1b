#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace kvwb {

/// A precision option of the catalog ("bf16_fp16", 2 bytes per element, ...).
struct PrecisionOption
{
    QString id;
    QString label;
    double bytesPerElement = 0;
};

/// A numeric catalog field: a scalar or a list (e.g. `compress_ratios`); booleans read as 0/1.
/// Text values the calculator never reads as numbers (`"infinity"`, `"float32"`) are kept in `text`
/// with `scalar` unset, so a formula that does need them reports the file and line.
struct FieldValue
{
    std::optional<double> scalar;
    std::vector<double> list;
    bool isList = false;
    QString text;           ///< the scalar as written when it is not a number
    std::uint64_t line = 0; ///< 1-based line in the catalog file (0: not from a file)
};

/// One model of the catalog, with its architecture fields as written in `models.yaml`.
struct ModelSpec
{
    QString id;
    QString label;
    QString family;
    QString formula;
    QString defaultPrecisionId;      ///< empty when the catalog gives none
    QString indexerFixedPrecisionId; ///< empty when the catalog gives none
    std::optional<double> defaultTokens;
    std::map<std::string, FieldValue> fields;
    QString sourceUrl;               ///< where the dimensions come from (informational)
    QString sourceFile;              ///< the catalog file the model was read from
    std::uint64_t line = 0;          ///< 1-based line of the model's entry (0: not from a file)

    /// The field `name` as read, or nullptr.
    const FieldValue* field(const std::string& name) const;

    /// The scalar field `name`, if present and numeric.
    std::optional<double> number(const std::string& name) const;
    /// The list field `name` (empty if absent).
    const std::vector<double>& list(const std::string& name) const;
    /// Boolean flags (`use_mtp`, `disable_draft_kv_cache`, ...): false when absent.
    bool flag(const std::string& name) const;
};

/**
 * The model catalog in the KV Cache Calculator's `models.yaml` schema. builtIn() reads our own
 * catalog compiled into the binary (`:/kvwb/models.yaml`); fromFile() reads any file of that schema
 * (`--models-yaml`) and throws kvwb::InputError naming the file, line and field on bad input.
 */
class ModelCatalog
{
public:
    static const ModelCatalog& builtIn();
    static ModelCatalog fromFile(const QString& path);
    static ModelCatalog fromYaml(const QByteArray& yaml, const QString& sourceName);

    /// Models sorted by family, then label (the `list-models` order).
    const std::vector<ModelSpec>& models() const { return m_models; }
    const ModelSpec* find(const QString& id) const;
    const std::vector<PrecisionOption>& precisions() const { return m_precisions; }
    const std::vector<PrecisionOption>& indexerPrecisions() const { return m_indexerPrecisions; }
    const PrecisionOption* precision(const QString& id) const;
    const PrecisionOption* indexerPrecision(const QString& id) const;
    const QString& source() const { return m_source; }

    /// The resource path of the built-in catalog.
    static QString builtInPath();

private:
    std::vector<ModelSpec> m_models;
    std::vector<PrecisionOption> m_precisions;
    std::vector<PrecisionOption> m_indexerPrecisions;
    QString m_source;
};

} // namespace kvwb
