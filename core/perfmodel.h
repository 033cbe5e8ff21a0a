#pragma once

#include "core/hardware.h"
#include "core/llmmodel.h"
#include "core/profile.h"
#include "core/scenario.h"

#include <algorithm>
#include <cmath>
#include <span>

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
    // Serving levers; the defaults leave the model as it was without them.
    int pipelineParallel = 1;    ///< PP stages, each on its own TP x EP group
    double prefixCacheHit = 0;   ///< share of each prompt served from the prefix cache, 0..<1
    double kvOffloadGb = 0;      ///< host memory per GPU for KV beyond HBM, GB
    double kvOffloadGbPerS = 64; ///< host link per GPU, GB/s
    double powerCapW = 0;        ///< board power limit, W; 0 or >= TDP = none
    double fp8WeightShare = 0;   ///< FP4 runs: share of quantised weights kept at FP8, 0..1
};

/// What limits a decode step: the largest of its time components.
enum class Bound { Memory, Compute, Communication, Overhead };
const char* boundId(Bound b);

/// A decode step's costs as functions of the tokens in it, hoisted for the batch entry point:
/// every divisor of the decode step is folded in once per configuration, so evaluating one batch
/// size costs multiplications, a few divisions and (MoE only) the expert-routing exponentials.
/// Times in seconds; "per token" is per query token on one attention rank.
struct DecodeCoefficients
{
    double attentionReplicas = 1;        ///< data-parallel attention groups
    double inverseAttentionReplicas = 1; ///< 1 / attentionReplicas
    double queryTokensPerSequence = 1;   ///< 1 + drafts (a speculative step verifies them all)
    // Non-expert GEMMs: one weight read per step; math = mathSecondsPerToken x (tokens + halfTokens).
    double denseReadSeconds = 0;
    double denseMathSecondsPerToken = 0; ///< at the asymptotic GEMM efficiency
    double gemmHalfTokens = 0;
    // Routed experts (all zero for a dense model).
    bool hasExperts = false;
    double experts = 0;                       ///< routed experts per MoE layer, E
    double expertsPerToken = 0;               ///< top-k
    double logExpertMissedPerToken = 0;       ///< log(1 - k/E): one routed token misses a given expert
    double routingSkew = 1;                   ///< exponent s on the routed token count
    double expertReadSecondsPerTouched = 0;   ///< one touched expert's local slice, all MoE layers
    double expertMathSecondsPerTouched = 0;   ///< per touched expert x (tokens per expert + halfTokens)
    double expertSkew = 1;                    ///< systematic skew of the busiest EP rank (1 without EP)
    double busiestRankDeviation = 0;          ///< z of the busiest of the EP ranks (0 without EP)
    double expertRanks = 1;                   ///< EP ranks
    double expertAllToAllSecondsPerToken = 0; ///< EP dispatch and combine per token of a rank, before imbalance
    // Decode attention.
    double kvReadSecondsPerSequence = 0;
    double attentionMathSecondsPerToken = 0;
    // Framework, kernel and attention-floor overheads: fixed + perSequence x sequences per rank.
    double overheadFixedSeconds = 0;
    double overheadSecondsPerSequence = 0;
    // Communication left exposed after overlap: the TP all-reduce (one-shot or two-shot, whichever
    // is faster) plus the EP all-to-all, each fixed + per token.
    double commFixedSeconds = 0;
    double pipelineHopSecondsPerToken = 0;
    double allReduceOneShotSecondsPerToken = 0;
    double allReduceTwoShotFixedSeconds = 0;
    double allReduceTwoShotSecondsPerToken = 0;
    // Speculative drafts add draftShare x (a one-token-per-sequence step less its overheads).
    double draftShare = 0; ///< drafts x draft-head layers / layers
    // KV offload: KV beyond free HBM streamed over the host link every step (0 = no offload).
    double offloadSecondsPerSequence = 0; ///< average KV of one sequence over the host link
    double offloadFreeSeconds = 0;        ///< free HBM for KV over the host link (the part that needs no stream)
};

