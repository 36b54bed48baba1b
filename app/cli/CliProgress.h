#pragma once

#include "util/Progress.h"

#include <QElapsedTimer>
#include <QString>

namespace kvwb::cli {

/**
 * The CLI's side of a long job: a progress bar with ETA on stderr when stderr is a terminal
 * (and --no-progress is not given), and Ctrl-C turned into a clean cancellation.
 */
class CliProgress
{
public:
    CliProgress(const QString& label, bool enabled);
    ~CliProgress();

    const JobControl& control() const { return m_control; }
    /// True once Ctrl-C was pressed.
    static bool interrupted();
    /// Asks every running job to stop (as Ctrl-C does), e.g. when a later check failed.
    static void stopAll();
    /// Clears the bar now (it is cleared on destruction otherwise).
    void finish();

private:
    void draw(std::uint64_t done, std::uint64_t total);

    QString m_label;
    bool m_enabled;
    bool m_drawn = false;
    JobControl m_control;
    QElapsedTimer m_clock;
    qint64 m_lastDraw = -1000;
};

} // namespace kvwb::cli
