#pragma once

#include "core/catalog/catalog.h"
#include "core/result.h"
#include "core/scenario.h"

namespace tf::core {

/// What the fleet is sized from and what it is asked to deliver. Give a power budget, a capex
/// budget, or both (the tighter one wins).
struct FleetRequest
{
    double powerBudgetMw = 0;         ///< facility power available, MW (0 = no power limit)
    double capexBudgetUsd = 0;        ///< money to buy GPUs at the scenario's capex per GPU (0 = no limit)
    double targetTokSPerUser = 0;     ///< interactivity each user must see (0 = the scenario's batch)
    double pricePerMtokOutputUsd = 0; ///< what the tokens sell for (0 = no revenue figures)
};

/// A sized fleet and its monthly economics (a month = 730 hours).
struct FleetPlan
{
    int gpus = 0;
    bool limitedByPower = false; ///< true: the power budget set the size; false: the capex budget
    int gpusPerInstance = 1;
    int batch = 0; ///< per instance, at the target interactivity
    double tokSPerUser = 0;
    double fleetTokSOutput = 0;
    double fleetTokSTotal = 0;
    double concurrentUsers = 0; ///< fleet output tok/s / tok/s per user
    double facilityMw = 0;
    double capexUsd = 0;          ///< GPUs x capex per GPU (owned pricing; 0 when rented)
    double monthlyCostUsd = 0;    ///< all hours paid, power only while working
    double monthlyOutputMtok = 0; ///< at the scenario's utilisation
    double costPerMtokOutputUsd = 0;
    double monthlyRevenueUsd = 0;
    double monthlyMarginUsd = 0;
    double marginPercent = 0;  ///< margin / revenue x 100 (0 without revenue)
    double paybackMonths = -1; ///< capex / (revenue - cash costs); -1 = never or nothing to pay back
};

/// Sizes a fleet from the budgets: GPUs = min(floor(MW x 1000 / facility kW per GPU),
/// floor(capex / capex per GPU)), rounded down to whole instances; the batch is the largest that
/// keeps `targetTokSPerUser`. Errors: invalid scenario, no budget, a budget too small for one
/// instance, a target no batch reaches.
Result<FleetPlan> planFleet(const ScenarioInputs& inputs, const Catalog& catalog, const FleetRequest& request);

inline constexpr double kHoursPerMonth = 730.0;

} // namespace tf::core
