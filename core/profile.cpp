#include "core/profile.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace tf::core {

const char* knobLevelId(KnobLevel level)
{
    switch (level) {
    case KnobLevel::Hardware:
        return "hardware";
    case KnobLevel::Framework:
        return "framework";
    case KnobLevel::Architecture:
        return "architecture";
    case KnobLevel::Serving:
        return "serving";
    }
    return "framework";
}

// Grouped expert GEMMs stream at N^2 / (N^2 + N_half^2) of their efficiency with N columns per GPU:
// a slice of a tile or two leaves HBM idle, a whole expert of thousands of columns streams as a
// dense GEMM does (the first power would still charge a 2048-column expert 6%).
constexpr const char* kSliceRangeSource =
    "PM 2.4/2.7: a decode GEMM keeps HBM busy only with enough tiles in flight; an expert split over TP ranks "
    "leaves F_e / TP columns per GPU (256 for DeepSeek-R1 at TP8), one or two 128-column tiles per expert; "
    "the dense GEMM curve's half point is 64 tokens (M_half), the slice's lies between 16 and 1024 columns";

// No microbenchmark of DSA/MSA key selection is in the research: its range follows from the
// per-kernel costs of the kernels it runs.
constexpr const char* kSparseSelectionRangeSource =
    "PM 2.4: 3 us per kernel under CUDA graphs (floor: one fused selection kernel), 5-15 us stand-alone; "
    "DSA/MSA selection runs 4-8 kernels per layer (index projections, FP8 scores over the context, top-k, "
    "sparse gather), so ~250 us stand-alone with a host-side top-k is the ceiling";

namespace {

// Communication, MoE and prefill knobs, after the per-step compute and memory knobs.
std::vector<KnobInfo> withCommunicationAndArchitectureKnobs(std::vector<KnobInfo> infos)
{
    using L = KnobLevel;
    const KnobInfo more[] = {
        {"all_reduce_latency_us", &PerfKnobs::allReduceLatencyUs, 0.0, 100.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "All-reduce latency floor, us"), L::Framework, 2.0, 20.0,
         "PM 2.8: custom all-reduce 2.6-3.5 us, NCCL 6-16 us (H200)"},
        {"all_reduce_bus_efficiency", &PerfKnobs::allReduceBusEfficiency, 0.05, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "All-reduce fraction of link bandwidth"), L::Hardware, 0.5, 0.95,
         "PM 2.8: 330-470 of 450 GB/s per direction (AIC H200)"},
        {"all_to_all_latency_us", &PerfKnobs::allToAllLatencyUs, 0.0, 200.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "All-to-all latency floor, us"), L::Framework, 5.0, 50.0,
         "PM 2.8: DeepEP low-latency dispatch 12 us, combine 13 us (8xH200)"},
        {"all_to_all_efficiency", &PerfKnobs::allToAllEfficiency, 0.02, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "All-to-all fraction of link bandwidth"), L::Hardware, 0.2, 0.8,
         "PM 2.8: DeepEP ~210 of 450 GB/s at 128 tokens per rank"},
        {"comm_overlap", &PerfKnobs::commOverlap, 0.0, 0.9,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Share of communication hidden by compute"), L::Framework, 0.0, 0.7,
         "PM 4.3: 0 without two-batch overlap, up to 0.7 with it"},
        {"moe_layer_overhead_us", &PerfKnobs::moeLayerOverheadUs, 0.0, 500.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Fixed cost per MoE layer, us"), L::Architecture, 5.0, 60.0,
         "PM 2.4: ~30 us stand-alone (H200, FP8 block), ~15 us inside CUDA graphs"},
        {"moe_slice_half_columns", &PerfKnobs::moeSliceHalfColumns, 1.0, 4096.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Expert columns per GPU at half grouped-GEMM efficiency"), L::Architecture,
         16.0, 1024.0, kSliceRangeSource},
        {"sparse_attention_layer_overhead_us", &PerfKnobs::sparseAttentionLayerOverheadUs, 0.0, 1000.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Fixed cost per sparse-attention layer, us"), L::Hardware, 3.0, 250.0,
         kSparseSelectionRangeSource},
        {"moe_routing_skew", &PerfKnobs::moeRoutingSkew, 0.5, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Routing skew exponent (1 = uniform)"), L::Architecture, 0.7, 1.0,
         "PM 2.7: s ~0.8-0.9 fitted to H200 routing measurements"},
        {"moe_imbalance", &PerfKnobs::moeImbalance, 1.0, 4.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Busiest EP rank over mean"), L::Architecture, 1.05, 2.6,
         "PM 2.7: 1.2 with EPLB to 2.5 without (SGLang EPLB 2.54x decode)"},
        {"moe_grouped_gemm_efficiency", &PerfKnobs::moeGroupedGemmEfficiency, 0.05, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Grouped expert GEMMs relative to dense GEMMs"), L::Architecture, 0.15,
         1.0,
         "PM 2.4: H200 FP8-block MoE layer streams its experts at 0.89 of HBM, dense GEMMs at 0.86-0.92 (ratio "
         "~1); the lower end is not bounded by a microbenchmark: skinny grouped GEMMs of a stack without tuned MoE "
         "kernels can be several times slower"},
        {"prefill_efficiency", &PerfKnobs::prefillEfficiency, 0.05, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Prefill share of the GPU's GEMM ceiling"), L::Framework, 0.4, 1.0,
         "PM 2.5/2.12: prefill MFU 0.40-0.60 BF16, 0.30-0.50 FP8, up to 0.82 (DistServe), over GEMM ceilings of "
         "0.62-0.80: from 0.4 (0.25 of FP8 peak on a 0.62 ceiling) to 1 (a pass cannot beat its GEMMs)"},
    };
    infos.insert(infos.end(), std::begin(more), std::end(more));
    return infos;
}

