#pragma once

#include "core/analysis/analysismetric.h"
#include "core/catalog/catalog.h"
#include "core/result.h"
#include "core/scenario.h"

#include <limits>
#include <string>

namespace tf::core {

/// Solve one input so that a metric reaches a target, e.g. the GPU price for $0.50/Mtok, the
/// batch for 50 tok/s/user, or (owned pricing, metric GpuHourUsd) the electricity price at which
/// owning breaks even with a rental offer.
struct GoalSeekRequest
{
    std::string key; ///< numericInputFields() key of the input to solve for
    AnalysisMetric metric = AnalysisMetric::CostPerMtokOutputUsd;
    double target = 0;
    /// Search range; NaN = the field's allowed range (batch is capped at the largest batch that fits).
    double searchLow = std::numeric_limits<double>::quiet_NaN();
    double searchHigh = std::numeric_limits<double>::quiet_NaN();
};

struct GoalSeekResult
{
    bool found = false;
    double value = 0;         ///< the solved input (found only)
    double achieved = 0;      ///< the metric re-evaluated at `value`
    double relativeError = 0; ///< |achieved / target - 1|
    double reachableMin = 0;  ///< smallest metric value seen over the search range
    double reachableMax = 0;  ///< largest metric value seen over the search range
    double searchLow = 0;
    double searchHigh = 0;
    int evaluations = 0;
};

/// Scans the range (log-spaced for log-scale fields) for a sign change of metric - target, then
/// bisects it to machine precision; integer inputs (batch, ISL, ...) end on the integer whose
/// metric is nearest the target. Metrics need not be monotone: the first crossing from the low
/// end is returned. Points that do not fit in memory are skipped. No crossing in the range gives
/// found = false with the reachable range. Errors: invalid scenario, unknown key, bad range.
Result<GoalSeekResult> goalSeek(const ScenarioInputs& inputs, const Catalog& catalog, const GoalSeekRequest& request);

} // namespace tf::core
