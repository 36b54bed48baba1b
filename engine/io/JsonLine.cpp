#include "io/JsonLine.h"

#include "io/LineReader.h"

#include <cctype>

namespace kvwb {

namespace {

// Wraps every integer literal too long for 64 bits in quotes (outside strings), e.g.
// [123456789012345678901234] -> ["123456789012345678901234"].
std::string quoteBigIntegers(std::string_view line)
{
    std::string out;
    out.reserve(line.size() + 16);
    bool inString = false;
    for (std::size_t i = 0; i < line.size();) {
        const char c = line[i];
        if (inString) {
            out.push_back(c);
            if (c == '\\' && i + 1 < line.size()) {
                out.push_back(line[i + 1]);
                i += 2;
                continue;
            }
            inString = c != '"';
            ++i;
            continue;
        }
        if (c == '"') {
            inString = true;
            out.push_back(c);
            ++i;
            continue;
        }
        if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) {
            std::size_t j = i + (c == '-' ? 1 : 0);
            while (j < line.size() && std::isdigit(static_cast<unsigned char>(line[j])))
                ++j;
            const bool isInteger = j >= line.size() || (line[j] != '.' && line[j] != 'e' && line[j] != 'E');
            if (isInteger && j - i > 19) {
                out.push_back('"');
                out.append(line.substr(i, j - i));
                out.push_back('"');
            } else {
                out.append(line.substr(i, j - i));
            }
            i = j == i ? i + 1 : j;
            continue;
        }
        out.push_back(c);
        ++i;
    }
    return out;
}

} // namespace

bool JsonLineParser::parse(std::string_view line, simdjson::dom::element& out)
{
    auto error = m_parser.parse(line.data(), line.size(), false).get(out);
    if (!error)
        return true;
    if (error != simdjson::NUMBER_ERROR) // simdjson rejects integers beyond 64 bits
        return false;
    m_scratch = quoteBigIntegers(line);
    m_scratch.append(LineReader::kPadding, ' ');
    return !m_parser.parse(m_scratch.data(), m_scratch.size() - LineReader::kPadding, false).get(out);
}

simdjson::dom::object asObject(const simdjson::dom::element& value)
{
    simdjson::dom::object object;
    if (value.get(object) != simdjson::SUCCESS)
        return {};
    return object;
}

simdjson::dom::array asArray(const simdjson::dom::element& value)
{
    simdjson::dom::array array;
    if (value.get(array) != simdjson::SUCCESS)
        return {};
    return array;
}

QString jsonTypeName(const simdjson::dom::element& value)
{
    using T = simdjson::dom::element_type;
    switch (value.type()) {
    case T::ARRAY:
        return QStringLiteral("array");
    case T::OBJECT:
        return QStringLiteral("object");
    case T::INT64:
    case T::UINT64:
        return QStringLiteral("integer");
    case T::DOUBLE:
        return QStringLiteral("float");
    case T::STRING:
        return QStringLiteral("string");
    case T::BOOL:
        return QStringLiteral("boolean");
    case T::NULL_VALUE:
        return QStringLiteral("null");
    }
    return QStringLiteral("unknown");
}

bool jsonInteger(const simdjson::dom::element& value, std::int64_t& out)
{
    using T = simdjson::dom::element_type;
    if (value.type() == T::INT64) {
        out = value.get_int64().value_unsafe();
        return true;
    }
    if (value.type() == T::UINT64) {
        out = std::numeric_limits<std::int64_t>::max(); // only reached above 2^63: saturate
        return true;
    }
    return false;
}

bool jsonNumber(const simdjson::dom::element& value, double& out)
{
    using T = simdjson::dom::element_type;
    switch (value.type()) {
    case T::INT64:
        out = double(value.get_int64().value_unsafe());
        return true;
    case T::UINT64:
        out = double(value.get_uint64().value_unsafe());
        return true;
    case T::DOUBLE:
        out = value.get_double().value_unsafe();
        return true;
    default:
        return false;
    }
}

} // namespace kvwb
