#include "core/calibration/fitting.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

namespace tf::core {

namespace {

const KnobInfo* knobInfo(const std::string& key)
{
    for (const KnobInfo& info : knobInfos()) {
        if (key == info.key)
            return &info;
    }
    return nullptr;
}

/// Log-space bounds of a knob; knobs whose range starts at zero get a floor well below any prior.
std::pair<double, double> logBounds(const KnobInfo& info)
{
    const double lower = std::max(info.minValue, 1e-3 * std::max(info.maxValue, 1e-9));
    return {std::log(lower), std::log(info.maxValue)};
}

std::vector<MappedRow> rowsFor(const std::vector<MappedRow>& rows, const std::string& hardwareId,
                               const std::string& frameworkId, const std::string& excludedModel = {})
{
    std::vector<MappedRow> out;
    for (const MappedRow& r : rows) {
        if (r.inputs.hardwareId == hardwareId && r.inputs.frameworkId == frameworkId &&
            r.inputs.modelId != excludedModel)
            out.push_back(r);
    }
    return out;
}

/// Median |log(pred/meas)| of TTFT with `knobs`, over rows that measured a TTFT.
double ttftMedianLogError(const std::vector<MappedRow>& rows, const Catalog& catalog, const PerfKnobs& knobs)
{
    std::vector<double> logs;
    for (const MappedRow& r : rows) {
        if (r.row.ttftMs <= 0)
            continue;
        const auto reading = predictRow(r, catalog, knobs);
        if (reading && reading->ttftMs > 0)
            logs.push_back(std::abs(std::log(reading->ttftMs / r.row.ttftMs)));
    }
    if (logs.empty())
        return 0;
    std::sort(logs.begin(), logs.end());
    return logs[logs.size() / 2];
}

} // namespace

std::vector<double> minimiseNelderMead(const std::function<double(const std::vector<double>&)>& objective,
                                       std::vector<double> start, const std::vector<double>& lower,
                                       const std::vector<double>& upper, int maxIterations, int* evaluations)
{
    const size_t n = start.size();
    int calls = 0;
    const auto clampPoint = [&](std::vector<double> x) {
        for (size_t i = 0; i < n; ++i)
            x[i] = std::clamp(x[i], lower[i], upper[i]);
        return x;
    };
    const auto f = [&](const std::vector<double>& x) {
        ++calls;
        return objective(x);
    };
    std::vector<std::vector<double>> simplex(n + 1, clampPoint(start));
    for (size_t i = 0; i < n; ++i) {
        // A step of ~0.4 in log space (x1.5), towards the roomier side of the box.
        const double step = (upper[i] - simplex[i + 1][i] > simplex[i + 1][i] - lower[i]) ? 0.4 : -0.4;
        simplex[i + 1][i] += step;
        simplex[i + 1] = clampPoint(simplex[i + 1]);
    }
    std::vector<double> values(n + 1);
    for (size_t i = 0; i <= n; ++i)
        values[i] = f(simplex[i]);

    std::vector<size_t> order(n + 1);
    for (int iteration = 0; iteration < maxIterations; ++iteration) {
        std::iota(order.begin(), order.end(), size_t{0});
        std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return values[a] < values[b]; });
        const size_t best = order.front();
        const size_t worst = order.back();
        const size_t second = order[n - 1];
        if (std::abs(values[worst] - values[best]) < 1e-7)
            break;
        std::vector<double> centroid(n, 0.0);
        for (size_t i = 0; i <= n; ++i) {
            if (i == worst)
                continue;
            for (size_t j = 0; j < n; ++j)
                centroid[j] += simplex[i][j] / n;
        }
        const auto along = [&](double t) {
            std::vector<double> x(n);
            for (size_t j = 0; j < n; ++j)
                x[j] = centroid[j] + t * (simplex[worst][j] - centroid[j]);
            return clampPoint(x);
        };
        const std::vector<double> reflected = along(-1.0);
        const double fr = f(reflected);
        if (fr < values[best]) {
            const std::vector<double> expanded = along(-2.0);
            const double fe = f(expanded);
            simplex[worst] = fe < fr ? expanded : reflected;
            values[worst] = std::min(fe, fr);
        } else if (fr < values[second]) {
            simplex[worst] = reflected;
            values[worst] = fr;
        } else {
            const std::vector<double> contracted = along(fr < values[worst] ? -0.5 : 0.5);
            const double fc = f(contracted);
            if (fc < std::min(fr, values[worst])) {
                simplex[worst] = contracted;
                values[worst] = fc;
            } else {
                for (size_t i = 0; i <= n; ++i) {
                    if (i == best)
                        continue;
                    for (size_t j = 0; j < n; ++j)
                        simplex[i][j] = simplex[best][j] + 0.5 * (simplex[i][j] - simplex[best][j]);
                    values[i] = f(simplex[i]);
                }
            }
        }
    }
    const size_t best = static_cast<size_t>(std::min_element(values.begin(), values.end()) - values.begin());
    if (evaluations)
        *evaluations = calls;
    return simplex[best];
}

