#include "core/analysis/disaggplan.h"

#include "core/analysis/analysismetric.h"
#include "core/evaluation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tf::core {

namespace {

/// Plans beyond this many GPUs (ten times the largest clusters announced in 2025) are refused
/// rather than printed: they would overflow or mean nothing.
constexpr double kMaxPlannedGpus = 1e7;

int ceilCount(double value)
{
    return static_cast<int>(std::clamp(std::ceil(value - 1e-9), 0.0, kMaxPlannedGpus));
}

bool plannable(double gpus)
{
    return std::isfinite(gpus) && gpus >= 0 && gpus <= kMaxPlannedGpus;
}

} // namespace

Result<DisaggPlan> planDisaggregated(const ScenarioInputs& inputs, const Catalog& catalog, const DisaggRequest& request)
{
    if (!(request.requestsPerSecond > 0) || !std::isfinite(request.requestsPerSecond) ||
        request.requestsPerSecond > 1e9)
        return Error{"disagg: the request rate must be above zero"};
    if (!(request.targetUtilisation > 0) || request.targetUtilisation > 1)
        return Error{"disagg: the target utilisation must be in (0, 1]"};
    ScenarioInputs disaggregated = inputs;
    disaggregated.serving = ServingMode::Disaggregated;
    auto context = makeContext(disaggregated, catalog);
    if (!context)
        return Error{context.error()};
    const PreparedConfig& p = context->prepared;
    if (p.maxBatch < 1)
        return Error{"disagg: the model does not fit on one decode instance"};

    DisaggPlan plan;
    const double slo = request.sloTokSPerUser > 0 ? request.sloTokSPerUser : inputs.sloTokSPerUser;
    if (slo > 0) {
        plan.decodeBatch = largestBatchAtInteractivity(*context, slo);
        if (plan.decodeBatch < 1) {
            char buffer[160];
            std::snprintf(buffer, sizeof buffer, "disagg: %.1f tok/s/user is out of reach; batch 1 gives %.1f", slo,
                          evaluate(p, 1).tokSPerUser);
            return Error{buffer};
        }
    } else {
        plan.decodeBatch = std::min(inputs.batch, p.maxBatch);
    }
    const OperatingPoint op = evaluate(p, plan.decodeBatch);
    plan.tokSPerUser = op.tokSPerUser;
    plan.ttftMs = op.ttftMs;
    const double osl = inputs.outputTokens;
    const double tpotSeconds = op.tpotMs / 1e3;
    const double rate = request.requestsPerSecond;
    const double util = request.targetUtilisation;

    plan.meanDecodeSeconds = osl * tpotSeconds;
    plan.meanPrefillGpuSeconds = p.prefillSecondsPerRequest * std::max(1, inputs.prefillTensorParallel);
    plan.meanDecodeGpuSeconds = plan.meanDecodeSeconds * p.gpusPerInstance / plan.decodeBatch;
    const double ruleOfThumbPrefill = rate * plan.meanPrefillGpuSeconds / util;
    const double ruleOfThumbDecode = rate * plan.meanDecodeGpuSeconds / util;
    plan.ruleOfThumbPrefillGpus = ceilCount(ruleOfThumbPrefill);
    plan.ruleOfThumbDecodeGpus = ceilCount(ruleOfThumbDecode);

    const PerfKnobs& k = p.config.knobs;
    plan.decodeGpusPerInstance = p.gpusPerInstance;
    plan.prefillGpusPerInstance = std::max(1, inputs.prefillTensorParallel);
    plan.decodeRequestsPerSecondPerInstance = plan.decodeBatch / plan.meanDecodeSeconds * k.disaggDecodeDerate;
    plan.prefillRequestsPerSecondPerInstance = 1.0 / p.prefillSecondsPerRequest * k.disaggPrefillDerate;
    const double decodeInstances = rate / (plan.decodeRequestsPerSecondPerInstance * util);
    const double prefillInstances = rate / (plan.prefillRequestsPerSecondPerInstance * util);
    if (!plannable(ruleOfThumbPrefill) || !plannable(ruleOfThumbDecode) ||
        !plannable(std::ceil(decodeInstances) * plan.decodeGpusPerInstance) ||
        !plannable(std::ceil(prefillInstances) * plan.prefillGpusPerInstance)) {
        char buffer[200];
        std::snprintf(buffer, sizeof buffer,
                      "disagg: %.6g requests/s needs more than %.0f GPUs in a pool; the plan is out of range", rate,
                      kMaxPlannedGpus);
        return Error{buffer};
    }
    plan.decodeInstances = ceilCount(decodeInstances);
    plan.prefillInstances = ceilCount(prefillInstances);
    plan.decodeGpus = plan.decodeInstances * plan.decodeGpusPerInstance;
    plan.prefillGpus = plan.prefillInstances * plan.prefillGpusPerInstance;
    plan.prefillToDecodeRatio = static_cast<double>(plan.prefillGpus) / plan.decodeGpus;
    return plan;
}

} // namespace tf::core
