#pragma once

#include "analysis/Analysis.h"
#include "replay/BudgetSweep.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <tuple>
#include <vector>

namespace kvwb {

/// What the Compare tab replays exactly: the inputs its readings depend on.
struct CompareReplayKey
{
    TracePtr trace;
    SemanticsPreset semantics = SemanticsPreset::KvcacheAi;
    double bytesPerBlock = 0;
    std::vector<double> budgetsGib;
    QStringList policies;
    bool operator==(const CompareReplayKey&) const = default;
};

/// The exact replays of a comparison, by (policy, capacity in blocks).
struct CompareReplays
{
    std::vector<std::tuple<QString, std::uint32_t, ReplayOutcome>> outcomes;
    std::optional<BudgetSweepResult> sweep; ///< KVCache.AI: the `kvwb run` sweep they came from
};

/**
 * Replays the key's policies at its budgets (call on a worker). KVCache.AI runs runBudgetSweep,
 * exactly as `kvwb run`, omission rule included; other presets replay their grid policies with
 * runCapacitySweep. Cancellation throws kvwb::Cancelled.
 */
CompareReplays replayCompareBudgets(const CompareReplayKey& key, const JobControl& control);

/// Powers of two from one cache block up to the largest budget every curve can measure.
std::vector<double> defaultCompareBudgets(const AnalysisResult& result);

/// Positive, finite budgets, ascending and without duplicates.
std::vector<double> normalizedCompareBudgets(std::vector<double> gib);

/// Parses "1, 2, 4" (commas, semicolons or spaces; C or display locale) into normalized budgets in
/// GiB; nullopt with *error naming the first bad entry.
std::optional<std::vector<double>> parseBudgetList(const QString& text, QString* error);

/// The list as parseBudgetList reads it back exactly ("0.5, 1, 2").
QString budgetListText(const std::vector<double>& gib);

} // namespace kvwb
