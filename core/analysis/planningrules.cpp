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

/// The pools the workload needs (the model's rate-matched split) against the rule's 1:3. The rule
/// holds when its prefill pool is large enough: a workload that needs more prefill than 1:3 would
/// queue its prompts behind it.
PlanningRuleCheck prefillToDecode(const ScenarioInputs& inputs, const PointMetrics& point)
{
    PlanningRuleCheck check{PlanningRule::PrefillToDecode, RuleVerdict::NotApplicable, 0,
                            kArticleHighThroughputPrefillToDecode};
    const double prefillShare = point.op.prefillGpuShare;
    if (inputs.serving != ServingMode::Disaggregated || !(prefillShare > 0 && prefillShare < 1))
        return check;
    check.scenarioValue = prefillShare / (1.0 - prefillShare);
    check.verdict = verdictOf(check.scenarioValue <= kArticleHighThroughputPrefillToDecode);
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
        // Every framework in the catalog batches continuously, and the model's steady batch is
        // what it serves: it cannot say what turning that off would cost.
        {PlanningRule::NoDynamicBatching, RuleVerdict::NotModelled, 0, 0},
        {PlanningRule::Fp8Only, verdictOf(inputs.precision == Precision::FP8), 0, 0},
    };
    return rules;
}

} // namespace tf::core
