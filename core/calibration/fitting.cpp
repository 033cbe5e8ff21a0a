#include "core/calibration/fitting.h"

#include "core/calibration/fitsteps.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>
#include <set>

namespace tf::core {

using namespace fitsteps;

namespace fitsteps {

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

std::string KnobAtRangeEnd::note() const
{
    const auto [lo, hi] = logBounds(*info);
    const bool lowEnd = std::log(value) < (lo + hi) / 2;
    char end[32];
    std::snprintf(end, sizeof end, "%g", std::exp(lowEnd ? lo : hi));
    return std::string(info->key) + (lowEnd ? " (runs to its lower end, " : " (runs to its upper end, ") + end + ")";
}

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

void keepPriorsUnlessFitBeatsThem(CalibrationProfile& profile, const std::vector<MappedRow>& rows,
                                  const Catalog& catalog, const PerfKnobs& priors, const std::vector<double>& heldOut,
                                  const std::vector<double>& priorErrors, const std::string& verdict,
                                  const std::string& sourceLabel, const std::string& how)
{
    profile.medianAbsErrorHoldout = summariseErrors(heldOut).medianAbsError;
    profile.medianAbsErrorPriors = summariseErrors(priorErrors).medianAbsError;
    if (profile.medianAbsErrorHoldout <= profile.medianAbsErrorPriors)
        return;
    const auto percent = [](double share) { return std::to_string(static_cast<int>(std::lround(100 * share))); };
    const double holdout = profile.medianAbsErrorHoldout;
    profile.knobs = priors;
    std::vector<double> errors;
    meanAbsLogError(rows, catalog, profile.knobs, &errors);
    profile.medianAbsErrorFit = summariseErrors(errors).medianAbsError;
    profile.medianAbsErrorHoldout = profile.medianAbsErrorPriors;
    profile.calibrated = false;
    profile.fittedTo = verdict + ": on " + std::to_string(heldOut.size()) + " rows of " + sourceLabel + " " + how +
                       ", the fitted knobs were off by " + percent(holdout) + "% and the priors by " +
                       percent(profile.medianAbsErrorPriors) + "%";
}

} // namespace fitsteps

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

namespace fitsteps {

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

// A dense model's small-batch decode is the framework's fixed costs plus the weight read; an MoE or
// sparse-attention step also holds the routing, grouped-GEMM and key-selection costs of its
// architecture, which would otherwise be charged to the framework and carried to dense models.
bool identifies(const MappedRow& r, const Catalog& catalog, const KnobInfo& info)
{
    const bool frameworkFixedCost = info.level == KnobLevel::Framework && std::string(info.key).ends_with("_us");
    if (!frameworkFixedCost)
        return true;
    const LlmModel* model = catalog.findModel(r.inputs.modelId);
    return model && !model->isMoe() && !model->sparseAttention;
}

/// The knobs of `infos` that at least options.minSensitiveRows of `rows` respond to at `prior` (and
/// may identify them): a knob no row can see is not fitted (it keeps the level above).
std::vector<const KnobInfo*> sensitiveKnobs(const std::vector<MappedRow>& rows, const Catalog& catalog,
                                            const PerfKnobs& prior, const std::vector<const KnobInfo*>& infos,
                                            const FitOptions& options, const RowKnobs& rowKnobs)
{
    std::vector<const KnobInfo*> out;
    for (const KnobInfo* info : infos) {
        int sensitive = 0;
        for (const MappedRow& r : rows) {
            if (identifies(r, catalog, *info) &&
                elasticity(r, catalog, rowKnobs(r, prior), *info) >= options.sensitivityThreshold)
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
/// term: it keeps the level above's value (listed in `atRangeEnd`) and the rest are refitted.
PerfKnobs fitThroughputKnobs(const std::vector<MappedRow>& rows, const Catalog& catalog, const PerfKnobs& prior,
                             const std::vector<const KnobInfo*>& allInfos, const FitOptions& options,
                             const RowKnobs& rowKnobs, std::vector<KnobAtRangeEnd>* atRangeEnd,
                             std::set<std::string>* identified)
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
            else if (atRangeEnd)
                atRangeEnd->push_back({info, fitted.*(info->member)});
        }
        if (inside.size() == infos.size()) {
            if (identified)
                for (const KnobInfo* info : infos)
                    identified->insert(info->key);
            return fitted;
        }
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
                   const FitOptions& options, const RowKnobs& rowKnobs, std::vector<KnobAtRangeEnd>* atRangeEnd)
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
    else if (atRangeEnd)
        atRangeEnd->push_back({q, value});
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
    p.modelsMeasured.assign(models.begin(), models.end());
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

std::string vendorFrameworkKey(const Catalog& catalog, const std::string& hardwareId, const std::string& frameworkId)
{
    const Hardware* hw = catalog.findHardware(hardwareId);
    return (hw ? vendorOf(*hw) : std::string("unknown")) + "/" + frameworkId;
}

} // namespace fitsteps

Result<CalibrationProfile> fitProfile(const std::vector<MappedRow>& allRows, const Catalog& catalog,
                                      const std::string& hardwareId, const std::string& frameworkId,
                                      const PerfKnobs& prior, const FitOptions& options, const std::string& sourceLabel)
{
    const std::vector<MappedRow> rows = rowsFor(allRows, hardwareId, frameworkId);
    if (rows.empty())
        return Error{"no comparable rows for " + hardwareId + " with " + frameworkId};
    // A fit is judged on rows it did not see: with fewer, a one-row fit was called calibrated at
    // 14% on its own row, where the shipped profile is 1% off.
    if (rows.size() < size_t(kMinRowsToJudgeAFit))
        return Error{"fitting " + hardwareId + "/" + frameworkId + " needs at least " +
                     std::to_string(kMinRowsToJudgeAFit) +
                     " comparable rows, to judge the fit on rows it did not see (" + std::to_string(rows.size()) +
                     " given); the calibration in use is left as it is"};
    auto infos = knobInfosFor(options.knobs);
    if (!infos)
        return Error{infos.error()};
    PerfKnobs fitted = fitThroughputKnobs(rows, catalog, prior, *infos, options);
    if (options.fitTtftQueueFactor)
        fitTtftFactor(rows, catalog, fitted, options);
    CalibrationProfile profile =
        makeProfile(rows, catalog, hardwareId, frameworkId, fitted, *infos, options, sourceLabel, {});
    // Each row held out in turn: the knobs fitted on the others against the priors on that row.
    std::vector<double> heldOut;
    std::vector<double> priorErrors;
    for (size_t i = 0; i < rows.size(); ++i) {
        std::vector<MappedRow> others = rows;
        others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
        const PerfKnobs without = fitThroughputKnobs(others, catalog, prior, *infos, options);
        meanAbsLogError({rows[i]}, catalog, without, &heldOut);
        meanAbsLogError({rows[i]}, catalog, prior, &priorErrors);
    }
    keepPriorsUnlessFitBeatsThem(profile, rows, catalog, prior, heldOut, priorErrors, "priors kept", sourceLabel,
                                 "held out one at a time");
    return profile;
}

} // namespace tf::core
