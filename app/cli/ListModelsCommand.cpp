// kvwb list-models: the model catalog, one model per line (id, label, family, formula).
#include "CliContext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kvwb::cli {

namespace {

// Tab-separated and unpadded so scripts can cut it and the output diffs against the reference.
QByteArray tsvFor(const ModelCatalog& catalog)
{
    QByteArray out;
    for (const ModelSpec& m : catalog.models()) {
        out += m.id.toUtf8() + '\t' + m.label.toUtf8() + '\t' + m.family.toUtf8() + '\t' + m.formula.toUtf8();
        out += '\n';
    }
    return out;
}

QByteArray jsonFor(const ModelCatalog& catalog)
{
    QJsonArray all;
    for (const ModelSpec& m : catalog.models()) {
        QJsonObject o{{QStringLiteral("id"), m.id},
                      {QStringLiteral("label"), m.label},
                      {QStringLiteral("family"), m.family},
                      {QStringLiteral("formula"), m.formula}};
        if (m.defaultTokens)
            o.insert(QStringLiteral("defaultTokens"), *m.defaultTokens);
        all.append(o);
    }
    return QJsonDocument(all).toJson(QJsonDocument::Indented);
}

} // namespace

int listModels(const QStringList& arguments)
{
    QCommandLineParser parser;
    addCommonOptions(parser,
                     QStringLiteral("List the model catalog: id, label, family and formula, tab-separated, "
                                    "sorted by family then label (table format)."),
                     true);
    parser.addOption(
        {QStringLiteral("models-yaml"),
         QStringLiteral("Read this catalog (the KV Cache Calculator's models.yaml schema) instead of "
                        "the built-in one."),
         QStringLiteral("path")});
    if (!parseArguments(parser, arguments))
        return UsageError;
    const auto format = outputFormat(parser);
    if (!format || *format == OutputFormat::Csv)
        return UsageError;
    if (!parser.positionalArguments().isEmpty()) {
        printError(QStringLiteral("list-models takes no arguments (got '%1')")
                       .arg(parser.positionalArguments().front()));
        return UsageError;
    }

    return guarded([&] {
        std::optional<ModelCatalog> storage;
        const ModelCatalog& catalog = catalogFor(parser, storage);
        const QByteArray out = *format == OutputFormat::Json ? jsonFor(catalog) : tsvFor(catalog);
        return writeOutput(parser, out) ? Ok : Failure;
    });
}

} // namespace kvwb::cli
