#include "core/evaluation.h"

#include <algorithm>

namespace tf::core {

const char* tokenTierId(TokenTier tier)
{
    switch (tier) {
    case TokenTier::Batch:
        return "batch";
    case TokenTier::Balanced:
        return "balanced";
    case TokenTier::Interactive:
        return "interactive";
    }
    return "batch";
}

TokenTier tokenTierFor(double tokSPerUser, double ttftMs)
{
    if (tokSPerUser < kBatchTierMaxTokSPerUser)
        return TokenTier::Batch;
    if (tokSPerUser <= kInteractiveTierMinTokSPerUser || !(ttftMs < kInteractiveTierMaxTtftMs))
        return TokenTier::Balanced;
    return TokenTier::Interactive;
}

DeploymentConfig deploymentFor(const ScenarioInputs& inputs, const Hardware& hardware, const LlmModel& model,
                               const PerfKnobs& knobs)
{
    DeploymentConfig d;
    d.hardware = &hardware;
    d.model = &model;
    d.knobs = knobs;
    d.precision = inputs.precision;
    d.tensorParallel = inputs.tensorParallel;
    d.expertParallel = model.isMoe() ? inputs.expertParallel : 1;
    d.prefillTensorParallel = inputs.prefillTensorParallel;
    d.inputTokens = inputs.inputTokens;
    d.outputTokens = inputs.outputTokens;
    d.speculativeTokens = inputs.speculativeTokens;
    d.specAcceptance = inputs.specAcceptance >= 0 ? inputs.specAcceptance : model.specAcceptance;
    d.specAcceptanceDecay = model.specAcceptanceDecay;
    d.serving = inputs.serving;
    d.efficiencyScale = inputs.efficiencyScale;
    d.pipelineParallel = inputs.pipelineParallel;
    d.prefixCacheHit = inputs.prefixCacheHitPercent / 100.0;
    d.kvOffloadGb = inputs.kvOffloadGb;
    d.kvOffloadGbPerS = inputs.kvOffloadGbPerS;
    d.powerCapW = inputs.powerCapW;
    d.fp8WeightShare = inputs.fp8LayerPercent / 100.0;
    return d;
}

namespace {

/// Whether `op` meets the latency objectives of `in`: the mean, or a percentile when one is set,
/// and the TPOT fluctuation (P99 / P50 - 1).
bool meetsLatencyObjectivesOf(const OperatingPoint& op, const ScenarioInputs& in)
{
    const bool atPercentile = in.sloPercentile > 0;
    if (in.sloTtftMs > 0) {
        const double ttftMs = atPercentile ? ttftMsAtPercentile(op, in.sloPercentile) : op.ttftMs;
        if (!(ttftMs <= in.sloTtftMs))
            return false;
    }
    if (in.sloTokSPerUser > 0) {
        const double tokSPerUser = atPercentile ? 1000.0 / tpotMsAtPercentile(op, in.sloPercentile) : op.tokSPerUser;
        if (!(tokSPerUser >= in.sloTokSPerUser))
            return false;
    }
    if (in.sloTpotFluctuationPercent > 0) {
        constexpr double kMedian = 50.0;
        constexpr double kTail = 99.0;
        const double medianMs = tpotMsAtPercentile(op, kMedian);
        const double fluctuationPercent = medianMs > 0 ? (tpotMsAtPercentile(op, kTail) / medianMs - 1.0) * 100.0 : 0;
        if (!(fluctuationPercent <= in.sloTpotFluctuationPercent))
            return false;
    }
    return true;
}

} // namespace

Result<EvaluationContext> makeContext(const ScenarioInputs& inputs, const Catalog& catalog)
{
    const auto entries = findScenarioEntries(inputs, catalog);
    if (!entries)
        return Error{entries.error()};
    if (const Status s = validateInputs(inputs, *entries); !s)
        return Error{s.error()};
    const Hardware& hardware = *entries->hardware;
    const LlmModel& model = *entries->model;
    const Framework& framework = *entries->framework;
    EvaluationContext c;
    c.inputs = inputs;
    c.profile = catalog.profileFor(hardware.id, framework.id, inputs.precision);
    c.prepared = prepare(deploymentFor(inputs, hardware, model, c.profile.knobs));
    c.cost = gpuHourCost(inputs, c.prepared.powerCapSavingW);
    c.facilityKw = facilityKwPerGpu(inputs, c.prepared.powerCapSavingW);
    return c;
}

EvaluationContext makeContextFor(const EvaluationContext& base, int tensorParallel, int expertParallel)
{
    EvaluationContext c = base;
    c.inputs.tensorParallel = tensorParallel;
    c.inputs.expertParallel = expertParallel;
    // The knobs come from the context's profile (a fit edits them there between calls).
    const DeploymentConfig& resolved = base.prepared.config;
    c.prepared = prepare(deploymentFor(c.inputs, *resolved.hardware, *resolved.model, c.profile.knobs));
    return c;
}

EvaluationContext makeContextFor(const EvaluationContext& base, int tensorParallel, int expertParallel,
                                 int pipelineParallel)
{
    EvaluationContext c = base;
    c.inputs.pipelineParallel = pipelineParallel;
    return makeContextFor(c, tensorParallel, expertParallel);
}

bool meetsServiceObjectives(const OperatingPoint& op, const ScenarioInputs& inputs)
{
    return meetsLatencyObjectivesOf(op, inputs);
}

EvaluationContext makeContextFor(const EvaluationContext& base, const Catalog&, int tensorParallel, int expertParallel)
{
    return makeContextFor(base, tensorParallel, expertParallel);
}

void priceOperatingPoint(PointMetrics& m, double usdPerGpuHour, double facilityKw, const ScenarioInputs& in)
{
    const TokenEconomics output = tokenEconomics(usdPerGpuHour, m.op.tokSPerGpuOutput, facilityKw);
    const TokenEconomics total = tokenEconomics(usdPerGpuHour, m.op.tokSPerGpuTotal, facilityKw);
    m.costPerMtokOutputUsd = output.costPerMillionTokensUsd;
    m.costPerMtokTotalUsd = total.costPerMillionTokensUsd;
    m.tokSPerMw = total.tokSPerMegawatt;
    m.tokSPerMwOutput = output.tokSPerMegawatt;
    m.tokPerJoule = total.tokensPerJoule;
    m.tokPerJouleOutput = output.tokensPerJoule;
    m.tier = tokenTierFor(m.op.tokSPerUser, m.op.ttftMs);
    m.meetsSlo = meetsServiceObjectives(m.op, in);
}

PointMetrics evaluatePoint(const EvaluationContext& context, int batch)
{
    PointMetrics m;
    m.op = evaluate(context.prepared, batch);
    priceOperatingPoint(m, context.cost.totalUsd, context.facilityKw, context.inputs);
    return m;
}

void evaluatePoints(const EvaluationContext& context, std::span<const int> batches, std::span<PointMetrics> out)
{
    // Evaluated in blocks into plain operating points, then priced in place. The block is kept
    // per thread so that no call pays for zeroing it.
    constexpr size_t kBlockPoints = 64;
    thread_local OperatingPoint block[kBlockPoints];
    const size_t count = std::min(batches.size(), out.size());
    for (size_t start = 0; start < count; start += kBlockPoints) {
        const size_t n = std::min(kBlockPoints, count - start);
        evaluateBatch(context.prepared, batches.subspan(start, n), std::span<OperatingPoint>(block, n));
        for (size_t i = 0; i < n; ++i) {
            PointMetrics& m = out[start + i];
            m.op = block[i];
            priceOperatingPoint(m, context.cost.totalUsd, context.facilityKw, context.inputs);
        }
    }
}

bool allInPowerBelowBoard(const ScenarioInputs& inputs, const Hardware& hw)
{
    return hw.tdpW > 0 && inputs.allInKwPerGpu * 1000.0 < hw.tdpW;
}

void repricePoints(std::vector<PointMetrics>& points, const ScenarioInputs& inputs)
{
    // Every point of one sweep shares the hardware and its power cap.
    const double savingW = points.empty() ? 0.0 : points.front().op.powerCapSavingW;
    const double usd = gpuHourCost(inputs, savingW).totalUsd;
    const double kw = facilityKwPerGpu(inputs, savingW);
    for (PointMetrics& m : points)
        priceOperatingPoint(m, usd, kw, inputs);
}

bool samePerformanceInputs(const ScenarioInputs& a, const ScenarioInputs& b)
{
    ScenarioInputs x = a;
    x.batch = b.batch;
    x.tensorParallel = b.tensorParallel;
    x.expertParallel = b.expertParallel;
    x.pricing = b.pricing;
    x.pricePerGpuHourUsd = b.pricePerGpuHourUsd;
    x.capexPerGpuUsd = b.capexPerGpuUsd;
    x.usefulLifeYears = b.usefulLifeYears;
    x.costOfCapitalPercent = b.costOfCapitalPercent;
    x.utilisationPercent = b.utilisationPercent;
    x.allInKwPerGpu = b.allInKwPerGpu;
    x.pue = b.pue;
    x.electricityUsdPerKwh = b.electricityUsdPerKwh;
    x.facilityUsdPerKwMonth = b.facilityUsdPerKwMonth;
    x.otherUsdPerGpuHour = b.otherUsdPerGpuHour;
    x.residualValuePercent = b.residualValuePercent;
    x.inputPriceUsdPerMtok = b.inputPriceUsdPerMtok;
    x.cachedInputPriceUsdPerMtok = b.cachedInputPriceUsdPerMtok;
    x.outputPriceUsdPerMtok = b.outputPriceUsdPerMtok;
    x.cachedInputPercent = b.cachedInputPercent;
    x.sloTtftMs = b.sloTtftMs;
    x.sloTokSPerUser = b.sloTokSPerUser;
    x.sloPercentile = b.sloPercentile;
    x.sloTpotFluctuationPercent = b.sloTpotFluctuationPercent;
    return x == b;
}

Result<Evaluation> evaluateScenario(const ScenarioInputs& inputs, const Catalog& catalog)
{
    auto context = makeContext(inputs, catalog);
    if (!context)
        return Error{context.error()};
    Evaluation e;
    e.point = evaluatePoint(*context, inputs.batch);
    e.cost = context->cost;
    e.facilityKw = context->facilityKw;
    e.profile = std::move(context->profile);
    const Hardware& hw = *context->prepared.config.hardware;
    const PreparedConfig& p = context->prepared;
    // At the precision the math really runs and the $/GPU-hour really paid (owned: the build-up).
    e.petaflopsPerDollarHour = petaflopsPerDollarHour(hw, p.mathPrecision, context->cost.totalUsd);

    if (p.maxBatch == 0 && p.freeMemoryForKvBytes > 0) {
        // The weights fit; one sequence's KV cache does not.
        e.warnings.push_back(
            {WarningKind::SequenceDoesNotFit, {p.kvMemoryFullSequenceBytes / 1e9, p.freeMemoryForKvBytes / 1e9}, {}});
    } else if (p.maxBatch == 0) {
        e.warnings.push_back({WarningKind::WeightsDoNotFit, {p.weightsBytesPerGpu / 1e9}, {}});
    } else if (!e.point.op.fits) {
        e.warnings.push_back(
            {p.maxBatchIsSchedulerCap ? WarningKind::BatchExceedsScheduler : WarningKind::BatchExceedsMemory,
             {static_cast<double>(inputs.batch), static_cast<double>(p.maxBatch)},
             {}});
    }
    const LlmModel& model = *p.config.model;
    const double requestTokens = static_cast<double>(inputs.inputTokens) + inputs.outputTokens;
    if (model.maxContext > 0 && requestTokens > model.maxContext)
        e.warnings.push_back(
            {WarningKind::BeyondContext, {requestTokens, static_cast<double>(model.maxContext)}, {model.name}});
    if (!e.profile.calibrated)
        e.warnings.push_back({WarningKind::Uncalibrated, {}, {hw.id, inputs.frameworkId}});
    if (inputs.cachedInputPercent > 0 && inputs.cachedInputPriceUsdPerMtok > inputs.inputPriceUsdPerMtok)
        e.warnings.push_back(
            {WarningKind::CachedPriceAboveInput, {inputs.cachedInputPriceUsdPerMtok, inputs.inputPriceUsdPerMtok}, {}});
    if (!hw.supportsNative(inputs.precision))
        e.warnings.push_back(
            {WarningKind::WeightOnlyPrecision,
             {},
             {std::string(precisionLabel(inputs.precision)), hw.name, std::string(precisionLabel(p.mathPrecision))}});
    if (allInPowerBelowBoard(inputs, hw))
        e.warnings.push_back({WarningKind::PowerBelowBoard, {inputs.allInKwPerGpu, hw.tdpW / 1000.0}, {}});
    if (!e.point.meetsSlo)
        e.warnings.push_back({WarningKind::OutsideSlo, {}, {}});
    if (inputs.fp8LayerPercent > 0 && inputs.precision == Precision::FP4)
        e.warnings.push_back({WarningKind::MixedPrecision, {inputs.fp8LayerPercent}, {}});
    else if (inputs.fp8LayerPercent > 0)
        e.warnings.push_back({WarningKind::Fp8LayersIgnored, {}, {std::string(precisionLabel(inputs.precision))}});
    if (p.clockFraction < 1.0)
        e.warnings.push_back(
            {WarningKind::PowerCapped,
             {inputs.powerCapW, p.clockFraction * 100.0, p.powerCapSavingW / 1000.0, hw.tdpW - p.powerCapSavingW},
             {}});
    if (inputs.kvOffloadGb > 0 && e.point.op.kvGbPerGpu * 1e9 > p.freeMemoryForKvBytes)
        e.warnings.push_back({WarningKind::KvOffloaded, {e.point.op.kvGbPerGpu - p.freeMemoryForKvBytes / 1e9}, {}});
    // docs/calibration.md, "MoE prefill under data-parallel attention": a known overstatement.
    if (p.moeLayers > 0 && p.attentionReplicas > 1 && inputs.serving == ServingMode::Aggregated)
        e.warnings.push_back({WarningKind::DataParallelAttention,
                              {static_cast<double>(p.config.tensorParallel), static_cast<double>(p.gpusPerStage)},
                              {}});
    if (p.gpusPerInstance > hw.scaleUpGpus)
        e.warnings.push_back({WarningKind::SpansNodes,
                              {static_cast<double>(p.gpusPerInstance), static_cast<double>(hw.scaleUpGpus)},
                              {}});
    return e;
}

} // namespace tf::core
