#include "core/analysis/fleetplan.h"

#include "core/analysis/analysismetric.h"
#include "core/economics.h"
#include "core/evaluation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace tf::core {

Result<FleetPlan> planFleet(const ScenarioInputs& inputs, const Catalog& catalog, const FleetRequest& request)
{
    if (!(request.powerBudgetMw > 0) && !(request.capexBudgetUsd > 0))
        return Error{"fleet: give a power budget (MW) or a capex budget ($)"};
    if (request.powerBudgetMw < 0 || request.capexBudgetUsd < 0 || request.targetTokSPerUser < 0 ||
        request.pricePerMtokOutputUsd < 0)
        return Error{"fleet: budgets, target and price must not be negative"};
    for (const double v :
         {request.powerBudgetMw, request.capexBudgetUsd, request.targetTokSPerUser, request.pricePerMtokOutputUsd}) {
        if (!std::isfinite(v) || v > 1e13)
            return Error{"fleet: budgets, target and price must be finite and at most 1e13"};
    }
    auto context = makeContext(inputs, catalog);
    if (!context)
        return Error{context.error()};

    FleetPlan plan;
    plan.gpusPerInstance = std::max(1, context->prepared.gpusPerInstance);
    double byPower = std::numeric_limits<double>::infinity();
    double byCapex = std::numeric_limits<double>::infinity();
    if (request.powerBudgetMw > 0)
        byPower = std::floor(request.powerBudgetMw * 1000.0 / context->facilityKw);
    if (request.capexBudgetUsd > 0)
        byCapex = std::floor(request.capexBudgetUsd / inputs.capexPerGpuUsd);
    plan.limitedByPower = byPower <= byCapex;
    const double raw = std::min({byPower, byCapex, 1e9});
    const int instances = static_cast<int>(raw) / plan.gpusPerInstance;
    if (instances < 1)
        return Error{"fleet: the budget buys or powers " + std::to_string(static_cast<long long>(raw)) +
                     " GPUs, fewer than one " + std::to_string(plan.gpusPerInstance) + "-GPU instance"};
    plan.gpus = instances * plan.gpusPerInstance;

    if (request.targetTokSPerUser > 0) {
        plan.batch = largestBatchAtInteractivity(*context, request.targetTokSPerUser);
        if (plan.batch < 1) {
            const double fastest = context->prepared.maxBatch > 0 ? evaluate(context->prepared, 1).tokSPerUser : 0;
            char buffer[160];
            std::snprintf(buffer, sizeof buffer,
                          "fleet: %.1f tok/s/user is out of reach; batch 1 gives %.1f tok/s/user",
                          request.targetTokSPerUser, fastest);
            return Error{buffer};
        }
    } else {
        plan.batch = inputs.batch;
    }
    const PointMetrics point = evaluatePoint(*context, plan.batch);
    if (!point.op.fits)
        return Error{"fleet: batch " + std::to_string(plan.batch) + " does not fit in memory (largest " +
                     std::to_string(context->prepared.maxBatch) + ")"};
    plan.tokSPerUser = point.op.tokSPerUser;
    plan.fleetTokSOutput = point.op.tokSPerGpuOutput * plan.gpus;
    plan.fleetTokSTotal = point.op.tokSPerGpuTotal * plan.gpus;
    plan.concurrentUsers = plan.tokSPerUser > 0 ? plan.fleetTokSOutput / plan.tokSPerUser : 0;
    plan.facilityMw = plan.gpus * context->facilityKw / 1000.0;
    plan.costPerMtokOutputUsd = point.costPerMtokOutputUsd;

    // GpuHourCost is per productive hour (idle hours folded in by dividing by utilisation), so
    // x utilisation gives the cost of a calendar hour.
    const double utilisation = std::clamp(inputs.utilisationPercent / 100.0, 0.01, 1.0);
    const GpuHourCost& cost = context->cost;
    plan.monthlyCostUsd = cost.totalUsd * utilisation * kHoursPerMonth * plan.gpus;
    plan.monthlyOutputMtok = plan.fleetTokSOutput * 3600.0 * kHoursPerMonth * utilisation / 1e6;
    if (inputs.pricing == PricingMode::Owned)
        plan.capexUsd = inputs.capexPerGpuUsd * plan.gpus;
    if (request.pricePerMtokOutputUsd > 0) {
        plan.monthlyRevenueUsd = plan.monthlyOutputMtok * request.pricePerMtokOutputUsd;
        plan.monthlyMarginUsd = plan.monthlyRevenueUsd - plan.monthlyCostUsd;
        plan.marginPercent = plan.monthlyMarginUsd / plan.monthlyRevenueUsd * 100.0;
        const double cashCost = (cost.totalUsd - cost.capexUsd) * utilisation * kHoursPerMonth * plan.gpus;
        const double cashMargin = plan.monthlyRevenueUsd - cashCost;
        if (plan.capexUsd > 0 && cashMargin > 0)
            plan.paybackMonths = plan.capexUsd / cashMargin;
    }
    for (const double v : {plan.fleetTokSOutput, plan.fleetTokSTotal, plan.concurrentUsers, plan.facilityMw,
                           plan.capexUsd, plan.monthlyCostUsd, plan.monthlyOutputMtok, plan.costPerMtokOutputUsd,
                           plan.monthlyRevenueUsd, plan.monthlyMarginUsd, plan.marginPercent, plan.paybackMonths}) {
        if (!std::isfinite(v) || std::fabs(v) > 1e300)
            return Error{"fleet: a result is out of range for these inputs (not a finite number)"};
    }
    return plan;
}

} // namespace tf::core
