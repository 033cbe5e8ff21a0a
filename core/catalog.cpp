#include "core/catalog.h"

#include "core/inputfile.h"
#include "core/jsonreader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <set>

namespace tf::core {

namespace {

constexpr qint64 kMaxCatalogFileBytes = 8 * 1024 * 1024;

std::string lowered(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

bool validId(const std::string& id)
{
    if (id.empty() || id.size() > 64)
        return false;
    return std::all_of(id.begin(), id.end(), [](unsigned char c) {
        return std::islower(c) || std::isdigit(c) || c == '-' || c == '.' || c == '_';
    });
}

/// An optional list of short names under `key` ("aliases", "vendors").
std::vector<std::string> readAliases(const QJsonObject& object, JsonReader& reader, const char* key = "aliases")
{
    std::vector<std::string> aliases;
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isUndefined())
        return aliases;
    if (!value.isArray() || value.toArray().size() > 64) {
        reader.fail("'" + std::string(key) + "' must be a list of at most 64 names");
        return aliases;
    }
    for (const QJsonValue& a : value.toArray()) {
        if (!a.isString() || a.toString().size() > 200 || !isPlainText(a.toString().toStdString())) {
            reader.fail("'" + std::string(key) + "' must hold short text entries");
            return {};
        }
        aliases.push_back(a.toString().toStdString());
    }
    return aliases;
}

QJsonArray aliasesToJson(const std::vector<std::string>& aliases)
{
    QJsonArray array;
    for (const auto& a : aliases)
        array.append(QString::fromStdString(a));
    return array;
}

QJsonObject sourcesToJson(const std::map<std::string, std::string>& sources)
{
    QJsonObject o;
    for (const auto& [k, v] : sources)
        o.insert(QString::fromStdString(k), QString::fromStdString(v));
    return o;
}

Result<QJsonArray> readArrayFile(const QString& path, const char* format, const char* arrayKey)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{"cannot read " + path.toStdString() + ": " + file.errorString().toStdString()};
    if (file.size() > kMaxCatalogFileBytes)
        return Error{path.toStdString() + " is larger than 8 MB"};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return Error{path.toStdString() + " is not valid JSON: " + parseError.errorString().toStdString()};
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(format))
        return Error{path.toStdString() + " is not a " + format + " file"};
    if (root.value(QLatin1String("version")).toInt() != 1)
        return Error{path.toStdString() + " has an unsupported version"};
    if (!root.value(QLatin1String(arrayKey)).isArray())
        return Error{path.toStdString() + " has no '" + arrayKey + "' list"};
    return root.value(QLatin1String(arrayKey)).toArray();
}

} // namespace

std::string shadowMessage(const char* kind, const std::string& id, const std::string& shippedName)
{
    return std::string(kind) + " id '" + sanitizedText(id, 64) + "' is the shipped " + sanitizedText(shippedName, 80) +
           "; a user-defined entry cannot replace it (its figures and calibration would be taken for the shipped "
           "ones). Give it an id of its own, e.g. '" +
           sanitizedText(id, 64) + "-custom'";
}

Status checkUserEntries(const CatalogEntries& entries, const Catalog& shipped)
{
    std::set<std::string> ids;
    for (const Hardware& hw : entries.hardware) {
        if (!ids.insert(hw.id).second)
            return Error{"hardware id '" + hw.id + "' is defined twice"};
        if (const Hardware* s = shipped.findHardware(hw.id); s && !s->userDefined)
            return Error{shadowMessage("hardware", hw.id, s->name)};
    }
    ids.clear();
    for (const LlmModel& m : entries.models) {
        if (!ids.insert(m.id).second)
            return Error{"model id '" + m.id + "' is defined twice"};
        if (const LlmModel* s = shipped.findModel(m.id); s && !s->userDefined)
            return Error{shadowMessage("model", m.id, s->name)};
    }
    return {};
}

// ---------------------------------------------------------------------------------------------
// Hardware

