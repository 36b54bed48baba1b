#include "models/CatalogTreeModel.h"

#include "model/KvCalculator.h"
#include "model/ModelCatalog.h"

namespace kvwb {

CatalogTreeModel::CatalogTreeModel(QObject* parent) : QStandardItemModel(parent) {}

void CatalogTreeModel::setCatalog(const ModelCatalog& catalog)
{
    clear();
    setHorizontalHeaderLabels({tr("Model")});
    QStandardItem* family = nullptr;
    // models() is sorted by family, so one heading per run of equal families is enough.
    for (const ModelSpec& spec : catalog.models()) {
        if (!family || family->text() != spec.family) {
            family = new QStandardItem(spec.family);
            family->setFlags(Qt::ItemIsEnabled);
            QFont font = family->font();
            font.setBold(true);
            family->setFont(font);
            appendRow(family);
        }
        auto* item = new QStandardItem(spec.label);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        item->setData(spec.id, ModelIdRole);
        item->setData(QStringList{spec.id, spec.label, spec.family, spec.formula}.join(QLatin1Char(' ')),
                      SearchTextRole);
        QString toolTip = tr("%1\nid: %2\nformula: %3").arg(spec.label, spec.id, spec.formula);
        // Still listed (it is in the catalog), but marked before anyone picks it.
        if (!isFormulaSupported(spec.formula)) {
            item->setText(tr("%1 (unsupported)").arg(spec.label));
            item->setForeground(QColor(Qt::gray));
            toolTip += QLatin1Char('\n') + tr("The KV calculator has no formula for this model");
        }
        item->setToolTip(toolTip);
        family->appendRow(item);
    }
}

QModelIndex CatalogTreeModel::indexOfModel(const QString& id) const
{
    const QModelIndexList found =
        match(index(0, 0), ModelIdRole, id, 1, Qt::MatchExactly | Qt::MatchRecursive | Qt::MatchWrap);
    return found.isEmpty() ? QModelIndex() : found.first();
}

CatalogFilterModel::CatalogFilterModel(QObject* parent) : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setFilterRole(CatalogTreeModel::SearchTextRole);
}

QModelIndex CatalogFilterModel::firstModel() const
{
    for (int row = 0; row < rowCount(); ++row) {
        const QModelIndex family = index(row, 0);
        if (rowCount(family) > 0)
            return index(0, 0, family);
    }
    return {};
}

} // namespace kvwb
