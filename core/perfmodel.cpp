#include "core/perfmodel.h"

#include "core/precisionsupport.h"

#include <algorithm>
#include <cmath>

namespace tf::core {

namespace {

constexpr double kBf16Bytes = 2.0;
constexpr double kUs = 1e-6;
/// Prompt tokens batched per prefill iteration under chunked prefill (vLLM/SGLang default
/// max_num_batched_tokens is of this order); amortises the weight read across requests.
constexpr double kPrefillChunkTokens = 8192.0;

/// Precision the GEMMs run at (core/precisionsupport.h): FP4 weights without FP4 math multiply in
/// BF16, so a skinny MoE GEMM pays BF16 tile math for every padded row.
Precision mathPrecisionFor(const Hardware& hw, const LlmModel& m, Precision weights)
{
    return precisionSupport(hw, m, weights).math;
}

double finiteOr(double value, double fallback)
{
    return std::isfinite(value) ? value : fallback;
}

/// GEMM efficiency curve eta(M) = eta_max * M / (M + M_half), M = tokens in the GEMM.
double gemmEfficiency(double etaMax, double halfTokens, double tokens)
{
    return etaMax * tokens / (tokens + halfTokens);
}

/// Extra latency of the two-shot (reduce-scatter + all-gather) all-reduce over the one-shot one,
/// derived from the H200 custom all-reduce table in performance-models.md section 2.8: TP8 takes
/// 25.7 us for 1 MB (one-shot: 3 us + 7 x 1 MB at 0.75 x 450 GB/s) and 77 us for 8 MB (two-shot:
/// 3 us + 1.75 x 8 MB at 0.75 x 450 GB/s + 33 us).
constexpr double kTwoShotExtraLatencyUs = 33.0;

struct StepTimes
{
    double weightRead = 0;
    double kvRead = 0;
    double compute = 0;
    double comm = 0;
    double overhead = 0;
    double total = 0;
    double computeBusy = 0; ///< seconds the math units are busy (for power)
};

struct ExpertTimes
{
    double read = 0; ///< routed expert weights streamed, s
    double math = 0; ///< routed expert GEMMs, s
};

/// Routed experts of one decode step for `groupTokens` tokens over the EP group. Each touched
/// expert runs a GEMM over the tokens routed to it, T k / (experts touched) and at least one (T k / E
/// undercounts it at small batch, where few experts are touched); grouped expert GEMMs reach
/// moe_grouped_gemm_efficiency of what dense GEMMs reach, in their weight stream and their math.
ExpertTimes decodeExperts(const PreparedConfig& p, double groupTokens, double etaBw, double etaMax)
{
    const PerfKnobs& k = p.config.knobs;
    const LlmModel& m = *p.config.model;
    const double touchedAll = distinctExpertsTouched(m.experts, m.expertsPerToken, groupTokens, k.moeRoutingSkew);
    const double touched = touchedAll * (p.localExperts / m.experts);
    const double tokensPerExpert = groupTokens * m.expertsPerToken / std::max(touchedAll, 1.0);
    const double grouped = std::clamp(k.moeGroupedGemmEfficiency, 0.01, 1.0);
    ExpertTimes t;
    t.read = p.moeLayers * touched * p.expertBytesPerGpuPerExpert / (grouped * etaBw * p.hbmBytesPerS);
    t.math = p.moeLayers * 2.0 * groupTokens * m.expertsPerToken * p.expertParams / p.gpusPerInstance /
             (grouped * gemmEfficiency(etaMax, k.gemmHalfTokens, std::max(tokensPerExpert, 1e-9)) * p.peakFlops);
    return t;
}

/// One decode iteration with `sequencesPerRank` sequences per attention rank and
/// `queryTokensPerSequence` tokens per sequence (1 + drafts when verifying).
StepTimes decodeStep(const PreparedConfig& p, double sequencesPerRank, double queryTokensPerSequence)
{
    const PerfKnobs& k = p.config.knobs;
    const double scale = p.config.efficiencyScale;
    const double etaBw = std::min(1.0, k.hbmEfficiency * scale);
    const double etaKv = std::min(1.0, k.kvEfficiency * scale);
    const double etaMax = std::min(1.0, p.gemmEfficiencyMax * scale);
    const double etaAttn = std::min(1.0, k.attentionComputeEfficiency * scale);
    const double tokensPerRank = sequencesPerRank * queryTokensPerSequence;
    StepTimes t;

    // Non-expert GEMMs (attention projections, dense FFN, shared experts, lm_head): one weight
    // read per step, math on every token of the rank.
    const double denseRead = p.denseBytesPerGpu / (etaBw * p.hbmBytesPerS);
    const double denseMath = 2.0 * tokensPerRank * p.denseParamsPerGpu /
                             (gemmEfficiency(etaMax, k.gemmHalfTokens, tokensPerRank) * p.peakFlops);
    double kernels = p.layers * k.kernelsPerLayer * k.kernelOverheadUs * kUs;
    double weightRead = denseRead;
    double compute = 0;
    double busy = denseMath;
    if (denseMath > denseRead) {
        compute += denseMath;
        weightRead = 0;
    }

    // Routed experts: distinct experts touched by the whole EP group's tokens.
    if (p.moeLayers > 0) {
        const ExpertTimes e = decodeExperts(p, tokensPerRank * p.attentionReplicas, etaBw, etaMax);
        const double imbalance = p.config.expertParallel > 1 ? k.moeImbalance : 1.0;
        busy += e.math;
        if (e.math > e.read)
            compute += imbalance * e.math;
        else
            weightRead += imbalance * e.read;
        kernels += p.moeLayers * k.moeLayerOverheadUs * kUs;
    }

    // Decode attention: KV read per sequence, math per (query token x context token).
    const double kvRead = sequencesPerRank * p.contextAverage * p.kvBytesPerTokenPerGpu / (etaKv * p.hbmBytesPerS);
    const double attnMath =
        tokensPerRank * p.contextAverage * p.attentionFlopsPerTokenCtx / (etaAttn * p.attentionFlops);
    const double attnFixed =
        p.layers * (k.attentionOverheadUs * p.attentionFixedScale * kUs +
                    k.attentionPerSeqHeadNs * p.attentionPerSeqHeadScale * 1e-9 * sequencesPerRank * p.kvHeadsPerGpu);
    busy += attnMath;
    if (attnMath > kvRead) {
        compute += attnMath;
        t.kvRead = 0;
    } else {
        t.kvRead = kvRead;
    }

    // Communication on the critical path (not hidden by overlap).
    double comm = 0;
    if (p.config.tensorParallel > 1) {
        const double bytes = tokensPerRank * p.allReduceBytesPerToken;
        comm += p.allReducesPerStep * allReduceSeconds(k, p.config.tensorParallel, bytes, p.scaleUpBytesPerS);
    }
    if (p.config.expertParallel > 1 && p.moeLayers > 0) {
        const int n = p.config.expertParallel;
        const double bytes = tokensPerRank * p.allToAllBytesPerToken * (n - 1) / n;
        const double oneLayer = 2.0 * k.allToAllLatencyUs * kUs + bytes / (k.allToAllEfficiency * p.scaleUpBytesPerS);
        comm += p.moeLayers * oneLayer * (p.config.expertParallel > 1 ? k.moeImbalance : 1.0);
    }
    comm *= (1.0 - k.commOverlap);

    const double overhead = k.stepOverheadUs * kUs + p.layers * k.layerOverheadUs * kUs +
                            sequencesPerRank * k.sequenceOverheadUs * kUs + kernels + attnFixed;

    t.weightRead = weightRead;
    t.compute = compute;
    t.comm = comm;
    t.overhead = overhead;
    t.total = weightRead + t.kvRead + compute + comm + overhead;
    t.computeBusy = busy;
    return t;
}

/// Fixed costs of one forward pass: step, per-layer and per-kernel overheads.
double prefillPassFixedSeconds(const PreparedConfig& p)
{
    const PerfKnobs& k = p.config.knobs;
    return k.stepOverheadUs * kUs + p.layers * (k.layerOverheadUs + k.kernelsPerLayer * k.kernelOverheadUs) * kUs;
}

/// Prefill of `sequences` prompts of `length` tokens processed together on one TP group.
double prefillSeconds(const PreparedConfig& p, double sequences, double length)
{
    const PerfKnobs& k = p.config.knobs;
    const double scale = p.config.efficiencyScale;
    const double etaBw = std::min(1.0, k.hbmEfficiency * scale);
    const double etaPrefill = std::min(1.0, k.prefillEfficiency * scale);
    const double etaAttn = std::min(1.0, k.attentionComputeEfficiency * scale);
    const double tokens = sequences * length;
    const double tp =
        p.config.serving == ServingMode::Disaggregated ? p.config.prefillTensorParallel : p.config.tensorParallel;
    const double tpRatio = p.config.tensorParallel / tp; // constants were prepared for the decode TP

    const double denseRead = p.denseBytesPerGpu * tpRatio / (etaBw * p.hbmBytesPerS);
    const double denseMath = 2.0 * tokens * p.denseParamsPerGpu * tpRatio /
                             (gemmEfficiency(etaPrefill, k.gemmHalfTokens, tokens) * p.peakFlops);
    double t = std::max(denseRead, denseMath);

    if (p.moeLayers > 0) {
        const LlmModel& m = *p.config.model;
        // Prefill experts are spread over the prefill group (EP = its size).
        const double perGpuExperts = static_cast<double>(m.experts) / tp;
        const double touchedAll = distinctExpertsTouched(m.experts, m.expertsPerToken, tokens, k.moeRoutingSkew);
        const double touched = touchedAll * (perGpuExperts / m.experts);
        const double expertBytes = p.expertParams * bytesPerWeight(p.config.precision, p.fp4Mxfp4);
        const double grouped = std::clamp(k.moeGroupedGemmEfficiency, 0.01, 1.0);
        const double read = p.moeLayers * touched * expertBytes / (grouped * etaBw * p.hbmBytesPerS);
        const double tokensPerExpert = tokens * m.expertsPerToken / std::max(touchedAll, 1.0);
        const double math =
            p.moeLayers * 2.0 * tokens * m.expertsPerToken * p.expertParams / tp /
            (grouped * gemmEfficiency(etaPrefill, k.gemmHalfTokens, std::max(tokensPerExpert, 1e-9)) * p.peakFlops);
        t += std::max(read, math);
        t += p.moeLayers * k.moeLayerOverheadUs * kUs;
    }

    // Causal attention: S^2/2 (query, key) pairs per sequence on a full-attention layer; a sliding
    // layer of window W attends to at most W keys, W*S - W^2/2 pairs once S > W (gpt-oss: half of its
    // layers at W = 128, so long prompts cost about half the attention math of full layers).
    const LlmModel& model = *p.config.model;
    const double window = model.slidingWindow > 0 ? static_cast<double>(model.slidingWindow) : 0.0;
    const double slidingPairs =
        (window > 0 && length > window) ? 2.0 * window * length - window * window : length * length;
    const double pairsTimesTwo =
        (1.0 - model.slidingLayerFraction) * length * length + model.slidingLayerFraction * slidingPairs;
    t += sequences * pairsTimesTwo * p.prefillAttentionFlopsPerTokenSq * tpRatio / (etaAttn * p.attentionFlops);

    if (tp > 1) {
        const double bytes = tokens * p.allReduceBytesPerToken;
        t += p.allReducesPerStep * allReduceSeconds(k, static_cast<int>(tp), bytes, p.scaleUpBytesPerS) *
             (1.0 - k.commOverlap);
    }
    t += prefillPassFixedSeconds(p);
    return t;
}

} // namespace

const char* boundId(Bound b)
{
    switch (b) {
    case Bound::Memory:
        return "memory";
    case Bound::Compute:
        return "compute";
    case Bound::Communication:
        return "communication";
    case Bound::Overhead:
        return "overhead";
    }
    return "memory";
}

double allReduceSeconds(const PerfKnobs& k, int n, double bytes, double linkBytesPerS)
{
    const double bandwidth = k.allReduceBusEfficiency * linkBytesPerS;
    const double oneShot = (n - 1) * bytes / bandwidth;
    const double twoShot = kTwoShotExtraLatencyUs * kUs + 2.0 * (n - 1) / n * bytes / bandwidth;
    return k.allReduceLatencyUs * kUs + std::min(oneShot, twoShot);
}

double closedLoopTtftSeconds(double concurrency, double saturationConcurrency, double outputTokens, double tpotSeconds,
                             double unloadedTtftSeconds)
{
    if (!(saturationConcurrency > 0) || !(concurrency > saturationConcurrency))
        return unloadedTtftSeconds;
    const double wait = (concurrency - saturationConcurrency) * outputTokens * tpotSeconds / saturationConcurrency;
    return unloadedTtftSeconds + finiteOr(std::max(0.0, wait), 0.0);
}

double queueWaitSeconds(double utilisation, double serviceSeconds)
{
    const double rho = std::clamp(utilisation, 0.0, 0.99);
    return rho * serviceSeconds / (2.0 * (1.0 - rho));
}

double acceptedTokensPerStep(int gamma, double acceptance, double decay)
{
    double expected = 1.0;
    double chain = 1.0;
    for (int i = 1; i <= gamma; ++i) {
        chain *= acceptance * std::pow(decay, i - 1);
        expected += chain;
    }
    return expected;
}

double distinctExpertsTouched(double experts, double topK, double tokens, double skew)
{
    if (experts <= 0 || tokens <= 0)
        return 0;
    const double effectiveTokens = std::pow(tokens, skew);
    // (1 - k/E)^T via exp/log1p keeps precision for large E.
    return experts * (1.0 - std::exp(effectiveTokens * std::log1p(-topK / experts)));
}

ParameterCounts countParameters(const LlmModel& m)
{
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
        c.attentionPerLayer = 2.0 * h * m.attentionHeads * m.headDim + 2.0 * h * m.kvHeads * m.headDim;
    }
    c.denseFfnPerLayer = 3.0 * h * m.ffnIntermediate;
    c.expertPerLayer = 3.0 * h * m.moeIntermediate;
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
    const Hardware& hw = *config.hardware;
    const LlmModel& m = *config.model;
    const PerfKnobs& k = config.knobs;
    const ParameterCounts counts = countParameters(m);