QJsonObject hardwareToJson(const Hardware& hw)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), QString::fromStdString(hw.id));
    o.insert(QStringLiteral("name"), QString::fromStdString(hw.name));
    o.insert(QStringLiteral("vendor"), QString::fromStdString(hw.vendor));
    o.insert(QStringLiteral("hbm_gb"), hw.hbmGb);
    o.insert(QStringLiteral("usable_hbm_gb"), hw.usableHbmGb);
    o.insert(QStringLiteral("hbm_tb_s"), hw.hbmTbPerS);
    QJsonObject tflops;
    for (int i = 0; i < kPrecisionCount; ++i) {
        if (hw.denseTflops[i] > 0)
            tflops.insert(QString::fromLatin1(precisionId(static_cast<Precision>(i)).data()), hw.denseTflops[i]);
    }
    o.insert(QStringLiteral("dense_tflops"), tflops);
    o.insert(QStringLiteral("fp4_format"), hw.mxfp4 ? QStringLiteral("mxfp4") : QStringLiteral("nvfp4"));
    o.insert(QStringLiteral("tdp_w"), hw.tdpW);
    o.insert(QStringLiteral("idle_w"), hw.idleW);
    o.insert(QStringLiteral("all_in_kw_per_gpu"), hw.allInKwPerGpu);
    o.insert(QStringLiteral("scaleup_gpus"), hw.scaleUpGpus);
    o.insert(QStringLiteral("scaleup_gb_s"), hw.scaleUpGbPerS);
    o.insert(QStringLiteral("scaleout_gb_s"), hw.scaleOutGbPerS);
    o.insert(QStringLiteral("owned_usd_per_gpu_hour"), hw.ownedUsdPerGpuHour);
    o.insert(QStringLiteral("rented_usd_per_gpu_hour"), hw.rentedUsdPerGpuHour);
    o.insert(QStringLiteral("capex_usd_per_gpu"), hw.capexUsdPerGpu);
    o.insert(QStringLiteral("calibrated"), hw.calibrated);
    if (!hw.knobs.empty()) {
        QJsonObject knobs;
        for (const auto& [key, value] : hw.knobs)
            knobs.insert(QString::fromStdString(key), value);
        o.insert(QStringLiteral("knobs"), knobs);
    }
    o.insert(QStringLiteral("notes"), QString::fromStdString(hw.notes));
    o.insert(QStringLiteral("sources"), sourcesToJson(hw.sources));
    return o;
}

Result<Hardware> hardwareFromJson(const QJsonObject& object)
{
    Hardware hw;
    JsonReader r(object, "hardware");
    hw.id = r.text("id", "", true, 64);
    if (!r.ok())
        return Error{r.error()};
    JsonReader n(object, "hardware '" + hw.id + "'");
    hw.name = n.text("name", hw.id, false, 200);
    hw.vendor = n.text("vendor", "", false, 100);
    if (!isPlainText(hw.name) || !isPlainText(hw.vendor))
        n.fail("'name' and 'vendor' must be one line of text");
    hw.hbmGb = n.number("hbm_gb", 1, 10000, 0, true);
    hw.usableHbmGb = n.number("usable_hbm_gb", 1, 10000, hw.hbmGb);
    hw.hbmTbPerS = n.number("hbm_tb_s", 0.05, 1000, 0, true);
    const QJsonObject tflops = n.object("dense_tflops");
    JsonReader t(tflops, "hardware '" + hw.id + "' dense_tflops");
    for (int i = 0; i < kPrecisionCount; ++i)
        hw.denseTflops[i] = t.number(precisionId(static_cast<Precision>(i)).data(), 0, 1e6, 0);
    if (!t.ok())
        n.fail(t.error());
    const std::string fp4 = n.text("fp4_format", "nvfp4", false, 16);
    if (fp4 != "nvfp4" && fp4 != "mxfp4")
        n.fail("'fp4_format' must be nvfp4 or mxfp4");
    hw.mxfp4 = fp4 == "mxfp4";
    hw.tdpW = n.number("tdp_w", 1, 100000, 700);
    hw.idleW = n.number("idle_w", 0, 100000, hw.tdpW * 0.12);
    hw.allInKwPerGpu = n.number("all_in_kw_per_gpu", 0.01, 1000, hw.tdpW * 2.4 / 1000.0);
    hw.scaleUpGpus = n.integer("scaleup_gpus", 1, 100000, 8);
    hw.scaleUpGbPerS = n.number("scaleup_gb_s", 0.1, 1e6, 450);
    hw.scaleOutGbPerS = n.number("scaleout_gb_s", 0.1, 1e6, 50);
    hw.ownedUsdPerGpuHour = n.number("owned_usd_per_gpu_hour", 0, 10000, 0);
    hw.rentedUsdPerGpuHour = n.number("rented_usd_per_gpu_hour", 0, 10000, 0);
    hw.capexUsdPerGpu = n.number("capex_usd_per_gpu", 0, 1e9, 0);
    hw.calibrated = n.boolean("calibrated", false);
    hw.userDefined = n.boolean("user_defined", false);
    hw.notes = n.text("notes", "", false, 8192);
    hw.sources = n.textMap("sources");
    const QJsonObject knobs = n.object("knobs");
    JsonReader k(knobs, "hardware '" + hw.id + "' knobs");
    for (auto it = knobs.begin(); it != knobs.end(); ++it) {
        const std::string key = it.key().toStdString();
        const KnobInfo* info = findKnobInfo(key);
        if (!info || info->level != KnobLevel::Hardware)
            k.fail("'" + key + "' is not a hardware knob");
        else
            hw.knobs[key] = k.number(info->key, info->minValue, info->maxValue, 0, true);
    }
    if (!k.ok())
        n.fail(k.error());
    if (!n.ok())
        return Error{n.error()};
    if (const Status s = validateHardware(hw); !s)
        return Error{s.error()};
    return hw;
}

