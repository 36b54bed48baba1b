#include "model/ModelCatalog.h"

#include "model/KvCalculator.h"
#include "util/EngineResources.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QFile>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>

namespace kvwb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::ModelCatalog", text);
}

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

std::uint64_t lineOf(const YAML::Node& node)
{
    if (!node.IsDefined())
        return 0;
    const YAML::Mark mark = node.Mark();
    return mark.is_null() ? 0 : std::uint64_t(mark.line) + 1;
}

QString nodeKind(const YAML::Node& node)
{
    switch (node.Type()) {
    case YAML::NodeType::Sequence:
        return tr("a list");
    case YAML::NodeType::Map:
        return tr("a mapping");
    case YAML::NodeType::Scalar:
        return tr("'%1'").arg(qs(node.Scalar()));
    default:
        return tr("nothing");
    }
}

// PyYAML (YAML 1.1) reads these plain scalars as booleans; the upstream catalog is written for it.
std::optional<bool> plainBool(const std::string& s)
{
    static const char* const yes[] = {"true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"};
    static const char* const no[] = {"false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"};
    for (const char* t : yes)
        if (s == t)
            return true;
    for (const char* f : no)
        if (s == f)
            return false;
    return std::nullopt;
}

// A number written as a plain scalar (quoted "12" is text, as in YAML); booleans count as 0/1.
std::optional<double> numberOf(const YAML::Node& node)
{
    if (!node.IsScalar() || node.Tag() != "?")
        return std::nullopt;
    const std::string& s = node.Scalar();
    if (const auto b = plainBool(s))
        return *b ? 1.0 : 0.0;
    bool ok = false;
    const double v = qs(s).trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

struct CatalogContents
{
    std::vector<ModelSpec> models;
    std::vector<PrecisionOption> precisions;
    std::vector<PrecisionOption> indexerPrecisions;
};

/// Reads one catalog document; every failure names the source, the 1-based line and the field.
class CatalogReader
{
public:
    explicit CatalogReader(QString source) : m_source(std::move(source)) {}

    [[noreturn]] void fail(const YAML::Node& at, const QString& field, const QString& detail) const
    {
        throw InputError(m_source, lineOf(at), field, detail);
    }

    double requireNumber(const YAML::Node& value, const char* field) const
    {
        const auto v = numberOf(value);
        if (!v)
            fail(value, QString::fromLatin1(field), tr("expected a number, got %1").arg(nodeKind(value)));
        return *v;
    }

    // The text of an optional scalar key; empty when absent or null.
    QString optionalText(const YAML::Node& map, const char* key) const
    {
        const YAML::Node value = map[key];
        if (!value.IsDefined() || value.IsNull())
            return {};
        if (!value.IsScalar())
            fail(value, QString::fromLatin1(key), tr("expected text, got %1").arg(nodeKind(value)));
        return qs(value.Scalar()).trimmed();
    }

    QString requireText(const YAML::Node& map, const char* key, const QString& owner) const
    {
        const QString text = optionalText(map, key);
        if (text.isEmpty())
            fail(map, QString::fromLatin1(key), tr("%1 has no '%2'").arg(owner, QString::fromLatin1(key)));
        return text;
    }

    std::vector<PrecisionOption> precisions(const YAML::Node& root, const char* key) const
    {
        std::vector<PrecisionOption> out;
        const YAML::Node list = root[key];
        if (!list.IsDefined() || list.IsNull())
            return out;
        if (!list.IsSequence())
            fail(list, QString::fromLatin1(key), tr("expected a list, got %1").arg(nodeKind(list)));
        for (const YAML::Node& item : list) {
            if (!item.IsMap())
                fail(item, QString::fromLatin1(key), tr("each precision option must be a mapping"));
            PrecisionOption p;
            p.id = requireText(item, "id", tr("a precision option"));
            p.label = optionalText(item, "label");
            if (p.label.isEmpty())
                p.label = p.id;
            const YAML::Node bytes = item["bytes_per_element"];
            if (!bytes.IsDefined())
                fail(item, QStringLiteral("bytes_per_element"),
                     tr("precision '%1' has no bytes_per_element").arg(p.id));
            p.bytesPerElement = requireNumber(bytes, "bytes_per_element");
            if (p.bytesPerElement <= 0)
                fail(bytes, QStringLiteral("bytes_per_element"),
                     tr("must be > 0, got %1").arg(p.bytesPerElement));
            out.push_back(p);
        }
        return out;
    }

    FieldValue fieldValue(const std::string& key, const YAML::Node& value, ModelSpec& model) const
    {
        FieldValue f;
        f.line = lineOf(value);
        const QString name = qs(key);
        if (value.IsSequence()) {
            f.isList = true;
            for (const YAML::Node& item : value)
                f.list.push_back(requireNumber(item, key.c_str()));
            return f;
        }
        if (value.IsScalar()) {
            f.scalar = numberOf(value);
            if (f.scalar)
                return f;
            f.text = qs(value.Scalar());
            // The upstream catalog keeps these two precision ids among the fields.
            if (key == "default_precision_id" && model.defaultPrecisionId.isEmpty())
                model.defaultPrecisionId = f.text.trimmed();
            else if (key == "indexer_fixed_precision_id" && model.indexerFixedPrecisionId.isEmpty())
                model.indexerFixedPrecisionId = f.text.trimmed();
            else if (isNumericField(key))
                fail(value, name, tr("model '%1': expected a number, got '%2'").arg(model.id, f.text));
            return f;
        }
        if (isNumericField(key))
            fail(value, name, tr("model '%1': expected a number, got %2").arg(model.id, nodeKind(value)));
        return f; // nested structures the calculator never reads are tolerated and ignored
    }

    ModelSpec model(const YAML::Node& item) const
    {
        if (!item.IsMap())
            fail(item, QStringLiteral("models"),
                 tr("each model must be a mapping, got %1").arg(nodeKind(item)));
        ModelSpec m;
        m.sourceFile = m_source;
        m.line = lineOf(item);
        m.id = requireText(item, "id", tr("a model"));
        m.formula = requireText(item, "formula", tr("model '%1'").arg(m.id));
        m.label = optionalText(item, "label");
        if (m.label.isEmpty())
            m.label = m.id;
        m.family = optionalText(item, "family");
        m.sourceUrl = optionalText(item, "source_url");
        m.defaultPrecisionId = optionalText(item, "default_precision_id");
        m.indexerFixedPrecisionId = optionalText(item, "indexer_fixed_precision_id");
        const YAML::Node tokens = item["default_tokens"];
        if (tokens.IsDefined() && !tokens.IsNull()) {
            m.defaultTokens = requireNumber(tokens, "default_tokens");
            if (*m.defaultTokens <= 0)
                fail(tokens, QStringLiteral("default_tokens"),
                     tr("must be > 0, got %1").arg(*m.defaultTokens));
        }
        const YAML::Node fields = item["fields"];
        if (fields.IsDefined() && !fields.IsNull()) {
            if (!fields.IsMap())
                fail(fields, QStringLiteral("fields"),
                     tr("model '%1': expected a mapping, got %2").arg(m.id, nodeKind(fields)));
            for (auto it = fields.begin(); it != fields.end(); ++it) {
                const std::string key = it->first.Scalar();
                if (it->second.IsNull())
                    continue; // an empty value reads as an absent field
                m.fields[key] = fieldValue(key, it->second, m);
            }
        }
        return m;
    }

    CatalogContents read(const QByteArray& yaml) const
    {
        YAML::Node loaded;
        try {
            loaded = YAML::Load(yaml.toStdString());
        } catch (const YAML::Exception& e) {
            throw InputError(m_source, e.mark.is_null() ? 0 : std::uint64_t(e.mark.line) + 1, {},
                             tr("YAML syntax error: %1").arg(qs(e.msg)));
        }
        const YAML::Node& root = loaded;
        if (!root.IsMap())
            throw InputError(
                m_source, std::max<std::uint64_t>(lineOf(root), 1), {},
                tr("expected a mapping with a 'models' list at the top level, got %1").arg(nodeKind(root)));

        CatalogContents c;
        c.precisions = precisions(root, "precision_options");
        c.indexerPrecisions = precisions(root, "indexer_precision_options");

        const YAML::Node models = root["models"];
        if (!models.IsDefined() || models.IsNull())
            fail(root, QStringLiteral("models"), tr("the catalog has no 'models' list"));
        if (!models.IsSequence())
            fail(models, QStringLiteral("models"), tr("expected a list, got %1").arg(nodeKind(models)));
        for (const YAML::Node& item : models) {
            ModelSpec m = model(item);
            const auto twin = std::find_if(c.models.begin(), c.models.end(),
                                           [&](const ModelSpec& other) { return other.id == m.id; });
            if (twin != c.models.end())
                fail(item, QStringLiteral("id"),
                     tr("duplicate model id '%1' (first defined at line %2)").arg(m.id).arg(twin->line));
            c.models.push_back(std::move(m));
        }
        return c;
    }

private:
    QString m_source;
};

// formulas.md section 1: the calculator's precision table, used when a catalog declares none.
std::vector<PrecisionOption> standardPrecisions()
{
    return {{QStringLiteral("bf16_fp16"), QStringLiteral("BF16 / FP16"), 2},
            {QStringLiteral("fp8_int8"), QStringLiteral("FP8 / INT8"), 1},
            {QStringLiteral("fp4_int4"), QStringLiteral("FP4 / INT4"), 0.5}};
}

const PrecisionOption* findPrecision(const std::vector<PrecisionOption>& list, const QString& id)
{
    const auto it =
        std::find_if(list.begin(), list.end(), [&](const PrecisionOption& p) { return p.id == id; });
    return it == list.end() ? nullptr : &*it;
}

} // namespace

