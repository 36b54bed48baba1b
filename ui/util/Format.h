#pragma once

#include <QLocale>
#include <QString>

#include <cstdint>

namespace kvwb {

/// The locale numbers are shown in: the system's, but always with group separators ("12,031"),
/// which the C locale would otherwise omit.
QLocale displayLocale();

/// An integer count with group separators: "12,031".
QString formatCount(std::uint64_t value);

/// A number with at most `decimals` decimals and no trailing zeros: "3,496.655", "46,272".
QString formatNumber(double value, int decimals = 3);

/// A byte amount in binary units with two decimals: "512 B", "45.19 KiB", "22.59 MiB".
QString formatBytes(double bytes);

/// A duration for people: "42.5 s", "12 min 05 s", "3 h 12 min", "2 d 04 h".
QString formatDuration(double seconds);

} // namespace kvwb
