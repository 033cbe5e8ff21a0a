#pragma once

#include "core/evaluation.h"

#include <optional>
#include <string>
#include <vector>

namespace tf::core {

/// An output of the model that analysis tools read, seek or sample.
enum class AnalysisMetric {
    CostPerMtokOutputUsd, ///< $ per million output tokens
    CostPerMtokTotalUsd,  ///< $ per million input + output tokens
    TokSPerUser,          ///< interactivity, tok/s per user
    TokSPerGpuOutput,     ///< output tok/s per GPU
    TokSPerGpuTotal,      ///< input + output tok/s per GPU
    TtftMs,               ///< time to first token, ms
    GpuHourUsd,           ///< $ per productive GPU-hour (the break-even figure against a rental offer)
    TokSPerMw             ///< total tok/s per MW of facility power
};

/// Stable id ("cost_per_mtok_output", "tok_s_user", ...) used by the CLI and documents.
const char* analysisMetricId(AnalysisMetric metric);
/// English label with unit, for tables and axis titles.
const char* analysisMetricLabel(AnalysisMetric metric);
/// Parses an id; also accepts the short forms "cost" (output $/Mtok) and "gpu_hour".
std::optional<AnalysisMetric> parseAnalysisMetric(const std::string& id);
/// All metrics in declaration order (for pickers).
const std::vector<AnalysisMetric>& analysisMetrics();

/// The metric's value for one evaluated point of `context`. Never NaN: a point that produces no
/// tokens gives 0 throughput and 0 cost (callers check `point.op.fits` and throughput).
double analysisMetricValue(AnalysisMetric metric, const PointMetrics& point, const EvaluationContext& context);

/// Largest batch in 1..maxBatch whose interactivity is at least `minTokSPerUser` (tok/s/user
/// falls as the batch grows, so this is a binary search). Returns 0 when even batch 1 is slower
/// or nothing fits.
int largestBatchAtInteractivity(const EvaluationContext& context, double minTokSPerUser);

} // namespace tf::core
