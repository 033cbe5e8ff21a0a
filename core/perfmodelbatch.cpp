// The batch entry point: evaluate() for many batch sizes of one configuration, with every divisor
// of the decode step folded into coefficients once per configuration (decodeCoefficients(),
// servingCoefficients(), called by prepare()). The kernel runs over blocks of points in plain
// loops over arrays, without branches on the data, so that the compiler can vectorise them; it
// reorders multiplications and divisions of evaluate() and so agrees with it to rounding.
#include "core/perfmodel.h"

#include "core/perfmodelconstants.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tf::core {

using namespace perf;

namespace {

/// Points evaluated together: large enough to amortise the per-block setup, small enough that the
/// block's arrays stay in L1.
constexpr int kBlockPoints = 64;

/// The batch sizes of one block: as given (at least 1), as doubles, and as sequences per rank.
struct BlockBatches
{
    int n = 0;
    int batch[kBlockPoints];
    double value[kBlockPoints];
    double sequences[kBlockPoints];
};

/// One block of decode steps, structure of arrays, seconds.
struct StepBlock
{
    double weightRead[kBlockPoints];
    double kvRead[kBlockPoints];
    double compute[kBlockPoints];
    double comm[kBlockPoints];
    double overhead[kBlockPoints];
    double total[kBlockPoints];
    double busy[kBlockPoints];
};

/// The non-expert GEMMs, decode attention, overheads and communication of `n` steps with
/// `sequences[i]` sequences per rank and `queryTokens` tokens per sequence.
void denseParts(const DecodeCoefficients& d, const BlockBatches& b, double queryTokens, StepBlock& s)
{
    const double* sequences = b.sequences;
    for (int i = 0; i < b.n; ++i) {
        const double tokens = sequences[i] * queryTokens;
        const double denseMath = d.denseMathSecondsPerToken * (tokens + d.gemmHalfTokens);
        const bool denseBound = denseMath > d.denseReadSeconds;
        s.weightRead[i] = denseBound ? 0.0 : d.denseReadSeconds;
        s.compute[i] = denseBound ? denseMath : 0.0;
        s.busy[i] = denseMath;
        s.comm[i] = d.commFixedSeconds +
                    std::min(d.allReduceOneShotSecondsPerToken * tokens,
                             d.allReduceTwoShotFixedSeconds + d.allReduceTwoShotSecondsPerToken * tokens) +
                    d.pipelineHopSecondsPerToken * tokens;
        s.overhead[i] = d.overheadFixedSeconds + d.overheadSecondsPerSequence * sequences[i];
    }
}

/// Routed experts over the EP group's tokens (the exponentials of the routing model keep this loop
/// scalar). Tokens per touched expert are T k / max(touched, 1), so the grouped GEMM's math,
/// 2 T k P / (eta(T k / touched) peak), is expertMathSecondsPerTouched x max(touched, 1) x
/// (tokens per expert + halfTokens): no division by the token count.
void expertParts(const DecodeCoefficients& d, const BlockBatches& b, double queryTokens, StepBlock& s)
{
    const double* sequences = b.sequences;
    for (int i = 0; i < b.n; ++i) {
        const double groupTokens = sequences[i] * queryTokens * d.attentionReplicas;
        const double touched =
            d.experts * (1.0 - std::exp(std::pow(groupTokens, d.routingSkew) * d.logExpertMissedPerToken));
        const double touchedAtLeastOne = std::max(touched, 1.0);
        const double tokensPerExpert =
            std::max(groupTokens * d.expertsPerToken / touchedAtLeastOne, kMinTokensPerExpert);
        const double read = d.expertReadSecondsPerTouched * touched;
        const double math = d.expertMathSecondsPerTouched * touchedAtLeastOne * (tokensPerExpert + d.gemmHalfTokens);
        const double tokenImbalance = d.expertSkew * busiestRankTokensOverMean(d.busiestRankDeviation, d.expertRanks,
                                                                               groupTokens * d.expertsPerToken);
        const double busiestMath = tokenImbalance * math;
        const double busiestRead =
            d.expertSkew * busiestRankExpertsOverMean(d.busiestRankDeviation, d.expertRanks, d.experts, touched) * read;
        const bool mathBound = busiestMath > busiestRead;
        s.busy[i] += math;
        s.compute[i] += mathBound ? busiestMath : 0.0;
        s.weightRead[i] += mathBound ? 0.0 : busiestRead;
        s.comm[i] += d.expertAllToAllSecondsPerToken * sequences[i] * queryTokens * tokenImbalance;
    }
}

/// Decode attention (KV stream against its math) and the step's total.
void attentionAndTotal(const DecodeCoefficients& d, const BlockBatches& b, double queryTokens, StepBlock& s)
{
    const double* sequences = b.sequences;
    for (int i = 0; i < b.n; ++i) {
        const double kvRead = d.kvReadSecondsPerSequence * sequences[i];
        const double attentionMath = d.attentionMathSecondsPerToken * sequences[i] * queryTokens;
        const bool mathBound = attentionMath > kvRead;
        s.busy[i] += attentionMath;
        s.compute[i] += mathBound ? attentionMath : 0.0;
        s.kvRead[i] = mathBound ? 0.0 : kvRead;
        s.total[i] = s.weightRead[i] + s.kvRead[i] + s.compute[i] + s.comm[i] + s.overhead[i];
    }
}

/// KV beyond free HBM streamed over the host link (KV offload), as kvOffloadSeconds().
void offloadParts(const DecodeCoefficients& d, const BlockBatches& b, StepBlock& s)
{
    for (int i = 0; i < b.n; ++i) {
        const double offload = std::max(0.0, d.offloadSecondsPerSequence * b.sequences[i] - d.offloadFreeSeconds);
        s.kvRead[i] += offload;
        s.total[i] += offload;
    }
}

void decodeSteps(const DecodeCoefficients& d, const BlockBatches& b, double queryTokens, StepBlock& s)
{
    denseParts(d, b, queryTokens, s);
    if (d.hasExperts)
        expertParts(d, b, queryTokens, s);
    attentionAndTotal(d, b, queryTokens, s);
    if (d.offloadSecondsPerSequence > 0)
        offloadParts(d, b, s);
}

/// The serving mode's view of a block of steps, seconds (TPOT seen by a user, TTFT) and output
/// tokens per second per GPU.
struct ServingBlock
{
    double stepSeconds[kBlockPoints];
    double tpotUserSeconds[kBlockPoints];
    double ttftSeconds[kBlockPoints];
    double outputTokSPerGpu[kBlockPoints];
    double prefillGpuShare[kBlockPoints];
    double tpotSpreadSeconds[kBlockPoints];
    double ttftQueueSeconds[kBlockPoints];
    double queueUtilisation[kBlockPoints];
};

/// Aggregated serving as serveAggregated() in perfmodel.cpp, with its divisors hoisted.
void serveAggregatedBlock(const PreparedConfig& p, const BlockBatches& batches, const StepBlock& s, ServingBlock& out)
{
    const ServingCoefficients& c = p.serving;
    const double chunkFixed = p.prefillChunkFixedSeconds;
    const double ridesDecodeSteps = p.config.knobs.prefillRidesDecodeSteps;
    for (int i = 0; i < batches.n; ++i) {
        const double b = batches.value[i];
        const double tpot = out.stepSeconds[i] * c.inverseAcceptedTokens;
        const double mixedSteps = std::min(b * c.chunksPerRequest, c.decodeStepsPerRequest);
        const double hidden = ridesDecodeSteps *
                              (std::min(s.weightRead[i], c.chunkVariableSeconds) + std::min(s.overhead[i], chunkFixed));
        const double cycle = b * p.prefillSecondsPerRequest + c.outputTokens * tpot - mixedSteps * hidden;
        const double inverseCycle = 1.0 / cycle;
        const double rho = prefillQueueUtilisation(b, b * p.prefillSecondsPerRequest * inverseCycle);
        const double queueWait = rho * p.prefillSecondsSingle / (2.0 * (1.0 - rho));
        const double ownPrefill = (cycle - c.outputTokens * tpot) / b;
        out.tpotUserSeconds[i] = (cycle - ownPrefill) * c.inverseOutputTokens;
        out.ttftSeconds[i] = c.queueFactorTimesPrefillSingle + p.config.knobs.ttftQueueFactor * queueWait +
                             (b > 1.0 ? c.firstTokenSteps : c.firstTokenStepsAlone) * out.stepSeconds[i] +
                             kFrontEndSecondsPerRequest;
        out.outputTokSPerGpu[i] = b * c.outputTokens * inverseCycle * c.inverseGpusPerInstance;
        out.prefillGpuShare[i] = 0.0;
        out.ttftQueueSeconds[i] = p.config.knobs.ttftQueueFactor * queueWait;
        out.queueUtilisation[i] = rho;
        const double chunkExtra = c.chunkSeconds - hidden;
        const double chunkVariance = mixedSteps * (1.0 - mixedSteps * c.inverseDecodeStepsPerRequest) * chunkExtra *
                                     chunkExtra * c.inverseOutputTokens * c.inverseOutputTokens;
        const double churnVariance = batches.sequences[i] * c.churnSecondsPerSequence * c.churnSecondsPerSequence;
        out.tpotSpreadSeconds[i] = std::sqrt(std::max(0.0, chunkVariance + churnVariance));
    }
}

/// Disaggregated serving as serveDisaggregated() in perfmodel.cpp, with its divisors hoisted.
void serveDisaggregatedBlock(const PreparedConfig& p, const BlockBatches& batches, ServingBlock& out)
{
    const ServingCoefficients& c = p.serving;
    for (int i = 0; i < batches.n; ++i) {
        const double tpot = out.stepSeconds[i] * c.inverseAcceptedTokens;
        const double inverseDecodeRequests = tpot / (batches.value[i] * c.decodeRequestShare);
        const double requestsPerGpu = 1.0 / (inverseDecodeRequests + c.inversePrefillRequestsPerGpu);
        out.tpotUserSeconds[i] = tpot;
        out.ttftSeconds[i] = c.ttftFixedSeconds + out.stepSeconds[i];
        out.outputTokSPerGpu[i] = requestsPerGpu * c.outputTokens;
        out.prefillGpuShare[i] = requestsPerGpu * c.inversePrefillRequestsPerGpu;
        out.ttftQueueSeconds[i] = c.disaggQueueSeconds;
        out.queueUtilisation[i] = c.disaggQueueUtilisation;
        const double churnVariance = batches.sequences[i] * c.churnSecondsPerSequence * c.churnSecondsPerSequence;
        out.tpotSpreadSeconds[i] = std::sqrt(std::max(0.0, churnVariance));
    }
}

double finiteOrZero(double value)
{
    // A comparison rather than std::isfinite, so that the loop stays vectorisable; NaN fails it.
    return std::abs(value) <= std::numeric_limits<double>::max() ? value : 0.0;
}

Bound boundOf(double memory, double compute, double comm, double overhead)
{
    const double biggest = std::max({memory, compute, comm, overhead});
    return biggest == memory    ? Bound::Memory
           : biggest == compute ? Bound::Compute
           : biggest == comm    ? Bound::Communication
                                : Bound::Overhead;
}

/// Writes every field of the block's operating points.
void writePoints(const PreparedConfig& p, const BlockBatches& batches, const StepBlock& s, const ServingBlock& v,
                 OperatingPoint* out)
{
    const ServingCoefficients& c = p.serving;
    const double weightsGb = p.weightsBytesPerGpu / kBytesPerGb;
    for (int i = 0; i < batches.n; ++i) {
        OperatingPoint& op = out[i];
        op.batch = batches.batch[i];
        op.tensorParallel = p.config.tensorParallel;
        op.expertParallel = p.config.expertParallel;
        op.pipelineParallel = p.pipelineParallel;
        op.gpus = p.gpusPerInstance;
        op.maxBatch = p.maxBatch;
        op.maxBatchIsSchedulerCap = p.maxBatchIsSchedulerCap;
        op.fits = batches.batch[i] <= p.maxBatch;
        op.bound = boundOf(s.weightRead[i] + s.kvRead[i], s.compute[i], s.comm[i], s.overhead[i]);
        op.decodeStepMs = finiteOrZero(v.stepSeconds[i] * kMsPerSecond);
        op.tpotMs = finiteOrZero(v.tpotUserSeconds[i] * kMsPerSecond);
        op.tokSPerUser = finiteOrZero(1.0 / v.tpotUserSeconds[i]);
        op.ttftMs = finiteOrZero(v.ttftSeconds[i] * kMsPerSecond);
        op.prefillMs = p.prefillSecondsSingle * kMsPerSecond;
        op.tokSPerGpuOutput = finiteOrZero(v.outputTokSPerGpu[i]);
        op.tokSPerGpuTotal = finiteOrZero(v.outputTokSPerGpu[i] * c.totalOverOutputTokens);
        op.acceptedTokensPerStep = p.acceptedTokensPerStep;
        op.weightsGbPerGpu = weightsGb;
        op.kvGbPerGpu = batches.sequences[i] * p.kvMemoryPerSequenceBytes / kBytesPerGb;
        op.memoryGbPerGpu = weightsGb + op.kvGbPerGpu;
        const double utilisation = std::clamp(s.busy[i] / std::max(s.total[i], kMinStepSeconds), 0.0, 1.0);
        op.boardPowerW =
            c.idleW + c.dynamicRangeW * (kStreamingPowerShare + (1.0 - kStreamingPowerShare) * utilisation);
        op.prefillGpuShare = v.prefillGpuShare[i];
        op.weightReadMs = s.weightRead[i] * kMsPerSecond;
        op.kvReadMs = s.kvRead[i] * kMsPerSecond;
        op.computeMs = s.compute[i] * kMsPerSecond;
        op.commMs = s.comm[i] * kMsPerSecond;
        op.overheadMs = s.overhead[i] * kMsPerSecond;
        op.tpotSpreadMs = v.tpotSpreadSeconds[i] * kMsPerSecond;
        op.ttftQueueMs = v.ttftQueueSeconds[i] * kMsPerSecond;
        op.queueUtilisation = v.queueUtilisation[i];
        op.clockFraction = p.clockFraction;
        op.powerCapSavingW = p.powerCapSavingW;
    }
}

/// Up to kBlockPoints points: decode steps (and the one-token steps of the drafts), then serving.
void evaluateBlock(const PreparedConfig& p, const int* batchesIn, int n, OperatingPoint* out)
{
    const DecodeCoefficients& d = p.decode;
    BlockBatches batches;
    batches.n = n;
    for (int i = 0; i < n; ++i) {
        batches.batch[i] = std::max(1, batchesIn[i]);
        batches.value[i] = batches.batch[i];
        batches.sequences[i] = batches.value[i] * d.inverseAttentionReplicas;
    }
    StepBlock step;
    ServingBlock serving;
    decodeSteps(d, batches, d.queryTokensPerSequence, step);
    for (int i = 0; i < n; ++i)
        serving.stepSeconds[i] = step.total[i];
    if (d.draftShare > 0) {
        StepBlock single;
        decodeSteps(d, batches, 1.0, single);
        for (int i = 0; i < n; ++i)
            serving.stepSeconds[i] += d.draftShare * (single.total[i] - single.overhead[i]);
    }
    if (p.config.serving == ServingMode::Aggregated)
        serveAggregatedBlock(p, batches, step, serving);
    else
        serveDisaggregatedBlock(p, batches, serving);
    writePoints(p, batches, step, serving, out);
}

/// The TP all-reduce of a step with T tokens per rank, exposed share `exposed`, over `count`
/// all-reduces: count x (latency + min(one-shot, two-shot)), as allReduceSeconds().
void hoistAllReduce(const PreparedConfig& p, double exposed, DecodeCoefficients& d)
{
    const PerfKnobs& k = p.config.knobs;
    const int n = p.config.tensorParallel;
    const double scale = exposed * p.allReducesPerStep;
    const double bandwidth = k.allReduceBusEfficiency * p.scaleUpBytesPerS;
    // Across nodes NCCL's latency, exposed in full, replaces the in-node all-reduce's (decodeCommSeconds()).
    const bool crossesNodes = p.allReduceExtraLatencyUs > 0;
    d.commFixedSeconds +=
        (crossesNodes ? p.allReducesPerStep * p.allReduceExtraLatencyUs : scale * k.allReduceLatencyUs) *
        kSecondsPerMicrosecond;
    d.allReduceOneShotSecondsPerToken = scale * (n - 1) * p.allReduceBytesPerToken / bandwidth;
    d.allReduceTwoShotFixedSeconds = scale * kTwoShotExtraLatencyUs * kSecondsPerMicrosecond;
    d.allReduceTwoShotSecondsPerToken = scale * 2.0 * (n - 1) / n * p.allReduceBytesPerToken / bandwidth;
}

/// The EP dispatch and combine of every MoE layer, imbalance included, as in decodeStep().
void hoistAllToAll(const PreparedConfig& p, double exposed, DecodeCoefficients& d)
{
    const PerfKnobs& k = p.config.knobs;
    const double scale = exposed * p.moeLayers;
    d.commFixedSeconds += scale * k.moeImbalance * kAllToAllPassesPerMoeLayer *
                          (k.allToAllLatencyUs + p.allToAllExtraLatencyUs) * kSecondsPerMicrosecond;
    d.expertAllToAllSecondsPerToken = scale * p.allToAllBytesPerToken * p.allToAllSecondsPerByte;
}

void hoistExperts(const PreparedConfig& p, double etaBw, double etaMax, DecodeCoefficients& d)
{
    const PerfKnobs& k = p.config.knobs;
    const LlmModel& m = *p.config.model;
    const double grouped = std::clamp(k.moeGroupedGemmEfficiency, 0.01, 1.0) * p.expertSliceEfficiency;
    d.hasExperts = true;
    d.experts = m.experts;
    d.expertsPerToken = m.expertsPerToken;
    d.logExpertMissedPerToken = std::log1p(-static_cast<double>(m.expertsPerToken) / m.experts);
    d.routingSkew = k.moeRoutingSkew;
    d.expertReadSecondsPerTouched =
        p.moeLayers * (p.localExperts / m.experts) * p.expertBytesPerGpuPerExpert / (grouped * etaBw * p.hbmBytesPerS);
    d.expertMathSecondsPerTouched = p.moeLayers * kFlopPerMultiplyAccumulate * p.expertParams / p.gpusPerStage /
                                    (grouped * etaMax * p.peakFlopPerS);
    d.expertSkew = p.config.expertParallel > 1 ? k.moeImbalance : 1.0;
    d.busiestRankDeviation = p.busiestRankDeviation;
    d.expertRanks = p.config.expertParallel;
}

/// KV offload as kvOffloadSeconds() in perfmodel.cpp: max(0, perSequence x sequences - free).
void hoistKvOffload(const PreparedConfig& p, DecodeCoefficients& d)
{
    if (!(p.config.kvOffloadGb > 0))
        return;
    const double linkBytesPerS = p.config.kvOffloadGbPerS * kBytesPerGb;
    const double readShare = p.kvReadBytesPerSequence / p.kvMemoryPerSequenceBytes;
    d.offloadSecondsPerSequence = p.kvMemoryPerSequenceBytes * readShare / linkBytesPerS;
    d.offloadFreeSeconds = p.freeMemoryForKvBytes * readShare / linkBytesPerS;
}

} // namespace

