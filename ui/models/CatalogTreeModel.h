#pragma once

#include <QSortFilterProxyModel>
#include <QStandardItemModel>

namespace kvwb {

class ModelCatalog;

/**
 * The model catalog as a two-level tree: families, then their models in catalog order. Family rows
 * are headings (not selectable); model rows carry their catalog id in ModelIdRole.
 */
class CatalogTreeModel : public QStandardItemModel
{
    Q_OBJECT
public:
    enum Role
    {
        ModelIdRole = Qt::UserRole + 1,
        SearchTextRole
    };

    explicit CatalogTreeModel(QObject* parent = nullptr);

    /// Replaces the whole tree with `catalog`'s models.
    void setCatalog(const ModelCatalog& catalog);
    /// The row of model `id`, or an invalid index.
    QModelIndex indexOfModel(const QString& id) const;
};

/// Filters the catalog tree by a case-insensitive substring of id, label, family or formula;
/// families stay visible while any of their models match.
class CatalogFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit CatalogFilterModel(QObject* parent = nullptr);

    /// The first model row (in display order) that passes the filter, or an invalid index.
    QModelIndex firstModel() const;
};

} // namespace kvwb
