#include "widgets/ReadoutTable.h"

#include "charts/HitRateChart.h"
#include "report/KvcacheAiReport.h"
#include "util/Format.h"
#include "widgets/PoliciesPanel.h"

#include <QFont>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace kvwb {

namespace {

const QString kApprox = QStringLiteral("\u2248 ");

QString percent(double rate)
{
    return ReadoutModel::tr("%1 %").arg(displayLocale().toString(rate * 100.0, 'f', 2));
}

} // namespace

ReadoutModel::ReadoutModel(QObject* parent) : QAbstractTableModel(parent) {}

void ReadoutModel::setReadout(const QVector<PolicyReadout>& rows, const std::optional<CurveReading>& ceiling)
{
    beginResetModel();
    m_rows.clear();
    for (const PolicyReadout& r : rows)
        m_rows.push_back({r.policy, r.reading, r.idealSpeedup});
    if (ceiling)
        m_rows.push_back({QString(), *ceiling, idealPrefillSpeedup(ceiling->hitRate())});
    endResetModel();
}

int ReadoutModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ReadoutModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReadoutModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[index.row()];
    const int column = index.column();
    const bool approx = row.reading.interpolated;
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        return toolTip(row, column);
    case Qt::TextAlignmentRole:
        if (column == HitRateColumn || column == HitTokensColumn || column == SpeedupColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole: {
        if (!approx && !(row.policy.isEmpty() && column == PolicyColumn))
            return {};
        QFont font;
        font.setItalic(approx);
        font.setBold(!approx); // the ceiling's name
        return font;
    }
    case Qt::DecorationRole:
        if (column == PolicyColumn && !row.policy.isEmpty())
            return HitRateChart::policyColor(row.policy);
        return {};
    case ValueRole:
        if (column == HitRateColumn)
            return row.reading.hitRate();
        if (column == HitTokensColumn)
            return qulonglong(row.reading.hitTokens);
        if (column == SpeedupColumn)
            return row.speedup;
        if (column == PolicyColumn)
            return row.policy;
        return {};
    case InterpolatedRole:
        return approx;
    case PolicyRole:
        return row.policy;
    default:
        return {};
    }
}

QVariant ReadoutModel::display(const Row& row, int column) const
{
    const QString mark = row.reading.interpolated ? kApprox : QString();
    switch (column) {
    case PolicyColumn:
        return row.policy.isEmpty() ? tr("Ceiling") : PoliciesPanel::policyLabel(row.policy);
    case HitRateColumn:
        return mark + percent(row.reading.hitRate());
    case HitTokensColumn:
        return mark + formatCount(row.reading.hitTokens);
    case SpeedupColumn:
        return mark + tr("%1\u00d7").arg(displayLocale().toString(row.speedup, 'f', 2));
    case ReadingColumn:
        if (row.policy.isEmpty())
            return tr("infinite cache: nothing evicted");
        if (row.reading.underfilled)
            return tr("\u2248 not measured: beyond the fill limit");
        if (row.reading.interpolated)
            return tr("\u2248 interpolated; exact once the slider rests");
        return tr("exact");
    default:
        return {};
    }
}

QVariant ReadoutModel::toolTip(const Row& row, int column) const
{
    if (row.reading.underfilled)
        return tr("A cache this large cannot fill before the measured second half of the trace, so "
                  "KVCache.AI semantics do not measure it; the value is that of the largest measured "
                  "budget. Try the LMCache or native preset for an exact curve at every capacity.");
    if (row.reading.interpolated)
        return tr("Interpolated between the two nearest replayed capacities. The budget is replayed "
                  "exactly %1 ms after the slider stops moving.")
            .arg(AnalysisController::kSettleMs);
    switch (column) {
    case PolicyColumn:
        return row.policy.isEmpty()
                   ? tr("The hit rate if no block were ever evicted: no policy can exceed it")
                   : PoliciesPanel::policyDescription(row.policy);
    case HitRateColumn:
        return tr("Share of measured prompt tokens served from the cache");
    case HitTokensColumn:
        return tr("Prompt tokens served from the cache, of %1 measured")
            .arg(formatCount(row.reading.totalTokens));
    case SpeedupColumn:
        return tr("Ideal prefill speed-up if cached tokens cost nothing: 1 / (1 - hit rate)");
    case ReadingColumn:
        return tr("Read from an exact replay or an exact curve at this capacity");
    default:
        return {};
    }
}

