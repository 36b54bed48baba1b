// The native-semantics eviction policies (semantics.md section 3) against hand-computed cases,
// against reference models written again from the papers (tst_native_policies_reference.h) on
// random prefix-sharing traces, against Belady's bound on the Mooncake traces, and against a
// golden table; tail-first LRU also against its single-capacity replay and the one-pass curve.
//
// Golden table: tests/golden/native_policies_mooncake_synthetic.txt. After a deliberate change
// of a policy, regenerate it with
//     KVWB_REGENERATE_GOLDEN=1 ./tst_native_policies goldenTable
// and review the diff like code: every changed number is a behaviour change.
#include "TestFiles.h"
#include "tst_native_policies_reference.h"

#include "curve/OnePassCurve.h"
#include "io/TraceLoader.h"
#include "replay/PolicyRegistry.h"
#include "replay/ReplayIndex.h"
#include "replay/TailFirstLru.h"
#include "trace/TraceBuilder.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <random>
#include <set>

using namespace kvwb;

namespace {

const char* const kNative[] = {"tail-lru", "arc", "s3fifo", "sieve", "lfu", "clock", "belady"};

/// A small trace as raw hash ids per request (one token per block).
using Hashes = std::vector<std::vector<std::uint32_t>>;

TracePtr buildTrace(const Hashes& requests)
{
    TraceBuilder b(TraceFormat::Demo);
    for (const auto& ids : requests) {
        std::vector<BlockId> raw;
        for (std::uint32_t h : ids)
            raw.push_back(b.hashIds().internInteger(h));
        const std::vector<std::uint32_t> ones(raw.size(), 1);
        RequestMeta meta;
        meta.inputLength = std::uint32_t(raw.size());
        b.addRequest(meta, raw, ones);
    }
    b.trace().blockSize = 1;
    return b.finish();
}

/// The models see the engine's trie node ids (see the header's note) and weights.
ref::Requests modelView(const Trace& t)
{
    ref::Requests r;
    for (std::size_t q = 0; q < t.requestCount(); ++q) {
        r.nodes.emplace_back(t.pathId.begin() + std::ptrdiff_t(t.requestStart[q]),
                             t.pathId.begin() + std::ptrdiff_t(t.requestStart[q + 1]));
        r.weights.emplace_back(t.weight.begin() + std::ptrdiff_t(t.requestStart[q]),
                               t.weight.begin() + std::ptrdiff_t(t.requestStart[q + 1]));
    }
    return r;
}

ReplayOutcome runEngine(const Trace& t, const char* policy, std::uint32_t capacity)
{
    const ReplayIndex index = buildReplayIndex(t, true);
    const ReplayJob job{&t, &index, capacity, nullptr, nullptr};
    return findPolicy(QLatin1String(policy))->run(job);
}

/// The trace as Mooncake JSONL lines, for failure messages that are a ready-made repro.
QString jsonl(const Hashes& requests)
{
    QString s;
    for (const auto& ids : requests) {
        QStringList h;
        for (std::uint32_t id : ids)
            h << QStringLiteral("\"%1\"").arg(QChar(char16_t(u'A' + id)));
        s += QStringLiteral("{\"block_size\": 1, \"hash_ids\": [%1], \"input_length\": %2}\n")
                 .arg(h.join(QStringLiteral(", ")))
                 .arg(ids.size());
    }
    return s;
}

/// Engine and model results differ? (model names the reference model, see ref::makeModel)
QString mismatch(const Hashes& requests, const char* policy, const char* model, std::uint32_t capacity)
{
    const TracePtr t = buildTrace(requests);
    const ReplayOutcome e = runEngine(*t, policy, capacity);
    const ref::Outcome m = ref::replay(modelView(*t), model, capacity);
    if (e.hitTokens == m.hitTokens && e.evictions == m.evictions && e.totalTokens == m.totalTokens &&
        e.filledBeforeWindow == m.filledBeforeWindow)
        return {};
    return QStringLiteral("%1 at capacity %2: engine %3 hit tokens / %4 evictions, reference %5 / %6 "
                          "(filled %7 / %8)")
        .arg(QLatin1String(policy))
        .arg(capacity)
        .arg(e.hitTokens)
        .arg(e.evictions)
        .arg(m.hitTokens)
        .arg(m.evictions)
        .arg(e.filledBeforeWindow)
        .arg(m.filledBeforeWindow);
}

/// Greedy shrinking of a failing case: drop requests, drop blocks, lower the capacity, while
/// engine and model still disagree; the result is small enough to trace by hand.
void shrink(Hashes& requests, const char* policy, const char* model, std::uint32_t& capacity)
{
    for (bool progress = true; progress;) {
        progress = false;
        for (std::size_t r = 0; r < requests.size(); ++r) {
            Hashes fewer = requests;
            fewer.erase(fewer.begin() + std::ptrdiff_t(r));
            if (!mismatch(fewer, policy, model, capacity).isEmpty()) {
                requests = fewer, progress = true, --r;
                continue;
            }
            for (std::size_t i = 0; requests[r].size() > 1 && i < requests[r].size(); ++i) {
                Hashes shorter = requests;
                shorter[r].erase(shorter[r].begin() + std::ptrdiff_t(i));
                if (!mismatch(shorter, policy, model, capacity).isEmpty())
                    requests = shorter, progress = true, --i;
            }
        }
        if (capacity > 1 && !mismatch(requests, policy, model, capacity - 1).isEmpty())
            --capacity, progress = true;
    }
}

/// Random traces with shared prefixes: a request often continues a prefix of an earlier one (a
/// conversation turn or a shared system prompt), then adds blocks from a small id pool, so the
/// same trie nodes recur at several depths. mt19937 with modulo is the same on every platform.
Hashes randomTrace(std::uint32_t seed)
{
    std::mt19937 rng(seed);
    Hashes t;
    for (int r = 0; r < 40; ++r) {
        const std::size_t length = 1 + rng() % 6;
        std::vector<std::uint32_t> ids;
        if (!t.empty() && rng() % 10 < 7) {
            const auto& earlier = t[rng() % t.size()];
            ids.assign(earlier.begin(),
                       earlier.begin() + std::ptrdiff_t(std::min(length, 1 + rng() % earlier.size())));
        }
        while (ids.size() < length)
            ids.push_back(rng() % 8);
        t.push_back(ids);
    }
    return t;
}

/// Hand-written traces: requests separated by spaces, one letter per block ("AB C": blocks A, B,
/// then a request for block C).
Hashes letters(const QString& requests)
{
    Hashes h;
    for (const QString& r : requests.split(u' ')) {
        h.emplace_back();
        for (QChar c : r)
            h.back().push_back(std::uint32_t(c.unicode() - u'A'));
    }
    return h;
}

/// n log-spaced capacities from `from` to `to`, both included.
std::vector<std::uint32_t> logSpaced(std::uint32_t from, std::uint32_t to, int n)
{
    std::set<std::uint32_t> c;
    for (int i = 0; i < n; ++i)
        c.insert(std::uint32_t(std::llround(from * std::pow(double(to) / from, double(i) / (n - 1)))));
    return {c.begin(), c.end()};
}

struct Loaded
{
    TracePtr trace;
    ReplayIndex index;
};

} // namespace

class NativePoliciesTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void handComputed_data();
    void handComputed();
    void underfilledReportsNothing();
    void matchesReference_data();
    void matchesReference();
    void beladyIsUpperBound_data();
    void beladyIsUpperBound();
    void goldenTable();
    void tailLruAgreesWithCurve();

private:
    const Loaded& mooncake(const QString& name);
    std::vector<std::uint32_t> goldenCapacities();

    QString m_shared;
    std::map<QString, Loaded> m_traces;
};

void NativePoliciesTest::initTestCase()
{
    m_shared = test::sharedDir();
    for (const char* p : kNative)
        QVERIFY2(findPolicy(QLatin1String(p)), p);
}

const Loaded& NativePoliciesTest::mooncake(const QString& name)
{
    auto it = m_traces.find(name);
    if (it == m_traces.end()) {
        LoadOptions options;
        options.blockSize = 512;
        Loaded l;
        l.trace = loadTrace({m_shared + QStringLiteral("/traces/mooncake/") + name}, options);
        l.index = buildReplayIndex(*l.trace, true);
        it = m_traces.emplace(name, std::move(l)).first;
    }
    return it->second;
}

void NativePoliciesTest::handComputed_data()
{
    QTest::addColumn<QString>("policy");
    QTest::addColumn<QString>("requests");
    QTest::addColumn<uint>("capacity");
    QTest::addColumn<qulonglong>("hitTokens");
    QTest::addColumn<qulonglong>("evictions");
    // One token per block. n requests: the first n/2 warm up, the rest are measured (marked *).
    // States list the cache after each request.

    // c=2. AB commits B then A, so A is the most recent: [A B] (MRU first).
    // C evicts B -> [C A] (head-first order would have evicted A). *A hits (1) -> [A C].
    // *AB: A hits, B misses (1); B evicts C, then A -> [A B]. 2 hits, 2 evictions.
    QTest::newRow("tail-lru/deepest-first")
        << QStringLiteral("tail-lru") << QStringLiteral("AB C A AB") << 2u << 2ull << 2ull;

    // c=2, p=0 (Megiddo & Modha's cases). A: T1=[A]. A: hit, T2=[A]. B: T1=[B].
    // C: case IV.B, REPLACE: |T1|=1 > p -> B to B1; T1=[C]. *D: case IV.A (|T1|+|B1| = 2):
    // drop B from B1, REPLACE: C to B1; T1=[D]. *A: hit. *E: IV.A: drop C, D to B1; T1=[E].
    // *A: hit. A survives the scan (LRU would hit once). 2 hits, 3 evictions.
    QTest::newRow("arc/scan") << QStringLiteral("arc") << QStringLiteral("A A B C D A E A") << 2u << 2ull
                              << 3ull;

    // c=2. A, B: T1=[B A]. A: T2=[A], T1=[B]. C: IV.B, |T1|=1 > p=0: B to B1, T1=[C].
    // *B: in B1, p = 0 + 1 = 1, REPLACE: |T1|=1 is not > p: A (T2's LRU) to B2; T2=[B].
    // *A: in B2, p = 1 - 1 = 0, REPLACE: |T1|=1 > 0: C to B1; T2=[A B]. *B: hit, T2=[B A].
    // *C: in B1, p = 1, REPLACE: T1 empty: A to B2; T2=[C B]. Without adapting p, *A would hit.
    // 1 hit, 4 evictions.
    QTest::newRow("arc/adapt") << QStringLiteral("arc") << QStringLiteral("A B A C B A B C") << 2u << 1ull
                               << 4ull;

    // c=3: s=1, M holds 2, G 2 ids. S (head first): A; A hit (f=1); B, C: S=[C B A].
    // D: evictS: A (f=1) to M; B (f=0) to G=[B]. S=[D C], M=[A].
    // *B: evictS: C to G=[C B]; B is in G -> M=[B A], G=[C]. *E: D to G=[D C]; S=[E].
    // *F: E to G=[E D]; S=[F]. *B: hit. *A: hit. 2 hits, 4 evictions.
    QTest::newRow("s3fifo/ghost") << QStringLiteral("s3fifo") << QStringLiteral("A A B C D B E F B A") << 3u
                                  << 2ull << 4ull;

    // c=15: s=2, M holds 13. A..O fill S; A..M hit (f=1). P: evictS promotes A..M to M, N goes
    // to G; S=[P O]. O: hit. Q: evictS: O is promoted, M overfills (14) -> evictM drops A. The
    // loop goes on (nothing went to G yet): P to G, so S=[Q] and there are 14 blocks. *P is a
    // miss (readmitted to M from G). Measured: B..M (12), O (1): 13 hits, 3 evictions (N, A, P).
    // The engine stops once A made room: P stays, *P hits: 14 hits, 2 evictions.
    QTest::newRow("s3fifo/promotion-overfills-main")
        << QStringLiteral("s3fifo")
        << QStringLiteral("A B C D E F G H I J K L M N O A B C D E F G H I J K L M P O Q P") << 15u << 13ull
        << 3ull;

    // c=3, queue tail..head. A B C: [A B C]. A: visited. D: hand from the tail: A (clear) ->
    // B evicted, hand at C; [A C D]. A: visited. *E: C evicted, hand at D; [A D E].
    // *F: D evicted, hand at E; [A E F]. *E: visited. *G: E (clear) -> F evicted (the head), the
    // hand returns to the tail; [A E G]. *A: hit. *H: A (clear) -> E evicted. 2 hits, 5 evictions.
    const QString sieveClock = QStringLiteral("A B C A D A E F E G A H");
    QTest::newRow("sieve/hand-stays") << QStringLiteral("sieve") << sieveClock << 3u << 2ull << 5ull;
    // The same trace under CLOCK, ring [A B C], hand at 0. A: bit. D: A (clear), B replaced:
    // [A D C], hand 2. A: bit. *E: C replaced, [A D E], hand 0. *F: A (clear), D replaced,
    // [A F E], hand 2. *E: bit. *G: E (clear), A replaced: [G F E], hand 1. *A: F replaced,
    // hand 2. *H: E replaced. Unlike SIEVE, A was lost. 1 hit, 6 evictions.
    QTest::newRow("clock/second-chance") << QStringLiteral("clock") << sieveClock << 3u << 1ull << 6ull;

    // c=2, (block: count, last access). A: 1, 2. B: 1. C evicts B. B evicts C. *B: hit, 2.
    // *C: A and B both count 2, A is less recent: A evicted. *A (restarts at 1) evicts C.
    // *C evicts A (1 < 2). *A evicts C. 1 hit, 6 evictions. (Had A kept its count, *A would hit.)
    QTest::newRow("lfu/ties-and-restart")
        << QStringLiteral("lfu") << QStringLiteral("A A B C B B C A C A") << 2u << 1ull << 6ull;

    // c=2, next uses: A r3, B r4, C r5, then never. A, B fill. C (next r5) is needed later
    // than both: bypassed. *A, *B: hits. *C (never) ties with A and B (never, depth 1): bypassed.
    // 2 hits, 0 evictions.
    QTest::newRow("belady/bypass") << QStringLiteral("belady") << QStringLiteral("A B C A B C") << 2u << 2ull
                                   << 0ull;

    // c=2. AB: A and B are next used in r3. D (next r2) evicts the deeper B, not A. *D hits.
    // *AB: A hits, B (never) is bypassed as D (never) is shallower. 2 hits, 1 eviction; evicting
    // A instead would lose the prefix (1 hit).
    QTest::newRow("belady/deeper-first")
        << QStringLiteral("belady") << QStringLiteral("AB D D AB") << 2u << 2ull << 1ull;
}