const FieldValue* ModelSpec::field(const std::string& name) const
{
    const auto it = fields.find(name);
    return it == fields.end() ? nullptr : &it->second;
}

std::optional<double> ModelSpec::number(const std::string& name) const
{
    const FieldValue* f = field(name);
    return f && !f->isList ? f->scalar : std::nullopt;
}

const std::vector<double>& ModelSpec::list(const std::string& name) const
{
    static const std::vector<double> none;
    const FieldValue* f = field(name);
    return f && f->isList ? f->list : none;
}

bool ModelSpec::flag(const std::string& name) const
{
    const auto v = number(name);
    return v && *v != 0;
}

QString ModelCatalog::builtInPath()
{
    return QStringLiteral(":/kvwb/models.yaml");
}

const ModelCatalog& ModelCatalog::builtIn()
{
    static const ModelCatalog catalog = [] {
        ensureEngineResources();
        return fromFile(builtInPath());
    }();
    return catalog;
}

ModelCatalog ModelCatalog::fromFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(path, 0, {}, tr("cannot read the model catalog: %1").arg(file.errorString()));
    return fromYaml(file.readAll(), path);
}

ModelCatalog ModelCatalog::fromYaml(const QByteArray& yaml, const QString& sourceName)
{
    CatalogContents contents = CatalogReader(sourceName).read(yaml);
    ModelCatalog catalog;
    catalog.m_source = sourceName;
    catalog.m_precisions =
        contents.precisions.empty() ? standardPrecisions() : std::move(contents.precisions);
    catalog.m_indexerPrecisions =
        contents.indexerPrecisions.empty() ? catalog.m_precisions : std::move(contents.indexerPrecisions);
    catalog.m_models = std::move(contents.models);
    // The reference sorts (family, label) tuples with Python's default string order, i.e. by code
    // point and case-sensitive ("GLM" before "Gemma"); a stable sort keeps file order for ties.
    std::stable_sort(
        catalog.m_models.begin(), catalog.m_models.end(), [](const ModelSpec& a, const ModelSpec& b) {
            const int byFamily = a.family.compare(b.family, Qt::CaseSensitive);
            return byFamily != 0 ? byFamily < 0 : a.label.compare(b.label, Qt::CaseSensitive) < 0;
        });
    return catalog;
}

const ModelSpec* ModelCatalog::find(const QString& id) const
{
    const auto it =
        std::find_if(m_models.begin(), m_models.end(), [&](const ModelSpec& m) { return m.id == id; });
    return it == m_models.end() ? nullptr : &*it;
}

const PrecisionOption* ModelCatalog::precision(const QString& id) const
{
    return findPrecision(m_precisions, id);
}

const PrecisionOption* ModelCatalog::indexerPrecision(const QString& id) const
{
    return findPrecision(m_indexerPrecisions, id);
}

} // namespace kvwb
