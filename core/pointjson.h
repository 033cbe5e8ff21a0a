#pragma once

#include "core/evaluation.h"

#include <QJsonObject>

namespace tf::core {

/// Calls `field(key, value)` for every field an evaluated point carries in CLI and export output
/// (see README "Metrics"), in key order; values are int, double, bool or const char*. The one list
/// of those fields: pointToJson() and the CLI's streaming writer both walk it.
template <typename Visitor>
void visitPointFields(const PointMetrics& m, Visitor&& field)
{
    const OperatingPoint& op = m.op;
    const LatencyPercentiles latency = latencyPercentiles(op);
    field("accepted_tokens_per_step", op.acceptedTokensPerStep);
    field("batch", op.batch);
    field("board_power_w", op.boardPowerW);
    field("bound", boundId(op.bound));
    field("clock_fraction", op.clockFraction);
    field("cost_per_mtok_output_usd", m.costPerMtokOutputUsd);
    field("cost_per_mtok_total_usd", m.costPerMtokTotalUsd);
    field("decode_step_ms", op.decodeStepMs);
    field("ep", op.expertParallel);
    field("fits", op.fits);
    field("gpus", op.gpus);
    field("kv_gb_per_gpu", op.kvGbPerGpu);
    field("max_batch", op.maxBatch);
    field("max_batch_is_scheduler_cap", op.maxBatchIsSchedulerCap);
    field("meets_slo", m.meetsSlo);
    field("memory_gb_per_gpu", op.memoryGbPerGpu);
    field("pp", op.pipelineParallel);
    field("prefill_gpu_share", op.prefillGpuShare);
    field("prefill_ms", op.prefillMs);
    // The decode step's critical path, component by component (they sum to decode_step_ms less the
    // speculative draft passes).
    field("step_comm_ms", op.commMs);
    field("step_compute_ms", op.computeMs);
    field("step_kv_read_ms", op.kvReadMs);
    field("step_overhead_ms", op.overheadMs);
    field("step_weight_read_ms", op.weightReadMs);
    field("tier", tokenTierId(m.tier));
    field("tok_per_joule", m.tokPerJoule);
    field("tok_per_joule_output", m.tokPerJouleOutput);
    field("tok_s_gpu_output", op.tokSPerGpuOutput);
    field("tok_s_gpu_total", op.tokSPerGpuTotal);
    field("tok_s_mw", m.tokSPerMw);
    field("tok_s_mw_output", m.tokSPerMwOutput);
    field("tok_s_user", op.tokSPerUser);
    field("tp", op.tensorParallel);
    field("tpot_fluctuation_percent", latency.tpotFluctuationPercent);
    field("tpot_ms", op.tpotMs);
    field("tpot_ms_p50", latency.tpotMsP50);
    field("tpot_ms_p90", latency.tpotMsP90);
    field("tpot_ms_p99", latency.tpotMsP99);
    field("ttft_ms", op.ttftMs);
    field("ttft_ms_p50", latency.ttftMsP50);
    field("ttft_ms_p90", latency.ttftMsP90);
    field("ttft_ms_p99", latency.ttftMsP99);
    field("weights_gb_per_gpu", op.weightsGbPerGpu);
}

/// The fields of visitPointFields() as a JSON object.
QJsonObject pointToJson(const PointMetrics& point);
/// pointToJson plus the profile, cost build-up and warnings of a full evaluation.
QJsonObject evaluationToJson(const Evaluation& evaluation);
/// The revenue side of an evaluation at `inputs`' token prices (core::tokenRevenue): revenue, margin
/// per GPU-hour and per Mtok, break-even output price, cost per input Mtok.
QJsonObject revenueToJson(const ScenarioInputs& inputs, const Evaluation& evaluation);

} // namespace tf::core