    const int tp = std::max(1, config.tensorParallel);
    const int ep = m.isMoe() ? std::max(1, config.expertParallel) : 1;
    p.config.tensorParallel = tp;
    p.config.expertParallel = ep;
    p.gpusPerInstance = std::max(tp, ep);
    p.attentionReplicas = std::max(1, p.gpusPerInstance / tp);
    p.expertTensorParallel = std::max(1, p.gpusPerInstance / ep);
    p.layers = m.layers;
    p.moeLayers = m.moeLayers();

    p.mathPrecision = mathPrecisionFor(hw, m, config.precision);
    p.peakFlops = hw.denseTflops[static_cast<int>(p.mathPrecision)] * 1e12;
    p.gemmEfficiencyMax = p.mathPrecision == Precision::BF16 ? k.gemmEfficiencyMax : k.gemmEfficiencyMaxFp8;
    // A checkpoint released in FP4 (gpt-oss: MXFP4) keeps its format on every GPU: Hopper's Marlin
    // and Triton kernels read the MXFP4 blocks as stored. Quantized checkpoints use the GPU's format.
    p.fp4Mxfp4 = hw.mxfp4 || m.nativePrecision == Precision::FP4;
    // Attention math runs in BF16, except on GPUs of the FP4 generation (Blackwell, CDNA4) with an
    // FP8 KV cache: their generation and context attention kernels (trtllm-gen FMHA and FP8 MLA,
    // used by TensorRT-LLM, SGLang and vLLM's FlashInfer backend) quantize the query and run QK and
    // PV at FP8. This matters for MLA with data-parallel attention: 128 heads per rank make decode
    // attention compute-bound at long context.
    const bool fp8Kv = config.precision != Precision::BF16 && hw.supportsNative(Precision::FP8);
    const bool fp8Attention = fp8Kv && hw.supportsNative(Precision::FP4);
    p.attentionFlops = hw.denseTflops[static_cast<int>(fp8Attention ? Precision::FP8 : Precision::BF16)] * 1e12;
    p.hbmBytesPerS = hw.hbmTbPerS * 1e12;
    // The attention knobs are the BF16-KV fit of performance-models.md section 2.4 (10 us + 25 ns
    // per sequence x KV head); the same fit with an FP8 KV cache gives 6 us + 10 ns.
    p.attentionFixedScale = fp8Kv ? 6.0 / 10.0 : 1.0;
    p.attentionPerSeqHeadScale = fp8Kv ? 10.0 / 25.0 : 1.0;
    p.scaleUpBytesPerS = (p.gpusPerInstance <= hw.scaleUpGpus ? hw.scaleUpGbPerS : hw.scaleOutGbPerS) * 1e9;