// Serving knobs (memory policy, TTFT scheduling, disaggregation), after the model's own knobs.
std::vector<KnobInfo> withServingKnobs(std::vector<KnobInfo> infos)
{
    using L = KnobLevel;
    const KnobInfo serving[] = {
        {"usable_memory_fraction", &PerfKnobs::usableMemoryFraction, 0.5, 0.98,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Share of HBM usable"), L::Serving, 0.8, 0.95,
         "PM 2.3: vLLM gpu_memory_utilization default 0.9"},
        {"reserved_memory_gb", &PerfKnobs::reservedMemoryGb, 0.0, 64.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Reserved memory per GPU, GB"), L::Serving, 0.5, 16.0,
         "PM 4.3: ~4 GB reserved + NCCL ~0.4 GB; AIC other_mem 3.5 GB"},
        {"kv_free_memory_fraction", &PerfKnobs::kvFreeMemoryFraction, 0.0, 0.98,
         QT_TRANSLATE_NOOP("tf::core::Knob", "KV share of memory left after weights (0 = share of all HBM)"),
         L::Serving, 0.0, 0.95, "TensorRT-LLM KvCacheConfig free_gpu_memory_fraction default 0.9"},
        {"kv_answer_share_held", &PerfKnobs::kvAnswerShareHeld, 0.5, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Share of its answer a running sequence holds in KV memory"), L::Serving,
         0.5, 1.0,
         "1: the whole answer reserved on admission (TensorRT-LLM GUARANTEED_NO_EVICT); 0.5: KV blocks "
         "allocated as tokens are generated, sequences spread evenly over their answers (vLLM PagedAttention)"},
        {"max_running_sequences", &PerfKnobs::maxRunningSequences, 1.0, 1e6,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Most sequences one instance schedules at once"), L::Serving, 256.0,
         8192.0,
         "vLLM max_num_seqs 1024 on GPUs of 70 GiB or more (256 below); SGLang max_running_requests "
         "2048-4096; trtllm-bench max_batch_size at most 4096"},
        {"ttft_queue_factor", &PerfKnobs::ttftQueueFactor, 1.0, 10.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Scheduler multiplier on prefill time"), L::Serving, 1.0, 4.0,
         "PM 2.5: AIC q = min(1 + log2(b)/8, 2) vLLM, min(2 + (n-3)/20, 4) TensorRT-LLM"},
        {"first_token_delay_steps", &PerfKnobs::firstTokenDelaySteps, 0.0, 4.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Steps between a prompt's first token and its delivery"), L::Serving, 0.0,
         2.0,
         "TensorRT-LLM overlap scheduler: 'introduces one extra decoding step', on by default; SGLang v0.4 "
         "zero-overhead scheduler 'runs one batch ahead'; 0 for a synchronous scheduler"},
        {"prefill_rides_decode_steps", &PerfKnobs::prefillRidesDecodeSteps, 0.0, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Prefill chunks share decode steps (1) or run alone (0)"), L::Serving, 0.0,
         1.0,
         "vLLM V1 chunked prefill and TensorRT-LLM in-flight batching mix prompt chunks into decode steps; SGLang "
         "runs prefill batches alone unless --enable-mixed-chunk is set (default off)"},
        {"disagg_prefill_derate", &PerfKnobs::disaggPrefillDerate, 0.3, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Usable prefill-pool capacity"), L::Serving, 0.6, 1.0,
         "PM 2.10: AIC prefill derate 0.9"},
        {"disagg_decode_derate", &PerfKnobs::disaggDecodeDerate, 0.3, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Usable decode-pool capacity"), L::Serving, 0.6, 1.0,
         "PM 2.10: AIC decode derate 0.92"},
        {"kv_transfer_gb_s", &PerfKnobs::kvTransferGbPerS, 1.0, 2000.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Prefill to decode KV bandwidth, GB/s"), L::Serving, 10.0, 900.0,
         "PM 2.8: ~50 GB/s RDMA (CX7), 900 GB/s NVLink inside NVL72"},
    };
    infos.insert(infos.end(), std::begin(serving), std::end(serving));
    return infos;
}

} // namespace

