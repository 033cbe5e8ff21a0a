#pragma once

#include "core/catalog/catalog.h"
#include "core/economics.h"
#include "core/perfmodel.h"
#include "core/scenario.h"
#include "core/warning.h"

#include <span>
#include <string>
#include <vector>

namespace tf::core {

/// The token-economics article's three token tiers: batch (< 10 tok/s/user), balanced (10-50) and
/// interactive (> 50 tok/s/user with TTFT < 200 ms). A point past 50 tok/s/user whose first token
/// takes 200 ms or more is balanced: the article's interactive tier asks for both.
enum class TokenTier { Batch, Balanced, Interactive };
const char* tokenTierId(TokenTier tier);
TokenTier tokenTierFor(double tokSPerUser, double ttftMs);
inline constexpr double kBatchTierMaxTokSPerUser = 10.0;
inline constexpr double kInteractiveTierMinTokSPerUser = 50.0;
inline constexpr double kInteractiveTierMaxTtftMs = 200.0;

/// An operating point with its economics.
struct PointMetrics
{
    OperatingPoint op;
    double costPerMtokOutputUsd = 0;
    double costPerMtokTotalUsd = 0;
    double tokSPerMw = 0; ///< total tokens (InferenceX basis)
    double tokSPerMwOutput = 0;
    double tokPerJoule = 0; ///< total tokens per facility joule
    double tokPerJouleOutput = 0;
    TokenTier tier = TokenTier::Batch;
    bool meetsSlo = true; ///< TTFT and tok/s/user objectives (unset objectives always pass)
};

/// Everything needed to evaluate batches of one (inputs, TP, EP) quickly.
struct EvaluationContext
{
    ScenarioInputs inputs;
    PreparedConfig prepared;
    GpuHourCost cost;
    double facilityKw = 0;
    CalibrationProfile profile;
};

/// The performance model's view of a scenario on resolved catalog entries: the one mapping from
/// scenario fields to the deployment (the acceptance falls back to the model's own when the
/// scenario leaves it unset; EP is 1 for a dense model). No lookups, no strings.
DeploymentConfig deploymentFor(const ScenarioInputs& inputs, const Hardware& hardware, const LlmModel& model,
                               const PerfKnobs& knobs);

/// Resolves catalog entries and the calibration profile, validates, and precomputes. The entries
/// are looked up once; later steps (makeContextFor, Monte Carlo samples) reuse them.
Result<EvaluationContext> makeContext(const ScenarioInputs& inputs, const Catalog& catalog);
/// Same, with TP and EP overridden (the sweep's parallelism axis), on the entries `base` resolved.
/// Skips input validation.
EvaluationContext makeContextFor(const EvaluationContext& base, int tensorParallel, int expertParallel);
/// Same, with pipeline stages too (multi-node layouts).
EvaluationContext makeContextFor(const EvaluationContext& base, int tensorParallel, int expertParallel,
                                 int pipelineParallel);
/// As above; `catalog` is not consulted (the entries come from `base`).
EvaluationContext makeContextFor(const EvaluationContext& base, const Catalog& catalog, int tensorParallel,
                                 int expertParallel);

/// Metrics for one batch, by the reference evaluate(). O(1), no allocation.
PointMetrics evaluatePoint(const EvaluationContext& context, int batch);
/// Metrics for many batches of one context by the batch entry point (evaluateBatch()):
/// out[i] is evaluatePoint(context, batches[i]) to rounding. `out` holds at least batches.size()
/// points. No allocation.
void evaluatePoints(const EvaluationContext& context, std::span<const int> batches, std::span<PointMetrics> out);

/// Fills the economics of `m` from its operating point: cost per Mtok at `usdPerGpuHour`, tok/s/MW
/// and tok/J at `facilityKw` all-in per GPU, the tier, and whether it meets `inputs`' SLOs.
void priceOperatingPoint(PointMetrics& m, double usdPerGpuHour, double facilityKw, const ScenarioInputs& inputs);

/// Whether `op` meets the scenario's latency objectives: TTFT and tok/s/user at the mean, or at
/// `sloPercentile` when set, and the TPOT fluctuation (P99 / P50 - 1) when set. Unset ones pass.
bool meetsServiceObjectives(const OperatingPoint& op, const ScenarioInputs& inputs);

/// Re-prices points evaluated for other inputs with the same performance (only price, power,
/// ownership, facility or SLO fields differ): the operating points stay, the economics follow
/// `inputs`. O(points), no model evaluation.
void repricePoints(std::vector<PointMetrics>& points, const ScenarioInputs& inputs);

/// True when `a` and `b` differ at most in fields the performance model does not read for a sweep
/// (economics, SLOs, and the batch/TP/EP a sweep varies anyway), so a sweep of one re-prices into
/// the other's.
bool samePerformanceInputs(const ScenarioInputs& a, const ScenarioInputs& b);

/// One scenario evaluated at its own operating point, with warnings a user should see.
struct Evaluation
{
    PointMetrics point;
    GpuHourCost cost;
    double facilityKw = 0;
    double petaflopsPerDollarHour = 0;
    CalibrationProfile profile;
    std::vector<Warning> warnings; ///< typed: englishText() for the CLI, the UI words them itself
};

/// Whether the all-in power per GPU (board, host share, network, cooling) is below the GPU's own
/// board TDP: a figure that cannot be right, so it is flagged.
bool allInPowerBelowBoard(const ScenarioInputs& inputs, const Hardware& hw);

/// Validates and evaluates. A batch that does not fit still evaluates (fits = false) and
/// carries a warning; invalid inputs are an error.
Result<Evaluation> evaluateScenario(const ScenarioInputs& inputs, const Catalog& catalog);

} // namespace tf::core
