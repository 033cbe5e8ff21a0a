#pragma once

#include "core/analysis/planningrules.h"
#include "core/hardware.h"
#include "core/scenario.h"

#include <QString>

namespace tf::ui {

/// The token-economics article's rack-planning rules in the interface language, as the Planning
/// rules panel and the report show them.
QString planningRuleName(core::PlanningRule rule);
/// What the scenario has where the rule speaks: "0% (8-GPU scale-up domain)", "batch 32", "FP8".
QString planningRuleReading(const core::PlanningRuleCheck& c, const core::ScenarioInputs& in, const core::Hardware& hw);
QString planningRuleVerdict(core::RuleVerdict verdict);
/// Green for met, red for not met, grey otherwise (HTML colour).
QString planningRuleVerdictColour(core::RuleVerdict verdict);
/// The rule in the article's own words, quoted: the article: “批处理大小 ≥64”.
QString planningRuleArticleWords(core::PlanningRule rule);
/// "High throughput (content-generation farms)" or "Low latency (real-time assistants)".
QString planningRuleSetTitle(bool lowLatency);

} // namespace tf::ui
