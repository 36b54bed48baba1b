#include "widgets/ModelPanel.h"

#include "models/CatalogTreeModel.h"
#include "util/Format.h"
#include "util/InputError.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <cmath>

namespace kvwb {

namespace {
// The reference calculator opens on GLM-5.2; so do we, when the catalog has it.
const QString kDefaultModel = QStringLiteral("glm-5.2");

QLabel* makeReadout(const char* objectName, QWidget* parent)
{
    auto* label = new QLabel(QStringLiteral("-"), parent);
    label->setObjectName(QLatin1String(objectName));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}
} // namespace

ModelPanel::ModelPanel(const ModelCatalog& catalog, QWidget* parent)
    : QWidget(parent), m_catalog(catalog), m_items(new CatalogTreeModel(this)),
      m_filtered(new CatalogFilterModel(this))
{
    setObjectName(QStringLiteral("modelPanel"));
    buildList();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    layout->addLayout(buildControls());
    layout->addLayout(buildReadouts());

    if (m_catalog.models().empty()) {
        m_list->setEnabled(false);
        m_filter->setEnabled(false);
        showProblem(tr("The model catalog is empty, so there is nothing to calculate."));
    } else if (!selectModel(kDefaultModel)) {
        selectModel(m_catalog.models().front().id);
    }
    // Centre the chosen model once the list has its real height (it has none before being shown).
    QTimer::singleShot(
        0, this, [this]() { m_list->scrollTo(m_list->currentIndex(), QAbstractItemView::PositionAtCenter); });
}

void ModelPanel::buildList()
{
    m_items->setCatalog(m_catalog);
    m_filtered->setSourceModel(m_items);

    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("modelFilter"));
    m_filter->setPlaceholderText(tr("Search models (name, family, formula)..."));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(
        tr("Type part of a model's name, id, family or formula; Enter picks the first match"));

    m_list = new QTreeView(this);
    m_list->setObjectName(QStringLiteral("modelList"));
    m_list->setModel(m_filtered);
    m_list->setHeaderHidden(true);
    m_list->setUniformRowHeights(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setToolTip(tr("The KV Cache Calculator's model catalog, grouped by family"));
    m_list->setMinimumHeight(110);
    m_list->expandAll();

    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString& text) {
        // Filtering moves the view's current row around; that must not change the chosen model.
        m_refiltering = true;
        m_filtered->setFilterFixedString(text.trimmed());
        m_list->expandAll(); // re-filtered rows come back collapsed
        m_list->setCurrentIndex(m_filtered->mapFromSource(m_items->indexOfModel(currentModelId())));
        m_refiltering = false;
    });
    connect(m_filter, &QLineEdit::returnPressed, this, [this]() {
        const QModelIndex first = m_filtered->firstModel();
        if (first.isValid())
            onModelActivated(first);
    });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { onModelActivated(current); });
}

QFormLayout* ModelPanel::buildControls()
{
    m_modelName = makeReadout("modelName", this);
    m_modelName->setWordWrap(true);

    m_kvPrecision = new QComboBox(this);
    m_kvPrecision->setObjectName(QStringLiteral("kvPrecisionCombo"));
    m_kvPrecision->setToolTip(tr("Bytes per element of the stored keys and values"));
    m_kvPrecision->addItem(tr("Model default"), QString());
    for (const PrecisionOption& option : m_catalog.precisions())
        m_kvPrecision->addItem(option.label, option.id);

    m_indexerPrecision = new QComboBox(this);
    m_indexerPrecision->setObjectName(QStringLiteral("indexerPrecisionCombo"));

    m_draft = new QCheckBox(tr("Include draft KV cache"), this);
    m_draft->setObjectName(QStringLiteral("draftCheck"));
    m_draft->setToolTip(tr("Add the KV cache of the model's draft (MTP / next-n prediction) layers"));

    m_tokens = new QSpinBox(this);
    m_tokens->setObjectName(QStringLiteral("tokensSpin"));
    m_tokens->setRange(1, 100'000'000);
    m_tokens->setValue(1024);
    m_tokens->setGroupSeparatorShown(true);
    m_tokens->setToolTip(tr("Context length T for formulas whose size per token depends on it (sliding "
                            "windows, compressed layers). Defaults to the trace's average input tokens."));

    connect(m_kvPrecision, &QComboBox::currentIndexChanged, this, &ModelPanel::recompute);
    connect(m_indexerPrecision, &QComboBox::currentIndexChanged, this, [this]() {
        // Refills block signals, so this is always the user's (or a test's) own pick.
        m_indexerChoice = m_indexerPrecision->currentData().toString();
        recompute();
    });
    connect(m_draft, &QCheckBox::toggled, this, &ModelPanel::recompute);
    connect(m_tokens, &QSpinBox::valueChanged, this, &ModelPanel::recompute);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Model"), m_modelName);
    form->addRow(tr("KV precision"), m_kvPrecision);
    form->addRow(tr("Indexer precision"), m_indexerPrecision);
    form->addRow(QString(), m_draft);
    form->addRow(tr("Estimate tokens"), m_tokens);
    return form;
}

