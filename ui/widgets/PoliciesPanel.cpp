#include "widgets/PoliciesPanel.h"

#include "replay/PolicyRegistry.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QSettings>
#include <QVBoxLayout>

#include <algorithm>

namespace kvwb {

namespace {

const SemanticsPreset kPresets[] = {SemanticsPreset::KvcacheAi, SemanticsPreset::Lmcache,
                                    SemanticsPreset::Native};

QString presetDescription(SemanticsPreset preset)
{
    switch (preset) {
    case SemanticsPreset::KvcacheAi:
        return PoliciesPanel::tr(
            "KVCache.AI kvcache-simulator rules: a block is shared only under the same prefix, and hits "
            "count "
            "in the second half of the trace. Curves are replayed at a grid of capacities (the dots) and "
            "interpolated in between; the readout replays the budget exactly once the slider rests.");
    case SemanticsPreset::Lmcache:
        return PoliciesPanel::tr(
            "LMCache cache-simulator rules: chunks are identified by their raw hash, evicted LRU head-first, "
            "and every request is measured. The curve is exact at every capacity.");
    case SemanticsPreset::Native:
        return PoliciesPanel::tr(
            "Serving-engine rules (vLLM free queue, SGLang radix tree): prefix-aware eviction that takes "
            "the deepest block of a prefix first, measured after a warm-up half. LRU's curve is exact at "
            "every capacity; the other policies are replayed at a grid of capacities (the dots).");
    }
    return {};
}

} // namespace

PoliciesPanel::PoliciesPanel(QWidget* parent)
    : QWidget(parent), m_preset(new QComboBox(this)), m_presetNote(new QLabel(this)),
      m_policies(new QListWidget(this)), m_hint(new QLabel(this))
{
    setObjectName(QStringLiteral("policiesPanel"));
    m_preset->setObjectName(QStringLiteral("semanticsCombo"));
    m_preset->setToolTip(tr("Whose rules the replay follows: which blocks count as the same, how they are "
                            "evicted and which requests are measured"));
    for (SemanticsPreset preset : kPresets) {
        m_preset->addItem(semanticsLabel(preset), int(preset));
        m_preset->setItemData(m_preset->count() - 1, presetDescription(preset), Qt::ToolTipRole);
    }
    m_presetNote->setObjectName(QStringLiteral("semanticsNote"));
    m_presetNote->setWordWrap(true);
    m_presetNote->setEnabled(false); // greyed: an explanation, not a value

    m_policies->setObjectName(QStringLiteral("policyList"));
    m_policies->setToolTip(tr("Check the eviction policies to draw and read out"));
    m_policies->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_hint->setObjectName(QStringLiteral("policiesHint"));
    m_hint->setText(tr("Check at least one policy to draw its curve."));
    m_hint->setWordWrap(true);
    m_hint->hide();

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto* presetLabel = new QLabel(tr("Semantics"), this);
    presetLabel->setToolTip(m_preset->toolTip());
    form->addRow(presetLabel, m_preset);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_presetNote);
    layout->addWidget(m_policies);
    layout->addWidget(m_hint);
    layout->addStretch(1);

    fillPolicies(presetPolicies(semantics()));
    updateNote();
    connect(m_preset, &QComboBox::activated, this, &PoliciesPanel::onPresetActivated);
    connect(m_policies, &QListWidget::itemChanged, this, &PoliciesPanel::onItemChanged);
}

SemanticsPreset PoliciesPanel::semantics() const
{
    return SemanticsPreset(m_preset->currentData().toInt());
}

QStringList PoliciesPanel::checkedPolicies() const
{
    QStringList names;
    for (int row = 0; row < m_policies->count(); ++row) {
        const QListWidgetItem* item = m_policies->item(row);
        if (item->checkState() == Qt::Checked)
            names << item->data(Qt::UserRole).toString();
    }
    return names;
}

void PoliciesPanel::setSelection(SemanticsPreset preset, const QStringList& policies)
{
    const int index = m_preset->findData(int(preset));
    if (index < 0)
        return;
    const bool presetChanged = index != m_preset->currentIndex();
    const QStringList before = checkedPolicies();
    m_preset->setCurrentIndex(index);
    fillPolicies(policies);
    updateNote();
    if (presetChanged)
        Q_EMIT semanticsChanged(preset);
    if (presetChanged || checkedPolicies() != before)
        Q_EMIT policiesChanged(checkedPolicies());
}

