#pragma once

#include "analysis/Analysis.h"

#include <QStringList>
#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QSettings;

namespace kvwb {

/**
 * The Policies dock: the semantics preset and the policies it offers, each checkable. The panel
 * only states the user's choice; the AnalysisController acts on it.
 */
class PoliciesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PoliciesPanel(QWidget* parent = nullptr);

    SemanticsPreset semantics() const;
    /// The checked policies, in the preset's order.
    QStringList checkedPolicies() const;

    /// Selects `preset` and checks `policies` (those the preset offers; all of them if none is).
    void setSelection(SemanticsPreset preset, const QStringList& policies);

    void saveSettings(QSettings& settings) const;
    void restoreSettings(const QSettings& settings);

    /// What a policy does, for tooltips (the panel's and the readout's).
    static QString policyDescription(const QString& policy);
    /// The display label of a policy ("LRU"), or its name if the registry does not know it.
    static QString policyLabel(const QString& policy);

Q_SIGNALS:
    void semanticsChanged(kvwb::SemanticsPreset preset);
    void policiesChanged(const QStringList& policies);

private:
    void fillPolicies(const QStringList& checked);
    void onPresetActivated();
    void onItemChanged(QListWidgetItem* item);
    void updateNote();

    QComboBox* m_preset;
    QLabel* m_presetNote;
    QListWidget* m_policies;
    QLabel* m_hint;
};

} // namespace kvwb
