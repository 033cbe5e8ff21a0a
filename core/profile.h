#pragma once

#include "core/sourcemap.h"

#include <map>
#include <string>
#include <vector>

namespace tf::core {

/// Every efficiency and fixed cost of the performance model, as named knobs. A framework ships
/// priors (from public measurements); a calibration profile keyed by (hardware, framework) refines
/// them by fitting to measured points. Units are in the names.
struct PerfKnobs
{
    double hbmEfficiency = 0.80;             ///< achieved fraction of peak HBM bandwidth, streaming weights
    double kvEfficiency = 0.76;              ///< achieved fraction of HBM bandwidth reading KV cache
    double kernelOverheadUs = 5.0;           ///< fixed cost per GEMM-class kernel
    double kernelsPerLayer = 9.0;            ///< kernels launched per transformer layer
    double gemmEfficiencyMax = 0.80;         ///< asymptotic fraction of BF16 peak for large GEMMs
    double gemmEfficiencyMaxFp8 = 0.62;      ///< asymptotic fraction of FP8/FP4 peak for large GEMMs
    double gemmHalfTokens = 64.0;            ///< tokens at which a GEMM reaches half of gemmEfficiencyMax
    double attentionOverheadUs = 10.0;       ///< fixed cost of one decode-attention kernel
    double attentionPerSeqHeadNs = 25.0;     ///< per (sequence x local KV head) cost in decode attention
    double attentionComputeEfficiency = 0.6; ///< fraction of peak for attention math (MLA, prefill)
    double layerOverheadUs = 40.0;           ///< framework (CPU/scheduler) cost per layer per step
    double stepOverheadUs = 500.0;           ///< framework cost per step (sampling, scheduling)
    double sequenceOverheadUs = 2.0;         ///< framework cost per running sequence per step
    double allReduceLatencyUs = 8.0;         ///< latency floor of one all-reduce
    double allReduceBusEfficiency = 0.7;     ///< achieved fraction of scale-up bandwidth in all-reduce
    double allToAllLatencyUs = 12.0;         ///< latency floor of one EP dispatch or combine
    double allToAllEfficiency = 0.45;        ///< achieved fraction of scale-up bandwidth in all-to-all
    double commOverlap = 0.0;                ///< fraction of communication hidden behind compute (0..0.9)
    double moeLayerOverheadUs = 30.0;        ///< fixed cost per MoE layer (routing, permutation)
    double moeSliceHalfColumns = 128.0; ///< expert columns per GPU at which grouped GEMMs reach half their efficiency
    /// fixed cost per sparse-attention layer and forward pass: the key selection (indexer scores,
    /// top-k, sparse gather) of DSA/MSA models
    double sparseAttentionLayerOverheadUs = 18.0;
    double moeRoutingSkew = 0.9;           ///< exponent s in E(1-(1-k/E)^(T^s)); 1 = uniform routing
    double moeImbalance = 1.3;             ///< busiest EP rank vs mean (1 = perfectly balanced)
    double moeGroupedGemmEfficiency = 0.9; ///< grouped expert GEMMs' efficiency relative to dense ones
    double prefillEfficiency = 0.8;        ///< share of the GPU's GEMM ceiling a prefill pass reaches
    double usableMemoryFraction = 0.90;    ///< share of HBM the framework may allocate
    double reservedMemoryGb = 4.0;         ///< activations, CUDA graphs, communication buffers
    /// 0: the KV cache gets usableMemoryFraction of all HBM less weights and reserves (vLLM, SGLang);
    /// > 0: it gets this fraction of what is left after weights and reserves (TensorRT-LLM
    /// free_gpu_memory_fraction).
    double kvFreeMemoryFraction = 0.0;
    /// The share of its answer a running sequence holds in KV memory on average, beside its prompt:
    /// 1 where the scheduler reserves the whole answer on admission (TensorRT-LLM
    /// GUARANTEED_NO_EVICT), about one half where blocks are allocated as tokens are generated and
    /// the running sequences are spread evenly over their answers (vLLM, SGLang).
    double kvAnswerShareHeld = 1.0;
    /// The most sequences one serving instance (one attention replica) schedules at once, however
    /// much KV memory is free: the scheduler's cap (vLLM max_num_seqs, SGLang max_running_requests,
    /// TensorRT-LLM max_batch_size).
    double maxRunningSequences = 4096.0;
    double ttftQueueFactor = 1.5; ///< scheduler/queueing multiplier on ideal prefill time
    /// Decode steps between the step that computes a prompt's first token and the client receiving
    /// it: 1 with an overlap (one-batch-ahead) scheduler, 0 with a synchronous one.
    double firstTokenDelaySteps = 0.0;
    /// 1: a prefill chunk rides in a decode step, whose weight read and fixed costs it shares
    /// (vLLM V1, TensorRT-LLM in-flight batching); 0: prefill batches run alone and every decoding
    /// sequence waits for them (SGLang without --enable-mixed-chunk).
    double prefillRidesDecodeSteps = 1.0;
    double disaggPrefillDerate = 0.90; ///< achievable share of prefill-pool capacity
    double disaggDecodeDerate = 0.92;  ///< achievable share of decode-pool capacity
    double kvTransferGbPerS = 50.0;    ///< prefill->decode KV transfer bandwidth, GB/s
};

/// Where a knob's physics lives, and so the level at which it may be fitted: hardware knobs are
/// per GPU, shared by every framework (anchored by microbenchmarks and spec sheets); framework knobs
/// are fixed costs of a serving stack; architecture knobs apply to MoE models only; serving knobs
/// describe memory policy, queueing and disaggregation.
enum class KnobLevel { Hardware, Framework, Architecture, Serving };
const char* knobLevelId(KnobLevel level);

/// Names and pointers of the knobs, in a fixed order (fitting, documents, UI tables).
/// [minValue, maxValue] is what a file may hold; [physicalMin, physicalMax] is the documented
/// physical range a fit may use (`rangeSource`), and a fitted knob at either end of it means the
/// structure misses a term.
struct KnobInfo
{
    const char* key;
    double PerfKnobs::*member;
    double minValue;
    double maxValue;
    const char* description;
    KnobLevel level = KnobLevel::Framework;
    double physicalMin = 0;
    double physicalMax = 0;
    const char* rangeSource = "";
};
const std::vector<KnobInfo>& knobInfos();
/// The knob called `key`, or nullptr.
const KnobInfo* findKnobInfo(const std::string& key);
/// Whether `value` sits at an end of the knob's physical range (within 0.5%): a fit that ends there
/// is compensating for a term the model lacks.
bool atPhysicalBound(const KnobInfo& info, double value);

/// A serving framework: a named set of priors for the knobs.
struct Framework
{
    std::string id;                   ///< "vllm", "sglang", "trtllm"
    std::string name;                 ///< "vLLM"
    std::vector<std::string> aliases; ///< spellings used by benchmark files, e.g. "dynamo-trt"
    std::vector<std::string> vendors; ///< the only hardware vendors it runs on; empty = any (vLLM, SGLang)
    PerfKnobs knobs;
    std::string notes;
    SourceMap sources; ///< figure key -> citation
};

/// Knobs fitted for one (hardware, framework[, precision]) with the evidence and the error.
struct CalibrationProfile
{
    std::string hardwareId;
    std::string frameworkId;
    std::string precisionId; ///< empty = any precision
    PerfKnobs knobs;
    std::string fittedTo; ///< data the knobs were fitted to (file, rows)
    /// Catalog ids of the models its rows ran, sorted; empty = not recorded (priors, older files).
    std::vector<std::string> modelsMeasured;
    int pointsFitted = 0;
    double medianAbsErrorFit = 0;      ///< median |pred/meas - 1| on the fitted rows
    double medianAbsErrorHoldout = -1; ///< same on held-out rows (<0 = not measured)
    double medianAbsErrorPriors = -1;  ///< the priors it started from on the same rows (<0 = not measured)
    bool calibrated = false;           ///< false = documented priors only
    /// A workbook's own profile, in place of the built-in catalog's calibration or priors for its
    /// hardware, framework and precision; set when the workbook's catalog is made
    /// (catalogForWorkbook), never stored.
    bool replacesBuiltIn = false;

