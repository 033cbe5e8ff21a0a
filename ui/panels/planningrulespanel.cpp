#include "ui/panels/planningrulespanel.h"

#include "core/evaluation.h"
#include "ui/inputtext.h"
#include "ui/numberformat.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
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
        return PlanningRulesPanel::tr("the workload needs 1:%1").arg(format::number(1.0 / c.scenarioValue));
    case core::PlanningRule::MinimumBatch:
        return PlanningRulesPanel::tr("batch %1").arg(format::count(static_cast<long long>(c.scenarioValue)));
    case core::PlanningRule::ComputeHeadroom:
        return PlanningRulesPanel::tr("%1% free (utilisation %2%)")
            .arg(format::numberAsSet(c.scenarioValue), format::numberAsSet(in.utilisationPercent));
    case core::PlanningRule::NoDynamicBatching:
        return PlanningRulesPanel::tr("continuous batching (every catalog framework)");
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
    case core::RuleVerdict::NotModelled:
        return PlanningRulesPanel::tr("not modelled");
    }
    return {};
}

QColor verdictColour(core::RuleVerdict verdict)
{
    switch (verdict) {
    case core::RuleVerdict::Met:
        return QColor(0x2e, 0x7d, 0x32);
    case core::RuleVerdict::NotMet:
        return QColor(0xc6, 0x28, 0x28);
    case core::RuleVerdict::NotApplicable:
    case core::RuleVerdict::NotModelled:
        break;
    }
    return QColor(0x61, 0x61, 0x61);
}

} // namespace

PlanningRulesPanel::PlanningRulesPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("planningRulesPanel"));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({tr("Rule"), tr("This scenario"), tr("Verdict")});
    m_tree->setRootIsDecorated(false);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
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
    layout->addWidget(m_tree, 1);
    layout->addWidget(note);
}

void PlanningRulesPanel::setScenario(const core::ScenarioInputs& inputs)
{
    m_rules = {};
    m_tree->clear();
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
    m_summary->setText(tr("Batch %1, %2 tok/s/user, TTFT %3 ms: the %4 tier, so the %5 rules apply.")
                           .arg(format::count(point.op.batch), format::number(point.op.tokSPerUser),
                                format::number(point.op.ttftMs), tierName(point.tier),
                                m_rules.lowLatencyApplies ? tr("low-latency") : tr("high-throughput")));
    showRules(inputs, *hw);
}

void PlanningRulesPanel::showRules(const core::ScenarioInputs& inputs, const core::Hardware& hw)
{
    const auto addSet = [&](const QString& title, const std::vector<core::PlanningRuleCheck>& checks, bool applies) {
        auto* group = new QTreeWidgetItem(m_tree, {title});
        group->setFirstColumnSpanned(true);
        QFont font = group->font(0);
        font.setBold(applies);
        group->setFont(0, font);
        for (const core::PlanningRuleCheck& c : checks) {
            const core::PlanningRuleText source = core::planningRuleText(c.rule);
            auto* item =
                new QTreeWidgetItem(group, {ruleText(c.rule), scenarioReading(c, inputs, hw), verdictText(c.verdict)});
            item->setToolTip(
                0, tr("The token-economics article: \u201c%1\u201d")
                       .arg(QString::fromUtf8(source.article.data(), static_cast<qsizetype>(source.article.size()))));
            item->setForeground(2, verdictColour(c.verdict));
        }
        group->setExpanded(true);
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
}

QString PlanningRulesPanel::cellText(bool lowLatency, int rule, int column) const
{
    const int group = lowLatency == m_rules.lowLatencyApplies ? 0 : 1;
    const QTreeWidgetItem* set = m_tree->topLevelItem(group);
    if (!set || rule < 0 || rule >= set->childCount())
        return {};
    return set->child(rule)->text(column);
}

QString PlanningRulesPanel::summaryText() const
{
    return m_summary->text();
}

} // namespace tf::ui
