#include "core/profile.h"

namespace tf::core {

const std::vector<KnobInfo>& knobInfos()
{
    static const std::vector<KnobInfo> infos = {
        {"hbm_efficiency", &PerfKnobs::hbmEfficiency, 0.2, 1.0, "Achieved fraction of peak HBM bandwidth"},
        {"kv_efficiency", &PerfKnobs::kvEfficiency, 0.2, 1.0, "Achieved HBM fraction reading the KV cache"},
        {"kernel_overhead_us", &PerfKnobs::kernelOverheadUs, 0.0, 50.0, "Fixed cost per kernel, us"},
        {"kernels_per_layer", &PerfKnobs::kernelsPerLayer, 1.0, 30.0, "Kernels launched per layer"},
        {"gemm_efficiency_max", &PerfKnobs::gemmEfficiencyMax, 0.1, 1.0, "Asymptotic GEMM fraction of peak"},
        {"gemm_half_tokens", &PerfKnobs::gemmHalfTokens, 1.0, 2048.0, "Tokens at half GEMM efficiency"},
        {"attention_overhead_us", &PerfKnobs::attentionOverheadUs, 0.0, 100.0, "Decode attention floor, us"},
        {"attention_per_seq_head_ns", &PerfKnobs::attentionPerSeqHeadNs, 0.0, 500.0,
         "Per sequence x KV head attention cost, ns"},
        {"attention_compute_efficiency", &PerfKnobs::attentionComputeEfficiency, 0.05, 1.0,
         "Attention math fraction of peak"},
        {"layer_overhead_us", &PerfKnobs::layerOverheadUs, 0.0, 500.0, "Framework cost per layer per step, us"},
        {"step_overhead_us", &PerfKnobs::stepOverheadUs, 0.0, 20000.0, "Framework cost per step, us"},
        {"sequence_overhead_us", &PerfKnobs::sequenceOverheadUs, 0.0, 100.0, "Framework cost per sequence, us"},
        {"all_reduce_latency_us", &PerfKnobs::allReduceLatencyUs, 0.0, 100.0, "All-reduce latency floor, us"},
        {"all_reduce_bus_efficiency", &PerfKnobs::allReduceBusEfficiency, 0.05, 1.0,
         "All-reduce fraction of link bandwidth"},
        {"all_to_all_latency_us", &PerfKnobs::allToAllLatencyUs, 0.0, 200.0, "All-to-all latency floor, us"},
        {"all_to_all_efficiency", &PerfKnobs::allToAllEfficiency, 0.02, 1.0, "All-to-all fraction of link bandwidth"},
        {"comm_overlap", &PerfKnobs::commOverlap, 0.0, 0.9, "Share of communication hidden by compute"},
        {"moe_layer_overhead_us", &PerfKnobs::moeLayerOverheadUs, 0.0, 500.0, "Fixed cost per MoE layer, us"},
        {"moe_routing_skew", &PerfKnobs::moeRoutingSkew, 0.5, 1.0, "Routing skew exponent (1 = uniform)"},
        {"moe_imbalance", &PerfKnobs::moeImbalance, 1.0, 4.0, "Busiest EP rank over mean"},
        {"prefill_efficiency", &PerfKnobs::prefillEfficiency, 0.05, 1.0, "Prefill GEMM fraction of peak"},
        {"usable_memory_fraction", &PerfKnobs::usableMemoryFraction, 0.5, 0.98, "Share of HBM usable"},
        {"reserved_memory_gb", &PerfKnobs::reservedMemoryGb, 0.0, 64.0, "Reserved memory per GPU, GB"},
        {"ttft_queue_factor", &PerfKnobs::ttftQueueFactor, 1.0, 10.0, "Scheduler multiplier on prefill time"},
        {"disagg_prefill_derate", &PerfKnobs::disaggPrefillDerate, 0.3, 1.0, "Usable prefill-pool capacity"},
        {"disagg_decode_derate", &PerfKnobs::disaggDecodeDerate, 0.3, 1.0, "Usable decode-pool capacity"},
        {"kv_transfer_gb_s", &PerfKnobs::kvTransferGbPerS, 1.0, 2000.0, "Prefill to decode KV bandwidth, GB/s"},
    };
    return infos;
}

std::string CalibrationProfile::key() const
{
    std::string k = hardwareId + "/" + frameworkId;
    if (!precisionId.empty())
        k += "/" + precisionId;
    return k;
}

} // namespace tf::core
