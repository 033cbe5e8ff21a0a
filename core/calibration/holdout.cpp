#include "core/calibration/fitting.h"

#include "core/calibration/fitsteps.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

namespace tf::core {

using namespace fitsteps;

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
            if (e >= options.sensitivityThreshold && identifies(r, catalog, *info))
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
    HoldoutRow out;
    out.line = r.row.line;
    out.hardwareId = r.inputs.hardwareId;
    out.modelId = r.inputs.modelId;
    out.frameworkId = r.inputs.frameworkId;
    out.dataset = r.row.dataset;
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
    if (options.fitTtftQueueFactor)
        fitTtftFactor(pairRows, catalog, fitted, options);
    CalibrationProfile profile = makeProfile(
        pairRows, catalog, hardwareId, frameworkId, fitted, infos, options, sourceLabel,
        ", shrunk towards " + familyKey(catalog, hardwareId, frameworkId) + " and " +
            vendorFrameworkKey(catalog, hardwareId, frameworkId) + " over its GPUs; hardware knobs per GPU");
    std::vector<double> held, priors;
    for (const HoldoutRow& h : result.modelHoldoutRows) {
        if (h.hardwareId == hardwareId && h.frameworkId == frameworkId) {
            held.push_back(h.error);
            priors.push_back(h.priorError);
        }
    }
    if (held.empty())
        return profile;
    keepPriorsUnlessFitBeatsThem(profile, pairRows, catalog, catalog.priorKnobs(hardwareId, frameworkId), held, priors,
                                 "priors shipped", sourceLabel, "held out by model");
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

CalibrationAccuracy accuracyOf(const FitAllResult& result, const std::string& sourceLabel)
{
    CalibrationAccuracy a;
    a.rows = result.holdout.points;
    a.source = sourceLabel;
    a.leaveOneModelOut = result.holdout.medianAbsError;
    a.leaveOneGpuOut = result.holdoutByGpu.medianAbsError;
    a.priors = result.priors.medianAbsError;
    for (const auto& [model, s] : summariseHoldout(result.modelHoldoutRows, &HoldoutRow::modelId))
        a.byModel[model] = s.medianAbsError;
    for (const auto& [gpu, s] : summariseHoldout(result.gpuHoldoutRows, &HoldoutRow::hardwareId))
        a.byGpu[gpu] = s.medianAbsError;
    // One row count stands for both figures, so they are kept only when both holdouts predicted the
    // same rows (a row whose held-out prediction fails has no TTFT in that holdout).
    if (result.ttftHoldout.points > 0 && result.ttftHoldout.points == result.ttftHoldoutByGpu.points) {
        a.ttftRows = result.ttftHoldout.points;
        a.ttftLeaveOneModelOut = result.ttftHoldout.medianAbsError;
        a.ttftLeaveOneGpuOut = result.ttftHoldoutByGpu.medianAbsError;
        a.ttftBiasLeaveOneModelOut = result.ttftHoldout.medianSignedError;
        a.ttftBiasLeaveOneGpuOut = result.ttftHoldoutByGpu.medianSignedError;
    }
    return a;
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