    // Bytes per weight: routed experts always at the chosen precision; other linear layers at it
    // unless the checkpoint keeps them wider (gpt-oss keeps attention in BF16; an FP8-native
    // model's FP4 checkpoint keeps its other layers at FP8). Embeddings and lm_head stay BF16.
    const double quantBytes = bytesPerWeight(config.precision, p.fp4Mxfp4);
    const double keptBytes = (m.nativePrecision == Precision::FP8 && config.precision != Precision::BF16)
                                 ? bytesPerWeight(Precision::FP8, p.fp4Mxfp4)
                                 : kBf16Bytes;
    const double attnBytes = m.quantizeAttention ? quantBytes : std::max(quantBytes, keptBytes);
    const double ffnBytes = m.quantizeDenseFfn ? quantBytes : std::max(quantBytes, keptBytes);
    const double denseLayers = m.isMoe() ? m.denseLayers : m.layers;
    const double lmHeadParams = static_cast<double>(m.vocabulary) * m.hidden;

    const double denseBytesTotal =
        m.layers * counts.attentionPerLayer * attnBytes + denseLayers * counts.denseFfnPerLayer * ffnBytes +
        p.moeLayers * (counts.sharedPerLayer * ffnBytes + counts.routerPerLayer * kBf16Bytes) +
        lmHeadParams * kBf16Bytes;
    const double denseParamsTotal = m.layers * counts.attentionPerLayer + denseLayers * counts.denseFfnPerLayer +
                                    p.moeLayers * (counts.sharedPerLayer + counts.routerPerLayer) + lmHeadParams;
    p.denseBytesPerGpu = denseBytesTotal / tp;
    p.denseParamsPerGpu = denseParamsTotal / tp;
    p.expertParams = counts.expertPerLayer;
    p.expertBytesPerGpuPerExpert = counts.expertPerLayer * quantBytes / p.expertTensorParallel;
    p.localExperts = m.isMoe() ? static_cast<double>(m.experts) / ep : 0.0;
    const double embeddingBytes = (m.tiedEmbeddings ? 0.0 : lmHeadParams * kBf16Bytes) / tp;
    p.weightsBytesPerGpu =
        p.denseBytesPerGpu + embeddingBytes + p.moeLayers * p.localExperts * p.expertBytesPerGpuPerExpert;

