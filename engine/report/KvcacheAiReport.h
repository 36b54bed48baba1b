#pragma once

#include "model/KvCalculator.h"
#include "replay/BudgetSweep.h"
#include "trace/TraceSummary.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace kvwb {

/// The run's inputs as the KVCache.AI report prints them.
struct KvcacheAiRunInfo
{
    QString modelId;
    QString modelLabel;
    QString precision;
    QString precisionLabel;
    std::optional<QString> indexerPrecision;
    std::optional<QString> indexerPrecisionLabel;
    bool includeDraftKvCache = false;
    std::uint32_t blockSize = 0;
    double bytesPerToken = 0;
    double bytesPerBlock = 0;
    std::uint32_t estimateTokens = 0;
    std::uint64_t requestCount = 0;
    std::uint64_t eventCount = 0;
    std::uint64_t rawUniqueBlocks = 0;
    double averageInputTokens = 0;
    std::uint64_t parseErrors = 0;
    std::uint64_t skippedRecords = 0;
    QString backend = QStringLiteral("kvwb");
};

/// The run info of one model accounting over one trace (what the CLI and the window export).
KvcacheAiRunInfo kvcacheAiRunInfo(const ModelSpec& model, const KvFootprint& footprint, bool includeDraftKvCache,
                                  std::uint32_t estimateTokens, std::uint32_t blockSize, const TraceSummary& trace);

double hitRate(const ReplayOutcome& o);
/// min(1000, 1 / max(1 - clamp(hitRate, 0, 1), 0.001)).
double idealPrefillSpeedup(double rate);

/// The `--format json` document of `kvcache-simulator run` (same keys and values).
QJsonObject kvcacheAiJson(const KvcacheAiRunInfo& info, const BudgetSweepResult& result);
/// The `--format table` text of `kvcache-simulator run`.
QString kvcacheAiTable(const KvcacheAiRunInfo& info, const BudgetSweepResult& result);
/// One row per (budget, policy): gib, cacheBlocks, policy, hitTokens, totalTokens, hitRate, speedup.
QString kvcacheAiCsv(const BudgetSweepResult& result);

} // namespace kvwb
