#pragma once

#include <QString>

#include <cstdint>
#include <exception>
#include <string>

namespace kvwb {

/**
 * A problem with user input that stops the current job: names the file, the 1-based line (0 when
 * the problem is not tied to a line) and the field. The CLI prints message() and exits non-zero;
 * the GUI shows it in a dialog.
 */
class InputError : public std::exception
{
public:
    InputError(QString file, std::uint64_t line, QString field, QString detail);

    const QString& file() const { return m_file; }
    std::uint64_t line() const { return m_line; }
    const QString& field() const { return m_field; }
    const QString& detail() const { return m_detail; }
    /// "file:line: field: detail" (parts that are unknown are left out).
    QString message() const;
    const char* what() const noexcept override { return m_what.c_str(); }

private:
    QString m_file;
    std::uint64_t m_line;
    QString m_field;
    QString m_detail;
    std::string m_what;
};

/// Thrown by long jobs when their cancel token is set; never shown as an error.
class Cancelled : public std::exception
{
public:
    const char* what() const noexcept override { return "cancelled"; }
};

} // namespace kvwb