void NativePoliciesTest::handComputed()
{
    QFETCH(QString, policy);
    QFETCH(QString, requests);
    QFETCH(uint, capacity);
    QFETCH(qulonglong, hitTokens);
    QFETCH(qulonglong, evictions);
    const TracePtr t = buildTrace(letters(requests));
    const ReplayOutcome o = runEngine(*t, policy.toLatin1().constData(), capacity);
    QVERIFY(o.filledBeforeWindow);
    // The reference models must agree with the hand trace too (it checks them).
    const ref::Outcome m = ref::replay(modelView(*t), policy.toStdString(), capacity);
    QCOMPARE(qulonglong(m.hitTokens), hitTokens);
    QCOMPARE(qulonglong(m.evictions), evictions);
    QCOMPARE(qulonglong(o.hitTokens), hitTokens);
    QCOMPARE(qulonglong(o.evictions), evictions);
}

void NativePoliciesTest::underfilledReportsNothing()
{
    // A A A A: at capacity 1 the cache fills in the warm-up and both measured requests hit; at
    // capacity 2 it never fills, so the window reports no hits for every policy.
    const TracePtr t = buildTrace(letters(QStringLiteral("A A A A")));
    for (const char* p : kNative) {
        const ReplayOutcome one = runEngine(*t, p, 1);
        QVERIFY2(one.filledBeforeWindow && one.hitTokens == 2 && one.totalTokens == 2, p);
        const ReplayOutcome two = runEngine(*t, p, 2);
        QVERIFY2(!two.filledBeforeWindow && two.hitTokens == 0 && two.totalTokens == 2, p);
    }
}

