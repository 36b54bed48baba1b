#include "widgets/ReportMarkdown.h"

#include "models/CompareTableModel.h"
#include "util/Format.h"
#include "util/TableText.h"

#include <QCoreApplication>
#include <QDateTime>

namespace kvwb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::ReportMarkdown", text);
}

QString row(const QString& name, const QString& value)
{
    QString escaped = value;
    escaped.replace(QLatin1Char('|'), QLatin1String("\\|"));
    return QStringLiteral("| %1 | %2 |\n").arg(name, escaped);
}

QString percent(double rate)
{
    return tr("%1 %").arg(displayLocale().toString(rate * 100.0, 'f', 2));
}

QString inputs(const ReportContent& c)
{
    const TraceSummary& t = c.trace;
    const KvcacheAiRunInfo& r = c.run;
    QString text = QStringLiteral("| %1 | %2 |\n| --- | --- |\n").arg(tr("Input"), tr("Value"));
    text += row(tr("Trace"), t.source);
    text += row(tr("Format"), t.format);
    text += row(tr("Requests"), formatCount(t.requests));
    text += row(tr("Block events"), formatCount(t.blockEvents));
    text += row(tr("Unique blocks (prefix trie)"), formatCount(t.uniqueBlocks));
    text += row(tr("Raw unique block hashes"), formatCount(t.rawUniqueBlocks));
    text += row(tr("Block size"), tr("%1 tokens").arg(formatCount(t.blockSize)));
    text += row(tr("Tokens"), formatCount(t.totalTokens));
    text += row(tr("Average input"), tr("%1 tokens").arg(formatNumber(t.averageInputTokens, 1)));
    if (t.timeSpanSeconds > 0)
        text += row(tr("Time span"), formatDuration(t.timeSpanSeconds));
    if (t.parseErrors + t.skippedRecords > 0)
        text += row(tr("Parse errors / skipped records"),
                    QStringLiteral("%1 / %2").arg(formatCount(t.parseErrors), formatCount(t.skippedRecords)));
    text += row(tr("Model"), QStringLiteral("%1 (`%2`)").arg(r.modelLabel, r.modelId));
    text += row(tr("KV precision"), QStringLiteral("%1 (`%2`)").arg(r.precisionLabel, r.precision));
    if (r.indexerPrecision)
        text += row(tr("Indexer precision"),
                    QStringLiteral("%1 (`%2`)")
                        .arg(r.indexerPrecisionLabel.value_or(QString()), *r.indexerPrecision));
    text += row(tr("Draft KV cache"), r.includeDraftKvCache ? tr("included") : tr("not included"));
    text += row(tr("Estimate tokens"), formatCount(r.estimateTokens));
    text += row(tr("Bytes per token"),
                tr("%1 (%2)").arg(formatNumber(r.bytesPerToken, 2), formatBytes(r.bytesPerToken)));
    text += row(tr("Bytes per block"),
                tr("%1 (%2)").arg(formatNumber(r.bytesPerBlock, 2), formatBytes(r.bytesPerBlock)));
    text += row(tr("Semantics"), c.semantics);
    text += row(tr("Policies"), c.policies.join(QStringLiteral(", ")));
    QStringList budgets;
    for (double gib : c.budgetsGib)
        budgets << CompareTableModel::budgetText(gib);
    text += row(tr("Budgets"), budgets.join(QStringLiteral(", ")));
    return text;
}

} // namespace

QString reportMarkdown(const ReportContent& c)
{
    QString md;
    md += QStringLiteral("# %1\n\n").arg(tr("KV cache report: %1").arg(c.trace.source));
    md += tr("Written by KV Cache Workbench %1 on %2.")
              .arg(QStringLiteral(KVWB_VERSION), QDateTime::currentDateTime().toString(Qt::ISODate)) +
          QStringLiteral("\n\n");
    md += QStringLiteral("## %1\n\n").arg(tr("Inputs")) + inputs(c) + QLatin1Char('\n');

    md += QStringLiteral("## %1\n\n").arg(tr("Results"));
    md +=
        tr("Hit-rate ceiling (an infinite cache, nothing evicted): **%1**.").arg(percent(c.ceilingHitRate)) +
        QStringLiteral("\n\n");
    if (c.compare) {
        md += QStringLiteral("### %1\n\n").arg(tr("Hit rate per policy and budget"));
        md += tableToMarkdown(*c.compare) + QLatin1Char('\n');
        md += tr("Bold in the window: the best policy per budget. \u0394: difference from the baseline in "
                 "percentage points. \u2248: interpolated (not replayed exactly). \u2014: not measured.") +
              QStringLiteral("\n\n");
    }
    if (c.readout) {
        md += QStringLiteral("### %1\n\n")
                  .arg(tr("Budget readout at %1 (%2 blocks)")
                           .arg(CompareTableModel::budgetText(c.budgetGib), formatCount(c.budgetBlocks)));
        md += tableToMarkdown(*c.readout) + QLatin1Char('\n');
    }
    if (!c.figures.empty()) {
        md += QStringLiteral("## %1\n\n").arg(tr("Figures"));
        for (const auto& [title, file] : c.figures)
            md += QStringLiteral("![%1](%2)\n\n").arg(title, file);
    }
    if (!c.files.empty()) {
        md += QStringLiteral("## %1\n\n").arg(tr("Files"));
        for (const auto& [file, what] : c.files)
            md += QStringLiteral("- `%1`: %2\n").arg(file, what);
    }
    return md;
}

} // namespace kvwb
