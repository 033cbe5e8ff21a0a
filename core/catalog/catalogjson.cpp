// Reading and writing the catalog's JSON: the shipped files (hardware, models, frameworks,
// profiles), user entry files, and the per-entry (de)serialisation shared with workbooks and the CLI.
#include "core/catalog/catalogjson.h"

#include "core/catalog/accuracyjson.h"
#include "core/inputfile.h"
#include "core/jsonreader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace tf::core {

namespace {

constexpr qint64 kMaxCatalogFileBytes = 8 * 1024 * 1024;

/// An optional list of short names under `key` ("aliases", "vendors").
std::vector<std::string> readAliases(const QJsonObject& object, JsonReader& reader, const char* key = "aliases")
{
    std::vector<std::string> aliases;
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isUndefined())
        return aliases;
    if (!value.isArray() || value.toArray().size() > 64) {
        reader.fail(std::string("'").append(key) + "' must be a list of at most 64 names");
        return aliases;
    }
    for (const QJsonValue& a : value.toArray()) {
        if (!a.isString() || a.toString().size() > 200 || !isPlainText(a.toString().toStdString())) {
            reader.fail(std::string("'").append(key) + "' must hold short text entries");
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

QJsonObject sourcesToJson(const SourceMap& sources)
{
    QJsonObject o;
    for (const auto& [k, v] : sources)
        o.insert(QString::fromStdString(k), QString::fromStdString(v));
    return o;
}

/// The root object of a catalog file of `format`, version 1.
Result<QJsonObject> readCatalogRoot(const QString& path, const char* format)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{"cannot read " + path.toStdString() + ": " + file.errorString().toStdString()};
    if (file.size() > kMaxCatalogFileBytes)
        return Error{path.toStdString() + " is larger than 8 MB"};
    QJsonParseError parseError;
    const QByteArray json = file.readAll();
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return Error{path.toStdString() + " is not valid JSON: " + parseError.errorString().toStdString()};
    if (const auto refusal = repeatedJsonKeyRefusal(json))
        return Error{path.toStdString() + " " + *refusal};
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(format))
        return Error{path.toStdString() + " is not a " + format + " file"};
    if (root.value(QLatin1String("version")).toInt() != 1)
        return Error{path.toStdString() + " has an unsupported version"};
    return root;
}

/// The list `arrayKey` of the catalog file `path` whose root is `root`.
Result<QJsonArray> listOf(const QJsonObject& root, const QString& path, const char* arrayKey)
{
    if (!root.value(QLatin1String(arrayKey)).isArray())
        return Error{path.toStdString() + " has no '" + arrayKey + "' list"};
    return root.value(QLatin1String(arrayKey)).toArray();
}

Result<QJsonArray> readArrayFile(const QString& path, const char* format, const char* arrayKey)
{
    auto root = readCatalogRoot(path, format);
    if (!root)
        return Error{root.error()};
    return listOf(*root, path, arrayKey);
}
} // namespace

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
    o.insert(QStringLiteral("scaleout_latency_us"), hw.scaleOutLatencyUs);
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
    // Without a usable figure, the listed capacity read in binary gigabytes, as the drivers count.
    hw.usableHbmGb = n.number("usable_hbm_gb", 1, 10000, listedCapacityInDecimalGb(hw.hbmGb));
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
    hw.scaleOutLatencyUs = n.number("scaleout_latency_us", 0, 1e6, 25);
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
    o.insert(QStringLiteral("sparse_attention"), m.sparseAttention);
    o.insert(QStringLiteral("index_key_dim"), m.indexKeyDim);
    o.insert(QStringLiteral("index_heads"), m.indexHeads);
    o.insert(QStringLiteral("index_query_split_by_tp"), m.indexQuerySplitByTp);
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
    m.sparseAttention = n.boolean("sparse_attention", false);
    m.indexKeyDim = n.integer("index_key_dim", 0, 4096, 0);
    m.indexHeads = n.integer("index_heads", 0, 4096, 0);
    m.indexQuerySplitByTp = n.boolean("index_query_split_by_tp", false);
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
    QStringList models;
    for (const std::string& m : p.modelsMeasured)
        models << QString::fromStdString(m);
    o.insert(QStringLiteral("models_measured"), QJsonArray::fromStringList(models));
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
    p.modelsMeasured = readAliases(object, r, "models_measured");
    std::sort(p.modelsMeasured.begin(), p.modelsMeasured.end());
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
// Catalog files