QFormLayout* ModelPanel::buildReadouts()
{
    m_bytesPerToken = makeReadout("bytesPerTokenValue", this);
    m_bytesPerBlock = makeReadout("bytesPerBlockValue", this);
    QFont big = m_bytesPerToken->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_bytesPerToken->setFont(big);
    m_bytesPerBlock->setFont(big);
    m_applied = makeReadout("appliedValue", this);
    m_applied->setWordWrap(true);
    m_message = makeReadout("modelMessage", this);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("QLabel { color: #c0392b; }"));
    m_message->hide();

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setContentsMargins(0, 8, 0, 0);
    form->addRow(tr("Bytes per token"), m_bytesPerToken);
    form->addRow(tr("Bytes per block"), m_bytesPerBlock);
    form->addRow(tr("Applied"), m_applied);
    form->addRow(m_message);
    return form;
}

bool ModelPanel::selectModel(const QString& id)
{
    const QModelIndex source = m_items->indexOfModel(id);
    if (!source.isValid())
        return false;
    QModelIndex proxy = m_filtered->mapFromSource(source);
    if (!proxy.isValid()) {
        m_filter->clear();
        proxy = m_filtered->mapFromSource(source);
    }
    m_list->setCurrentIndex(proxy);
    m_list->scrollTo(proxy, QAbstractItemView::PositionAtCenter);
    onModelActivated(proxy); // in case it was already current
    return true;
}

QString ModelPanel::currentModelId() const
{
    return m_model ? m_model->id : QString();
}

void ModelPanel::setTraceContext(std::uint32_t blockSize, double averageInputTokens)
{
    m_blockSize = blockSize;
    const QSignalBlocker blocker(m_tokens);
    m_tokens->setValue(int(std::clamp(std::floor(averageInputTokens), 1.0, double(m_tokens->maximum()))));
    recompute();
}

void ModelPanel::onModelActivated(const QModelIndex& proxyIndex)
{
    const QString id = proxyIndex.data(CatalogTreeModel::ModelIdRole).toString();
    if (m_refiltering || id.isEmpty() || id == currentModelId())
        return;
    if (m_list->currentIndex() != proxyIndex)
        m_list->setCurrentIndex(proxyIndex);
    setModel(m_catalog.find(id));
}

void ModelPanel::setModel(const ModelSpec* model)
{
    m_model = model;
    m_modelName->setText(model ? tr("<b>%1</b> <span style='color:gray'>%2</span>")
                                     .arg(model->label.toHtmlEscaped(), model->formula.toHtmlEscaped())
                               : tr("none"));
    m_modelName->setToolTip(model ? model->id : QString());
    m_kvPrecision->setItemText(0, defaultPrecisionLabel());
    refillIndexerCombo();
    recompute();
}

QString ModelPanel::defaultPrecisionLabel() const
{
    // Ask the calculator instead of repeating its default rules here.
    if (m_model) {
        try {
            return tr("Model default (%1)").arg(computeKvFootprint(m_catalog, *m_model, {}).precision.label);
        } catch (const std::exception&) {
        }
    }
    return tr("Model default");
}

void ModelPanel::refillIndexerCombo()
{
    const QSignalBlocker blocker(m_indexerPrecision);
    m_indexerPrecision->clear();
    if (!m_model || !hasIndexer(*m_model)) {
        m_indexerPrecision->addItem(tr("n/a"), QString());
        m_indexerPrecision->setEnabled(false);
        m_indexerPrecision->setToolTip(tr("This model has no sparse-attention indexer"));
    } else if (!m_model->indexerFixedPrecisionId.isEmpty()) {
        const PrecisionOption* fixed = m_catalog.indexerPrecision(m_model->indexerFixedPrecisionId);
        m_indexerPrecision->addItem(
            tr("%1 (fixed by the model)").arg(fixed ? fixed->label : m_model->indexerFixedPrecisionId),
            QString());
        m_indexerPrecision->setEnabled(false);
        m_indexerPrecision->setToolTip(tr("The catalog fixes this model's indexer precision"));
    } else {
        m_indexerPrecision->addItem(tr("Default"), QString());
        for (const PrecisionOption& option : m_catalog.indexerPrecisions())
            m_indexerPrecision->addItem(option.label, option.id);
        m_indexerPrecision->setCurrentIndex(std::max(0, m_indexerPrecision->findData(m_indexerChoice)));
        m_indexerPrecision->setEnabled(true);
        m_indexerPrecision->setToolTip(tr("Bytes per element of the sparse-attention indexer's keys"));
    }
}

