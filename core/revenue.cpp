#include "core/revenue.h"

#include "core/economics.h"
#include "core/evaluation.h"
#include "core/scenario.h"

#include <algorithm>
#include <cmath>

namespace tf::core {

namespace {

/// Input tokens per second per GPU: everything the point reads that it does not generate.
double inputTokSPerGpu(const PointMetrics& point)
{
    return std::max(0.0, point.op.tokSPerGpuTotal - point.op.tokSPerGpuOutput);
}

} // namespace

double TokenPrices::blendedInputUsdPerMtok() const
{
    const double cached = std::clamp(cachedInputPercent / 100.0, 0.0, 1.0);
    return (1.0 - cached) * inputUsdPerMtok + cached * cachedInputUsdPerMtok;
}

TokenPrices tokenPrices(const ScenarioInputs& inputs)
{
    return {inputs.inputPriceUsdPerMtok, inputs.cachedInputPriceUsdPerMtok, inputs.outputPriceUsdPerMtok,
            inputs.cachedInputPercent};
}

TokenRevenue tokenRevenue(const ScenarioInputs& inputs, const PointMetrics& point, const GpuHourCost& cost)
{
    TokenRevenue r;
    const TokenPrices prices = tokenPrices(inputs);
    const double inputTokS = inputTokSPerGpu(point);
    const double outputTokS = std::max(0.0, point.op.tokSPerGpuOutput);
    if (outputTokS <= 0)
        return r;
    const double inputUsdPerHour = inputTokS * kSecondsPerHour * prices.blendedInputUsdPerMtok() / kTokensPerMtok;
    const double outputUsdPerHour = outputTokS * kSecondsPerHour * prices.outputUsdPerMtok / kTokensPerMtok;
    const double utilisation = std::clamp(inputs.utilisationPercent / 100.0, 0.01, 1.0);
    r.revenueUsdPerGpuHour = inputUsdPerHour + outputUsdPerHour;
    r.costUsdPerGpuHour = cost.totalUsd;
    r.marginUsdPerGpuHour = (r.revenueUsdPerGpuHour - r.costUsdPerGpuHour) * utilisation;
    r.revenueUsdPerMtokTotal = usdPerMtok(r.revenueUsdPerGpuHour, inputTokS + outputTokS);
    r.marginUsdPerMtokTotal = r.revenueUsdPerMtokTotal - usdPerMtok(cost.totalUsd, inputTokS + outputTokS);
    r.marginUsdPerMtokOutput = usdPerMtok(r.revenueUsdPerGpuHour - cost.totalUsd, outputTokS);
    r.marginPercent = r.revenueUsdPerGpuHour > 0
                          ? (r.revenueUsdPerGpuHour - r.costUsdPerGpuHour) / r.revenueUsdPerGpuHour * 100.0
                          : 0.0;
    const double uncovered = cost.totalUsd - inputUsdPerHour;
    r.inputAloneCoversCost = uncovered <= 0;
    r.breakEvenOutputUsdPerMtok = r.inputAloneCoversCost ? 0.0 : usdPerMtok(uncovered, outputTokS);
    return r;
}

double costPerMtokInputUsd(const PointMetrics& point, const GpuHourCost& cost)
{
    return usdPerMtok(cost.totalUsd, inputTokSPerGpu(point));
}

} // namespace tf::core
