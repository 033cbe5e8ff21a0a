#pragma once

#include "core/evaluation.h"
#include "core/sweep.h"

#include <QJsonObject>

#include <string>
#include <string_view>
#include <vector>

namespace tf::core {

/// How scenarios are compared. Throughput and cost only compare at the same user experience:
/// at the operating point as set, at equal interactivity (each scenario at the best configuration
/// on its own frontier for a target tok/s/user), or best under service-level objectives.
enum class ServiceLevelMode { OperatingPoint, EqualInteractivity, BestUnderSlo };
const char* serviceLevelModeId(ServiceLevelMode mode);
/// "operating-point", "equal-interactivity" or "best-under-slo"; false for anything else.
bool serviceLevelModeFromId(const std::string& id, ServiceLevelMode* mode);

/// InferenceX reads every GPU at a chosen interactivity; 50 tok/s/user is the boundary of the
/// token-economics article's interactive tier (> 50 tok/s/user, kInteractiveTierMinTokSPerUser) and
/// the level at which Token Factory reads the cost-per-token article's 65x / 50x / 1/35 GB300 NVL72
/// vs H200 figures (that article states no interactivity; PublishedComparison).
inline constexpr double kDefaultTargetTokSPerUser = kInteractiveTierMinTokSPerUser;

/// The shared service level of a comparison. Limits of 0 are not in force.
struct ServiceLevel
{
    ServiceLevelMode mode = ServiceLevelMode::OperatingPoint;
    double targetTokSPerUser = kDefaultTargetTokSPerUser; ///< equal interactivity, tok/s/user
    double sloTtftMs = 0;                                 ///< best under SLOs: TTFT at most this, ms
    double sloTokSPerUser = 0;                            ///< best under SLOs: at least this tok/s/user
    double sloTpotMs = 0;                                 ///< best under SLOs: TPOT at most this, ms
    /// Also choose speculative depth and serving mode (ConfigSearchOptions), not only batch/TP/EP.
    bool searchServing = false;

