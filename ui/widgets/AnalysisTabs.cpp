#include "widgets/AnalysisTabs.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace kvwb {

AnalysisTabs::AnalysisTabs(QWidget* parent) : QTabWidget(parent)
{
    setObjectName(QStringLiteral("analysisTabs"));
    setDocumentMode(true);
    addPlaceholder(
        "hitRatePage", tr("Hit rate vs capacity"), tr("Prefix hit rate of every policy over cache capacity"),
        tr("One curve per eviction policy: prefix hit rate over cache capacity (log scale), with the "
           "hit-rate ceiling, a budget marker and hover read-outs."));
    addPlaceholder("comparePage", tr("Compare"), tr("Policies side by side at chosen budgets"),
                   tr("A table of hit rate and prefill savings per policy at the budgets you pick, ready to "
                      "export as CSV or JSON."));
    addPlaceholder("requestStatsPage", tr("Request statistics"), tr("Distributions of the trace's requests"),
                   tr("The LMCache-style request panels: input and output lengths, reuse distance, arrivals "
                      "over time and per-request hit rate."));
    addPlaceholder(
        "tiersPage", tr("Tiers"), tr("HBM / DRAM / SSD breakdown"),
        tr("Where hits are served from (HBM, DRAM, SSD, shared pool) and what each tier's bandwidth "
           "means for prefill time."));
    addPlaceholder(
        "clusterPage", tr("Cluster"), tr("Racks x GPUs, pools and routing"),
        tr("A racks x GPUs heat map, per-rack pool usage and the effect of prefix-aware routing."));
    addPlaceholder("pdPage", tr("PD analysis"), tr("Prefill / decode disaggregation"),
                   tr("TTFT and TPOT percentiles against the P:D ratio and the KV transfer strategy."));
}

void AnalysisTabs::replacePlaceholder(const char* objectName, QWidget* page)
{
    for (int index = 0; index < count(); ++index) {
        QWidget* placeholder = widget(index);
        if (placeholder->objectName() != QLatin1String(objectName))
            continue;
        const QString title = tabText(index);
        const QString toolTip = tabToolTip(index);
        const bool current = currentIndex() == index;
        removeTab(index);
        delete placeholder; // now, so findChild() cannot find it under the same name
        insertTab(index, page, title);
        setTabToolTip(index, toolTip);
        if (current)
            setCurrentIndex(index);
        return;
    }
}

void AnalysisTabs::addPlaceholder(const char* objectName, const QString& title, const QString& toolTip,
                                  const QString& note)
{
    auto* page = new QWidget(this);
    page->setObjectName(QLatin1String(objectName));
    // The text sits in a card of bounded width, centred by stretches: word-wrapped labels only get
    // the right height when the layout, not an alignment flag, decides their width.
    auto* card = new QWidget(page);
    card->setMaximumWidth(540);
    auto* heading = new QLabel(title, card);
    QFont font = heading->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    font.setBold(true);
    heading->setFont(font);
    heading->setAlignment(Qt::AlignCenter);
    auto* text = new QLabel(note, card);
    text->setWordWrap(true);
    text->setAlignment(Qt::AlignCenter);
    auto* status = new QLabel(tr("Not implemented yet: this page is a placeholder."), card);
    status->setAlignment(Qt::AlignCenter);
    status->setEnabled(false); // greyed: it is a status, not content
    auto* cardLayout = new QVBoxLayout(card);
    cardLayout->addWidget(heading);
    cardLayout->addWidget(text);
    cardLayout->addSpacing(8);
    cardLayout->addWidget(status);

    auto* row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(card, 4);
    row->addStretch(1);
    auto* layout = new QVBoxLayout(page);
    layout->addStretch(1);
    layout->addLayout(row);
    layout->addStretch(2);
    const int index = addTab(page, title);
    setTabToolTip(index, toolTip);
}

} // namespace kvwb
