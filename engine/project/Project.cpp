#include "project/Project.h"

#include "analysis/Analysis.h"
#include "replay/PolicyRegistry.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <limits>

namespace kvwb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::Project", text);
}

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

// A project is a few hundred bytes; anything this big is a trace picked by mistake, and reading
// it whole into a YAML tree would only make the user wait for a confusing error.
constexpr qint64 kMaxProjectBytes = 4 * 1024 * 1024;
constexpr std::int64_t kMaxBlockSize = 1 << 24;

const QString kFormatVersion = QStringLiteral("format_version");

/// Reads typed values out of the YAML tree; every failure names the file, line and field.
class Reader
{
public:
    explicit Reader(QString file) : m_file(std::move(file)) {}

    [[noreturn]] void fail(const YAML::Node& node, const QString& field, const QString& detail) const
    {
        throw InputError(m_file, lineOf(node), field, detail);
    }

    static std::uint64_t lineOf(const YAML::Node& node)
    {
        if (!node.IsDefined())
            return 0;
        const YAML::Mark mark = node.Mark();
        return mark.is_null() ? 0 : std::uint64_t(mark.line) + 1;
    }

    /// Rejects keys outside `allowed` and keys given twice (yaml-cpp would keep one silently).
    void checkKeys(const YAML::Node& map, const QString& prefix, const QStringList& allowed) const
    {
        QSet<QString> seen;
        for (auto it = map.begin(); it != map.end(); ++it) {
            const YAML::Node key = it->first;
            if (!key.IsScalar())
                fail(key, prefix, tr("keys must be plain names"));
            const QString name = qs(key.Scalar());
            const QString field = prefix.isEmpty() ? name : prefix + QLatin1Char('.') + name;
            if (!allowed.contains(name))
                fail(key, field,
                     tr("unknown key (expected one of: %1)").arg(allowed.join(QStringLiteral(", "))));
            if (seen.contains(name))
                fail(key, field, tr("the key appears twice"));
            seen.insert(name);
        }
    }

    YAML::Node map(const YAML::Node& node, const QString& field) const
    {
        if (node.IsDefined() && !node.IsNull() && !node.IsMap())
            fail(node, field, tr("expected a mapping of keys to values, found %1").arg(kind(node)));
        return node;
    }

    QString string(const YAML::Node& node, const QString& field) const
    {
        if (node.IsNull())
            return {};
        if (!node.IsScalar())
            fail(node, field, tr("expected text, found %1").arg(kind(node)));
        return qs(node.Scalar());
    }

    bool boolean(const YAML::Node& node, const QString& field) const
    {
        const QString text = plain(node, field, tr("true or false")).toLower();
        if (text == QLatin1String("true") || text == QLatin1String("yes") || text == QLatin1String("on"))
            return true;
        if (text == QLatin1String("false") || text == QLatin1String("no") || text == QLatin1String("off"))
            return false;
        fail(node, field, tr("expected true or false, found %1").arg(kind(node)));
    }

    double number(const YAML::Node& node, const QString& field) const
    {
        bool ok = false;
        const double value = plain(node, field, tr("a number")).toDouble(&ok);
        if (!ok || !std::isfinite(value))
            fail(node, field, tr("expected a number, found %1").arg(kind(node)));
        return value;
    }

    std::int64_t integer(const YAML::Node& node, const QString& field, std::int64_t min,
                         std::int64_t max) const
    {
        bool ok = false;
        const qlonglong value = plain(node, field, tr("a whole number")).toLongLong(&ok);
        if (!ok)
            fail(node, field, tr("expected a whole number, found %1").arg(kind(node)));
        if (value < min || value > max)
            fail(node, field, tr("%1 is out of range (%2 to %3)").arg(value).arg(min).arg(max));
        return value;
    }

    std::vector<YAML::Node> list(const YAML::Node& node, const QString& field) const
    {
        if (node.IsNull())
            return {};
        if (!node.IsSequence())
            fail(node, field, tr("expected a list, found %1").arg(kind(node)));
        return {node.begin(), node.end()};
    }

private:
    /// The text of a plain (unquoted) scalar: quoted "12" is text in YAML, not a number.
    QString plain(const YAML::Node& node, const QString& field, const QString& expected) const
    {
        if (!node.IsScalar() || node.Tag() != "?")
            fail(node, field, tr("expected %1, found %2").arg(expected, kind(node)));
        return qs(node.Scalar()).trimmed();
    }

