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
    return findKnobInfo(key);
}

/// Log-space bounds of a fitted knob: its documented physical range (knobs whose range starts at
/// zero get a floor well below any prior).
std::pair<double, double> logBounds(const KnobInfo& info)
{
    const double hi = info.physicalMax > 0 ? info.physicalMax : info.maxValue;
    const double lo = std::max(info.physicalMax > 0 ? info.physicalMin : info.minValue, 1e-3 * std::max(hi, 1e-9));
    return {std::log(lo), std::log(hi)};
}

/// How the knobs of a level become one row's knobs (its GPU's hardware knobs written over them).
using RowKnobs = std::function<PerfKnobs(const MappedRow&, const PerfKnobs&)>;

PerfKnobs asIs(const MappedRow&, const PerfKnobs& knobs)
{
    return knobs;
}

double predictedTokS(const MappedRow& r, const Catalog& catalog, const PerfKnobs& knobs)
{
    const auto reading = predictRow(r, catalog, knobs);
    return reading && reading->tokSPerGpuTotal > 0 ? reading->tokSPerGpuTotal : 0.0;
}

/// |d log(predicted tok/s) / d log(knob)| by a 10% step (towards the roomier side of the range).
double elasticity(const MappedRow& r, const Catalog& catalog, const PerfKnobs& knobs, const KnobInfo& info)
{
    const double base = predictedTokS(r, catalog, knobs);
    PerfKnobs moved = knobs;
    const double value = knobs.*(info.member);
    const double factor = value * 1.1 <= (info.physicalMax > 0 ? info.physicalMax : info.maxValue) ? 1.1 : 1 / 1.1;
    moved.*(info.member) = std::max(value, 1e-6) * factor;
    const double shifted = predictedTokS(r, catalog, moved);
    if (!(base > 0) || !(shifted > 0))
        return 0;
    return std::abs(std::log(shifted / base) / std::log(factor));
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
double ttftMedianLogError(const std::vector<MappedRow>& rows, const Catalog& catalog, const PerfKnobs& knobs,
                          const RowKnobs& rowKnobs)
{
    std::vector<double> logs;
    for (const MappedRow& r : rows) {
        if (r.row.ttftMs <= 0 || !ttftLoadKnown(r))
            continue;
        const auto reading = predictRow(r, catalog, rowKnobs(r, knobs));
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

double meanAbsLogErrorOf(const std::vector<MappedRow>& rows, const Catalog& catalog, const PerfKnobs& knobs,
                         const RowKnobs& rowKnobs, std::vector<double>* errors = nullptr)
{
    if (rows.empty())
        return 0;
    double sum = 0;
    for (const MappedRow& r : rows) {
        const double predicted = predictedTokS(r, catalog, rowKnobs(r, knobs));
        const double ratio = predicted > 0 ? predicted / r.row.tokSPerGpuTotal : 0.1;
        sum += std::abs(std::log(ratio));
        if (errors)
            errors->push_back(ratio - 1.0);
    }
    return sum / rows.size();
}

/// The knobs of `infos` that at least options.minSensitiveRows of `rows` respond to at `prior`: a
/// knob no row can see is not fitted (it keeps the level above).
std::vector<const KnobInfo*> sensitiveKnobs(const std::vector<MappedRow>& rows, const Catalog& catalog,
                                            const PerfKnobs& prior, const std::vector<const KnobInfo*>& infos,
                                            const FitOptions& options, const RowKnobs& rowKnobs)
{
    std::vector<const KnobInfo*> out;
    for (const KnobInfo* info : infos) {
        int sensitive = 0;
        for (const MappedRow& r : rows) {
            if (elasticity(r, catalog, rowKnobs(r, prior), *info) >= options.sensitivityThreshold)
                ++sensitive;
            if (sensitive >= options.minSensitiveRows)
                break;
        }
        if (sensitive >= options.minSensitiveRows)
            out.push_back(info);
    }
    return out;
}

/// Nelder-Mead in log space over `infos` within their physical ranges, pulled towards `prior`.
PerfKnobs nelderMeadFit(const std::vector<MappedRow>& rows, const Catalog& catalog, const PerfKnobs& prior,
                        const std::vector<const KnobInfo*>& infos, const FitOptions& options, const RowKnobs& rowKnobs)
{
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
        return meanAbsLogErrorOf(rows, catalog, knobsAt(x), rowKnobs) + weight * penalty;
    };
    return knobsAt(minimiseNelderMead(objective, start, lower, upper, options.maxIterations));
}

/// Throughput knobs of `infos` fitted to `rows` from `prior`; only the knobs enough rows are
/// sensitive to move. A knob the fit runs to an end of its physical range is absorbing a missing
/// term: it keeps the level above's value (listed in `keptAtPrior` as "knob") and the rest are refitted.
PerfKnobs fitThroughputKnobs(const std::vector<MappedRow>& rows, const Catalog& catalog, const PerfKnobs& prior,
                             const std::vector<const KnobInfo*>& allInfos, const FitOptions& options,
                             const RowKnobs& rowKnobs = asIs, std::vector<std::string>* keptAtPrior = nullptr)
{
    if (rows.empty() || allInfos.empty())
        return prior;
    std::vector<const KnobInfo*> infos = sensitiveKnobs(rows, catalog, prior, allInfos, options, rowKnobs);
    PerfKnobs fitted = prior;
    for (int round = 0; round < 3 && !infos.empty(); ++round) {
        fitted = nelderMeadFit(rows, catalog, prior, infos, options, rowKnobs);
        std::vector<const KnobInfo*> inside;
        for (const KnobInfo* info : infos) {
            if (!atPhysicalBound(*info, fitted.*(info->member)))
                inside.push_back(info);
            else if (keptAtPrior)
                keptAtPrior->push_back(info->key);
        }
        if (inside.size() == infos.size())
            return fitted;
        infos = inside;
        fitted = prior;
    }
    return fitted;
}

Result<std::vector<const KnobInfo*>> knobInfosFor(const std::vector<std::string>& keys)
{
    std::vector<const KnobInfo*> infos;
    for (const std::string& key : keys) {
        const KnobInfo* info = knobInfo(key);
        if (!info)
            return Error{"unknown knob '" + key + "'"};
        infos.push_back(info);
    }
    return infos;
}

/// ttft_queue_factor alone fitted to the median |log| TTFT error: golden-section search in log space
/// within its physical range. Fewer than options.minSensitiveRows TTFT rows leave it as it is.
void fitTtftFactor(const std::vector<MappedRow>& rows, const Catalog& catalog, PerfKnobs& fitted,
                   const FitOptions& options, const RowKnobs& rowKnobs = asIs,
                   std::vector<std::string>* keptAtPrior = nullptr)
{
    const KnobInfo* q = knobInfo("ttft_queue_factor");
    const auto ttftRows = std::count_if(rows.begin(), rows.end(),
                                        [](const MappedRow& r) { return r.row.ttftMs > 0 && ttftLoadKnown(r); });
    if (!q || ttftRows < options.minSensitiveRows)
        return;
    auto [a, b] = logBounds(*q);
    const double g = (std::sqrt(5.0) - 1) / 2;
    const auto cost = [&](double logQ) {
        PerfKnobs k = fitted;
        k.ttftQueueFactor = std::exp(logQ);
        // A mild pull to 1 (no extra scheduling delay) so that flat stretches stay physical.
        return ttftMedianLogError(rows, catalog, k, rowKnobs) + 0.01 * logQ * logQ;
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
    const double value = std::exp((a + b) / 2);
    // At an end of its range the factor would be absorbing queueing the model lacks: keep it.
    if (!atPhysicalBound(*q, value))
        fitted.ttftQueueFactor = value;
    else if (keptAtPrior)
        keptAtPrior->push_back(q->key);
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
    auto infos = knobInfosFor(options.knobs);
    if (!infos)
        return Error{infos.error()};
    PerfKnobs fitted = fitThroughputKnobs(rows, catalog, prior, *infos, options);
    if (options.fitTtftQueueFactor)
        fitTtftFactor(rows, catalog, fitted, options);
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

bool anchored(const Hardware& hw, const std::string& key)
{
    return hw.knobs.count(key) > 0;
}

/// Hardware knobs per GPU over all its frameworks (each row at its pair's priors): only knobs the
/// GPU has no anchor for, and only where enough of its rows are sensitive to them.
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
        std::vector<std::string> keys;
        for (const std::string& key : options.hardwareKnobs) {
            if (!anchored(*hw, key))
                keys.push_back(key);
        }
        auto infos = knobInfosFor(keys);
        if (!infos || infos->empty())
            continue;
        // The GPU's own knobs start from the priors of its most measured framework; each row keeps
        // its own framework's other knobs.
        const PerfKnobs start = catalog.priorKnobs(gpu, group.front().inputs.frameworkId);
        const RowKnobs rowKnobs = [&](const MappedRow& r, const PerfKnobs& k) {
            PerfKnobs row = catalog.priorKnobs(r.inputs.hardwareId, r.inputs.frameworkId);
            for (const KnobInfo* info : *infos)
                row.*(info->member) = k.*(info->member);
            return row;
        };
        std::vector<std::string> kept;
        const PerfKnobs fitted = fitThroughputKnobs(group, catalog, start, *infos, options, rowKnobs, &kept);
        for (const KnobInfo* info : *infos) {
            if (std::find(kept.begin(), kept.end(), info->key) == kept.end())
                out[gpu][info->key] = fitted.*(info->member);
        }
        for (const std::string& knob : kept)
            keptAtPrior.push_back(gpu + ": " + knob);
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
            return withHardware(catalog, inputs.hardwareId, it->second);
    }
    return withHardware(catalog, inputs.hardwareId, fallback);
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
        const std::string vk = vendor + "/" + f;
        const std::string fk = family + "/" + f;
        const std::string pk = pairKey(r.inputs.hardwareId, f);
        g.byFramework[f].push_back(r);
        g.byVendorFramework[vk].push_back(r);
        g.byFamily[fk].push_back(r);
        g.byPair[pk].push_back(r);
        g.byVendor[vendor].push_back(r);
        g.byFamilyAny[family].push_back(r);
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
    const RowKnobs rowKnobs = [&](const MappedRow& r, const PerfKnobs& k) {
        return h.withHardware(catalog, r.inputs.hardwareId, k);
    };
    LevelGroups g = groupRows(rows, catalog);
    const auto priorsOf = [&](const std::string& frameworkId) {
        const Framework* framework = catalog.findFramework(frameworkId);
        return framework ? framework->knobs : PerfKnobs{};
    };
    // Each level starts from the level above; a group with the same rows as its parent repeats its fit.
    const auto fitLevel = [&](const std::vector<MappedRow>& group, const PerfKnobs& prior, size_t parentRows,
                              const std::string& key) {
        if (group.size() == parentRows)
            return prior;
        std::vector<std::string> kept;
        const PerfKnobs fitted = fitThroughputKnobs(group, catalog, prior, *infos, options, rowKnobs, &kept);
        for (const std::string& knob : kept)
            h.keptAtPrior.push_back(key + ": " + knob);
        return fitted;
    };
    // Framework over all GPUs: the last fallback (a framework measured on one vendor only).
    for (const auto& [id, group] : g.byFramework)
        h.frameworks[id] = fitLevel(group, priorsOf(id), 0, id);
    // Vendor within a framework: NVIDIA and AMD builds of one framework share no kernels. Its TTFT
    // scheduling factor is fitted here and inherited below (a pair rarely has enough TTFT rows).
    for (const auto& [key, group] : g.byVendorFramework) {
        h.vendorFrameworks[key] = fitLevel(group, priorsOf(group.front().inputs.frameworkId), 0, key);
        std::vector<std::string> kept;
        if (options.fitTtftQueueFactor)
            fitTtftFactor(group, catalog, h.vendorFrameworks[key], options, rowKnobs, &kept);
        for (const std::string& knob : kept)
            h.keptAtPrior.push_back(key + ": " + knob);
    }
    for (const auto& [key, group] : g.byFamily) {
        const std::string& parent = g.parentOf[key];
        h.families[key] = fitLevel(group, h.vendorFrameworks[parent], g.byVendorFramework[parent].size(), key);
    }
    for (const auto& [key, group] : g.byPair) {
        const std::string& parent = g.parentOf[key];
        h.pairs[key] = fitLevel(group, h.families[parent], g.byFamily[parent].size(), key);
    }
    // Across frameworks, for a (GPU, framework) pair whose vendor never ran that framework: the
    // vendor's and the architecture's own costs, from the priors of its most measured framework.
    for (const auto& [vendor, group] : g.byVendor) {
        std::map<std::string, size_t> counts;
        for (const MappedRow& r : group)
            ++counts[r.inputs.frameworkId];
        const auto most = std::max_element(counts.begin(), counts.end(),
                                           [](const auto& a, const auto& b) { return a.second < b.second; });
        h.vendorsAnyFramework[vendor] = fitLevel(group, priorsOf(most->first), 0, vendor);
    }
    for (const auto& [family, group] : g.byFamilyAny) {
        const std::string& vendor = g.parentOf["family:" + family];
        h.familiesAnyFramework[family] =
            fitLevel(group, h.vendorsAnyFramework[vendor], g.byVendor[vendor].size(), family);
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

ErrorSummary summariseTtftHoldout(const std::vector<HoldoutRow>& rows)
{
    std::vector<double> errors;
    for (const HoldoutRow& r : rows) {
        if (r.hasTtft)
            errors.push_back(r.ttftError);
    }
    return summariseErrors(errors);
}

std::vector<KnobSensitivity> knobSensitivity(const std::vector<MappedRow>& rows, const Catalog& catalog,
                                             const std::vector<std::string>& keys, const FitOptions& options)
{
    std::vector<KnobSensitivity> out;
    for (const std::string& key : keys) {
        const KnobInfo* info = knobInfo(key);
        if (!info)
            continue;
        KnobSensitivity s;
        s.key = key;
        std::vector<double> values;
        for (const MappedRow& r : rows) {
            const double e =
                elasticity(r, catalog, catalog.priorKnobs(r.inputs.hardwareId, r.inputs.frameworkId), *info);
            values.push_back(e);
            if (e >= options.sensitivityThreshold)
                ++s.sensitiveRows;
        }
        s.rows = static_cast<int>(values.size());
        s.medianElasticity = summariseErrors(values).medianAbsError;
        out.push_back(s);
    }
    return out;
}

namespace {

/// One row predicted by `knobs`: throughput and TTFT errors, and the priors' throughput error.
HoldoutRow holdoutRow(const MappedRow& r, const Catalog& catalog, const PerfKnobs& knobs)
{
    HoldoutRow out{r.row.line, r.inputs.hardwareId, r.inputs.modelId, r.inputs.frameworkId};
    const auto reading = predictRow(r, catalog, knobs);
    out.error = (reading && reading->tokSPerGpuTotal > 0 ? reading->tokSPerGpuTotal / r.row.tokSPerGpuTotal : 0.1) - 1;
    if (r.row.ttftMs > 0 && ttftLoadKnown(r) && reading && reading->ttftMs > 0) {
        out.hasTtft = true;
        out.ttftError = reading->ttftMs / r.row.ttftMs - 1.0;
    }
    const double prior = predictedTokS(r, catalog, catalog.priorKnobs(r.inputs.hardwareId, r.inputs.frameworkId));
    out.priorError = (prior > 0 ? prior / r.row.tokSPerGpuTotal : 0.1) - 1;
    return out;
}

/// Refits the whole hierarchy without the rows `excluded` picks and predicts those rows with it.
void holdOut(const std::vector<MappedRow>& rows, const Catalog& catalog, const FitOptions& options,
             const std::function<bool(const MappedRow&)>& excluded, std::vector<HoldoutRow>& out)
{
    std::vector<MappedRow> training, testing;
    for (const MappedRow& r : rows)
        (excluded(r) ? testing : training).push_back(r);
    if (testing.empty())
        return;
    const KnobHierarchy h = fitKnobHierarchy(training, catalog, options);
    for (const MappedRow& r : testing) {
        const Framework* framework = catalog.findFramework(r.inputs.frameworkId);
        out.push_back(
            holdoutRow(r, catalog, h.knobsFor(catalog, r.inputs, framework ? framework->knobs : PerfKnobs{})));
    }
}

/// The shipped profile of one pair: the hierarchy's knobs (TTFT factor refitted when the pair has
/// enough TTFT rows), unless its rows held out do worse than the priors, in which case the priors
/// are shipped, uncalibrated, and the profile says so.
CalibrationProfile pairProfile(const std::vector<MappedRow>& pairRows, const Catalog& catalog,
                               const KnobHierarchy& full, const FitAllResult& result,
                               const std::vector<const KnobInfo*>& infos, const FitOptions& options,
                               const std::string& sourceLabel)
{
    const std::string& hardwareId = pairRows.front().inputs.hardwareId;
    const std::string& frameworkId = pairRows.front().inputs.frameworkId;
    PerfKnobs fitted = full.knobsFor(catalog, pairRows.front().inputs, catalog.priorKnobs(hardwareId, frameworkId));
    std::vector<std::string> kept;
    if (options.fitTtftQueueFactor)
        fitTtftFactor(pairRows, catalog, fitted, options, asIs, &kept);
    CalibrationProfile profile =
        makeProfile(pairRows, catalog, hardwareId, frameworkId, fitted, infos, options, sourceLabel,
                    ", shrunk towards " + familyKey(catalog, hardwareId, frameworkId) + " and " + frameworkId +
                        " over all GPUs; hardware knobs per GPU");
    std::vector<double> held, priors;
    for (const HoldoutRow& h : result.modelHoldoutRows) {
        if (h.hardwareId == hardwareId && h.frameworkId == frameworkId) {
            held.push_back(h.error);
            priors.push_back(h.priorError);
        }
    }
    if (held.empty())
        return profile;
    profile.medianAbsErrorHoldout = summariseErrors(held).medianAbsError;
    profile.medianAbsErrorPriors = summariseErrors(priors).medianAbsError;
    if (profile.medianAbsErrorHoldout > profile.medianAbsErrorPriors) {
        const double holdout = profile.medianAbsErrorHoldout;
        profile.knobs = catalog.priorKnobs(hardwareId, frameworkId);
        std::vector<double> errors;
        meanAbsLogError(pairRows, catalog, profile.knobs, &errors);
        profile.medianAbsErrorFit = summariseErrors(errors).medianAbsError;
        profile.medianAbsErrorHoldout = profile.medianAbsErrorPriors;
        profile.calibrated = false;
        profile.fittedTo = "priors shipped: on " + std::to_string(held.size()) + " rows of " + sourceLabel +
                           " held out by model, the fitted knobs were off by " +
                           std::to_string(static_cast<int>(std::lround(100 * holdout))) + "% and the priors by " +
                           std::to_string(static_cast<int>(std::lround(100 * profile.medianAbsErrorPriors))) + "%";
    }
    return profile;
}

} // namespace

FitAllResult fitAllProfiles(const std::vector<MappedRow>& rows, const Catalog& catalog, const FitOptions& options,
                            const std::string& sourceLabel)
{
    FitAllResult result;
    auto infos = knobInfosFor(options.knobs);
    if (!infos)
        return result;
    const KnobHierarchy full = fitKnobHierarchy(rows, catalog, options);
    result.keptAtPrior = full.keptAtPrior;

    std::set<std::string> models, gpus;
    for (const MappedRow& r : rows) {
        models.insert(r.inputs.modelId);
        gpus.insert(r.inputs.hardwareId);
    }
    for (const std::string& model : models)
        holdOut(
            rows, catalog, options, [&](const MappedRow& r) { return r.inputs.modelId == model; },
            result.modelHoldoutRows);
    for (const std::string& gpu : gpus)
        holdOut(
            rows, catalog, options, [&](const MappedRow& r) { return r.inputs.hardwareId == gpu; },
            result.gpuHoldoutRows);

    std::map<std::pair<std::string, std::string>, std::vector<MappedRow>> pairs;
    for (const MappedRow& r : rows)
        pairs[{r.inputs.hardwareId, r.inputs.frameworkId}].push_back(r);
    for (const auto& [pair, pairRows] : pairs)
        result.profiles.push_back(pairProfile(pairRows, catalog, full, result, *infos, options, sourceLabel));

    std::vector<double> gpuErrors, priorErrors;
    for (const HoldoutRow& h : result.modelHoldoutRows) {
        result.holdoutErrors.push_back(h.error);
        priorErrors.push_back(h.priorError);
    }
    for (const HoldoutRow& h : result.gpuHoldoutRows)
        gpuErrors.push_back(h.error);
    result.holdout = summariseErrors(result.holdoutErrors);
    result.holdoutByGpu = summariseErrors(gpuErrors);
    result.priors = summariseErrors(priorErrors);
    result.ttftHoldout = summariseTtftHoldout(result.modelHoldoutRows);
    result.ttftHoldoutByGpu = summariseTtftHoldout(result.gpuHoldoutRows);
    std::vector<std::string> keys = options.hardwareKnobs;
    keys.insert(keys.end(), options.knobs.begin(), options.knobs.end());
    result.sensitivity = knobSensitivity(rows, catalog, keys, options);
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
        if (!predictRow(m, catalog, catalog.priorKnobs(m.inputs.hardwareId, m.inputs.frameworkId)))
            continue;
        out.push_back(std::move(m));
    }
    return out;
}

} // namespace tf::core
