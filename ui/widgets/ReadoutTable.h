#pragma once

#include "analysis/AnalysisController.h"

#include <QAbstractTableModel>
#include <QWidget>

#include <optional>

class QLabel;
class QTableView;

namespace kvwb {

/**
 * Every checked policy's reading at the budget, plus the ceiling row. Replaced whole on each
 * budget move; interpolated readings are marked (≈, italic, tooltip) until the exact replay lands.
 */
class ReadoutModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        PolicyColumn,
        HitRateColumn,
        HitTokensColumn,
        SpeedupColumn,
        ReadingColumn,
        ColumnCount
    };
    enum Role
    {
        /// The raw value: hit rate (double, 0..1), hit tokens (qulonglong), speedup (double).
        ValueRole = Qt::UserRole,
        InterpolatedRole, ///< bool, on every column
        PolicyRole,       ///< the policy's name ("lru"); empty on the ceiling row
    };

    explicit ReadoutModel(QObject* parent = nullptr);

    /// Replaces the rows; `ceiling` adds a last row for an infinite cache.
    void setReadout(const QVector<PolicyReadout>& rows, const std::optional<CurveReading>& ceiling);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row
    {
        QString policy; ///< empty for the ceiling
        CurveReading reading;
        double speedup = 1.0;
    };

    QVariant display(const Row& row, int column) const;
    QVariant toolTip(const Row& row, int column) const;

    QVector<Row> m_rows;
};

/// The slider readout under the chart: the budget in GiB and blocks, and the readout table.
class ReadoutTable : public QWidget
{
    Q_OBJECT
public:
    explicit ReadoutTable(QWidget* parent = nullptr);

    /// Shows the controller's current readout and budget.
    void showReadout(const AnalysisController& controller);

    ReadoutModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }

private:
    void fitHeight();

    ReadoutModel* m_model;
    QLabel* m_budget;
    QTableView* m_view;
};

} // namespace kvwb
