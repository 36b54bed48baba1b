#include "demo/DemoWorkload.h"

#include "trace/TraceBuilder.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace kvwb {

namespace {

// splitmix64: tiny, seedable and identical everywhere, unlike std:: distributions.
class Rng
{
public:
    explicit Rng(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }
    double exponential(double mean) { return -mean * std::log1p(-uniform()); }
    /// Log-normal with the given median and shape, clamped to [lo, hi].
    std::uint32_t lognormal(double median, double sigma, std::uint32_t lo, std::uint32_t hi)
    {
        const double u1 = std::max(uniform(), 1e-12);
        const double u2 = uniform();
        const double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
        const double v = median * std::exp(sigma * z);
        return std::uint32_t(std::clamp(v, double(lo), double(hi)));
    }
    std::uint32_t below(std::uint32_t n) { return std::uint32_t(next() % n); }

private:
    std::uint64_t m_state;
};

struct SystemPrompt
{
    std::uint32_t blocks;
    double weight;
};

// Four assistants with different system prompts; the popular ones are shared most.
constexpr SystemPrompt kSystemPrompts[] = {{16, 0.45}, {24, 0.30}, {40, 0.15}, {64, 0.10}};
constexpr std::uint64_t kSystemIdBase = 1'000'000;
constexpr std::uint64_t kConversationIdBase = 100'000'000;
constexpr std::uint64_t kBlocksPerConversation = 1 << 16;
constexpr std::uint64_t kPartialIdBase = 1ULL << 48;
constexpr std::uint32_t kMaxContextTokens = 32768;

struct DemoRequest
{
    double arrivalMs;
    std::uint32_t conversation;
    std::uint32_t systemPrompt;
    std::uint32_t inputTokens;
    std::uint32_t outputTokens;
};

std::uint32_t pickSystemPrompt(Rng& rng)
{
    double u = rng.uniform();
    for (std::uint32_t i = 0; i < std::size(kSystemPrompts); ++i) {
        u -= kSystemPrompts[i].weight;
        if (u < 0)
            return i;
    }
    return 0;
}

std::vector<DemoRequest> generateRequests(const DemoWorkloadSpec& spec, Rng& rng)
{
    std::vector<DemoRequest> requests;
    double start = 0;
    for (std::uint32_t c = 0; c < spec.conversations; ++c) {
        start += rng.exponential(1000.0 / spec.conversationsPerSecond);
        const std::uint32_t prompt = pickSystemPrompt(rng);
        std::uint32_t context = kSystemPrompts[prompt].blocks * spec.blockSize;
        double t = start;
        const double continueProbability = 1.0 - 1.0 / spec.meanTurns;
        do {
            const std::uint32_t user = rng.lognormal(180, 0.9, 8, 4000);
            const std::uint32_t output = rng.lognormal(300, 0.7, 16, 2000);
            if (context + user > kMaxContextTokens)
                break;
            context += user;
            requests.push_back({t, c, prompt, context, output});
            context += output;
            // Decode time (about 25 ms/token) plus the user's think time before the next turn.
            t += output * 25.0 + rng.exponential(spec.meanThinkSeconds * 1000.0);
        } while (rng.uniform() < continueProbability);
    }
    std::stable_sort(requests.begin(), requests.end(),
                     [](const DemoRequest& a, const DemoRequest& b) { return a.arrivalMs < b.arrivalMs; });
    return requests;
}

} // namespace

TracePtr makeDemoWorkload(const DemoWorkloadSpec& spec)
{
    Rng rng(spec.seed);
    const std::vector<DemoRequest> requests = generateRequests(spec, rng);

    TraceBuilder builder(TraceFormat::Demo);
    Trace& trace = builder.trace();
    trace.source = QCoreApplication::translate("kvwb", "demo workload");
    trace.blockSize = spec.blockSize;
    HashIdInterner& ids = builder.hashIds();
    std::vector<BlockId> raw;
    std::vector<std::uint32_t> weights;
    std::uint64_t partialCounter = 0;
    for (const DemoRequest& r : requests) {
        const std::uint32_t systemBlocks = kSystemPrompts[r.systemPrompt].blocks;
        const std::uint32_t fullBlocks = r.inputTokens / spec.blockSize;
        const std::uint32_t remainder = r.inputTokens % spec.blockSize;
        raw.clear();
        weights.clear();
        for (std::uint32_t i = 0; i < fullBlocks; ++i) {
            const std::uint64_t id = i < systemBlocks
                                         ? kSystemIdBase * (r.systemPrompt + 1) + i
                                         : kConversationIdBase + r.conversation * kBlocksPerConversation + i;
            raw.push_back(ids.internInteger(id));
            weights.push_back(spec.blockSize);
        }
        if (remainder > 0) {
            raw.push_back(ids.internInteger(kPartialIdBase + partialCounter++));
            weights.push_back(remainder);
        }
        RequestMeta meta;
        meta.inputLength = r.inputTokens;
        meta.outputLength = r.outputTokens;
        meta.timestampMs = std::round(r.arrivalMs);
        meta.session = builder.internSession(QStringLiteral("chat-%1").arg(r.conversation));
        builder.addRequest(meta, raw, weights);
    }
    return builder.finish();
}

} // namespace kvwb
