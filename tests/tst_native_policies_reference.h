// Reference models of the native eviction policies for tst_native_policies: each policy written
// again in the most obvious way (std::list / std::deque / std::vector scans, no cleverness),
// straight from the papers' pseudocode, plus the native request loop they are driven by. They
// must stay independent of the engine's classes: only the trie node ids come from the engine
// (Belady breaks full-key ties by node id, so both sides must number nodes alike).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <deque>
#include <list>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace ref {

using Node = std::uint32_t;

/// What a policy may know about one access: Belady needs the next request holding the node
/// (requests + 1 if none) and the node's depth in the prefix trie.
struct Access
{
    Node node;
    std::uint32_t nextUse;
    std::uint32_t depth;
};

class Model
{
public:
    virtual ~Model() = default;
    virtual bool contains(Node n) const = 0;
    virtual void access(const Access& a) = 0;
    virtual std::size_t size() const = 0;
    std::uint64_t evictions = 0;
};

template <typename C> bool has(const C& c, Node n)
{
    return std::find(c.begin(), c.end(), n) != c.end();
}

/// LRU: front is the most recent block.
class Lru : public Model
{
public:
    explicit Lru(std::size_t capacity) : m_capacity(capacity) {}
    bool contains(Node n) const override { return has(m_list, n); }
    std::size_t size() const override { return m_list.size(); }
    void access(const Access& a) override
    {
        if (contains(a.node)) {
            m_list.remove(a.node);
        } else if (m_list.size() >= m_capacity) {
            m_list.pop_back();
            ++evictions;
        }
        m_list.push_front(a.node);
    }

private:
    std::size_t m_capacity;
    std::list<Node> m_list;
};

/// ARC, Megiddo & Modha (FAST'03), Fig. 4 "ARC(c)", cases I-IV and REPLACE; fronts are MRU.
class Arc : public Model
{
public:
    explicit Arc(std::size_t capacity) : m_c(capacity) {}
    bool contains(Node n) const override { return has(m_t1, n) || has(m_t2, n); }
    std::size_t size() const override { return m_t1.size() + m_t2.size(); }
    void access(const Access& a) override
    {
        const Node x = a.node;
        const double c = double(m_c);
        if (contains(x)) { // Case I
            m_t1.remove(x);
            m_t2.remove(x);
            m_t2.push_front(x);
        } else if (has(m_b1, x)) { // Case II: delta1 = 1 if |B1| >= |B2|, else |B2|/|B1|
            const double d = m_b1.size() >= m_b2.size() ? 1.0 : double(m_b2.size()) / double(m_b1.size());
            m_p = std::min(m_p + d, c);
            replace(false);
            m_b1.remove(x);
            m_t2.push_front(x);
        } else if (has(m_b2, x)) { // Case III: delta2 = 1 if |B2| >= |B1|, else |B1|/|B2|
            const double d = m_b2.size() >= m_b1.size() ? 1.0 : double(m_b1.size()) / double(m_b2.size());
            m_p = std::max(m_p - d, 0.0);
            replace(true);
            m_b2.remove(x);
            m_t2.push_front(x);
        } else { // Case IV
            const std::size_t l1 = m_t1.size() + m_b1.size();
            const std::size_t all = l1 + m_t2.size() + m_b2.size();
            if (l1 == m_c) { // Case A: L1 has exactly c pages
                if (m_t1.size() < m_c) {
                    m_b1.pop_back();
                    replace(false);
                } else {
                    m_t1.pop_back();
                    ++evictions;
                }
            } else if (all >= m_c) { // Case B: |L1| < c
                if (all == 2 * m_c)
                    m_b2.pop_back();
                replace(false);
            }
            m_t1.push_front(x);
        }
    }

private:
    void replace(bool xInB2)
    {
        const double t1 = double(m_t1.size());
        if (!m_t1.empty() && ((xInB2 && t1 == m_p) || t1 > m_p)) {
            m_b1.push_front(m_t1.back());
            m_t1.pop_back();
        } else {
            if (m_t2.empty()) // the paper's invariants make this unreachable
                throw std::logic_error("ARC REPLACE with an empty T2");
            m_b2.push_front(m_t2.back());
            m_t2.pop_back();
        }
        ++evictions;
    }

    std::size_t m_c;
    double m_p = 0;
    std::list<Node> m_t1, m_t2, m_b1, m_b2;
};

