#include "ui/panels/planningrulespanel.h"

#include "core/evaluation.h"
#include "ui/inputtext.h"
#include "ui/numberformat.h"
#include "ui/planningrulestext.h"

#include <QLabel>
#include <QVBoxLayout>

namespace tf::ui {

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
            const QString article = planningRuleArticleWords(c.rule);
            const RuleCells cells{planningRuleName(c.rule), planningRuleReading(c, inputs, hw),
                                  planningRuleVerdict(c.verdict)};
            html += QStringLiteral("<p style='margin:0 0 4px 12px'><span style='color:%1'><b>%2</b></span> \u00b7 %3 "
                                   "<span style='color:#757575'>(%4)</span><br>%5</p>")
                        .arg(planningRuleVerdictColour(c.verdict), cells.verdict.toHtmlEscaped(),
                             cells.rule.toHtmlEscaped(), article.toHtmlEscaped(), cells.scenario.toHtmlEscaped());
            m_cells.push_back(cells);
        }
    };
    const QString highThroughput = planningRuleSetTitle(false);
    const QString lowLatency = planningRuleSetTitle(true);
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
