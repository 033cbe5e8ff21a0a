#include "core/analysis/planningrules.h"

#include "core/analysis/disaggplan.h"

namespace tf::core {

PlanningRuleText planningRuleText(PlanningRule rule)
{
    switch (rule) {
    case PlanningRule::RackScaleShare:
        return {"rack_scale_share", "Rack-scale systems at least 80% of the fleet", "机架规模系统占比 ≥80%"};
    case PlanningRule::PrefillToDecode:
        return {"prefill_to_decode", "Prefill:decode GPUs 1:3", "预填充:解码GPU = 1:3"};
    case PlanningRule::MinimumBatch:
        return {"minimum_batch", "Batch size at least 64", "批处理大小 ≥64"};
    case PlanningRule::Fp4OrFp8:
        return {"fp4_fp8_precision", "FP4/FP8 mixed precision", "使用FP4/FP8混合精度"};
    case PlanningRule::EightGpuShare:
        return {"eight_gpu_share", "8-GPU systems at least 60% of the fleet", "八路GPU系统占比 ≥60%"};
    case PlanningRule::ComputeHeadroom:
        return {"compute_headroom", "30% compute headroom for peaks", "预留30%计算余量应对峰值"};
    case PlanningRule::NoDynamicBatching:
        return {"no_dynamic_batching", "Dynamic batching off", "禁用动态批处理"};
    case PlanningRule::Fp8Only:
        return {"fp8_precision", "FP8 precision", "坚持FP8精度"};
    }
    return {"", "", ""};
}

namespace {

RuleVerdict verdictOf(bool met)
{
    return met ? RuleVerdict::Met : RuleVerdict::NotMet;
}

/// A scenario is one kind of system: all of its fleet, or none of it.
PlanningRuleCheck fleetShare(PlanningRule rule, bool isThatKind, double rulePercent)
{
    const double share = isThatKind ? 100.0 : 0.0;
    return {rule, verdictOf(share >= rulePercent), share, rulePercent};
}

/// The pools the workload needs (the model's rate-matched split, r prefill GPUs per decode GPU)
/// against the rule's 1:3. Of N GPUs split 1:3, the 0.75 N decode GPUs need 0.75 r N prefill GPUs:
/// with less than 1:3 the rest of the 0.25 N prefill GPUs idle; with more, prefill serves only
/// 0.25 N / r decode GPUs' worth of requests and the rest of the decode pool waits.
PlanningRuleCheck prefillToDecode(const ScenarioInputs& inputs, const PointMetrics& point)
{
    constexpr double kRule = kArticleHighThroughputPrefillToDecode;
    PlanningRuleCheck check{PlanningRule::PrefillToDecode, RuleVerdict::NotApplicable, 0, kRule};
    const double prefillShare = point.op.prefillGpuShare;
    if (inputs.serving != ServingMode::Disaggregated || !(prefillShare > 0 && prefillShare < 1))
        return check;
    const double needed = prefillShare / (1.0 - prefillShare);
    const double rulePrefillShare = kRule / (1.0 + kRule);
    const double ruleDecodeShare = 1.0 - rulePrefillShare;
    const double idleShare =
        needed <= kRule ? rulePrefillShare - ruleDecodeShare * needed : ruleDecodeShare - rulePrefillShare / needed;
    check.scenarioValue = needed;
    check.idleGpuPercent = 100.0 * idleShare;
    check.verdict = verdictOf(check.idleGpuPercent < kPrefillToDecodeIdleTolerancePercent);
    return check;
}

} // namespace

PlanningRules checkPlanningRules(const ScenarioInputs& inputs, const Hardware& hardware, const PointMetrics& point)
{
    const bool rackScale = hardware.scaleUpGpus > kServerScaleUpGpus;
    const bool fp4OrFp8 = inputs.precision == Precision::FP4 || inputs.precision == Precision::FP8;
    const double headroomPercent = 100.0 - inputs.utilisationPercent;
    PlanningRules rules;
    rules.lowLatencyApplies = point.tier == TokenTier::Interactive;
    rules.highThroughputRules = {
        fleetShare(PlanningRule::RackScaleShare, rackScale, kArticleRackScaleSharePercent),
        prefillToDecode(inputs, point),
        {PlanningRule::MinimumBatch, verdictOf(point.op.batch >= kArticleMinimumBatch), double(point.op.batch),
         double(kArticleMinimumBatch)},
        {PlanningRule::Fp4OrFp8, verdictOf(fp4OrFp8), 0, 0},
    };
    rules.lowLatencyRules = {
        fleetShare(PlanningRule::EightGpuShare, !rackScale, kArticleEightGpuSharePercent),
        {PlanningRule::ComputeHeadroom, verdictOf(headroomPercent >= kArticleComputeHeadroomPercent), headroomPercent,
         kArticleComputeHeadroomPercent},
        // Every framework in the catalog batches continuously, and so does the model; what static
        // batching would cost is not modelled.
        {PlanningRule::NoDynamicBatching, RuleVerdict::NotMet, 0, 0},
        {PlanningRule::Fp8Only, verdictOf(inputs.precision == Precision::FP8), 0, 0},
    };
    return rules;
}

} // namespace tf::core
