#pragma once

#include "analysis/Analysis.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace kvwb {

/// One budget of the comparison: every policy's reading at its capacity.
struct CompareRow
{
    double gib = 0;
    std::uint64_t blocks = 0;
    std::vector<CurveReading> readings; ///< one per policy, in CompareTable::policies order
};

/// The comparison the Compare tab shows: policies side by side at a list of budgets.
struct CompareTable
{
    QStringList policies;
    std::vector<CompareRow> rows; ///< ascending budgets
};

/**
 * Rows are budgets; columns are the budget, its cache blocks, each policy's hit rate and, with a
 * baseline, each other policy's difference from it in percentage points. The best policy of a
 * row is bold on a tinted background; interpolated readings carry "≈" until replayed exactly;
 * readings beyond KVCache.AI's fill limit are not measured and show "—". Replaced whole.
 */
class CompareTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role
    {
        /// The raw value: budget (GiB, double), blocks (qulonglong), hit rate (double, 0..1),
        /// delta (double, percentage points); invalid where nothing was measured. On the
        /// horizontal header: the column's machine name ("lru_hit_rate", "lru_minus_fifo_pp").
        ValueRole = Qt::UserRole,
        InterpolatedRole, ///< bool: the value (or one side of a delta) is interpolated
        BestRole,         ///< bool, on policy columns: the row's highest hit rate
        PolicyRole,       ///< the policy of a policy or delta column ("lru"); empty elsewhere
        HitTokensRole,    ///< qulonglong, on policy columns
    };
    enum FixedColumn
    {
        BudgetColumn,
        BlocksColumn,
        FirstPolicyColumn
    };

    explicit CompareTableModel(QObject* parent = nullptr);

    void setTable(CompareTable table);
    const CompareTable& table() const { return m_table; }
    /// Deltas are taken against `policy`; empty (or a policy not in the table) shows none.
    void setBaseline(const QString& policy);
    const QString& baseline() const { return m_baseline; }

    int policyColumn(int policyIndex) const { return FirstPolicyColumn + policyIndex; }
    /// The delta column of `policy`, or -1 (no baseline, or the baseline itself).
    int deltaColumn(const QString& policy) const;
    /// The policy index of a policy or delta column, or -1.
    int policyIndexOf(int column) const;
    bool isDeltaColumn(int column) const;
    /// Whether some reading is still interpolated (an exact replay would change it).
    bool hasInterpolated() const;

    /// "4 GiB", "1.5 GiB", "512 MiB".
    static QString budgetText(double gib);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Cell
    {
        bool measured = false;
        bool interpolated = false;
        double value = 0; ///< hit rate or delta in percentage points
    };

    Cell cell(const CompareRow& row, int column) const;
    bool isBest(const CompareRow& row, int policyIndex) const;
    QString display(const CompareRow& row, int column) const;
    QString toolTip(const CompareRow& row, int column) const;
    int baselineIndex() const;

    CompareTable m_table;
    QString m_baseline;
    QList<int> m_deltaPolicies; ///< policy indexes with a delta column, in column order
};

} // namespace kvwb
