#include "core/calibration/fitting.h"

#include "core/calibration/fitsteps.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

namespace tf::core {

using namespace fitsteps;

std::string architectureFamily(const Hardware& hardware)
{
    const bool nvidia = hardware.vendor.find("NVIDIA") != std::string::npos;
    const bool fp4 = hardware.supportsNative(Precision::FP4);
    if (nvidia)
        return fp4 ? "nvidia-blackwell" : "nvidia-hopper";
    return fp4 ? "amd-cdna4" : "amd-cdna3";
}

std::string vendorOf(const Hardware& hardware)
{
    return hardware.vendor.find("NVIDIA") != std::string::npos ? "nvidia" : "amd";
}

namespace {

std::string vendorKey(const Catalog& catalog, const std::string& hardwareId)
{
    const Hardware* hw = catalog.findHardware(hardwareId);
    return hw ? vendorOf(*hw) : std::string("unknown");
}

std::string familyOnlyKey(const Catalog& catalog, const std::string& hardwareId)
{
    const Hardware* hw = catalog.findHardware(hardwareId);
    return hw ? architectureFamily(*hw) : std::string("unknown");
}

bool anchored(const Hardware& hw, const std::string& key)
{
    return hw.knobs.count(key) > 0;
}

bool sparseAttentionKnob(const std::string& key)
{
    return key.starts_with("sparse_attention");
}

bool sparseAttentionRow(const MappedRow& r, const Catalog& catalog)
{
    const LlmModel* model = catalog.findModel(r.inputs.modelId);
    return model && model->sparseAttention;
}

/// Fits `keys` of one GPU on `rows` from `start` (each row at its pair's priors with the fitted
/// values written over them) and stores what is not kept at its prior in `out`.
PerfKnobs fitGpuKnobs(const std::string& gpu, const std::vector<MappedRow>& rows, const std::vector<std::string>& keys,
                      const PerfKnobs& start, const Catalog& catalog, const FitOptions& options,
                      std::map<std::string, double>& out, std::vector<std::string>& keptAtPrior)
{
    auto infos = knobInfosFor(keys);
    if (rows.empty() || !infos || infos->empty())
        return start;
    // The GPU's knobs fitted by an earlier stage, looked up once rather than per row evaluation.
    std::vector<std::pair<double PerfKnobs::*, double>> earlier;
    for (const auto& [key, value] : out) {
        if (const KnobInfo* info = findKnobInfo(key))
            earlier.emplace_back(info->member, value);
    }
    const RowKnobs rowKnobs = [&](const MappedRow& r, const PerfKnobs& k) {
        PerfKnobs row = catalog.priorKnobs(r.inputs.hardwareId, r.inputs.frameworkId);
        for (const auto& [member, value] : earlier)
            row.*member = value;
        for (const KnobInfo* info : *infos)
            row.*(info->member) = k.*(info->member);
        return row;
    };
    std::vector<KnobAtRangeEnd> kept;
    const PerfKnobs fitted = fitThroughputKnobs(rows, catalog, start, *infos, options, rowKnobs, &kept);
    for (const KnobInfo* info : *infos) {
        if (std::none_of(kept.begin(), kept.end(), [&](const KnobAtRangeEnd& k) { return k.info == info; }))
            out[info->key] = fitted.*(info->member);
    }
    for (const KnobAtRangeEnd& knob : kept)
        keptAtPrior.push_back(gpu + ": " + knob.note());
    return fitted;
}

/// Hardware knobs per GPU over all its frameworks (each row at its pair's priors): only knobs the
/// GPU has no anchor for, and only where enough of its rows are sensitive to them. Attention knobs
/// are fitted to the rows whose attention they describe: a sparse-attention model's decode runs its
/// own selection and sparse kernels, so its rows fit the key-selection cost only, after the other
/// knobs are fitted to the full-attention rows; otherwise a slow sparse path would be read as slow
/// HBM or KV reads of the GPU and carried to every other model on it.
std::map<std::string, std::map<std::string, double>> fitHardwareKnobs(const std::vector<MappedRow>& rows,
                                                                      const Catalog& catalog, const FitOptions& options,
                                                                      std::vector<std::string>& keptAtPrior)
{
    std::map<std::string, std::vector<MappedRow>> byGpu;
    for (const MappedRow& r : rows)
        byGpu[r.inputs.hardwareId].push_back(r);
    std::map<std::string, std::map<std::string, double>> out;
    for (const auto& [gpu, group] : byGpu) {
        const Hardware* hw = catalog.findHardware(gpu);
        if (!hw)
            continue;
        std::vector<std::string> fullKeys, sparseKeys;
        for (const std::string& key : options.hardwareKnobs) {
            if (!anchored(*hw, key))
                (sparseAttentionKnob(key) ? sparseKeys : fullKeys).push_back(key);
        }
        std::vector<MappedRow> fullRows, sparseRows;
        for (const MappedRow& r : group)
            (sparseAttentionRow(r, catalog) ? sparseRows : fullRows).push_back(r);
        // The GPU's own knobs start from the priors of its most measured framework; each row keeps
        // its own framework's other knobs.
        const PerfKnobs start = catalog.priorKnobs(gpu, group.front().inputs.frameworkId);
        std::map<std::string, double>& values = out[gpu];
        const PerfKnobs afterFull = fitGpuKnobs(gpu, fullRows, fullKeys, start, catalog, options, values, keptAtPrior);
        fitGpuKnobs(gpu, sparseRows, sparseKeys, afterFull, catalog, options, values, keptAtPrior);
        if (values.empty())
            out.erase(gpu);
    }
    return out;
}

} // namespace

PerfKnobs KnobHierarchy::withHardware(const Catalog& catalog, const std::string& hardwareId, PerfKnobs knobs) const
{
    const Hardware* hw = catalog.findHardware(hardwareId);
    if (!hw)
        return knobs;
    applyHardwareKnobs(*hw, knobs);
    const std::string family = architectureFamily(*hw);
    for (const KnobInfo& info : knobInfos()) {
        if (info.level != KnobLevel::Hardware || anchored(*hw, info.key))
            continue;
        if (const auto gpu = hardware.find(hardwareId); gpu != hardware.end() && gpu->second.count(info.key)) {
            knobs.*(info.member) = gpu->second.at(info.key);
            continue;
        }
        // A GPU without rows: the geometric mean of its architecture family's fitted values.
        double logSum = 0;
        int count = 0;
        for (const auto& [otherId, values] : hardware) {
            const Hardware* other = catalog.findHardware(otherId);
            if (other && architectureFamily(*other) == family && values.count(info.key)) {
                logSum += std::log(values.at(info.key));
                ++count;
            }
        }
        if (count > 0)
            knobs.*(info.member) = std::exp(logSum / count);
    }
    return knobs;
}

PerfKnobs KnobHierarchy::withFittedKnobs(PerfKnobs own, const PerfKnobs& level) const
{
    for (const KnobInfo* info : fittedKnobs)
        own.*(info->member) = level.*(info->member);
    return own;
}

namespace {
// Level names for KnobHierarchy::identified.
constexpr const char* kPairsLevel = "pairs";
constexpr const char* kFamiliesLevel = "families";
constexpr const char* kFamiliesAnyLevel = "familiesAnyFramework";
constexpr const char* kVendorFrameworksLevel = "vendorFrameworks";
constexpr const char* kVendorsAnyLevel = "vendorsAnyFramework";
constexpr const char* kFrameworksLevel = "frameworks";

std::string levelId(const char* level, const std::string& key)
{
    return std::string(level) + ":" + key;
}
} // namespace

PerfKnobs KnobHierarchy::knobsFor(const Catalog& catalog, const ScenarioInputs& inputs, const PerfKnobs& fallback) const
{
    const std::string vendor = vendorKey(catalog, inputs.hardwareId);
    const std::string family = familyOnlyKey(catalog, inputs.hardwareId);
    const std::string vendorFramework = vendorFrameworkKey(catalog, inputs.hardwareId, inputs.frameworkId);
    // Levels over several frameworks lend only their fitted knobs (see fitKnobHierarchy).
    struct Level
    {
        const std::map<std::string, PerfKnobs>* knobs;
        const char* name;
        std::string key;
        bool acrossFrameworks;
    };
    const Level order[] = {
        {&pairs, kPairsLevel, pairKey(inputs.hardwareId, inputs.frameworkId), false},
        {&families, kFamiliesLevel, family + "/" + inputs.frameworkId, false},
        {&familiesAnyFramework, kFamiliesAnyLevel, family, true},
        {&vendorFrameworks, kVendorFrameworksLevel, vendorFramework, false},
        {&vendorsAnyFramework, kVendorsAnyLevel, vendor, true},
        {&frameworks, kFrameworksLevel, inputs.frameworkId, false},
    };
    // NVIDIA's and AMD's builds of one framework share no kernels: the level over every vendor's
    // rows lends only to a vendor that never ran the framework.
    const bool vendorRanFramework = vendorFrameworks.count(vendorFramework) > 0;
    // The levels that exist for these inputs, most specific first, each with the knobs its rows
    // identified.
    struct Found
    {
        const PerfKnobs* knobs;
        const std::set<std::string>* identified;
        bool acrossFrameworks;
    };
    static const std::set<std::string> none;
    std::vector<Found> found;
    for (const Level& level : order) {
        if (level.knobs == &frameworks && vendorRanFramework)
            continue;
        if (const auto it = level.knobs->find(level.key); it != level.knobs->end()) {
            const auto ids = identified.find(levelId(level.name, level.key));
            found.push_back({&it->second, ids != identified.end() ? &ids->second : &none, level.acrossFrameworks});
        }
    }
    if (found.empty())
        return withHardware(catalog, inputs.hardwareId, fallback);
    const Found& base = found.front();
    PerfKnobs knobs = base.acrossFrameworks ? withFittedKnobs(fallback, *base.knobs) : *base.knobs;
    // A pair measured in the fit keeps the knobs it was fitted with. One without rows takes each knob
    // from the first level that identified it: a level whose rows could not see a knob (too few
    // sensitive rows) only passes on its parent's value, while a level over several frameworks
    // further down the order may have measured it on the same silicon.
    const bool measuredPair = pairs.count(order[0].key) > 0;
    if (!measuredPair) {
        for (const KnobInfo* info : fittedKnobs) {
            const auto measured = std::find_if(found.begin(), found.end(),
                                               [&](const Found& f) { return f.identified->count(info->key) > 0; });
            if (measured != found.end())
                knobs.*(info->member) = measured->knobs->*(info->member);
        }
    }
    return withHardware(catalog, inputs.hardwareId, knobs);
}

namespace {

/// Row groups of every level of the hierarchy, and each group's parent.
struct LevelGroups
{
    std::map<std::string, std::vector<MappedRow>> byFramework, byVendorFramework, byFamily, byPair, byVendor,
        byFamilyAny;
    std::map<std::string, std::string> parentOf; // level key -> key of its prior's group
};

LevelGroups groupRows(const std::vector<MappedRow>& rows, const Catalog& catalog)
{
    LevelGroups g;
    for (const MappedRow& r : rows) {
        const std::string& f = r.inputs.frameworkId;
        const std::string vendor = vendorKey(catalog, r.inputs.hardwareId);
        const std::string family = familyOnlyKey(catalog, r.inputs.hardwareId);
        const std::string vk = vendorFrameworkKey(catalog, r.inputs.hardwareId, f);
        const std::string fk = family + "/" + f;
        const std::string pk = pairKey(r.inputs.hardwareId, f);
        g.byFramework[f].push_back(r);
        g.byVendorFramework[vk].push_back(r);
        g.byFamily[fk].push_back(r);
        g.byPair[pk].push_back(r);
        // Levels over several frameworks stand for the silicon, which every framework shares; as
        // for the hardware knobs (fitHardwareKnobs), sparse-attention rows do not fit them: their
        // key-selection paths are one framework's kernels (SGLang's DSA on B200 and MI355X, vLLM's
        // Triton MSA on Hopper), and what the model lacks there would be lent to every framework.
        if (!sparseAttentionRow(r, catalog)) {
            g.byVendor[vendor].push_back(r);
            g.byFamilyAny[family].push_back(r);
        }
        g.parentOf[fk] = vk;
        g.parentOf[pk] = fk;
        g.parentOf["family:" + family] = vendor;
    }
    return g;
}

} // namespace

KnobHierarchy fitKnobHierarchy(const std::vector<MappedRow>& rows, const Catalog& catalog, const FitOptions& options)
{
    KnobHierarchy h;
    auto infos = knobInfosFor(options.knobs);
    if (!infos)
        return h;
    h.hardware = fitHardwareKnobs(rows, catalog, options, h.keptAtPrior);
    h.fittedKnobs = *infos;
    const auto priorsOf = [&](const std::string& frameworkId) {
        const Framework* framework = catalog.findFramework(frameworkId);
        return framework ? framework->knobs : PerfKnobs{};
    };
    const RowKnobs rowKnobs = [&](const MappedRow& r, const PerfKnobs& k) {
        return h.withHardware(catalog, r.inputs.hardwareId, k);
    };
    // Over several frameworks each row keeps its own framework's priors beside the fitted knobs.
    const RowKnobs acrossFrameworks = [&](const MappedRow& r, const PerfKnobs& k) {
        return h.withHardware(catalog, r.inputs.hardwareId, h.withFittedKnobs(priorsOf(r.inputs.frameworkId), k));
    };
    LevelGroups g = groupRows(rows, catalog);
    // Each level starts from the level above (`parentLevel` names it in `identified`); a group with
    // the same rows as its parent is its parent's fit, and identified what the parent did.
    const auto fitLevel = [&](const std::vector<MappedRow>& group, const PerfKnobs& prior, size_t parentRows,
                              const std::string& key, const RowKnobs& knobsOfRow, const char* level,
                              const std::string& parentLevel = std::string()) {
        if (group.size() == parentRows) {
            h.identified[levelId(level, key)] = h.identified[parentLevel];
            return prior;
        }
        std::vector<KnobAtRangeEnd> kept;
        const PerfKnobs fitted = fitThroughputKnobs(group, catalog, prior, *infos, options, knobsOfRow, &kept,
                                                    &h.identified[levelId(level, key)]);
        for (const KnobAtRangeEnd& knob : kept)
            h.keptAtPrior.push_back(key + ": " + knob.note());
        return fitted;
    };
    // Framework over all GPUs: the last fallback (a framework measured on one vendor only).
    for (const auto& [id, group] : g.byFramework)
        h.frameworks[id] = fitLevel(group, priorsOf(id), 0, id, rowKnobs, kFrameworksLevel);
    // Vendor within a framework: NVIDIA and AMD builds of one framework share no kernels. Its TTFT
    // scheduling factor is fitted here and inherited below (a pair rarely has enough TTFT rows).
    for (const auto& [key, group] : g.byVendorFramework) {
        h.vendorFrameworks[key] =
            fitLevel(group, priorsOf(group.front().inputs.frameworkId), 0, key, rowKnobs, kVendorFrameworksLevel);
        std::vector<KnobAtRangeEnd> kept;
        if (options.fitTtftQueueFactor)
            fitTtftFactor(group, catalog, h.vendorFrameworks[key], options, rowKnobs, &kept);
        for (const KnobAtRangeEnd& knob : kept)
            h.keptAtPrior.push_back(key + ": " + knob.note());
    }
    for (const auto& [key, group] : g.byFamily) {
        const std::string& parent = g.parentOf[key];
        h.families[key] = fitLevel(group, h.vendorFrameworks[parent], g.byVendorFramework[parent].size(), key, rowKnobs,
                                   kFamiliesLevel, levelId(kVendorFrameworksLevel, parent));
    }
    for (const auto& [key, group] : g.byPair) {
        const std::string& parent = g.parentOf[key];
        h.pairs[key] = fitLevel(group, h.families[parent], g.byFamily[parent].size(), key, rowKnobs, kPairsLevel,
                                levelId(kFamiliesLevel, parent));
    }
    // Across frameworks, for a (GPU, framework) pair whose vendor never ran that framework: the
    // vendor's and the architecture's own costs, fitted from the priors of its most measured
    // framework. They lend only the fitted knobs: a row keeps its own framework's memory rule,
    // scheduler delay and other priors (a vLLM row is never run with TensorRT-LLM's).
    for (const auto& [vendor, group] : g.byVendor) {
        std::map<std::string, size_t> counts;
        for (const MappedRow& r : group)
            ++counts[r.inputs.frameworkId];
        const auto most = std::max_element(counts.begin(), counts.end(),
                                           [](const auto& a, const auto& b) { return a.second < b.second; });
        h.vendorsAnyFramework[vendor] =
            fitLevel(group, priorsOf(most->first), 0, vendor, acrossFrameworks, kVendorsAnyLevel);
    }
    for (const auto& [family, group] : g.byFamilyAny) {
        const std::string& vendor = g.parentOf["family:" + family];
        h.familiesAnyFramework[family] =
            fitLevel(group, h.vendorsAnyFramework[vendor], g.byVendor[vendor].size(), family, acrossFrameworks,
                     kFamiliesAnyLevel, levelId(kVendorsAnyLevel, vendor));
    }
    return h;
}

} // namespace tf::core