double meanAbsLogError(const std::vector<MappedRow>& rows, const Catalog& catalog, const PerfKnobs& knobs,
                       std::vector<double>* errors)
{
    if (rows.empty())
        return 0;
    double sum = 0;
    for (const MappedRow& r : rows) {
        const auto reading = predictRow(r, catalog, knobs);
        const double ratio =
            reading && reading->tokSPerGpuTotal > 0 ? reading->tokSPerGpuTotal / r.row.tokSPerGpuTotal : 0.1;
        sum += std::abs(std::log(ratio));
        if (errors)
            errors->push_back(ratio - 1.0);
    }
    return sum / rows.size();
}

namespace {

/// Prior weight for a level fitted to `rows` rows: full weight from rowsForFullWeight rows up,
/// stronger below so that scarce data moves the knobs less.
double priorWeightFor(const FitOptions& options, size_t rows)
{
    return options.priorWeight * std::max(1.0, options.rowsForFullWeight / std::max<size_t>(rows, 1));
}

/// Throughput knobs of `options` fitted to `rows` from `prior` (Nelder-Mead in log space).
PerfKnobs fitThroughputKnobs(const std::vector<MappedRow>& rows, const Catalog& catalog, const PerfKnobs& prior,
                             const std::vector<const KnobInfo*>& infos, const FitOptions& options)
{
    if (rows.empty() || infos.empty())
        return prior;
    std::vector<double> start, lower, upper, priorLog;
    for (const KnobInfo* info : infos) {
        const auto [lo, hi] = logBounds(*info);
        const double value = std::clamp(std::log(std::max(prior.*(info->member), std::exp(lo))), lo, hi);
        start.push_back(value);
        priorLog.push_back(value);
        lower.push_back(lo);
        upper.push_back(hi);
    }
    const auto knobsAt = [&](const std::vector<double>& x) {
        PerfKnobs k = prior;
        for (size_t i = 0; i < infos.size(); ++i)
            k.*(infos[i]->member) = std::exp(x[i]);
        return k;
    };
    const double weight = priorWeightFor(options, rows.size());
    const auto objective = [&](const std::vector<double>& x) {
        double penalty = 0;
        for (size_t i = 0; i < x.size(); ++i)
            penalty += (x[i] - priorLog[i]) * (x[i] - priorLog[i]);
        return meanAbsLogError(rows, catalog, knobsAt(x)) + weight * penalty;
    };
    return knobsAt(minimiseNelderMead(objective, start, lower, upper, options.maxIterations));
}

Result<std::vector<const KnobInfo*>> knobInfosFor(const FitOptions& options)
{
    std::vector<const KnobInfo*> infos;
    for (const std::string& key : options.knobs) {
        const KnobInfo* info = knobInfo(key);
        if (!info)
            return Error{"unknown knob '" + key + "'"};
        infos.push_back(info);
    }
    return infos;
}

/// ttft_queue_factor alone fitted to the median |log| TTFT error: golden-section search in log space.
void fitTtftFactor(const std::vector<MappedRow>& rows, const Catalog& catalog, PerfKnobs& fitted)
{
    const KnobInfo* q = knobInfo("ttft_queue_factor");
    const bool anyTtft = std::any_of(rows.begin(), rows.end(), [](const MappedRow& r) { return r.row.ttftMs > 0; });
    if (!q || !anyTtft)
        return;
    double a = std::log(q->minValue);
    double b = std::log(q->maxValue);
    const double g = (std::sqrt(5.0) - 1) / 2;
    const auto cost = [&](double logQ) {
        PerfKnobs k = fitted;
        k.ttftQueueFactor = std::exp(logQ);
        // A mild pull to 1 (no extra scheduling delay) so that flat stretches stay physical.
        return ttftMedianLogError(rows, catalog, k) + 0.01 * logQ * logQ;
    };
    double c = b - g * (b - a);
    double d = a + g * (b - a);
    double fc = cost(c);
    double fd = cost(d);
    for (int i = 0; i < 30; ++i) {
        if (fc < fd) {
            b = d;
            d = c;
            fd = fc;
            c = b - g * (b - a);
            fc = cost(c);
        } else {
            a = c;
            c = d;
            fc = fd;
            d = a + g * (b - a);
            fd = cost(d);
        }
    }
    fitted.ttftQueueFactor = std::exp((a + b) / 2);
}

CalibrationProfile makeProfile(const std::vector<MappedRow>& rows, const Catalog& catalog,
                               const std::string& hardwareId, const std::string& frameworkId, const PerfKnobs& fitted,
                               const std::vector<const KnobInfo*>& infos, const FitOptions& options,
                               const std::string& sourceLabel, const std::string& sharedFrom)
{
    std::vector<double> errors;
    meanAbsLogError(rows, catalog, fitted, &errors);
    std::set<std::string> models;
    for (const MappedRow& r : rows)
        models.insert(r.inputs.modelId);
    CalibrationProfile p;
    p.hardwareId = hardwareId;
    p.frameworkId = frameworkId;
    p.knobs = fitted;
    p.pointsFitted = static_cast<int>(rows.size());
    p.medianAbsErrorFit = summariseErrors(errors).medianAbsError;
    p.calibrated = true;
    std::string modelList;
    for (const std::string& m : models)
        modelList += (modelList.empty() ? "" : ", ") + m;
    p.fittedTo = (sourceLabel.empty() ? std::string("measurements") : sourceLabel) + ": " +
                 std::to_string(rows.size()) + " rows (" + modelList + ")" + sharedFrom + "; fitted knobs:";
    for (const KnobInfo* info : infos)
        p.fittedTo += std::string(" ") + info->key;
    if (options.fitTtftQueueFactor)
        p.fittedTo += " ttft_queue_factor";
    return p;
}

std::string pairKey(const std::string& hardwareId, const std::string& frameworkId)
{
    return hardwareId + "/" + frameworkId;
}

std::string familyKey(const Catalog& catalog, const std::string& hardwareId, const std::string& frameworkId)
{
    const Hardware* hw = catalog.findHardware(hardwareId);
    return (hw ? architectureFamily(*hw) : std::string("unknown")) + "/" + frameworkId;
}

} // namespace

