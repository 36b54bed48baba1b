#include "tiers/CalibrationProfile.h"

#include "util/EngineResources.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <yaml-cpp/yaml.h>

namespace kvwb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::CalibrationProfile", text);
}

QVariant toVariant(const YAML::Node& node)
{
    switch (node.Type()) {
    case YAML::NodeType::Map: {
        QVariantMap map;
        for (const auto& kv : node)
            map.insert(QString::fromStdString(kv.first.as<std::string>()), toVariant(kv.second));
        return map;
    }
    case YAML::NodeType::Sequence: {
        QVariantList list;
        for (const auto& item : node)
            list.append(toVariant(item));
        return list;
    }
    case YAML::NodeType::Scalar:
        return QString::fromStdString(node.Scalar());
    default:
        return {};
    }
}

YAML::Node parse(const QByteArray& text, const QString& file)
{
    try {
        return YAML::Load(text.toStdString());
    } catch (const YAML::Exception& e) {
        throw InputError(file, std::uint64_t(e.mark.line + 1), {}, QString::fromStdString(e.msg));
    }
}

bool isNumber(const QString& text)
{
    bool ok = false;
    text.toDouble(&ok);
    return ok;
}

/// Merges `user` into `base` (the defaults tree decides which keys and types exist).
void merge(QVariantMap& base, const YAML::Node& user, const QString& path, const QString& file, QStringList& warnings)
{
    for (const auto& kv : user) {
        const QString key = QString::fromStdString(kv.first.as<std::string>());
        const QString where = path.isEmpty() ? key : path + QLatin1Char('.') + key;
        const std::uint64_t line = std::uint64_t(kv.first.Mark().line + 1);
        if (!base.contains(key)) {
            warnings << QStringLiteral("%1:%2: %3: %4").arg(file).arg(line).arg(where, tr("unknown key (ignored)"));
            continue;
        }
        QVariant& target = base[key];
        if (target.typeId() == QMetaType::QVariantMap) {
            if (!kv.second.IsMap())
                throw InputError(file, line, where, tr("must be a section (a map of keys)"));
            QVariantMap section = target.toMap();
            merge(section, kv.second, where, file, warnings);
            target = section;
        } else if (target.typeId() == QMetaType::QVariantList) {
            if (!kv.second.IsSequence())
                throw InputError(file, line, where, tr("must be a list"));
            target = toVariant(kv.second);
        } else {
            if (!kv.second.IsScalar())
                throw InputError(file, line, where, tr("must be a single value"));
            const QString text = QString::fromStdString(kv.second.Scalar());
            if (isNumber(target.toString()) && !isNumber(text))
                throw InputError(file, line, where, tr("must be a number, got '%1'").arg(text));
            target = text;
        }
    }
}

} // namespace

CalibrationProfile CalibrationProfile::defaults()
{
    ensureEngineResources();
    QFile file(QStringLiteral(":/kvwb/calibration_defaults.yaml"));
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(file.fileName(), 0, {}, tr("the built-in calibration defaults are missing"));
    CalibrationProfile p;
    p.m_values = toVariant(parse(file.readAll(), file.fileName())).toMap();
    p.m_name = QStringLiteral("defaults");
    return p;
}

CalibrationProfile CalibrationProfile::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(path, 0, {}, file.errorString());
    const YAML::Node root = parse(file.readAll(), path);
    if (!root.IsMap())
        throw InputError(path, 1, {}, tr("a profile must be a map of sections"));
    CalibrationProfile p = defaults();
    p.m_name = QFileInfo(path).completeBaseName();
    if (root["overrides"]) {
        // A profile overlay: descriptive keys, then the overrides merged over the defaults.
        for (const auto& kv : root) {
            const QString key = QString::fromStdString(kv.first.as<std::string>());
            if (key == QLatin1String("name") && kv.second.IsScalar())
                p.m_name = QString::fromStdString(kv.second.Scalar());
            else if (key != QLatin1String("overrides") && key != QLatin1String("description") &&
                     key != QLatin1String("sources") && key != QLatin1String("name"))
                p.m_warnings << QStringLiteral("%1:%2: %3: %4")
                                    .arg(path)
                                    .arg(kv.first.Mark().line + 1)
                                    .arg(key, tr("unknown key (ignored)"));
        }
        if (!root["overrides"].IsMap())
            throw InputError(path, std::uint64_t(root["overrides"].Mark().line + 1), QStringLiteral("overrides"),
                             tr("must be a map of sections"));
        merge(p.m_values, root["overrides"], {}, path, p.m_warnings);
    } else {
        merge(p.m_values, root, {}, path, p.m_warnings);
    }
    return p;
}

QVariant CalibrationProfile::value(const QString& dottedPath) const
{
    QVariant current = m_values;
    for (const QString& part : dottedPath.split(QLatin1Char('.'))) {
        const QVariantMap map = current.toMap();
        if (!map.contains(part))
            return {};
        current = map.value(part);
    }
    return current;
}

double CalibrationProfile::number(const QString& dottedPath) const
{
    return value(dottedPath).toString().toDouble();
}

std::vector<TierSpec> CalibrationProfile::tiers() const
{
    std::vector<TierSpec> tiers;
    for (const char* name : {"hbm", "dram", "ssd"}) {
        const QString base = QStringLiteral("hardware.") + QLatin1String(name) + QLatin1Char('.');
        tiers.push_back({QString::fromLatin1(name).toUpper(), number(base + QStringLiteral("capacity_gb")),
                         number(base + QStringLiteral("read_bw_gbps")), number(base + QStringLiteral("write_bw_gbps")),
                         number(base + QStringLiteral("read_latency_ms"))});
    }
    return tiers;
}

} // namespace kvwb