void ModelPanel::recompute()
{
    if (!m_model) {
        m_footprint.reset();
        Q_EMIT footprintChanged();
        return;
    }
    KvSettings settings;
    settings.kvPrecision = m_kvPrecision->currentData().toString();
    settings.indexerPrecision = m_indexerPrecision->currentData().toString();
    settings.tokens = double(m_tokens->value());
    settings.includeDraftKvCache = m_draft->isChecked();
    try {
        showFootprint(computeKvFootprint(m_catalog, *m_model, settings));
    } catch (const UnsupportedFormula&) {
        showProblem(tr("%1 uses the \"%2\" formula, which the KV calculator does not support "
                       "(neither does the reference calculator). Choose another model.")
                        .arg(m_model->label, m_model->formula));
    } catch (const InputError& e) {
        showProblem(e.message());
    } catch (const std::exception& e) {
        showProblem(QString::fromLocal8Bit(e.what()));
    }
    Q_EMIT footprintChanged();
}

void ModelPanel::showFootprint(const KvFootprint& fp)
{
    m_footprint = fp;
    m_message->hide();
    QString perToken = tr("%1 B/token").arg(formatNumber(fp.bytesPerToken, 3));
    if (fp.bytesPerToken >= 1024)
        perToken += QStringLiteral("  (%1)").arg(formatBytes(fp.bytesPerToken));
    m_bytesPerToken->setText(perToken);
    if (m_blockSize > 0) {
        const double perBlock = fp.bytesPerToken * m_blockSize;
        m_bytesPerBlock->setText(tr("%1/block").arg(formatBytes(perBlock)));
        m_bytesPerBlock->setToolTip(
            tr("%1 bytes = bytes per token x %2 tokens per block (the trace's block size)")
                .arg(formatNumber(perBlock, 3), formatCount(m_blockSize)));
    } else {
        m_bytesPerBlock->setText(tr("needs a trace"));
        m_bytesPerBlock->setToolTip(tr("Bytes per block use the loaded trace's block size"));
    }
    QStringList applied{tr("KV %1").arg(fp.precision.label)};
    if (fp.indexerPrecision)
        applied << tr("indexer %1").arg(fp.indexerPrecision->label);
    if (fp.draftLayers > 0)
        applied << tr("%n draft layer(s)", nullptr, fp.draftLayers);
    m_applied->setText(applied.join(QStringLiteral(", ")));
}

void ModelPanel::showProblem(const QString& message)
{
    m_footprint.reset();
    m_bytesPerToken->setText(tr("unsupported"));
    m_bytesPerBlock->setText(QStringLiteral("-"));
    m_applied->setText(QStringLiteral("-"));
    m_message->setText(message);
    m_message->show();
}

KvSettings ModelPanel::kvSettings() const
{
    KvSettings settings;
    settings.kvPrecision = m_kvPrecision->currentData().toString();
    settings.indexerPrecision = m_indexerChoice;
    settings.tokens = double(m_tokens->value());
    settings.includeDraftKvCache = m_draft->isChecked();
    return settings;
}

void ModelPanel::setPrecisions(const QString& kvPrecision, const QString& indexerPrecision, bool includeDraft)
{
    {
        const QSignalBlocker quietKv(m_kvPrecision);
        const QSignalBlocker quietDraft(m_draft);
        m_kvPrecision->setCurrentIndex(std::max(0, m_kvPrecision->findData(kvPrecision)));
        m_draft->setChecked(includeDraft);
    }
    m_indexerChoice = indexerPrecision;
    refillIndexerCombo();
    recompute(); // once, not once per control
}

void ModelPanel::setEstimateTokens(int tokens)
{
    m_tokens->setValue(tokens);
}

void ModelPanel::saveSettings(QSettings& settings) const
{
    settings.setValue(QStringLiteral("model/id"), currentModelId());
    settings.setValue(QStringLiteral("model/kvPrecision"), m_kvPrecision->currentData());
    settings.setValue(QStringLiteral("model/indexerPrecision"), m_indexerChoice);
    settings.setValue(QStringLiteral("model/includeDraft"), m_draft->isChecked());
}

void ModelPanel::restoreSettings(const QSettings& settings)
{
    m_indexerChoice = settings.value(QStringLiteral("model/indexerPrecision")).toString();
    m_draft->setChecked(settings.value(QStringLiteral("model/includeDraft"), false).toBool());
    m_kvPrecision->setCurrentIndex(
        std::max(0, m_kvPrecision->findData(settings.value(QStringLiteral("model/kvPrecision")).toString())));
    const QString id = settings.value(QStringLiteral("model/id")).toString();
    if (!id.isEmpty())
        selectModel(id);
    refillIndexerCombo();
    recompute();
}

} // namespace kvwb