Result<CalibrationProfile> fitProfile(const std::vector<MappedRow>& allRows, const Catalog& catalog,
                                      const std::string& hardwareId, const std::string& frameworkId,
                                      const PerfKnobs& prior, const FitOptions& options, const std::string& sourceLabel)
{
    const std::vector<MappedRow> rows = rowsFor(allRows, hardwareId, frameworkId);
    if (rows.empty())
        return Error{"no comparable rows for " + hardwareId + " with " + frameworkId};
    auto infos = knobInfosFor(options);
    if (!infos)
        return Error{infos.error()};
    PerfKnobs fitted = fitThroughputKnobs(rows, catalog, prior, *infos, options);
    if (options.fitTtftQueueFactor)
        fitTtftFactor(rows, catalog, fitted);
    return makeProfile(rows, catalog, hardwareId, frameworkId, fitted, *infos, options, sourceLabel, {});
}

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

} // namespace

PerfKnobs KnobHierarchy::knobsFor(const Catalog& catalog, const ScenarioInputs& inputs, const PerfKnobs& fallback) const
{
    const std::string vendor = vendorKey(catalog, inputs.hardwareId);
    const std::string family = familyOnlyKey(catalog, inputs.hardwareId);
    const std::pair<const std::map<std::string, PerfKnobs>*, std::string> order[] = {
        {&pairs, pairKey(inputs.hardwareId, inputs.frameworkId)},
        {&families, family + "/" + inputs.frameworkId},
        {&familiesAnyFramework, family},
        {&vendorFrameworks, vendor + "/" + inputs.frameworkId},
        {&vendorsAnyFramework, vendor},
        {&frameworks, inputs.frameworkId},
    };
    for (const auto& [level, key] : order) {
        if (const auto it = level->find(key); it != level->end())
            return it->second;
    }
    return fallback;
}

