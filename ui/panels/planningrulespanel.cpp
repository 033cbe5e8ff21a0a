#include "ui/panels/planningrulespanel.h"

#include "core/evaluation.h"
#include "ui/inputtext.h"
#include "ui/numberformat.h"

#include <QLabel>
#include <QVBoxLayout>

namespace tf::ui {

namespace {

QString ruleText(core::PlanningRule rule)
{
    switch (rule) {
    case core::PlanningRule::RackScaleShare:
        return PlanningRulesPanel::tr("Rack-scale systems at least 80% of the fleet");
    case core::PlanningRule::PrefillToDecode:
        return PlanningRulesPanel::tr("Prefill:decode GPUs 1:3");
    case core::PlanningRule::MinimumBatch:
        return PlanningRulesPanel::tr("Batch size at least 64");
    case core::PlanningRule::Fp4OrFp8:
        return PlanningRulesPanel::tr("FP4/FP8 mixed precision");
    case core::PlanningRule::EightGpuShare:
        return PlanningRulesPanel::tr("8-GPU systems at least 60% of the fleet");
    case core::PlanningRule::ComputeHeadroom:
        return PlanningRulesPanel::tr("30% compute headroom for peaks");
    case core::PlanningRule::NoDynamicBatching:
        return PlanningRulesPanel::tr("Dynamic batching off");
    case core::PlanningRule::Fp8Only:
        return PlanningRulesPanel::tr("FP8 precision");
    }
    return {};
}

/// What the scenario has where the rule speaks: "0% (8-GPU scale-up domain)", "batch 32", "FP8".
QString scenarioReading(const core::PlanningRuleCheck& c, const core::ScenarioInputs& in, const core::Hardware& hw)
{
    switch (c.rule) {
    case core::PlanningRule::RackScaleShare:
    case core::PlanningRule::EightGpuShare:
        return PlanningRulesPanel::tr("%1% (%2-GPU scale-up domain)")
            .arg(format::numberAsSet(c.scenarioValue), format::count(hw.scaleUpGpus));
    case core::PlanningRule::PrefillToDecode:
        if (c.verdict == core::RuleVerdict::NotApplicable)
            return PlanningRulesPanel::tr("aggregated serving: no separate pools");
        return (c.scenarioValue <= c.ruleValue
                    ? PlanningRulesPanel::tr("needs 1:%1; 1:3 idles %2% of the GPUs in prefill")
                    : PlanningRulesPanel::tr("needs 1:%1; 1:3 idles %2% of the GPUs in decode"))
            .arg(format::locale().toString(1.0 / c.scenarioValue, 'f', 1),
                 format::locale().toString(c.idleGpuPercent, 'f', 0));
    case core::PlanningRule::MinimumBatch:
        return PlanningRulesPanel::tr("batch %1").arg(format::count(static_cast<long long>(c.scenarioValue)));
    case core::PlanningRule::ComputeHeadroom:
        return PlanningRulesPanel::tr("%1% free (utilisation %2%)")
            .arg(format::numberAsSet(c.scenarioValue), format::numberAsSet(in.utilisationPercent));
    case core::PlanningRule::NoDynamicBatching:
        return PlanningRulesPanel::tr("continuous batching (static batching is not modelled)");
    case core::PlanningRule::Fp4OrFp8:
    case core::PlanningRule::Fp8Only:
        return QString::fromLatin1(core::precisionLabel(in.precision).data(),
                                   static_cast<qsizetype>(core::precisionLabel(in.precision).size()));
    }
    return {};
}

QString verdictText(core::RuleVerdict verdict)
{
    switch (verdict) {
    case core::RuleVerdict::Met:
        return PlanningRulesPanel::tr("met");
    case core::RuleVerdict::NotMet:
        return PlanningRulesPanel::tr("not met");
    case core::RuleVerdict::NotApplicable:
        return PlanningRulesPanel::tr("not applicable");
    }
    return {};
}

QString verdictColour(core::RuleVerdict verdict)
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

} // namespace

PlanningRulesPanel::PlanningRulesPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("planningRulesPanel"));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Rules as wrapped lines, not a table: a dock beside the charts is a few hundred pixels wide.
    m_rulesText = new QLabel(this);
    m_rulesText->setWordWrap(true);
    m_rulesText->setTextFormat(Qt::RichText);
    m_rulesText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* note = new QLabel(
        tr("From the token-economics article, section 5.1 (机架规划黄金法则), which states them from deployment "
           "experience without evidence: checks beside the model, not part of it. A scenario is one kind of "
           "system, so its share of the fleet reads 100% or 0%; its utilisation stands for the compute kept "
           "free; a disaggregated scenario's pools are the model's rate-matched ones."),
        this);
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("color: palette(dark);"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_rulesText);
    layout->addWidget(note);
    layout->addStretch();
}

