#pragma once

#include "core/llmmodel.h"
#include "core/profile.h"

#include <algorithm>
#include <cmath>

// Unit conversions and structural constants of the performance model, shared by prepare(), the
// reference evaluate() and the batch kernel. Internal to core/perfmodel*.cpp.

namespace tf::core::perf {

// Unit conversions: catalog figures are in TFLOP/s, TB/s, GB and microseconds; the model works in
// FLOP/s, bytes/s, bytes and seconds.
inline constexpr double kSecondsPerMicrosecond = 1e-6;
inline constexpr double kSecondsPerNanosecond = 1e-9;
inline constexpr double kMsPerSecond = 1e3;
inline constexpr double kFlopPerSPerTflopPerS = 1e12;
inline constexpr double kBytesPerTb = 1e12;
inline constexpr double kBytesPerGb = 1e9;

/// A multiply-accumulate is two floating-point operations: GEMM FLOP = 2 x tokens x parameters.
inline constexpr double kFlopPerMultiplyAccumulate = 2.0;
/// Attention runs two matmuls per head: scores Q K^T, then the weighted sum P V.
inline constexpr double kAttentionMatmuls = 2.0;
/// Causal prefill: each of S queries attends to the keys before it, S^2 / 2 pairs.
inline constexpr double kCausalPairsPerSquaredLength = 0.5;

/// Kernels an absorbed MLA layer launches beyond a GQA layer: the query down-projection's norm, the
/// separate query up-projection, the latent's norm, and the two batched matmuls that absorb W_UK
/// into the query and W_UV into the output (DeepSeek-V3 inference/model.py, MLA.forward).
inline constexpr double kMlaExtraKernelsPerLayer = 4.0;

/// Kernels of one layer: the framework's count for a GQA layer, plus MLA's extra ones.
inline double kernelsPerLayer(const LlmModel& model, double frameworkKernelsPerLayer)
{
    return frameworkKernelsPerLayer + (model.attention == AttentionKind::MLA ? kMlaExtraKernelsPerLayer : 0.0);
}

/// Layers whose attention selects its keys (DSA, MSA) and so pays the selection's fixed cost.
inline double sparseAttentionLayers(const LlmModel& model)
{
    return model.sparseAttention ? model.layers * model.slidingLayerFraction : 0.0;
}

/// FLOP per GPU to score one context token's index key for one query token, over all sparse
/// layers: each index head takes a dot product over the key (DeepGEMM's FP8 MQA logits for DSA).
inline double indexScoreFlopPerQueryContextToken(const LlmModel& model, int tensorParallel)
{
    const double heads = model.indexQuerySplitByTp
                             ? std::ceil(static_cast<double>(model.indexHeads) / std::max(1, tensorParallel))
                             : static_cast<double>(model.indexHeads);
    return sparseAttentionLayers(model) * kFlopPerMultiplyAccumulate * heads * model.indexKeyDim;
}

/// Launch costs of one forward pass's layer kernels, the sparse layers' key selection included:
/// the same in a decode step and a prefill pass.
inline double layerKernelSeconds(const LlmModel& model, const PerfKnobs& k)
{
    return (model.layers * kernelsPerLayer(model, k.kernelsPerLayer) * k.kernelOverheadUs +
            sparseAttentionLayers(model) * k.sparseAttentionLayerOverheadUs) *
           kSecondsPerMicrosecond;
}

/// Embeddings, lm_head, the router and unquantized layers are stored in BF16.
inline constexpr double kBf16BytesPerValue = 2.0;
/// An FP8 KV cache stores one byte per value.
inline constexpr double kFp8BytesPerValue = 1.0;
/// K and V: two cached vectors per token per KV head (GQA).
inline constexpr double kKvVectorsPerHead = 2.0;

/// Row-parallel TP all-reduces per dense layer: after attention's output projection and after the
/// FFN's down projection.
inline constexpr double kAllReducesPerDenseLayer = 2.0;
/// Per MoE layer with TP only: after attention and after the experts (as a dense layer). With EP
/// the all-to-all combine already gathers the expert outputs, so only attention's all-reduce remains.
inline constexpr double kAllReducesPerMoeLayerTensorParallel = 2.0;
inline constexpr double kAllReducesPerMoeLayerExpertParallel = 1.0;
/// NCCL's all-reduce latency floor inside one 8-GPU node (NCCL 2.29.2 on H200, AIConfigurator's
/// measured comm tables, performance-models.md section 2.8: 6 us at 2 GPUs, 9.5 at 4, 16 at 8).
/// A TP group across nodes runs its all-reduce in NCCL (the custom one-shot all-reduce needs every
/// peer's memory mapped over NVLink): reduce-scatter and all-gather inside each node around the
/// exchange between nodes.
inline constexpr double kNcclInNodeAllReduceLatencyUs = 16.0;
/// Scale-out messages of one all-reduce across nodes: the partial sums go out and the sums come back.
inline constexpr double kScaleOutMessagesPerAllReduce = 2.0;
/// Share of the NIC's bandwidth an EP all-to-all reaches across nodes: DeepEP's kernels move 43 GB/s
/// per GPU over a 50 GB/s ConnectX-7 400 Gb/s NIC at EP 16 on H800 (deepseek-ai/DeepEP README,
/// "Normal kernels with NVLink and RDMA forwarding").
inline constexpr double kScaleOutAllToAllEfficiency = 43.0 / 50.0;
/// EP moves each routed token twice per MoE layer: dispatch to its experts, combine back.
inline constexpr double kAllToAllPassesPerMoeLayer = 2.0;
/// Bytes per hidden element of one routed copy: dispatch in FP8 (1) plus combine in BF16 (2), the
/// DeepEP layout.
inline constexpr double kAllToAllBytesPerHiddenElement = 1.0 + 2.0;

/// Extra latency of the two-shot (reduce-scatter + all-gather) all-reduce over the one-shot one,
/// derived from the H200 custom all-reduce table in performance-models.md section 2.8: TP8 takes
/// 25.7 us for 1 MB (one-shot: 3 us + 7 x 1 MB at 0.75 x 450 GB/s) and 77 us for 8 MB (two-shot:
/// 3 us + 1.75 x 8 MB at 0.75 x 450 GB/s + 33 us).
inline constexpr double kTwoShotExtraLatencyUs = 33.0;

/// Prompt tokens batched per prefill iteration under chunked prefill (vLLM/SGLang default
/// max_num_batched_tokens is of this order); amortises the weight read across requests.
inline constexpr double kPrefillChunkTokens = 8192.0;

/// A request that arrives while a step runs waits for the rest of it before it can be scheduled:
/// the mean residual of a fixed-length step seen by a random arrival is half of it.
inline constexpr double kMeanResidualStepShare = 0.5;

/// A client's TTFT also holds what the serving front end does outside the engine (HTTP, the API
/// server's handling and the first streamed chunk): vLLM's client-side TTFT exceeds its server-side
/// metric by 8.4-12.2 ms (vllm-project/vllm PR #54628, `vllm bench serve` against
/// `vllm:time_to_first_token_seconds`, 512-token prompts at 8 users, three endpoints).
inline constexpr double kFrontEndSecondsPerRequest = 0.010;

/// Board power while streaming weights at small batch, as a share of the idle-to-TDP range; the
/// rest follows math utilisation (published H200 measurements: ~350 W batch-1
/// decode, ~550 W batch 256, ~700 W prefill).
inline constexpr double kStreamingPowerShare = 0.4;

/// Floors that keep divisions finite: a step is never taken as shorter than this, and an expert
/// GEMM never has fewer tokens than this.
inline constexpr double kMinStepSeconds = 1e-12;
inline constexpr double kMinTokensPerExpert = 1e-9;
/// The memory-capacity batch is capped here (a fleet of sequences no framework schedules).
inline constexpr double kMaxBatchSequences = 1e7;
/// M/D/1 utilisation is clamped below 1 so that waits stay finite.
inline constexpr double kMaxQueueUtilisation = 0.99;

/// Lowest SM clock a power cap can force, share of the maximum: H100/H200 SXM clocks range from
/// 345 MHz to 1,980 MHz (nvidia-smi -q -d SUPPORTED_CLOCKS), about 0.17; drivers clamp the power
/// limit well above that (H100 SXM minimum power limit 200 W), so 0.2 is never reached in practice.
inline constexpr double kMinClockFraction = 0.2;

/// GEMM efficiency curve eta(M) = eta_max * M / (M + M_half), M = tokens in the GEMM.
inline double gemmEfficiency(double etaMax, double halfTokens, double tokens)
{
    return etaMax * tokens / (tokens + halfTokens);
}

} // namespace tf::core::perf
