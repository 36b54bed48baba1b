#include "model/KvCalculator.h"

#include "util/InputError.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <iterator>

namespace kvwb {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("kvwb::KvCalculator", text);
}

const QString kBf16 = QStringLiteral("bf16_fp16");
const QString kFp8 = QStringLiteral("fp8_int8");
const QString kFp4 = QStringLiteral("fp4_int4");
const QString kDeepSeekV4 = QStringLiteral("deepseek_v4_hybrid");

// Every catalog field a formula or the draft-layer rule reads as a number (formulas.md section 1).
constexpr std::string_view kNumericFields[] = {
    "num_hidden_layers",
    "num_key_value_heads",
    "head_dim",
    "v_head_dim",
    "kv_lora_rank",
    "qk_rope_head_dim",
    "index_head_dim",
    "indexer_full_layers",
    "draft_indexer_layers",
    "sparse_attention_layers",
    "full_attention_layers",
    "sliding_attention_layers",
    "sliding_window",
    "num_global_key_value_heads",
    "global_head_dim",
    "global_v_head_dim",
    "swa_num_key_value_heads",
    "sliding_num_key_value_heads",
    "swa_head_dim",
    "sliding_head_dim",
    "swa_v_head_dim",
    "sliding_v_head_dim",
    "compress_ratios",
    "num_nextn_predict_layers",
    "num_mtp_modules",
    "mtp_transformer_layers",
    "use_mtp",
    "disable_draft_kv_cache",
};

/// Field access for one model; a missing or non-numeric required field is an InputError that
/// points at the model's entry (or the offending value) in its catalog file.
class Fields
{
public:
    explicit Fields(const ModelSpec& model) : m_model(model) {}

    const ModelSpec& model() const { return m_model; }

    double need(const char* name) const
    {
        if (const auto v = m_model.number(name))
            return *v;
        missing(name);
    }

    // Python's `a or b or ...` over fields: the first one present and non-zero.
    std::optional<double> firstOf(std::initializer_list<const char*> names) const
    {
        for (const char* name : names)
            if (const auto v = m_model.number(name); v && *v != 0)
                return v;
        return std::nullopt;
    }

    double firstOrNeed(std::initializer_list<const char*> names) const
    {
        if (const auto v = firstOf(names))
            return *v;
        missing(*(names.end() - 1));
    }

    const std::vector<double>& needList(const char* name) const
    {
        const std::vector<double>& list = m_model.list(name);
        if (list.empty())
            missing(name, true);
        return list;
    }

private:
    [[noreturn]] void missing(const char* name, bool wantList = false) const
    {
        const FieldValue* f = m_model.field(name);
        const std::uint64_t line = f && f->line ? f->line : m_model.line;
        const QString detail = wantList ? tr("model '%1' (formula %2) needs a list of numbers here")
                                        : tr("model '%1' (formula %2) needs a number here");
        throw InputError(m_model.sourceFile, line, QString::fromLatin1(name),
                         detail.arg(m_model.id, m_model.formula));
    }

    const ModelSpec& m_model;
};

QString validIds(const std::vector<PrecisionOption>& list)
{
    QStringList ids;
    for (const PrecisionOption& p : list)
        ids << p.id;
    return ids.join(QStringLiteral(", "));
}

const PrecisionOption& userPrecision(const std::vector<PrecisionOption>& list, const QString& id,
                                     const char* field)
{
    for (const PrecisionOption& p : list)
        if (p.id == id)
            return p;
    throw InputError({}, 0, QString::fromLatin1(field),
                     tr("unknown precision '%1' (valid: %2)").arg(id, validIds(list)));
}

// The first id of `candidates` the list knows; the catalog's own defaults fall through when invalid.
const PrecisionOption& firstKnown(const std::vector<PrecisionOption>& list,
                                  std::initializer_list<QString> candidates, const char* field)
{
    for (const QString& id : candidates)
        for (const PrecisionOption& p : list)
            if (!id.isEmpty() && p.id == id)
                return p;
    throw InputError(
        {}, 0, QString::fromLatin1(field),
        tr("the catalog defines none of the standard precisions (it has: %1)").arg(validIds(list)));
}