DecodeCoefficients decodeCoefficients(const PreparedConfig& p)
{
    const PerfKnobs& k = p.config.knobs;
    const double scale = p.config.efficiencyScale;
    const double etaBw = std::min(1.0, k.hbmEfficiency * scale);
    const double etaKv = std::min(1.0, k.kvEfficiency * scale);
    const double etaMax = std::min(1.0, p.gemmEfficiencyMax * scale);
    const double etaAttn = std::min(1.0, k.attentionComputeEfficiency * scale);
    const int drafts = std::max(0, p.config.speculativeTokens);
    DecodeCoefficients d;
    d.attentionReplicas = p.attentionReplicas;
    d.inverseAttentionReplicas = 1.0 / (p.attentionReplicas * p.pipelineParallel); // micro-batch per rank
    d.queryTokensPerSequence = 1.0 + drafts;
    d.denseReadSeconds = p.denseBytesPerGpu / (etaBw * p.hbmBytesPerS);
    d.denseMathSecondsPerToken = kFlopPerMultiplyAccumulate * p.denseParamsPerGpu / (etaMax * p.peakFlopPerS);
    d.gemmHalfTokens = k.gemmHalfTokens;
    if (p.moeLayers > 0)
        hoistExperts(p, etaBw, etaMax, d);
    d.kvReadSecondsPerSequence = p.kvReadBytesPerSequence / (etaKv * p.hbmBytesPerS);
    d.attentionMathSecondsPerToken =
        (p.contextAverage * p.attentionFlopPerQueryContextToken + p.indexScoreFlopPerQueryToken) /
        (etaAttn * p.attentionPeakFlopPerS);
    const double kernels =
        layerKernelSeconds(*p.config.model, k) + p.moeLayers * k.moeLayerOverheadUs * kSecondsPerMicrosecond;
    d.overheadFixedSeconds = k.stepOverheadUs * kSecondsPerMicrosecond +
                             p.layers * k.layerOverheadUs * kSecondsPerMicrosecond + kernels +
                             p.layers * k.attentionOverheadUs * p.attentionFixedScale * kSecondsPerMicrosecond;
    d.overheadSecondsPerSequence =
        k.sequenceOverheadUs * kSecondsPerMicrosecond +
        p.layers * k.attentionPerSeqHeadNs * p.attentionPerSeqHeadScale * kSecondsPerNanosecond * p.kvHeadsPerGpu;
    const double exposed = 1.0 - k.commOverlap;
    if (p.config.tensorParallel > 1)
        hoistAllReduce(p, exposed, d);
    if (p.config.expertParallel > 1 && p.moeLayers > 0)
        hoistAllToAll(p, exposed, d);
    // Pipeline hops: a fixed part and a per-token part, not overlapped (as decodeCommSeconds()).
    d.commFixedSeconds += p.pipelineHopSeconds;
    d.pipelineHopSecondsPerToken = p.pipelineHopSecondsPerToken;
    d.draftShare = static_cast<double>(drafts) * p.config.model->specDraftLayers / p.layers;
    hoistKvOffload(p, d);
    return d;
}

