#pragma once

#include "trace/TraceSummary.h"

#include <QWidget>

#include <vector>

class QFormLayout;
class QLabel;
class QSpinBox;
class QChartView;

namespace kvwb {

/// The Trace dock: what the loaded trace holds, its validation warnings, and the block size
/// used for traces that declare none.
class TracePanel : public QWidget
{
    Q_OBJECT
public:
    explicit TracePanel(QWidget* parent = nullptr);

    /// Shows `summary`; `paths` is empty for the built-in demo workload.
    void showTrace(const TraceSummary& summary, const QStringList& paths);

    /// The input-length histogram (requests' input tokens; outliers above the 99.5th percentile
    /// are left out so the bulk stays readable).
    void showInputLengths(const std::vector<std::uint32_t>& inputLengths);

    std::uint32_t fallbackBlockSize() const;
    void setFallbackBlockSize(std::uint32_t tokens);

Q_SIGNALS:
    /// The user asks to load the current trace again (e.g. with another fallback block size).
    void reloadRequested();

private:
    QLabel* addValue(const char* objectName, const QString& label, const QString& toolTip);
    void addSection(const QString& title);
    void addBlockSizeRow();
    void setWarningCount(QLabel* label, std::uint64_t count);

    QFormLayout* m_form;
    QLabel* m_note;
    QLabel* m_file;
    QLabel* m_format;
    QLabel* m_requests;
    QLabel* m_blockEvents;
    QLabel* m_uniqueBlocks;
    QLabel* m_rawUnique;
    QLabel* m_blockSize;
    QLabel* m_totalTokens;
    QLabel* m_averageInput;
    QLabel* m_timeSpan;
    QLabel* m_sessions;
    QLabel* m_chunkBytes;
    QLabel* m_memory;
    QLabel* m_parseErrors;
    QLabel* m_skipped;
    QSpinBox* m_fallbackBlockSize;
    QChartView* m_histogram;
};

} // namespace kvwb