Status validateHardware(const Hardware& hw)
{
    if (!validId(hw.id))
        return Error{"hardware id '" + hw.id + "' must be 1-64 lower-case letters, digits, '-', '.', '_'"};
    if (hw.hbmGb <= 0 || hw.hbmTbPerS <= 0)
        return Error{"hardware '" + hw.id + "' needs positive HBM capacity and bandwidth"};
    if (hw.denseTflops[0] <= 0)
        return Error{"hardware '" + hw.id + "' needs a BF16 dense TFLOPS figure"};
    if (hw.usableHbmGb > hw.hbmGb * 1.01)
        return Error{"hardware '" + hw.id + "' usable HBM exceeds its HBM capacity"};
    if (hw.scaleUpGpus < 1)
        return Error{"hardware '" + hw.id + "' needs a scale-up domain of at least one GPU"};
    return {};
}

// ---------------------------------------------------------------------------------------------
// Models

QJsonObject modelToJson(const LlmModel& m)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), QString::fromStdString(m.id));
    o.insert(QStringLiteral("name"), QString::fromStdString(m.name));
    o.insert(QStringLiteral("aliases"), aliasesToJson(m.aliases));
    o.insert(QStringLiteral("total_params_b"), m.totalParamsB);
    o.insert(QStringLiteral("active_params_b"), m.activeParamsB);
    o.insert(QStringLiteral("layers"), m.layers);
    o.insert(QStringLiteral("hidden"), m.hidden);
    o.insert(QStringLiteral("attention_heads"), m.attentionHeads);
    o.insert(QStringLiteral("kv_heads"), m.kvHeads);
    o.insert(QStringLiteral("head_dim"), m.headDim);
    o.insert(QStringLiteral("attention"),
             m.attention == AttentionKind::MLA ? QStringLiteral("mla") : QStringLiteral("gqa"));
    o.insert(QStringLiteral("q_lora_rank"), m.qLoraRank);
    o.insert(QStringLiteral("kv_lora_rank"), m.kvLoraRank);
    o.insert(QStringLiteral("qk_nope_head_dim"), m.qkNopeHeadDim);
    o.insert(QStringLiteral("qk_rope_head_dim"), m.qkRopeHeadDim);
    o.insert(QStringLiteral("v_head_dim"), m.vHeadDim);
    o.insert(QStringLiteral("ffn_intermediate"), m.ffnIntermediate);
    o.insert(QStringLiteral("moe_intermediate"), m.moeIntermediate);
    o.insert(QStringLiteral("experts"), m.experts);
    o.insert(QStringLiteral("experts_per_token"), m.expertsPerToken);
    o.insert(QStringLiteral("shared_experts"), m.sharedExperts);
    o.insert(QStringLiteral("dense_layers"), m.denseLayers);
    o.insert(QStringLiteral("vocabulary"), m.vocabulary);
    o.insert(QStringLiteral("tied_embeddings"), m.tiedEmbeddings);
    o.insert(QStringLiteral("sliding_window"), m.slidingWindow);
    o.insert(QStringLiteral("sliding_layer_fraction"), m.slidingLayerFraction);
    o.insert(QStringLiteral("max_context"), m.maxContext);
    o.insert(QStringLiteral("native_precision"), QString::fromLatin1(precisionId(m.nativePrecision).data()));
    o.insert(QStringLiteral("quantize_attention"), m.quantizeAttention);
    o.insert(QStringLiteral("quantize_dense_ffn"), m.quantizeDenseFfn);
    o.insert(QStringLiteral("spec_draft_layers"), m.specDraftLayers);
    o.insert(QStringLiteral("spec_acceptance"), m.specAcceptance);
    o.insert(QStringLiteral("spec_acceptance_decay"), m.specAcceptanceDecay);
    o.insert(QStringLiteral("notes"), QString::fromStdString(m.notes));
    o.insert(QStringLiteral("sources"), sourcesToJson(m.sources));
    return o;
}

