#pragma once

#include "core/catalog/catalog.h"
#include "core/economics.h"
#include "core/result.h"
#include "core/scenario.h"

namespace tf::core {

/// What the fleet is sized from and what it is asked to deliver: a demand (requests per second on
/// average, with the diurnal peak it must also carry), or a power budget, a capex budget, or both
/// (the tighter one wins). With a demand, budgets only check that the fleet is affordable.
struct FleetRequest
{
    double powerBudgetMw = 0;           ///< facility power available, MW (0 = no power limit)
    double capexBudgetUsd = 0;          ///< money to buy GPUs at the scenario's capex per GPU (0 = no limit)
    double targetTokSPerUser = 0;       ///< interactivity each user must see (0 = the scenario's batch)
    double pricePerMtokOutputUsd = 0;   ///< one price for every output token; 0 = the scenario's token prices
    double demandRequestsPerSecond = 0; ///< average demand, requests of the scenario's ISL/OSL (0 = budgets)
    double peakToAverage = 1;           ///< diurnal peak over the daily average (>= 1)
    double headroomPercent = 0;         ///< spare capacity kept above the peak
};

/// A sized fleet and its monthly economics (a month = 730 hours).
struct FleetPlan
{
    int gpus = 0;                ///< bought: whole purchase units
    int purchaseUnitGpus = 1;    ///< GPUs bought together: the scale-up domain (8-GPU server, 72-GPU rack)
    int purchaseUnits = 0;       ///< servers or racks
    int servingGpus = 0;         ///< in whole instances (a unit that no instance fills leaves GPUs idle)
    bool sizedByDemand = false;  ///< true: the demand set the size; false: a budget
    bool limitedByPower = false; ///< budget sizing: the power budget set the size; false: the capex budget
    int gpusPerInstance = 1;
    int batch = 0; ///< per instance, at the target interactivity
    double tokSPerUser = 0;
    double fleetTokSOutput = 0; ///< capacity
    double fleetTokSTotal = 0;
    double concurrentUsers = 0; ///< fleet output tok/s / tok/s per user
    double facilityMw = 0;
    double utilisationPercent = 0; ///< demand over capacity; budget sizing: the scenario's utilisation
    double capexUsd = 0;           ///< GPUs x capex per GPU (owned pricing; 0 when rented)
    double monthlyCostUsd = 0;     ///< all hours paid, power only while working
    double monthlyOutputMtok = 0;  ///< sold: the demand, or capacity at the scenario's utilisation
    double costPerMtokOutputUsd = 0;
    double monthlyRevenueUsd = 0;
    double monthlyMarginUsd = 0;
    double marginPercent = 0;             ///< margin / revenue x 100 (0 without revenue)
    double paybackMonths = -1;            ///< capex / (revenue - cash costs); -1 = never or nothing to pay back
    double breakEvenOutputUsdPerMtok = 0; ///< output price at which the month's revenue pays its cost
    bool inputAloneCoversCost = false;    ///< the input tokens' revenue already pays the month: no price to quote

    /// Bought but in no instance: a unit that whole instances do not fill (16-GPU instances use 64 of
    /// a 72-GPU rack). Their hours are paid for all the same.
    int idleGpus() const { return gpus - servingGpus; }
    /// The GPUs of one purchase unit that whole instances fill (64 of a 72-GPU rack).
    int servingGpusPerUnit() const
    {
        return gpusPerInstance > 0 ? purchaseUnitGpus / gpusPerInstance * gpusPerInstance : 0;
    }
};

/// Sizes a fleet. From a demand: peak output tok/s = requests/s x OSL x peak factor x (1 + headroom),
/// GPUs = that over the per-GPU output tok/s, rounded up to whole instances and whole purchase
/// units; utilisation = average demand / capacity. From budgets: GPUs = min(floor(MW x 1000 /
/// facility kW per GPU), floor(capex / capex per GPU)), rounded down to whole units. The batch is
/// the largest that keeps `targetTokSPerUser`. Revenue sells input, cached input and output tokens
/// at the scenario's prices (or every output token at `pricePerMtokOutputUsd` when set). Errors:
/// invalid scenario, nothing to size from, a budget too small for one unit or short of the
/// demand, a target no batch reaches.
Result<FleetPlan> planFleet(const ScenarioInputs& inputs, const Catalog& catalog, const FleetRequest& request);

} // namespace tf::core
