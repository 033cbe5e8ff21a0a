#include "core/analysis/fleetplan.h"

#include "core/analysis/analysismetric.h"
#include "core/economics.h"
#include "core/evaluation.h"
#include "core/revenue.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace tf::core {

namespace {

constexpr double kMaxRequestValue = 1e13;

Status checkRequest(const FleetRequest& request)
{
    const bool demand = request.demandRequestsPerSecond > 0;
    if (!demand && !(request.powerBudgetMw > 0) && !(request.capexBudgetUsd > 0))
        return Error{"fleet: give a demand (requests/s), a power budget (MW) or a capex budget ($)"};
    for (const double v : {request.powerBudgetMw, request.capexBudgetUsd, request.targetTokSPerUser,
                           request.pricePerMtokOutputUsd, request.demandRequestsPerSecond, request.headroomPercent}) {
        if (!std::isfinite(v) || v < 0 || v > kMaxRequestValue)
            return Error{"fleet: demand, budgets, target, price and headroom must be finite, not negative and at "
                         "most 1e13"};
    }
    if (!std::isfinite(request.peakToAverage) || request.peakToAverage < 1 || request.peakToAverage > 100)
        return Error{"fleet: the peak factor must be between 1 and 100 (peak demand over the daily average)"};
    return {};
}

/// The batch per instance: the largest that keeps the target interactivity, or the scenario's.
Result<int> batchFor(const EvaluationContext& context, const ScenarioInputs& inputs, double targetTokSPerUser)
{
    if (!(targetTokSPerUser > 0))
        return inputs.batch;
    const int batch = largestBatchAtInteractivity(context, targetTokSPerUser);
    if (batch >= 1)
        return batch;
    const double fastest = context.prepared.maxBatch > 0 ? evaluate(context.prepared, 1).tokSPerUser : 0;
    char buffer[160];
    std::snprintf(buffer, sizeof buffer, "fleet: %.1f tok/s/user is out of reach; batch 1 gives %.1f tok/s/user",
                  targetTokSPerUser, fastest);
    return Error{buffer};
}

/// How many GPUs the budgets buy or power (infinity when neither limits).
double gpusWithinBudgets(const FleetRequest& request, const ScenarioInputs& inputs, double facilityKw,
                         bool* limitedByPower)
{
    double byPower = std::numeric_limits<double>::infinity();
    double byCapex = std::numeric_limits<double>::infinity();
    if (request.powerBudgetMw > 0)
        byPower = std::floor(request.powerBudgetMw * 1000.0 / facilityKw);
    if (request.capexBudgetUsd > 0)
        byCapex = std::floor(request.capexBudgetUsd / inputs.capexPerGpuUsd);
    *limitedByPower = byPower <= byCapex;
    return std::min(byPower, byCapex);
}

/// Whole instances one purchase unit holds (a 72-GPU rack holds two 32-GPU instances).
int instancesPerUnit(const FleetPlan& plan)
{
    return std::max(1, plan.purchaseUnitGpus / plan.gpusPerInstance);
}

/// Whole purchase units: the serving GPUs are the instances that fit in them.
void setUnits(FleetPlan& plan, int units)
{
    plan.purchaseUnits = units;
    plan.gpus = units * plan.purchaseUnitGpus;
    plan.servingGpus = units * instancesPerUnit(plan) * plan.gpusPerInstance;
}

Status sizeFromBudgets(FleetPlan& plan, const FleetRequest& request, const ScenarioInputs& inputs, double facilityKw)
{
    const double affordable = std::min(gpusWithinBudgets(request, inputs, facilityKw, &plan.limitedByPower), 1e9);
    const int units = static_cast<int>(affordable) / plan.purchaseUnitGpus;
    if (units < 1)
        return Error{"fleet: the budget buys or powers " + std::to_string(static_cast<long long>(affordable)) +
                     " GPUs, fewer than one " + std::to_string(plan.purchaseUnitGpus) + "-GPU unit"};
    setUnits(plan, units);
    plan.utilisationPercent = inputs.utilisationPercent;
    return {};
}

Status sizeFromDemand(FleetPlan& plan, const FleetRequest& request, const ScenarioInputs& inputs, double facilityKw,
                      double outputTokSPerGpu)
{
    plan.sizedByDemand = true;
    const double averageOutputTokS = request.demandRequestsPerSecond * inputs.outputTokens;
    const double peakOutputTokS = averageOutputTokS * request.peakToAverage * (1.0 + request.headroomPercent / 100.0);
    const double instancesNeeded = std::ceil(peakOutputTokS / (outputTokSPerGpu * plan.gpusPerInstance));
    const double units = std::ceil(instancesNeeded / instancesPerUnit(plan));
    if (!(units <= 1e9 / plan.purchaseUnitGpus))
        return Error{"fleet: the demand needs more than a billion GPUs"};
    setUnits(plan, static_cast<int>(units));
    bool limitedByPower = false;
    const double affordable = gpusWithinBudgets(request, inputs, facilityKw, &limitedByPower);
    if (plan.gpus > affordable)
        return Error{"fleet: the demand needs " + std::to_string(plan.gpus) + " GPUs; the " +
                     (limitedByPower ? "power" : "capex") + " budget allows " +
                     std::to_string(static_cast<long long>(affordable))};
    plan.utilisationPercent = std::min(100.0, averageOutputTokS / (outputTokSPerGpu * plan.servingGpus) * 100.0);
    return {};
}

/// The month's cost, the tokens it sells, their revenue, margin, payback and break-even price.
void priceFleet(FleetPlan& plan, const FleetRequest& request, ScenarioInputs inputs, double powerCapSavingW)
{
    // The cost model takes a utilisation of at least 1% (it divides by it); the tokens sold are the
    // demand's, however small.
    inputs.utilisationPercent = std::max(plan.utilisationPercent, 1.0);
    const GpuHourCost cost = gpuHourCost(inputs, powerCapSavingW);
    const double utilisation = inputs.utilisationPercent / 100.0;
    const double soldShare = std::clamp(plan.utilisationPercent / 100.0, 0.0, 1.0);
    // GpuHourCost is per productive hour (idle hours folded in by dividing by utilisation), so
    // x utilisation gives the cost of a calendar hour; every bought GPU is paid for.
    plan.monthlyCostUsd = cost.totalUsd * utilisation * kHoursPerMonth * plan.gpus;
    const double soldOutputTokS = plan.fleetTokSOutput * soldShare;
    const double soldInputTokS = (plan.fleetTokSTotal - plan.fleetTokSOutput) * soldShare;
    plan.monthlyOutputMtok = soldOutputTokS * kSecondsPerHour * kHoursPerMonth / kTokensPerMtok;
    const double monthlyInputMtok = soldInputTokS * kSecondsPerHour * kHoursPerMonth / kTokensPerMtok;
    plan.costPerMtokOutputUsd = plan.monthlyOutputMtok > 0 ? plan.monthlyCostUsd / plan.monthlyOutputMtok : 0;
    const TokenPrices prices = tokenPrices(inputs);
    const bool oneOutputPrice = request.pricePerMtokOutputUsd > 0;
    const double inputRevenue = oneOutputPrice ? 0.0 : monthlyInputMtok * prices.blendedInputUsdPerMtok();
    const double outputPrice = oneOutputPrice ? request.pricePerMtokOutputUsd : prices.outputUsdPerMtok;
    plan.monthlyRevenueUsd = inputRevenue + plan.monthlyOutputMtok * outputPrice;
    plan.monthlyMarginUsd = plan.monthlyRevenueUsd - plan.monthlyCostUsd;
    plan.marginPercent = plan.monthlyRevenueUsd > 0 ? plan.monthlyMarginUsd / plan.monthlyRevenueUsd * 100.0 : 0;
    plan.inputAloneCoversCost = plan.monthlyOutputMtok > 0 && inputRevenue >= plan.monthlyCostUsd;
    plan.breakEvenOutputUsdPerMtok =
        plan.monthlyOutputMtok > 0 ? std::max(0.0, (plan.monthlyCostUsd - inputRevenue) / plan.monthlyOutputMtok) : 0;
    if (inputs.pricing == PricingMode::Owned)
        plan.capexUsd = inputs.capexPerGpuUsd * plan.gpus;
    const double cashCost = (cost.totalUsd - cost.capexUsd) * utilisation * kHoursPerMonth * plan.gpus;
    const double cashMargin = plan.monthlyRevenueUsd - cashCost;
    if (plan.capexUsd > 0 && cashMargin > 0)
        plan.paybackMonths = plan.capexUsd / cashMargin;
}

Status checkFinite(const FleetPlan& plan)
{
    for (const double v :
         {plan.fleetTokSOutput, plan.fleetTokSTotal, plan.concurrentUsers, plan.facilityMw, plan.capexUsd,
          plan.monthlyCostUsd, plan.monthlyOutputMtok, plan.costPerMtokOutputUsd, plan.monthlyRevenueUsd,
          plan.monthlyMarginUsd, plan.marginPercent, plan.paybackMonths, plan.breakEvenOutputUsdPerMtok}) {
        if (!std::isfinite(v) || std::fabs(v) > 1e300)
            return Error{"fleet: a result is out of range for these inputs (not a finite number)"};
    }
    return {};
}

} // namespace

