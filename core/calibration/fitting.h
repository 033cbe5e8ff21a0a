#pragma once

#include "core/calibration/validation.h"
#include "core/profile.h"

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace tf::core {

/// Which knobs a fit moves and how hard it is pulled back to the priors.
struct FitOptions
{
    /// Framework and architecture knob keys (see knobInfos()) fitted on throughput through the
    /// hierarchy, in log space within their physical ranges. A single-pair fit (fitProfile) may also
    /// name hardware knobs.
    std::vector<std::string> knobs = {"layer_overhead_us",     "sequence_overhead_us",  "prefill_efficiency",
                                      "moe_imbalance",         "moe_layer_overhead_us", "moe_grouped_gemm_efficiency",
                                      "moe_slice_half_columns"};
    /// Hardware knobs fitted per GPU over all its frameworks, and only where the GPU has no
    /// microbenchmark anchor (Hardware::knobs): anchored values are never moved.
    std::vector<std::string> hardwareKnobs = {"hbm_efficiency",
                                              "kv_efficiency",
                                              "gemm_efficiency_max",
                                              "gemm_efficiency_max_fp8",
                                              "attention_compute_efficiency",
                                              "sparse_attention_layer_overhead_us"};
    /// Weight of sum((log k - log prior)^2) added to the mean |log(pred/meas)|; keeps knobs that the
    /// data cannot see at their documented priors.
    double priorWeight = 0.01;
    int maxIterations = 300; ///< Nelder-Mead iterations per fit
    /// Then fit ttft_queue_factor alone on the rows with a TTFT. Off for the shipped fit: with the
    /// step in progress and the overlap scheduler's step charged, the rows the structure explains
    /// sit at q ~ 1 and the fit only moved q towards the high-concurrency TensorRT-LLM rows and the
    /// mean-TTFT rows it cannot explain (in-sample 23% -> 48% on the 25 load-known rows, held out
    /// unchanged).
    bool fitTtftQueueFactor = false;
    /// Below this many rows a level of the knob hierarchy is pulled harder to the level above
    /// (prior weight x rowsForFullWeight / rows).
    double rowsForFullWeight = 12;
    /// A knob is fitted at a level only when at least this many of its rows are sensitive to it
    /// (|d log prediction / d log knob| >= sensitivityThreshold); otherwise it keeps the level above.
    int minSensitiveRows = 3;
    double sensitivityThreshold = 0.1;
};

/// How strongly rows respond to one knob: elasticity |d log(predicted tok/s) / d log(knob)| at the
/// priors, by finite difference.
struct KnobSensitivity
{
    std::string key;
    int rows = 0;          ///< rows evaluated
    int sensitiveRows = 0; ///< rows that may identify the knob with elasticity >= sensitivityThreshold
    double medianElasticity = 0;
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

/// Fewest rows a single profile is fitted on: each is held out in turn to judge the fit.
inline constexpr int kMinRowsToJudgeAFit = 3;

/// Fits one profile for (hardware, framework) to `rows` (rows of other pairs are ignored), starting
/// from and regularised towards `prior`. The result carries the fitted knobs, the rows fitted, the
/// median |error| on them and, each row held out in turn, the fit's and the priors' error on rows
/// they did not see: where the fit does no better, the priors are kept (calibrated = false) and
/// fittedTo says so. An error when fewer than kMinRowsToJudgeAFit comparable rows match the pair.

Result<CalibrationProfile> fitProfile(const std::vector<MappedRow>& rows, const Catalog& catalog,
                                      const std::string& hardwareId, const std::string& frameworkId,
                                      const PerfKnobs& prior, const FitOptions& options = {},
                                      const std::string& sourceLabel = {});

/// Architecture family used to share knobs between GPUs with few rows: "nvidia-blackwell",
/// "nvidia-hopper", "amd-cdna4", "amd-cdna3" (FP4 math marks the newer generation of each vendor).
std::string architectureFamily(const Hardware& hardware);

/// "nvidia" or "amd": the vendor level of the knob hierarchy (one software stack per vendor).
std::string vendorOf(const Hardware& hardware);

/// Knobs fitted at levels, each the prior of the next. Hardware knobs first: per GPU over all its
/// frameworks, only those without a microbenchmark anchor. Then framework and architecture knobs per
/// (vendor, framework) from the pair priors, per (architecture family, framework), per (hardware,
/// framework). A level with few rows stays close to the level above (the prior weight grows as
/// 1/rows below FitOptions::rowsForFullWeight), and a knob moves only where enough rows are sensitive
/// to it. For pairs whose vendor never ran the framework, knobs per architecture family and per
/// vendor over all their frameworks; per framework over all GPUs last.
struct KnobHierarchy
{
    /// By framework id, over all GPUs: lent only to a vendor that never ran the framework.
    std::map<std::string, PerfKnobs> frameworks;
    std::map<std::string, PerfKnobs> vendorFrameworks;     ///< by "vendor/framework"
    std::map<std::string, PerfKnobs> families;             ///< by "family/framework"
    std::map<std::string, PerfKnobs> pairs;                ///< by "hardware/framework"
    std::map<std::string, PerfKnobs> vendorsAnyFramework;  ///< by vendor, over its frameworks (full-attention rows)
    std::map<std::string, PerfKnobs> familiesAnyFramework; ///< by family, over its frameworks (full-attention rows)
    /// Hardware knobs by hardware id (fitted where unanchored, else the anchors and priors).
    std::map<std::string, std::map<std::string, double>> hardware;
    /// The knobs the framework and architecture levels fit; a level over several frameworks
    /// lends only these, the rest stay the row's own framework's priors.
    std::vector<const KnobInfo*> fittedKnobs;
    /// "level: knob" for every knob a fit ran to an end of its physical range, kept at the level
    /// above instead (each one names a term the model lacks).
    std::vector<std::string> keptAtPrior;
    /// The knobs each level's rows identified (sensitive, fitted, inside the range), by the level's
    /// map and key ("pairs:b200/vllm"). A level lends a knob to a pair without rows only if it
    /// identified it; otherwise the pair looks further down the lookup order for it.
    std::map<std::string, std::set<std::string>> identified;

    /// The most specific knobs fitted for `inputs`' hardware and framework, else `fallback`, with
    /// the GPU's hardware knobs over them (its anchors, else its fit, else its family's mean).
    PerfKnobs knobsFor(const Catalog& catalog, const ScenarioInputs& inputs, const PerfKnobs& fallback) const;
    /// `knobs` with the hardware knobs of `hardwareId` written over them.
    PerfKnobs withHardware(const Catalog& catalog, const std::string& hardwareId, PerfKnobs knobs) const;
    /// `own` with the fitted knobs of `level` written over them.
    PerfKnobs withFittedKnobs(PerfKnobs own, const PerfKnobs& level) const;
};

/// Fits the hierarchy to `rows` starting from the catalog's framework priors (throughput knobs only).
KnobHierarchy fitKnobHierarchy(const std::vector<MappedRow>& rows, const Catalog& catalog, const FitOptions& options);

/// One held-out prediction: the row, predicted by knobs fitted without its model (or its GPU).
struct HoldoutRow
{
    int line = 0;
    std::string hardwareId;
    std::string modelId;
    std::string frameworkId;
    double error = 0;      ///< predicted / measured - 1
    bool hasTtft = false;  ///< the row measured a TTFT under a known load (ttftLoadKnown)
    double ttftError = 0;  ///< predicted / measured TTFT - 1
    double priorError = 0; ///< the same row predicted by the uncalibrated priors
    std::string dataset;   ///< the file the row came from (BenchmarkRow::dataset)
};

/// Fits every (hardware, framework) pair present in `rows` (through the knob hierarchy) and measures
/// two honest errors:
///  - leave-one-model-out: for each model, the whole hierarchy is refitted without that model's rows
///    and its rows are predicted by the most specific level left (KnobHierarchy::knobsFor: pair,
///    family and framework, family, vendor and framework, vendor, framework);
///  - leave-one-GPU-out: the same with each GPU left out; its rows are predicted by the knobs of its
///    architecture family (other GPUs), else its vendor's, else its framework's, else the priors.
/// Holdout errors of a pair's rows land in its profile's medianAbsErrorHoldout.
struct FitAllResult
{
    std::vector<CalibrationProfile> profiles;
    ErrorSummary holdout; ///< leave-one-model-out, over every row
    std::vector<double> holdoutErrors;
    ErrorSummary holdoutByGpu; ///< leave-one-GPU-out, over every row
    std::vector<HoldoutRow> modelHoldoutRows;
    std::vector<HoldoutRow> gpuHoldoutRows;
    ErrorSummary ttftHoldout;                 ///< leave-one-model-out TTFT, rows that measured one
    ErrorSummary ttftHoldoutByGpu;            ///< leave-one-GPU-out TTFT
    ErrorSummary priors;                      ///< every row predicted by the uncalibrated priors
    std::vector<KnobSensitivity> sensitivity; ///< over all rows, every fitted knob
    std::vector<std::string> keptAtPrior;     ///< KnobHierarchy::keptAtPrior of the full fit
};
FitAllResult fitAllProfiles(const std::vector<MappedRow>& rows, const Catalog& catalog, const FitOptions& options = {},
                            const std::string& sourceLabel = {});

/// The held-out figures of a fit over all pairs, as the profiles file keeps them.
CalibrationAccuracy accuracyOf(const FitAllResult& result, const std::string& sourceLabel);

/// Median |error| of held-out rows grouped by `key` (e.g. model or hardware id).
std::map<std::string, ErrorSummary> summariseHoldout(const std::vector<HoldoutRow>& rows, std::string HoldoutRow::*key);
/// Median |TTFT error| of the held-out rows that measured one.
ErrorSummary summariseTtftHoldout(const std::vector<HoldoutRow>& rows);

/// Sensitivity of `rows` to each knob of `keys`, each row at its own pair's priors.
std::vector<KnobSensitivity> knobSensitivity(const std::vector<MappedRow>& rows, const Catalog& catalog,
                                             const std::vector<std::string>& keys, const FitOptions& options);

/// Maps the rows and keeps only the comparable ones (mapped, and something fits in memory).
std::vector<MappedRow> comparableRows(const std::vector<BenchmarkRow>& rows, const Catalog& catalog);

} // namespace tf::core