void NativePoliciesTest::matchesReference_data()
{
    QTest::addColumn<QString>("policy");
    QTest::addColumn<QString>("model");
    for (const char* p : kNative)
        QTest::newRow(p) << QString::fromLatin1(p) << QString::fromLatin1(p);
}

void NativePoliciesTest::matchesReference()
{
    QFETCH(QString, policy);
    QFETCH(QString, model);
    const QByteArray p = policy.toLatin1(), m = model.toLatin1();
    // Capacities 1..12, plus larger ones where S3-FIFO's small queue holds 2 and 3 blocks.
    const std::uint32_t capacities[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 20, 25};
    QString failure;
    for (std::uint32_t seed = 1; seed <= 200 && failure.isEmpty(); ++seed) {
        const Hashes trace = randomTrace(seed);
        for (std::uint32_t capacity : capacities) {
            if (mismatch(trace, p.constData(), m.constData(), capacity).isEmpty())
                continue;
            Hashes small = trace;
            std::uint32_t c = capacity;
            shrink(small, p.constData(), m.constData(), c);
            failure = QStringLiteral("seed %1 capacity %2 disagrees; shrunk: %3\n%4")
                          .arg(seed)
                          .arg(capacity)
                          .arg(mismatch(small, p.constData(), m.constData(), c), jsonl(small));
            break;
        }
    }
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
}

void NativePoliciesTest::beladyIsUpperBound_data()
{
    QTest::addColumn<QString>("trace");
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    QTest::newRow("conversation") << QStringLiteral("conversation_trace.jsonl");
    QTest::newRow("synthetic") << QStringLiteral("synthetic_trace.jsonl");
}

