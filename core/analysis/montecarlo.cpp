#include "core/analysis/montecarlo.h"

#include "core/economics.h"
#include "core/evaluation.h"

#include <algorithm>
#include <array>
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

/// An uncertain input resolved once per run: its field and range, and what it touches.
struct ResolvedInput
{
    const InputFieldInfo* info;
    NumericInputMember member;
    UncertainInput range;
};

/// What a run has to redo per sample.
struct SamplePlan
{
    std::vector<ResolvedInput> inputs;
    bool needsPrepare = false; ///< some input changes the performance model
    /// The efficiency scale is the only such input: rescaling the prepared model is enough.
    bool onlyEfficiencyScale = false;
    /// Some input is an integer field (TP, EP, ISL, ...): only those can make a deployment invalid,
    /// since every sampled value is clamped to its field's range.
    bool needsValidation = false;
};

Result<SamplePlan> planSamples(const std::vector<UncertainInput>& uncertain)
{
    SamplePlan plan;
    for (const UncertainInput& u : uncertain) {
        const InputFieldInfo* info = nullptr;
        for (const InputFieldInfo& f : numericInputFields()) {
            if (u.key == f.key)
                info = &f;
        }
        const NumericInputMember member = numericInputMember(u.key);
        if (!info || !(member.real || member.integer))
            return Error{"montecarlo: unknown input '" + u.key + "'"};
        if (!std::isfinite(u.low) || !std::isfinite(u.likely) || !std::isfinite(u.high))
            return Error{"montecarlo: the range of '" + u.key + "' is not a number"};
        if (u.low > u.likely || u.likely > u.high)
            return Error{"montecarlo: '" + u.key + "' needs low <= likely <= high"};
        plan.inputs.push_back({info, member, u});
        plan.needsPrepare = plan.needsPrepare || !isEconomicsOnly(u.key);
        plan.needsValidation = plan.needsValidation || member.integer != nullptr;
    }
    plan.onlyEfficiencyScale =
        plan.needsPrepare && std::all_of(plan.inputs.begin(), plan.inputs.end(), [](const ResolvedInput& r) {
            return isEconomicsOnly(r.range.key) || r.member.real == &ScenarioInputs::efficiencyScale;
        });
    return plan;
}

/// The per-sample figures of the feasible samples, in draw order.
struct SampleFigures
{
    std::vector<double> cost, costTotal, perUser, perGpuTotal, perGpuOutput;

    void reserve(size_t n)
    {
        for (auto* v : {&cost, &costTotal, &perUser, &perGpuTotal, &perGpuOutput})
            v->reserve(n);
    }
    void add(const OperatingPoint& op, double usdPerGpuHour, double facilityKw)
    {
        cost.push_back(tokenEconomics(usdPerGpuHour, op.tokSPerGpuOutput, facilityKw).costPerMillionTokensUsd);
        costTotal.push_back(tokenEconomics(usdPerGpuHour, op.tokSPerGpuTotal, facilityKw).costPerMillionTokensUsd);
        perUser.push_back(op.tokSPerUser);
        perGpuTotal.push_back(op.tokSPerGpuTotal);
        perGpuOutput.push_back(op.tokSPerGpuOutput);
    }
};

/// Draws one sample into `sample`: one uniform draw per input, in list order, whatever the range,
/// so that narrowing one range does not reshuffle the others. Only the sampled fields change, so
/// the sample is never copied from the base scenario.
void drawSample(const SamplePlan& plan, std::mt19937_64& engine, std::uniform_real_distribution<double>& uniform,
                ScenarioInputs& sample)
{
    for (const ResolvedInput& r : plan.inputs) {
        const double x = triangularQuantile(uniform(engine), r.range.low, r.range.likely, r.range.high);
        const double v = std::clamp(x, r.info->minValue, r.info->maxValue);
        if (r.member.real)
            sample.*(r.member.real) = v;
        else
            sample.*(r.member.integer) = static_cast<int>(std::lround(v)); // as setNumericInput()
    }
}

/// The integer fields a sample set, to tell whether its validity can differ from the last one's.
std::vector<int> integerValues(const SamplePlan& plan, const ScenarioInputs& sample)
{
    std::vector<int> values;
    for (const ResolvedInput& r : plan.inputs) {
        if (r.member.integer)
            values.push_back(sample.*(r.member.integer));
    }
    return values;
}

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

namespace {

/// The values at ascending sorted positions `ranks` (as a full sort would place them) of values
/// spanning [low, high], low < high, in linear time. A monotone map spreads the values into
/// buckets; only the bucket holding each wanted position is selected within.
template <size_t N>
std::array<double, N> valuesAtRanks(const std::vector<double>& values, double low, double high,
                                    const std::array<size_t, N>& ranks)
{
    constexpr size_t kBuckets = 4096;
    const double scale = kBuckets / (high - low);
    const auto bucketOf = [&](double v) { return std::min(kBuckets - 1, static_cast<size_t>((v - low) * scale)); };
    std::vector<size_t> counts(kBuckets, 0);
    for (double v : values)
        ++counts[bucketOf(v)];
    // Which bucket holds each wanted position, and how many values lie below that bucket.
    std::array<size_t, N> bucketOfRank{};
    std::array<size_t, N> before{};
    size_t bucket = 0;
    size_t below = 0;
    for (size_t r = 0; r < N; ++r) {
        while (below + counts[bucket] <= ranks[r])
            below += counts[bucket++];
        bucketOfRank[r] = bucket;
        before[r] = below;
    }
    // One pass gathers the members of those buckets (ranks sharing a bucket share its members).
    std::array<std::vector<double>, N> members;
    for (double v : values) {
        const size_t b = bucketOf(v);
        for (size_t r = 0; r < N; ++r) {
            if (b == bucketOfRank[r] && (r == 0 || bucketOfRank[r - 1] != b)) {
                members[r].push_back(v);
                break;
            }
        }
    }
    std::array<double, N> found{};
    for (size_t r = 0; r < N; ++r) {
        size_t owner = r; // the first rank of this bucket holds its members
        while (owner > 0 && bucketOfRank[owner - 1] == bucketOfRank[r])
            --owner;
        std::vector<double>& m = members[owner];
        const auto nth = m.begin() + static_cast<std::ptrdiff_t>(ranks[r] - before[r]);
        std::nth_element(m.begin(), nth, m.end());
        found[r] = *nth;
    }
    return found;
}

} // namespace

