#pragma once

#include "core/hardware.h"
#include "core/llmmodel.h"
#include "core/profile.h"
#include "core/scenario.h"

namespace tf::core {

/// Everything the performance model needs for one deployment, before the batch is chosen.
struct DeploymentConfig
{
    const Hardware* hardware = nullptr;
    const LlmModel* model = nullptr;
    PerfKnobs knobs;
    Precision precision = Precision::FP8;
    int tensorParallel = 1;
    int expertParallel = 1;
    int prefillTensorParallel = 1;
    int inputTokens = 1024;
    int outputTokens = 1024;
    int speculativeTokens = 0;
    double specAcceptance = 0.8; ///< alpha_1
    double specAcceptanceDecay = 0.95;
    ServingMode serving = ServingMode::Aggregated;
    double efficiencyScale = 1.0;
};

/// What limits a decode step: the largest of its time components.
enum class Bound { Memory, Compute, Communication, Overhead };
const char* boundId(Bound b);

/// Per-configuration constants, computed once so that evaluating a batch is O(1) with no
/// allocation (the sweep evaluates millions of these per second). Plain doubles only.
struct PreparedConfig
{
    DeploymentConfig config;
    Precision mathPrecision = Precision::FP8;
    int gpusPerInstance = 1;      ///< max(TP, EP)
    int attentionReplicas = 1;    ///< data-parallel attention groups = gpus / TP
    int expertTensorParallel = 1; ///< split of each expert's weights
    double peakFlops = 0;         ///< at the math precision, FLOP/s per GPU
    double gemmEfficiencyMax = 0; ///< asymptotic GEMM efficiency at the math precision (knob per precision)
    bool fp4Mxfp4 = false;        ///< FP4 weights stored as MXFP4 (4.25 bits) rather than NVFP4 (4.5)
    double attentionFlops = 0;    ///< peak for attention math, FLOP/s: BF16, or FP8 (see prepare)
    double hbmBytesPerS = 0;
    double attentionFixedScale = 1;      ///< decode-attention floor relative to the BF16-KV knob value
    double attentionPerSeqHeadScale = 1; ///< per sequence x KV head cost relative to the BF16-KV knob
    double scaleUpBytesPerS = 0;
    double denseBytesPerGpu = 0;                ///< non-expert weights read every step, per GPU
    double denseParamsPerGpu = 0;               ///< non-expert parameters per GPU (FLOPs = 2 x tokens x this)
    double expertBytesPerGpuPerExpert = 0;      ///< one expert's slice in one MoE layer, per GPU
    double expertParams = 0;                    ///< parameters of one expert in one layer
    double localExperts = 0;                    ///< experts resident per GPU
    double weightsBytesPerGpu = 0;              ///< all resident weights per GPU
    double kvBytesPerTokenPerGpu = 0;           ///< KV cache per context token of one sequence on its rank
    double kvBytesPerTokenTotal = 0;            ///< whole-model KV per token (for disaggregated transfer)
    double attentionFlopsPerTokenCtx = 0;       ///< decode attention FLOPs per (query token x context token), per GPU
    double prefillAttentionFlopsPerTokenSq = 0; ///< causal prefill attention FLOPs per S^2, per GPU
    double contextAverage = 0;                  ///< effective average attended context per sequence, tokens
    double kvHeadsPerGpu = 0;
    double allReducesPerStep = 0;
    double allReduceBytesPerToken = 0;
    int moeLayers = 0;
    int layers = 0;
    double allToAllBytesPerToken = 0;
    double acceptedTokensPerStep = 1;    ///< AL(gamma)
    double kvMemoryPerSequenceBytes = 0; ///< at full length ISL + OSL (+ drafts)
    double freeMemoryForKvBytes = 0;
    int maxBatch = 0; ///< largest batch that fits (0 = the weights alone do not fit)
    // Per-request prefill cost on its prefill group (seconds); constant per configuration.
    double prefillSecondsPerRequest = 0; ///< throughput cost with chunked batching
    double prefillSecondsSingle = 0;     ///< latency of one request's prefill alone
    // One chunked-prefill iteration (prefillPromptsPerChunk prompts, or one prompt's chunk when
    // the prompt exceeds the token budget), for mixing prefill into decode steps.
    double prefillPromptsPerChunk = 1;   ///< prompts per chunk (a fraction when a prompt spans chunks)
    double prefillChunkSeconds = 0;      ///< one chunk, fixed costs included
    double prefillChunkFixedSeconds = 0; ///< its per-pass fixed costs (step, layer, kernel overheads)
};

/// The modelled behaviour at one batch size. Times in ms; rates per second.
struct OperatingPoint
{
    int batch = 0;
    int tensorParallel = 1;
    int expertParallel = 1;
    int gpus = 1; ///< GPUs per decode instance
    int maxBatch = 0;
    bool fits = false;
    Bound bound = Bound::Memory;
    double decodeStepMs = 0; ///< one decode iteration (incl. draft and verify when speculative)
    double tpotMs = 0;       ///< time per output token seen by a user
    double tokSPerUser = 0;  ///< 1000 / TPOT
    double ttftMs = 0;
    double prefillMs = 0; ///< one request's prefill alone
    double tokSPerGpuOutput = 0;
    double tokSPerGpuTotal = 0; ///< input + output tokens
    double acceptedTokensPerStep = 1;
    double memoryGbPerGpu = 0; ///< weights + KV at this batch
    double weightsGbPerGpu = 0;
    double kvGbPerGpu = 0;
    double boardPowerW = 0;     ///< load-dependent board power
    double prefillGpuShare = 0; ///< disaggregated: prefill GPUs / all GPUs
    // decode step components, ms
    double weightReadMs = 0;
    double kvReadMs = 0;
    double computeMs = 0;
    double commMs = 0;
    double overheadMs = 0;
};

/// Precomputes the per-configuration constants. `config.hardware` and `config.model` must be set.
PreparedConfig prepare(const DeploymentConfig& config);

/// Evaluates one batch size (>= 1). A batch above `maxBatch` returns fits = false with the
/// metrics still computed (callers must not draw it). Never returns inf or NaN.
OperatingPoint evaluate(const PreparedConfig& prepared, int batch);

/// Time to first token of a closed-loop benchmark: `concurrency` clients, each sending its next
/// request when the last one finishes, against a server that keeps at most `saturationConcurrency`
/// requests decoding (its KV capacity, or what its prefill rate sustains). The excess clients wait
/// in the queue; each slot frees once per request time OSL x TPOT, so the wait is
/// (c - c_sat) x OSL x TPOT / c_sat on top of `unloadedTtftSeconds`. Below saturation (or with
/// c_sat <= 0) the unloaded value is returned.
double closedLoopTtftSeconds(double concurrency, double saturationConcurrency, double outputTokens, double tpotSeconds,
                             double unloadedTtftSeconds);

/// One all-reduce of `bytes` per GPU over `n` GPUs, seconds. Frameworks pick the faster algorithm:
/// one-shot (each GPU reads the other n - 1 buffers, (n - 1) x bytes per GPU: decode-sized messages)
/// or two-shot (2 (n - 1) / n x bytes, ring-like, plus a fixed extra latency: large prefill
/// messages). A ring formula alone makes TP8 decode all-reduces about 3x too cheap.
double allReduceSeconds(const PerfKnobs& knobs, int n, double bytes, double linkBytesPerS);

/// Mean M/D/1 waiting time for a server with deterministic service `serviceSeconds` at utilisation
/// `utilisation` (clamped to [0, 0.99]): rho * D / (2 (1 - rho)).
double queueWaitSeconds(double utilisation, double serviceSeconds);

/// Accepted tokens per step for `gamma` drafts with depth-decaying acceptance a*d^(i-1).
double acceptedTokensPerStep(int gamma, double acceptance, double decay);

/// Expected distinct experts touched by `tokens` routed tokens, top-k of E, with routing skew s.
double distinctExpertsTouched(double experts, double topK, double tokens, double skew);

/// Bytes and parameter counts derived from an architecture (for memory and display).
struct ParameterCounts
{
    double attentionPerLayer = 0;
    double denseFfnPerLayer = 0;
    double expertPerLayer = 0; ///< one routed expert
    double sharedPerLayer = 0;
    double routerPerLayer = 0;
    double embedding = 0; ///< input embedding + untied lm_head
    double total = 0;
    double activePerToken = 0;
};
ParameterCounts countParameters(const LlmModel& model);

} // namespace tf::core
