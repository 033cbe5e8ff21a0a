// The token-economics article's rack-planning rules against scenarios, and the CLI verb that
// prints them.
#include "core/analysis/planningrules.h"
#include "core/catalog/catalog.h"
#include "core/evaluation.h"
#include "tests/testutil/clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace tf::core;

namespace {

struct Checked
{
    PointMetrics point;
    PlanningRules rules;
};

Checked check(const ScenarioInputs& inputs)
{
    auto evaluation = evaluateScenario(inputs, Catalog::builtIn());
    if (!evaluation)
        qFatal("%s", evaluation.error().c_str());
    const Hardware& hw = *Catalog::builtIn().findHardware(inputs.hardwareId);
    return {evaluation->point, checkPlanningRules(inputs, hw, evaluation->point)};
}

/// A copy: the checks of a temporary evaluation end with it.
PlanningRuleCheck find(const std::vector<PlanningRuleCheck>& checks, PlanningRule rule)
{
    for (const PlanningRuleCheck& c : checks)
        if (c.rule == rule)
            return c;
    qFatal("rule missing");
}

} // namespace

class TestPlanningRules : public QObject
{
    Q_OBJECT
private slots:
    void eightGpuServerAtLargeBatch();
    void rackAtSmallBatchIsLowLatency();
    void disaggregatedPoolsAgainstOneToThree();
    void everyRuleHasTheArticlesWords();
    void cliPrintsBothSetsAndJson();
};

void TestPlanningRules::eightGpuServerAtLargeBatch()
{
    // The default H200 scenario: an 8-GPU server at batch 64, FP8, rented at 100% utilisation.
    const ScenarioInputs inputs = defaultHopperScenario();
    const Checked c = check(inputs);
    QCOMPARE(c.rules.lowLatencyApplies, c.point.tier == TokenTier::Interactive);
    const auto& high = c.rules.highThroughputRules;
    const auto& low = c.rules.lowLatencyRules;
    QCOMPARE(high.size(), size_t(4));
    QCOMPARE(low.size(), size_t(4));
    QCOMPARE(find(high, PlanningRule::RackScaleShare).verdict, RuleVerdict::NotMet);
    QCOMPARE(find(high, PlanningRule::RackScaleShare).scenarioValue, 0.0);
    QCOMPARE(find(high, PlanningRule::PrefillToDecode).verdict, RuleVerdict::NotApplicable);
    QCOMPARE(find(high, PlanningRule::MinimumBatch).verdict,
             inputs.batch >= kArticleMinimumBatch ? RuleVerdict::Met : RuleVerdict::NotMet);
    QCOMPARE(find(high, PlanningRule::MinimumBatch).scenarioValue, double(c.point.op.batch));
    QCOMPARE(find(high, PlanningRule::Fp4OrFp8).verdict, RuleVerdict::Met);
    QCOMPARE(find(low, PlanningRule::EightGpuShare).verdict, RuleVerdict::Met);
    // No headroom at 100% utilisation; 70% leaves the article's 30%.
    QCOMPARE(find(low, PlanningRule::ComputeHeadroom).verdict, RuleVerdict::NotMet);
    ScenarioInputs headroom = inputs;
    headroom.utilisationPercent = 70;
    QCOMPARE(find(check(headroom).rules.lowLatencyRules, PlanningRule::ComputeHeadroom).verdict, RuleVerdict::Met);
    // Every catalog framework batches continuously.
    QCOMPARE(find(low, PlanningRule::NoDynamicBatching).verdict, RuleVerdict::NotMet);
    QCOMPARE(find(low, PlanningRule::Fp8Only).verdict, RuleVerdict::Met);
}

void TestPlanningRules::rackAtSmallBatchIsLowLatency()
{
    // GB300 NVL72 at batch 4: interactive if its first token comes within 200 ms.
    ScenarioInputs inputs = defaultBlackwellScenario();
    inputs.batch = 4;
    const Checked c = check(inputs);
    QCOMPARE(c.rules.lowLatencyApplies,
             c.point.op.tokSPerUser > kInteractiveTierMinTokSPerUser && c.point.op.ttftMs < kInteractiveTierMaxTtftMs);
    QVERIFY2(c.rules.lowLatencyApplies, "a rack at batch 4 serves the interactive tier");
    QCOMPARE(&c.rules.applicable(), &c.rules.lowLatencyRules);
    QCOMPARE(find(c.rules.highThroughputRules, PlanningRule::RackScaleShare).verdict, RuleVerdict::Met);
    QCOMPARE(find(c.rules.highThroughputRules, PlanningRule::MinimumBatch).verdict, RuleVerdict::NotMet);
    QCOMPARE(find(c.rules.lowLatencyRules, PlanningRule::EightGpuShare).verdict, RuleVerdict::NotMet);
    // FP4 meets the high-throughput FP4/FP8 rule, not the low-latency "FP8 only".
    QCOMPARE(inputs.precision, Precision::FP4);
    QCOMPARE(find(c.rules.highThroughputRules, PlanningRule::Fp4OrFp8).verdict, RuleVerdict::Met);
    QCOMPARE(find(c.rules.lowLatencyRules, PlanningRule::Fp8Only).verdict, RuleVerdict::NotMet);
}

