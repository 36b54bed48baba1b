#include "models/CompareTableModel.h"

#include "charts/HitRateChart.h"
#include "util/Format.h"
#include "widgets/PoliciesPanel.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QPixmap>

#include <algorithm>

namespace kvwb {

namespace {

const QString kApprox = QStringLiteral("\u2248 ");
const QString kNotMeasured = QStringLiteral("\u2014");
// Translucent, so the tint reads on light and dark palettes alike.
const QColor kBestTint{0x2f, 0x9e, 0x5b, 60};

QString percent(double rate)
{
    return CompareTableModel::tr("%1 %").arg(displayLocale().toString(rate * 100.0, 'f', 2));
}

QString points(double pp)
{
    const QString number = displayLocale().toString(pp, 'f', 2);
    return CompareTableModel::tr("%1 pp").arg(pp > 0 ? QStringLiteral("+") + number : number);
}

} // namespace

CompareTableModel::CompareTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void CompareTableModel::setTable(CompareTable table)
{
    beginResetModel();
    m_table = std::move(table);
    m_deltaPolicies.clear();
    const int base = baselineIndex();
    for (int k = 0; base >= 0 && k < int(m_table.policies.size()); ++k)
        if (k != base)
            m_deltaPolicies << k;
    endResetModel();
}

void CompareTableModel::setBaseline(const QString& policy)
{
    if (policy == m_baseline)
        return;
    m_baseline = policy;
    setTable(std::move(m_table)); // the delta columns change: a reset, like any new table
}

int CompareTableModel::baselineIndex() const
{
    return m_baseline.isEmpty() ? -1 : int(m_table.policies.indexOf(m_baseline));
}

int CompareTableModel::deltaColumn(const QString& policy) const
{
    const int k = m_deltaPolicies.indexOf(int(m_table.policies.indexOf(policy)));
    return k < 0 ? -1 : FirstPolicyColumn + int(m_table.policies.size()) + k;
}

bool CompareTableModel::isDeltaColumn(int column) const
{
    return column >= FirstPolicyColumn + int(m_table.policies.size()) && column < columnCount();
}

int CompareTableModel::policyIndexOf(int column) const
{
    const int policies = int(m_table.policies.size());
    if (column >= FirstPolicyColumn && column < FirstPolicyColumn + policies)
        return column - FirstPolicyColumn;
    if (isDeltaColumn(column))
        return m_deltaPolicies[column - FirstPolicyColumn - policies];
    return -1;
}

bool CompareTableModel::hasInterpolated() const
{
    for (const CompareRow& row : m_table.rows)
        for (const CurveReading& r : row.readings)
            if (r.interpolated && !r.underfilled)
                return true;
    return false;
}

QString CompareTableModel::budgetText(double gib)
{
    if (gib >= 1.0 || gib <= 0.0)
        return tr("%1 GiB").arg(formatNumber(gib, 3));
    return tr("%1 MiB").arg(formatNumber(gib * 1024.0, 3));
}

int CompareTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_table.rows.size());
}

int CompareTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstPolicyColumn + int(m_table.policies.size() + m_deltaPolicies.size());
}

CompareTableModel::Cell CompareTableModel::cell(const CompareRow& row, int column) const
{
    const int k = policyIndexOf(column);
    if (k < 0)
        return {};
    const CurveReading& r = row.readings[std::size_t(k)];
    if (!isDeltaColumn(column))
        return {!r.underfilled, r.interpolated, r.hitRate()};
    const CurveReading& base = row.readings[std::size_t(baselineIndex())];
    return {!r.underfilled && !base.underfilled, r.interpolated || base.interpolated,
            (r.hitRate() - base.hitRate()) * 100.0};
}

bool CompareTableModel::isBest(const CompareRow& row, int policyIndex) const
{
    // Ties are all best; a row where nothing hits has no winner worth pointing at.
    double best = 0;
    for (const CurveReading& r : row.readings)
        if (!r.underfilled)
            best = std::max(best, r.hitRate());
    const CurveReading& r = row.readings[std::size_t(policyIndex)];
    return best > 0 && !r.underfilled && r.hitRate() == best;
}