    static QString kind(const YAML::Node& node)
    {
        switch (node.Type()) {
        case YAML::NodeType::Sequence:
            return tr("a list");
        case YAML::NodeType::Map:
            return tr("a mapping");
        case YAML::NodeType::Scalar:
            return node.Tag() == "?" ? QStringLiteral("'%1'").arg(qs(node.Scalar()))
                                     : tr("the text \"%1\"").arg(qs(node.Scalar()));
        default:
            return tr("nothing");
        }
    }

    QString m_file;
};

void readModel(const Reader& r, const YAML::Node& model, WorkbenchProject& p)
{
    r.checkKeys(model, QStringLiteral("model"),
                {QStringLiteral("id"), QStringLiteral("kv_precision"), QStringLiteral("indexer_precision"),
                 QStringLiteral("include_draft"), QStringLiteral("estimate_tokens")});
    if (const YAML::Node n = model["id"])
        p.modelId = r.string(n, QStringLiteral("model.id"));
    if (const YAML::Node n = model["kv_precision"])
        p.kvPrecision = r.string(n, QStringLiteral("model.kv_precision"));
    if (const YAML::Node n = model["indexer_precision"])
        p.indexerPrecision = r.string(n, QStringLiteral("model.indexer_precision"));
    if (const YAML::Node n = model["include_draft"])
        p.includeDraft = r.boolean(n, QStringLiteral("model.include_draft"));
    if (const YAML::Node n = model["estimate_tokens"])
        p.estimateTokens =
            std::uint64_t(r.integer(n, QStringLiteral("model.estimate_tokens"), 0, 100'000'000));
}

void readAnalysis(const Reader& r, const YAML::Node& analysis, WorkbenchProject& p)
{
    r.checkKeys(analysis, QStringLiteral("analysis"),
                {QStringLiteral("semantics"), QStringLiteral("policies"), QStringLiteral("budget_gib"),
                 QStringLiteral("compare_budgets_gib")});
    if (const YAML::Node n = analysis["semantics"]) {
        p.semantics = r.string(n, QStringLiteral("analysis.semantics"));
        QStringList known;
        for (SemanticsPreset preset :
             {SemanticsPreset::KvcacheAi, SemanticsPreset::Lmcache, SemanticsPreset::Native})
            known << semanticsName(preset);
        if (!known.contains(p.semantics))
            r.fail(n, QStringLiteral("analysis.semantics"),
                   tr("unknown preset '%1' (expected one of: %2)")
                       .arg(p.semantics, known.join(QStringLiteral(", "))));
    }
    if (const YAML::Node n = analysis["policies"]) {
        for (const YAML::Node& item : r.list(n, QStringLiteral("analysis.policies"))) {
            const QString policy = r.string(item, QStringLiteral("analysis.policies"));
            if (!findPolicy(policy))
                r.fail(item, QStringLiteral("analysis.policies"), tr("unknown policy '%1'").arg(policy));
            p.policies << policy;
        }
    }
    if (const YAML::Node n = analysis["budget_gib"]) {
        p.budgetGib = r.number(n, QStringLiteral("analysis.budget_gib"));
        if (p.budgetGib < 0)
            r.fail(n, QStringLiteral("analysis.budget_gib"), tr("a budget cannot be negative"));
    }
    if (const YAML::Node n = analysis["compare_budgets_gib"]) {
        for (const YAML::Node& item : r.list(n, QStringLiteral("analysis.compare_budgets_gib"))) {
            const double gib = r.number(item, QStringLiteral("analysis.compare_budgets_gib"));
            if (!(gib > 0))
                r.fail(item, QStringLiteral("analysis.compare_budgets_gib"), tr("budgets must be positive"));
            p.compareBudgetsGib.push_back(gib);
        }
    }
}

/// Relative where the trace and the project share a folder below the root: moving that folder
/// keeps the project working, while /data/x from /home/me/p.kvwb stays absolute and unambiguous.
QString storedTracePath(const QString& path, const QString& projectDir)
{
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    const QString dir = QDir::cleanPath(QDir(projectDir).absolutePath());
    const QString top = absolute.section(QLatin1Char('/'), 1, 1);
    if (top.isEmpty() || top != dir.section(QLatin1Char('/'), 1, 1))
        return absolute;
    return QDir(dir).relativeFilePath(absolute);
}

/// The shortest text that reads back as the same double.
std::string numberText(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest).toStdString();
}

YAML::Node parseYaml(const QByteArray& yaml, const QString& fileName)
{
    try {
        return YAML::Load(yaml.toStdString());
    } catch (const YAML::ParserException& e) {
        throw InputError(fileName, e.mark.is_null() ? 0 : std::uint64_t(e.mark.line) + 1, {},
                         tr("not valid YAML: %1").arg(qs(e.msg)));
    }
}

} // namespace

