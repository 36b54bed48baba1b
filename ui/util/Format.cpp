#include "util/Format.h"

#include <QCoreApplication>

#include <array>
#include <cmath>

namespace kvwb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::Format", text);
}

} // namespace

QLocale displayLocale()
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() & ~QLocale::OmitGroupSeparator);
    return locale;
}

QString formatCount(std::uint64_t value)
{
    return displayLocale().toString(qulonglong(value));
}

QString formatNumber(double value, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("-");
    const QLocale locale = displayLocale();
    QString text = locale.toString(value, 'f', decimals);
    const QString point = locale.decimalPoint();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith(locale.zeroDigit()))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString formatBytes(double bytes)
{
    if (!std::isfinite(bytes) || bytes < 0)
        return QStringLiteral("-");
    static const std::array<const char*, 6> units = {
        QT_TRANSLATE_NOOP("kvwb::Format", "%1 KiB"), QT_TRANSLATE_NOOP("kvwb::Format", "%1 MiB"),
        QT_TRANSLATE_NOOP("kvwb::Format", "%1 GiB"), QT_TRANSLATE_NOOP("kvwb::Format", "%1 TiB"),
        QT_TRANSLATE_NOOP("kvwb::Format", "%1 PiB"), QT_TRANSLATE_NOOP("kvwb::Format", "%1 EiB")};
    if (bytes < 1024)
        return tr("%1 B").arg(formatNumber(bytes, 2));
    std::size_t unit = 0;
    double value = bytes / 1024;
    while (value >= 1024 && unit + 1 < units.size()) {
        value /= 1024;
        ++unit;
    }
    return tr(units[unit]).arg(displayLocale().toString(value, 'f', 2));
}

QString formatDuration(double seconds)
{
    if (!std::isfinite(seconds) || seconds < 0)
        return QStringLiteral("-");
    if (seconds < 60)
        return tr("%1 s").arg(displayLocale().toString(seconds, 'f', seconds < 10 ? 2 : 1));
    const auto total = std::uint64_t(std::llround(seconds));
    const auto two = [](std::uint64_t v) { return QStringLiteral("%1").arg(v, 2, 10, QLatin1Char('0')); };
    if (total < 3600)
        return tr("%1 min %2 s").arg(total / 60).arg(two(total % 60));
    if (total < 86400)
        return tr("%1 h %2 min").arg(total / 3600).arg(two(total % 3600 / 60));
    return tr("%1 d %2 h").arg(formatCount(total / 86400)).arg(two(total % 86400 / 3600));
}

} // namespace kvwb
