#include "CliProgress.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <mutex>

#include <unistd.h>

namespace kvwb::cli {

namespace {
std::atomic<bool> g_interrupted{false};
std::mutex g_drawMutex;

extern "C" void onInterrupt(int)
{
    g_interrupted.store(true);
}
} // namespace

CliProgress::CliProgress(const QString& label, bool enabled)
    : m_label(label), m_enabled(enabled && isatty(STDERR_FILENO))
{
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    m_control.cancel = &g_interrupted;
    m_clock.start();
    if (m_enabled)
        m_control.progress = [this](std::uint64_t done, std::uint64_t total) { draw(done, total); };
}

CliProgress::~CliProgress()
{
    finish();
}

void CliProgress::finish()
{
    const std::lock_guard lock(g_drawMutex);
    if (m_drawn)
        std::fputs("\r\033[K", stderr);
    m_drawn = false;
    m_enabled = false;
}

void CliProgress::stopAll()
{
    g_interrupted.store(true);
}

bool CliProgress::interrupted()
{
    return g_interrupted.load();
}

void CliProgress::draw(std::uint64_t done, std::uint64_t total)
{
    const std::lock_guard lock(g_drawMutex);
    if (!m_enabled)
        return;
    const qint64 now = m_clock.elapsed();
    if (now - m_lastDraw < 100 || total == 0)
        return;
    m_lastDraw = now;
    const double fraction = std::min(1.0, double(done) / double(total));
    constexpr int width = 30;
    const int filled = int(fraction * width);
    QString eta = QStringLiteral("--");
    if (fraction > 0.02)
        eta = QString::number(double(now) / 1000.0 * (1.0 - fraction) / fraction, 'f', 1) + QLatin1Char('s');
    std::fprintf(stderr, "\r%s [%s%s] %3d%% ETA %s ", qPrintable(m_label), QByteArray(filled, '#').constData(),
                 QByteArray(width - filled, ' ').constData(), int(fraction * 100), qPrintable(eta));
    std::fflush(stderr);
    m_drawn = true;
}

} // namespace kvwb::cli
