#include "io/LmcacheReader.h"

#include "io/LineReader.h"
#include "util/InputError.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace kvwb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::LmcacheReader", text);
}

using simdjson::dom::element;
using simdjson::dom::element_type;

struct Fields
{
    element timestamp, modelName, chunkSize, seqLen, dtypes, shapes, hashes;
    bool hasTimestamp = false, hasModel = false, hasChunkSize = false, hasSeqLen = false;
    bool hasDtypes = false, hasShapes = false, hasHashes = false;
};

Fields collect(const element& record)
{
    Fields f;
    for (auto field : asObject(record)) {
        const std::string_view key = field.key;
        if (key == "timestamp")
            f.timestamp = field.value, f.hasTimestamp = true;
        else if (key == "model_name")
            f.modelName = field.value, f.hasModel = true;
        else if (key == "chunk_size")
            f.chunkSize = field.value, f.hasChunkSize = true;
        else if (key == "seq_len")
            f.seqLen = field.value, f.hasSeqLen = true;
        else if (key == "dtypes")
            f.dtypes = field.value, f.hasDtypes = true;
        else if (key == "shapes")
            f.shapes = field.value, f.hasShapes = true;
        else if (key == "chunk_hashes")
            f.hashes = field.value, f.hasHashes = true;
    }
    return f;
}

std::uint32_t count(const element& value, bool present, bool allowZero, const QString& file, std::uint64_t line,
                    const char* field)
{
    if (!present)
        throw InputError(file, line, QLatin1String(field), tr("missing"));
    std::int64_t v = 0;
    if (!jsonInteger(value, v))
        throw InputError(file, line, QLatin1String(field), tr("must be an integer, got %1").arg(jsonTypeName(value)));
    if (v < (allowZero ? 0 : 1) || v > std::int64_t(0xfffffffeu))
        throw InputError(file, line, QLatin1String(field),
                         allowZero ? tr("must be >= 0, got %1").arg(v) : tr("must be > 0, got %1").arg(v));
    return std::uint32_t(v);
}

} // namespace

double lmcacheDtypeBytes(std::string_view dtype)
{
    if (dtype.starts_with("torch."))
        dtype.remove_prefix(6);
    struct Entry
    {
        std::string_view name;
        double bytes;
    };
    static constexpr Entry table[] = {{"float32", 4}, {"float16", 2},      {"bfloat16", 2},
                                      {"float8_e4m3fn", 1}, {"float8_e5m2", 1}, {"int8", 1},
                                      {"int32", 4}, {"int64", 8}};
    for (const Entry& e : table)
        if (e.name == dtype)
            return e.bytes;
    return 0;
}

LmcacheReader::LmcacheReader(LmcacheOptions options) : m_options(std::move(options)) {}

std::uint32_t LmcacheReader::modelIndex(std::string_view name)
{
    const QString model = QString::fromUtf8(name);
    const qsizetype i = m_modelNames.indexOf(model);
    if (i >= 0)
        return std::uint32_t(i);
    m_modelNames.append(model);
    return std::uint32_t(m_modelNames.size() - 1);
}

void LmcacheReader::read(LineReader& lines, const QString& fileName)
{
    std::string_view line;
    while (lines.next(line)) {
        if (std::all_of(line.begin(), line.end(), [](char c) { return c == ' ' || c == '\t' || c == '\r'; }))
            continue;
        element record;
        if (!m_json.parse(line, record)) {
            ++m_parseErrors;
            continue;
        }
        if (record.type() != element_type::OBJECT)
            throw InputError(fileName, lines.lineNumber(), {},
                             tr("a lookup record must be a JSON object, got %1").arg(jsonTypeName(record)));
        readRecord(record, fileName, lines.lineNumber());
    }
}

double LmcacheReader::kvBytes(const element* dtypeList, const element* shapeList, const QString& file,
                              std::uint64_t line, std::uint32_t& unknownDtype)
{
    unknownDtype = kUnknown;
    if (!dtypeList || !shapeList || dtypeList->type() != element_type::ARRAY ||
        shapeList->type() != element_type::ARRAY)
        return 0;
    const auto dtypes = asArray(*dtypeList);
    const auto shapes = asArray(*shapeList);
    double total = 0;
    auto shape = shapes.begin();
    std::size_t i = 0;
    for (element dtype : dtypes) {
        if (shape == shapes.end())
            break; // Python's zip() stops at the shorter list
        if (!dtype.is_string())
            throw InputError(file, line, QStringLiteral("dtypes[%1]").arg(i), tr("must be a string"));
        const std::string_view name = dtype.get_string().value_unsafe();
        const double bytes = lmcacheDtypeBytes(name);
        if (bytes == 0 && unknownDtype == kUnknown) {
            m_unknownDtypes.append(QString::fromUtf8(name));
            unknownDtype = std::uint32_t(m_unknownDtypes.size() - 1);
        }
        const element dims = *shape;
        if (dims.type() != element_type::ARRAY)
            throw InputError(file, line, QStringLiteral("shapes[%1]").arg(i), tr("must be a list of integers"));
        double elements = 1;
        for (element d : asArray(dims)) {
            std::int64_t v = 0;
            if (!jsonInteger(d, v) || v < 0)
                throw InputError(file, line, QStringLiteral("shapes[%1]").arg(i),
                                 tr("must be a list of non-negative integers"));
            elements *= double(v);
        }
        total += elements * bytes;
        ++shape;
        ++i;
    }
    return total;
}