Result<LlmModel> modelFromJson(const QJsonObject& object)
{
    LlmModel m;
    JsonReader r(object, "model");
    m.id = r.text("id", "", true, 64);
    if (!r.ok())
        return Error{r.error()};
    JsonReader n(object, "model '" + m.id + "'");
    m.name = n.text("name", m.id, false, 200);
    if (!isPlainText(m.name))
        n.fail("'name' must be one line of text");
    m.aliases = readAliases(object, n);
    m.totalParamsB = n.number("total_params_b", 0, 1e5, 0);
    m.activeParamsB = n.number("active_params_b", 0, 1e5, m.totalParamsB);
    m.layers = n.integer("layers", 1, 1000, 0, true);
    m.hidden = n.integer("hidden", 1, 1 << 20, 0, true);
    m.attentionHeads = n.integer("attention_heads", 1, 4096, 0, true);
    m.kvHeads = n.integer("kv_heads", 1, 4096, m.attentionHeads);
    m.headDim = n.integer("head_dim", 1, 4096, 0, true);
    const std::string attention = n.text("attention", "gqa", false, 8);
    if (attention != "gqa" && attention != "mla")
        n.fail("'attention' must be gqa or mla");
    m.attention = attention == "mla" ? AttentionKind::MLA : AttentionKind::GQA;
    m.qLoraRank = n.integer("q_lora_rank", 0, 1 << 20, 0);
    m.kvLoraRank = n.integer("kv_lora_rank", 0, 1 << 20, 0);
    m.qkNopeHeadDim = n.integer("qk_nope_head_dim", 0, 4096, 0);
    m.qkRopeHeadDim = n.integer("qk_rope_head_dim", 0, 4096, 0);
    m.vHeadDim = n.integer("v_head_dim", 0, 4096, 0);
    m.ffnIntermediate = n.integer("ffn_intermediate", 0, 1 << 22, 0);
    m.moeIntermediate = n.integer("moe_intermediate", 0, 1 << 22, 0);
    m.experts = n.integer("experts", 0, 100000, 0);
    m.expertsPerToken = n.integer("experts_per_token", 0, 1000, 0);
    m.sharedExperts = n.integer("shared_experts", 0, 1000, 0);
    m.denseLayers = n.integer("dense_layers", 0, 1000, 0);
    m.vocabulary = n.integer("vocabulary", 1, 1 << 24, 32000);
    m.tiedEmbeddings = n.boolean("tied_embeddings", false);
    m.slidingWindow = n.integer("sliding_window", 0, 1 << 24, 0);
    m.slidingLayerFraction = n.number("sliding_layer_fraction", 0, 1, 0);
    m.maxContext = n.integer("max_context", 0, 1 << 26, 131072);
    const auto native = parsePrecision(n.text("native_precision", "bf16", false, 16));
    if (!native)
        n.fail("'native_precision' must be bf16, fp8 or fp4");
    m.nativePrecision = native.value_or(Precision::BF16);
    m.quantizeAttention = n.boolean("quantize_attention", true);
    m.quantizeDenseFfn = n.boolean("quantize_dense_ffn", true);
    m.specDraftLayers = n.integer("spec_draft_layers", 0, 100, 1);
    m.specAcceptance = n.number("spec_acceptance", 0, 0.999, 0.8);
    m.specAcceptanceDecay = n.number("spec_acceptance_decay", 0, 1, 0.95);
    m.userDefined = n.boolean("user_defined", false);
    m.notes = n.text("notes", "", false, 8192);
    m.sources = n.textMap("sources");
    if (!n.ok())
        return Error{n.error()};
    if (const Status s = validateModel(m); !s)
        return Error{s.error()};
    return m;
}

