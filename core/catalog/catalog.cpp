// The in-memory catalog: lookups by id or alias, profiles per (hardware, framework, precision),
// user entries and their checks. Reading and writing the JSON files is core/catalog/catalogjson.cpp.
#include "core/catalog/catalog.h"

#include "core/inputfile.h"

#include <QString>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <set>

namespace tf::core {

namespace {

/// Whether `a` and `b` are equal ignoring ASCII case (ids are lower-case; what a user types and
/// aliases may not be). In place, without the C locale: the lookups run on every evaluation.
bool equalsIgnoringCase(const std::string& a, const std::string& b)
{
    const auto lower = [](unsigned char c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; };
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                              [&](unsigned char x, unsigned char y) { return lower(x) == lower(y); });
}

bool validId(const std::string& id)
{
    if (id.empty() || id.size() > 64)
        return false;
    return std::all_of(id.begin(), id.end(), [](unsigned char c) {
        return std::islower(c) || std::isdigit(c) || c == '-' || c == '.' || c == '_';
    });
}

} // namespace

std::string shadowMessage(const char* kind, const std::string& id, const std::string& shippedName)
{
    return std::string(kind) + " id '" + sanitizedText(id, 64) + "' is the shipped " + sanitizedText(shippedName, 80) +
           "; a user-defined entry cannot replace it (its figures and calibration would be taken for the shipped "
           "ones). Give it an id of its own, e.g. '" +
           sanitizedText(id, 64) + "-custom'";
}

namespace {

/// Letters and digits only, lower case: "DeepSeek R1", "deepseek-r1" and "DeepSeek_R1" are one
/// spelling to a benchmark file's reader and to the user.
std::string spellingKey(const std::string& text)
{
    std::string key;
    for (const char c : text)
        if (std::isalnum(static_cast<unsigned char>(c)))
            key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return key;
}

/// The shipped model that `spelling` already names (its id, name or an alias, spelled alike), or null.
const LlmModel* shippedModelSpelled(const std::string& spelling, const Catalog& shipped)
{
    const std::string key = spellingKey(spelling);
    if (key.empty())
        return nullptr;
    for (const LlmModel& m : shipped.models()) {
        if (m.userDefined)
            continue;
        if (spellingKey(m.id) == key || spellingKey(m.name) == key)
            return &m;
        for (const std::string& alias : m.aliases)
            if (spellingKey(alias) == key)
                return &m;
    }
    return nullptr;
}

} // namespace

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
        // An alias or name that spells a shipped model made "--model DeepSeek R1" and benchmark rows
        // of the shipped model resolve to the user's entry, or to either by the catalog's order.
        for (const std::string& spelling : m.aliases)
            if (const LlmModel* s = shippedModelSpelled(spelling, shipped))
                return Error{"model '" + sanitizedText(m.id, 64) + "' has the alias '" + sanitizedText(spelling, 80) +
                             "', which names the shipped " + sanitizedText(s->name, 80) +
                             "; give it aliases of its own"};
    }
    return {};
}

Status validateHardware(const Hardware& hw)
{
    if (!validId(hw.id))
        return Error{"hardware id '" + hw.id + "' must be 1-64 lower-case letters, digits, '-', '.', '_'"};
    if (hw.hbmGb <= 0 || hw.hbmTbPerS <= 0)
        return Error{"hardware '" + hw.id + "' needs positive HBM capacity and bandwidth"};
    if (hw.denseTflops[0] <= 0)
        return Error{"hardware '" + hw.id + "' needs a BF16 dense TFLOPS figure"};
    // Marketed capacities count binary gigabytes (an "80 GB" H100 reports 81,559 MiB = 85.5 GB), the
    // usable figure decimal ones: it may exceed the marketed number by up to 2^30 / 10^9.
    if (hw.usableHbmGb > listedCapacityInDecimalGb(hw.hbmGb) * 1.01)
        return Error{"hardware '" + hw.id + "' usable HBM exceeds its HBM capacity"};
    if (hw.scaleUpGpus < 1)
        return Error{"hardware '" + hw.id + "' needs a scale-up domain of at least one GPU"};
    return {};
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

const Catalog& Catalog::builtIn()
{
    static const Catalog catalog = [] {
        auto loaded = load(":/catalog", CitationReading::OnFirstRead);
        if (!loaded) {
            std::fprintf(stderr, "built-in catalog is invalid: %s\n", loaded.error().c_str());
            std::abort();
        }
        return std::move(loaded).value();
    }();
    return catalog;
}

const Hardware* Catalog::findHardware(const std::string& id) const
{
    for (const Hardware& hw : m_hardware) {
        if (equalsIgnoringCase(hw.id, id))
            return &hw;
    }
    return nullptr;
}

const LlmModel* Catalog::findModel(const std::string& id) const
{
    for (const LlmModel& m : m_models) {
        if (equalsIgnoringCase(m.id, id))
            return &m;
    }
    for (const LlmModel& m : m_models) {
        for (const std::string& alias : m.aliases) {
            if (equalsIgnoringCase(alias, id))
                return &m;
        }
    }
    return nullptr;
}

const Framework* Catalog::findFramework(const std::string& id) const
{
    for (const Framework& f : m_frameworks) {
        if (equalsIgnoringCase(f.id, id))
            return &f;
    }
    for (const Framework& f : m_frameworks) {
        for (const std::string& alias : f.aliases) {
            if (equalsIgnoringCase(alias, id))
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
    // What priors are worth where nothing was measured: their error on every row the calibration had.
    if (m_accuracy.known())
        prior.medianAbsErrorHoldout = m_accuracy.priors;
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