void LmcacheReader::readRecord(const element& record, const QString& file, std::uint64_t line)
{
    const Fields f = collect(record);
    Record r{};
    if (!f.hasTimestamp || !jsonNumber(f.timestamp, r.timestamp))
        throw InputError(file, line, QStringLiteral("timestamp"),
                         f.hasTimestamp ? tr("must be a number, got %1").arg(jsonTypeName(f.timestamp)) : tr("missing"));
    r.seqLen = count(f.seqLen, f.hasSeqLen, true, file, line, "seq_len");
    r.chunkSize = count(f.chunkSize, f.hasChunkSize, false, file, line, "chunk_size");
    std::string_view model;
    if (f.hasModel && f.modelName.is_string())
        model = f.modelName.get_string().value_unsafe();
    r.model = modelIndex(model);
    if (!f.hasHashes)
        throw InputError(file, line, QStringLiteral("chunk_hashes"), tr("missing"));
    if (f.hashes.type() != element_type::ARRAY)
        throw InputError(file, line, QStringLiteral("chunk_hashes"),
                         tr("must be a list, got %1").arg(jsonTypeName(f.hashes)));
    r.firstHash = m_hashes.size();
    std::size_t i = 0;
    for (element h : asArray(f.hashes)) {
        if (h.is_string()) {
            m_hashes.push_back(m_hashIds.internHashText(h.get_string().value_unsafe()));
        } else if (std::int64_t v = 0; jsonInteger(h, v) && v >= 0) {
            m_hashes.push_back(m_hashIds.internInteger(std::uint64_t(v)));
        } else {
            throw InputError(file, line, QStringLiteral("chunk_hashes[%1]").arg(i),
                             tr("must be a hex string, got %1").arg(jsonTypeName(h)));
        }
        ++i;
    }
    r.hashCount = std::uint32_t(m_hashes.size() - r.firstHash);
    r.kvBytesPerChunk = kvBytes(f.hasDtypes ? &f.dtypes : nullptr, f.hasShapes ? &f.shapes : nullptr, file, line,
                                r.unknownDtype);
    m_records.push_back(r);
}

TracePtr LmcacheReader::finish(const QString& source)
{
    std::vector<std::uint32_t> order(m_records.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::uint32_t a, std::uint32_t b) { return m_records[a].timestamp < m_records[b].timestamp; });
    if (!m_options.model.isEmpty()) {
        const qsizetype wanted = m_modelNames.indexOf(m_options.model);
        std::erase_if(order, [&](std::uint32_t i) { return qsizetype(m_records[i].model) != wanted; });
    }
    if (m_options.limit && order.size() > *m_options.limit)
        order.resize(*m_options.limit);
    if (order.empty()) {
        const QString detail = m_options.model.isEmpty()
                                   ? tr("no lookup record (%1 parse errors)").arg(m_parseErrors)
                                   : tr("no lookup record for model '%1' (models present: %2)")
                                         .arg(m_options.model, m_modelNames.join(QStringLiteral(", ")));
        throw InputError(source, 0, {}, detail);
    }

    TraceBuilder builder(TraceFormat::LmcacheLog);
    Trace& t = builder.trace();
    t.source = source;
    t.parseErrors = m_parseErrors;
    const Record& first = m_records[order.front()];
    t.blockSize = first.chunkSize;
    t.lmcache.kvBytesPerChunk = first.kvBytesPerChunk;
    if (first.kvBytesPerChunk <= 0)
        t.lmcache.kvBytesProblem =
            first.unknownDtype != kUnknown
                ? tr("unknown dtype '%1' in the first record; pass --kv-bytes-per-chunk")
                      .arg(m_unknownDtypes[qsizetype(first.unknownDtype)])
                : tr("the first record has no shapes/dtypes; pass --kv-bytes-per-chunk");

    std::vector<std::uint32_t> modelIds(std::size_t(m_modelNames.size()));
    for (qsizetype i = 0; i < m_modelNames.size(); ++i)
        modelIds[std::size_t(i)] = builder.internModel(m_modelNames[i]);

    // Renumber the surviving hashes densely in replay order.
    std::vector<BlockId> remap(m_hashIds.size(), kUnknown);
    std::uint32_t nextRaw = 0;
    std::vector<BlockId> ids;
    std::vector<std::uint32_t> weights;
    for (std::uint32_t index : order) {
        const Record& r = m_records[index];
        if (r.hashCount == 0 && r.seqLen == 0) {
            ++t.lmcache.emptyRecordsSkipped;
            ++t.skippedRecords;
            continue;
        }
        ids.clear();
        for (std::uint32_t k = 0; k < r.hashCount; ++k) {
            BlockId& id = remap[m_hashes[r.firstHash + k]];
            if (id == kUnknown)
                id = nextRaw++;
            ids.push_back(id);
        }
        weights.assign(r.hashCount, r.chunkSize);
        RequestMeta meta;
        meta.inputLength = r.seqLen;
        meta.timestampMs = r.timestamp * 1000.0;
        meta.model = modelIds[r.model];
        builder.addRequest(meta, ids, weights);
    }
    t.rawUniqueBlocks = nextRaw;
    return builder.finish();
}

} // namespace kvwb