void NativePoliciesTest::beladyIsUpperBound()
{
    QFETCH(QString, trace);
    const Loaded& l = mooncake(trace);
    const std::vector<std::uint32_t> capacities = logSpaced(1, l.index.fillLimit(), 14);
    QVERIFY(capacities.size() >= 12);
    for (std::uint32_t c : capacities) {
        const ReplayJob job{l.trace.get(), &l.index, c, nullptr, nullptr};
        const ReplayOutcome belady = findPolicy(QStringLiteral("belady"))->run(job);
        QVERIFY(belady.filledBeforeWindow);
        for (const char* p : kNative) {
            const std::uint64_t hits = findPolicy(QLatin1String(p))->run(job).hitTokens;
            QVERIFY2(hits <= belady.hitTokens,
                     qPrintable(QStringLiteral("%1 at capacity %2: %3 hit tokens > belady's %4")
                                    .arg(QLatin1String(p))
                                    .arg(c)
                                    .arg(hits)
                                    .arg(belady.hitTokens)));
        }
    }
}

std::vector<std::uint32_t> NativePoliciesTest::goldenCapacities()
{
    return logSpaced(16, mooncake(QStringLiteral("synthetic_trace.jsonl")).index.fillLimit(), 10);
}

void NativePoliciesTest::goldenTable()
{
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    const Loaded& l = mooncake(QStringLiteral("synthetic_trace.jsonl"));
    QStringList lines{
        QStringLiteral(
            "# Native policies on mooncake/synthetic_trace.jsonl, block size 512: hit tokens in the"),
        QStringLiteral("# window (last half of the requests) per capacity in blocks. Compared exactly by"),
        QStringLiteral(
            "# tst_native_policies; regenerate with KVWB_REGENERATE_GOLDEN=1 (see the test's header)."),
        QStringLiteral(
            "# sieve == lfu is a property of this trace, not a bug: SIEVE's hand never wraps after its"),
        QStringLiteral(
            "# first sweep, so both are FIFO over never-hit blocks and keep every block hit once for good."),
        QStringLiteral("fill-limit %1").arg(l.index.fillLimit())};
    QStringList header{QStringLiteral("capacity")};
    for (const char* p : kNative)
        header << QLatin1String(p);
    lines << header.join(u' ');
    for (std::uint32_t c : goldenCapacities()) {
        const ReplayJob job{l.trace.get(), &l.index, c, nullptr, nullptr};
        QStringList row{QString::number(c)};
        for (const char* p : kNative)
            row << QString::number(findPolicy(QLatin1String(p))->run(job).hitTokens);
        lines << row.join(u' ');
    }
    const QString path =
        QStringLiteral(QT_TESTCASE_SOURCEDIR "/golden/native_policies_mooncake_synthetic.txt");
    const QByteArray text = (lines.join(u'\n') + u'\n').toUtf8();
    if (qEnvironmentVariableIsSet("KVWB_REGENERATE_GOLDEN")) {
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QVERIFY(test::writeFile(path, text));
        QSKIP("golden table regenerated");
    }
    const QStringList golden = QString::fromUtf8(test::readFile(path)).split(u'\n');
    QCOMPARE(golden.size(), lines.size() + 1);
    for (qsizetype i = 0; i < lines.size(); ++i)
        QCOMPARE(golden[i], lines[i]);
}

void NativePoliciesTest::tailLruAgreesWithCurve()
{
    if (m_shared.isEmpty())
        QSKIP("../shared is absent");
    const Loaded& l = mooncake(QStringLiteral("synthetic_trace.jsonl"));
    const HitCurve curve = computeHitCurve(*l.trace, {StackPolicy::NativeTailFirst, l.index.warmupRequests});
    for (std::uint32_t c : goldenCapacities()) {
        const ReplayJob job{l.trace.get(), &l.index, c, nullptr, nullptr};
        const ReplayOutcome registry = findPolicy(QStringLiteral("tail-lru"))->run(job);
        const ReplayOutcome direct = replayTailFirstLru(*l.trace, c, l.index.warmupRequests);
        QVERIFY(registry.filledBeforeWindow);
        QCOMPARE(registry.hitTokens, direct.hitTokens);
        QCOMPARE(registry.evictions, direct.evictions);
        QCOMPARE(registry.totalTokens, direct.totalTokens);
        QCOMPARE(registry.hitTokens, curve.hitTokens(c));
        QCOMPARE(registry.evictions, curve.evictions(c));
        QCOMPARE(registry.totalTokens, curve.totalTokens());
    }
}

QTEST_GUILESS_MAIN(NativePoliciesTest)
#include "tst_native_policies.moc"