Result<FleetPlan> planFleet(const ScenarioInputs& inputs, const Catalog& catalog, const FleetRequest& request)
{
    if (const Status s = checkRequest(request); !s)
        return Error{s.error()};
    auto context = makeContext(inputs, catalog);
    if (!context)
        return Error{context.error()};
    const auto batch = batchFor(*context, inputs, request.targetTokSPerUser);
    if (!batch)
        return Error{batch.error()};
    const PointMetrics point = evaluatePoint(*context, *batch);
    if (!point.op.fits)
        return Error{"fleet: batch " + std::to_string(*batch) + " does not fit in memory (largest " +
                     std::to_string(context->prepared.maxBatch) + ")"};

    FleetPlan plan;
    plan.batch = *batch;
    plan.gpusPerInstance = std::max(1, context->prepared.gpusPerInstance);
    // GPUs come in whole scale-up domains: an 8-GPU server, a 72-GPU NVL72 rack.
    const Hardware* hw = catalog.findHardware(inputs.hardwareId);
    plan.purchaseUnitGpus = std::max(plan.gpusPerInstance, hw ? hw->scaleUpGpus : 1);
    const Status sized = request.demandRequestsPerSecond > 0
                             ? sizeFromDemand(plan, request, inputs, context->facilityKw, point.op.tokSPerGpuOutput)
                             : sizeFromBudgets(plan, request, inputs, context->facilityKw);
    if (!sized)
        return Error{sized.error()};
    plan.tokSPerUser = point.op.tokSPerUser;
    plan.fleetTokSOutput = point.op.tokSPerGpuOutput * plan.servingGpus;
    plan.fleetTokSTotal = point.op.tokSPerGpuTotal * plan.servingGpus;
    plan.concurrentUsers = plan.tokSPerUser > 0 ? plan.fleetTokSOutput / plan.tokSPerUser : 0;
    plan.facilityMw = plan.gpus * context->facilityKw / 1000.0;
    priceFleet(plan, request, inputs, context->prepared.powerCapSavingW);
    if (const Status s = checkFinite(plan); !s)
        return Error{s.error()};
    return plan;
}

} // namespace tf::core