    // KV cache. FP8 KV where the GPU has FP8 math and the run is quantized; BF16 otherwise.
    const double kvBytes = fp8Kv ? 1.0 : kBf16Bytes;
    const double window = m.slidingWindow > 0 ? m.slidingWindow : 1e18;
    const double fullFraction = 1.0 - m.slidingLayerFraction;
    const double averageContext = config.inputTokens + config.outputTokens / 2.0;
    const double fullContext = config.inputTokens + config.outputTokens + config.speculativeTokens;
    const auto attended = [&](double ctx) {
        return fullFraction * ctx + m.slidingLayerFraction * std::min(ctx, window);
    };
    p.contextAverage = attended(averageContext);
    double kvPerTokenPerLayerPerGpu = 0;
    double kvPerTokenPerLayerTotal = 0;
    if (m.attention == AttentionKind::MLA) {
        // One compressed latent per token shared by all heads; not split by TP.
        kvPerTokenPerLayerPerGpu = (m.kvLoraRank + m.qkRopeHeadDim) * kvBytes;
        kvPerTokenPerLayerTotal = kvPerTokenPerLayerPerGpu;
        p.kvHeadsPerGpu = 1;
        const double headsPerGpu = static_cast<double>(m.attentionHeads) / tp;
        // Absorbed MLA decode: QK over (latent + rope), AV over the latent, per head.
        p.attentionFlopsPerTokenCtx = m.layers * 2.0 * headsPerGpu * (2.0 * m.kvLoraRank + m.qkRopeHeadDim);
        p.prefillAttentionFlopsPerTokenSq = m.layers * headsPerGpu * (m.qkNopeHeadDim + m.qkRopeHeadDim + m.vHeadDim);
    } else {
        // KV heads replicate when TP exceeds their number.
        p.kvHeadsPerGpu = std::ceil(static_cast<double>(m.kvHeads) / tp);
        kvPerTokenPerLayerPerGpu = 2.0 * p.kvHeadsPerGpu * m.headDim * kvBytes;
        kvPerTokenPerLayerTotal = 2.0 * m.kvHeads * m.headDim * kvBytes;
        const double headsPerGpu = static_cast<double>(m.attentionHeads) / tp;
        p.attentionFlopsPerTokenCtx = m.layers * 4.0 * headsPerGpu * m.headDim;
        p.prefillAttentionFlopsPerTokenSq = m.layers * 2.0 * headsPerGpu * m.headDim; // 4*nq*dh*S^2/2
    }
    // Average over full and sliding layers is folded into contextAverage; bytes per context token
    // below are for a full-attention layer stack.
    p.kvBytesPerTokenPerGpu = m.layers * kvPerTokenPerLayerPerGpu;
    p.kvBytesPerTokenTotal = m.layers * kvPerTokenPerLayerTotal;
    p.kvMemoryPerSequenceBytes = p.kvBytesPerTokenPerGpu * attended(fullContext);

