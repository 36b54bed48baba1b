// kvwb inspect TRACE...: what a trace holds, per path.
#include "CliContext.h"
#include "TraceOptions.h"

#include "demo/DemoWorkload.h"
#include "io/TraceLoader.h"
#include "trace/TraceSummary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace kvwb::cli {

namespace {

QString tableFor(const TraceSummary& s)
{
    const QLocale c = QLocale::c();
    auto n = [&](std::uint64_t v) {
        QLocale l(QLocale::English);
        return l.toString(qulonglong(v));
    };
    QString t;
    auto row = [&t](const char* label, const QString& value) {
        t += QStringLiteral("%1 %2\n").arg(QLatin1String(label), -20).arg(value);
    };
    row("Trace:", s.source);
    row("Format:", s.format);
    row("Requests:", n(s.requests));
    row("Block events:", n(s.blockEvents));
    row("Raw unique ids:", n(s.rawUniqueBlocks));
    row("Trie nodes:", n(s.uniqueBlocks));
    row("Block size:", QStringLiteral("%1 tokens").arg(s.blockSize));
    row("Total tokens:", n(s.totalTokens));
    row("Avg input tokens:", c.toString(s.averageInputTokens, 'f', 1));
    row("Time span:", QStringLiteral("%1 s").arg(c.toString(s.timeSpanSeconds, 'f', 3)));
    row("Parse errors:", n(s.parseErrors));
    row("Skipped records:", n(s.skippedRecords));
    if (s.sessions)
        row("Sessions:", n(s.sessions));
    if (s.models)
        row("Models:", n(s.models));
    if (s.kvBytesPerChunk > 0)
        row("KV bytes/chunk:", n(std::uint64_t(s.kvBytesPerChunk)));
    return t;
}

} // namespace

int inspect(const QStringList& arguments)
{
    QCommandLineParser parser;
    addCommonOptions(parser, QStringLiteral("Summarise block traces (one summary per path; no path: the demo workload)."),
                     true);
    addTraceOptions(parser);
    parser.addOption({QStringLiteral("model"), QStringLiteral("LMCache logs: keep only this model_name."),
                      QStringLiteral("name")});
    parser.addOption({QStringLiteral("n"), QStringLiteral("LMCache logs: keep the first N records."),
                      QStringLiteral("N")});
    parser.addPositionalArgument(QStringLiteral("trace"), QStringLiteral("Trace files, directories or - (stdin)."),
                                 QStringLiteral("TRACE..."));
    if (!parseArguments(parser, arguments))
        return UsageError;
    const auto format = outputFormat(parser);
    if (!format || *format == OutputFormat::Csv)
        return UsageError;

    LoadOptions options;
    if (!traceOptions(parser, options) || !unsignedOption(parser, QStringLiteral("n"), options.lmcacheLimit))
        return UsageError;
    options.lmcacheModel = parser.value(QStringLiteral("model"));

    return guarded([&] {
        std::vector<TraceSummary> summaries;
        const QStringList paths = parser.positionalArguments();
        if (paths.isEmpty())
            summaries.push_back(summarize(*makeDemoWorkload()));
        for (const QString& path : paths)
            summaries.push_back(summarize(*loadTrace({path}, options)));

        QByteArray out;
        if (*format == OutputFormat::Json) {
            QJsonDocument doc;
            if (summaries.size() == 1) {
                doc.setObject(summaries.front().toJson());
            } else {
                QJsonArray all;
                for (const TraceSummary& s : summaries)
                    all.append(s.toJson());
                doc.setArray(all);
            }
            out = doc.toJson(QJsonDocument::Indented);
        } else {
            QStringList parts;
            for (const TraceSummary& s : summaries)
                parts.append(tableFor(s));
            out = parts.join(QLatin1Char('\n')).toUtf8();
        }
        return writeOutput(parser, out) ? Ok : Failure;
    });
}

} // namespace kvwb::cli