KnobHierarchy fitKnobHierarchy(const std::vector<MappedRow>& rows, const Catalog& catalog, const FitOptions& options)
{
    KnobHierarchy h;
    auto infos = knobInfosFor(options);
    if (!infos)
        return h;
    std::map<std::string, std::vector<MappedRow>> byFramework, byVendorFramework, byFamily, byPair, byVendor,
        byFamilyAny;
    std::map<std::string, std::string> parentOf; // level key -> key of its prior's group
    for (const MappedRow& r : rows) {
        const std::string& f = r.inputs.frameworkId;
        const std::string vendor = vendorKey(catalog, r.inputs.hardwareId);
        const std::string family = familyOnlyKey(catalog, r.inputs.hardwareId);
        const std::string vk = vendor + "/" + f;
        const std::string fk = family + "/" + f;
        const std::string pk = pairKey(r.inputs.hardwareId, f);
        byFramework[f].push_back(r);
        byVendorFramework[vk].push_back(r);
        byFamily[fk].push_back(r);
        byPair[pk].push_back(r);
        byVendor[vendor].push_back(r);
        byFamilyAny[family].push_back(r);
        parentOf[fk] = vk;
        parentOf[pk] = fk;
        parentOf["family:" + family] = vendor;
    }
    const auto priorsOf = [&](const std::string& frameworkId) {
        const Framework* framework = catalog.findFramework(frameworkId);
        return framework ? framework->knobs : PerfKnobs{};
    };
    // Each level starts from the level above; a group with the same rows as its parent repeats its fit.
    const auto fitLevel = [&](const std::vector<MappedRow>& group, const PerfKnobs& prior, size_t parentRows) {
        return group.size() == parentRows ? prior : fitThroughputKnobs(group, catalog, prior, *infos, options);
    };
    // Framework over all GPUs: the last fallback (a framework measured on one vendor only).
    for (const auto& [id, group] : byFramework)
        h.frameworks[id] = fitThroughputKnobs(group, catalog, priorsOf(id), *infos, options);
    // Vendor within a framework: NVIDIA and AMD builds of one framework share no kernels.
    for (const auto& [key, group] : byVendorFramework)
        h.vendorFrameworks[key] = fitLevel(group, priorsOf(group.front().inputs.frameworkId), 0);
    for (const auto& [key, group] : byFamily) {
        const std::string& parent = parentOf[key];
        h.families[key] = fitLevel(group, h.vendorFrameworks[parent], byVendorFramework[parent].size());
    }
    for (const auto& [key, group] : byPair) {
        const std::string& parent = parentOf[key];
        h.pairs[key] = fitLevel(group, h.families[parent], byFamily[parent].size());
    }
    // Across frameworks, for a (GPU, framework) pair whose vendor never ran that framework: the
    // vendor's and the architecture's own efficiency, from the priors of its most measured framework.
    for (const auto& [vendor, group] : byVendor) {
        std::map<std::string, size_t> counts;
        for (const MappedRow& r : group)
            ++counts[r.inputs.frameworkId];
        const auto most = std::max_element(counts.begin(), counts.end(),
                                           [](const auto& a, const auto& b) { return a.second < b.second; });
        h.vendorsAnyFramework[vendor] = fitLevel(group, priorsOf(most->first), 0);
    }
    for (const auto& [family, group] : byFamilyAny) {
        const std::string& vendor = parentOf["family:" + family];
        h.familiesAnyFramework[family] = fitLevel(group, h.vendorsAnyFramework[vendor], byVendor[vendor].size());
    }
    return h;
}

std::map<std::string, ErrorSummary> summariseHoldout(const std::vector<HoldoutRow>& rows, std::string HoldoutRow::*key)
{
    std::map<std::string, std::vector<double>> groups;
    for (const HoldoutRow& r : rows)
        groups[r.*key].push_back(r.error);
    std::map<std::string, ErrorSummary> out;
    for (const auto& [k, errors] : groups)
        out[k] = summariseErrors(errors);
    return out;
}