    p.allReduceBytesPerToken = m.hidden * kBf16Bytes;
    const double arPerMoeLayer = ep > 1 ? 1.0 : 2.0;
    p.allReducesPerStep = denseLayers * 2.0 + p.moeLayers * arPerMoeLayer;
    // Dispatch in FP8 (1 byte) and combine in BF16 (2 bytes) per routed copy (DeepEP layout).
    p.allToAllBytesPerToken = m.isMoe() ? m.expertsPerToken * m.hidden * 3.0 : 0.0;

    const double gamma = std::max(0, config.speculativeTokens);
    p.acceptedTokensPerStep =
        acceptedTokensPerStep(static_cast<int>(gamma), config.specAcceptance, config.specAcceptanceDecay);

    // vLLM and SGLang cap all allocations at a share of HBM; TensorRT-LLM gives the KV cache a share
    // of what is left once weights and reserves are in place (so a 72 GB FP8 70B fits one 80 GB H100).
    const double hbmBytes = hw.usableHbmGb * 1e9;
    const double reserved = k.reservedMemoryGb * 1e9;
    p.freeMemoryForKvBytes = k.kvFreeMemoryFraction > 0
                                 ? k.kvFreeMemoryFraction * (hbmBytes - reserved - p.weightsBytesPerGpu)
                                 : hbmBytes * k.usableMemoryFraction - reserved - p.weightsBytesPerGpu;
    if (p.freeMemoryForKvBytes <= 0 || p.kvMemoryPerSequenceBytes <= 0) {
        p.maxBatch = 0;
    } else {
        const double perRank = std::floor(p.freeMemoryForKvBytes / p.kvMemoryPerSequenceBytes);
        p.maxBatch = static_cast<int>(std::min(1e7, perRank * p.attentionReplicas));
    }

