#pragma once

#include "util/Progress.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace kvwb {

class ArchiveInput;

/**
 * Splits the current entry of an ArchiveInput into lines, reading in large blocks. Every line
 * handed out is followed by at least kPadding readable bytes, so simdjson can parse it in place.
 * Lines may be arbitrarily long (the buffer grows); "\r\n" endings are accepted.
 */
class LineReader
{
public:
    static constexpr std::size_t kPadding = 64;

    LineReader(ArchiveInput& input, const JobControl& control);

    /// The next line without its terminator; false at the end of the entry.
    bool next(std::string_view& line);
    /// Hands the line last returned out again on the next call (one line of look-ahead).
    void pushBack();
    /// 1-based number of the line last returned.
    std::uint64_t lineNumber() const { return m_lineNumber; }
    /// Raw bytes of the entry read so far.
    std::uint64_t bytesRead() const { return m_bytesRead; }

private:
    bool fill();

    ArchiveInput& m_input;
    const JobControl& m_control;
    std::vector<char> m_buffer;
    std::size_t m_begin = 0; ///< start of unconsumed data
    std::size_t m_end = 0;   ///< end of valid data
    std::size_t m_scan = 0;  ///< where to continue looking for '\n'
    std::size_t m_lastBegin = 0;
    std::uint64_t m_lineNumber = 0;
    std::uint64_t m_bytesRead = 0;
    bool m_eof = false;
};

} // namespace kvwb
