#include "analysis/AnalysisController.h"

#include "report/KvcacheAiReport.h"

#include <algorithm>

namespace kvwb {

namespace {

struct ExactPoints
{
    std::uint32_t capacity = 0;
    std::vector<std::pair<std::size_t, ReplayOutcome>> outcomes; ///< (curve index, replay)
};

} // namespace

AnalysisController::AnalysisController(QObject* parent)
    : QObject(parent), m_analysisJobs(new JobTracker(this)), m_exactJobs(new JobTracker(this))
{
    qRegisterMetaType<std::shared_ptr<const kvwb::AnalysisResult>>();
    m_policies = presetPolicies(m_semantics);
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(0);
    connect(&m_coalesce, &QTimer::timeout, this, &AnalysisController::startAnalysis);
    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleMs);
    connect(&m_settle, &QTimer::timeout, this, &AnalysisController::startExactReplay);
}

void AnalysisController::setTrace(TracePtr trace)
{
    m_trace = std::move(trace);
    scheduleAnalysis();
}

void AnalysisController::setBytesPerBlock(double bytesPerBlock)
{
    if (bytesPerBlock == m_bytesPerBlock)
        return;
    m_bytesPerBlock = bytesPerBlock;
    scheduleAnalysis();
}

void AnalysisController::setSemantics(SemanticsPreset semantics)
{
    if (semantics == m_semantics)
        return;
    m_semantics = semantics;
    const QStringList offered = presetPolicies(semantics);
    QStringList kept;
    for (const QString& p : m_policies)
        if (offered.contains(p))
            kept << p;
    m_policies = kept.isEmpty() ? offered : kept;
    scheduleAnalysis();
}

void AnalysisController::setPolicies(const QStringList& policies)
{
    if (policies == m_policies)
        return;
    m_policies = policies;
    scheduleAnalysis();
}

void AnalysisController::setBudgetGib(double gib)
{
    m_budgetGib = gib;
    updateReadout();
    Q_EMIT budgetChanged(gib, budgetBlocks());
    m_exactJobs->cancel();
    m_settle.start();
}

void AnalysisController::rerun()
{
    // Forgetting which trace the result came from stops the subset shortcut from answering
    // with the curves already shown.
    m_resultTrace.reset();
    scheduleAnalysis();
}

std::uint64_t AnalysisController::budgetBlocks() const
{
    return m_result ? m_result->blocksFor(m_budgetGib) : 0;
}

void AnalysisController::scheduleAnalysis()
{
    m_coalesce.start();
}

void AnalysisController::startAnalysis()
{
    m_exactJobs->cancel();
    if (!m_trace || !(m_bytesPerBlock > 0) || m_policies.isEmpty()) {
        m_analysisJobs->cancel();
        // Curves for inputs that no longer apply would mislead: show nothing instead.
        if (m_result)
            applyResult(nullptr, nullptr);
        return;
    }
    if (auto subset = subsetOfResult()) {
        // Unchecking policies or choosing another model needs no replay: the current curves
        // already hold the answer.
        m_analysisJobs->cancel();
        applyResult(std::move(subset), m_resultTrace);
        return;
    }
    AnalysisRequest request;
    request.trace = m_trace;
    request.semantics = m_semantics;
    request.policies = m_policies;
    request.bytesPerBlock = m_bytesPerBlock;
    Q_EMIT analysisStarted();
    m_analysisJobs->start(tr("Analysing %1").arg(semanticsLabel(m_semantics)),
                          runJob<std::shared_ptr<const AnalysisResult>>([request](const JobControl& control) {
                              return std::make_shared<const AnalysisResult>(runAnalysis(request, control));
                          }),
                          [this, trace = request.trace](JobOutcome<std::shared_ptr<const AnalysisResult>> outcome) {
                              if (!outcome.value) {
                                  if (!outcome.cancelled)
                                      Q_EMIT analysisFailed(outcome.error);
                                  return;
                              }
                              applyResult(*outcome.value, trace);
                          });
}

void AnalysisController::applyResult(std::shared_ptr<const AnalysisResult> result, TracePtr trace)
{
    m_result = std::move(result);
    m_resultTrace = std::move(trace);
    Q_EMIT resultChanged(m_result);
    updateReadout();
    if (m_result)
        m_settle.start();
}

std::shared_ptr<const AnalysisResult> AnalysisController::subsetOfResult() const
{
    if (!m_result || m_resultTrace != m_trace || m_result->semantics != m_semantics)
        return nullptr;
    auto subset = std::make_shared<AnalysisResult>(*m_result);
    // Replays count blocks; another model only changes what a block weighs in GiB.
    subset->bytesPerBlock = m_bytesPerBlock;
    subset->curves.clear();
    for (const QString& policy : m_policies) {
        const auto it = std::find_if(m_result->curves.begin(), m_result->curves.end(),
                                     [&](const PolicyCurve& c) { return c.policy() == policy; });
        if (it == m_result->curves.end())
            return nullptr;
        subset->curves.push_back(*it);
    }
    return subset;
}

void AnalysisController::startExactReplay()
{
    if (!m_result || !m_trace)
        return;
    const std::uint64_t blocks = budgetBlocks();
    std::vector<std::size_t> pending;
    for (std::size_t i = 0; i < m_result->curves.size(); ++i) {
        const CurveReading reading = m_result->curves[i].at(blocks);
        // Beyond the fill limit KVCache.AI measures nothing (a replay reports no hits): keep the
        // largest measured value rather than adding a false zero to the curve.
        if (!m_result->curves[i].isExact() && reading.interpolated && !reading.underfilled)
            pending.push_back(i);
    }
    if (pending.empty() || blocks == 0 || blocks > 0xffffffffu) {
        Q_EMIT readoutExact();
        return;
    }
    const auto capacity = std::uint32_t(blocks);
    const TracePtr trace = m_trace;
    const SemanticsPreset semantics = m_semantics;
    QStringList names;
    for (std::size_t i : pending)
        names << m_result->curves[i].policy();
    const std::shared_ptr<const AnalysisResult> basis = m_result;
    m_exactJobs->start(tr("Replaying %1 blocks exactly").arg(capacity),
                       runJob<ExactPoints>([=](const JobControl& control) {
                           ExactPoints points{capacity, {}};
                           for (qsizetype k = 0; k < names.size(); ++k)
                               points.outcomes.emplace_back(pending[std::size_t(k)],
                                                            replayExactPoint(*trace, semantics, names[k], capacity, control));
                           return points;
                       }),
                       [this, basis](JobOutcome<ExactPoints> outcome) {
                           if (!outcome.value || basis != m_result)
                               return; // a newer analysis replaced the curves meanwhile
                           auto updated = std::make_shared<AnalysisResult>(*m_result);
                           for (const auto& [index, replay] : outcome.value->outcomes)
                               updated->curves[index].addExactPoint(outcome.value->capacity, replay);
                           m_result = updated;
                           Q_EMIT resultChanged(m_result);
                           updateReadout();
                           Q_EMIT readoutExact();
                       });
}

void AnalysisController::updateReadout()
{
    m_readout.clear();
    if (m_result) {
        const std::uint64_t blocks = budgetBlocks();
        for (const PolicyCurve& curve : m_result->curves) {
            PolicyReadout r{curve.policy(), curve.at(blocks), 1.0};
            r.idealSpeedup = idealPrefillSpeedup(r.reading.hitRate());
            m_readout.push_back(r);
        }
    }
    Q_EMIT readoutChanged();
}

} // namespace kvwb
