#include "util/Versions.h"

#include <QtGlobal>

#include <archive.h>
#include <simdjson.h>

#include <algorithm>

// simdjson's version macro is an unquoted token sequence (3.0.1), not a string.
#define KVWB_STRINGIFY_IMPL(x) #x
#define KVWB_STRINGIFY(x) KVWB_STRINGIFY_IMPL(x)

#ifndef KVWB_YAML_CPP_VERSION
// yaml-cpp has no version header; CMake passes the version find_package() found.
#define KVWB_YAML_CPP_VERSION "unknown"
#endif

namespace kvwb {

namespace {

QString compilerVersion()
{
#if defined(__clang__)
    return QStringLiteral("Clang %1.%2.%3")
        .arg(__clang_major__)
        .arg(__clang_minor__)
        .arg(__clang_patchlevel__);
#elif defined(__GNUC__)
    return QStringLiteral("GCC %1.%2.%3").arg(__GNUC__).arg(__GNUC_MINOR__).arg(__GNUC_PATCHLEVEL__);
#elif defined(_MSC_VER)
    return QStringLiteral("MSVC %1").arg(_MSC_FULL_VER);
#else
    return QStringLiteral("unknown");
#endif
}

QString libarchiveVersion()
{
    // archive_version_string() is "libarchive 3.6.2"; the name is already in the row.
    QString loaded = QString::fromLatin1(archive_version_string());
    loaded.remove(QStringLiteral("libarchive "));
    const QString built = QStringLiteral(ARCHIVE_VERSION_ONLY_STRING);
    return loaded == built ? loaded : QStringLiteral("%1 (built with %2)").arg(loaded, built);
}

} // namespace

QString applicationVersion()
{
    return QStringLiteral(KVWB_VERSION);
}

QList<ComponentVersion> componentVersions()
{
    return {
        {QStringLiteral("Qt (runtime)"), QString::fromLatin1(qVersion())},
        {QStringLiteral("Qt (compiled)"), QStringLiteral(QT_VERSION_STR)},
        {QStringLiteral("yaml-cpp"), QStringLiteral(KVWB_YAML_CPP_VERSION)},
        {QStringLiteral("simdjson"), QStringLiteral(KVWB_STRINGIFY(SIMDJSON_VERSION))},
        {QStringLiteral("libarchive"), libarchiveVersion()},
        {QStringLiteral("Compiler"), compilerVersion()},
    };
}

QString componentVersionsText()
{
    const QList<ComponentVersion> all = componentVersions();
    qsizetype width = 0;
    for (const ComponentVersion& c : all)
        width = std::max(width, c.name.size());
    QString text;
    for (const ComponentVersion& c : all)
        text += QStringLiteral("  %1  %2\n").arg(c.name.leftJustified(width), c.version);
    return text;
}

} // namespace kvwb
