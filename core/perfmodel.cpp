// The reference decode-step model: evaluate() written as named steps, one formula each, and the
// shared closed-form helpers. prepare() lives in perfmodelprepare.cpp, the batch kernel that
// reproduces evaluate() with hoisted divisors in perfmodelbatch.cpp.
#include "core/perfmodel.h"

#include "core/perfmodelconstants.h"

#include <algorithm>
#include <cmath>

namespace tf::core {

using namespace perf;

namespace {

double finiteOr(double value, double fallback)
{
    return std::isfinite(value) ? value : fallback;
}

/// One decode iteration's time split by what it waits on. All fields in seconds.
struct StepTimes
{
    double weightReadSeconds = 0; ///< weight streaming not hidden under math
    double kvReadSeconds = 0;     ///< KV-cache streaming not hidden under attention math
    double computeSeconds = 0;    ///< math that outlasts its weight or KV stream
    double commSeconds = 0;       ///< exposed communication
    double overheadSeconds = 0;   ///< framework, kernel-launch and attention-floor costs
    double totalSeconds = 0;
    double computeBusySeconds = 0; ///< time the math units are busy, hidden or not (for power)
};

/// Achieved fractions of peak in a decode step: the knobs scaled by the scenario's efficiency
/// scale, never above 1.
struct DecodeEfficiencies
{
    double hbm = 0;
    double kv = 0;
    double gemmMax = 0;
    double attention = 0;
};

DecodeEfficiencies decodeEfficiencies(const PreparedConfig& p)
{
    const PerfKnobs& k = p.config.knobs;
    const double scale = p.config.efficiencyScale;
    return {std::min(1.0, k.hbmEfficiency * scale), std::min(1.0, k.kvEfficiency * scale),
            std::min(1.0, p.gemmEfficiencyMax * scale), std::min(1.0, k.attentionComputeEfficiency * scale)};
}

struct ExpertTimes
{
    double readSeconds = 0;    ///< routed expert weights streamed, mean rank
    double mathSeconds = 0;    ///< routed expert GEMMs, mean rank
    double readImbalance = 1;  ///< busiest rank's stream over the mean (touched experts)
    double tokenImbalance = 1; ///< busiest rank's math and all-to-all over the mean (routed tokens)
};

/// Routed experts of one decode step for `groupTokens` tokens over the EP group. Each touched
/// expert runs a GEMM over the tokens routed to it, T k / (experts touched) and at least one (T k / E
/// undercounts it at small batch, where few experts are touched); grouped expert GEMMs reach
/// moe_grouped_gemm_efficiency of what dense GEMMs reach, in their weight stream and their math,
/// less where TP leaves each GPU a slice of a tile or two (expertSliceEfficiency). Under EP the
/// busiest rank's share of touched experts and of routed tokens comes with the times.
ExpertTimes decodeExperts(const PreparedConfig& p, double groupTokens, const DecodeEfficiencies& eta)
{
    const PerfKnobs& k = p.config.knobs;
    const LlmModel& m = *p.config.model;
    const double touchedAll = distinctExpertsTouched(m.experts, m.expertsPerToken, groupTokens, k.moeRoutingSkew);
    const double touched = touchedAll * (p.localExperts / m.experts);
    const double tokensPerExpert = groupTokens * m.expertsPerToken / std::max(touchedAll, 1.0);
    const double grouped = std::clamp(k.moeGroupedGemmEfficiency, 0.01, 1.0) * p.expertSliceEfficiency;
    ExpertTimes t;
    t.readSeconds = p.moeLayers * touched * p.expertBytesPerGpuPerExpert / (grouped * eta.hbm * p.hbmBytesPerS);
    t.mathSeconds =
        p.moeLayers * kFlopPerMultiplyAccumulate * groupTokens * m.expertsPerToken * p.expertParams / p.gpusPerStage /
        (grouped * gemmEfficiency(eta.gemmMax, k.gemmHalfTokens, std::max(tokensPerExpert, kMinTokensPerExpert)) *
         p.peakFlopPerS);
    if (p.config.expertParallel > 1) {
        const double ranks = p.config.expertParallel;
        const double skew = k.moeImbalance;
        t.readImbalance = skew * busiestRankExpertsOverMean(p.busiestRankDeviation, ranks, m.experts, touchedAll);
        t.tokenImbalance =
            skew * busiestRankTokensOverMean(p.busiestRankDeviation, ranks, groupTokens * m.expertsPerToken);
    }
    return t;
}

/// Exposed TP all-reduce and EP all-to-all time of a step with `tokensPerRank` tokens per rank,
/// plus the pipeline hops of a micro-batch (not overlapped: the next stage waits for them).
double decodeCommSeconds(const PreparedConfig& p, double tokensPerRank, double allToAllImbalance)
{
    const PerfKnobs& k = p.config.knobs;
    double comm = 0;
    double exposedComm = 0; ///< not hidden by the overlap knob
    if (p.config.tensorParallel > 1) {
        const double bytes = tokensPerRank * p.allReduceBytesPerToken;
        // Across nodes NCCL's latency (exposed in full) replaces the in-node all-reduce's.
        const bool crossesNodes = p.allReduceExtraLatencyUs > 0;
        const double inNodeLatencySeconds = crossesNodes ? k.allReduceLatencyUs * kSecondsPerMicrosecond : 0.0;
        comm += p.allReducesPerStep *
                (allReduceSeconds(k, p.config.tensorParallel, bytes, p.scaleUpBytesPerS) - inNodeLatencySeconds);
        exposedComm += p.allReducesPerStep * p.allReduceExtraLatencyUs * kSecondsPerMicrosecond;
    }
    if (p.config.expertParallel > 1 && p.moeLayers > 0) {
        // The latency waits for the skewed rank, the bytes for the busiest receiver.
        const double bytes = tokensPerRank * p.allToAllBytesPerToken;
        const double latency =
            kAllToAllPassesPerMoeLayer * (k.allToAllLatencyUs + p.allToAllExtraLatencyUs) * kSecondsPerMicrosecond;
        comm += p.moeLayers * (latency * k.moeImbalance + bytes * p.allToAllSecondsPerByte * allToAllImbalance);
    }
    const double pipelineHops = p.pipelineHopSeconds + p.pipelineHopSecondsPerToken * tokensPerRank;
    return comm * (1.0 - k.commOverlap) + exposedComm + pipelineHops;
}

/// KV beyond the free HBM lives in host memory and streams over the host link every step; the
/// read share of a held byte is the KV read over the bytes a running sequence holds.
double kvOffloadSeconds(const PreparedConfig& p, double sequencesPerRank)
{
    if (!(p.config.kvOffloadGb > 0))
        return 0.0;
    const double linkBytesPerS = p.config.kvOffloadGbPerS * kBytesPerGb;
    const double readShare = p.kvReadBytesPerSequence / p.kvMemoryPerSequenceBytes;
    const double excessBytes = sequencesPerRank * p.kvMemoryPerSequenceBytes - p.freeMemoryForKvBytes;
    return std::max(0.0, excessBytes * readShare / linkBytesPerS);
}

/// One decode iteration with `sequencesPerRank` sequences per attention rank and
/// `queryTokensPerSequence` tokens per sequence (1 + drafts when verifying). Each weight or KV
/// stream overlaps its own math: the longer of the two is on the critical path.
StepTimes decodeStep(const PreparedConfig& p, double sequencesPerRank, double queryTokensPerSequence)
{
    const PerfKnobs& k = p.config.knobs;
    const DecodeEfficiencies eta = decodeEfficiencies(p);
    const double tokensPerRank = sequencesPerRank * queryTokensPerSequence;
    StepTimes t;

    // Non-expert GEMMs (attention projections, dense FFN, shared experts, lm_head): one weight
    // read per step, math on every token of the rank.
    const double denseRead = p.denseBytesPerGpu / (eta.hbm * p.hbmBytesPerS);
    const double denseMath = kFlopPerMultiplyAccumulate * tokensPerRank * p.denseParamsPerGpu /
                             (gemmEfficiency(eta.gemmMax, k.gemmHalfTokens, tokensPerRank) * p.peakFlopPerS);
    double kernels = layerKernelSeconds(*p.config.model, k);
    double weightRead = denseRead;
    double compute = 0;
    double busy = denseMath;
    if (denseMath > denseRead) {
        compute += denseMath;
        weightRead = 0;
    }

    // Routed experts: distinct experts touched by the whole EP group's tokens; the step waits for
    // the busiest rank, in its stream or its math, whichever is longer.
    double allToAllImbalance = 1.0;
    if (p.moeLayers > 0) {
        const ExpertTimes e = decodeExperts(p, tokensPerRank * p.attentionReplicas, eta);
        const double busiestMath = e.tokenImbalance * e.mathSeconds;
        const double busiestRead = e.readImbalance * e.readSeconds;
        busy += e.mathSeconds;
        if (busiestMath > busiestRead)
            compute += busiestMath;
        else
            weightRead += busiestRead;
        kernels += p.moeLayers * k.moeLayerOverheadUs * kSecondsPerMicrosecond;
        allToAllImbalance = e.tokenImbalance;
    }

    // Decode attention: KV read per sequence, math per (query token x context token).
    const double kvRead = sequencesPerRank * p.kvReadBytesPerSequence / (eta.kv * p.hbmBytesPerS);
    const double attnMath = tokensPerRank *
                            (p.contextAverage * p.attentionFlopPerQueryContextToken + p.indexScoreFlopPerQueryToken) /
                            (eta.attention * p.attentionPeakFlopPerS);
    const double attnFixed = p.layers * (k.attentionOverheadUs * p.attentionFixedScale * kSecondsPerMicrosecond +
                                         k.attentionPerSeqHeadNs * p.attentionPerSeqHeadScale * kSecondsPerNanosecond *
                                             sequencesPerRank * p.kvHeadsPerGpu);
    busy += attnMath;
    if (attnMath > kvRead) {
        compute += attnMath;
        t.kvReadSeconds = 0;
    } else {
        t.kvReadSeconds = kvRead;
    }
    t.kvReadSeconds += kvOffloadSeconds(p, sequencesPerRank);

    const double comm = decodeCommSeconds(p, tokensPerRank, allToAllImbalance);
    const double overhead = k.stepOverheadUs * kSecondsPerMicrosecond +
                            p.layers * k.layerOverheadUs * kSecondsPerMicrosecond +
                            sequencesPerRank * k.sequenceOverheadUs * kSecondsPerMicrosecond + kernels + attnFixed;

    t.weightReadSeconds = weightRead;
    t.computeSeconds = compute;
    t.commSeconds = comm;
    t.overheadSeconds = overhead;
    t.totalSeconds = weightRead + t.kvReadSeconds + compute + comm + overhead;
    t.computeBusySeconds = busy;
    return t;
}

/// The decode step of a batch with `sequencesPerRank` per rank, speculative drafts included:
/// `drafts` sequential passes of a draft head of `specDraftLayers` layers plus lm_head, each at one
/// token per sequence, priced as that share of a one-token step's per-layer time.
double stepSecondsWithDrafts(const PreparedConfig& p, const StepTimes& verify, double sequencesPerRank, int drafts)
{
    double stepSeconds = verify.totalSeconds;
    if (drafts > 0) {
        const StepTimes single = decodeStep(p, sequencesPerRank, 1.0);
        const double perLayer = (single.totalSeconds - single.overheadSeconds) / p.layers;
        stepSeconds += drafts * p.config.model->specDraftLayers * perLayer;
    }
    return stepSeconds;
}

/// Variance of per-token TPOT from batch churn: with open arrivals the sequences of a rank vary as
/// Poisson around their mean, each costing its marginal step time (KV read and per-sequence
/// overheads), spread over the accepted tokens of the step. Seconds squared.
double churnVariance(const PreparedConfig& p, int batch)
{
    const double perRank = static_cast<double>(batch) / (p.attentionReplicas * p.pipelineParallel);
    const double perSequence = p.serving.churnSecondsPerSequence;
    return perRank * perSequence * perSequence;
}

/// Aggregated serving, mean-field continuous batching: while a batch of B requests turns over, the
/// instance runs B prefills (interleaved) and OSL/AL decode steps shared by all B.
/// Chunked prefill mixes each prefill chunk into a decode step: that step's fixed costs are paid
/// once, and the decode tokens' weight read hides under the chunk's math (a mixed step costs the
/// larger of the weight read and the combined math). Chunks are budget-sized (whole prompts up to
/// the token budget), so only one decode step per chunk is mixed; the prompt is not spread thinly
/// over all steps. Sets throughput and TTFT; returns the TPOT a user sees, seconds.
double serveAggregated(const PreparedConfig& p, int batch, const StepTimes& step, double stepSeconds,
                       OperatingPoint& op, double& ttftSeconds)
{
    const DeploymentConfig& c = p.config;
    const double tpotSeconds = stepSeconds / p.acceptedTokensPerStep;
    const double osl = c.outputTokens;
    const double chunksPerCycle = batch / p.prefillPromptsPerChunk;
    const double mixedSteps = std::min(chunksPerCycle, osl / p.acceptedTokensPerStep);
    const double chunkVariable = std::max(0.0, p.prefillChunkSeconds - p.prefillChunkFixedSeconds);
    const double hiddenPerMixedStep =
        c.knobs.prefillRidesDecodeSteps *
        (std::min(step.weightReadSeconds, chunkVariable) + std::min(step.overheadSeconds, p.prefillChunkFixedSeconds));
    const double cycle = batch * p.prefillSecondsPerRequest + osl * tpotSeconds - mixedSteps * hiddenPerMixedStep;
    const double outputTokPerSecInstance = batch * osl / cycle;
    // A new request waits for the prefills already queued (M/D/1 at the share of time spent
    // prefilling) and then for its own, which rides in one step.
    const double prefillLoad = prefillQueueUtilisation(batch, batch * p.prefillSecondsPerRequest / cycle);
    const double queueWait = queueWaitSeconds(prefillLoad, p.prefillSecondsSingle);
    ttftSeconds = c.knobs.ttftQueueFactor * (p.prefillSecondsSingle + queueWait) +
                  aggregatedFirstTokenSteps(c.knobs, batch) * stepSeconds + kFrontEndSecondsPerRequest;
    op.tokSPerGpuOutput = outputTokPerSecInstance / p.gpusPerInstance;
    op.ttftQueueMs = c.knobs.ttftQueueFactor * queueWait * kMsPerSecond;
    op.queueUtilisation = prefillLoad;
    // A request sees each of the cycle's mixed steps with probability q = mixed / decode steps
    // (binomial), each adding the chunk less what it hides; churn adds Poisson batch variation.
    const double decodeSteps = osl / p.acceptedTokensPerStep;
    const double chunkExtra = p.prefillChunkSeconds - hiddenPerMixedStep;
    const double chunkVariance = mixedSteps * (1.0 - mixedSteps / decodeSteps) * chunkExtra * chunkExtra / (osl * osl);
    op.tpotSpreadMs = std::sqrt(std::max(0.0, chunkVariance + churnVariance(p, batch))) * kMsPerSecond;
    // A user's answer waits for the other requests' prefills in the cycle, not its own: its TTFT
    // holds that one (InferenceX: TPOT = (E2E - TTFT) / (OSL - 1)).
    const double ownPrefillSeconds = (cycle - osl * tpotSeconds) / batch;
    return (cycle - ownPrefillSeconds) / osl;
}

/// Disaggregated serving, rate matching: requests/s per GPU of each pool, derated, combined in
/// series. Sets throughput, the prefill share and TTFT; returns the TPOT a user sees, seconds.
double serveDisaggregated(const PreparedConfig& p, int batch, double stepSeconds, OperatingPoint& op,
                          double& ttftSeconds)
{
    const DeploymentConfig& c = p.config;
    const double tpotSeconds = stepSeconds / p.acceptedTokensPerStep;
    const double osl = c.outputTokens;
    const double isl = c.inputTokens;
    const double decodeReqPerGpu = batch / (osl * tpotSeconds) / p.gpusPerInstance * c.knobs.disaggDecodeDerate;
    const double prefillReqPerGpu =
        1.0 / (p.prefillSecondsPerRequest * c.prefillTensorParallel) * c.knobs.disaggPrefillDerate;
    const double reqPerGpu = 1.0 / (1.0 / decodeReqPerGpu + 1.0 / prefillReqPerGpu);
    op.prefillGpuShare = reqPerGpu / prefillReqPerGpu;
    op.tokSPerGpuOutput = reqPerGpu * osl;
    const double transfer = isl * p.kvBytesPerTokenTotal / (c.knobs.kvTransferGbPerS * kBytesPerGb);
    // Rate matching sizes the prefill pool so that it runs at disaggPrefillDerate of its capacity;
    // requests queue for a prefill instance at that utilisation (M/D/1 per instance).
    const double queueWait = queueWaitSeconds(c.knobs.disaggPrefillDerate, p.prefillSecondsSingle);
    ttftSeconds = c.knobs.ttftQueueFactor * (p.prefillSecondsSingle + queueWait) + transfer + stepSeconds +
                  kFrontEndSecondsPerRequest;
    op.ttftQueueMs = c.knobs.ttftQueueFactor * queueWait * kMsPerSecond;
    op.queueUtilisation = std::clamp(c.knobs.disaggPrefillDerate, 0.0, kMaxQueueUtilisation);
    op.tpotSpreadMs = std::sqrt(std::max(0.0, churnVariance(p, batch))) * kMsPerSecond;
    return tpotSeconds;
}

/// The largest component names what bounds the step (weights and KV together are "memory").
Bound boundOf(const StepTimes& step)
{
    const double memory = step.weightReadSeconds + step.kvReadSeconds;
    const double biggest = std::max({memory, step.computeSeconds, step.commSeconds, step.overheadSeconds});
    return biggest == memory                ? Bound::Memory
           : biggest == step.computeSeconds ? Bound::Compute
           : biggest == step.commSeconds    ? Bound::Communication
                                            : Bound::Overhead;
}

/// Copies the step components (ms), the bound, memory use and the load-dependent board power.
void describeStep(const PreparedConfig& p, const StepTimes& step, double sequencesPerRank, OperatingPoint& op)
{
    op.weightReadMs = step.weightReadSeconds * kMsPerSecond;
    op.kvReadMs = step.kvReadSeconds * kMsPerSecond;
    op.computeMs = step.computeSeconds * kMsPerSecond;
    op.commMs = step.commSeconds * kMsPerSecond;
    op.overheadMs = step.overheadSeconds * kMsPerSecond;
    op.bound = boundOf(step);

    op.weightsGbPerGpu = p.weightsBytesPerGpu / kBytesPerGb;
    op.kvGbPerGpu = sequencesPerRank * p.kvMemoryPerSequenceBytes / kBytesPerGb;
    op.memoryGbPerGpu = op.weightsGbPerGpu + op.kvGbPerGpu;

    // Board power rises with math utilisation from the streaming share of the idle-to-TDP range.
    const Hardware& hw = *p.config.hardware;
    const double computeUtilisation =
        std::clamp(step.computeBusySeconds / std::max(step.totalSeconds, kMinStepSeconds), 0.0, 1.0);
    // Under a power cap the dynamic part falls with the square of the clock (clockFractionUnderCap()).
    const double dynamicRangeW = (hw.tdpW - hw.idleW) * p.clockFraction * p.clockFraction;
    op.boardPowerW =
        hw.idleW + dynamicRangeW * (kStreamingPowerShare + (1.0 - kStreamingPowerShare) * computeUtilisation);
    op.clockFraction = p.clockFraction;
    op.powerCapSavingW = p.powerCapSavingW;
}

/// Guards the contract: never inf or NaN in the headline figures.
void replaceNonFinite(OperatingPoint& op)
{
    op.decodeStepMs = finiteOr(op.decodeStepMs, 0);
    op.tpotMs = finiteOr(op.tpotMs, 0);
    op.tokSPerUser = finiteOr(op.tokSPerUser, 0);
    op.ttftMs = finiteOr(op.ttftMs, 0);
    op.tokSPerGpuOutput = finiteOr(op.tokSPerGpuOutput, 0);
    op.tokSPerGpuTotal = finiteOr(op.tokSPerGpuTotal, 0);
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
    const double twoShot = kTwoShotExtraLatencyUs * kSecondsPerMicrosecond + 2.0 * (n - 1) / n * bytes / bandwidth;
    return k.allReduceLatencyUs * kSecondsPerMicrosecond + std::min(oneShot, twoShot);
}

double closedLoopTtftSeconds(double concurrency, double saturationConcurrency, double outputTokens, double tpotSeconds,
                             double unloadedTtftSeconds)
{
    if (!(saturationConcurrency > 0) || !(concurrency > saturationConcurrency))
        return unloadedTtftSeconds;
    const double wait = (concurrency - saturationConcurrency) * outputTokens * tpotSeconds / saturationConcurrency;
    return unloadedTtftSeconds + finiteOr(std::max(0.0, wait), 0.0);
}

double aggregatedFirstTokenSteps(const PerfKnobs& knobs, double sequencesInInstance)
{
    const double overlapSteps = std::max(0.0, knobs.firstTokenDelaySteps);
    // Alone, a request finds the engine idle, and the pass that computes its first token is its
    // prefill: only the steps an overlap scheduler runs ahead remain.
    if (sequencesInInstance <= 1.0)
        return overlapSteps;
    // The rest of the step in progress when the request arrives, the step its prompt rides in, and
    // the steps an overlap scheduler runs ahead before the token reaches the client.
    return kMeanResidualStepShare + 1.0 + overlapSteps;
}

double prefillQueueUtilisation(double sequencesInInstance, double prefillShareOfCycle)
{
    // A request alone has no other prompt to wait for.
    return sequencesInInstance <= 1.0 ? 0.0 : std::clamp(prefillShareOfCycle, 0.0, kMaxQueueUtilisation);
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

double expectedLargestNormalDeviate(int n)
{
    // Blom: E[max of n] ~ the normal quantile at (n - 3/8) / (n + 1/4).
    return n <= 1 ? 0.0 : normalQuantile((n - 0.375) / (n + 0.25));
}

double distinctExpertsTouched(double experts, double topK, double tokens, double skew)
{
    if (experts <= 0 || tokens <= 0)
        return 0;
    const double effectiveTokens = std::pow(tokens, skew);
    // (1 - k/E)^T via exp/log1p keeps precision for large E.
    return experts * (1.0 - std::exp(effectiveTokens * std::log1p(-topK / experts)));
}

OperatingPoint evaluate(const PreparedConfig& p, int batch)
{
    OperatingPoint op;
    const DeploymentConfig& c = p.config;
    batch = std::max(1, batch);
    op.batch = batch;
    op.tensorParallel = c.tensorParallel;
    op.expertParallel = c.expertParallel;
    op.pipelineParallel = p.pipelineParallel;
    op.gpus = p.gpusPerInstance;
    op.maxBatch = p.maxBatch;
    op.maxBatchIsSchedulerCap = p.maxBatchIsSchedulerCap;
    op.fits = batch <= p.maxBatch;
    op.acceptedTokensPerStep = p.acceptedTokensPerStep;

    // With PP the batch runs as PP micro-batches, each crossing every stage in turn.
    const double perRank = static_cast<double>(batch) / (p.attentionReplicas * p.pipelineParallel);
    const int drafts = std::max(0, c.speculativeTokens);
    const StepTimes step = decodeStep(p, perRank, 1.0 + drafts);
    const double stepSeconds = stepSecondsWithDrafts(p, step, perRank, drafts);

    double ttftSeconds = 0;
    const double tpotUser = c.serving == ServingMode::Aggregated
                                ? serveAggregated(p, batch, step, stepSeconds, op, ttftSeconds)
                                : serveDisaggregated(p, batch, stepSeconds, op, ttftSeconds);
    op.tokSPerGpuTotal = op.tokSPerGpuOutput * (c.inputTokens + static_cast<double>(c.outputTokens)) / c.outputTokens;
    op.decodeStepMs = stepSeconds * kMsPerSecond;
    op.tpotMs = tpotUser * kMsPerSecond;
    op.tokSPerUser = 1.0 / tpotUser;
    op.ttftMs = ttftSeconds * kMsPerSecond;
    op.prefillMs = p.prefillSecondsSingle * kMsPerSecond;
    describeStep(p, step, perRank, op);
    replaceNonFinite(op);
    return op;
}

} // namespace tf::core