Status validateModel(const LlmModel& m)
{
    const std::string who = "model '" + m.id + "'";
    if (!validId(m.id))
        return Error{"model id '" + m.id + "' must be 1-64 lower-case letters, digits, '-', '.', '_'"};
    if (m.layers <= 0 || m.hidden <= 0 || m.attentionHeads <= 0 || m.headDim <= 0)
        return Error{who + " needs layers, hidden size, heads and head dimension"};
    if (m.attention == AttentionKind::GQA && (m.kvHeads <= 0 || m.attentionHeads % m.kvHeads != 0))
        return Error{who + ": attention heads must be a multiple of KV heads"};
    if (m.attention == AttentionKind::MLA && (m.kvLoraRank <= 0 || m.qkRopeHeadDim <= 0 || m.vHeadDim <= 0))
        return Error{who + ": MLA needs kv_lora_rank, qk_rope_head_dim and v_head_dim"};
    if (m.experts > 0) {
        if (m.expertsPerToken <= 0 || m.expertsPerToken > m.experts)
            return Error{who + ": experts_per_token must be between 1 and the number of experts"};
        if (m.moeIntermediate <= 0)
            return Error{who + ": an MoE model needs moe_intermediate"};
        if (m.denseLayers >= m.layers)
            return Error{who + ": dense_layers must be fewer than layers"};
    } else if (m.ffnIntermediate <= 0) {
        return Error{who + ": a dense model needs ffn_intermediate"};
    }
    if (m.denseLayers > 0 && m.ffnIntermediate <= 0)
        return Error{who + ": dense layers need ffn_intermediate"};
    return {};
}

// ---------------------------------------------------------------------------------------------
// Knobs and profiles

QJsonObject knobsToJson(const PerfKnobs& knobs)
{
    QJsonObject o;
    for (const KnobInfo& info : knobInfos())
        o.insert(QLatin1String(info.key), knobs.*(info.member));
    return o;
}

Result<PerfKnobs> knobsFromJson(const QJsonObject& object, const PerfKnobs& base)
{
    PerfKnobs knobs = base;
    JsonReader r(object, "knobs");
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string key = it.key().toStdString();
        const auto& infos = knobInfos();
        const auto info = std::find_if(infos.begin(), infos.end(), [&](const KnobInfo& i) { return key == i.key; });
        if (info == infos.end())
            return Error{"unknown knob '" + key + "'"};
        knobs.*(info->member) = r.number(info->key, info->minValue, info->maxValue, knobs.*(info->member));
    }
    if (!r.ok())
        return Error{r.error()};
    return knobs;
}

