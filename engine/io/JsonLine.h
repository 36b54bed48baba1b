#pragma once

#include <simdjson.h>

#include <QString>

#include <string>
#include <string_view>

namespace kvwb {

/**
 * Parses one JSON line in place with simdjson's validating DOM parser. The line must be followed
 * by LineReader::kPadding readable bytes. Integers beyond 64 bits (which Python's json accepts)
 * are re-read as strings of their digits, so as ids they keep their decimal-text identity.
 */
class JsonLineParser
{
public:
    /// False when the line is not valid JSON.
    bool parse(std::string_view line, simdjson::dom::element& out);

private:
    simdjson::dom::parser m_parser;
    std::string m_scratch;
};

/// The object/array behind an element already known to be one (held by value, never dangling).
simdjson::dom::object asObject(const simdjson::dom::element& value);
simdjson::dom::array asArray(const simdjson::dom::element& value);

/// The JSON type of a value as users name it in error messages ("string", "float", ...).
QString jsonTypeName(const simdjson::dom::element& value);

/// The integer value of an element when it is a JSON integer (not a bool, not a float).
bool jsonInteger(const simdjson::dom::element& value, std::int64_t& out);

/// A number of any JSON numeric type as double; false for non-numbers (and bools).
bool jsonNumber(const simdjson::dom::element& value, double& out);

} // namespace kvwb