// D of formulas.md section 1: the speculative-decoding layers whose KV the cache would also hold.
int draftLayerCount(const ModelSpec& model, const Fields& f)
{
    if (model.flag("disable_draft_kv_cache"))
        return 0;
    if (model.formula == kDeepSeekV4) {
        const double extra = double(model.list("compress_ratios").size()) - f.need("num_hidden_layers");
        return extra > 0 ? int(extra) : 0;
    }
    if (const auto nextn = model.number("num_nextn_predict_layers"); nextn && *nextn > 0)
        return int(*nextn);
    if (model.flag("use_mtp"))
        return int(f.need("num_mtp_modules") * f.need("mtp_transformer_layers"));
    return 0;
}

struct Inputs
{
    double kvB = 0;
    double idxB = 0; ///< 0 where the model has no indexer
    double d = 0;    ///< draft layers included
    double t = 0;
};

struct PerToken
{
    double kv = 0;
    double indexer = 0;
};

PerToken standardGqa(const Fields& f, const Inputs& in)
{
    return {(f.need("num_hidden_layers") + in.d) * 2 * f.need("num_key_value_heads") * f.need("head_dim") *
                in.kvB,
            0};
}

PerToken mla(const Fields& f, const Inputs& in)
{
    const double latent = f.need("kv_lora_rank") + f.need("qk_rope_head_dim");
    return {(f.need("num_hidden_layers") + in.d) * latent * in.kvB, 0};
}

PerToken dsaMla(const Fields& f, const Inputs& in)
{
    const ModelSpec& m = f.model();
    PerToken out = mla(f, in);
    if (!hasIndexer(m))
        return out;
    // Layers that reuse another layer's indexer (GLM-5.2's shared layers) store nothing of their own.
    double layers = m.number("indexer_full_layers").value_or(f.need("num_hidden_layers"));
    if (in.d > 0)
        layers += m.number("draft_indexer_layers").value_or(in.d);
    out.indexer = layers * f.need("index_head_dim") * in.idxB;
    return out;
}

PerToken minimaxMsa(const Fields& f, const Inputs& in)
{
    const ModelSpec& m = f.model();
    PerToken out{
        f.need("num_hidden_layers") * 2 * f.need("num_key_value_heads") * f.need("head_dim") * in.kvB, 0};
    if (hasIndexer(m))
        out.indexer = f.need("sparse_attention_layers") * f.need("index_head_dim") * in.idxB;
    return out;
}

PerToken mixedFullSliding(const Fields& f, const Inputs& in)
{
    const double hf = f.firstOrNeed({"num_global_key_value_heads", "num_key_value_heads"});
    const double kf = f.firstOrNeed({"global_head_dim", "head_dim"});
    const double vf = f.firstOf({"global_v_head_dim", "v_head_dim"}).value_or(kf);
    const double hs =
        f.firstOrNeed({"swa_num_key_value_heads", "sliding_num_key_value_heads", "num_key_value_heads"});
    const double ks = f.firstOrNeed({"swa_head_dim", "sliding_head_dim", "head_dim"});
    const double vs = f.firstOf({"swa_v_head_dim", "sliding_v_head_dim", "v_head_dim"}).value_or(ks);
    const double full = in.t * f.need("full_attention_layers") * hf * (kf + vf);
    const double sliding =
        std::min(in.t, f.need("sliding_window")) * f.need("sliding_attention_layers") * hs * (ks + vs);
    return {(full + sliding) * in.kvB / in.t, 0};
}

PerToken deepseekV4(const Fields& f, const Inputs& in)
{
    const ModelSpec& m = f.model();
    const std::vector<double>& ratios = f.needList("compress_ratios");
    const double headDim = f.need("head_dim");
    const double window = f.need("sliding_window");
    const std::optional<double> indexHeadDim = m.number("index_head_dim");
    const double active = std::min(double(ratios.size()), f.need("num_hidden_layers") + in.d);
    double windowElems = 0, compressedElems = 0, indexerElems = 0;
    for (std::size_t i = 0; double(i) < active; ++i) {
        const double r = ratios[i];
        // Every layer keeps its full sliding window, even when T is shorter: the reference sizes it so.
        windowElems += window * headDim;
        if (r > 0)
            compressedElems += std::floor(in.t / r) * headDim;
        if (r == 4 && indexHeadDim)
            indexerElems += std::floor(in.t / 4) * *indexHeadDim;
    }
    return {(windowElems + compressedElems) * in.kvB / in.t, indexerElems * in.idxB / in.t};
}