QJsonObject profileToJson(const CalibrationProfile& p)
{
    QJsonObject o;
    o.insert(QStringLiteral("hardware"), QString::fromStdString(p.hardwareId));
    o.insert(QStringLiteral("framework"), QString::fromStdString(p.frameworkId));
    o.insert(QStringLiteral("precision"), QString::fromStdString(p.precisionId));
    o.insert(QStringLiteral("knobs"), knobsToJson(p.knobs));
    o.insert(QStringLiteral("fitted_to"), QString::fromStdString(p.fittedTo));
    o.insert(QStringLiteral("points_fitted"), p.pointsFitted);
    o.insert(QStringLiteral("median_abs_error_fit"), p.medianAbsErrorFit);
    o.insert(QStringLiteral("median_abs_error_holdout"), p.medianAbsErrorHoldout);
    o.insert(QStringLiteral("median_abs_error_priors"), p.medianAbsErrorPriors);
    o.insert(QStringLiteral("calibrated"), p.calibrated);
    return o;
}

Result<CalibrationProfile> profileFromJson(const QJsonObject& object)
{
    CalibrationProfile p;
    JsonReader r(object, "profile");
    p.hardwareId = r.text("hardware", "", true, 64);
    p.frameworkId = r.text("framework", "", true, 64);
    p.precisionId = r.text("precision", "", false, 8);
    if (!p.precisionId.empty() && !parsePrecision(p.precisionId))
        r.fail("'precision' must be bf16, fp8, fp4 or empty");
    p.fittedTo = r.text("fitted_to", "", false, 4096);
    p.pointsFitted = r.integer("points_fitted", 0, 10000000, 0);
    p.medianAbsErrorFit = r.number("median_abs_error_fit", 0, 100, 0);
    p.medianAbsErrorHoldout = r.number("median_abs_error_holdout", -1, 100, -1);
    p.medianAbsErrorPriors = r.number("median_abs_error_priors", -1, 100, -1);
    p.calibrated = r.boolean("calibrated", false);
    const QJsonObject knobs = r.object("knobs");
    if (!r.ok())
        return Error{r.error()};
    auto parsed = knobsFromJson(knobs, PerfKnobs{});
    if (!parsed)
        return Error{"profile " + p.key() + ": " + parsed.error()};
    p.knobs = *parsed;
    return p;
}

// ---------------------------------------------------------------------------------------------
// Catalog

const Catalog& Catalog::builtIn()
{
    static const Catalog catalog = [] {
        auto loaded = loadFromDirectory(":/catalog");
        if (!loaded) {
            std::fprintf(stderr, "built-in catalog is invalid: %s\n", loaded.error().c_str());
            std::abort();
        }
        return std::move(loaded).value();
    }();
    return catalog;
}

Result<Catalog> Catalog::loadFromDirectory(const std::string& directory)
{
    Catalog catalog;
    const QDir dir(QString::fromStdString(directory));

    auto hardware = readArrayFile(dir.filePath(QStringLiteral("hardware.json")), "tokenfactory.hardware", "hardware");
    if (!hardware)
        return Error{hardware.error()};
    for (const QJsonValue& v : *hardware) {
        auto hw = hardwareFromJson(v.toObject());
        if (!hw)
            return Error{hw.error()};
        catalog.m_hardware.push_back(std::move(hw).value());
    }

    auto models = readArrayFile(dir.filePath(QStringLiteral("models.json")), "tokenfactory.models", "models");
    if (!models)
        return Error{models.error()};
    for (const QJsonValue& v : *models) {
        auto m = modelFromJson(v.toObject());
        if (!m)
            return Error{m.error()};
        catalog.m_models.push_back(std::move(m).value());
    }

    auto frameworks =
        readArrayFile(dir.filePath(QStringLiteral("frameworks.json")), "tokenfactory.frameworks", "frameworks");
    if (!frameworks)
        return Error{frameworks.error()};
    for (const QJsonValue& v : *frameworks) {
        const QJsonObject o = v.toObject();
        JsonReader r(o, "framework");
        Framework f;
        f.id = r.text("id", "", true, 64);
        f.name = r.text("name", f.id, false, 200);
        f.aliases = readAliases(o, r);
        f.vendors = readAliases(o, r, "vendors");
        f.notes = r.text("notes", "", false, 8192);
        f.sources = r.textMap("sources");
        const QJsonObject knobs = r.object("knobs");
        if (!r.ok())
            return Error{r.error()};
        auto parsed = knobsFromJson(knobs, PerfKnobs{});
        if (!parsed)
            return Error{"framework '" + f.id + "': " + parsed.error()};
        f.knobs = *parsed;
        catalog.m_frameworks.push_back(std::move(f));
    }

    const QString profilesPath = dir.filePath(QStringLiteral("profiles.json"));
    if (QFile::exists(profilesPath)) {
        auto profiles = readArrayFile(profilesPath, "tokenfactory.profiles", "profiles");
        if (!profiles)
            return Error{profiles.error()};
        for (const QJsonValue& v : *profiles) {
            auto p = profileFromJson(v.toObject());
            if (!p)
                return Error{p.error()};
            catalog.addProfile(std::move(p).value());
        }
    }
    for (Hardware& hw : catalog.m_hardware) {
        hw.calibrated = std::any_of(catalog.m_profiles.begin(), catalog.m_profiles.end(),
                                    [&](const CalibrationProfile& p) { return p.hardwareId == hw.id && p.calibrated; });
    }
    return catalog;
}