namespace {

Result<Framework> frameworkFromJson(const QJsonObject& o)
{
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
    return f;
}

/// Reads every entry of one catalog file with `fromJson`, appending to `out`; the first bad entry
/// is the error. With CitationReading::OnFirstRead an entry's "sources" are not checked or
/// converted here but kept for SourceMap to convert when first read.
template <typename Entry, typename FromJson>
Status readEntries(const QJsonArray& array, FromJson fromJson, CitationReading citations, std::vector<Entry>& out)
{
    for (const QJsonValue& v : array) {
        QJsonObject object = v.toObject();
        const QJsonObject sources = object.value(QLatin1String("sources")).toObject();
        if (citations == CitationReading::OnFirstRead)
            object.remove(QLatin1String("sources"));
        auto entry = fromJson(object);
        if (!entry)
            return Error{entry.error()};
        if constexpr (requires { entry.value().sources; }) {
            if (citations == CitationReading::OnFirstRead)
                entry.value().sources = SourceMap::convertedOnFirstRead(sources);
        }
        out.push_back(std::move(entry).value());
    }
    return {};
}

template <typename Entry, typename FromJson>
Status readEntryFile(const QString& path, const char* format, const char* arrayKey, FromJson fromJson,
                     CitationReading citations, std::vector<Entry>& out)
{
    auto array = readArrayFile(path, format, arrayKey);
    if (!array)
        return Error{array.error()};
    return readEntries(*array, fromJson, citations, out);
}

} // namespace

Result<Catalog> Catalog::loadFromDirectory(const std::string& directory)
{
    return load(directory, CitationReading::Checked);
}

Result<Catalog> Catalog::load(const std::string& directory, CitationReading citations)
{
    Catalog catalog;
    const QDir dir(QString::fromStdString(directory));
    if (const Status s = readEntryFile(dir.filePath(QStringLiteral("hardware.json")), "tokenfactory.hardware",
                                       "hardware", hardwareFromJson, citations, catalog.m_hardware);
        !s)
        return Error{s.error()};
    if (const Status s = readEntryFile(dir.filePath(QStringLiteral("models.json")), "tokenfactory.models", "models",
                                       modelFromJson, citations, catalog.m_models);
        !s)
        return Error{s.error()};
    if (const Status s = readEntryFile(dir.filePath(QStringLiteral("frameworks.json")), "tokenfactory.frameworks",
                                       "frameworks", frameworkFromJson, citations, catalog.m_frameworks);
        !s)
        return Error{s.error()};
    const QString profilesPath = dir.filePath(QStringLiteral("profiles.json"));
    if (QFile::exists(profilesPath)) {
        // One read: the profiles and the held-out figures of the fit that made them.
        auto root = readCatalogRoot(profilesPath, "tokenfactory.profiles");
        if (!root)
            return Error{root.error()};
        auto list = listOf(*root, profilesPath, "profiles");
        if (!list)
            return Error{list.error()};
        std::vector<CalibrationProfile> profiles;
        if (const Status s = readEntries(*list, profileFromJson, citations, profiles); !s)
            return Error{s.error()};
        for (CalibrationProfile& p : profiles)
            catalog.addProfile(std::move(p)); // a key given twice: the later one wins
        auto heldOut = heldOutOfProfilesFile(*root);
        if (!heldOut)
            return Error{profilesPath.toStdString() + ": " + heldOut.error()};
        if (*heldOut)
            catalog.setCalibrationAccuracy(std::move(**heldOut));
    }
    for (Hardware& hw : catalog.m_hardware) {
        hw.calibrated = std::any_of(catalog.m_profiles.begin(), catalog.m_profiles.end(),
                                    [&](const CalibrationProfile& p) { return p.hardwareId == hw.id && p.calibrated; });
    }
    return catalog;
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
} // namespace tf::core