PerToken qwenLinearFull(const Fields& f, const Inputs& in)
{
    return {f.need("full_attention_layers") * 2 * f.need("num_key_value_heads") * f.need("head_dim") * in.kvB,
            0};
}

PerToken kimiKdaMla(const Fields& f, const Inputs& in)
{
    return {f.need("full_attention_layers") * (f.need("kv_lora_rank") + f.need("qk_rope_head_dim")) * in.kvB,
            0};
}

struct Formula
{
    const char* name;
    bool countsDraftLayers; ///< whether D of formulas.md enters the formula at all
    PerToken (*perToken)(const Fields&, const Inputs&);
};

const Formula kFormulas[] = {
    {"standard_gqa", true, standardGqa},
    {"mla", true, mla},
    {"dsa_mla", true, dsaMla},
    {"minimax_msa", false, minimaxMsa},
    {"mixed_full_sliding_gqa", false, mixedFullSliding},
    {"deepseek_v4_hybrid", true, deepseekV4},
    {"qwen_linear_full_hybrid", false, qwenLinearFull},
    {"kimi_kda_mla_hybrid", false, kimiKdaMla},
};

QString supportedFormulas()
{
    QStringList names;
    for (const Formula& f : kFormulas)
        names << QLatin1String(f.name);
    return names.join(QStringLiteral(", "));
}

const Formula* formulaNamed(const QString& name)
{
    for (const Formula& f : kFormulas)
        if (name == QLatin1String(f.name))
            return &f;
    return nullptr;
}

} // namespace

bool isFormulaSupported(const QString& formula)
{
    return formulaNamed(formula) != nullptr;
}

bool hasIndexer(const ModelSpec& model)
{
    return model.number("index_head_dim").has_value();
}

bool isNumericField(std::string_view name)
{
    return std::find(std::begin(kNumericFields), std::end(kNumericFields), name) != std::end(kNumericFields);
}

KvFootprint computeKvFootprint(const ModelCatalog& catalog, const ModelSpec& model,
                               const KvSettings& settings)
{
    const Formula* formula = formulaNamed(model.formula);
    if (!formula) {
        const QString why = model.formula == QLatin1String("inkling_hybrid")
                                ? tr("the reference KV cache calculator does not support it, so there is no "
                                     "accounting to match")
                                : tr("the calculator knows %1").arg(supportedFormulas());
        throw UnsupportedFormula(tr("unsupported formula '%1' for model '%2': %3")
                                     .arg(model.formula, model.id, why)
                                     .toStdString());
    }
    if (!(settings.tokens > 0) || !std::isfinite(settings.tokens))
        throw InputError({}, 0, QStringLiteral("tokens"),
                         tr("must be a positive number, got %1").arg(settings.tokens));

    KvFootprint out;
    // Precision resolution of formulas.md section 1; user ids are validated even where unused, so a
    // typo never passes silently.
    const auto& kvList = catalog.precisions();
    const auto& idxList = catalog.indexerPrecisions();
    const bool v4 = model.formula == kDeepSeekV4;
    out.precision =
        !settings.kvPrecision.isEmpty()
            ? userPrecision(kvList, settings.kvPrecision, "kv-precision")
            : firstKnown(kvList, {model.defaultPrecisionId, v4 ? kFp8 : kBf16, kBf16}, "kv-precision");
    const PrecisionOption* userIndexer =
        settings.indexerPrecision.isEmpty()
            ? nullptr
            : &userPrecision(idxList, settings.indexerPrecision, "indexer-precision");
    if (hasIndexer(model)) {
        const QString wanted = userIndexer ? userIndexer->id : QString();
        out.indexerPrecision = firstKnown(
            idxList, {model.indexerFixedPrecisionId, wanted, v4 ? kFp4 : QString(), out.precision.id, kBf16},
            "indexer-precision");
    }

    const Fields fields(model);
    Inputs in;
    in.kvB = out.precision.bytesPerElement;
    in.idxB = out.indexerPrecision ? out.indexerPrecision->bytesPerElement : 0;
    in.t = settings.tokens;
    if (settings.includeDraftKvCache && formula->countsDraftLayers)
        out.draftLayers = draftLayerCount(model, fields);
    in.d = out.draftLayers;

    const PerToken p = formula->perToken(fields, in);
    out.kvBytesPerToken = p.kv;
    out.indexerBytesPerToken = p.indexer;
    out.bytesPerToken = p.kv + p.indexer;
    return out;
}

} // namespace kvwb
