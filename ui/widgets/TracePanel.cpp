#include "widgets/TracePanel.h"

#include "charts/ChartImage.h"
#include "charts/ChartPalette.h"
#include "util/Format.h"

#include <QChart>
#include <QChartView>
#include <QValueAxis>

#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace kvwb {

TracePanel::TracePanel(QWidget* parent)
    : QWidget(parent), m_form(new QFormLayout), m_note(new QLabel(this)), m_histogram(new QChartView(this))
{
    setObjectName(QStringLiteral("tracePanel"));
    m_note->setObjectName(QStringLiteral("traceNote"));
    m_note->setWordWrap(true);
    m_note->setText(tr("No trace loaded yet."));

    m_form->setLabelAlignment(Qt::AlignLeft);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setHorizontalSpacing(16);
    m_form->setVerticalSpacing(3);

    m_file =
        addValue("fileValue", tr("File"), tr("The trace file(s) shown; the full path is in this tooltip"));
    m_format = addValue("formatValue", tr("Format"), tr("The reader that parsed the trace"));
    addSection(tr("Contents"));
    m_requests = addValue("requestsValue", tr("Requests"), tr("Accepted requests (trace records)"));
    m_blockEvents =
        addValue("blockEventsValue", tr("Block events"), tr("Block references over all requests"));
    m_uniqueBlocks = addValue("uniqueBlocksValue", tr("Unique blocks"),
                              tr("Distinct prefix-trie nodes: a block counts as the same only with the same "
                                 "prefix before it (KVCache.AI identity)"));
    m_rawUnique = addValue("rawUniqueValue", tr("Raw unique ids"),
                           tr("Distinct hash ids regardless of their prefix (LMCache identity)"));
    m_blockSize =
        addValue("blockSizeValue", tr("Block size"), tr("Tokens per block (chunk size for LMCache logs)"));
    m_totalTokens = addValue("totalTokensValue", tr("Total tokens"),
                             tr("Tokens the blocks stand for (sum of sequence lengths for LMCache logs)"));
    m_averageInput = addValue("averageInputValue", tr("Avg input tokens"), tr("Total tokens per request"));
    m_timeSpan = addValue("timeSpanValue", tr("Time span"), tr("From the first to the last timestamp"));
    m_sessions = addValue("sessionsValue", tr("Sessions"), tr("Distinct session ids in the trace"));
    m_chunkBytes = addValue("chunkBytesValue", tr("KV bytes / chunk"),
                            tr("From the first record's shapes and dtypes (LMCache logs)"));
    m_memory = addValue("memoryValue", tr("Memory"), tr("Memory the loaded trace takes in this process"));
    addSection(tr("Validation"));
    m_parseErrors =
        addValue("parseErrorsValue", tr("Parse errors"), tr("Lines that are not valid JSON; skipped"));
    m_skipped = addValue("skippedValue", tr("Skipped records"),
                         tr("Records without blocks (no hash ids), skipped as the reference tools do"));
    addSection(tr("Loading"));
    addBlockSizeRow();

    m_histogram->setObjectName(QStringLiteral("inputLengthHistogram"));
    m_histogram->setRenderHint(QPainter::Antialiasing);
    m_histogram->setMinimumHeight(200);
    m_histogram->setToolTip(tr("How long the requests' inputs are (tokens); the longest 0.5% are left out"));
    m_histogram->hide();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_note);
    layout->addLayout(m_form);
    layout->addWidget(m_histogram, 1);
    layout->addStretch(0);
}

void TracePanel::showInputLengths(const std::vector<std::uint32_t>& inputLengths)
{
    if (inputLengths.empty()) {
        m_histogram->hide();
        return;
    }
    std::vector<double> values(inputLengths.begin(), inputLengths.end());
    std::vector<double> sorted = values;
    const std::size_t cut = std::min(sorted.size() - 1, sorted.size() * 995 / 1000);
    std::nth_element(sorted.begin(), sorted.begin() + std::ptrdiff_t(cut), sorted.end());
    const double hi = std::max(1.0, sorted[cut]);
    QChart* chart = histogramChart(tr("Input length per request"), binEqual(values, 0, hi, 30), tr("Input tokens"),
                                   tr("Requests"), true);
    // Dock-sized text: the figure style is made for full-page report figures.
    chart->setTitleFont(FigureStyle::font(13, QFont::DemiBold));
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(FigureStyle::font(10));
        axis->setTitleFont(FigureStyle::font(11));
        if (auto* valueAxis = qobject_cast<QValueAxis*>(axis); valueAxis && axis->orientation() == Qt::Horizontal)
            valueAxis->setTickCount(3); // a narrow dock has room for few long labels
    }
    applyPaletteToChart(chart, palette()); // the figure style is light; the dock may be dark
    QChart* old = m_histogram->chart();
    m_histogram->setChart(chart);
    delete old;
    m_histogram->show();
}