/// S3-FIFO, Yang et al. (SOSP'23), Algorithm 1, with the workbench's parameters: S is 10% of
/// the cache rounded, at least one block (s = max(1, round(c / 10))): evict from S while
/// |S| >= s; M's target is c - s and G remembers that many ids; a block moves from S to M if it
/// was accessed at least once since insertion (the move clears its counter, as the paper's
/// text says), M reinserts blocks with a count > 0, decrementing it. Fronts are the heads
/// (newest), backs the tails.
///
/// EVICTS loops until a block leaves S for G: a promotion that overfills M evicts from M
/// ("if M is full then evictM()") and the loop still goes on (`evicted` is only set on the G
/// path), as in the paper and in libCacheSim's S3FIFOv0.c.
class S3Fifo : public Model
{
public:
    explicit S3Fifo(std::size_t capacity)
        : m_c(capacity), m_s(std::max<std::size_t>(1, std::size_t(std::lround(0.1 * double(capacity))))),
          m_mainTarget(capacity - std::min(capacity, m_s))
    {
    }
    bool contains(Node n) const override { return has(m_small, n) || has(m_main, n); }
    std::size_t size() const override { return m_small.size() + m_main.size(); }
    void access(const Access& a) override
    {
        const Node x = a.node;
        if (contains(x)) {
            m_freq[x] = std::min(m_freq[x] + 1, 3);
            return;
        }
        while (size() >= m_c)
            evict();
        if (has(m_ghost, x)) {
            m_ghost.erase(std::find(m_ghost.begin(), m_ghost.end(), x));
            m_main.push_front(x);
        } else {
            m_small.push_front(x);
        }
        m_freq[x] = 0;
    }

private:
    void evict()
    {
        if (m_small.size() >= m_s)
            evictS();
        else
            evictM();
    }
    void evictS()
    {
        bool evicted = false;
        while (!evicted && !m_small.empty()) {
            const Node t = m_small.back();
            m_small.pop_back();
            if (m_freq[t] > 0) {
                m_freq[t] = 0;
                m_main.push_front(t);
                if (m_main.size() > m_mainTarget) // M is full
                    evictM();
            } else {
                m_ghost.push_front(t);
                if (m_ghost.size() > m_mainTarget)
                    m_ghost.pop_back();
                evicted = true;
                ++evictions;
            }
        }
    }
    void evictM()
    {
        while (!m_main.empty()) {
            const Node t = m_main.back();
            m_main.pop_back();
            if (m_freq[t] > 0) {
                --m_freq[t];
                m_main.push_front(t);
            } else {
                ++evictions;
                return;
            }
        }
    }

    std::size_t m_c, m_s, m_mainTarget;
    std::deque<Node> m_small, m_main, m_ghost;
    std::map<Node, int> m_freq;
};

/// SIEVE, Zhang et al. (NSDI'24), Algorithm 1. m_q[0] is the tail (oldest), m_q.back() the
/// head (newest); o.prev (towards the head) is index + 1; the hand is an index or none.
class Sieve : public Model
{
public:
    explicit Sieve(std::size_t capacity) : m_c(capacity) {}
    bool contains(Node n) const override { return find(n) != m_q.size(); }
    std::size_t size() const override { return m_q.size(); }
    void access(const Access& a) override
    {
        const std::size_t i = find(a.node);
        if (i != m_q.size()) {
            m_q[i].visited = true;
            return;
        }
        if (m_q.size() >= m_c) {
            std::size_t o = m_hand < 0 ? 0 : std::size_t(m_hand);
            while (m_q[o].visited) {
                m_q[o].visited = false;
                o = o + 1 == m_q.size() ? 0 : o + 1;
            }
            m_q.erase(m_q.begin() + std::ptrdiff_t(o)); // o.prev now sits at index o
            m_hand = o < m_q.size() ? std::ptrdiff_t(o) : -1;
            ++evictions;
        }
        m_q.push_back({a.node, false});
    }

private:
    struct Entry
    {
        Node node;
        bool visited;
    };
    std::size_t find(Node n) const
    {
        for (std::size_t i = 0; i < m_q.size(); ++i)
            if (m_q[i].node == n)
                return i;
        return m_q.size();
    }
    std::size_t m_c;
    std::vector<Entry> m_q;
    std::ptrdiff_t m_hand = -1;
};

/// LFU over in-cache counts: evict the smallest (count, last access time).
class Lfu : public Model
{
public:
    explicit Lfu(std::size_t capacity) : m_c(capacity) {}
    bool contains(Node n) const override
    {
        return std::any_of(m_items.begin(), m_items.end(), [n](const Item& i) { return i.node == n; });
    }
    std::size_t size() const override { return m_items.size(); }
    void access(const Access& a) override
    {
        ++m_clock;
        for (Item& i : m_items)
            if (i.node == a.node) {
                ++i.count;
                i.last = m_clock;
                return;
            }
        if (m_items.size() >= m_c) {
            const auto victim =
                std::min_element(m_items.begin(), m_items.end(), [](const Item& l, const Item& r) {
                    return l.count != r.count ? l.count < r.count : l.last < r.last;
                });
            m_items.erase(victim);
            ++evictions;
        }
        m_items.push_back({a.node, 1, m_clock});
    }

private:
    struct Item
    {
        Node node;
        std::uint64_t count, last;
    };
    std::size_t m_c;
    std::uint64_t m_clock = 0;
    std::vector<Item> m_items;
};