ServingCoefficients servingCoefficients(const PreparedConfig& p)
{
    const DeploymentConfig& config = p.config;
    const PerfKnobs& k = config.knobs;
    const double osl = config.outputTokens;
    const double isl = config.inputTokens;
    ServingCoefficients c;
    c.inverseAcceptedTokens = 1.0 / p.acceptedTokensPerStep;
    c.outputTokens = osl;
    c.inverseOutputTokens = 1.0 / osl;
    c.totalOverOutputTokens = (isl + osl) / osl;
    c.inverseGpusPerInstance = 1.0 / p.gpusPerInstance;
    c.chunksPerRequest = 1.0 / p.prefillPromptsPerChunk;
    c.decodeStepsPerRequest = osl / p.acceptedTokensPerStep;
    c.chunkVariableSeconds = std::max(0.0, p.prefillChunkSeconds - p.prefillChunkFixedSeconds);
    c.queueFactorTimesPrefillSingle = k.ttftQueueFactor * p.prefillSecondsSingle;
    c.firstTokenSteps = aggregatedFirstTokenSteps(k, 2.0);
    c.firstTokenStepsAlone = aggregatedFirstTokenSteps(k, 1.0);
    c.decodeRequestShare = k.disaggDecodeDerate / (osl * p.gpusPerInstance);
    const double prefillRequestsPerGpu =
        1.0 / (p.prefillSecondsPerRequest * config.prefillTensorParallel) * k.disaggPrefillDerate;
    c.inversePrefillRequestsPerGpu = 1.0 / prefillRequestsPerGpu;
    const double transfer = isl * p.kvBytesPerTokenTotal / (k.kvTransferGbPerS * kBytesPerGb);
    c.ttftFixedSeconds =
        k.ttftQueueFactor * (p.prefillSecondsSingle + queueWaitSeconds(k.disaggPrefillDerate, p.prefillSecondsSingle)) +
        transfer + kFrontEndSecondsPerRequest;
    c.idleW = config.hardware->idleW;
    c.dynamicRangeW = (config.hardware->tdpW - config.hardware->idleW) * p.clockFraction * p.clockFraction;
    c.disaggQueueSeconds = k.ttftQueueFactor * queueWaitSeconds(k.disaggPrefillDerate, p.prefillSecondsSingle);
    c.disaggQueueUtilisation = std::clamp(k.disaggPrefillDerate, 0.0, kMaxQueueUtilisation);
    c.churnSecondsPerSequence =
        (p.decode.kvReadSecondsPerSequence + p.decode.overheadSecondsPerSequence) * c.inverseAcceptedTokens;
    c.chunkSeconds = p.prefillChunkSeconds;
    c.inverseDecodeStepsPerRequest = 1.0 / c.decodeStepsPerRequest;
    return c;
}

void evaluateBatch(const PreparedConfig& prepared, std::span<const int> batches, std::span<OperatingPoint> out)
{
    const size_t count = std::min(batches.size(), out.size());
    for (size_t start = 0; start < count; start += kBlockPoints) {
        const int n = static_cast<int>(std::min<size_t>(kBlockPoints, count - start));
        evaluateBlock(prepared, batches.data() + start, n, out.data() + start);
    }
}

} // namespace tf::core