    bool operator==(const ServiceLevel&) const = default;
    /// The interactivity floor in force: the larger of sloTokSPerUser and 1000 / sloTpotMs (0 = none).
    double minTokSPerUser() const;
};

/// The level in English words, for the command line and exported files: "at equal interactivity:
/// 50.0 tok/s/user, each scenario at its best configuration", "best configuration under SLOs (TTFT
/// <= 2000 ms, >= 20.0 tok/s/user)". (The window words it in the user's language.)
std::string describeServiceLevel(const ServiceLevel& level);

/// Whether the level chooses input `key` (an InputFieldInfo key) itself, so that the scenario's own
/// value is not what the comparison shows: batch and the parallel layout at any level but the
/// operating point, and the speculative depth too when the level also searches serving.
bool chosenByServiceLevel(const ServiceLevel& level, std::string_view key);

/// Checks the limits of the active mode: finite and strictly positive targets, at least one SLO in
/// best-under-SLO mode. Limits of inactive modes are not checked.
Status validateServiceLevel(const ServiceLevel& level);

QJsonObject serviceLevelToJson(const ServiceLevel& level);
/// Missing keys keep defaults; wrong types, unknown modes or invalid limits are errors.
Result<ServiceLevel> serviceLevelFromJson(const QJsonObject& object);

/// Which configuration axes the search may change besides batch, TP and EP. By default a scenario
/// keeps its own speculative depth and serving mode: InferenceX and the cost-per-token article read
/// each system on the frontier of its own serving recipe (the `sweep` frontier); widening the search
/// shows what MTP/EAGLE depth and disaggregation would add on top.
struct ConfigSearchOptions
{
    bool searchSpeculative = false; ///< speculative (MTP/EAGLE) depths 0..maxSpeculativeTokens
    bool searchServing = false;     ///< aggregated and disaggregated serving
    int maxSpeculativeTokens = 3;   ///< deeper drafts rarely pay: acceptance decays with depth
    int maxBatchPoints = 40;        ///< batch grid per configuration (refined at the target)
};

/// Every operating point of a scenario over batch x TP x EP x speculative depth x serving mode
/// and the frontier over all of them; `inputs[i]` is the full configuration of `sweep.points[i]`.
struct ConfigSearch
{
    SweepResult sweep;
    std::vector<ScenarioInputs> inputs;
};

/// Searches the configuration space; at each (TP, EP, depth, serving) the batch grid is refined
/// by bisection to the largest batch meeting the interactivity floor `refineTokSPerUser` and TTFT
/// ceiling `refineTtftMs` (0 = none). An error if the inputs are invalid or nothing fits.
Result<ConfigSearch> searchConfigurations(const ScenarioInputs& inputs, const Catalog& catalog,
                                          const ConfigSearchOptions& options, double refineTokSPerUser = 0,
                                          double refineTtftMs = 0);

/// The frontier's total tok/s/GPU read at `tokSPerUser`, linear between its neighbouring points;
/// beyond the fastest point 0 (unreachable), below the slowest point that point's throughput.
double frontierTokSPerGpuAt(const SweepResult& sweep, double tokSPerUser);

/// Total tok/s/GPU of a point if it meets every limit of `level` and the scenario's own SLOs
/// (`inputs.sloTtftMs`, `inputs.sloTokSPerUser`), else 0. Operating-point mode uses only the latter.
double goodputTokSPerGpu(const PointMetrics& point, const ServiceLevel& level, const ScenarioInputs& inputs);

/// The cost-per-token article's headline ("重新思考 AI TCO：为何每 Token 成本才是唯一重要的指标", NVIDIA's
/// analysis of SemiAnalysis InferenceX v2 data): GB300 NVL72 against HGX H200 on DeepSeek-R1. The
/// article states its prices and figures but no workload or interactivity; Token Factory reads it
/// at InferenceX's 1k/1k workload and 50 tok/s/user on each system's frontier, where the model's
/// ratios match the published ones (its absolute figures there are higher than the article's).
struct PublishedComparison
{
    const char* baselineHardwareId = "h200";
    const char* comparedHardwareId = "gb300-nvl72";
    const char* modelId = "deepseek-r1";
    Precision baselinePrecision = Precision::FP8;
    Precision comparedPrecision = Precision::FP4;
    double baselineUsdPerGpuHour = 1.41; ///< "$1.41" per GPU-hour, HGX H200
    double comparedUsdPerGpuHour = 2.65; ///< "$2.65" per GPU-hour, GB300 NVL72
    int inputTokens = 1024;              ///< the workload it is read at (InferenceX 1k/1k)
    int outputTokens = 1024;
    double targetTokSPerUser = 50;        ///< the interactivity it is read at
    double baselineTokSPerGpu = 90;       ///< "90" tok/s per GPU
    double comparedTokSPerGpu = 6000;     ///< "6,000"
    double baselineTokSPerMw = 54e3;      ///< "54K" tok/s per MW
    double comparedTokSPerMw = 2.8e6;     ///< "2.8M"
    double baselineUsdPerMtok = 4.20;     ///< "$4.20" per million tokens
    double comparedUsdPerMtok = 0.12;     ///< "$0.12"
    double tokSPerGpuRatio = 65;          ///< "65x tok/s per GPU"
    double tokSPerMwRatio = 50;           ///< "50x tok/s per MW"
    double costPerMtokRatio = 1.0 / 35.0; ///< "1/35 the cost per million tokens"
};
/// The article's figures when `baseline` and `compared` are the comparison it made (H200 at FP8 and
/// GB300 NVL72 at FP4 on DeepSeek-R1, at its prices, read at equal interactivity as above), else
/// null: beside any other pair, precision, price, workload or service level its ratios would read
/// as this comparison's.
const PublishedComparison* publishedComparisonFor(const ScenarioInputs& baseline, const ScenarioInputs& compared,
                                                  const ServiceLevel& level);
/// For the article's pair and precisions: what this comparison sets differently from the article's
/// reading ("GPU-hour $2.00 and $2.00 (the article: $1.41 and $2.65)"), empty when nothing does.
/// Empty too for any other pair, to which the article does not speak at all.
std::vector<std::string> publishedComparisonDifferences(const ScenarioInputs& baseline, const ScenarioInputs& compared,
                                                        const ServiceLevel& level);

/// One scenario at a service level.
struct ServiceLevelChoice
{
    ServiceLevelMode mode = ServiceLevelMode::OperatingPoint;
    bool reached = false; ///< some configuration meets the target or every limit
    /// Equal interactivity: the chosen point runs > 2% above the target, since batches are whole: one
    /// more sequence falls below the target, or (largestBatchAboveTarget) there is no larger batch.
    bool aboveTarget = false;
    bool largestBatchAboveTarget = false;  ///< aboveTarget at the largest batch memory or the scheduler admits
    ScenarioInputs inputs;                 ///< the chosen configuration (unreached: the closest one)
    Evaluation evaluation;                 ///< `inputs` evaluated
    double goodputTokSPerGpu = 0;          ///< total tok/s/GPU meeting every limit (0 = none)
    double closestTokSPerUser = 0;         ///< highest tok/s/user any configuration reaches
    double closestTtftMs = 0;              ///< lowest TTFT any configuration reaches, ms
    double frontierTokSPerGpuAtTarget = 0; ///< equal interactivity: the search frontier read at the target
    int configurations = 0;                ///< (TP, EP, depth, serving) combinations searched
};

/// Chooses each scenario's configuration for the service level. Equal interactivity: the highest
/// total tok/s/GPU with tok/s/user >= target. Best under SLOs: the highest goodput (cheapest per
/// token: the $/GPU-h does not depend on the configuration) meeting every limit. Operating point:
/// the inputs as they are. Errors: invalid inputs or level, nothing fits. Unreachable is not an
/// error: reached = false with the closest configuration and how close it gets.
Result<ServiceLevelChoice> chooseConfiguration(const ScenarioInputs& inputs, const Catalog& catalog,
                                               const ServiceLevel& level, const ConfigSearchOptions& options = {});

/// The search chooseConfiguration() makes for `level` (refined at its target or limits; axes widened
/// when level.searchServing), for views that draw the frontier the choice was made on.
Result<ConfigSearch> searchForLevel(const ScenarioInputs& inputs, const Catalog& catalog, const ServiceLevel& level,
                                    const ConfigSearchOptions& options = {});

/// Same, reusing a search already made for these inputs (the window caches it per scenario).
Result<ServiceLevelChoice> chooseFromSearch(const ConfigSearch& search, const ScenarioInputs& inputs,
                                            const Catalog& catalog, const ServiceLevel& level);

} // namespace tf::core
