#pragma once

#include "core/evaluation.h"
#include "core/hardware.h"
#include "core/scenario.h"

#include <string_view>
#include <vector>

namespace tf::core {

/// The token-economics article's rack-planning rules ("机架规划黄金法则", section 5.1): four for
/// high-throughput racks (content-generation farms), four for low-latency ones (real-time
/// assistants). Each is checked against one scenario at the configuration the comparison shows.
enum class PlanningRule {
    // High throughput
    RackScaleShare,  ///< rack-scale systems >= 80% of the fleet
    PrefillToDecode, ///< prefill:decode GPUs 1:3
    MinimumBatch,    ///< batch >= 64
    Fp4OrFp8,        ///< FP4/FP8 mixed precision
    // Low latency
    EightGpuShare,     ///< 8-GPU systems >= 60% of the fleet
    ComputeHeadroom,   ///< 30% of the compute kept free for peaks
    NoDynamicBatching, ///< dynamic batching off
    Fp8Only,           ///< FP8 precision
};

enum class RuleVerdict {
    Met,
    NotMet,
    NotApplicable, ///< the scenario has nothing the rule speaks of (pools of an aggregated scenario)
};

/// The rule as the article states it: its own words and an English rendering. Plain text.
struct PlanningRuleText
{
    std::string_view id;      ///< "minimum_batch": stable, for JSON
    std::string_view english; ///< "Batch size at least 64"
    std::string_view article; ///< "批处理大小 ≥64"
};
PlanningRuleText planningRuleText(PlanningRule rule);

/// One rule against the scenario: the scenario's figure and the rule's, in the rule's own unit
/// (share of the fleet in %, prefill GPUs per decode GPU, sequences, % of the hours, or none).
struct PlanningRuleCheck
{
    PlanningRule rule = PlanningRule::MinimumBatch;
    RuleVerdict verdict = RuleVerdict::NotApplicable;
    double scenarioValue = 0;
    double ruleValue = 0;
    /// Prefill:decode only: the share of all GPUs a 1:3 split leaves idle for this workload, in
    /// prefill when it needs less than 1:3, in decode (waiting on prompts) when it needs more.
    double idleGpuPercent = 0;
};

struct PlanningRules
{
    /// Which set the scenario's point falls under: the low-latency rules for an interactive
    /// point (the token-economics article's tiers), the high-throughput rules otherwise.
    bool lowLatencyApplies = false;
    std::vector<PlanningRuleCheck> highThroughputRules;
    std::vector<PlanningRuleCheck> lowLatencyRules;
    const std::vector<PlanningRuleCheck>& applicable() const
    {
        return lowLatencyApplies ? lowLatencyRules : highThroughputRules;
    }
};

/// A rack-scale system: one scale-up domain larger than an 8-GPU server (NVL72, a 128-GPU rack).
inline constexpr int kServerScaleUpGpus = 8;
/// The article's thresholds.
inline constexpr double kArticleRackScaleSharePercent = 80;
inline constexpr int kArticleMinimumBatch = 64;
inline constexpr double kArticleEightGpuSharePercent = 60;
inline constexpr double kArticleComputeHeadroomPercent = 30;
/// A workload meets the 1:3 rule when a 1:3 split idles fewer than this share of its GPUs.
inline constexpr double kPrefillToDecodeIdleTolerancePercent = 5;

/// Checks both sets of rules. A scenario is one kind of system, so its "share of the fleet" is
/// 100% or 0%; its utilisation stands for the share of compute kept free; its pools' ratio is the
/// model's rate-matched one (`point.op.prefillGpuShare`) when it is disaggregated. Every catalog
/// framework batches continuously, so "dynamic batching off" is never met.
PlanningRules checkPlanningRules(const ScenarioInputs& inputs, const Hardware& hardware, const PointMetrics& point);

} // namespace tf::core