/// What the serving mode makes of a decode step, hoisted for the batch entry point (seconds).
struct ServingCoefficients
{
    double inverseAcceptedTokens = 1;  ///< 1 / AL
    double outputTokens = 0;           ///< OSL
    double inverseOutputTokens = 0;    ///< 1 / OSL
    double totalOverOutputTokens = 1;  ///< (ISL + OSL) / OSL
    double inverseGpusPerInstance = 1; ///< 1 / GPUs of one decode instance
    double ttftFixedSeconds = 0;       ///< TTFT less the decode step (prefill, its queue, KV transfer)
    // Aggregated: chunked prefill mixed into the decode steps.
    double chunksPerRequest = 0;      ///< 1 / prompts per chunk
    double decodeStepsPerRequest = 0; ///< OSL / AL
    double chunkVariableSeconds = 0;  ///< a chunk's time less its fixed costs (>= 0)
    double queueFactorTimesPrefillSingle = 0;
    double firstTokenSteps = 1;      ///< decode steps in an aggregated TTFT (residual, own step, delivery delay)
    double firstTokenStepsAlone = 0; ///< the same for a request alone in its instance (delivery delay only)
    // Disaggregated: rate-matched prefill and decode pools.
    double decodeRequestShare = 0;           ///< derate / (OSL x GPUs): decode req/s/GPU = batch x this / TPOT
    double inversePrefillRequestsPerGpu = 0; ///< 1 / derated prefill requests/s/GPU
    // Board power between idle and TDP.
    double idleW = 0;
    double dynamicRangeW = 0; ///< (TDP - idle) x (clock fraction)^2 under a power cap
    // Spread of per-request TPOT (latency percentiles, perfmodellatency.cpp).
    double churnSecondsPerSequence = 0;      ///< marginal step time of one sequence / AL
    double chunkSeconds = 0;                 ///< one prefill chunk, fixed costs included
    double inverseDecodeStepsPerRequest = 0; ///< AL / OSL
    double disaggQueueSeconds = 0;           ///< disaggregated: mean prefill queue wait in TTFT
    double disaggQueueUtilisation = 0;       ///< disaggregated: prefill pool utilisation
};

