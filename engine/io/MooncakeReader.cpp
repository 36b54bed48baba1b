#include "io/MooncakeReader.h"

#include "io/LineReader.h"
#include "util/InputError.h"

#include <QCoreApplication>

#include <algorithm>

namespace kvwb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::MooncakeReader", text);
}

bool isBlank(std::string_view line)
{
    return std::all_of(line.begin(), line.end(), [](char c) { return c == ' ' || c == '\t' || c == '\r'; });
}

using simdjson::dom::element;
using simdjson::dom::element_type;

// A positive integer that fits the 32-bit token columns, or an explanation of why not.
std::optional<std::uint32_t> positiveCount(const element& value, QString& why)
{
    std::int64_t v = 0;
    if (!jsonInteger(value, v)) {
        why = tr("must be an integer, got %1").arg(jsonTypeName(value));
        return std::nullopt;
    }
    if (v <= 0) {
        why = tr("must be > 0, got %1").arg(v);
        return std::nullopt;
    }
    if (v > std::int64_t(0xfffffffeu)) {
        why = tr("%1 is too large (at most 4294967294)").arg(v);
        return std::nullopt;
    }
    return std::uint32_t(v);
}

} // namespace

MooncakeReader::MooncakeReader(TraceBuilder& builder, MooncakeOptions options)
    : m_builder(builder), m_options(options)
{
}

bool MooncakeReader::full() const
{
    return (m_options.maxRecords && m_accepted >= *m_options.maxRecords) ||
           (m_options.maxEvents && m_builder.eventCount() >= *m_options.maxEvents);
}

void MooncakeReader::fatal(const QString& file, std::uint64_t line, const QString& field, const QString& detail)
{
    if (!m_firstFatal)
        m_firstFatal = Fatal{file, line, field, detail};
    ++m_fatalCount;
}

void MooncakeReader::read(LineReader& lines, const QString& fileName)
{
    Trace& trace = m_builder.trace();
    std::string_view line;
    while (!full() && lines.next(line)) {
        if (isBlank(line))
            continue;
        element record;
        if (!m_json.parse(line, record)) {
            ++trace.parseErrors;
            continue;
        }
        readRecord(record, fileName, lines.lineNumber());
    }
}

