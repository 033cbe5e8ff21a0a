#include "ui/planningrulestext.h"

#include "ui/numberformat.h"

#include <QCoreApplication>

namespace tf::ui {

namespace {

/// The panel's words, shared by the report: one translation each.
QString translated(const char* text)
{
    return QCoreApplication::translate("tf::ui::PlanningRulesPanel", text);
}

} // namespace

QString planningRuleName(core::PlanningRule rule)
{
    switch (rule) {
    case core::PlanningRule::RackScaleShare:
        return translated("Rack-scale systems at least 80% of the fleet");
    case core::PlanningRule::PrefillToDecode:
        return translated("Prefill:decode GPUs 1:3");
    case core::PlanningRule::MinimumBatch:
        return translated("Batch size at least 64");
    case core::PlanningRule::Fp4OrFp8:
        return translated("FP4/FP8 mixed precision");
    case core::PlanningRule::EightGpuShare:
        return translated("8-GPU systems at least 60% of the fleet");
    case core::PlanningRule::ComputeHeadroom:
        return translated("30% compute headroom for peaks");
    case core::PlanningRule::NoDynamicBatching:
        return translated("Dynamic batching off");
    case core::PlanningRule::Fp8Only:
        return translated("FP8 precision");
    }
    return {};
}

QString planningRuleReading(const core::PlanningRuleCheck& c, const core::ScenarioInputs& in, const core::Hardware& hw)
{
    switch (c.rule) {
    case core::PlanningRule::RackScaleShare:
    case core::PlanningRule::EightGpuShare:
        return translated("%1% (%2-GPU scale-up domain)")
            .arg(format::numberAsSet(c.scenarioValue), format::count(hw.scaleUpGpus));
    case core::PlanningRule::PrefillToDecode:
        if (c.verdict == core::RuleVerdict::NotApplicable)
            return translated("aggregated serving: no separate pools");
        return (c.scenarioValue <= c.ruleValue ? translated("needs 1:%1; 1:3 idles %2% of the GPUs in prefill")
                                               : translated("needs 1:%1; 1:3 idles %2% of the GPUs in decode"))
            .arg(format::locale().toString(1.0 / c.scenarioValue, 'f', 1),
                 format::locale().toString(c.idleGpuPercent, 'f', 0));
    case core::PlanningRule::MinimumBatch:
        return translated("batch %1").arg(format::count(static_cast<long long>(c.scenarioValue)));
    case core::PlanningRule::ComputeHeadroom:
        return translated("%1% free (utilisation %2%)")
            .arg(format::numberAsSet(c.scenarioValue), format::numberAsSet(in.utilisationPercent));
    case core::PlanningRule::NoDynamicBatching:
        return translated("continuous batching (static batching is not modelled)");
    case core::PlanningRule::Fp4OrFp8:
    case core::PlanningRule::Fp8Only:
        return QString::fromLatin1(core::precisionLabel(in.precision).data(),
                                   static_cast<qsizetype>(core::precisionLabel(in.precision).size()));
    }
    return {};
}

QString planningRuleVerdict(core::RuleVerdict verdict)
{
    switch (verdict) {
    case core::RuleVerdict::Met:
        return translated("met");
    case core::RuleVerdict::NotMet:
        return translated("not met");
    case core::RuleVerdict::NotApplicable:
        return translated("not applicable");
    }
    return {};
}

QString planningRuleVerdictColour(core::RuleVerdict verdict)
{
    switch (verdict) {
    case core::RuleVerdict::Met:
        return QStringLiteral("#2e7d32");
    case core::RuleVerdict::NotMet:
        return QStringLiteral("#c62828");
    case core::RuleVerdict::NotApplicable:
        break;
    }
    return QStringLiteral("#616161");
}

QString planningRuleArticleWords(core::PlanningRule rule)
{
    // Quoted and attributed: under an English rule, bare Chinese read as a stray translation.
    const std::string_view words = core::planningRuleText(rule).article;
    return QCoreApplication::translate("tf::ui::PlanningRulesPanel", "the article: \u201c%1\u201d")
        .arg(QString::fromUtf8(words.data(), static_cast<qsizetype>(words.size())));
}

QString planningRuleSetTitle(bool lowLatency)
{
    return lowLatency ? translated("Low latency (real-time assistants)")
                      : translated("High throughput (content-generation farms)");
}

} // namespace tf::ui
