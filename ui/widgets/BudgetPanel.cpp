#include "widgets/BudgetPanel.h"

#include "util/Format.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QSettings>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace kvwb {

namespace {

constexpr double kGib = 1073741824.0;
constexpr int kGibDecimals = 6;

/// Shows GiB with about four significant digits instead of a fixed, mostly-zero tail, while
/// keeping six decimals for what the user types and for small budgets.
class BudgetSpinBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    bool significant = true;

    QString textFromValue(double value) const override
    {
        if (!significant || !(value > 0))
            return QDoubleSpinBox::textFromValue(value);
        const int digits = std::clamp(3 - int(std::floor(std::log10(value))), 1, decimals());
        return locale().toString(value, 'f', digits);
    }
};

} // namespace

BudgetPanel::BudgetPanel(QWidget* parent)
    : QWidget(parent), m_slider(new QSlider(Qt::Horizontal, this)), m_minLabel(new QLabel(this)),
      m_maxLabel(new QLabel(this)), m_spin(new BudgetSpinBox(this)), m_unit(new QComboBox(this)),
      m_equivalent(new QLabel(this))
{
    setObjectName(QStringLiteral("budgetPanel"));
    m_slider->setObjectName(QStringLiteral("budgetSlider"));
    m_slider->setRange(0, kSliderSteps);
    // Over a few decades, an arrow key moves the budget by ~10 % and Page Up/Down by ~3x.
    m_slider->setSingleStep(10);
    m_slider->setPageStep(100);
    m_slider->setFocusPolicy(Qt::StrongFocus);
    m_slider->setToolTip(tr("Cache budget on a log scale, from one block to the whole working set. "
                            "Drag, or use the arrow keys and Page Up / Page Down."));
    m_minLabel->setObjectName(QStringLiteral("budgetMin"));
    m_maxLabel->setObjectName(QStringLiteral("budgetMax"));
    m_minLabel->setToolTip(tr("One block: the smallest budget"));
    m_maxLabel->setToolTip(tr("Every unique block fits: beyond this the hit rate cannot grow"));
    m_minLabel->setEnabled(false);
    m_maxLabel->setEnabled(false);
    m_maxLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    m_spin->setObjectName(QStringLiteral("budgetSpin"));
    m_spin->setKeyboardTracking(false); // typing "12" must not jump to 1 GiB on the way
    m_spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_spin->setGroupSeparatorShown(true);
    m_spin->setAccelerated(true);
    m_spin->setToolTip(tr("The exact budget; Enter applies what you type"));
    m_unit->setObjectName(QStringLiteral("budgetUnit"));
    m_unit->addItem(tr("GiB"), int(Unit::Gib));
    m_unit->addItem(tr("blocks"), int(Unit::Blocks));
    m_unit->setToolTip(tr("Edit the budget in GiB (at the model's bytes per block) or in cache blocks"));
    m_equivalent->setObjectName(QStringLiteral("budgetEquivalent"));
    m_equivalent->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_equivalent->setToolTip(tr("The budget in the other unit, and the size of one block"));
    m_equivalent->setWordWrap(true);

    auto* grid = new QGridLayout;
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_slider, 0, 0, 1, 2);
    grid->addWidget(m_minLabel, 1, 0);
    grid->addWidget(m_maxLabel, 1, 1);
    auto* row = new QHBoxLayout;
    auto* budgetLabel = new QLabel(tr("Budget"), this);
    budgetLabel->setToolTip(m_spin->toolTip());
    budgetLabel->setBuddy(m_spin);
    row->addWidget(budgetLabel);
    row->addWidget(m_spin, 1);
    row->addWidget(m_unit);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addLayout(row);
    layout->addWidget(m_equivalent);
    layout->addStretch(1);

    connect(m_slider, &QSlider::valueChanged, this, &BudgetPanel::onSliderMoved);
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, &BudgetPanel::onSpinChanged);
    connect(m_unit, &QComboBox::activated, this, &BudgetPanel::onUnitActivated);
    setScale(0, 0);
}

void BudgetPanel::setScale(double bytesPerBlock, std::uint64_t maxBlocks)
{
    const bool usable = bytesPerBlock > 0 && maxBlocks > 0;
    m_bytesPerBlock = usable ? bytesPerBlock : 0;
    m_maxBlocks = usable ? maxBlocks : 0;
    m_minGib = usable ? gibForBlocks(1) : 0;
    m_maxGib = usable ? gibForBlocks(double(maxBlocks)) : 0;
    m_slider->setEnabled(usable);
    m_spin->setEnabled(usable);
    m_unit->setEnabled(usable);
    m_minLabel->setText(usable ? formatBytes(bytesPerBlock) : QString());
    m_maxLabel->setText(usable ? formatBytes(double(maxBlocks) * bytesPerBlock) : QString());
    configureSpin();
    m_spin->setSpecialValueText(usable ? QString() : QStringLiteral("\u2013")); // not "0.000000"
    if (!usable) {
        m_equivalent->setText(tr("The budget range appears with the first analysis."));
        return;
    }
    // A first scale without a remembered budget starts in the middle of the (log) range.
    const double wanted =
        m_gib > 0 ? std::clamp(m_gib, m_minGib, m_maxGib) : gibAt(kSliderSteps / 2, m_minGib, m_maxGib);
    const bool moved = wanted != m_gib;
    m_gib = wanted;
    showBudget();
    if (moved)
        Q_EMIT budgetChanged(m_gib);
}

