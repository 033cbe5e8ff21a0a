#include "core/inputfields.h"

#include "core/inputrefusal.h"
#include "core/scenario.h"

#include <QtGlobal>

#include <cmath>

namespace tf::core {

namespace {

/// A field with the ScenarioInputs member it reads and writes (exactly one of the two is set).
struct FieldBinding
{
    InputFieldInfo info;
    double ScenarioInputs::*realMember = nullptr;
    int ScenarioInputs::*intMember = nullptr;
};

using S = ScenarioInputs;
using Section = InputSection;
using Scope = PricingScope;

// The order is the editors' order within each section.
const FieldBinding kBindings[] = {
    // Key inputs, always visible
    {{"price_per_gpu_hour", QT_TRANSLATE_NOOP("tf::core::InputField", "GPU price"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "$/GPU-h"), 0.01, 1000, false, true, 0.1, 100, 3, Section::Key,
      Scope::RentedOnly,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Price of one productive GPU-hour (a rental price includes power).<br>Cost per Mtok = $/GPU-h "
                        "÷ (tok/s/GPU × 3600) × 10⁶.")},
     &S::pricePerGpuHourUsd},
    {{"kw_per_gpu", QT_TRANSLATE_NOOP("tf::core::InputField", "All-in power per GPU"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "kW"), 0.05, 100, false, true, 0.2, 10, 2, Section::Key, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Facility power per GPU: board, host share, network and cooling.<br>tok/s/MW = tok/s/GPU "
                        "× 1000 ÷ kW; tok/J = tok/s/GPU ÷ W.")},
     &S::allInKwPerGpu},
    {{"batch", QT_TRANSLATE_NOOP("tf::core::InputField", "Batch (concurrent sequences)"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "sequences"), 1, 65536, true, true, 1, 1024, 0, Section::Key,
      Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Concurrent sequences per serving instance. Larger batches share each weight read (more "
                        "tok/s/GPU) but slow every user (fewer tok/s/user).<br>Capacity = (usable HBM − weights "
                        "− reserves) ÷ KV bytes a running sequence holds: ISL + OSL where the framework reserves "
                        "the whole answer (TensorRT-LLM), ISL + about OSL/2 where its KV grows as tokens are "
                        "generated (vLLM, SGLang).")},
     nullptr,
     &S::batch},
    // Power and electricity
    {{"pue", QT_TRANSLATE_NOOP("tf::core::InputField", "PUE"), "", 1, 3, false, false, 1, 2, 2, Section::Power,
      Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Power usage effectiveness; multiplies the all-in kW. Keep 1.0 when the all-in figure already "
                        "includes cooling (InferenceX basis).")},
     &S::pue},
    {{"electricity_usd_per_kwh", QT_TRANSLATE_NOOP("tf::core::InputField", "Electricity"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "$/kWh"), 0, 2, false, false, 0, 0.5, 3, Section::Power,
      Scope::OwnedOnly,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Price of energy; counts in the owned build-up only (a rental price includes power).<br>Power "
                        "$/GPU-h = kW × PUE × $/kWh, not ÷ utilisation: an idle GPU draws little, and its idle draw is "
                        "in the all-in kW.")},
     &S::electricityUsdPerKwh},
    {{"power_cap_w", QT_TRANSLATE_NOOP("tf::core::InputField", "Power cap"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "W/GPU"), 0, 3000, false, false, 0, 1400, 0, Section::Power, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Board power limit per GPU (nvidia-smi -pl); 0 = none. Under the cap the SM clock falls to f "
                        "= √((cap − idle) ÷ (TDP − idle)) (dynamic power ∝ f²): math slows by f, HBM "
                        "streams do not, so memory-bound decode barely slows while prefill slows almost linearly. "
                        "The all-in power per GPU falls by TDP − cap; the clock stops at 20% of maximum, so a cap "
                        "below the board's draw there saves only down to that draw.<br><i>Checked against MLPerf "
                        "Inference v4.1 "
                        "H200 MaxQ (500 W): Mixtral 8x7B offline 48,988 vs 59,022 tok/s at 700 W.</i>")},
     &S::powerCapW},
    // Workload
    {{"isl", QT_TRANSLATE_NOOP("tf::core::InputField", "Input tokens (ISL)"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "tokens"), 1, 1048576, true, true, 16, 131072, 0, Section::Workload,
      Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Prompt length per request. Sets prefill work and TTFT, and the KV cache each sequence "
                        "holds.")},
     nullptr,
     &S::inputTokens},
    {{"osl", QT_TRANSLATE_NOOP("tf::core::InputField", "Output tokens (OSL)"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "tokens"), 1, 1048576, true, true, 16, 65536, 0, Section::Workload,
      Scope::Any, QT_TRANSLATE_NOOP("tf::core::InputField", "Tokens generated per request.")},
     nullptr,
     &S::outputTokens},
    {{"prefix_cache_hit_percent", QT_TRANSLATE_NOOP("tf::core::InputField", "Prefix-cache hit rate"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "%"), 0, 99, false, false, 0, 95, 0, Section::Workload, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Share of each prompt found in the prefix cache (shared system prompt, earlier turns, KV-aware "
                        "routing): those tokens need no prefill. Prefill linear work × (1 − h), causal attention "
                        "× (1 − h²) (new tokens still attend to the cached ones); the KV cache a sequence holds is "
                        "unchanged.")},
     &S::prefixCacheHitPercent},
    {{"kv_offload_gb", QT_TRANSLATE_NOOP("tf::core::InputField", "KV offload memory"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "GB/GPU"), 0, 8192, false, false, 0, 1024, 0, Section::Workload,
      Scope::Any,
      QT_TRANSLATE_NOOP(
          "tf::core::InputField",
          "Host (CPU) memory per GPU that holds KV cache beyond HBM; 0 = no offload. It raises the batch a "
          "long context can hold; every decode step streams the KV beyond HBM over the host link: "
          "extra time = max(0, KV of the batch − free HBM) ÷ link bandwidth.")},
     &S::kvOffloadGb},
    {{"kv_offload_gb_s", QT_TRANSLATE_NOOP("tf::core::InputField", "KV offload link"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "GB/s"), 1, 2000, false, true, 16, 900, 0, Section::Workload,
      Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Host link bandwidth per GPU, one direction, for KV offload. PCIe 5.0 x16: 64 GB/s (PCI-SIG); "
                        "Grace NVLink-C2C: 450 GB/s (NVIDIA Grace Hopper datasheet).")},
     &S::kvOffloadGbPerS},
    // Parallelism and serving (TP and EP are chosen from the powers of two a GPU's domain allows)
    {{"tp", QT_TRANSLATE_NOOP("tf::core::InputField", "Tensor parallel"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "GPUs"), 1, 1024, true, true, 1, 72, 0, Section::Hidden, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField", "TP: GPUs sharing each attention layer; two all-reduces per layer.")},
     nullptr,
     &S::tensorParallel},
    {{"ep", QT_TRANSLATE_NOOP("tf::core::InputField", "Expert parallel"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "GPUs"), 1, 1024, true, true, 1, 72, 0, Section::Hidden, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "EP: GPUs sharing the experts (MoE only); EP > TP means data-parallel attention. Dispatch "
                        "and combine are all-to-alls.")},
     nullptr,
     &S::expertParallel},
    {{"prefill_tp", QT_TRANSLATE_NOOP("tf::core::InputField", "Prefill tensor parallel"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "GPUs"), 1, 1024, true, true, 1, 72, 0, Section::Hidden, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField", "TP of one prefill instance (disaggregated serving).")},
     nullptr,
     &S::prefillTensorParallel},
    {{"spec_tokens", QT_TRANSLATE_NOOP("tf::core::InputField", "Speculative draft tokens"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "tokens"), 0, 16, true, false, 0, 8, 0, Section::Serving, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Draft tokens per step (MTP/EAGLE); 0 = off. Accepted tokens per step = 1 + Σ "
                        "a·d^(i−1); the verify pass costs B·(γ+1) tokens, so the gain shrinks at "
                        "large batch.")},
     nullptr,
     &S::speculativeTokens},
    {{"spec_acceptance", QT_TRANSLATE_NOOP("tf::core::InputField", "Draft acceptance (first token)"), "", -1, 0.99,
      false, false, 0.3, 0.95, 2, Section::Hidden, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Probability that the first draft token is accepted; later drafts decay by the model's factor. "
                        "A negative value uses the model's catalog figure.")},
     &S::specAcceptance},
    {{"pp", QT_TRANSLATE_NOOP("tf::core::InputField", "Pipeline parallel"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "stages"), 1, 16, true, false, 1, 4, 0, Section::Serving, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "PP: pipeline stages, each a TP × EP group (usually one node) holding 1/PP of the layers. "
                        "Weights and KV per GPU ÷ PP; the batch runs as PP micro-batches, so a token passes every "
                        "stage: TPOT = step(B ÷ PP) + (PP − 1) × (scale-out latency + activations ÷ scale-out "
                        "bandwidth).")},
     nullptr,
     &S::pipelineParallel},
    {{"max_nodes", QT_TRANSLATE_NOOP("tf::core::InputField", "Nodes the search may span"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "nodes"), 1, 16, true, false, 1, 8, 0, Section::Serving, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Scale-up domains (8-GPU servers on HGX) a sweep may spread one instance over, with expert "
                        "parallelism or pipeline stages across the scale-out network; it keeps a layout where it "
                        "is cheaper. 1 = one node, but a model that fits no single node is still tried on the "
                        "fewest nodes that hold it.")},
     nullptr,
     &S::maxNodes},
    {{"fp8_layer_percent", QT_TRANSLATE_NOOP("tf::core::InputField", "Layers kept at FP8"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "%"), 0, 100, false, false, 0, 100, 0, Section::Serving, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "FP4 runs only: share of the quantised weights kept at FP8 (attention or quality-sensitive "
                        "layers). Weight bytes = s × FP8 + (1 − s) × FP4; math time = s × FP8 time + (1 − s) × FP4 "
                        "time. Whether the quality loss of FP4 is acceptable must be checked on your own evaluation "
                        "set: the model cannot tell.")},
     &S::fp8LayerPercent},
    // Pricing and ownership
    {{"capex_per_gpu", QT_TRANSLATE_NOOP("tf::core::InputField", "Capex per GPU"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "$"), 100, 10000000, false, true, 5000, 500000, 0, Section::Ownership,
      Scope::OwnedOnly,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Purchase price per GPU including its share of the server; spread over the useful life as an "
                        "annuity at the cost of capital.")},
     &S::capexPerGpuUsd},
    {{"useful_life_years", QT_TRANSLATE_NOOP("tf::core::InputField", "Useful life"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "years"), 0.5, 20, false, false, 1, 10, 1, Section::Ownership,
      Scope::OwnedOnly, QT_TRANSLATE_NOOP("tf::core::InputField", "Years over which capex is spread (annuity).")},
     &S::usefulLifeYears},
    {{"cost_of_capital_percent", QT_TRANSLATE_NOOP("tf::core::InputField", "Cost of capital"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "%/year"), 0, 50, false, false, 0, 20, 1, Section::Ownership,
      Scope::OwnedOnly,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Annual rate applied to capex: what the money that buys the GPUs costs.<br><i>Default: 10%, "
                        "the effective rate of CoreWeave's 2030 senior notes; its GPU-backed term loans ran at 11% "
                        "and 15%, its equipment financing at 9-10% (CoreWeave 10-Q, June 30, 2025, note 10, "
                        "sec.gov/Archives/edgar/data/1769628/000114036125032095/R41.htm). A hyperscaler borrows for "
                        "less.</i>")},
     &S::costOfCapitalPercent},
    {{"residual_value_percent", QT_TRANSLATE_NOOP("tf::core::InputField", "Residual value"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "% of capex"), 0, 100, false, false, 0, 50, 0, Section::Ownership,
      Scope::OwnedOnly,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "What the GPU sells for at the end of its useful life. Only capex less the residual's present "
                        "value is repaid: yearly = (capex − residual ÷ (1 + r)^life) × r ÷ (1 "
                        "− (1 + r)^−life).")},
     &S::residualValuePercent},
    {{"utilisation_percent", QT_TRANSLATE_NOOP("tf::core::InputField", "Utilisation"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "%"), 1, 100, false, false, 10, 100, 0, Section::Ownership, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Share of paid-for hours doing paid work, rented or owned: idle hours are paid for too, so "
                        "every cost per GPU-hour is divided by it. 100% = every hour sold (on-demand rental billed by "
                        "the hour).")},
     &S::utilisationPercent},
    {{"facility_usd_per_kw_month", QT_TRANSLATE_NOOP("tf::core::InputField", "Facility"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "$/kW-month"), 0, 1000, false, false, 0, 300, 0, Section::Ownership,
      Scope::OwnedOnly,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Colocation or space charge per kW of all-in power, each month.<br><i>Default: $184, CBRE's "
                        "average asking rate for 250-500 kW of wholesale colocation across North American primary "
                        "markets, H2 2024 (cbre.com/insights/reports/north-america-data-center-trends-h2-2024). "
                        "CBRE quotes it per kW of IT load; charged here on all-in power, it also counts cooling's "
                        "share.</i>")},
     &S::facilityUsdPerKwMonth},
    {{"other_usd_per_gpu_hour", QT_TRANSLATE_NOOP("tf::core::InputField", "Other opex"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "$/GPU-h"), 0, 100, false, false, 0, 2, 2, Section::Ownership,
      Scope::OwnedOnly, QT_TRANSLATE_NOOP("tf::core::InputField", "Software, staff, network not counted above.")},
     &S::otherUsdPerGpuHour},
    // Token prices (the defaults are DeepSeek's published API prices for DeepSeek-R1)
    {{"price_input_per_mtok", QT_TRANSLATE_NOOP("tf::core::InputField", "Input token price"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "$/Mtok"), 0, 1000, false, false, 0, 5, 3, Section::Revenue, Scope::Any,
      QT_TRANSLATE_NOOP(
          "tf::core::InputField",
          "What a million input tokens that miss the prefix cache sell for.<br>Revenue $/GPU-h = 3600 "
          "× (input tok/s × blended input price + output tok/s × output price) ÷ "
          "10⁶.<br><i>Default: DeepSeek API list price for DeepSeek-R1 (deepseek-reasoner), $0.55 "
          "per Mtok on a cache miss, listed February 2025, api-docs.deepseek.com/quick_start/pricing-details-usd</i>")},
     &S::inputPriceUsdPerMtok},
    {{"price_cached_input_per_mtok", QT_TRANSLATE_NOOP("tf::core::InputField", "Cached input token price"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "$/Mtok"), 0, 1000, false, false, 0, 5, 3, Section::Revenue, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "What a million input tokens served from the prefix cache sell for.<br><i>Default: DeepSeek "
                        "API list price for DeepSeek-R1, $0.14 per Mtok on a cache hit, February 2025, "
                        "api-docs.deepseek.com/quick_start/pricing</i>")},
     &S::cachedInputPriceUsdPerMtok},
    {{"price_output_per_mtok", QT_TRANSLATE_NOOP("tf::core::InputField", "Output token price"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "$/Mtok"), 0, 1000, false, false, 0, 20, 3, Section::Revenue,
      Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "What a million generated tokens sell for. The break-even output price is the one at which "
                        "revenue pays the GPU-hour: (cost $/GPU-h × 10⁶ ÷ 3600 − input tok/s "
                        "× blended input price) ÷ output tok/s.<br><i>Default: DeepSeek API list price for "
                        "DeepSeek-R1, $2.19 per Mtok, listed February 2025, "
                        "api-docs.deepseek.com/quick_start/pricing-details-usd</i>")},
     &S::outputPriceUsdPerMtok},
    {{"cached_input_percent", QT_TRANSLATE_NOOP("tf::core::InputField", "Cached input share"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "%"), 0, 100, false, false, 0, 100, 0, Section::Revenue, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Share of input tokens billed at the cached price. Blended input price = (1 − share) "
                        "× input price + share × cached price. It prices the tokens only: prefill work is "
                        "modelled as if every input token were computed.")},
     &S::cachedInputPercent},
    // Service-level objectives
    {{"slo_ttft_ms", QT_TRANSLATE_NOOP("tf::core::InputField", "TTFT objective"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "ms"), 0, 600000, false, false, 0, 10000, 0, Section::ServiceLevel,
      Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Time to first token the service promises; 0 = none. TTFT = queueing + prefill (+ first decode "
                        "step, + KV transfer when disaggregated) + 10 ms the serving front end adds (HTTP, API "
                        "server, first streamed chunk).")},
     &S::sloTtftMs},
    {{"slo_tok_s_user", QT_TRANSLATE_NOOP("tf::core::InputField", "Interactivity objective"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "tok/s/user"), 0, 100000, false, false, 0, 300, 0,
      Section::ServiceLevel, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField", "Minimum tok/s per user; 0 = none. tok/s/user = 1000 ÷ TPOT (ms).")},
     &S::sloTokSPerUser},
    {{"slo_percentile", QT_TRANSLATE_NOOP("tf::core::InputField", "Percentile of the objectives (0 = mean)"), "", 0,
      99.9, false, false, 0, 99, 1, Section::ServiceLevel, Scope::Any,
      QT_TRANSLATE_NOOP(
          "tf::core::InputField",
          "Percentile at which the TTFT and interactivity objectives must hold; 0 = the mean. P90 or P99 "
          "TPOT and TTFT come from the spread of step times under continuous batching (prefill chunks "
          "riding in decode steps, batch churn) and from queueing. Held out against InferenceX's P99 TPOT "
          "(DeepSeek-R1, H200) the modelled spread is 3-9 points too narrow, so a percentile objective "
          "is lenient by up to that much.")},
     &S::sloPercentile},
    {{"slo_tpot_fluctuation_percent", QT_TRANSLATE_NOOP("tf::core::InputField", "TPOT fluctuation objective"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "%"), 0, 1000, false, false, 0, 50, 0, Section::ServiceLevel,
      Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Largest allowed fluctuation of the time per output token; 0 = none. Fluctuation = P99 TPOT "
                        "÷ P50 TPOT − 1 (the token-economics article's code-completion example asks < 15%).")},
     &S::sloTpotFluctuationPercent},
    // Model-fidelity override
    {{"efficiency_scale", QT_TRANSLATE_NOOP("tf::core::InputField", "Efficiency scale"),
      QT_TRANSLATE_NOOP("tf::core::InputField", "x"), 0.2, 3, false, false, 0.5, 1.5, 2, Section::Hidden, Scope::Any,
      QT_TRANSLATE_NOOP("tf::core::InputField",
                        "Scales the achieved bandwidth and compute fractions of the calibrated profile (1 = as "
                        "calibrated).")},
     &S::efficiencyScale},
};

