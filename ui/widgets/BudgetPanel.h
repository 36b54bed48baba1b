#pragma once

#include <QWidget>

#include <cstdint>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSettings;
class QSlider;

namespace kvwb {

/**
 * The Budget dock: the cache budget on a log-scale slider from one block to the whole working
 * set, with a spin box for the exact value in GiB or blocks. Every slider move is announced at
 * once (not on release), so the readout follows the mouse.
 */
class BudgetPanel : public QWidget
{
    Q_OBJECT
public:
    enum class Unit
    {
        Gib,
        Blocks
    };
    Q_ENUM(Unit)

    /// Positions on the int slider; the log of the budget is linear in the position.
    static constexpr int kSliderSteps = 1000;

    explicit BudgetPanel(QWidget* parent = nullptr);

    /// The slider covers one block up to maxBlocks; 0 for either disables the panel (no analysis).
    /// The budget is kept where the new range allows it, else clamped into it.
    void setScale(double bytesPerBlock, std::uint64_t maxBlocks);
    double budgetGib() const { return m_gib; }
    /// Moves the budget (clamped to the range once there is one); emits budgetChanged if it moved.
    void setBudgetGib(double gib);
    Unit unit() const { return m_unitValue; }
    void setUnit(Unit unit);
    double minGib() const { return m_minGib; }
    double maxGib() const { return m_maxGib; }

    void saveSettings(QSettings& settings) const;
    void restoreSettings(const QSettings& settings);

    /// The slider position of `gib` in [minGib, maxGib] (log scale), and back.
    static int positionFor(double gib, double minGib, double maxGib);
    static double gibAt(int position, double minGib, double maxGib);

Q_SIGNALS:
    void budgetChanged(double gib);

private:
    void onSliderMoved(int position);
    void onSpinChanged(double value);
    void onUnitActivated();
    void configureSpin();
    /// Shows m_gib in the slider, spin box and labels without announcing it again.
    void showBudget();
    std::uint64_t blocksFor(double gib) const;
    double gibForBlocks(double blocks) const;

    double m_gib = 0;
    double m_bytesPerBlock = 0;
    std::uint64_t m_maxBlocks = 0;
    double m_minGib = 0;
    double m_maxGib = 0;
    Unit m_unitValue = Unit::Gib;

    QSlider* m_slider;
    QLabel* m_minLabel;
    QLabel* m_maxLabel;
    QDoubleSpinBox* m_spin;
    QComboBox* m_unit;
    QLabel* m_equivalent;
};

} // namespace kvwb