/// Per-configuration constants, computed once so that evaluating a batch is O(1) with no
/// allocation (the sweep evaluates millions of these per second). Plain doubles only.
struct PreparedConfig
{
    DeploymentConfig config;
    Precision mathPrecision = Precision::FP8;
    int gpusPerInstance = 1;            ///< max(TP, EP) x PP
    int gpusPerStage = 1;               ///< max(TP, EP): one pipeline stage
    int attentionReplicas = 1;          ///< data-parallel attention groups = gpus / TP
    int expertTensorParallel = 1;       ///< split of each expert's weights
    double peakFlopPerS = 0;            ///< GEMM peak at the math precision, FLOP/s per GPU
    double gemmEfficiencyMax = 0;       ///< asymptotic GEMM efficiency at the math precision (knob per precision)
    bool fp4Mxfp4 = false;              ///< FP4 weights stored as MXFP4 (4.25 bits) rather than NVFP4 (4.5)
    double quantisedBytesPerWeight = 1; ///< bytes of a quantised weight (mixed FP8/FP4 averaged)
    double attentionPeakFlopPerS = 0;   ///< peak for attention math, FLOP/s: BF16, or FP8 (see prepare)
    double hbmBytesPerS = 0;
    double attentionFixedScale = 1;      ///< decode-attention floor relative to the BF16-KV knob value
    double attentionPerSeqHeadScale = 1; ///< per sequence x KV head cost relative to the BF16-KV knob
    double scaleUpBytesPerS = 0;
    double denseBytesPerGpu = 0;           ///< non-expert weights read every step, per GPU
    double denseParamsPerGpu = 0;          ///< non-expert parameters per GPU (FLOP = 2 x tokens x this)
    double expertBytesPerGpuPerExpert = 0; ///< one expert's slice in one MoE layer, per GPU
    double expertParams = 0;               ///< parameters of one expert in one layer
    double localExperts = 0;               ///< experts resident per GPU
    double busiestRankDeviation = 0;       ///< expectedLargestNormalDeviate(EP): 0 without EP
    double expertSliceEfficiency = 1;      ///< grouped GEMM share at this GPU's expert width (columns per GPU)
    double weightsBytesPerGpu = 0;         ///< all resident weights per GPU
    double kvBytesPerTokenPerGpu = 0;      ///< KV cache per context token of one sequence on its rank
    double kvBytesPerTokenTotal = 0;       ///< whole-model KV per token (for disaggregated transfer)
    double kvReadBytesPerSequence = 0;     ///< KV (and selection index keys) one sequence reads per step
    /// Decode attention work per (query token x attended context token), all layers, per GPU: FLOP.
    double attentionFlopPerQueryContextToken = 0;
    /// Causal prefill attention work per squared prompt length (S^2), all layers, per GPU: FLOP.
    double prefillAttentionFlopPerPromptTokenSquared = 0;
    double contextAverage = 0; ///< effective average attended context per sequence, tokens
    /// Key selection's scoring per query token, FLOP per GPU: every index key of the average context
    double indexScoreFlopPerQueryToken = 0;
    double kvHeadsPerGpu = 0;
    double allReducesPerStep = 0;
    double allReduceBytesPerToken = 0;
    int moeLayers = 0;
    int layers = 0;
    double allToAllBytesPerToken = 0;
    double acceptedTokensPerStep = 1; ///< AL(gamma)
    /// held on average by a running sequence: ISL + kv_answer_share_held x OSL (+ drafts)
    double kvMemoryPerSequenceBytes = 0;
    double kvMemoryFullSequenceBytes = 0; ///< per GPU at full length ISL + OSL (+ drafts), 1/PP of the layers
    double freeMemoryForKvBytes = 0;
    int maxBatch = 0; ///< largest batch that fits (0 = the weights or one whole sequence do not fit)
    /// Whether maxBatch is the framework scheduler's cap (max_running_sequences per instance)
    /// rather than the KV memory, which would hold more.
    bool maxBatchIsSchedulerCap = false;
    // Per-request prefill cost on its prefill group (seconds); constant per configuration.
    double prefillSecondsPerRequest = 0; ///< throughput cost with chunked batching
    double prefillSecondsSingle = 0;     ///< latency of one request's prefill alone
    // One chunked-prefill iteration (prefillPromptsPerChunk prompts, or one prompt's chunk when
    // the prompt exceeds the token budget), for mixing prefill into decode steps.
    double prefillPromptsPerChunk = 1;   ///< prompts per chunk (a fraction when a prompt spans chunks)
    double prefillChunkSeconds = 0;      ///< one chunk, fixed costs included
    double prefillChunkFixedSeconds = 0; ///< its per-pass fixed costs (step, layer, kernel overheads)
    // Serving levers resolved (perfmodelprepare.cpp).
    int pipelineParallel = 1;      ///< PP stages; a micro-batch of B / PP crosses them in turn
    double clockFraction = 1;      ///< SM clock under the power cap, share of the uncapped clock
    double powerCapSavingW = 0;    ///< board power the cap removes from the all-in figure, W
    double pipelineHopSeconds = 0; ///< fixed cost of the PP - 1 stage hops of one micro-batch
    double pipelineHopSecondsPerToken = 0;
    double allToAllBytesPerS = 0;       ///< link the EP all-to-all crosses (scale-out beyond one domain)
    double allToAllExtraLatencyUs = 0;  ///< scale-out latency added to each all-to-all pass across nodes
    double allToAllSecondsPerByte = 0;  ///< per byte of routed copies of a rank: the link they cross, its efficiency
    double allReduceExtraLatencyUs = 0; ///< NCCL latency of each TP all-reduce across nodes, exposed in full
    DecodeCoefficients decode;          ///< the decode step hoisted for evaluateBatch()
    ServingCoefficients serving;        ///< the serving mode hoisted for evaluateBatch()
};

