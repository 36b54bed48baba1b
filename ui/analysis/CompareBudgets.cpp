#include "analysis/CompareBudgets.h"

#include "util/Format.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace kvwb {

CompareReplays replayCompareBudgets(const CompareReplayKey& key, const JobControl& control)
{
    CompareReplays out;
    if (key.semantics == SemanticsPreset::KvcacheAi) {
        const BudgetSweepSpec spec{key.budgetsGib, key.bytesPerBlock, key.policies, 0};
        BudgetSweepResult sweep = runBudgetSweep(key.trace, spec, control);
        for (const BudgetPoint& p : sweep.points)
            for (qsizetype k = 0; k < key.policies.size(); ++k)
                out.outcomes.emplace_back(key.policies[k], p.cacheBlocks, p.results[std::size_t(k)]);
        out.sweep = std::move(sweep);
        return out;
    }
    std::vector<std::uint32_t> capacities;
    for (double gib : key.budgetsGib)
        capacities.push_back(cacheBlocksFor(gib, key.bytesPerBlock));
    const CapacitySweep sweep = runCapacitySweep(*key.trace, key.policies, capacities, 0, control);
    for (qsizetype k = 0; k < key.policies.size(); ++k)
        for (std::uint32_t capacity : sweep.capacities)
            if (const ReplayOutcome* o = sweep.find(std::size_t(k), capacity))
                out.outcomes.emplace_back(key.policies[k], capacity, *o);
    return out;
}

std::vector<double> defaultCompareBudgets(const AnalysisResult& result)
{
    std::vector<double> budgets;
    if (!(result.bytesPerBlock > 0) || result.maxCapacity == 0)
        return budgets;
    const double top = result.gibFor(result.maxCapacity) * (1 + 1e-9);
    for (int e = int(std::ceil(std::log2(result.gibFor(1)) - 1e-9)); std::ldexp(1.0, e) <= top; ++e) {
        const double gib = std::ldexp(1.0, e);
        // KVCache.AI measures nothing once the cache cannot fill before the window: not meaningful.
        const std::uint64_t blocks = result.blocksFor(gib);
        if (std::any_of(result.curves.begin(), result.curves.end(),
                        [blocks](const PolicyCurve& c) { return c.at(blocks).underfilled; }))
            break;
        budgets.push_back(gib);
    }
    return budgets;
}

std::vector<double> normalizedCompareBudgets(std::vector<double> gib)
{
    std::erase_if(gib, [](double g) { return !(g > 0) || !std::isfinite(g); });
    return normalizedBudgets(std::move(gib));
}

std::optional<std::vector<double>> parseBudgetList(const QString& text, QString* error)
{
    std::vector<double> budgets;
    const QLocale local = displayLocale();
    // Commas separate budgets unless the locale writes decimals with them; then only ; and spaces.
    const bool commaDecimal = local.decimalPoint() == QLatin1String(",");
    const QRegularExpression separators(commaDecimal ? QStringLiteral("[;\\s]+")
                                                     : QStringLiteral("[,;\\s]+"));
    for (const QString& part : text.split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        double gib = QLocale::c().toDouble(part, &ok);
        if (!ok)
            gib = local.toDouble(part, &ok);
        if (!ok || !(gib > 0) || !std::isfinite(gib)) {
            if (error)
                *error = QCoreApplication::translate("kvwb::ComparePage",
                                                     "\"%1\" is not a budget in GiB (a positive number).")
                             .arg(part);
            return std::nullopt;
        }
        budgets.push_back(gib);
    }
    return normalizedCompareBudgets(std::move(budgets));
}

QString budgetListText(const std::vector<double>& gib)
{
    QStringList parts;
    for (double g : gib)
        parts << QString::number(g, 'g', 8); // C locale, so the text reads back exactly
    return parts.join(QStringLiteral(", "));
}

} // namespace kvwb