QString projectToYaml(const WorkbenchProject& project, const QString& projectDir)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "format_version" << YAML::Value << WorkbenchProject::kFormatVersion;
    out << YAML::Key << "traces" << YAML::Value;
    if (project.tracePaths.isEmpty())
        out << YAML::Flow;
    out << YAML::BeginSeq;
    for (const QString& path : project.tracePaths)
        out << storedTracePath(path, projectDir).toStdString();
    out << YAML::EndSeq;
    out << YAML::Key << "fallback_block_size" << YAML::Value << project.fallbackBlockSize;

    out << YAML::Key << "model" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "id" << YAML::Value << project.modelId.toStdString();
    out << YAML::Key << "kv_precision" << YAML::Value << project.kvPrecision.toStdString();
    out << YAML::Key << "indexer_precision" << YAML::Value << project.indexerPrecision.toStdString();
    out << YAML::Key << "include_draft" << YAML::Value << project.includeDraft;
    out << YAML::Key << "estimate_tokens" << YAML::Value << project.estimateTokens;
    out << YAML::EndMap;

    out << YAML::Key << "analysis" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "semantics" << YAML::Value << project.semantics.toStdString();
    out << YAML::Key << "policies" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (const QString& policy : project.policies)
        out << policy.toStdString();
    out << YAML::EndSeq;
    out << YAML::Key << "budget_gib" << YAML::Value << numberText(project.budgetGib);
    out << YAML::Key << "compare_budgets_gib" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (double gib : project.compareBudgetsGib)
        out << numberText(gib);
    out << YAML::EndSeq;
    out << YAML::EndMap;
    out << YAML::EndMap;

    return QStringLiteral("# KV Cache Workbench project (kvcache-workbench, kvwb)\n") +
           QString::fromUtf8(out.c_str()) + QLatin1Char('\n');
}

void saveProject(const WorkbenchProject& project, const QString& path)
{
    const QByteArray text = projectToYaml(project, QFileInfo(path).absolutePath()).toUtf8();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        throw InputError(path, 0, {}, tr("cannot write the project: %1").arg(file.errorString()));
}

WorkbenchProject projectFromYaml(const QByteArray& yaml, const QString& fileName, const QString& projectDir)
{
    const Reader r(fileName);
    // Const from here on: lookups on a const node never add the keys they ask for.
    const YAML::Node root = parseYaml(yaml, fileName);
    if (!root.IsMap())
        r.fail(root, {},
               tr("not a KV Cache Workbench project (expected a mapping with '%1')").arg(kFormatVersion));

    // The version first: a newer file may well have keys this build has never heard of.
    const YAML::Node version = root["format_version"];
    if (!version)
        r.fail(root, kFormatVersion, tr("missing; this is not a KV Cache Workbench project"));
    WorkbenchProject p;
    p.formatVersion = int(r.integer(version, kFormatVersion, 1, std::numeric_limits<int>::max()));
    if (p.formatVersion > WorkbenchProject::kFormatVersion)
        r.fail(version, kFormatVersion,
               tr("the project was saved by a newer KV Cache Workbench (format %1; this version reads "
                  "format %2 and older). Open it with a newer version.")
                   .arg(p.formatVersion)
                   .arg(WorkbenchProject::kFormatVersion));

    r.checkKeys(root, {},
                {kFormatVersion, QStringLiteral("traces"), QStringLiteral("fallback_block_size"),
                 QStringLiteral("model"), QStringLiteral("analysis")});
    if (const YAML::Node n = root["traces"]) {
        const QDir dir(projectDir);
        for (const YAML::Node& item : r.list(n, QStringLiteral("traces"))) {
            const QString path = r.string(item, QStringLiteral("traces"));
            if (path.isEmpty())
                r.fail(item, QStringLiteral("traces"), tr("a trace path is empty"));
            p.tracePaths << QDir::cleanPath(dir.absoluteFilePath(path));
        }
    }
    if (const YAML::Node n = root["fallback_block_size"])
        p.fallbackBlockSize =
            std::uint32_t(r.integer(n, QStringLiteral("fallback_block_size"), 1, kMaxBlockSize));
    if (const YAML::Node n = root["model"])
        readModel(r, r.map(n, QStringLiteral("model")), p);
    if (const YAML::Node n = root["analysis"])
        readAnalysis(r, r.map(n, QStringLiteral("analysis")), p);
    return p;
}

WorkbenchProject loadProject(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(path, 0, {}, tr("cannot read the project: %1").arg(file.errorString()));
    if (file.size() > kMaxProjectBytes)
        throw InputError(path, 0, {}, tr("too large to be a KV Cache Workbench project"));
    return projectFromYaml(file.readAll(), path, QFileInfo(path).absolutePath());
}

} // namespace kvwb