QVariant CompareTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CompareRow& row = m_table.rows[std::size_t(index.row())];
    const int column = index.column();
    const int k = policyIndexOf(column);
    const bool policyCell = k >= 0 && !isDeltaColumn(column);
    const Cell c = cell(row, column);
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        return toolTip(row, column);
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole: {
        const bool best = policyCell && isBest(row, k);
        if (!best && !(c.measured && c.interpolated))
            return {};
        QFont font;
        font.setBold(best);
        font.setItalic(c.measured && c.interpolated);
        return font;
    }
    case Qt::BackgroundRole:
        return policyCell && isBest(row, k) ? QVariant(QBrush(kBestTint)) : QVariant();
    case ValueRole:
        if (column == BudgetColumn)
            return row.gib;
        if (column == BlocksColumn)
            return qulonglong(row.blocks);
        return c.measured ? QVariant(c.value) : QVariant();
    case InterpolatedRole:
        return c.measured && c.interpolated;
    case BestRole:
        return policyCell && isBest(row, k);
    case PolicyRole:
        return k >= 0 ? m_table.policies[k] : QString();
    case HitTokensRole:
        return policyCell ? QVariant(qulonglong(row.readings[std::size_t(k)].hitTokens)) : QVariant();
    default:
        return {};
    }
}

QString CompareTableModel::display(const CompareRow& row, int column) const
{
    if (column == BudgetColumn)
        return budgetText(row.gib);
    if (column == BlocksColumn)
        return formatCount(row.blocks);
    const Cell c = cell(row, column);
    if (!c.measured)
        return kNotMeasured;
    const QString mark = c.interpolated ? kApprox : QString();
    return mark + (isDeltaColumn(column) ? points(c.value) : percent(c.value));
}

QString CompareTableModel::toolTip(const CompareRow& row, int column) const
{
    if (column == BudgetColumn)
        return tr("%1 GiB of KV cache").arg(formatNumber(row.gib, 6));
    if (column == BlocksColumn)
        return tr("Cache blocks that fit in the budget at the chosen model's bytes per block");
    const int k = policyIndexOf(column);
    const CurveReading& r = row.readings[std::size_t(k)];
    const QString label = PoliciesPanel::policyLabel(m_table.policies[k]);
    const Cell c = cell(row, column);
    if (!c.measured)
        return tr("Not measured: a cache this large cannot fill before the measured second half of the "
                  "trace, so KVCache.AI semantics omit this budget (and `kvwb run` does too).");
    QString text;
    if (isDeltaColumn(column)) {
        const QString base = PoliciesPanel::policyLabel(m_baseline);
        text = tr("%1 minus %2 at %3: %4").arg(label, base, budgetText(row.gib), points(c.value));
    } else {
        text = tr("%1 at %2 (%3 blocks): %4\n%5 of %6 measured tokens served from the cache")
                   .arg(label, budgetText(row.gib), formatCount(row.blocks), percent(r.hitRate()),
                        formatCount(r.hitTokens), formatCount(r.totalTokens));
        if (isBest(row, k))
            text += QLatin1Char('\n') + tr("The best policy at this budget");
    }
    if (c.interpolated)
        text += QLatin1Char('\n') + tr("\u2248 interpolated between replayed capacities; the exact replay of "
                                       "this budget runs in the background");
    return text;
}

QVariant CompareTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const int k = policyIndexOf(section);
    const QString label = k >= 0 ? PoliciesPanel::policyLabel(m_table.policies[k]) : QString();
    switch (role) {
    case Qt::DisplayRole:
        if (section == BudgetColumn)
            return tr("Budget");
        if (section == BlocksColumn)
            return tr("Cache blocks");
        return isDeltaColumn(section) ? tr("\u0394 %1").arg(label) : label;
    case Qt::ToolTipRole:
        if (section == BudgetColumn)
            return tr("KV cache budget (edit the list above the table)");
        if (section == BlocksColumn)
            return tr("Cache blocks that fit in the budget");
        if (isDeltaColumn(section))
            return tr("%1's hit rate minus %2's, in percentage points")
                .arg(label, PoliciesPanel::policyLabel(m_baseline));
        return PoliciesPanel::policyDescription(m_table.policies[k]);
    case Qt::DecorationRole: { // headers draw icons or pixmaps, not colours
        if (k < 0 || isDeltaColumn(section))
            return {};
        QPixmap swatch(10, 10);
        swatch.fill(HitRateChart::policyColor(m_table.policies[k]));
        return swatch;
    }
    case ValueRole: // machine names for CSV: the values are fractions and points, not "%"
        if (section == BudgetColumn)
            return QStringLiteral("budget_gib");
        if (section == BlocksColumn)
            return QStringLiteral("cache_blocks");
        if (isDeltaColumn(section))
            return QStringLiteral("%1_minus_%2_pp").arg(m_table.policies[k], m_baseline);
        return QStringLiteral("%1_hit_rate").arg(m_table.policies[k]);
    case PolicyRole:
        return k >= 0 ? m_table.policies[k] : QString();
    default:
        return QAbstractTableModel::headerData(section, orientation, role);
    }
}

} // namespace kvwb