QLabel* TracePanel::addValue(const char* objectName, const QString& label, const QString& toolTip)
{
    auto* value = new QLabel(QStringLiteral("-"), this);
    value->setObjectName(QLatin1String(objectName));
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setToolTip(toolTip);
    auto* name = new QLabel(label, this);
    name->setToolTip(toolTip);
    m_form->addRow(name, value);
    return value;
}

void TracePanel::addSection(const QString& title)
{
    auto* header = new QLabel(title, this);
    QFont font = header->font();
    font.setBold(true);
    header->setFont(font);
    header->setContentsMargins(0, 8, 0, 0);
    m_form->addRow(header);
}

void TracePanel::addBlockSizeRow()
{
    m_fallbackBlockSize = new QSpinBox(this);
    m_fallbackBlockSize->setObjectName(QStringLiteral("fallbackBlockSize"));
    m_fallbackBlockSize->setRange(1, 1 << 20);
    m_fallbackBlockSize->setValue(512);
    m_fallbackBlockSize->setSuffix(tr(" tokens"));
    m_fallbackBlockSize->setGroupSeparatorShown(true);
    m_fallbackBlockSize->setToolTip(tr("Tokens per block for Mooncake traces without a block_size field "
                                       "(Mooncake uses 512). Takes effect when a trace is (re)loaded."));
    auto* reload = new QToolButton(this);
    reload->setObjectName(QStringLiteral("reloadTraceButton"));
    reload->setText(tr("Reload"));
    reload->setToolTip(tr("Load the current trace again with this block size"));
    connect(reload, &QToolButton::clicked, this, &TracePanel::reloadRequested);

    auto* row = new QHBoxLayout;
    row->addWidget(m_fallbackBlockSize, 1);
    row->addWidget(reload);
    auto* label = new QLabel(tr("Block size if the\ntrace declares none"), this);
    label->setToolTip(m_fallbackBlockSize->toolTip());
    m_form->addRow(label, row);
}

std::uint32_t TracePanel::fallbackBlockSize() const
{
    return std::uint32_t(m_fallbackBlockSize->value());
}

void TracePanel::setFallbackBlockSize(std::uint32_t tokens)
{
    m_fallbackBlockSize->setValue(
        int(std::min<std::uint32_t>(tokens, std::uint32_t(m_fallbackBlockSize->maximum()))));
}

void TracePanel::showTrace(const TraceSummary& s, const QStringList& paths)
{
    if (paths.isEmpty()) {
        m_note->setText(tr("<b>Built-in demo workload</b>: synthetic multi-turn chat. Open a trace with "
                           "Ctrl+O or drop a file onto the window to replace it."));
        m_note->setToolTip(QString());
        m_file->setText(tr("Demo workload"));
        m_file->setToolTip(tr("Generated in memory; no file"));
    } else {
        // The folder tells traces of the same name apart; the full paths are in the file tooltip.
        const QString folder = QDir::toNativeSeparators(QFileInfo(paths.first()).absolutePath());
        m_note->setText(tr("From %1").arg(m_note->fontMetrics().elidedText(folder, Qt::ElideMiddle, 300)));
        m_note->setToolTip(folder);
        QString name = QFileInfo(paths.first()).fileName();
        if (paths.size() > 1)
            name = tr("%1 and %n more", nullptr, int(paths.size() - 1)).arg(name);
        m_file->setText(name);
        QStringList native;
        for (const QString& path : paths)
            native << QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
        m_file->setToolTip(native.join(QLatin1Char('\n')));
    }
    m_format->setText(s.format);
    m_requests->setText(formatCount(s.requests));
    m_blockEvents->setText(formatCount(s.blockEvents));
    m_uniqueBlocks->setText(formatCount(s.uniqueBlocks));
    m_rawUnique->setText(formatCount(s.rawUniqueBlocks));
    m_blockSize->setText(tr("%1 tokens").arg(formatCount(s.blockSize)));
    m_totalTokens->setText(formatCount(s.totalTokens));
    m_averageInput->setText(formatNumber(s.averageInputTokens, 1));
    m_timeSpan->setText(s.timeSpanSeconds > 0 ? formatDuration(s.timeSpanSeconds) : tr("no timestamps"));
    m_sessions->setText(formatCount(s.sessions));
    m_form->setRowVisible(m_sessions, s.sessions > 0);
    m_chunkBytes->setText(formatBytes(s.kvBytesPerChunk));
    m_form->setRowVisible(m_chunkBytes, s.kvBytesPerChunk > 0);
    m_memory->setText(formatBytes(double(s.memoryBytes)));
    setWarningCount(m_parseErrors, s.parseErrors);
    setWarningCount(m_skipped, s.skippedRecords);
}

void TracePanel::setWarningCount(QLabel* label, std::uint64_t count)
{
    label->setText(formatCount(count));
    // Non-zero counts mean the replay does not see the whole file; make that hard to miss.
    label->setStyleSheet(count > 0 ? QStringLiteral("QLabel { color: #c0392b; font-weight: bold; }")
                                   : QString());
}

} // namespace kvwb