Percentiles percentilesOf(const std::vector<double>& values)
{
    Percentiles p;
    if (values.empty())
        return p;
    const auto [low, high] = std::minmax_element(values.begin(), values.end());
    p.min = *low;
    p.max = *high;
    p.mean = std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
    if (!(p.min < p.max)) {
        p.p10 = p.p50 = p.p90 = p.min;
        return p;
    }
    // Nearest rank: the ceil(q n)-th smallest value.
    const auto index = [&](double q) {
        const size_t i = static_cast<size_t>(std::ceil(q * static_cast<double>(values.size())));
        return std::clamp<size_t>(i, 1, values.size()) - 1;
    };
    const auto deciles = valuesAtRanks<3>(values, p.min, p.max, {index(0.10), index(0.50), index(0.90)});
    p.p10 = deciles[0];
    p.p50 = deciles[1];
    p.p90 = deciles[2];
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

namespace {

/// Evaluates every sample of a run into `figures`; counts the infeasible ones in `result`.
/// `firstRefusal` receives the first validation error of a sampled deployment.
void runSamples(const EvaluationContext& base, const Catalog& catalog, const SamplePlan& plan, std::uint64_t seed,
                const std::atomic<bool>* cancel, MonteCarloResult& result, SampleFigures& figures,
                std::string& firstRefusal)
{
    std::mt19937_64 engine(seed);
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    const DeploymentConfig& resolved = base.prepared.config;
    OperatingPoint op = evaluate(base.prepared, base.inputs.batch);
    PreparedConfig prepared = base.prepared;
    ScenarioInputs sample = base.inputs;
    std::vector<int> validatedIntegers;
    bool lastValid = true;
    for (int s = 0; s < result.samples; ++s) {
        if (cancel && (s & 255) == 0 && cancel->load(std::memory_order_relaxed)) {
            result.cancelled = true;
            return;
        }
        drawSample(plan, engine, uniform, sample);
        if (plan.needsValidation) {
            // A sampled deployment that `eval` would refuse (a TP the GPU cannot run, EP that does
            // not divide TP, ...) is not evaluated: it counts as infeasible.
            std::vector<int> integers = integerValues(plan, sample);
            if (s == 0 || integers != validatedIntegers) {
                const Status valid = validateInputs(sample, catalog);
                if (!valid && firstRefusal.empty())
                    firstRefusal = valid.error();
                lastValid = valid.ok();
                validatedIntegers = std::move(integers);
            }
            if (!lastValid) {
                ++result.infeasible;
                continue;
            }
        }
        if (plan.needsPrepare) {
            if (plan.onlyEfficiencyScale)
                rescaleEfficiency(prepared, sample.efficiencyScale);
            else
                prepared = prepare(deploymentFor(sample, *resolved.hardware, *resolved.model, resolved.knobs));
            const int batch[1] = {sample.batch};
            evaluateBatch(prepared, batch, std::span<OperatingPoint>(&op, 1));
        }
        if (!op.fits || !(op.tokSPerGpuOutput > 0)) {
            ++result.infeasible;
            continue;
        }
        // A sampled cap or all-in figure moves the power the cap leaves: priced per sample.
        figures.add(op, gpuHourCost(sample, op.powerCapSavingW).totalUsd, facilityKwPerGpu(sample, op.powerCapSavingW));
    }
}

} // namespace

Result<MonteCarloResult> runMonteCarlo(const ScenarioInputs& inputs, const Catalog& catalog,
                                       const std::vector<UncertainInput>& uncertain, const MonteCarloOptions& options,
                                       const std::atomic<bool>* cancel)
{
    const auto start = std::chrono::steady_clock::now();
    auto base = makeContext(inputs, catalog);
    if (!base)
        return Error{base.error()};
    auto plan = planSamples(uncertain);
    if (!plan)
        return Error{plan.error()};

    MonteCarloResult result;
    result.samples = std::clamp(options.samples, 1, 10000000);
    result.seed = options.seed;
    SampleFigures figures;
    figures.reserve(static_cast<size_t>(result.samples));
    std::string firstRefusal;
    runSamples(*base, catalog, *plan, options.seed, cancel, result, figures, firstRefusal);
    if (figures.cost.empty() && !result.cancelled)
        return Error{firstRefusal.empty() ? "montecarlo: no sample fits in memory"
                                          : "montecarlo: no sample is a valid configuration (" + firstRefusal + ")"};
    if (options.keepSamples) {
        result.costSamples = figures.cost;
        result.tokSPerUserSamples = figures.perUser;
        result.tokSPerGpuTotalSamples = figures.perGpuTotal;
    }
    result.costPerMtokOutputUsd = percentilesOf(figures.cost);
    result.costPerMtokTotalUsd = percentilesOf(figures.costTotal);
    result.tokSPerUser = percentilesOf(figures.perUser);
    result.tokSPerGpuTotal = percentilesOf(figures.perGpuTotal);
    result.tokSPerGpuOutput = percentilesOf(figures.perGpuOutput);
    result.elapsedMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return result;
}

} // namespace tf::core