/// CLOCK as FIFO with second chance (the ring with its hand, unrolled into a queue that starts
/// at the hand): a victim candidate with its bit set goes to the back with the bit cleared;
/// new blocks enter at the back with a clear bit.
class Clock : public Model
{
public:
    explicit Clock(std::size_t capacity) : m_c(capacity) {}
    bool contains(Node n) const override
    {
        return std::any_of(m_q.begin(), m_q.end(), [n](const auto& e) { return e.first == n; });
    }
    std::size_t size() const override { return m_q.size(); }
    void access(const Access& a) override
    {
        for (auto& e : m_q)
            if (e.first == a.node) {
                e.second = true;
                return;
            }
        if (m_q.size() >= m_c) {
            while (m_q.front().second) {
                m_q.push_back({m_q.front().first, false});
                m_q.pop_front();
            }
            m_q.pop_front();
            ++evictions;
        }
        m_q.push_back({a.node, false});
    }

private:
    std::size_t m_c;
    std::deque<std::pair<Node, bool>> m_q;
};

/// Belady's MIN with the workbench's rules: the candidates are the cached blocks and the missing
/// one; the largest (next use, depth) goes, so among blocks needed by the same request the
/// deeper goes first; if that is the missing block (also on a full tie), it is not admitted;
/// among cached blocks with equal keys the larger node id goes.
class Belady : public Model
{
public:
    explicit Belady(std::size_t capacity) : m_c(capacity) {}
    bool contains(Node n) const override
    {
        return std::any_of(m_items.begin(), m_items.end(), [n](const Access& i) { return i.node == n; });
    }
    std::size_t size() const override { return m_items.size(); }
    void access(const Access& a) override
    {
        for (Access& i : m_items)
            if (i.node == a.node) {
                i = a;
                return;
            }
        if (m_items.size() >= m_c) {
            auto key = [](const Access& i) { return std::tuple(i.nextUse, i.depth, i.node); };
            const auto victim =
                std::max_element(m_items.begin(), m_items.end(),
                                 [&](const Access& l, const Access& r) { return key(l) < key(r); });
            if (std::pair(a.nextUse, a.depth) >= std::pair(victim->nextUse, victim->depth))
                return;
            m_items.erase(victim);
            ++evictions;
        }
        m_items.push_back(a);
    }

private:
    std::size_t m_c;
    std::vector<Access> m_items;
};

inline std::unique_ptr<Model> makeModel(const std::string& policy, std::size_t capacity)
{
    if (policy == "tail-lru")
        return std::make_unique<Lru>(capacity);
    if (policy == "arc")
        return std::make_unique<Arc>(capacity);
    if (policy == "s3fifo")
        return std::make_unique<S3Fifo>(capacity);
    if (policy == "sieve")
        return std::make_unique<Sieve>(capacity);
    if (policy == "lfu")
        return std::make_unique<Lfu>(capacity);
    if (policy == "clock")
        return std::make_unique<Clock>(capacity);
    if (policy == "belady")
        return std::make_unique<Belady>(capacity);
    throw std::invalid_argument("no reference model for " + policy);
}

struct Outcome
{
    std::uint64_t hitTokens = 0, totalTokens = 0, evictions = 0;
    bool filledBeforeWindow = false;
};

/// A trace as the models see it: per request, its trie nodes in prefix order and their tokens.
struct Requests
{
    std::vector<std::vector<Node>> nodes;
    std::vector<std::vector<std::uint32_t>> weights;
};

/// The native request loop, written out again: the first floor(n/2) requests warm up; a measured
/// request hits the tokens of its leading cached blocks; then every block of the request is
/// accessed deepest-first; a cache that never filled before the window reports no hits.
inline Outcome replay(const Requests& t, const std::string& policy, std::size_t capacity)
{
    const std::size_t n = t.nodes.size();
    const std::size_t warmup = n / 2;
    const std::unique_ptr<Model> model = makeModel(policy, capacity);
    Outcome out;
    bool filled = false;
    for (std::size_t r = 0; r < n; ++r) {
        const std::vector<Node>& blocks = t.nodes[r];
        if (r >= warmup) {
            bool prefix = true;
            for (std::size_t i = 0; i < blocks.size(); ++i) {
                prefix = prefix && model->contains(blocks[i]);
                out.hitTokens += prefix ? t.weights[r][i] : 0;
                out.totalTokens += t.weights[r][i];
            }
        }
        if (capacity > 0) {
            for (std::size_t i = blocks.size(); i-- > 0;) {
                std::uint32_t next = std::uint32_t(n + 1);
                for (std::size_t later = r + 1; later < n && next == n + 1; ++later)
                    if (has(t.nodes[later], blocks[i]))
                        next = std::uint32_t(later);
                model->access({blocks[i], next, std::uint32_t(i + 1)});
            }
            filled = filled || model->size() >= capacity;
        }
        if (r + 1 == warmup)
            out.filledBeforeWindow = filled;
    }
    out.evictions = model->evictions;
    if (!out.filledBeforeWindow)
        out.hitTokens = 0;
    return out;
}

} // namespace ref