const Hardware* Catalog::findHardware(const std::string& id) const
{
    const std::string key = lowered(id);
    for (const Hardware& hw : m_hardware) {
        if (hw.id == key)
            return &hw;
    }
    return nullptr;
}

const LlmModel* Catalog::findModel(const std::string& id) const
{
    const std::string key = lowered(id);
    for (const LlmModel& m : m_models) {
        if (m.id == key)
            return &m;
    }
    for (const LlmModel& m : m_models) {
        for (const std::string& alias : m.aliases) {
            if (lowered(alias) == key)
                return &m;
        }
    }
    return nullptr;
}

const Framework* Catalog::findFramework(const std::string& id) const
{
    const std::string key = lowered(id);
    for (const Framework& f : m_frameworks) {
        if (f.id == key)
            return &f;
    }
    for (const Framework& f : m_frameworks) {
        for (const std::string& alias : f.aliases) {
            if (lowered(alias) == key)
                return &f;
        }
    }
    return nullptr;
}

CalibrationProfile Catalog::profileFor(const std::string& hardwareId, const std::string& frameworkId,
                                       Precision precision) const
{
    const std::string precisionKey(precisionId(precision));
    const CalibrationProfile* anyPrecision = nullptr;
    for (const CalibrationProfile& p : m_profiles) {
        if (p.hardwareId != hardwareId || p.frameworkId != frameworkId)
            continue;
        if (p.precisionId == precisionKey)
            return p;
        if (p.precisionId.empty())
            anyPrecision = &p;
    }
    if (anyPrecision)
        return *anyPrecision;
    CalibrationProfile prior;
    prior.hardwareId = hardwareId;
    prior.frameworkId = frameworkId;
    prior.calibrated = false;
    prior.fittedTo = "priors (no measurements for this hardware and framework)";
    prior.knobs = priorKnobs(hardwareId, frameworkId);
    return prior;
}

PerfKnobs Catalog::priorKnobs(const std::string& hardwareId, const std::string& frameworkId) const
{
    const Framework* f = findFramework(frameworkId);
    PerfKnobs knobs = f ? f->knobs : PerfKnobs{};
    if (const Hardware* hw = findHardware(hardwareId))
        applyHardwareKnobs(*hw, knobs);
    return knobs;
}

void applyHardwareKnobs(const Hardware& hardware, PerfKnobs& knobs)
{
    for (const auto& [key, value] : hardware.knobs) {
        if (const KnobInfo* info = findKnobInfo(key))
            knobs.*(info->member) = value;
    }
}

Status Catalog::addHardware(Hardware hw)
{
    if (const Status s = validateHardware(hw); !s)
        return s;
    hw.userDefined = true;
    hw.calibrated = false; // shipped calibrations belong to shipped entries
    for (Hardware& existing : m_hardware) {
        if (existing.id == hw.id) {
            if (!existing.userDefined)
                return Error{shadowMessage("hardware", hw.id, existing.name)};
            existing = std::move(hw);
            return {};
        }
    }
    m_hardware.push_back(std::move(hw));
    return {};
}

