#include "util/InputError.h"

namespace kvwb {

InputError::InputError(QString file, std::uint64_t line, QString field, QString detail)
    : m_file(std::move(file)), m_line(line), m_field(std::move(field)), m_detail(std::move(detail)),
      m_what(message().toStdString())
{
}

QString InputError::message() const
{
    // Problems with a flag rather than a file have no location: "--model: unknown model ...".
    QString text;
    if (!m_file.isEmpty() || m_line > 0) {
        text = m_file.isEmpty() ? QStringLiteral("<input>") : m_file;
        if (m_line > 0)
            text += QLatin1Char(':') + QString::number(m_line);
        text += QStringLiteral(": ");
    }
    if (!m_field.isEmpty())
        text += m_field + QStringLiteral(": ");
    return text + m_detail;
}

} // namespace kvwb