void PoliciesPanel::saveSettings(QSettings& settings) const
{
    settings.setValue(QStringLiteral("analysis/semantics"), semanticsName(semantics()));
    settings.setValue(QStringLiteral("analysis/policies"), checkedPolicies());
}

void PoliciesPanel::restoreSettings(const QSettings& settings)
{
    const QString name = settings.value(QStringLiteral("analysis/semantics")).toString();
    for (SemanticsPreset preset : kPresets)
        if (semanticsName(preset) == name)
            setSelection(preset, settings.value(QStringLiteral("analysis/policies")).toStringList());
}

QString PoliciesPanel::policyDescription(const QString& policy)
{
    if (policy == QLatin1String("fifo"))
        return tr("FIFO: blocks leave in the order they entered; a hit does not keep a block longer.");
    if (policy == QLatin1String("lru"))
        return tr("LRU: the least recently used block leaves first; every hit refreshes a block.");
    if (policy == QLatin1String("optimal"))
        return tr("OPTIMAL (Belady): the block needed furthest in the future leaves first - the upper "
                  "bound no online policy can beat.");
    if (policy == QLatin1String("tail-lru"))
        return tr("LRU (tail-first): prefix-aware LRU that evicts the deepest block of a prefix first, as "
                  "vLLM's free queue and SGLang's radix tree do.");
    if (policy == QLatin1String("arc"))
        return tr("ARC: balances recently and frequently used blocks, adapting the split to the workload.");
    if (policy == QLatin1String("s3fifo"))
        return tr("S3-FIFO: a small probation queue in front of a main FIFO; one-hit blocks leave early.");
    if (policy == QLatin1String("sieve"))
        return tr("SIEVE: a FIFO whose hand skips blocks visited since it last passed them.");
    if (policy == QLatin1String("lfu"))
        return tr("LFU: the least frequently used block leaves first.");
    if (policy == QLatin1String("clock"))
        return tr("CLOCK: a second-chance FIFO that approximates LRU with one bit per block.");
    if (policy == QLatin1String("belady"))
        return tr("BELADY: the block needed furthest in the future leaves first - the optimal bound.");
    return tr("%1 eviction").arg(policyLabel(policy));
}

QString PoliciesPanel::policyLabel(const QString& policy)
{
    const PolicyInfo* info = findPolicy(policy);
    return info ? info->label : policy.toUpper();
}

void PoliciesPanel::fillPolicies(const QStringList& checked)
{
    const QStringList offered = presetPolicies(semantics());
    bool any = false;
    for (const QString& p : checked)
        any = any || offered.contains(p);
    const QSignalBlocker quiet(m_policies);
    m_policies->clear();
    for (const QString& policy : offered) {
        auto* item = new QListWidgetItem(policyLabel(policy), m_policies);
        item->setData(Qt::UserRole, policy);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(!any || checked.contains(policy) ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(policyDescription(policy));
    }
    m_hint->setVisible(checkedPolicies().isEmpty());
    // Exactly the rows: a preset offers a handful of policies, and empty list space looks broken.
    const int rowHeight = m_policies->count() ? m_policies->sizeHintForRow(0) : 0;
    m_policies->setFixedHeight(std::max(m_policies->count(), 1) * rowHeight + 2 * m_policies->frameWidth() +
                               4);
}

void PoliciesPanel::onPresetActivated()
{
    // Keep the policies both presets offer; a preset with none of them starts with all checked.
    fillPolicies(checkedPolicies());
    updateNote();
    Q_EMIT semanticsChanged(semantics());
    Q_EMIT policiesChanged(checkedPolicies());
}

void PoliciesPanel::onItemChanged(QListWidgetItem*)
{
    m_hint->setVisible(checkedPolicies().isEmpty());
    Q_EMIT policiesChanged(checkedPolicies());
}

void PoliciesPanel::updateNote()
{
    m_presetNote->setText(presetDescription(semantics()));
}

} // namespace kvwb