Status Catalog::addModel(LlmModel model)
{
    if (const Status s = validateModel(model); !s)
        return s;
    model.userDefined = true;
    if (const LlmModel* shipped = findModel(model.id); shipped && !shipped->userDefined)
        return Error{shadowMessage("model", model.id, shipped->name)};
    for (LlmModel& existing : m_models) {
        if (existing.id == model.id) {
            existing = std::move(model);
            return {};
        }
    }
    m_models.push_back(std::move(model));
    return {};
}

void Catalog::addProfile(CalibrationProfile profile)
{
    for (CalibrationProfile& existing : m_profiles) {
        if (existing.key() == profile.key()) {
            existing = std::move(profile);
            return;
        }
    }
    m_profiles.push_back(std::move(profile));
}

Result<CatalogEntries> readCatalogEntries(const std::string& path)
{
    constexpr int64_t kMaxEntriesFileBytes = 1024 * 1024;
    auto object = readJsonObjectFile(path, kMaxEntriesFileBytes, "catalog file");
    if (!object)
        return Error{object.error()};
    const std::string file = sanitizedText(path, 400);
    const QJsonObject root = *object;
    CatalogEntries entries;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (it.key() != QLatin1String("hardware") && it.key() != QLatin1String("models"))
            return Error{file + ": unknown key '" + sanitizedText(it.key().toStdString(), 40) +
                         "' (expected hardware, models)"};
        if (!it.value().isArray() || it.value().toArray().size() > 1000)
            return Error{file + ": '" + it.key().toStdString() + "' must be a list of at most 1000 entries"};
    }
    for (const QJsonValue& v : root.value(QLatin1String("hardware")).toArray()) {
        if (!v.isObject())
            return Error{file + ": every hardware entry must be an object"};
        auto hw = hardwareFromJson(v.toObject());
        if (!hw)
            return Error{file + ": " + hw.error()};
        hw.value().userDefined = true;
        hw.value().calibrated = false;
        entries.hardware.push_back(std::move(hw).value());
    }
    for (const QJsonValue& v : root.value(QLatin1String("models")).toArray()) {
        if (!v.isObject())
            return Error{file + ": every model entry must be an object"};
        auto m = modelFromJson(v.toObject());
        if (!m)
            return Error{file + ": " + m.error()};
        m.value().userDefined = true;
        entries.models.push_back(std::move(m).value());
    }
    if (entries.hardware.empty() && entries.models.empty())
        return Error{file + " holds no hardware or models"};
    if (const Status s = checkUserEntries(entries, Catalog::builtIn()); !s)
        return Error{file + ": " + s.error()};
    return entries;
}

Status addCatalogEntries(Catalog& catalog, const CatalogEntries& entries)
{
    for (const Hardware& hw : entries.hardware) {
        if (const Status s = catalog.addHardware(hw); !s)
            return s;
    }
    for (const LlmModel& m : entries.models) {
        if (const Status s = catalog.addModel(m); !s)
            return s;
    }
    return {};
}

void mergeCatalogEntries(CatalogEntries& into, const CatalogEntries& added)
{
    const auto upsert = [](auto& list, const auto& entry) {
        for (auto& existing : list) {
            if (existing.id == entry.id) {
                existing = entry;
                return;
            }
        }
        list.push_back(entry);
    };
    for (const Hardware& hw : added.hardware)
        upsert(into.hardware, hw);
    for (const LlmModel& m : added.models)
        upsert(into.models, m);
}

bool frameworkRunsOn(const Framework& framework, const Hardware& hardware)
{
    if (framework.vendors.empty())
        return true;
    return std::any_of(framework.vendors.begin(), framework.vendors.end(), [&](const std::string& vendor) {
        return QString::fromStdString(vendor).compare(QString::fromStdString(hardware.vendor), Qt::CaseInsensitive) ==
               0;
    });
}

} // namespace tf::core
