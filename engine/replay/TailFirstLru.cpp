#include "replay/TailFirstLru.h"

#include <vector>

namespace kvwb {

ReplayOutcome replayTailFirstLru(const Trace& t, std::uint64_t capacity, std::size_t measureFrom,
                                 const JobControl& control)
{
    constexpr BlockId kNil = 0xffffffffu;
    // Intrusive recency list over trie nodes; m_prev points towards the MRU end.
    std::vector<BlockId> towardsMru(t.trieNodes, kNil), towardsLru(t.trieNodes, kNil);
    std::vector<std::uint8_t> present(t.trieNodes, 0);
    BlockId mru = kNil, lru = kNil;
    std::uint64_t size = 0;
    ReplayOutcome out;
    auto unlink = [&](BlockId b) {
        const BlockId up = towardsMru[b], down = towardsLru[b];
        (up == kNil ? mru : towardsLru[up]) = down;
        (down == kNil ? lru : towardsMru[down]) = up;
    };
    auto pushMru = [&](BlockId b) {
        towardsMru[b] = kNil;
        towardsLru[b] = mru;
        (mru == kNil ? lru : towardsMru[mru]) = b;
        mru = b;
    };
    for (std::size_t r = 0; r < t.requestCount(); ++r) {
        const EventIndex begin = t.requestStart[r];
        const EventIndex end = t.requestStart[r + 1];
        if (r >= measureFrom) {
            EventIndex e = begin;
            for (; e < end && present[t.pathId[e]]; ++e)
                out.hitTokens += t.weight[e];
            for (EventIndex k = begin; k < end; ++k)
                out.totalTokens += t.weight[k];
        }
        if (capacity == 0)
            continue;
        for (EventIndex e = end; e-- > begin;) {
            const BlockId b = t.pathId[e];
            if (present[b]) {
                unlink(b);
            } else {
                if (size >= capacity) {
                    const BlockId victim = lru;
                    unlink(victim);
                    present[victim] = 0;
                    --size;
                    ++out.evictions;
                }
                present[b] = 1;
                ++size;
            }
            pushMru(b);
        }
        if (r + 1 == measureFrom || (measureFrom == 0 && r == 0))
            out.filledBeforeWindow = size >= capacity;
        if ((r & 1023) == 1023)
            control.throwIfCancelled();
    }
    return out;
}

} // namespace kvwb