void MooncakeReader::readRecord(const element& record, const QString& file, std::uint64_t line)
{
    Trace& trace = m_builder.trace();
    if (record.type() != element_type::OBJECT) {
        ++trace.skippedRecords;
        return;
    }
    // One pass over the fields; a repeated key keeps its last value, as Python's json does.
    element hashIds, inputLength, blockSize, blockTokens, timestamp, outputLength, session, model;
    bool hasHashIds = false, hasInput = false, hasBlockSize = false, hasBlockTokens = false;
    bool hasTimestamp = false, hasOutput = false, hasSession = false, hasModel = false;
    for (auto field : asObject(record)) {
        const std::string_view key = field.key;
        if (key == "hash_ids")
            hashIds = field.value, hasHashIds = true;
        else if (key == "input_length")
            inputLength = field.value, hasInput = true;
        else if (key == "block_size")
            blockSize = field.value, hasBlockSize = !field.value.is_null();
        else if (key == "block_tokens")
            blockTokens = field.value, hasBlockTokens = !field.value.is_null();
        else if (key == "timestamp")
            timestamp = field.value, hasTimestamp = true;
        else if (key == "output_length")
            outputLength = field.value, hasOutput = true;
        else if (key == "session_id" || key == "session")
            session = field.value, hasSession = true;
        else if (key == "model")
            model = field.value, hasModel = true;
    }

    if (!hasHashIds || hashIds.type() != element_type::ARRAY) {
        ++trace.skippedRecords;
        return;
    }
    const simdjson::dom::array ids = asArray(hashIds);
    const std::size_t blockCount = ids.size();
    if (blockCount == 0) {
        ++trace.skippedRecords;
        return;
    }

    QString why;
    if (!hasInput)
        return fatal(file, line, QStringLiteral("input_length"), tr("missing"));
    const auto input = positiveCount(inputLength, why);
    if (!input)
        return fatal(file, line, QStringLiteral("input_length"), why);

    std::optional<std::uint32_t> recordBlockSize;
    if (hasBlockSize) {
        recordBlockSize = positiveCount(blockSize, why);
        if (!recordBlockSize)
            return fatal(file, line, QStringLiteral("block_size"), why);
        if (!m_declaredBlockSize)
            m_declaredBlockSize = recordBlockSize;
        else if (*recordBlockSize != *m_declaredBlockSize)
            return fatal(file, line, QStringLiteral("block_size"),
                         tr("%1 differs from the first declared block size %2")
                             .arg(*recordBlockSize)
                             .arg(*m_declaredBlockSize));
    }

    m_weights.clear();
    if (hasBlockTokens) {
        if (blockTokens.type() != element_type::ARRAY)
            return fatal(file, line, QStringLiteral("block_tokens"),
                         tr("must be a list, got %1").arg(jsonTypeName(blockTokens)));
        const simdjson::dom::array tokens = asArray(blockTokens);
        if (tokens.size() != blockCount)
            return fatal(file, line, QStringLiteral("block_tokens"),
                         tr("has %1 entries but hash_ids has %2").arg(tokens.size()).arg(blockCount));
        std::size_t i = 0;
        for (element t : tokens) {
            const auto w = positiveCount(t, why);
            if (!w)
                return fatal(file, line, QStringLiteral("block_tokens[%1]").arg(i), why);
            m_weights.push_back(*w);
            ++i;
        }
    }

    m_ids.clear();
    HashIdInterner& interner = m_builder.hashIds();
    std::size_t i = 0;
    for (element id : ids) {
        switch (id.type()) {
        case element_type::UINT64:
            m_ids.push_back(interner.internInteger(id.get_uint64().value_unsafe()));
            break;
        case element_type::INT64: {
            const std::int64_t v = id.get_int64().value_unsafe();
            m_ids.push_back(v >= 0 ? interner.internInteger(std::uint64_t(v)) : interner.internNegative(v));
            break;
        }
        case element_type::STRING:
            m_ids.push_back(interner.internText(id.get_string().value_unsafe()));
            break;
        default:
            return fatal(file, line, QStringLiteral("hash_ids[%1]").arg(i),
                         tr("must be an integer or a string, got %1").arg(jsonTypeName(id)));
        }
        ++i;
    }

    RequestMeta meta;
    meta.inputLength = *input;
    double number = 0;
    if (hasTimestamp && jsonNumber(timestamp, number))
        meta.timestampMs = number;
    std::int64_t out = 0;
    if (hasOutput && jsonInteger(outputLength, out) && out >= 0 && out < std::int64_t(kUnknown))
        meta.outputLength = std::uint32_t(out);
    if (hasSession) {
        if (session.is_string())
            meta.session = m_builder.internSession(QString::fromUtf8(session.get_string().value_unsafe()));
        else if (jsonInteger(session, out))
            meta.session = m_builder.internSession(QString::number(out));
    }
    if (hasModel && model.is_string())
        meta.model = m_builder.internModel(QString::fromUtf8(model.get_string().value_unsafe()));

    const bool deferWeights = m_weights.empty() && !m_declaredBlockSize;
    if (m_weights.empty())
        m_weights.assign(blockCount, 0);
    m_builder.addRequest(meta, m_ids, m_weights);
    const std::size_t request = m_builder.requestCount() - 1;
    if (deferWeights)
        m_deferred.push_back(request);
    else if (!hasBlockTokens)
        computeWeights(request, *m_declaredBlockSize);
    ++m_accepted;
}

void MooncakeReader::computeWeights(std::size_t request, std::uint32_t blockSize)
{
    Trace& t = m_builder.trace();
    const EventIndex begin = t.requestStart[request];
    const EventIndex end = t.requestStart[request + 1];
    const std::int64_t input = t.inputLength[request];
    for (EventIndex e = begin; e < end; ++e) {
        const std::int64_t remaining = input - std::int64_t(e - begin) * blockSize;
        t.weight[e] = remaining <= 0 ? 1u : std::uint32_t(std::min<std::int64_t>(blockSize, remaining));
    }
}

void MooncakeReader::finish()
{
    if (m_firstFatal) {
        const Fatal& f = *m_firstFatal;
        QString detail = f.detail;
        if (m_fatalCount > 1)
            detail += tr(" (%1 invalid records in all; this is the first)").arg(m_fatalCount);
        throw InputError(f.file, f.line, f.field, detail);
    }
    Trace& t = m_builder.trace();
    if (m_accepted == 0)
        throw InputError(t.source, 0, {},
                         tr("no valid record (%1 parse errors, %2 skipped records)")
                             .arg(t.parseErrors)
                             .arg(t.skippedRecords));
    const std::optional<std::uint32_t> blockSize =
        m_declaredBlockSize ? m_declaredBlockSize : m_options.fallbackBlockSize;
    if (!blockSize)
        throw InputError(t.source, 0, QStringLiteral("block_size"),
                         tr("the trace declares no block_size; pass --block-size (Mooncake traces use 512)"));
    for (std::size_t request : m_deferred)
        computeWeights(request, *blockSize);
    t.blockSize = *blockSize;
}

} // namespace kvwb