// Physical ranges cite docs/research/performance-models.md (PM) sections; docs/calibration.md lists
// them beside the shipped values.
const std::vector<KnobInfo>& knobInfos()
{
    using L = KnobLevel;
    static const std::vector<KnobInfo> infos = withServingKnobs(withCommunicationAndArchitectureKnobs({
        {"hbm_efficiency", &PerfKnobs::hbmEfficiency, 0.2, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Achieved fraction of peak HBM bandwidth"), L::Hardware, 0.6, 0.95,
         "PM 2.4/2.12: streaming kernels reach 0.73-0.92 of peak (AIC GEMM 0.86 BF16, 0.92 FP8, MoE experts 0.89 "
         "on H200; FlashMLA 0.9 on H800; Azure GB200 7.35 of 8 TB/s)"},
        {"kv_efficiency", &PerfKnobs::kvEfficiency, 0.2, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Achieved HBM fraction reading the KV cache"), L::Hardware, 0.5, 0.95,
         "PM 2.4/2.12: decode attention 0.75-0.91 of HBM at >= 100 MB per call (AIC H200)"},
        {"kernel_overhead_us", &PerfKnobs::kernelOverheadUs, 0.0, 50.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Fixed cost per kernel, us"), L::Framework, 1.0, 15.0,
         "PM 2.4: 3-15 us per kernel (3 us under CUDA graphs, 5-15 us stand-alone)"},
        {"kernels_per_layer", &PerfKnobs::kernelsPerLayer, 1.0, 30.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Kernels launched per layer"), L::Framework, 5.0, 15.0,
         "PM 2.4: ~9 kernels per layer; fused TensorRT-LLM kernels ~7"},
        {"gemm_efficiency_max", &PerfKnobs::gemmEfficiencyMax, 0.1, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Asymptotic GEMM fraction of BF16 peak"), L::Hardware, 0.5, 0.92,
         "PM 2.4/2.12: large BF16 GEMM ~0.80 of 989 TFLOPS on H200 (AIC tables)"},
        {"gemm_efficiency_max_fp8", &PerfKnobs::gemmEfficiencyMaxFp8, 0.1, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Asymptotic GEMM fraction of FP8/FP4 peak"), L::Hardware, 0.35, 0.85,
         "PM 2.4/2.12: FP8 0.46-0.65 (AIC H200), DeepGEMM 0.78 (H800); catalog.md: Azure GB200 2,744 of 5,000 "
         "TFLOPS, AMD MI325X 1.4-1.5K of 2.61K"},
        {"gemm_half_tokens", &PerfKnobs::gemmHalfTokens, 1.0, 2048.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Tokens at half GEMM efficiency"), L::Hardware, 16.0, 256.0,
         "PM 2.4: M_half ~64 tokens (AIC H200 GEMM fit)"},
        {"attention_overhead_us", &PerfKnobs::attentionOverheadUs, 0.0, 100.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Decode attention floor, us"), L::Framework, 2.0, 30.0,
         "PM 2.4: ~10 us BF16 KV, 6 us FP8 KV (AIC H200)"},
        {"attention_per_seq_head_ns", &PerfKnobs::attentionPerSeqHeadNs, 0.0, 500.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Per sequence x KV head attention cost, ns"), L::Framework, 5.0, 60.0,
         "PM 2.4: 25 ns BF16 KV, 10 ns FP8 KV (AIC H200)"},
        {"attention_compute_efficiency", &PerfKnobs::attentionComputeEfficiency, 0.05, 1.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Attention math fraction of peak"), L::Hardware, 0.3, 0.8,
         "PM 2.4/4.3: MLA 0.60-0.73 of BF16 peak (AIC), FlashMLA 0.59"},
        {"layer_overhead_us", &PerfKnobs::layerOverheadUs, 0.0, 500.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Framework cost per layer per step, us"), L::Framework, 2.0, 80.0,
         "PM 2.4: 34-53 us per layer residual (vLLM CI, NIM) that also holds step and attention costs"},
        {"step_overhead_us", &PerfKnobs::stepOverheadUs, 0.0, 20000.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Framework cost per step, us"), L::Framework, 100.0, 3000.0,
         "PM 4.3: c_step ~0.3-1 ms per step (Vidur CPU model)"},
        {"sequence_overhead_us", &PerfKnobs::sequenceOverheadUs, 0.0, 100.0,
         QT_TRANSLATE_NOOP("tf::core::Knob", "Framework cost per sequence, us"), L::Framework, 0.2, 20.0,
         "PM 1.7: BLIS per-sequence beta6 term, a few us per running sequence"},
    }));
    return infos;
}