void BudgetPanel::setBudgetGib(double gib)
{
    if (m_maxGib > 0)
        gib = std::clamp(gib, m_minGib, m_maxGib);
    if (!(gib > 0) || gib == m_gib)
        return;
    m_gib = gib;
    showBudget();
    Q_EMIT budgetChanged(m_gib);
}

void BudgetPanel::setUnit(Unit unit)
{
    m_unit->setCurrentIndex(m_unit->findData(int(unit)));
    onUnitActivated();
}

void BudgetPanel::saveSettings(QSettings& settings) const
{
    settings.setValue(QStringLiteral("analysis/budgetGib"), m_gib);
    settings.setValue(QStringLiteral("analysis/budgetUnit"),
                      m_unitValue == Unit::Blocks ? QStringLiteral("blocks") : QStringLiteral("GiB"));
}

void BudgetPanel::restoreSettings(const QSettings& settings)
{
    setUnit(settings.value(QStringLiteral("analysis/budgetUnit")).toString() == QLatin1String("blocks")
                ? Unit::Blocks
                : Unit::Gib);
    setBudgetGib(settings.value(QStringLiteral("analysis/budgetGib"), 0.0).toDouble());
}

int BudgetPanel::positionFor(double gib, double minGib, double maxGib)
{
    if (!(minGib > 0) || !(maxGib > minGib) || !(gib > minGib))
        return 0;
    const double t = std::log(gib / minGib) / std::log(maxGib / minGib);
    return std::clamp(int(std::lround(t * kSliderSteps)), 0, kSliderSteps);
}

double BudgetPanel::gibAt(int position, double minGib, double maxGib)
{
    if (position <= 0 || !(maxGib > minGib))
        return minGib;
    if (position >= kSliderSteps)
        return maxGib; // exactly the top, not a rounding error below it
    return minGib * std::pow(maxGib / minGib, double(position) / kSliderSteps);
}

void BudgetPanel::onSliderMoved(int position)
{
    if (!(m_maxGib > 0))
        return;
    m_gib = gibAt(position, m_minGib, m_maxGib);
    showBudget();
    Q_EMIT budgetChanged(m_gib);
}

void BudgetPanel::onSpinChanged(double value)
{
    if (!(m_maxGib > 0))
        return;
    setBudgetGib(m_unitValue == Unit::Blocks ? gibForBlocks(value) : value);
}

void BudgetPanel::onUnitActivated()
{
    m_unitValue = Unit(m_unit->currentData().toInt());
    configureSpin();
    showBudget();
}

void BudgetPanel::configureSpin()
{
    const QSignalBlocker quiet(m_spin);
    auto* spin = static_cast<BudgetSpinBox*>(m_spin);
    if (m_unitValue == Unit::Blocks) {
        spin->significant = false;
        m_spin->setDecimals(0);
        m_spin->setRange(m_maxBlocks ? 1 : 0, double(m_maxBlocks));
        m_spin->setSuffix(QString());
    } else {
        spin->significant = true;
        m_spin->setDecimals(kGibDecimals);
        m_spin->setRange(m_minGib, m_maxGib);
        m_spin->setSuffix(QString());
    }
}

void BudgetPanel::showBudget()
{
    {
        const QSignalBlocker quietSlider(m_slider);
        const QSignalBlocker quietSpin(m_spin);
        m_slider->setValue(positionFor(m_gib, m_minGib, m_maxGib));
        m_spin->setValue(m_unitValue == Unit::Blocks ? double(blocksFor(m_gib)) : m_gib);
    }
    if (!(m_maxGib > 0))
        return;
    const QString other = m_unitValue == Unit::Blocks
                              ? tr("= %1 GiB").arg(formatNumber(m_gib, m_gib < 1 ? 4 : 2))
                              : tr("= %1 blocks").arg(formatCount(blocksFor(m_gib)));
    m_equivalent->setText(tr("%1 \u00d7 %2").arg(other, formatBytes(m_bytesPerBlock)));
}

std::uint64_t BudgetPanel::blocksFor(double gib) const
{
    return m_bytesPerBlock > 0 ? std::uint64_t(std::floor(gib * kGib / m_bytesPerBlock)) : 0;
}

double BudgetPanel::gibForBlocks(double blocks) const
{
    // A thousandth of a block above the count, so flooring the GiB back to blocks gives the count
    // again despite rounding in the division.
    return (blocks + 0.001) * m_bytesPerBlock / kGib;
}

} // namespace kvwb