    std::string key() const;
    /// Whether its rows ran `modelId`; true when the models were not recorded (nothing to say).
    bool measuredOn(const std::string& modelId) const;
    /// Its median |error| as far as known: held out, else in-sample for a fitted profile; < 0 = none.
    double medianAbsErrorKnown() const;
};

/// How far the calibration that produced the profiles was off on rows it was not fitted to, so that
/// a figure for a model or GPU it never measured can carry the error such figures have. Medians of
/// |predicted / measured - 1| of total tok/s/GPU; negative = not known (a file written before these
/// were recorded, or one fit merged by hand).
struct CalibrationAccuracy
{
    int rows = 0;                          ///< rows every figure is over
    double leaveOneModelOut = -1;          ///< each model's rows predicted by a fit without them
    double leaveOneGpuOut = -1;            ///< each GPU's rows predicted by a fit without them
    double priors = -1;                    ///< the documented priors, uncalibrated, on the same rows
    std::string source;                    ///< the measurements, e.g. "inferencex_points.csv"
    std::map<std::string, double> byModel; ///< model id -> its rows' leave-one-model-out error
    std::map<std::string, double> byGpu;   ///< hardware id -> its rows' leave-one-GPU-out error
    /// Time to first token held out the same ways, over the rows that measured one under a known
    /// load: median |error| and median signed error (negative = the model's TTFT runs low).
    int ttftRows = 0;
    double ttftLeaveOneModelOut = -1;
    double ttftLeaveOneGpuOut = -1;
    double ttftBiasLeaveOneModelOut = 0;
    double ttftBiasLeaveOneGpuOut = 0;

    bool known() const { return rows > 0 && priors >= 0; }
    bool ttftKnown() const { return ttftRows > 0 && ttftLeaveOneModelOut >= 0 && ttftLeaveOneGpuOut >= 0; }
    /// The error to expect for a model a profile never measured: its own rows held out where the
    /// data has some, else every model held out; < 0 = not known.
    double heldOutErrorForModel(const std::string& modelId) const;
};

} // namespace tf::core
