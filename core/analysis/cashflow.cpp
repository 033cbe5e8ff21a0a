#include "core/analysis/cashflow.h"

#include "core/economics.h"
#include "core/evaluation.h"
#include "core/revenue.h"

#include <algorithm>
#include <cmath>

namespace tf::core {

namespace {

constexpr double kMonthsPerYear = 12.0;

/// The months into `year` at which `cumulativeBefore` + a linear share of `net` reaches zero.
double monthOfPayback(const CashFlowYear& y, double cumulativeBefore)
{
    const double share = y.netUsd > 0 ? std::clamp(-cumulativeBefore / y.netUsd, 0.0, 1.0) : 1.0;
    return (y.year - 1 + share) * kMonthsPerYear;
}

} // namespace

double netPresentValue(double ratePercent, const std::vector<double>& flowsByYear)
{
    const double rate = ratePercent / 100.0;
    double npv = 0;
    for (size_t t = 0; t < flowsByYear.size(); ++t)
        npv += flowsByYear[t] / std::pow(1.0 + rate, static_cast<double>(t));
    return npv;
}

Result<CashFlowPlan> planCashFlow(const ScenarioInputs& inputs, const Catalog& catalog)
{
    if (inputs.pricing != PricingMode::Owned)
        return Error{"the multi-year view needs owned pricing (capex, life, cost of capital)"};
    auto evaluation = evaluateScenario(inputs, catalog);
    if (!evaluation)
        return Error{evaluation.error()};
    const GpuHourCost& cost = evaluation->cost;
    const TokenRevenue revenue = tokenRevenue(inputs, evaluation->point, cost);
    const double productiveHoursPerYear = kHoursPerYear * std::clamp(inputs.utilisationPercent / 100.0, 0.01, 1.0);
    const double opexPerYear = (cost.powerUsd + cost.facilityUsd + cost.otherUsd) * productiveHoursPerYear;
    const double revenuePerYear = revenue.revenueUsdPerGpuHour * productiveHoursPerYear;

    CashFlowPlan plan;
    plan.residualUsd = inputs.capexPerGpuUsd * inputs.residualValuePercent / 100.0;
    const int lastYear = static_cast<int>(std::ceil(inputs.usefulLifeYears - 1e-9));
    CashFlowYear purchase;
    purchase.capexUsd = inputs.capexPerGpuUsd;
    purchase.netUsd = -purchase.capexUsd;
    purchase.cumulativeUsd = purchase.netUsd;
    purchase.presentValueUsd = purchase.netUsd;
    plan.years.push_back(purchase);
    const double rate = inputs.costOfCapitalPercent / 100.0;
    for (int year = 1; year <= lastYear; ++year) {
        // The last year of a fractional life (4.5 years) runs for its fraction only.
        const double share = std::min(1.0, inputs.usefulLifeYears - (year - 1));
        CashFlowYear y;
        y.year = year;
        y.opexUsd = opexPerYear * share;
        y.revenueUsd = revenuePerYear * share;
        y.residualUsd = year == lastYear ? plan.residualUsd : 0.0;
        y.netUsd = y.revenueUsd + y.residualUsd - y.opexUsd;
        y.cumulativeUsd = plan.years.back().cumulativeUsd + y.netUsd;
        // Discounted at the end of its (possibly partial) year.
        y.presentValueUsd = y.netUsd / std::pow(1.0 + rate, year - 1 + share);
        if (plan.paybackMonths < 0 && y.cumulativeUsd >= 0)
            plan.paybackMonths = monthOfPayback(y, plan.years.back().cumulativeUsd);
        plan.years.push_back(y);
    }
    for (const CashFlowYear& y : plan.years)
        plan.npvUsd += y.presentValueUsd;
    return plan;
}

} // namespace tf::core