/// The modelled behaviour at one batch size. Times in ms; rates per second.
struct OperatingPoint
{
    int batch = 0;
    int tensorParallel = 1;
    int expertParallel = 1;
    int pipelineParallel = 1;
    int gpus = 1; ///< GPUs per decode instance
    int maxBatch = 0;
    bool maxBatchIsSchedulerCap = false; ///< maxBatch is the scheduler's cap, not the memory's
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
    // Latency spread (latencyPercentiles() turns these into P50/P90/P99).
    double tpotSpreadMs = 0;     ///< standard deviation of per-request TPOT
    double ttftQueueMs = 0;      ///< mean queueing share of TTFT
    double queueUtilisation = 0; ///< share of time the prefill server is busy (probability of waiting)
    double clockFraction = 1;    ///< SM clock under the power cap
    double powerCapSavingW = 0;  ///< board power the cap takes off the all-in figure, W
};

/// Percentiles of TPOT and TTFT at one operating point, ms. TPOT per request is the mean plus
/// z(p) standard deviations (prefill chunks landing in its decode steps are binomial, batch churn
/// Poisson); TTFT waits with probability rho, exponentially with mean ttftQueueMs / rho.
struct LatencyPercentiles
{
    double tpotMsP50 = 0;
    double tpotMsP90 = 0;
    double tpotMsP99 = 0;
    double ttftMsP50 = 0;
    double ttftMsP90 = 0;
    double ttftMsP99 = 0;
    double tpotFluctuationPercent = 0; ///< P99 / P50 TPOT - 1, percent
};
LatencyPercentiles latencyPercentiles(const OperatingPoint& op);
/// TPOT and TTFT at percentile `percent` (0 < percent < 100; 0 or less = the mean), ms.
double tpotMsAtPercentile(const OperatingPoint& op, double percent);
double ttftMsAtPercentile(const OperatingPoint& op, double percent);
/// Standard normal quantile for 0 < p < 1 (Acklam's rational approximation, |error| < 1.2e-9).
double normalQuantile(double p);

/// Clock fraction a board power cap leaves: dynamic power ~ f x V^2 with V rising with f, so about
/// f^2: f = sqrt((cap - idle) / (TDP - idle)), within [kMinClockFraction, 1]; 1 without a cap.
double clockFractionUnderCap(double capW, double idleW, double tdpW);

/// Precomputes the per-configuration constants. `config.hardware` and `config.model` must be set.
PreparedConfig prepare(const DeploymentConfig& config);
/// Re-runs only the steps of prepare() that the efficiency scale reaches (prefill costs and the
/// hoisted coefficients): the same result as prepare() of the configuration with that scale.
void rescaleEfficiency(PreparedConfig& prepared, double efficiencyScale);
/// The decode step and serving mode of `prepared` folded into the batch kernel's coefficients
/// (prepare() fills PreparedConfig::decode and ::serving with these; call again after editing a
/// prepared configuration by hand).
DecodeCoefficients decodeCoefficients(const PreparedConfig& prepared);
ServingCoefficients servingCoefficients(const PreparedConfig& prepared);

/// Evaluates one batch size (>= 1). A batch above `maxBatch` returns fits = false with the
/// metrics still computed (callers must not draw it). Never returns inf or NaN. This is the
/// readable definition of the model, step by step; evaluateBatch() is its fast twin.
OperatingPoint evaluate(const PreparedConfig& prepared, int batch);

/// Evaluates many batch sizes of one configuration at once: out[i] = evaluate(prepared,
/// batches[i]) up to rounding (1e-12 relative; tests/core/test_perfmodel_batch.cpp checks the whole
/// catalog). Uses the hoisted `prepared.decode` coefficients, writes every field of out[i] (no
/// zeroing first) and allocates nothing. `out` must hold at least `batches.size()` points.
void evaluateBatch(const PreparedConfig& prepared, std::span<const int> batches, std::span<OperatingPoint> out);

