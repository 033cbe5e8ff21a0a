#include "core/analysis/montecarlo.h"

#include "core/economics.h"
#include "core/evaluation.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>
#include <random>

namespace tf::core {

namespace {

/// Inputs that only enter gpuHourCost() and facilityKwPerGpu(): no re-prepare needed.
bool isEconomicsOnly(const std::string& key)
{
    static const char* const economics[] = {"price_per_gpu_hour",
                                            "capex_per_gpu",
                                            "useful_life_years",
                                            "cost_of_capital_percent",
                                            "utilisation_percent",
                                            "kw_per_gpu",
                                            "pue",
                                            "electricity_usd_per_kwh",
                                            "facility_usd_per_kw_month",
                                            "other_usd_per_gpu_hour",
                                            "slo_ttft_ms",
                                            "slo_tok_s_user"};
    return std::find_if(std::begin(economics), std::end(economics), [&](const char* k) { return key == k; }) !=
           std::end(economics);
}

/// Mirrors the scenario fields that makeContext() copies into the deployment (catalog lookups
/// and the calibration profile stay those of the base scenario).
void refreshDeployment(DeploymentConfig& d, const ScenarioInputs& in)
{
    d.tensorParallel = in.tensorParallel;
    d.expertParallel = d.model->isMoe() ? in.expertParallel : 1;
    d.prefillTensorParallel = in.prefillTensorParallel;
    d.inputTokens = in.inputTokens;
    d.outputTokens = in.outputTokens;
    d.speculativeTokens = in.speculativeTokens;
    d.specAcceptance = in.specAcceptance >= 0 ? in.specAcceptance : d.model->specAcceptance;
    d.efficiencyScale = in.efficiencyScale;
}

struct ResolvedInput
{
    const InputFieldInfo* info;
    UncertainInput range;
};

} // namespace

double triangularQuantile(double u, double low, double likely, double high)
{
    if (!(high > low))
        return likely;
    u = std::clamp(u, 0.0, 1.0);
    const double split = (likely - low) / (high - low);
    if (u < split)
        return low + std::sqrt(u * (high - low) * (likely - low));
    return high - std::sqrt((1.0 - u) * (high - low) * (high - likely));
}

Percentiles percentilesOf(std::vector<double>& values)
{
    Percentiles p;
    if (values.empty())
        return p;
    std::sort(values.begin(), values.end());
    const auto rank = [&](double q) {
        const size_t i = static_cast<size_t>(std::ceil(q * static_cast<double>(values.size())));
        return values[std::clamp<size_t>(i, 1, values.size()) - 1];
    };
    p.p10 = rank(0.10);
    p.p50 = rank(0.50);
    p.p90 = rank(0.90);
    p.min = values.front();
    p.max = values.back();
    p.mean = std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
    return p;
}

std::vector<UncertainInput> defaultUncertainInputs(const ScenarioInputs& in)
{
    std::vector<UncertainInput> list;
    if (in.pricing == PricingMode::Rented) {
        list.push_back(
            {"price_per_gpu_hour", in.pricePerGpuHourUsd * 0.8, in.pricePerGpuHourUsd, in.pricePerGpuHourUsd * 1.2});
    } else {
        list.push_back({"capex_per_gpu", in.capexPerGpuUsd * 0.85, in.capexPerGpuUsd, in.capexPerGpuUsd * 1.2});
        list.push_back({"electricity_usd_per_kwh", in.electricityUsdPerKwh * 0.75, in.electricityUsdPerKwh,
                        in.electricityUsdPerKwh * 1.5});
    }
    list.push_back({"kw_per_gpu", in.allInKwPerGpu * 0.9, in.allInKwPerGpu, in.allInKwPerGpu * 1.1});
    list.push_back(
        {"utilisation_percent", std::min(70.0, in.utilisationPercent), in.utilisationPercent, in.utilisationPercent});
    list.push_back({"efficiency_scale", in.efficiencyScale * 0.8, in.efficiencyScale, in.efficiencyScale * 1.1});
    return list;
}

Result<MonteCarloResult> runMonteCarlo(const ScenarioInputs& inputs, const Catalog& catalog,
                                       const std::vector<UncertainInput>& uncertain, const MonteCarloOptions& options,
                                       const std::atomic<bool>* cancel)
{
    const auto start = std::chrono::steady_clock::now();
    auto base = makeContext(inputs, catalog);
    if (!base)
        return Error{base.error()};

    std::vector<ResolvedInput> resolved;
    bool needsPrepare = false;
    for (const UncertainInput& u : uncertain) {
        const InputFieldInfo* info = nullptr;
        for (const InputFieldInfo& f : numericInputFields()) {
            if (u.key == f.key)
                info = &f;
        }
        if (!info)
            return Error{"montecarlo: unknown input '" + u.key + "'"};
        if (!std::isfinite(u.low) || !std::isfinite(u.likely) || !std::isfinite(u.high))
            return Error{"montecarlo: the range of '" + u.key + "' is not a number"};
        if (u.low > u.likely || u.likely > u.high)
            return Error{"montecarlo: '" + u.key + "' needs low <= likely <= high"};
        resolved.push_back({info, u});
        needsPrepare = needsPrepare || !isEconomicsOnly(u.key);
    }

    MonteCarloResult result;
    result.samples = std::clamp(options.samples, 1, 10000000);
    result.seed = options.seed;
    std::mt19937_64 engine(options.seed);
    std::uniform_real_distribution<double> uniform(0.0, 1.0);

    std::vector<double> cost, costTotal, perUser, perGpuTotal, perGpuOutput;
    for (auto* v : {&cost, &costTotal, &perUser, &perGpuTotal, &perGpuOutput})
        v->reserve(static_cast<size_t>(result.samples));

    EvaluationContext context = *base;
    std::string firstRefusal;
    OperatingPoint baseOp = evaluate(base->prepared, inputs.batch);
    for (int s = 0; s < result.samples; ++s) {
        if (cancel && (s & 255) == 0 && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            break;
        }
        ScenarioInputs& sample = context.inputs;
        sample = inputs;
        // One uniform draw per input per sample, in list order, whatever the range: the stream
        // stays aligned so that narrowing one range does not reshuffle the others.
        for (const ResolvedInput& r : resolved) {
            const double x = triangularQuantile(uniform(engine), r.range.low, r.range.likely, r.range.high);
            double v = std::clamp(x, r.info->minValue, r.info->maxValue);
            setNumericInput(sample, r.range.key, v);
        }
        context.cost = gpuHourCost(sample);
        context.facilityKw = facilityKwPerGpu(sample);
        OperatingPoint op;
        if (needsPrepare) {
            // A sampled deployment that `eval` would refuse (a TP the GPU cannot run, EP that does
            // not divide TP, ...) is not evaluated: it counts as infeasible.
            if (const Status valid = validateInputs(sample, catalog); !valid) {
                if (firstRefusal.empty())
                    firstRefusal = valid.error();
                ++result.infeasible;
                continue;
            }
            refreshDeployment(context.prepared.config, sample);
            context.prepared = prepare(context.prepared.config);
            op = evaluate(context.prepared, sample.batch);
        } else {
            op = baseOp;
        }
        if (!op.fits || !(op.tokSPerGpuOutput > 0)) {
            ++result.infeasible;
            continue;
        }
        const double usd = context.cost.totalUsd;
        cost.push_back(tokenEconomics(usd, op.tokSPerGpuOutput, context.facilityKw).costPerMillionTokensUsd);
        costTotal.push_back(tokenEconomics(usd, op.tokSPerGpuTotal, context.facilityKw).costPerMillionTokensUsd);
        perUser.push_back(op.tokSPerUser);
        perGpuTotal.push_back(op.tokSPerGpuTotal);
        perGpuOutput.push_back(op.tokSPerGpuOutput);
    }
    if (cost.empty() && !result.cancelled)
        return Error{firstRefusal.empty() ? "montecarlo: no sample fits in memory"
                                          : "montecarlo: no sample is a valid configuration (" + firstRefusal + ")"};
    if (options.keepSamples) {
        result.costSamples = cost;
        result.tokSPerUserSamples = perUser;
        result.tokSPerGpuTotalSamples = perGpuTotal;
    }
    result.costPerMtokOutputUsd = percentilesOf(cost);
    result.costPerMtokTotalUsd = percentilesOf(costTotal);
    result.tokSPerUser = percentilesOf(perUser);
    result.tokSPerGpuTotal = percentilesOf(perGpuTotal);
    result.tokSPerGpuOutput = percentilesOf(perGpuOutput);
    result.elapsedMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return result;
}

} // namespace tf::core
