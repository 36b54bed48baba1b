#include "util/InputError.h"

namespace kvwb {

InputError::InputError(QString file, std::uint64_t line, QString field, QString detail)
    : m_file(std::move(file)), m_line(line), m_field(std::move(field)), m_detail(std::move(detail)),
      m_what(message().toStdString())
{
}

QString InputError::message() const
{
    QString where = m_file.isEmpty() ? QStringLiteral("<input>") : m_file;
    if (m_line > 0)
        where += QLatin1Char(':') + QString::number(m_line);
    QString text = where + QStringLiteral(": ");
    if (!m_field.isEmpty())
        text += m_field + QStringLiteral(": ");
    return text + m_detail;
}

} // namespace kvwb
