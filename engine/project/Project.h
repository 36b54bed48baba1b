#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace kvwb {

/**
 * Everything needed to bring the workbench back to one view: the trace, the model and its
 * precisions, the semantics preset, the checked policies and the budgets. A value type with no
 * widgets in it, so the CLI and tests can read and write projects too.
 *
 * Trace paths are absolute in memory. On disk a trace that shares a folder above the root with
 * the project file is written relative to the project file, so a folder holding both can move.
 */
struct WorkbenchProject
{
    /// The newest `format_version` this build reads and the one it writes.
    static constexpr int kFormatVersion = 1;

    int formatVersion = kFormatVersion;
    QStringList tracePaths;                           ///< absolute; empty for the built-in demo workload
    std::uint32_t fallbackBlockSize = 512;            ///< tokens per block for traces that declare none
    QString modelId;                                  ///< catalog id; empty keeps the window's current model
    QString kvPrecision;                              ///< catalog precision id; empty: the model's default
    QString indexerPrecision;                         ///< catalog indexer precision id; empty: the default
    bool includeDraft = false;                        ///< add the draft (MTP) layers' KV cache
    std::uint64_t estimateTokens = 0;                 ///< context length T; 0: the trace's average input
    QString semantics = QStringLiteral("kvcache-ai"); ///< semanticsName() of the preset
    QStringList policies;                             ///< checked policies (registry names)
    double budgetGib = 0;                             ///< the budget slider; 0: the panel's default
    std::vector<double> compareBudgetsGib;            ///< the Compare tab's budgets

    bool operator==(const WorkbenchProject&) const = default;
};

/// The file name filter and suffix of project files.
inline constexpr const char* kProjectSuffix = "kvwb";

/**
 * Writes `project` to `path` as YAML, atomically (the old file stays intact if anything fails).
 * Throws InputError naming the file when it cannot be written.
 */
void saveProject(const WorkbenchProject& project, const QString& path);

/// The YAML text saveProject() writes; trace paths are made relative to `projectDir` where they can be.
QString projectToYaml(const WorkbenchProject& project, const QString& projectDir);

/**
 * Reads a project file. Throws InputError naming the file, the line and the field for malformed
 * YAML, wrong types, unknown or duplicate keys, unknown presets or policies, and for files of a
 * newer format version than this build reads. Relative trace paths are resolved against the
 * project file's folder; whether the traces exist is the caller's business.
 */
WorkbenchProject loadProject(const QString& path);

/// Parses project YAML; `fileName` names the source in errors, `projectDir` resolves relative paths.
WorkbenchProject projectFromYaml(const QByteArray& yaml, const QString& fileName, const QString& projectDir);

} // namespace kvwb
