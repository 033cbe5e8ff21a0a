#include "core/evaluation.h"

#include <cstdio>

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

TokenTier tokenTierFor(double tokSPerUser)
{
    if (tokSPerUser < kBatchTierMaxTokSPerUser)
        return TokenTier::Batch;
    if (tokSPerUser <= kInteractiveTierMinTokSPerUser)
        return TokenTier::Balanced;
    return TokenTier::Interactive;
}

namespace {

DeploymentConfig deploymentFor(const ScenarioInputs& inputs, const Catalog& catalog, const CalibrationProfile& profile)
{
    DeploymentConfig d;
    d.hardware = catalog.findHardware(inputs.hardwareId);
    d.model = catalog.findModel(inputs.modelId);
    d.knobs = profile.knobs;
    d.precision = inputs.precision;
    d.tensorParallel = inputs.tensorParallel;
    d.expertParallel = d.model->isMoe() ? inputs.expertParallel : 1;
    d.prefillTensorParallel = inputs.prefillTensorParallel;
    d.inputTokens = inputs.inputTokens;
    d.outputTokens = inputs.outputTokens;
    d.speculativeTokens = inputs.speculativeTokens;
    d.specAcceptance = inputs.specAcceptance >= 0 ? inputs.specAcceptance : d.model->specAcceptance;
    d.specAcceptanceDecay = d.model->specAcceptanceDecay;
    d.serving = inputs.serving;
    d.efficiencyScale = inputs.efficiencyScale;
    return d;
}

std::string formatNumber(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

} // namespace

Result<EvaluationContext> makeContext(const ScenarioInputs& inputs, const Catalog& catalog)
{
    if (const Status s = validateInputs(inputs, catalog); !s)
        return Error{s.error()};
    EvaluationContext c;
    c.inputs = inputs;
    c.profile = catalog.profileFor(catalog.findHardware(inputs.hardwareId)->id,
                                   catalog.findFramework(inputs.frameworkId)->id, inputs.precision);
    c.prepared = prepare(deploymentFor(inputs, catalog, c.profile));
    c.cost = gpuHourCost(inputs);
    c.facilityKw = facilityKwPerGpu(inputs);
    return c;
}

EvaluationContext makeContextFor(const EvaluationContext& base, const Catalog& catalog, int tensorParallel,
                                 int expertParallel)
{
    EvaluationContext c = base;
    c.inputs.tensorParallel = tensorParallel;
    c.inputs.expertParallel = expertParallel;
    c.prepared = prepare(deploymentFor(c.inputs, catalog, c.profile));
    return c;
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
    m.tier = tokenTierFor(m.op.tokSPerUser);
    m.meetsSlo = (in.sloTtftMs <= 0 || m.op.ttftMs <= in.sloTtftMs) &&
                 (in.sloTokSPerUser <= 0 || m.op.tokSPerUser >= in.sloTokSPerUser);
}

PointMetrics evaluatePoint(const EvaluationContext& context, int batch)
{
    PointMetrics m;
    m.op = evaluate(context.prepared, batch);
    priceOperatingPoint(m, context.cost.totalUsd, context.facilityKw, context.inputs);
    return m;
}

bool allInPowerBelowBoard(const ScenarioInputs& inputs, const Hardware& hw)
{
    return hw.tdpW > 0 && inputs.allInKwPerGpu * 1000.0 < hw.tdpW;
}

void repricePoints(std::vector<PointMetrics>& points, const ScenarioInputs& inputs)
{
    const double usd = gpuHourCost(inputs).totalUsd;
    const double kw = facilityKwPerGpu(inputs);
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
    x.sloTtftMs = b.sloTtftMs;
    x.sloTokSPerUser = b.sloTokSPerUser;
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
    e.profile = context->profile;
    const Hardware& hw = *context->prepared.config.hardware;
    const PreparedConfig& p = context->prepared;
    // At the precision the math really runs and the $/GPU-hour really paid (owned: the build-up).
    e.petaflopsPerDollarHour = petaflopsPerDollarHour(hw, p.mathPrecision, context->cost.totalUsd);

    if (p.maxBatch == 0) {
        e.warnings.push_back("does not fit: the weights need " + formatNumber(p.weightsBytesPerGpu / 1e9, 1) +
                             " GB per GPU; raise TP/EP or lower precision");
    } else if (!e.point.op.fits) {
        e.warnings.push_back("does not fit: batch " + std::to_string(inputs.batch) + " exceeds the memory limit of " +
                             std::to_string(p.maxBatch) + " sequences");
    }
    if (!e.profile.calibrated)
        e.warnings.push_back("uncalibrated: no measurements for " + hw.id + " with " + inputs.frameworkId +
                             "; documented priors used");
    if (!hw.supportsNative(inputs.precision))
        e.warnings.push_back(std::string(precisionLabel(inputs.precision)) + " is weight-only on " + hw.name +
                             " (math runs at " + std::string(precisionLabel(p.mathPrecision)) + ")");
    if (allInPowerBelowBoard(inputs, hw))
        e.warnings.push_back("all-in power " + formatNumber(inputs.allInKwPerGpu, 2) +
                             " kW per GPU is below the board TDP of " + formatNumber(hw.tdpW / 1000.0, 2) +
                             " kW: the facility cannot feed the GPU at full load");
    if (!e.point.meetsSlo)
        e.warnings.push_back("outside SLO");
    return e;
}

} // namespace tf::core
