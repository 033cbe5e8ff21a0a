#pragma once

#include "core/catalog.h"
#include "core/result.h"
#include "core/scenario.h"

#include <vector>

namespace tf::core {

/// One year of owning one GPU, in dollars. Year 0 is the purchase; years 1..N are its life.
struct CashFlowYear
{
    int year = 0;
    double capexUsd = 0;    ///< purchase (year 0)
    double opexUsd = 0;     ///< power, facility and other costs of the year
    double revenueUsd = 0;  ///< tokens sold at the scenario's token prices
    double residualUsd = 0; ///< resale value, in the last year
    double netUsd = 0;      ///< revenue + residual - capex - opex
    double cumulativeUsd = 0;
    double presentValueUsd = 0; ///< netUsd discounted to year 0 at the cost of capital
};

/// The multi-year view of an owned scenario, per GPU: cash flow by year, payback and NPV.
struct CashFlowPlan
{
    std::vector<CashFlowYear> years;
    double npvUsd = 0;         ///< sum of the years' present values
    double paybackMonths = -1; ///< first month the cumulative cash flow reaches zero; -1 = never
    double residualUsd = 0;
};

/// Net present value of yearly cash flows, `flowsByYear[0]` today and `flowsByYear[t]` at the end
/// of year t: sum of flow_t / (1 + rate)^t.
double netPresentValue(double ratePercent, const std::vector<double>& flowsByYear);

/// The cash flow of owning one GPU of `inputs` over its useful life at its evaluated operating
/// point: capex in year 0; each year the productive hours (8,760 x utilisation) earn the token
/// revenue and draw power, while facility and other costs run every hour; the residual value
/// (a share of capex) comes back at the end. A fractional life counts its last year in part.
/// Errors: invalid inputs, or inputs not priced as owned.
Result<CashFlowPlan> planCashFlow(const ScenarioInputs& inputs, const Catalog& catalog);

} // namespace tf::core