const FieldBinding* findBinding(std::string_view key)
{
    for (const FieldBinding& b : kBindings) {
        if (key == b.info.key)
            return &b;
    }
    return nullptr;
}

double read(const FieldBinding& b, const ScenarioInputs& inputs)
{
    return b.realMember ? inputs.*(b.realMember) : static_cast<double>(inputs.*(b.intMember));
}

} // namespace

const std::vector<InputFieldInfo>& numericInputFields()
{
    static const std::vector<InputFieldInfo> infos = [] {
        std::vector<InputFieldInfo> v;
        for (const FieldBinding& b : kBindings)
            v.push_back(b.info);
        return v;
    }();
    return infos;
}

const InputFieldInfo* findInputField(std::string_view key)
{
    for (const InputFieldInfo& info : numericInputFields()) {
        if (key == info.key)
            return &info;
    }
    return nullptr;
}

Status checkInputValue(const InputFieldInfo& info, double value)
{
    // The rule and its English live with the typed refusal, which the user interface words itself.
    if (const auto refusal = refusalFor(info, value))
        return Error{englishText(*refusal)};
    return {};
}

bool inputCountsIn(const InputFieldInfo& info, PricingMode pricing)
{
    switch (info.pricing) {
    case PricingScope::Any:
        return true;
    case PricingScope::RentedOnly:
        return pricing == PricingMode::Rented;
    case PricingScope::OwnedOnly:
        return pricing == PricingMode::Owned;
    }
    return true;
}

bool numericInput(const ScenarioInputs& inputs, std::string_view key, double* value)
{
    const FieldBinding* b = findBinding(key);
    if (!b)
        return false;
    *value = read(*b, inputs);
    return true;
}

bool setNumericInput(ScenarioInputs& inputs, std::string_view key, double value)
{
    const FieldBinding* b = findBinding(key);
    if (!b)
        return false;
    if (b->realMember)
        inputs.*(b->realMember) = value;
    else
        inputs.*(b->intMember) = static_cast<int>(std::lround(value));
    return true;
}

NumericInputMember numericInputMember(std::string_view key)
{
    const FieldBinding* b = findBinding(key);
    return b ? NumericInputMember{b->realMember, b->intMember} : NumericInputMember{};
}

Status checkNumericInputs(const ScenarioInputs& inputs)
{
    for (const FieldBinding& b : kBindings) {
        if (const Status s = checkInputValue(b.info, read(b, inputs)); !s)
            return s;
    }
    return {};
}

} // namespace tf::core
