#pragma once

#include "core/calibration/validation.h"
#include "core/profile.h"

#include <functional>
#include <string>
#include <vector>

namespace tf::core {

/// Which knobs a fit moves and how hard it is pulled back to the priors.
struct FitOptions
{
    /// Knob keys (see knobInfos()) fitted on throughput, in log space within their ranges.
    std::vector<std::string> knobs = {"hbm_efficiency", "gemm_efficiency_max", "layer_overhead_us",
                                      "sequence_overhead_us", "prefill_efficiency", "moe_imbalance"};
    /// Weight of sum((log k - log prior)^2) added to the mean |log(pred/meas)|; keeps knobs that the
    /// data cannot see at their documented priors.
    double priorWeight = 0.01;
    int maxIterations = 300;       ///< Nelder-Mead iterations per fit
    bool fitTtftQueueFactor = true; ///< then fit ttft_queue_factor alone on the rows with a TTFT
};

/// Minimises `objective` over a box with Nelder-Mead (points are clamped into [lower, upper]).
/// Returns the best point found; `evaluations` (if given) receives the number of calls.
std::vector<double> minimiseNelderMead(const std::function<double(const std::vector<double>&)>& objective,
                                       std::vector<double> start, const std::vector<double>& lower,
                                       const std::vector<double>& upper, int maxIterations, int* evaluations = nullptr);

/// Mean |log(predicted / measured)| of total tok/s/GPU over comparable rows with `knobs`; rows
/// where nothing fits count as a factor-of-ten miss. `errors` (if given) receives pred/meas - 1.
double meanAbsLogError(const std::vector<MappedRow>& rows, const Catalog& catalog, const PerfKnobs& knobs,
                       std::vector<double>* errors = nullptr);

/// Fits one profile for (hardware, framework) to `rows` (rows of other pairs are ignored), starting
/// from and regularised towards `prior`. The result carries the fitted knobs, the rows fitted and
/// the median |error| on them; calibrated = true when at least one row was fitted. An error when
/// no comparable row matches the pair.
Result<CalibrationProfile> fitProfile(const std::vector<MappedRow>& rows, const Catalog& catalog,
                                      const std::string& hardwareId, const std::string& frameworkId,
                                      const PerfKnobs& prior, const FitOptions& options = {},
                                      const std::string& sourceLabel = {});

/// Fits every (hardware, framework) pair present in `rows` and measures the leave-one-model-out
/// error: for each model of a pair with other models, the pair is refitted without that model and
/// its rows are predicted. Holdout errors land in each profile's medianAbsErrorHoldout (-1 when the
/// pair has a single model) and, over all rows, in `holdout`.
struct FitAllResult
{
    std::vector<CalibrationProfile> profiles;
    ErrorSummary holdout;          ///< over every row predicted by a profile not fitted to its model
    std::vector<double> holdoutErrors;
};
FitAllResult fitAllProfiles(const std::vector<MappedRow>& rows, const Catalog& catalog, const FitOptions& options = {},
                            const std::string& sourceLabel = {});

/// Maps the rows and keeps only the comparable ones.
std::vector<MappedRow> comparableRows(const std::vector<BenchmarkRow>& rows, const Catalog& catalog);

} // namespace tf::core
