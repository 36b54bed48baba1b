#pragma once

#include "report/KvcacheAiReport.h"
#include "trace/TraceSummary.h"

#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

class QAbstractItemModel;

namespace kvwb {

/// What the report's summary says; the tables are the window's own models.
struct ReportContent
{
    TraceSummary trace;
    KvcacheAiRunInfo run; ///< model, precisions and bytes, as the JSON carries them
    QString semantics;    ///< the preset's display name
    QStringList policies; ///< display labels
    std::vector<double> budgetsGib;
    double ceilingHitRate = 0;
    double budgetGib = 0;
    std::uint64_t budgetBlocks = 0;
    const QAbstractItemModel* compare = nullptr;
    const QAbstractItemModel* readout = nullptr;
    std::vector<std::pair<QString, QString>> figures; ///< (title, file)
    std::vector<std::pair<QString, QString>> files;   ///< (file, what it holds)
};

/// The report's short Markdown summary: inputs, results (tables, ceiling, readout), figures, files.
QString reportMarkdown(const ReportContent& content);

} // namespace kvwb
