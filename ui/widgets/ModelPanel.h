#pragma once

#include "model/KvCalculator.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSettings;
class QSpinBox;
class QTreeView;

namespace kvwb {

class CatalogFilterModel;
class CatalogTreeModel;

/**
 * The Model dock: a searchable catalog list, precisions, draft toggle and estimate tokens, with
 * live bytes per token and per block. The calculator is cheap, so it runs on the UI thread.
 */
class ModelPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ModelPanel(const ModelCatalog& catalog, QWidget* parent = nullptr);

    /// Selects catalog model `id` (clearing a filter that hides it); false if there is none.
    bool selectModel(const QString& id);
    QString currentModelId() const;
    /// The loaded trace's block size (for bytes per block) and average input (estimate tokens).
    void setTraceContext(std::uint32_t blockSize, double averageInputTokens);
    /// The user's choices as the calculator takes them: precision ids (empty for the defaults),
    /// the indexer pick (kept even while the model has no indexer), draft toggle, estimate tokens.
    KvSettings kvSettings() const;
    /// Applies precisions and the draft toggle (projects); ids the catalog lacks fall back to defaults.
    void setPrecisions(const QString& kvPrecision, const QString& indexerPrecision, bool includeDraft);
    /// Overrides the estimate tokens a trace load set from its average input.
    void setEstimateTokens(int tokens);
    /// The current result; nullopt when no model is chosen or the formula is unsupported.
    const std::optional<KvFootprint>& footprint() const { return m_footprint; }

    void saveSettings(QSettings& settings) const;
    void restoreSettings(const QSettings& settings);

Q_SIGNALS:
    void footprintChanged();

private:
    void buildList();
    QFormLayout* buildControls();
    QFormLayout* buildReadouts();
    void onModelActivated(const QModelIndex& proxyIndex);
    void setModel(const ModelSpec* model);
    void refillIndexerCombo();
    QString defaultPrecisionLabel() const;
    void recompute();
    void showFootprint(const KvFootprint& footprint);
    void showProblem(const QString& message);

    const ModelCatalog& m_catalog;
    const ModelSpec* m_model = nullptr;
    std::optional<KvFootprint> m_footprint;
    std::uint32_t m_blockSize = 0;
    QString m_indexerChoice; ///< the user's indexer pick, kept across models without an indexer
    bool m_refiltering = false;

    CatalogTreeModel* m_items;
    CatalogFilterModel* m_filtered;
    QLineEdit* m_filter;
    QTreeView* m_list;
    QLabel* m_modelName;
    QComboBox* m_kvPrecision;
    QComboBox* m_indexerPrecision;
    QCheckBox* m_draft;
    QSpinBox* m_tokens;
    QLabel* m_bytesPerToken;
    QLabel* m_bytesPerBlock;
    QLabel* m_applied;
    QLabel* m_message;
};

} // namespace kvwb