void TestPlanningRules::disaggregatedPoolsAgainstOneToThree()
{
    // Disaggregated, the pools are the model's rate-matched ones: at 1k/1k a prompt's prefill is
    // short beside 1,024 decode steps, so far fewer than one prefill GPU per three decode GPUs is
    // needed and the rule's pool is large enough.
    ScenarioInputs inputs = defaultHopperScenario();
    inputs.serving = ServingMode::Disaggregated;
    const Checked shortPrompts = check(inputs);
    const PlanningRuleCheck ratio = find(shortPrompts.rules.highThroughputRules, PlanningRule::PrefillToDecode);
    const double share = shortPrompts.point.op.prefillGpuShare;
    QVERIFY(share > 0 && share < 1);
    QCOMPARE(ratio.scenarioValue, share / (1 - share));
    QCOMPARE(ratio.ruleValue, 1.0 / 3.0);
    QVERIFY2(ratio.scenarioValue < 1.0 / 3.0, qPrintable(QString::number(ratio.scenarioValue)));
    // Split 1:3, the decode quarter's worth of prefill GPUs the workload does not need idles.
    QCOMPARE(ratio.idleGpuPercent, 100 * (0.25 - 0.75 * ratio.scenarioValue));
    QCOMPARE(ratio.verdict,
             ratio.idleGpuPercent < kPrefillToDecodeIdleTolerancePercent ? RuleVerdict::Met : RuleVerdict::NotMet);
    // Long prompts and short answers need more prefill than 1:3 gives.
    inputs.inputTokens = 32000;
    inputs.outputTokens = 128;
    const PlanningRuleCheck longPrompts = find(check(inputs).rules.highThroughputRules, PlanningRule::PrefillToDecode);
    QVERIFY2(longPrompts.scenarioValue > 1.0 / 3.0, qPrintable(QString::number(longPrompts.scenarioValue)));
    // Prefill serves 0.25 / r decode GPUs' worth of requests; the rest of the decode pool waits.
    QCOMPARE(longPrompts.idleGpuPercent, 100 * (0.75 - 0.25 / longPrompts.scenarioValue));
    QVERIFY(longPrompts.idleGpuPercent > kPrefillToDecodeIdleTolerancePercent);
    QCOMPARE(longPrompts.verdict, RuleVerdict::NotMet);
    // A workload that needs about 1:3 meets it (DeepSeek-R1 on H200 at 6k-7k prompts).
    ScenarioInputs balanced = defaultHopperScenario();
    balanced.serving = ServingMode::Disaggregated;
    bool metSomewhere = false;
    for (int isl : {2048, 4096, 6000, 7000, 8192}) {
        balanced.inputTokens = isl;
        const PlanningRuleCheck c = find(check(balanced).rules.highThroughputRules, PlanningRule::PrefillToDecode);
        QCOMPARE(c.verdict == RuleVerdict::Met, c.idleGpuPercent < kPrefillToDecodeIdleTolerancePercent);
        metSomewhere = metSomewhere || c.verdict == RuleVerdict::Met;
    }
    QVERIFY(metSomewhere);
}

void TestPlanningRules::everyRuleHasTheArticlesWords()
{
    QSet<QString> ids;
    for (PlanningRule rule : {PlanningRule::RackScaleShare, PlanningRule::PrefillToDecode, PlanningRule::MinimumBatch,
                              PlanningRule::Fp4OrFp8, PlanningRule::EightGpuShare, PlanningRule::ComputeHeadroom,
                              PlanningRule::NoDynamicBatching, PlanningRule::Fp8Only}) {
        const PlanningRuleText t = planningRuleText(rule);
        QVERIFY(!t.english.empty() && !t.article.empty());
        ids.insert(QString::fromLatin1(t.id.data(), qsizetype(t.id.size())));
    }
    QCOMPARE(ids.size(), 8);
    QCOMPARE(QString::fromUtf8(planningRuleText(PlanningRule::MinimumBatch).article.data()),
             QStringLiteral("批处理大小 ≥64"));
}

void TestPlanningRules::cliPrintsBothSetsAndJson()
{
    const tf::test::Run text = tf::test::cli(tf::test::words("rules --utilisation-percent 70"));
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("high throughput (content-generation farms)"));
    QVERIFY(text.out.contains("low latency (real-time assistants)"));
    QVERIFY(text.out.contains("30% free (utilisation 70%)"));
    QVERIFY(text.out.contains("these apply to this point"));
    const tf::test::Run json = tf::test::cli(tf::test::words("rules --batch 4 --json"));
    QCOMPARE(json.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(json.out).object();
    const QJsonArray high = root.value(QStringLiteral("high_throughput")).toArray();
    QCOMPARE(high.size(), 4);
    QJsonObject batch;
    for (const QJsonValue& v : high)
        if (v.toObject().value(QStringLiteral("rule")).toString() == QStringLiteral("minimum_batch"))
            batch = v.toObject();
    QCOMPARE(batch.value(QStringLiteral("scenario_value")).toDouble(), 4.0);
    QCOMPARE(batch.value(QStringLiteral("rule_value")).toDouble(), 64.0);
    QCOMPARE(batch.value(QStringLiteral("verdict")).toString(), QStringLiteral("not met"));
    QVERIFY(root.value(QStringLiteral("applies")).isString());
    // It says which point it read, as the text does.
    QCOMPARE(root.value(QStringLiteral("point")).toObject().value(QStringLiteral("batch")).toInt(), 4);
    QCOMPARE(root.value(QStringLiteral("inputs")).toObject().value(QStringLiteral("hardware")).toString(),
             QStringLiteral("h200"));
    QVERIFY(root.value(QStringLiteral("warnings")).isArray());
    // Bad input is refused with the flag's name.
    const tf::test::Run bad = tf::test::cli(tf::test::words("rules --batch 0"));
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains("batch"));
}

QTEST_GUILESS_MAIN(TestPlanningRules)
#include "test_planningrules.moc"