    const double batchedPrompts = std::max(1.0, std::floor(kPrefillChunkTokens / config.inputTokens));
    p.prefillSecondsPerRequest = prefillSeconds(p, batchedPrompts, config.inputTokens) / batchedPrompts;
    p.prefillSecondsSingle = prefillSeconds(p, 1.0, config.inputTokens);
    // A prompt longer than the token budget is split into budget-sized chunks.
    const double chunks = std::max(1.0, std::ceil(config.inputTokens / kPrefillChunkTokens));
    p.prefillPromptsPerChunk = batchedPrompts / chunks;
    p.prefillChunkSeconds = p.prefillSecondsPerRequest * p.prefillPromptsPerChunk;
    p.prefillChunkFixedSeconds = prefillPassFixedSeconds(p);
    return p;
}

OperatingPoint evaluate(const PreparedConfig& p, int batch)
{
    OperatingPoint op;
    const DeploymentConfig& c = p.config;
    const Hardware& hw = *c.hardware;
    batch = std::max(1, batch);
    op.batch = batch;
    op.tensorParallel = c.tensorParallel;
    op.expertParallel = c.expertParallel;
    op.gpus = p.gpusPerInstance;
    op.maxBatch = p.maxBatch;
    op.fits = batch <= p.maxBatch;
    op.acceptedTokensPerStep = p.acceptedTokensPerStep;

    const double perRank = static_cast<double>(batch) / p.attentionReplicas;
    const int gamma = std::max(0, c.speculativeTokens);
    StepTimes step = decodeStep(p, perRank, 1.0 + gamma);
    double stepSeconds = step.total;
    if (gamma > 0) {
        // Draft cost: gamma sequential passes of a draft head of `specDraftLayers` layers plus
        // lm_head, each at one token per sequence.
        const StepTimes single = decodeStep(p, perRank, 1.0);
        const double perLayer = (single.total - single.overhead) / p.layers;
        stepSeconds += gamma * c.model->specDraftLayers * perLayer;
    }
    const double tpotSeconds = stepSeconds / p.acceptedTokensPerStep;
    const double osl = c.outputTokens;
    const double isl = c.inputTokens;

    double outputTokPerSecInstance = 0;
    double tpotUser = tpotSeconds;
    double ttftSeconds = 0;
    if (c.serving == ServingMode::Aggregated) {
        // Mean-field continuous batching: while a batch of B requests turns over, the instance
        // runs B prefills (interleaved) and OSL/AL decode steps shared by all B.
        // Chunked prefill mixes each prefill chunk into a decode step: that step's fixed costs are
        // paid once, and the decode tokens' weight read hides under the chunk's math (a mixed step
        // costs the larger of the weight read and the combined math). Chunks are budget-sized
        // (whole prompts up to the token budget), so only one decode step per chunk is mixed; the
        // prompt is not spread thinly over all steps.
        const double chunksPerCycle = batch / p.prefillPromptsPerChunk;
        const double mixedSteps = std::min(chunksPerCycle, osl / p.acceptedTokensPerStep);
        const double chunkVariable = std::max(0.0, p.prefillChunkSeconds - p.prefillChunkFixedSeconds);
        const double hiddenPerMixedStep =
            std::min(step.weightRead, chunkVariable) + std::min(step.overhead, p.prefillChunkFixedSeconds);
        const double cycle = batch * p.prefillSecondsPerRequest + osl * tpotSeconds - mixedSteps * hiddenPerMixedStep;
        outputTokPerSecInstance = batch * osl / cycle;
        tpotUser = cycle / osl;
        // A new request waits for the prefills already queued (M/D/1 at the share of time spent
        // prefilling) and then for its own.
        const double prefillLoad = batch * p.prefillSecondsPerRequest / cycle;
        const double queueWait = queueWaitSeconds(prefillLoad, p.prefillSecondsSingle);
        ttftSeconds = c.knobs.ttftQueueFactor * (p.prefillSecondsSingle + queueWait) + stepSeconds;
        op.tokSPerGpuOutput = outputTokPerSecInstance / p.gpusPerInstance;
    } else {
        // Rate matching: requests/s per GPU of each pool, derated, combined in series.
        const double decodeReqPerGpu = batch / (osl * tpotSeconds) / p.gpusPerInstance * c.knobs.disaggDecodeDerate;
        const double prefillReqPerGpu =
            1.0 / (p.prefillSecondsPerRequest * c.prefillTensorParallel) * c.knobs.disaggPrefillDerate;
        const double reqPerGpu = 1.0 / (1.0 / decodeReqPerGpu + 1.0 / prefillReqPerGpu);
        op.prefillGpuShare = reqPerGpu / prefillReqPerGpu;
        op.tokSPerGpuOutput = reqPerGpu * osl;
        const double transfer = isl * p.kvBytesPerTokenTotal / (c.knobs.kvTransferGbPerS * 1e9);
        // Rate matching sizes the prefill pool so that it runs at disaggPrefillDerate of its capacity;
        // requests queue for a prefill instance at that utilisation (M/D/1 per instance).
        const double queueWait = queueWaitSeconds(c.knobs.disaggPrefillDerate, p.prefillSecondsSingle);
        ttftSeconds = c.knobs.ttftQueueFactor * (p.prefillSecondsSingle + queueWait) + transfer + stepSeconds;
    }
    op.tokSPerGpuTotal = op.tokSPerGpuOutput * (isl + osl) / osl;
    op.decodeStepMs = stepSeconds * 1e3;
    op.tpotMs = tpotUser * 1e3;
    op.tokSPerUser = 1.0 / tpotUser;
    op.ttftMs = ttftSeconds * 1e3;
    op.prefillMs = p.prefillSecondsSingle * 1e3;

    op.weightReadMs = step.weightRead * 1e3;
    op.kvReadMs = step.kvRead * 1e3;
    op.computeMs = step.compute * 1e3;
    op.commMs = step.comm * 1e3;
    op.overheadMs = step.overhead * 1e3;
    const double memory = step.weightRead + step.kvRead;
    const double biggest = std::max({memory, step.compute, step.comm, step.overhead});
    op.bound = biggest == memory         ? Bound::Memory
               : biggest == step.compute ? Bound::Compute
               : biggest == step.comm    ? Bound::Communication
                                         : Bound::Overhead;

    op.weightsGbPerGpu = p.weightsBytesPerGpu / 1e9;
    op.kvGbPerGpu = perRank * p.kvMemoryPerSequenceBytes / 1e9;
    op.memoryGbPerGpu = op.weightsGbPerGpu + op.kvGbPerGpu;

    // Board power rises with math utilisation: ~0.4 of the idle-to-TDP range when streaming
    // weights at small batch, the full range in compute-bound prefill (H200 measurements in
    // DESIGN.md section 4: ~350 W batch-1 decode, ~550 W batch 256, ~700 W prefill).
    const double computeUtilisation = std::clamp(step.computeBusy / std::max(step.total, 1e-12), 0.0, 1.0);
    op.boardPowerW = hw.idleW + (hw.tdpW - hw.idleW) * (0.4 + 0.6 * computeUtilisation);

    // Guard the contract: never inf or NaN.
    op.decodeStepMs = finiteOr(op.decodeStepMs, 0);
    op.tpotMs = finiteOr(op.tpotMs, 0);
    op.tokSPerUser = finiteOr(op.tokSPerUser, 0);
    op.ttftMs = finiteOr(op.ttftMs, 0);
    op.tokSPerGpuOutput = finiteOr(op.tokSPerGpuOutput, 0);
    op.tokSPerGpuTotal = finiteOr(op.tokSPerGpuTotal, 0);
    return op;
}

} // namespace tf::core
