#include "io/LineReader.h"

#include "io/ArchiveInput.h"
#include "util/InputError.h"

#include <QCoreApplication>

#include <cstring>

namespace kvwb {

namespace {
constexpr std::size_t kReadSize = 4 << 20;
constexpr std::size_t kMaxLine = std::size_t(1) << 31;
} // namespace

LineReader::LineReader(ArchiveInput& input, const JobControl& control)
    : m_input(input), m_control(control), m_buffer(kReadSize + kPadding)
{
}

bool LineReader::fill()
{
    m_control.throwIfCancelled();
    // Move the partial line to the front, then make room for a full read plus padding.
    const std::size_t kept = m_end - m_begin;
    if (m_begin > 0) {
        std::memmove(m_buffer.data(), m_buffer.data() + m_begin, kept);
        m_scan -= m_begin;
        m_lastBegin = 0;
        m_begin = 0;
        m_end = kept;
    }
    if (kept > kMaxLine)
        throw InputError(m_input.entryName(), m_lineNumber + 1, {},
                         QCoreApplication::translate("kvwb::LineReader", "line longer than 2 GiB"));
    if (m_buffer.size() < m_end + kReadSize + kPadding)
        m_buffer.resize(std::max(m_buffer.size() * 2, m_end + kReadSize + kPadding));
    const std::size_t n = m_input.read(m_buffer.data() + m_end, kReadSize);
    m_end += n;
    m_bytesRead += n;
    m_control.report(m_input.bytesConsumed(), m_input.totalBytes());
    if (n == 0)
        m_eof = true;
    return n > 0;
}

bool LineReader::next(std::string_view& line)
{
    while (true) {
        const char* base = m_buffer.data();
        const void* nl = m_scan < m_end ? std::memchr(base + m_scan, '\n', m_end - m_scan) : nullptr;
        if (nl) {
            const std::size_t pos = std::size_t(static_cast<const char*>(nl) - base);
            std::size_t len = pos - m_begin;
            if (len > 0 && base[m_begin + len - 1] == '\r')
                --len;
            line = std::string_view(base + m_begin, len);
            m_lastBegin = m_begin;
            m_begin = m_scan = pos + 1;
            ++m_lineNumber;
            return true;
        }
        m_scan = m_end;
        if (m_eof || !fill()) {
            if (m_begin == m_end)
                return false;
            std::size_t len = m_end - m_begin;
            if (m_buffer[m_begin + len - 1] == '\r')
                --len;
            line = std::string_view(m_buffer.data() + m_begin, len);
            m_lastBegin = m_begin;
            m_begin = m_scan = m_end;
            ++m_lineNumber;
            return true;
        }
    }
}

} // namespace kvwb

namespace kvwb {

void LineReader::pushBack()
{
    m_begin = m_scan = m_lastBegin;
    --m_lineNumber;
}

} // namespace kvwb
