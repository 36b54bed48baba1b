#pragma once

#include <QByteArray>
#include <QModelIndexList>
#include <QString>

class QAbstractItemModel;

namespace kvwb {

/**
 * Tables as text, for the clipboard and for files. Display text is what people paste into a
 * document; CSV takes a cell's raw number (Qt::UserRole, unrounded, C locale) where the model
 * gives one, so spreadsheets and scripts read values, not formatted strings.
 */

/// The cells of `indexes` (any shape) as tab-separated display text over their bounding rectangle;
/// cells inside it but not selected stay empty. `withHeader` adds the column headers first.
QString tableToTsv(const QAbstractItemModel& model, const QModelIndexList& indexes, bool withHeader = false);
/// Every cell of the model's top level, with the column headers.
QString tableToTsv(const QAbstractItemModel& model);
/// RFC 4180 CSV with a header row (Qt::UserRole header names where the model gives them);
/// numeric Qt::UserRole values win over display text.
QString tableToCsv(const QAbstractItemModel& model);
/// A GitHub-flavoured Markdown table of the display text (numeric columns right-aligned, bold
/// cells in **bold**).
QString tableToMarkdown(const QAbstractItemModel& model);

/// Writes `bytes` through QSaveFile: a failed write leaves no partial file. False with *error set.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);

} // namespace kvwb
