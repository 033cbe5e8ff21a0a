#pragma once

#include "core/inputfields.h"
#include "core/precision.h"
#include "core/result.h"

#include <QJsonObject>

#include <string>
#include <vector>

namespace tf::core {

class Catalog;
struct Framework;
struct Hardware;
struct LlmModel;

/// How the GPU-hour is priced: a rental price, or built up from owning the hardware.
enum class PricingMode { Rented, Owned };
/// Aggregated: prefill and decode share the GPUs (prefill interleaved). Disaggregated: separate
/// prefill and decode pools matched on request rate.
enum class ServingMode { Aggregated, Disaggregated };

/// One complete set of what-if inputs: a value type, cheap to copy, compared field by field.
/// Defaults are the built-in default scenario (the cost-per-token article's Hopper baseline).
struct ScenarioInputs
{
    // What runs where
    std::string hardwareId = "h200";
    std::string modelId = "deepseek-r1";
    std::string frameworkId = "sglang";
    Precision precision = Precision::FP8;
    // Workload
    int inputTokens = 1024;           ///< ISL, tokens per request prompt
    int outputTokens = 1024;          ///< OSL, tokens generated per request
    double prefixCacheHitPercent = 0; ///< share of each prompt served from the prefix cache (no prefill work)
    double kvOffloadGb = 0;           ///< host memory per GPU holding KV cache beyond HBM; 0 = no offload
    double kvOffloadGbPerS = 64;      ///< host link per GPU, one direction (PCIe 5.0 x16 = 64 GB/s)
    // Operating point
    int batch = 64;         ///< concurrent sequences per serving instance
    int tensorParallel = 8; ///< TP: GPUs sharing each attention layer
    int expertParallel = 1; ///< EP: GPUs sharing the experts (MoE only); >TP means DP-attention
    // Serving features
    ServingMode serving = ServingMode::Aggregated;
    int prefillTensorParallel = 8; ///< TP of a prefill instance when disaggregated
    int speculativeTokens = 0;     ///< draft tokens per step (MTP/EAGLE); 0 = off
    double specAcceptance = -1;    ///< first-token acceptance; <0 = the model's catalog value
    int pipelineParallel = 1;      ///< PP: pipeline stages, each on its own TP x EP group (nodes)
    int maxNodes = 1;              ///< scale-up domains a sweep may span (1: one node unless nothing fits)
    double fp8LayerPercent = 0;    ///< FP4 runs: share of quantised weights kept at FP8 (mixed precision)
    // Economics
    PricingMode pricing = PricingMode::Rented;
    double pricePerGpuHourUsd = 1.41; ///< rented price (the article's HGX H200 at $1.41/GPU-h)
    double capexPerGpuUsd = 35750;    ///< purchase incl. server share, owned mode (the catalog's H200)
    double usefulLifeYears = 5;       ///< years over which capex is repaid (annuity), owned mode
    double costOfCapitalPercent = 10; ///< annual rate applied to capex, owned mode (a GPU cloud's borrowing rate)
    double residualValuePercent = 0;  ///< resale value at the end of the life, share of capex, owned mode
    double utilisationPercent = 100;  ///< share of hours doing paid work
    double allInKwPerGpu = 1.73;      ///< facility power per GPU (InferenceX basis for H200)
    double pue = 1.0;                 ///< multiplies all-in power (1 = all-in already includes cooling)
    double powerCapW = 0;             ///< board power limit per GPU, W; 0 = the board's own TDP (no cap)
    double electricityUsdPerKwh = 0.08;
    double facilityUsdPerKwMonth = 184; ///< colocation charge per kW of all-in power, owned mode (CBRE, H2 2024)
    double otherUsdPerGpuHour = 0;      ///< software, staff, network not in the above, owned mode
    // Revenue: what the tokens sell for, $/Mtok (defaults: DeepSeek's API list price for DeepSeek-R1)
    double inputPriceUsdPerMtok = 0.55;       ///< input tokens that miss the prefix cache
    double cachedInputPriceUsdPerMtok = 0.14; ///< input tokens served from the prefix cache
    double outputPriceUsdPerMtok = 2.19;
    double cachedInputPercent = 0; ///< share of input tokens billed at the cached price
    // Service-level objectives (0 = no constraint)
    double sloTtftMs = 0;
    double sloTokSPerUser = 0;
    double sloPercentile = 0;             ///< percentile the TTFT and tok/s/user objectives hold at; 0 = mean
    double sloTpotFluctuationPercent = 0; ///< P99 over P50 TPOT, less one, at most this; 0 = none
    // Model-fidelity overrides (1 = the profile as calibrated)
    double efficiencyScale = 1.0; ///< scales achieved bandwidth and compute fractions

    bool operator==(const ScenarioInputs&) const = default;
};

/// The catalog entries a scenario names, looked up once (ids and aliases, ignoring case) so that
/// validation, the profile and the model read them without another string comparison.
struct ScenarioEntries
{
    const Hardware* hardware = nullptr;
    const LlmModel* model = nullptr;
    const Framework* framework = nullptr;
};
/// The entries `inputs` names; an unknown id is the error.
Result<ScenarioEntries> findScenarioEntries(const ScenarioInputs& inputs, const Catalog& catalog);

/// Checks ranges (checkNumericInputs) and catalog ids; the message names the first bad field.
Status validateInputs(const ScenarioInputs& inputs, const Catalog& catalog);
/// The same checks on entries already found: no lookups.
Status validateInputs(const ScenarioInputs& inputs, const ScenarioEntries& entries);

/// The cost-per-token article's comparison: H200 and GB300 NVL72 serving DeepSeek-R1.
ScenarioInputs defaultHopperScenario();
ScenarioInputs defaultBlackwellScenario();
/// The catalog's default $/GPU-hour for a GPU and which figure it is.
struct CatalogPrice
{
    enum class Basis { None, OwnedTco, Rental };
    double usdPerGpuHour = 0;
    const char* sourceKey = ""; ///< key of the figure in Hardware::sources
    Basis basis = Basis::None;  ///< None: the catalog has no price for this GPU
};
/// Owning TCO per GPU-hour (InferenceX basis) when the catalog has it, else the rental price.
CatalogPrice catalogPrice(const Hardware& hw);

/// What a change of hardware did beyond the hardware id, so the user can be told.
struct HardwareDefaults
{
    bool priceFromCatalog = false;   ///< false: no catalog price; the previous price was kept
    std::string replacedFrameworkId; ///< the framework that does not run there ("" = kept)
};
/// What a change of hardware resets, in one place: price (catalogPrice()), power and capex from
/// the hardware's catalog entry, a framework that runs on it (the first in the catalog when the
/// current one does not), and parallelism clamped to its scale-up domain.
HardwareDefaults applyHardwareDefaults(ScenarioInputs& inputs, const Catalog& catalog);

QJsonObject inputsToJson(const ScenarioInputs& inputs);
/// Type- and range-checked; missing keys keep defaults, unknown keys are errors.
Result<ScenarioInputs> inputsFromJson(const QJsonObject& object);

} // namespace tf::core
