// Trace-loading benchmark: JSONL throughput on one core and resident memory per block event.
//
//   bench_load [SHARED_DIR] [--events N] [--keep PATH]
//
// Generates a Mooncake-style JSONL trace of N block events (default 100M: multi-turn
// conversations sharing system prompts, 512-token blocks), loads it, and reports MB/s,
// bytes per event of the Trace arrays and the process's resident memory. With SHARED_DIR it
// also times the conversation trace (best of 20 loads).
#include "io/TraceLoader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <charconv>
#include <cstdio>
#include <fstream>
#include <string>

using namespace kvwb;

namespace {

long statusKiB(const char* key)
{
    std::ifstream f("/proc/self/status");
    std::string line;
    while (std::getline(f, line))
        if (line.rfind(key, 0) == 0)
            return std::stol(line.substr(std::string(key).size()));
    return -1;
}

void append(std::string& out, std::uint64_t v)
{
    char buf[24];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    (void)ec;
    out.append(buf, end);
}

// Conversations of up to 12 turns; each turn re-sends the context and adds a few blocks.
std::uint64_t generate(const QString& path, std::uint64_t events)
{
    std::FILE* f = std::fopen(QFile::encodeName(path).constData(), "wb");
    if (!f)
        qFatal("cannot write %s", qPrintable(path));
    std::string out;
    std::uint64_t written = 0, nextId = 1000, state = 42, timestamp = 0;
    auto rnd = [&state](std::uint64_t n) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return (state >> 33) % n;
    };
    while (written < events) {
        const std::uint64_t systemPrompt = rnd(8);
        std::uint64_t context = 0;
        std::vector<std::uint64_t> blocks;
        for (std::uint64_t b = 0; b < 4 + systemPrompt; ++b)
            blocks.push_back(systemPrompt * 100 + b);
        const std::uint64_t turns = 1 + rnd(12);
        for (std::uint64_t t = 0; t < turns && written < events; ++t) {
            const std::uint64_t grow = 2 + rnd(20);
            for (std::uint64_t g = 0; g < grow; ++g)
                blocks.push_back(nextId++);
            context = blocks.size() * 512 - rnd(512);
            out += "{\"timestamp\": ";
            append(out, timestamp += rnd(50));
            out += ", \"input_length\": ";
            append(out, context);
            out += ", \"output_length\": ";
            append(out, 1 + rnd(800));
            out += ", \"hash_ids\": [";
            for (std::size_t i = 0; i < blocks.size(); ++i) {
                if (i)
                    out += ", ";
                append(out, blocks[i]);
            }
            out += "]}\n";
            written += blocks.size();
            if (out.size() > (8u << 20)) {
                std::fwrite(out.data(), 1, out.size(), f);
                out.clear();
            }
        }
    }
    std::fwrite(out.data(), 1, out.size(), f);
    std::fclose(f);
    return written;
}

double loadSeconds(const QString& path, TracePtr* keep = nullptr)
{
    LoadOptions options;
    options.blockSize = 512;
    QElapsedTimer timer;
    timer.start();
    TracePtr t = loadTrace({path}, options);
    const double s = double(timer.nsecsElapsed()) / 1e9;
    if (keep)
        *keep = std::move(t);
    return s;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    std::uint64_t events = 100'000'000;
    QString shared, keepPath;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--events") && i + 1 < args.size())
            events = args[++i].toULongLong();
        else if (args[i] == QLatin1String("--keep") && i + 1 < args.size())
            keepPath = args[++i];
        else
            shared = args[i];
    }

    const QString conversation = shared + QStringLiteral("/traces/mooncake/conversation_trace.jsonl");
    if (!shared.isEmpty() && QFileInfo::exists(conversation)) {
        double best = 1e9;
        for (int i = 0; i < 20; ++i)
            best = std::min(best, loadSeconds(conversation));
        const double mb = double(QFileInfo(conversation).size()) / 1e6;
        std::printf("conversation_trace.jsonl: %.2f MB in %.2f ms (best of 20) = %.0f MB/s\n", mb, best * 1e3,
                    mb / best);
    }

    QTemporaryDir dir;
    const QString path = keepPath.isEmpty() ? dir.filePath(QStringLiteral("generated.jsonl")) : keepPath;
    if (!QFileInfo::exists(path)) {
        QElapsedTimer g;
        g.start();
        generate(path, events);
        std::printf("generated %s in %.1f s\n", qPrintable(path), double(g.elapsed()) / 1e3);
    }
    const double mb = double(QFileInfo(path).size()) / 1e6;
    const long rssBefore = statusKiB("VmRSS:");
    TracePtr trace;
    const double seconds = loadSeconds(path, &trace);
    const long rssAfter = statusKiB("VmRSS:");
    const double perEvent = double(trace->memoryBytes()) / double(trace->eventCount());
    std::printf("generated trace: %llu requests, %llu block events, %u trie nodes, %.0f MB of JSONL\n",
                static_cast<unsigned long long>(trace->requestCount()),
                static_cast<unsigned long long>(trace->eventCount()), trace->trieNodes, mb);
    std::printf("load: %.2f s = %.0f MB/s on one core\n", seconds, mb / seconds);
    std::printf("memory: Trace arrays %.2f bytes/event (%.0f MiB); resident after load %.0f MiB "
                "(+%.0f MiB over the %.0f MiB before = %.2f bytes/event); peak %.0f MiB\n",
                perEvent, double(trace->memoryBytes()) / 1048576.0, double(rssAfter) / 1024.0,
                double(rssAfter - rssBefore) / 1024.0, double(rssBefore) / 1024.0,
                double(rssAfter - rssBefore) * 1024.0 / double(trace->eventCount()),
                double(statusKiB("VmHWM:")) / 1024.0);
    return perEvent <= 16.0 ? 0 : 1;
}
