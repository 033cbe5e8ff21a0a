#include "core/analysis/disaggplan.h"

#include "core/analysis/analysismetric.h"
#include "core/evaluation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tf::core {

namespace {

int ceilCount(double value)
{
    return static_cast<int>(std::min(1e9, std::ceil(value - 1e-9)));
}

} // namespace

Result<DisaggPlan> planDisaggregated(const ScenarioInputs& inputs, const Catalog& catalog, const DisaggRequest& request)
{
    if (!(request.requestsPerSecond > 0) || !std::isfinite(request.requestsPerSecond))
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
    plan.seedPrefillGpus = ceilCount(rate * plan.meanPrefillGpuSeconds / util);
    plan.seedDecodeGpus = ceilCount(rate * plan.meanDecodeGpuSeconds / util);

    const PerfKnobs& k = p.config.knobs;
    plan.decodeGpusPerInstance = p.gpusPerInstance;
    plan.prefillGpusPerInstance = std::max(1, inputs.prefillTensorParallel);
    plan.decodeRequestsPerSecondPerInstance = plan.decodeBatch / plan.meanDecodeSeconds * k.disaggDecodeDerate;
    plan.prefillRequestsPerSecondPerInstance = 1.0 / p.prefillSecondsPerRequest * k.disaggPrefillDerate;
    plan.decodeInstances = ceilCount(rate / (plan.decodeRequestsPerSecondPerInstance * util));
    plan.prefillInstances = ceilCount(rate / (plan.prefillRequestsPerSecondPerInstance * util));
    plan.decodeGpus = plan.decodeInstances * plan.decodeGpusPerInstance;
    plan.prefillGpus = plan.prefillInstances * plan.prefillGpusPerInstance;
    plan.prefillToDecodeRatio = static_cast<double>(plan.prefillGpus) / plan.decodeGpus;
    return plan;
}

} // namespace tf::core