FitAllResult fitAllProfiles(const std::vector<MappedRow>& rows, const Catalog& catalog, const FitOptions& options,
                            const std::string& sourceLabel)
{
    FitAllResult result;
    auto infos = knobInfosFor(options);
    if (!infos)
        return result;
    const KnobHierarchy full = fitKnobHierarchy(rows, catalog, options);

    // Held-out predictions: refit the whole hierarchy without one model (or one GPU).
    const auto holdOut = [&](const std::function<bool(const MappedRow&)>& excluded, std::vector<HoldoutRow>& out) {
        std::vector<MappedRow> training, testing;
        for (const MappedRow& r : rows)
            (excluded(r) ? testing : training).push_back(r);
        if (testing.empty())
            return;
        const KnobHierarchy h = fitKnobHierarchy(training, catalog, options);
        for (const MappedRow& r : testing) {
            const Framework* framework = catalog.findFramework(r.inputs.frameworkId);
            const PerfKnobs knobs = h.knobsFor(catalog, r.inputs, framework ? framework->knobs : PerfKnobs{});
            std::vector<double> error;
            meanAbsLogError({r}, catalog, knobs, &error);
            out.push_back({r.row.line, r.inputs.hardwareId, r.inputs.modelId, r.inputs.frameworkId, error.front()});
        }
    };
    std::set<std::string> models, gpus;
    for (const MappedRow& r : rows) {
        models.insert(r.inputs.modelId);
        gpus.insert(r.inputs.hardwareId);
    }
    for (const std::string& model : models)
        holdOut([&](const MappedRow& r) { return r.inputs.modelId == model; }, result.modelHoldoutRows);
    for (const std::string& gpu : gpus)
        holdOut([&](const MappedRow& r) { return r.inputs.hardwareId == gpu; }, result.gpuHoldoutRows);

    std::map<std::pair<std::string, std::string>, std::vector<MappedRow>> pairs;
    for (const MappedRow& r : rows)
        pairs[{r.inputs.hardwareId, r.inputs.frameworkId}].push_back(r);
    for (const auto& [pair, pairRows] : pairs) {
        const auto& [hardwareId, frameworkId] = pair;
        PerfKnobs fitted = full.pairs.at(pairKey(hardwareId, frameworkId));
        if (options.fitTtftQueueFactor)
            fitTtftFactor(pairRows, catalog, fitted);
        CalibrationProfile profile =
            makeProfile(pairRows, catalog, hardwareId, frameworkId, fitted, *infos, options, sourceLabel,
                        ", shrunk towards " + familyKey(catalog, hardwareId, frameworkId) + " and " + frameworkId +
                            " over all GPUs");
        std::vector<double> pairErrors;
        for (const HoldoutRow& h : result.modelHoldoutRows) {
            if (h.hardwareId == hardwareId && h.frameworkId == frameworkId)
                pairErrors.push_back(h.error);
        }
        if (!pairErrors.empty())
            profile.medianAbsErrorHoldout = summariseErrors(pairErrors).medianAbsError;
        result.profiles.push_back(std::move(profile));
    }
    for (const HoldoutRow& h : result.modelHoldoutRows)
        result.holdoutErrors.push_back(h.error);
    result.holdout = summariseErrors(result.holdoutErrors);
    std::vector<double> gpuErrors;
    for (const HoldoutRow& h : result.gpuHoldoutRows)
        gpuErrors.push_back(h.error);
    result.holdoutByGpu = summariseErrors(gpuErrors);
    return result;
}

std::vector<MappedRow> comparableRows(const std::vector<BenchmarkRow>& rows, const Catalog& catalog)
{
    std::vector<MappedRow> out;
    for (const BenchmarkRow& row : rows) {
        MappedRow m = mapBenchmarkRow(row, catalog);
        if (!m.skipReason.empty())
            continue;
        // Rows where nothing fits in memory (validate skips them too) say nothing about the knobs.
        const Framework* framework = catalog.findFramework(m.inputs.frameworkId);
        if (!predictRow(m, catalog, framework ? framework->knobs : PerfKnobs{}))
            continue;
        out.push_back(std::move(m));
    }
    return out;
}

} // namespace tf::core
