#pragma once

#include <QList>
#include <QString>

namespace kvwb {

/// One component the binaries are built from, for the About dialog and `kvwb --version`.
struct ComponentVersion
{
    QString name;    ///< "Qt (runtime)", "yaml-cpp", ...
    QString version; ///< "6.4.2"
};

/// The application's own version ("0.1.0").
QString applicationVersion();

/**
 * The versions that matter in a bug report: Qt at run time and at compile time, yaml-cpp,
 * simdjson, libarchive (the library actually loaded, and the headers built against when they
 * differ) and the compiler. Gathered here because the engine is what links these libraries.
 */
QList<ComponentVersion> componentVersions();

/// componentVersions() as aligned "name  version" lines, one per component.
QString componentVersionsText();

} // namespace kvwb