/// Time to first token of a closed-loop benchmark: `concurrency` clients, each sending its next
/// request when the last one finishes, against a server that keeps at most `saturationConcurrency`
/// requests decoding (its KV capacity, or what its prefill rate sustains). The excess clients wait
/// in the queue; each slot frees once per request's decode time OSL x TPOT, so the wait is
/// (c - c_sat) x OSL x TPOT / c_sat on top of `unloadedTtftSeconds`. Below saturation (or with
/// c_sat <= 0) the unloaded value is returned.
double closedLoopTtftSeconds(double concurrency, double saturationConcurrency, double outputTokens, double tpotSeconds,
                             double unloadedTtftSeconds);

/// One all-reduce of `bytes` per GPU over `n` GPUs, seconds. Frameworks pick the faster algorithm:
/// one-shot (each GPU reads the other n - 1 buffers, (n - 1) x bytes per GPU: decode-sized messages)
/// or two-shot (2 (n - 1) / n x bytes, ring-like, plus a fixed extra latency: large prefill
/// messages). A ring formula alone makes TP8 decode all-reduces about 3x too cheap.
double allReduceSeconds(const PerfKnobs& knobs, int n, double bytes, double linkBytesPerS);

/// Decode steps in an aggregated TTFT besides the prefill: half a step waiting for the step in
/// progress, the step the prompt rides in, and `first_token_delay_steps` of an overlap scheduler;
/// only the last with one sequence in the instance (the engine is idle when its request arrives).
double aggregatedFirstTokenSteps(const PerfKnobs& knobs, double sequencesInInstance);

/// The utilisation at which an aggregated instance's prompts queue for prefill: the prefill share
/// of its cycle, clamped; 0 with one sequence in the instance (no other prompt to wait for).
double prefillQueueUtilisation(double sequencesInInstance, double prefillShareOfCycle);

/// Mean M/D/1 waiting time for a server with deterministic service `serviceSeconds` at utilisation
/// `utilisation` (clamped to [0, 0.99]): rho * D / (2 (1 - rho)).
double queueWaitSeconds(double utilisation, double serviceSeconds);

/// Accepted tokens per step for `gamma` drafts with depth-decaying acceptance a*d^(i-1).
double acceptedTokensPerStep(int gamma, double acceptance, double decay);

/// Expected distinct experts touched by `tokens` routed tokens, top-k of E, with routing skew s.
double distinctExpertsTouched(double experts, double topK, double tokens, double skew);

/// Expected largest of `n` independent standard normal deviates (Blom's approximation, within 3%
/// for n >= 2), 0 for n <= 1: how many standard deviations the busiest of n EP ranks sits above
/// the mean load (performance-models.md 2.7: max = mean + z sd, the step waits for that rank).
double expectedLargestNormalDeviate(int n);

/// Busiest EP rank's routed-token load over the mean under uniform routing: tokens per rank are
/// Binomial(T k, 1 / EP), so max / mean = 1 + z sqrt((EP - 1) / (T k)), at most EP (all on one).
inline double busiestRankTokensOverMean(double deviation, double ranks, double routedTokens)
{
    return std::min(1.0 + deviation * std::sqrt((ranks - 1.0) / std::max(routedTokens, 1.0)), std::max(ranks, 1.0));
}

/// Busiest EP rank's touched experts over the mean: each of a rank's E / EP experts is touched
/// with probability q = touched / E, so max / mean = 1 + z sqrt((1 - q) / (q E / EP)), at most 1 / q
/// (every local expert touched). At small batch the busiest rank streams several times the mean.
inline double busiestRankExpertsOverMean(double deviation, double ranks, double experts, double touched)
{
    const double q = std::clamp(touched / experts, 1e-9, 1.0);
    return std::min(1.0 + deviation * std::sqrt((1.0 - q) * ranks / (q * experts)), 1.0 / q);
}

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