void PlanningRulesPanel::setScenario(const core::ScenarioInputs& inputs)
{
    m_rules = {};
    m_cells.clear();
    m_rulesText->clear();
    auto evaluation = core::evaluateScenario(inputs, *m_catalog);
    const core::Hardware* hw = m_catalog->findHardware(inputs.hardwareId);
    if (!evaluation || !hw) {
        m_summary->setText(evaluation ? tr("Unknown hardware.") : QString::fromStdString(evaluation.error()));
        return;
    }
    const core::PointMetrics& point = evaluation->point;
    if (!point.op.fits) {
        m_summary->setText(tr("The scenario's batch does not fit: no point to check the rules at."));
        return;
    }
    m_rules = core::checkPlanningRules(inputs, *hw, point);
    m_summary->setText(tr("At batch %1 this point reads %2 tok/s/user with a first token in %3 ms: the %4 tier, so "
                          "the %5 rules apply (the interactive tier takes the low-latency rules, the batch and "
                          "balanced tiers the high-throughput ones).")
                           .arg(format::count(point.op.batch), format::number(point.op.tokSPerUser),
                                format::number(point.op.ttftMs), tierName(point.tier),
                                m_rules.lowLatencyApplies ? tr("low-latency") : tr("high-throughput")));
    showRules(inputs, *hw);
}

void PlanningRulesPanel::showRules(const core::ScenarioInputs& inputs, const core::Hardware& hw)
{
    QString html;
    const auto addSet = [&](const QString& title, const std::vector<core::PlanningRuleCheck>& checks, bool applies) {
        html += QStringLiteral("<p style='margin:8px 0 2px 0'>%1</p>")
                    .arg(applies ? QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()) : title.toHtmlEscaped());
        for (const core::PlanningRuleCheck& c : checks) {
            const core::PlanningRuleText source = core::planningRuleText(c.rule);
            const QString article =
                QString::fromUtf8(source.article.data(), static_cast<qsizetype>(source.article.size()));
            const RuleCells cells{ruleText(c.rule), scenarioReading(c, inputs, hw), verdictText(c.verdict)};
            html += QStringLiteral("<p style='margin:0 0 4px 12px'><span style='color:%1'><b>%2</b></span> \u00b7 %3 "
                                   "<span style='color:#757575'>(%4)</span><br>%5</p>")
                        .arg(verdictColour(c.verdict), cells.verdict.toHtmlEscaped(), cells.rule.toHtmlEscaped(),
                             article.toHtmlEscaped(), cells.scenario.toHtmlEscaped());
            m_cells.push_back(cells);
        }
    };
    const QString highThroughput = tr("High throughput (content-generation farms)");
    const QString lowLatency = tr("Low latency (real-time assistants)");
    if (m_rules.lowLatencyApplies) {
        addSet(lowLatency, m_rules.lowLatencyRules, true);
        addSet(highThroughput, m_rules.highThroughputRules, false);
    } else {
        addSet(highThroughput, m_rules.highThroughputRules, true);
        addSet(lowLatency, m_rules.lowLatencyRules, false);
    }
    m_rulesText->setText(html);
}

QString PlanningRulesPanel::cellText(bool lowLatency, int rule, int column) const
{
    // The set shown first is the one that applies; each set has its rules in their order.
    const int setsBefore = lowLatency == m_rules.lowLatencyApplies ? 0 : 1;
    const size_t perSet = m_rules.highThroughputRules.size();
    const size_t at = static_cast<size_t>(setsBefore) * perSet + static_cast<size_t>(rule);
    if (rule < 0 || static_cast<size_t>(rule) >= perSet || at >= m_cells.size())
        return {};
    const RuleCells& cells = m_cells[at];
    return column == 0 ? cells.rule : column == 1 ? cells.scenario : cells.verdict;
}

QString PlanningRulesPanel::summaryText() const
{
    return m_summary->text();
}

} // namespace tf::ui
