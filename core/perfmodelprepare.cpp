// prepare(): everything about a deployment that does not depend on the batch, as named steps —
// parallel layout, math and memory rates, weight bytes, KV cache, communication, speculative
// acceptance, memory capacity, prefill costs and the hoisted coefficients of the batch kernel.
#include "core/perfmodel.h"

#include "core/perfmodelconstants.h"
#include "core/precisionsupport.h"

#include <algorithm>
#include <cmath>

namespace tf::core {

using namespace perf;

namespace {

/// Fixed costs of one forward pass: step, per-layer and per-kernel overheads.
double prefillPassFixedSeconds(const PreparedConfig& p)
{
    const PerfKnobs& k = p.config.knobs;
    return (k.stepOverheadUs + p.layers * k.layerOverheadUs) * kSecondsPerMicrosecond +
           layerKernelSeconds(*p.config.model, k);
}

/// Routed experts of one prefill pass of `tokens` tokens, the longer of their weight read and
/// math; prefill experts are spread over the prefill group (EP = its size `tp`).
double prefillExpertSeconds(const PreparedConfig& p, double tokens, double tp, double etaBw, double etaPrefill)
{
    const PerfKnobs& k = p.config.knobs;
    const LlmModel& m = *p.config.model;
    const double perGpuExperts = static_cast<double>(m.experts) / tp;
    const double touchedAll = distinctExpertsTouched(m.experts, m.expertsPerToken, tokens, k.moeRoutingSkew);
    const double touched = touchedAll * (perGpuExperts / m.experts);
    const double expertBytes = p.expertParams * p.quantisedBytesPerWeight;
    const double grouped = std::clamp(k.moeGroupedGemmEfficiency, 0.01, 1.0);
    const double read = p.moeLayers * touched * expertBytes / (grouped * etaBw * p.hbmBytesPerS);
    const double tokensPerExpert = tokens * m.expertsPerToken / std::max(touchedAll, 1.0);
    const double math =
        p.moeLayers * kFlopPerMultiplyAccumulate * tokens * m.expertsPerToken * p.expertParams / tp /
        (grouped * gemmEfficiency(etaPrefill, k.gemmHalfTokens, std::max(tokensPerExpert, kMinTokensPerExpert)) *
         p.peakFlopPerS);
    return std::max(read, math);
}

/// Causal attention pairs x 2 of one prompt of `length` tokens: S^2 on a full-attention layer; a
/// sliding layer of window W attends to at most W keys, 2 (W S - W^2 / 2) once S > W (gpt-oss: half
/// of its layers at W = 128, so long prompts cost about half the attention math of full layers).
double causalPairsTimesTwo(const LlmModel& model, double length)
{
    const double window = model.slidingWindow > 0 ? static_cast<double>(model.slidingWindow) : 0.0;
    const double slidingPairs =
        (window > 0 && length > window) ? 2.0 * window * length - window * window : length * length;
    return (1.0 - model.slidingLayerFraction) * length * length + model.slidingLayerFraction * slidingPairs;
}

/// Prefill of `sequences` prompts of `length` tokens processed together on one TP group. The
/// prefix-cache hit share h of each prompt is not computed: the linear work covers (1 - h) of the
/// tokens, the causal attention the pairs of the new tokens, S^2 - (h S)^2 (they still attend to
/// the cached keys).
double prefillSeconds(const PreparedConfig& p, double sequences, double length)
{
    const PerfKnobs& k = p.config.knobs;
    const double scale = p.config.efficiencyScale;
    const double etaBw = std::min(1.0, k.hbmEfficiency * scale);
    // A prefill pass reaches a share of the GPU's own GEMM ceiling at its math precision (anchored
    // per GPU by microbenchmarks), so it carries to GPUs and precisions no row measured.
    const double etaPrefill = std::min(1.0, k.prefillEfficiency * p.gemmEfficiencyMax * scale);
    const double etaAttn = std::min(1.0, k.attentionComputeEfficiency * scale);
    const double cachedLength = p.config.prefixCacheHit * length;
    const double tokens = sequences * (length - cachedLength);
    const double tp =
        p.config.serving == ServingMode::Disaggregated ? p.config.prefillTensorParallel : p.config.tensorParallel;
    const double tpRatio = p.config.tensorParallel / tp; // constants were prepared for the decode TP

    const double denseRead = p.denseBytesPerGpu * tpRatio / (etaBw * p.hbmBytesPerS);
    const double denseMath = kFlopPerMultiplyAccumulate * tokens * p.denseParamsPerGpu * tpRatio /
                             (gemmEfficiency(etaPrefill, k.gemmHalfTokens, tokens) * p.peakFlopPerS);
    double t = std::max(denseRead, denseMath);
    if (p.moeLayers > 0) {
        t += prefillExpertSeconds(p, tokens, tp, etaBw, etaPrefill);
        t += p.moeLayers * k.moeLayerOverheadUs * kSecondsPerMicrosecond;
    }
    const double newPairsTimesTwo =
        causalPairsTimesTwo(*p.config.model, length) - causalPairsTimesTwo(*p.config.model, cachedLength);
    t += sequences * newPairsTimesTwo * p.prefillAttentionFlopPerPromptTokenSquared * tpRatio /
         (etaAttn * p.attentionPeakFlopPerS);
    // The key selection scores every earlier token of the prompt, not only the selected ones.
    const double scoredPairs = kCausalPairsPerSquaredLength * (length * length - cachedLength * cachedLength);
    t += sequences * scoredPairs * indexScoreFlopPerQueryContextToken(*p.config.model, static_cast<int>(tp)) /
         (etaAttn * p.attentionPeakFlopPerS);
    if (tp > 1) {
        const double bytes = tokens * p.allReduceBytesPerToken;
        // A TP group wider than the scale-up domain crosses nodes: NCCL's latency, exposed in full,
        // replaces the in-node all-reduce's (as in decode, resolveRates()).
        const bool crossesNodes = tp > p.config.hardware->scaleUpGpus;
        const double crossNodeUs =
            crossesNodes
                ? kNcclInNodeAllReduceLatencyUs + kScaleOutMessagesPerAllReduce * p.config.hardware->scaleOutLatencyUs
                : 0.0;
        const double inNodeLatencySeconds = crossesNodes ? k.allReduceLatencyUs * kSecondsPerMicrosecond : 0.0;
        t += p.allReducesPerStep *
             ((allReduceSeconds(k, static_cast<int>(tp), bytes, p.scaleUpBytesPerS) - inNodeLatencySeconds) *
                  (1.0 - k.commOverlap) +
              crossNodeUs * kSecondsPerMicrosecond);
    }
    t += prefillPassFixedSeconds(p);
    return t;
}

/// TP and EP as the model can use them, and the GPU groups they imply.
void layOutParallelism(PreparedConfig& p)
{
    const LlmModel& m = *p.config.model;
    const int tp = std::max(1, p.config.tensorParallel);
    const int ep = m.isMoe() ? std::max(1, p.config.expertParallel) : 1;
    p.config.tensorParallel = tp;
    p.config.expertParallel = ep;
    const int pp = std::max(1, p.config.pipelineParallel);
    p.config.pipelineParallel = pp;
    p.pipelineParallel = pp;
    p.gpusPerStage = std::max(tp, ep);
    p.gpusPerInstance = p.gpusPerStage * pp;
    p.attentionReplicas = std::max(1, p.gpusPerStage / tp);
    p.expertTensorParallel = std::max(1, p.gpusPerStage / ep);
    p.layers = m.layers;
    p.moeLayers = m.moeLayers();
}

/// Whether the KV cache is FP8: the run is quantized and the GPU has FP8 math.
bool usesFp8Kv(const DeploymentConfig& config)
{
    return config.precision != Precision::BF16 && config.hardware->supportsNative(Precision::FP8);
}

/// Mixed precision: an FP4 run keeping a share s of its quantised weights at FP8 stores
/// s x FP8 + (1 - s) x FP4 bytes per weight and spends s of its GEMM work at the FP8 math rate:
/// the effective peak is the harmonic mean 1 / (s / P8 + (1 - s) / P4).
void resolveMixedPrecision(PreparedConfig& p)
{
    const DeploymentConfig& c = p.config;
    p.quantisedBytesPerWeight = bytesPerWeight(c.precision, p.fp4Mxfp4);
    const double share = std::clamp(c.fp8WeightShare, 0.0, 1.0);
    if (c.precision != Precision::FP4 || !(share > 0))
        return;
    p.quantisedBytesPerWeight =
        share * bytesPerWeight(Precision::FP8, p.fp4Mxfp4) + (1.0 - share) * p.quantisedBytesPerWeight;
    const Precision fp8Math = precisionSupport(*c.hardware, *c.model, Precision::FP8).math;
    const double fp8Peak = c.hardware->denseTflops[static_cast<int>(fp8Math)] * kFlopPerSPerTflopPerS;
    p.peakFlopPerS = 1.0 / (share / fp8Peak + (1.0 - share) / p.peakFlopPerS);
}

/// A board power cap lowers the SM clock (clockFractionUnderCap()): math peaks scale with it, HBM
/// bandwidth does not. The all-in power per GPU was sized for the board at TDP, so it drops by
/// what the cap removes.
void resolvePowerCap(PreparedConfig& p)
{
    const Hardware& hw = *p.config.hardware;
    p.clockFraction = clockFractionUnderCap(p.config.powerCapW, hw.idleW, hw.tdpW);
    if (p.clockFraction >= 1.0)
        return;
    p.peakFlopPerS *= p.clockFraction;
    p.attentionPeakFlopPerS *= p.clockFraction;
    const double cappedBoardW = hw.idleW + (hw.tdpW - hw.idleW) * p.clockFraction * p.clockFraction;
    p.powerCapSavingW = std::max(0.0, hw.tdpW - cappedBoardW);
}

/// Peak math and memory rates the run reaches on this GPU, and the link its instance spans.
void resolveRates(PreparedConfig& p)
{
    const Hardware& hw = *p.config.hardware;
    const LlmModel& m = *p.config.model;
    const PerfKnobs& k = p.config.knobs;
    // Precision the GEMMs run at (core/precisionsupport.h): FP4 weights without FP4 math multiply
    // in BF16, so a skinny MoE GEMM pays BF16 tile math for every padded row.
    p.mathPrecision = precisionSupport(hw, m, p.config.precision).math;
    p.peakFlopPerS = hw.denseTflops[static_cast<int>(p.mathPrecision)] * kFlopPerSPerTflopPerS;
    p.gemmEfficiencyMax = p.mathPrecision == Precision::BF16 ? k.gemmEfficiencyMax : k.gemmEfficiencyMaxFp8;
    // A checkpoint released in FP4 (gpt-oss: MXFP4) keeps its format on every GPU: Hopper's Marlin
    // and Triton kernels read the MXFP4 blocks as stored. Quantized checkpoints use the GPU's format.
    p.fp4Mxfp4 = hw.mxfp4 || m.nativePrecision == Precision::FP4;
    // Attention math runs in BF16, except on GPUs of the FP4 generation (Blackwell, CDNA4) with an
    // FP8 KV cache: their generation and context attention kernels (trtllm-gen FMHA and FP8 MLA,
    // used by TensorRT-LLM, SGLang and vLLM's FlashInfer backend) quantize the query and run QK and
    // PV at FP8. This matters for MLA with data-parallel attention: 128 heads per rank make decode
    // attention compute-bound at long context.
    const bool fp8Kv = usesFp8Kv(p.config);
    const bool fp8Attention = fp8Kv && hw.supportsNative(Precision::FP4);
    p.attentionPeakFlopPerS =
        hw.denseTflops[static_cast<int>(fp8Attention ? Precision::FP8 : Precision::BF16)] * kFlopPerSPerTflopPerS;
    p.hbmBytesPerS = hw.hbmTbPerS * kBytesPerTb;
    // The attention knobs are the BF16-KV fit of performance-models.md section 2.4 (10 us + 25 ns
    // per sequence x KV head); the same fit with an FP8 KV cache gives 6 us + 10 ns.
    p.attentionFixedScale = fp8Kv ? 6.0 / 10.0 : 1.0;
    p.attentionPerSeqHeadScale = fp8Kv ? 10.0 / 25.0 : 1.0;
    p.scaleUpBytesPerS = (p.gpusPerStage <= hw.scaleUpGpus ? hw.scaleUpGbPerS : hw.scaleOutGbPerS) * kBytesPerGb;
    // The TP group stays inside one scale-up domain when it fits there; only the EP all-to-all (and
    // the pipeline hops) cross the scale-out network, paying its latency on every pass.
    if (p.gpusPerStage > hw.scaleUpGpus && p.config.tensorParallel <= hw.scaleUpGpus)
        p.scaleUpBytesPerS = hw.scaleUpGbPerS * kBytesPerGb;
    p.allToAllBytesPerS = p.gpusPerStage <= hw.scaleUpGpus ? p.scaleUpBytesPerS : hw.scaleOutGbPerS * kBytesPerGb;
    p.allToAllExtraLatencyUs = p.gpusPerStage <= hw.scaleUpGpus ? 0.0 : hw.scaleOutLatencyUs;
    // An all-reduce across nodes is NCCL's, in the node and across it, and sits on the critical path:
    // its output feeds the next layer, and the overlap the framework knob describes (fused or
    // two-batch all-reduce) is that of the in-node custom all-reduce.
    p.allReduceExtraLatencyUs =
        p.config.tensorParallel <= hw.scaleUpGpus
            ? 0.0
            : kNcclInNodeAllReduceLatencyUs + kScaleOutMessagesPerAllReduce * hw.scaleOutLatencyUs;
    resolveMixedPrecision(p);
    resolvePowerCap(p);
}

/// The PP - 1 hops of one micro-batch between pipeline stages over the scale-out network: latency
/// plus BF16 activations (hidden values per token).
void sizePipelineHops(PreparedConfig& p)
{
    const Hardware& hw = *p.config.hardware;
    const double hops = p.pipelineParallel - 1;
    p.pipelineHopSeconds = hops * hw.scaleOutLatencyUs * kSecondsPerMicrosecond;
    p.pipelineHopSecondsPerToken =
        hops * p.config.model->hidden * kBf16BytesPerValue / (hw.scaleOutGbPerS * kBytesPerGb);
}

/// Weight bytes and parameters per GPU. Routed experts are always at the chosen precision; other
/// linear layers at it unless the checkpoint keeps them wider (gpt-oss keeps attention in BF16; an
/// FP8-native model's FP4 checkpoint keeps its other layers at FP8). Embeddings and lm_head stay BF16.
void sizeWeights(PreparedConfig& p, const ParameterCounts& counts)
{
    const LlmModel& m = *p.config.model;
    const Precision precision = p.config.precision;
    const int tp = p.config.tensorParallel;
    const double quantBytes = p.quantisedBytesPerWeight;
    const double keptBytes = (m.nativePrecision == Precision::FP8 && precision != Precision::BF16)
                                 ? bytesPerWeight(Precision::FP8, p.fp4Mxfp4)
                                 : kBf16BytesPerValue;
    const double attnBytes = m.quantizeAttention ? quantBytes : std::max(quantBytes, keptBytes);
    const double ffnBytes = m.quantizeDenseFfn ? quantBytes : std::max(quantBytes, keptBytes);
    const double denseLayers = m.isMoe() ? m.denseLayers : m.layers;
    const double lmHeadParams = static_cast<double>(m.vocabulary) * m.hidden;

    const double denseBytesTotal =
        m.layers * counts.attentionPerLayer * attnBytes + denseLayers * counts.denseFfnPerLayer * ffnBytes +
        p.moeLayers * (counts.sharedPerLayer * ffnBytes + counts.routerPerLayer * kBf16BytesPerValue) +
        lmHeadParams * kBf16BytesPerValue;
    const double denseParamsTotal = m.layers * counts.attentionPerLayer + denseLayers * counts.denseFfnPerLayer +
                                    p.moeLayers * (counts.sharedPerLayer + counts.routerPerLayer) + lmHeadParams;
    p.denseBytesPerGpu = denseBytesTotal / tp;
    p.denseParamsPerGpu = denseParamsTotal / tp;
    p.expertParams = counts.expertPerLayer;
    p.expertBytesPerGpuPerExpert = counts.expertPerLayer * quantBytes / p.expertTensorParallel;
    p.localExperts = m.isMoe() ? static_cast<double>(m.experts) / p.config.expertParallel : 0.0;
    p.busiestRankDeviation = m.isMoe() ? expectedLargestNormalDeviate(p.config.expertParallel) : 0.0;
    // An expert split over TP ranks leaves each GPU F_e / TP columns: fewer tiles in flight per expert.
    const double sliceColumns = static_cast<double>(m.moeIntermediate) / p.expertTensorParallel;
    const double halfColumns = std::max(0.0, p.config.knobs.moeSliceHalfColumns);
    p.expertSliceEfficiency =
        m.isMoe() ? sliceColumns * sliceColumns / (sliceColumns * sliceColumns + halfColumns * halfColumns) : 1.0;
    const double embeddingBytes = (m.tiedEmbeddings ? 0.0 : lmHeadParams * kBf16BytesPerValue) / tp;
    // Each pipeline stage holds 1/PP of the layers; the step's timing still passes all of them.
    p.weightsBytesPerGpu =
        (p.denseBytesPerGpu + embeddingBytes + p.moeLayers * p.localExperts * p.expertBytesPerGpuPerExpert) /
        p.pipelineParallel;
}

/// KV cache bytes per token and attention work per token. FP8 KV where the GPU has FP8 math and the
/// run is quantized; BF16 otherwise. Sliding-window layers attend to at most their window.
void sizeKvCacheAndAttention(PreparedConfig& p)
{
    const DeploymentConfig& config = p.config;
    const LlmModel& m = *config.model;
    const int tp = config.tensorParallel;
    const double kvBytes = usesFp8Kv(config) ? kFp8BytesPerValue : kBf16BytesPerValue;
    const double window = m.slidingWindow > 0 ? m.slidingWindow : 1e18;
    const double fullFraction = 1.0 - m.slidingLayerFraction;
    const double averageContext = config.inputTokens + config.outputTokens / 2.0;
    const double fullContext = config.inputTokens + config.outputTokens + config.speculativeTokens;
    const auto attended = [&](double ctx) {
        return fullFraction * ctx + m.slidingLayerFraction * std::min(ctx, window);
    };
    p.contextAverage = attended(averageContext);
    const double headsPerGpu = static_cast<double>(m.attentionHeads) / tp;
    double kvPerTokenPerLayerPerGpu = 0;
    double kvPerTokenPerLayerTotal = 0;
    if (m.attention == AttentionKind::MLA) {
        // One compressed latent per token shared by all heads; not split by TP.
        kvPerTokenPerLayerPerGpu = (m.kvLoraRank + m.qkRopeHeadDim) * kvBytes;
        kvPerTokenPerLayerTotal = kvPerTokenPerLayerPerGpu;
        p.kvHeadsPerGpu = 1;
        // Absorbed MLA decode: QK over (latent + rope) and PV over the latent, per head.
        p.attentionFlopPerQueryContextToken =
            m.layers * kFlopPerMultiplyAccumulate * headsPerGpu * (2.0 * m.kvLoraRank + m.qkRopeHeadDim);
        // Prefill: QK over (nope + rope) and PV over v, 2 FLOP per MAC, half the S^2 pairs.
        p.prefillAttentionFlopPerPromptTokenSquared = m.layers * kFlopPerMultiplyAccumulate *
                                                      kCausalPairsPerSquaredLength * headsPerGpu *
                                                      (m.qkNopeHeadDim + m.qkRopeHeadDim + m.vHeadDim);
    } else {
        // KV heads replicate when TP exceeds their number.
        p.kvHeadsPerGpu = std::ceil(static_cast<double>(m.kvHeads) / tp);
        kvPerTokenPerLayerPerGpu = kKvVectorsPerHead * p.kvHeadsPerGpu * m.headDim * kvBytes;
        kvPerTokenPerLayerTotal = kKvVectorsPerHead * m.kvHeads * m.headDim * kvBytes;
        const double flopPerHeadDim = kFlopPerMultiplyAccumulate * kAttentionMatmuls;
        p.attentionFlopPerQueryContextToken = m.layers * flopPerHeadDim * headsPerGpu * m.headDim;
        p.prefillAttentionFlopPerPromptTokenSquared =
            m.layers * flopPerHeadDim * kCausalPairsPerSquaredLength * headsPerGpu * m.headDim;
    }
    // Average over full and sliding layers is folded into contextAverage; bytes per context token
    // below are for a full-attention layer stack.
    p.kvBytesPerTokenPerGpu = m.layers * kvPerTokenPerLayerPerGpu;
    // The selection scores one shared index key per token of the whole context on every sparse
    // layer (not split by TP): cached beside the KV, read in full every step, sent with the KV.
    const double indexKeyBytesPerToken = sparseAttentionLayers(m) * m.indexKeyDim * kvBytes;
    p.kvBytesPerTokenTotal = m.layers * kvPerTokenPerLayerTotal + indexKeyBytesPerToken;
    p.kvReadBytesPerSequence = p.contextAverage * p.kvBytesPerTokenPerGpu + averageContext * indexKeyBytesPerToken;
    // ...and each query token scores all of them before the top-k picks its keys.
    p.indexScoreFlopPerQueryToken = averageContext * indexScoreFlopPerQueryContextToken(m, tp);
    // A sparse-attention layer reads only its selected keys but keeps the whole context cached.
    const auto cachedBytes = [&](double ctx) {
        return p.kvBytesPerTokenPerGpu * (m.sparseAttention ? ctx : attended(ctx)) + ctx * indexKeyBytesPerToken;
    };
    // A sequence at its last token holds the whole context, each GPU 1/PP of its layers; on average a
    // running one holds its prompt and the share of its answer the framework's allocation keeps (all
    // of it where it is reserved).
    p.kvMemoryFullSequenceBytes = cachedBytes(fullContext) / p.pipelineParallel;
    const double answerHeld = std::clamp(config.knobs.kvAnswerShareHeld, 0.0, 1.0) * config.outputTokens;
    p.kvMemoryPerSequenceBytes = cachedBytes(config.inputTokens + answerHeld + config.speculativeTokens);
}

/// Bytes and counts of the collectives of one step.
void sizeCommunication(PreparedConfig& p)
{
    const LlmModel& m = *p.config.model;
    const double denseLayers = m.isMoe() ? m.denseLayers : m.layers;
    p.allReduceBytesPerToken = m.hidden * kBf16BytesPerValue;
    const double perMoeLayer =
        p.config.expertParallel > 1 ? kAllReducesPerMoeLayerExpertParallel : kAllReducesPerMoeLayerTensorParallel;
    p.allReducesPerStep = denseLayers * kAllReducesPerDenseLayer + p.moeLayers * perMoeLayer;
    p.allToAllBytesPerToken = m.isMoe() ? m.expertsPerToken * m.hidden * kAllToAllBytesPerHiddenElement : 0.0;
    // Inside a node every routed copy bound for another rank, (n - 1) / n of them, moves over the
    // scale-up link at the framework's all-to-all efficiency. Across nodes only the copies bound for
    // another node, (nodes - 1) / nodes with uniform routing, cross the NIC; the rest move over NVLink
    // at the same time and finish first.
    const Hardware& hw = *p.config.hardware;
    const int n = std::max(1, p.config.expertParallel);
    if (n <= hw.scaleUpGpus) {
        p.allToAllSecondsPerByte = (n - 1.0) / n / (p.config.knobs.allToAllEfficiency * p.allToAllBytesPerS);
    } else {
        const double nodes = std::ceil(static_cast<double>(n) / hw.scaleUpGpus);
        p.allToAllSecondsPerByte = (nodes - 1.0) / nodes / (kScaleOutAllToAllEfficiency * p.allToAllBytesPerS);
    }
}

/// The KV memory left once weights and reserves are in place, and the batch it holds. vLLM and
/// SGLang cap all allocations at a share of HBM; TensorRT-LLM gives the KV cache a share of what is
/// left once weights and reserves are in place (so a 72 GB FP8 70B fits one 80 GB H100).
void fitBatchInMemory(PreparedConfig& p)
{
    const PerfKnobs& k = p.config.knobs;
    const double hbmBytes = p.config.hardware->usableHbmGb * kBytesPerGb;
    const double reserved = k.reservedMemoryGb * kBytesPerGb;
    p.freeMemoryForKvBytes = k.kvFreeMemoryFraction > 0
                                 ? k.kvFreeMemoryFraction * (hbmBytes - reserved - p.weightsBytesPerGpu)
                                 : hbmBytes * k.usableMemoryFraction - reserved - p.weightsBytesPerGpu;
    // Weights must sit in HBM; KV beyond it may sit in host memory (offload). With PP every GPU
    // holds 1/PP of each sequence's KV, so the pipeline holds PP times the sequences of one stage.
    const double offloadBytes = p.config.kvOffloadGb * kBytesPerGb;
    if (p.freeMemoryForKvBytes <= 0 || p.kvMemoryPerSequenceBytes <= 0 ||
        p.kvMemoryFullSequenceBytes > p.freeMemoryForKvBytes + offloadBytes) {
        p.maxBatch = 0;
    } else {
        const double inMemoryPerRank =
            std::floor((p.freeMemoryForKvBytes + offloadBytes) / p.kvMemoryPerSequenceBytes) * p.pipelineParallel;
        // Short sequences on a large instance fit tens of thousands at once, but the scheduler
        // runs no more than its cap: past it, throughput stops growing.
        const double schedulerCap = std::max(1.0, std::floor(k.maxRunningSequences));
        const double perRank = std::min(inMemoryPerRank, schedulerCap);
        p.maxBatchIsSchedulerCap = schedulerCap < inMemoryPerRank;
        p.maxBatch = static_cast<int>(std::min(kMaxBatchSequences, perRank * p.attentionReplicas));
    }
}

/// Prefill costs per request (chunked, throughput) and alone (latency), and one chunk's share.
void preparePrefill(PreparedConfig& p)
{
    const double isl = p.config.inputTokens;
    // Prompt tokens that miss the prefix cache fill the chunk's token budget.
    const double computedIsl = isl * (1.0 - p.config.prefixCacheHit);
    const double batchedPrompts = std::max(1.0, std::floor(kPrefillChunkTokens / computedIsl));
    // PP stages prefill different chunks at once: the instance spends 1/PP of a pass per request.
    p.prefillSecondsPerRequest = prefillSeconds(p, batchedPrompts, isl) / batchedPrompts / p.pipelineParallel;
    p.prefillSecondsSingle =
        prefillSeconds(p, 1.0, isl) + p.pipelineHopSeconds + p.pipelineHopSecondsPerToken * computedIsl;
    // A prompt longer than the token budget is split into budget-sized chunks.
    const double chunks = std::max(1.0, std::ceil(computedIsl / kPrefillChunkTokens));
    p.prefillPromptsPerChunk = batchedPrompts / chunks;
    p.prefillChunkSeconds = p.prefillSecondsPerRequest * p.prefillPromptsPerChunk;
    p.prefillChunkFixedSeconds = prefillPassFixedSeconds(p);
}

/// The steps that depend on achieved efficiencies: prefill costs and the batch kernel's coefficients.
void prepareTimings(PreparedConfig& p)
{
    preparePrefill(p);
    p.decode = decodeCoefficients(p);
    p.serving = servingCoefficients(p);
}

} // namespace

ParameterCounts countParameters(const LlmModel& m)
{
    // Gated FFNs (SwiGLU) hold three matrices: gate, up and down.
    constexpr double kGatedFfnMatrices = 3.0;
    // GQA attention: Q and O are hidden x (heads x dh); K and V are hidden x (KV heads x dh).
    constexpr double kQueryAndOutputMatrices = 2.0;
    ParameterCounts c;
    const double h = m.hidden;
    if (m.attention == AttentionKind::MLA) {
        const double qkDim = m.qkNopeHeadDim + m.qkRopeHeadDim;
        const double q = m.qLoraRank > 0 ? h * m.qLoraRank + static_cast<double>(m.qLoraRank) * m.attentionHeads * qkDim
                                         : h * m.attentionHeads * qkDim;
        const double kvDown = h * (m.kvLoraRank + m.qkRopeHeadDim);
        const double kvUp = static_cast<double>(m.kvLoraRank) * m.attentionHeads * (m.qkNopeHeadDim + m.vHeadDim);
        const double o = static_cast<double>(m.attentionHeads) * m.vHeadDim * h;
        c.attentionPerLayer = q + kvDown + kvUp + o;
    } else {
        c.attentionPerLayer =
            kQueryAndOutputMatrices * h * m.attentionHeads * m.headDim + kKvVectorsPerHead * h * m.kvHeads * m.headDim;
    }
    c.denseFfnPerLayer = kGatedFfnMatrices * h * m.ffnIntermediate;
    c.expertPerLayer = kGatedFfnMatrices * h * m.moeIntermediate;
    c.sharedPerLayer = m.sharedExperts * c.expertPerLayer;
    c.routerPerLayer = m.isMoe() ? h * m.experts : 0.0;
    c.embedding = static_cast<double>(m.vocabulary) * h * (m.tiedEmbeddings ? 1.0 : 2.0);
    const double denseLayers = m.isMoe() ? m.denseLayers : m.layers;
    const double moeLayers = m.moeLayers();
    c.total = m.layers * c.attentionPerLayer + denseLayers * c.denseFfnPerLayer +
              moeLayers * (c.routerPerLayer + c.sharedPerLayer + m.experts * c.expertPerLayer) + c.embedding;
    c.activePerToken = m.layers * c.attentionPerLayer + denseLayers * c.denseFfnPerLayer +
                       moeLayers * (c.routerPerLayer + c.sharedPerLayer + m.expertsPerToken * c.expertPerLayer) +
                       static_cast<double>(m.vocabulary) * h; // lm_head
    return c;
}

PreparedConfig prepare(const DeploymentConfig& config)
{
    PreparedConfig p;
    p.config = config;
    layOutParallelism(p);
    resolveRates(p);
    sizeWeights(p, countParameters(*config.model));
    sizeKvCacheAndAttention(p);
    sizeCommunication(p);
    sizePipelineHops(p);
    p.acceptedTokensPerStep =
        acceptedTokensPerStep(std::max(0, config.speculativeTokens), config.specAcceptance, config.specAcceptanceDecay);
    fitBatchInMemory(p);
    prepareTimings(p);
    return p;
}

void rescaleEfficiency(PreparedConfig& prepared, double efficiencyScale)
{
    prepared.config.efficiencyScale = efficiencyScale;
    prepareTimings(prepared);
}

} // namespace tf::core