const KnobInfo* findKnobInfo(const std::string& key)
{
    for (const KnobInfo& info : knobInfos()) {
        if (key == info.key)
            return &info;
    }
    return nullptr;
}

bool atPhysicalBound(const KnobInfo& info, double value)
{
    const auto near = [&](double bound) {
        return bound > 0 ? std::abs(value / bound - 1) < 0.005 : std::abs(value) < 1e-9;
    };
    return near(info.physicalMin) || near(info.physicalMax);
}

bool CalibrationProfile::measuredOn(const std::string& modelId) const
{
    return modelsMeasured.empty() ||
           std::find(modelsMeasured.begin(), modelsMeasured.end(), modelId) != modelsMeasured.end();
}

double CalibrationProfile::medianAbsErrorKnown() const
{
    if (medianAbsErrorHoldout >= 0)
        return medianAbsErrorHoldout;
    return calibrated ? medianAbsErrorFit : -1;
}

double CalibrationAccuracy::heldOutErrorForModel(const std::string& modelId) const
{
    if (!known())
        return -1;
    const auto own = byModel.find(modelId);
    return own != byModel.end() ? own->second : leaveOneModelOut;
}

std::string CalibrationProfile::key() const
{
    std::string k = hardwareId + "/" + frameworkId;
    if (!precisionId.empty())
        k += "/" + precisionId;
    return k;
}

} // namespace tf::core