QVariant ReadoutModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case PolicyColumn:
            return tr("Policy");
        case HitRateColumn:
            return tr("Hit rate");
        case HitTokensColumn:
            return tr("Hit tokens");
        case SpeedupColumn:
            return tr("Ideal speed-up");
        case ReadingColumn:
            return tr("Reading");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case HitRateColumn:
            return tr("Token hit rate at the budget");
        case HitTokensColumn:
            return tr("Prompt tokens served from the cache at the budget");
        case SpeedupColumn:
            return tr("Prefill speed-up if cached tokens cost nothing: 1 / (1 - hit rate)");
        case ReadingColumn:
            return tr("Whether the value is exact or interpolated between replayed capacities");
        default:
            return tr("Eviction policy (colour as in the chart)");
        }
    }
    return {};
}

ReadoutTable::ReadoutTable(QWidget* parent)
    : QWidget(parent), m_model(new ReadoutModel(this)), m_budget(new QLabel(this)),
      m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("readoutTable"));
    m_budget->setObjectName(QStringLiteral("readoutBudget"));
    m_budget->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_budget->setWordWrap(true);
    m_budget->setToolTip(tr("The budget the table reads at; move it with the Budget slider"));
    m_view->setObjectName(QStringLiteral("readoutView"));
    m_view->setModel(m_model);
    m_view->setToolTip(tr("Every checked policy at the budget"));
    m_view->verticalHeader()->hide();
    // Compact rows: with a whole preset checked the table must leave the chart most of the page.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_view->setIconSize(QSize(12, 12));
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QHeaderView* header = m_view->horizontalHeader();
    header->setHighlightSections(false);
    // Fixed widths sized for the widest values: resizing to contents on every slider step would
    // make the columns jitter as the numbers change.
    const QFontMetrics metrics(font());
    header->setSectionResizeMode(QHeaderView::Fixed);
    header->resizeSection(ReadoutModel::PolicyColumn,
                          metrics.horizontalAdvance(QStringLiteral("OPTIMAL")) + 48);
    header->resizeSection(ReadoutModel::HitRateColumn,
                          metrics.horizontalAdvance(QStringLiteral("\u2248 100.00 %")) + 24);
    header->resizeSection(ReadoutModel::HitTokensColumn,
                          metrics.horizontalAdvance(QStringLiteral("\u2248 999,999,999,999")) + 24);
    header->resizeSection(ReadoutModel::SpeedupColumn,
                          std::max(metrics.horizontalAdvance(QStringLiteral("\u2248 1,000.00\u00d7")),
                                   metrics.horizontalAdvance(tr("Ideal speed-up"))) +
                              24);
    header->setStretchLastSection(true);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_budget);
    layout->addWidget(m_view);
    fitHeight();
}

void ReadoutTable::showReadout(const AnalysisController& controller)
{
    const auto& result = controller.result();
    const int rowsBefore = m_model->rowCount();
    std::optional<CurveReading> ceiling;
    if (result) {
        CurveReading c;
        c.capacityBlocks = result->maxCapacity;
        c.hitTokens = result->ceilingHitTokens;
        c.totalTokens = result->totalTokens;
        ceiling = c;
    }
    m_model->setReadout(controller.readout(), ceiling);
    if (m_model->rowCount() != rowsBefore)
        fitHeight();
    if (!result) {
        m_budget->setText(tr("Budget: read out once there are curves"));
        return;
    }
    const std::uint64_t blocks = controller.budgetBlocks();
    m_budget->setText(tr("Budget: <b>%1 GiB</b> = %2 blocks of %3")
                          .arg(formatNumber(controller.budgetGib(), controller.budgetGib() < 1 ? 4 : 2),
                               formatCount(blocks), formatBytes(result->bytesPerBlock)));
}

void ReadoutTable::fitHeight()
{
    // Exactly the rows: the table sits under the chart and should take no more than it shows.
    const int rows = std::max(m_model->rowCount(), 2);
    const int rowHeight = m_view->verticalHeader()->defaultSectionSize();
    m_view->setFixedHeight(m_view->horizontalHeader()->sizeHint().height() + rows * rowHeight +
                           2 * m_view->frameWidth());
}

} // namespace kvwb
