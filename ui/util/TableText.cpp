#include "util/TableText.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QDir>
#include <QFont>
#include <QSaveFile>

#include <algorithm>

namespace kvwb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::TableText", text);
}

// One line per cell: tabs and line breaks inside a cell would break the TSV grid.
QString flat(QString text)
{
    text.replace(QLatin1Char('\t'), QLatin1Char(' '));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

QString header(const QAbstractItemModel& model, int column)
{
    return flat(model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
}

QString displayText(const QAbstractItemModel& model, int row, int column)
{
    return flat(model.index(row, column).data(Qt::DisplayRole).toString());
}

bool isNumber(const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        return true;
    default:
        return false;
    }
}

QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvCell(const QAbstractItemModel& model, int row, int column)
{
    const QModelIndex index = model.index(row, column);
    const QVariant raw = index.data(Qt::UserRole);
    if (isNumber(raw))
        return raw.typeId() == QMetaType::Double || raw.typeId() == QMetaType::Float
                   ? QString::number(raw.toDouble(), 'g', 15)
                   : raw.toString();
    return csvField(index.data(Qt::DisplayRole).toString());
}

QString markdownCell(QString text)
{
    text.replace(QLatin1Char('|'), QLatin1String("\\|"));
    return flat(text);
}

} // namespace

QString tableToTsv(const QAbstractItemModel& model, const QModelIndexList& indexes, bool withHeader)
{
    if (indexes.isEmpty())
        return {};
    int top = indexes.first().row(), bottom = top, left = indexes.first().column(), right = left;
    for (const QModelIndex& index : indexes) {
        top = std::min(top, index.row());
        bottom = std::max(bottom, index.row());
        left = std::min(left, index.column());
        right = std::max(right, index.column());
    }
    const int width = right - left + 1;
    std::vector<QStringList> grid(std::size_t(bottom - top + 1), QStringList(width));
    for (const QModelIndex& index : indexes)
        grid[std::size_t(index.row() - top)][index.column() - left] =
            flat(index.data(Qt::DisplayRole).toString());
    QStringList lines;
    if (withHeader) {
        QStringList names;
        for (int column = left; column <= right; ++column)
            names << header(model, column);
        lines << names.join(QLatin1Char('\t'));
    }
    for (const QStringList& row : grid)
        lines << row.join(QLatin1Char('\t'));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString tableToTsv(const QAbstractItemModel& model)
{
    QStringList lines;
    QStringList cells;
    for (int column = 0; column < model.columnCount(); ++column)
        cells << header(model, column);
    lines << cells.join(QLatin1Char('\t'));
    for (int row = 0; row < model.rowCount(); ++row) {
        cells.clear();
        for (int column = 0; column < model.columnCount(); ++column)
            cells << displayText(model, row, column);
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString tableToCsv(const QAbstractItemModel& model)
{
    QStringList lines;
    QStringList cells;
    for (int column = 0; column < model.columnCount(); ++column) {
        // A model may name its columns for machines (Qt::UserRole): "budget_gib", not "Budget".
        const QString key = model.headerData(column, Qt::Horizontal, Qt::UserRole).toString();
        cells << csvField(key.isEmpty() ? model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString()
                                        : key);
    }
    lines << cells.join(QLatin1Char(','));
    for (int row = 0; row < model.rowCount(); ++row) {
        cells.clear();
        for (int column = 0; column < model.columnCount(); ++column)
            cells << csvCell(model, row, column);
        lines << cells.join(QLatin1Char(','));
    }
    return lines.join(QLatin1String("\r\n")) + QLatin1String("\r\n");
}

QString tableToMarkdown(const QAbstractItemModel& model)
{
    QStringList names, rule;
    for (int column = 0; column < model.columnCount(); ++column) {
        names << markdownCell(model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
        const QVariant align =
            model.rowCount() > 0 ? model.index(0, column).data(Qt::TextAlignmentRole) : QVariant();
        const bool right = align.isValid() && (Qt::Alignment(align.toInt()) & Qt::AlignRight);
        rule << (right ? QStringLiteral("---:") : QStringLiteral("---"));
    }
    QStringList lines{QStringLiteral("| %1 |").arg(names.join(QStringLiteral(" | "))),
                      QStringLiteral("| %1 |").arg(rule.join(QStringLiteral(" | ")))};
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            const QString text = markdownCell(index.data(Qt::DisplayRole).toString());
            const QVariant font = index.data(Qt::FontRole);
            const bool bold = font.isValid() && font.value<QFont>().bold() && !text.isEmpty();
            cells << (bold ? QStringLiteral("**%1**").arg(text) : text); // the highlight survives in text
        }
        lines << QStringLiteral("| %1 |").arg(cells.join(QStringLiteral(" | ")));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error)
        *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    file.cancelWriting();
    return false;
}

} // namespace kvwb
