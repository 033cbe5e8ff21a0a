// Planner verbs: fleet (size a fleet from a demand or a budget), cashflow (owning one GPU year by
// year), disagg (prefill and decode pools for a request rate) and rules (the token-economics
// article's rack-planning rules against a scenario).
#include "app/cli/command.h"
#include "app/cli/servicelevelargs.h"
#include "core/analysis/cashflow.h"
#include "core/analysis/disaggplan.h"
#include "core/analysis/fleetplan.h"
#include "core/analysis/planningrules.h"
#include "core/catalog/catalog.h"
#include "core/servicelevel.h"
#include "core/warning.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cstdio>
#include <tuple>

namespace tf::cli {

namespace {

// ---- fleet -------------------------------------------------------------------------------------

core::Result<core::FleetRequest> fleetRequestFromArgs(const CliArgs& args)
{
    core::FleetRequest request;
    // A fleet is sized from demand or from a budget; given both, one was silently ignored.
    if (args.has("demand-rps") && (args.has("power-mw") || args.has("capex-budget")))
        return core::Error{"--demand-rps sizes the fleet from demand; give it without --power-mw and --capex-budget, "
                           "or give a budget without it"};
    // Budgets up to a national grid and a trillion dollars; prices up to $1M per million tokens.
    const std::tuple<const char*, double*, double, double> fields[] = {
        {"power-mw", &request.powerBudgetMw, 1e-9, 1e6},
        {"capex-budget", &request.capexBudgetUsd, 1e-9, 1e13},
        {"target-tok-s-user", &request.targetTokSPerUser, 1e-9, 1e6},
        {"sell-price-per-mtok", &request.pricePerMtokOutputUsd, 1e-9, 1e6},
        {"demand-rps", &request.demandRequestsPerSecond, 1e-9, 1e9},
        {"peak-factor", &request.peakToAverage, 1, 100},
        {"headroom-percent", &request.headroomPercent, 0, 1000}};
    for (const auto& [flag, target, minValue, maxValue] : fields) {
        if (!args.has(flag))
            continue;
        auto v = args.numberIn(flag, minValue, maxValue);
        if (!v)
            return core::Error{v.error()};
        *target = *v;
    }
    return request;
}

int printFleetJson(const core::FleetPlan& p)
{
    QJsonObject o;
    o.insert(QStringLiteral("gpus"), p.gpus);
    o.insert(QStringLiteral("sized_by"), p.sizedByDemand    ? QStringLiteral("demand")
                                         : p.limitedByPower ? QStringLiteral("power")
                                                            : QStringLiteral("capex"));
    // Which budget bound the size; a fleet sized from demand had none.
    o.insert(QStringLiteral("limited_by"), p.sizedByDemand    ? QJsonValue(QJsonValue::Null)
                                           : p.limitedByPower ? QJsonValue(QStringLiteral("power"))
                                                              : QJsonValue(QStringLiteral("capex")));
    o.insert(QStringLiteral("purchase_unit_gpus"), p.purchaseUnitGpus);
    o.insert(QStringLiteral("purchase_units"), p.purchaseUnits);
    o.insert(QStringLiteral("serving_gpus"), p.servingGpus);
    o.insert(QStringLiteral("idle_gpus"), p.idleGpus());
    o.insert(QStringLiteral("gpus_per_instance"), p.gpusPerInstance);
    o.insert(QStringLiteral("batch"), p.batch);
    o.insert(QStringLiteral("tok_s_user"), p.tokSPerUser);
    o.insert(QStringLiteral("fleet_tok_s_output"), p.fleetTokSOutput);
    o.insert(QStringLiteral("fleet_tok_s_total"), p.fleetTokSTotal);
    o.insert(QStringLiteral("concurrent_users"), p.concurrentUsers);
    o.insert(QStringLiteral("facility_mw"), p.facilityMw);
    o.insert(QStringLiteral("utilisation_percent"), p.utilisationPercent);
    o.insert(QStringLiteral("capex_usd"), p.capexUsd);
    o.insert(QStringLiteral("monthly_cost_usd"), p.monthlyCostUsd);
    o.insert(QStringLiteral("monthly_output_mtok"), p.monthlyOutputMtok);
    o.insert(QStringLiteral("cost_per_mtok_output_usd"), p.costPerMtokOutputUsd);
    o.insert(QStringLiteral("monthly_revenue_usd"), p.monthlyRevenueUsd);
    o.insert(QStringLiteral("monthly_margin_usd"), p.monthlyMarginUsd);
    o.insert(QStringLiteral("margin_percent"), p.monthlyRevenueUsd > 0 ? QJsonValue(p.marginPercent) : QJsonValue());
    o.insert(QStringLiteral("break_even_output_usd_per_mtok"), p.breakEvenOutputUsdPerMtok);
    o.insert(QStringLiteral("payback_months"), p.paybackMonths);
    return printJson(o);
}

void printFleet(const core::FleetPlan& p)
{
    const char* sizedBy = p.sizedByDemand ? "demand" : p.limitedByPower ? "power" : "capex";
    std::printf("GPUs               %d in %d purchase unit%s of %d (%d serving, %d per instance; sized by %s)\n",
                p.gpus, p.purchaseUnits, p.purchaseUnits == 1 ? "" : "s", p.purchaseUnitGpus, p.servingGpus,
                p.gpusPerInstance, sizedBy);
    if (p.idleGpus() > 0)
        std::printf(
            "idle GPUs          %d: %d-GPU instances fill %d of each %d-GPU unit; their hours are in the cost\n",
            p.idleGpus(), p.gpusPerInstance, p.servingGpusPerUnit(), p.purchaseUnitGpus);
    std::printf("facility power     %.3f MW\n", p.facilityMw);
    std::printf("batch              %d per instance, %.1f tok/s/user\n", p.batch, p.tokSPerUser);
    std::printf("fleet throughput   %.0f output tok/s (%.0f total)\n", p.fleetTokSOutput, p.fleetTokSTotal);
    std::printf("utilisation        %.1f%%\n", p.utilisationPercent);
    std::printf("concurrent users   %.0f\n", p.concurrentUsers);
    std::printf("monthly cost       $%.0f  ($%.4f/Mtok output)\n", p.monthlyCostUsd, p.costPerMtokOutputUsd);
    if (p.monthlyRevenueUsd > 0)
        std::printf("monthly revenue    $%.0f, margin $%.0f (%.1f%%)\n", p.monthlyRevenueUsd, p.monthlyMarginUsd,
                    p.marginPercent);
    else
        std::printf("monthly revenue    $0, margin $%.0f (no revenue)\n", p.monthlyMarginUsd);
    std::printf("break-even price   $%.4f per output Mtok\n", p.breakEvenOutputUsdPerMtok);
    if (p.paybackMonths >= 0)
        std::printf("payback            %.1f months on $%.0f capex\n", p.paybackMonths, p.capexUsd);
}

int runFleet(CliArgs& args)
{
    if (const core::Status s =
            args.parse(withScenarioFlags({"power-mw", "capex-budget", "target-tok-s-user", "sell-price-per-mtok",
                                          "demand-rps", "peak-factor", "headroom-percent"}),
                       {"json"});
        !s)
        return fail(s.error());
    auto inputs = scenarioFromArgs(args);
    if (!inputs)
        return fail(inputs.error());
    auto request = fleetRequestFromArgs(args);
    if (!request)
        return fail(request.error());
    auto plan = core::planFleet(*inputs, cliCatalog(), *request);
    if (!plan)
        return fail(plan.error());
    if (args.flag("json"))
        return printFleetJson(*plan);
    printFleet(*plan);
    return 0;
}

// ---- cashflow ----------------------------------------------------------------------------------

int runCashFlow(CliArgs& args)
{
    if (const core::Status s = args.parse(withScenarioFlags({}), {"json"}); !s)
        return fail(s.error());
    auto inputs = scenarioFromArgs(args);
    if (!inputs)
        return fail(inputs.error());
    auto plan = core::planCashFlow(*inputs, cliCatalog());
    if (!plan)
        return fail(plan.error());
    if (args.flag("json")) {
        QJsonArray years;
        for (const core::CashFlowYear& y : plan->years) {
            QJsonObject o;
            o.insert(QStringLiteral("year"), y.year);
            o.insert(QStringLiteral("capex_usd"), y.capexUsd);
            o.insert(QStringLiteral("opex_usd"), y.opexUsd);
            o.insert(QStringLiteral("revenue_usd"), y.revenueUsd);
            o.insert(QStringLiteral("residual_usd"), y.residualUsd);
            o.insert(QStringLiteral("net_usd"), y.netUsd);
            o.insert(QStringLiteral("cumulative_usd"), y.cumulativeUsd);
            o.insert(QStringLiteral("present_value_usd"), y.presentValueUsd);
            years.append(o);
        }
        QJsonObject o;
        o.insert(QStringLiteral("per_gpu"), years);
        o.insert(QStringLiteral("npv_usd"), plan->npvUsd);
        o.insert(QStringLiteral("payback_months"), plan->paybackMonths);
        o.insert(QStringLiteral("residual_usd"), plan->residualUsd);
        return printJson(o);
    }
    std::printf("per GPU, USD  %10s %10s %10s %10s %10s %12s %12s\n", "capex", "opex", "revenue", "residual", "net",
                "cumulative", "present val");
    for (const core::CashFlowYear& y : plan->years)
        std::printf("year %-8d %10.0f %10.0f %10.0f %10.0f %10.0f %12.0f %12.0f\n", y.year, y.capexUsd, y.opexUsd,
                    y.revenueUsd, y.residualUsd, y.netUsd, y.cumulativeUsd, y.presentValueUsd);
    std::printf("NPV at %.1f%%: $%.0f per GPU\n", inputs->costOfCapitalPercent, plan->npvUsd);
    if (plan->paybackMonths >= 0)
        std::printf("payback: month %.1f\n", plan->paybackMonths);
    else
        std::printf("payback: never within the useful life\n");
    return 0;
}

// ---- disagg ------------------------------------------------------------------------------------

int runDisagg(CliArgs& args)
{
    if (const core::Status s = args.parse(withScenarioFlags({"request-rate", "target-utilisation"}), {"json"}); !s)
        return fail(s.error());
    if (!args.has("request-rate"))
        return fail("disagg needs --request-rate R (requests per second)");
    auto inputs = scenarioFromArgs(args);
    if (!inputs)
        return fail(inputs.error());
    core::DisaggRequest request;
    auto rate = args.numberIn("request-rate", 1e-6, 1e7);
    if (!rate)
        return fail(rate.error());
    request.requestsPerSecond = *rate;
    if (args.has("target-utilisation")) {
        auto util = args.numberIn("target-utilisation", 0.01, 1);
        if (!util)
            return fail(util.error());
        request.targetUtilisation = *util;
    }
    auto plan = core::planDisaggregated(*inputs, cliCatalog(), request);
    if (!plan)
        return fail(plan.error());
    const core::DisaggPlan& p = *plan;
    if (args.flag("json")) {
        QJsonObject ruleOfThumb;
        ruleOfThumb.insert(QStringLiteral("formula"),
                           QStringLiteral("GPUs = ceil(request rate x mean phase time / target utilisation)"));
        ruleOfThumb.insert(QStringLiteral("mean_prefill_gpu_s"), p.meanPrefillGpuSeconds);
        ruleOfThumb.insert(QStringLiteral("mean_decode_gpu_s"), p.meanDecodeGpuSeconds);
        ruleOfThumb.insert(QStringLiteral("mean_decode_s"), p.meanDecodeSeconds);
        ruleOfThumb.insert(QStringLiteral("prefill_gpus"), p.ruleOfThumbPrefillGpus);
        ruleOfThumb.insert(QStringLiteral("decode_gpus"), p.ruleOfThumbDecodeGpus);
        QJsonObject matched;
        matched.insert(QStringLiteral("decode_batch"), p.decodeBatch);
        matched.insert(QStringLiteral("tok_s_user"), p.tokSPerUser);
        matched.insert(QStringLiteral("ttft_ms"), p.ttftMs);
        matched.insert(QStringLiteral("prefill_instances"), p.prefillInstances);
        matched.insert(QStringLiteral("decode_instances"), p.decodeInstances);
        matched.insert(QStringLiteral("prefill_gpus"), p.prefillGpus);
        matched.insert(QStringLiteral("decode_gpus"), p.decodeGpus);
        matched.insert(QStringLiteral("prefill_req_s_per_instance"), p.prefillRequestsPerSecondPerInstance);
        matched.insert(QStringLiteral("decode_req_s_per_instance"), p.decodeRequestsPerSecondPerInstance);
        matched.insert(QStringLiteral("prefill_to_decode"), p.prefillToDecodeRatio);
        QJsonObject root;
        root.insert(QStringLiteral("article_high_throughput_prefill_to_decode"),
                    core::kArticleHighThroughputPrefillToDecode);
        root.insert(QStringLiteral("rule_of_thumb"), ruleOfThumb);
        root.insert(QStringLiteral("rate_matched"), matched);
        return printJson(root);
    }
    std::printf("rule of thumb  GPUs = ceil(rate x mean phase time / utilisation)\n");
    std::printf("  prefill      %d GPUs (mean prefill %.4f GPU-s per request)\n", p.ruleOfThumbPrefillGpus,
                p.meanPrefillGpuSeconds);
    std::printf("  decode       %d GPUs (mean decode %.3f GPU-s per request; %.1f s wall time)\n",
                p.ruleOfThumbDecodeGpus, p.meanDecodeGpuSeconds, p.meanDecodeSeconds);
    std::printf("rate-matched   decode batch %d, %.1f tok/s/user, TTFT %.0f ms\n", p.decodeBatch, p.tokSPerUser,
                p.ttftMs);
    std::printf("  prefill      %d GPUs (%d x %d-GPU instances, %.2f req/s each)\n", p.prefillGpus, p.prefillInstances,
                p.prefillGpusPerInstance, p.prefillRequestsPerSecondPerInstance);
    std::printf("  decode       %d GPUs (%d x %d-GPU instances, %.2f req/s each)\n", p.decodeGpus, p.decodeInstances,
                p.decodeGpusPerInstance, p.decodeRequestsPerSecondPerInstance);
    if (p.prefillToDecodeRatio > 0)
        std::printf("the token-economics article's rule for high-throughput racks, prefill:decode 1:%.0f; this "
                    "workload needs 1:%.1f\n",
                    1.0 / core::kArticleHighThroughputPrefillToDecode, 1.0 / p.prefillToDecodeRatio);
    return 0;
}

// ---- rules -------------------------------------------------------------------------------------

const char* verdictText(core::RuleVerdict verdict)
{
    switch (verdict) {
    case core::RuleVerdict::Met:
        return "met";
    case core::RuleVerdict::NotMet:
        return "not met";
    case core::RuleVerdict::NotApplicable:
        return "not applicable";
    }
    return "";
}

/// What the scenario has where the rule speaks: "0% (8-GPU scale-up domain)", "batch 32", "FP8".
std::string scenarioReading(const core::PlanningRuleCheck& c, const core::ScenarioInputs& in, const core::Hardware& hw)
{
    char text[128];
    switch (c.rule) {
    case core::PlanningRule::RackScaleShare:
    case core::PlanningRule::EightGpuShare:
        std::snprintf(text, sizeof text, "%.0f%% (%d-GPU scale-up domain)", c.scenarioValue, hw.scaleUpGpus);
        break;
    case core::PlanningRule::PrefillToDecode:
        if (c.verdict == core::RuleVerdict::NotApplicable)
            return "aggregated serving: no separate pools";
        std::snprintf(text, sizeof text, "needs 1:%.1f; 1:3 idles %.0f%% of the GPUs in %s", 1.0 / c.scenarioValue,
                      c.idleGpuPercent, c.scenarioValue <= c.ruleValue ? "prefill" : "decode");
        break;
    case core::PlanningRule::MinimumBatch:
        std::snprintf(text, sizeof text, "batch %.0f", c.scenarioValue);
        break;
    case core::PlanningRule::ComputeHeadroom:
        std::snprintf(text, sizeof text, "%.0f%% free (utilisation %.0f%%)", c.scenarioValue, in.utilisationPercent);
        break;
    case core::PlanningRule::NoDynamicBatching:
        return "continuous batching (static batching is not modelled)";
    case core::PlanningRule::Fp4OrFp8:
    case core::PlanningRule::Fp8Only:
        return std::string(core::precisionLabel(in.precision));
    }
    return text;
}

QJsonArray rulesToJson(const std::vector<core::PlanningRuleCheck>& checks, const core::ScenarioInputs& in,
                       const core::Hardware& hw)
{
    QJsonArray out;
    for (const core::PlanningRuleCheck& c : checks) {
        const core::PlanningRuleText t = core::planningRuleText(c.rule);
        QJsonObject o;
        o.insert(QStringLiteral("rule"), QString::fromUtf8(t.id.data(), qsizetype(t.id.size())));
        o.insert(QStringLiteral("article"), QString::fromUtf8(t.article.data(), qsizetype(t.article.size())));
        o.insert(QStringLiteral("scenario"), QString::fromStdString(scenarioReading(c, in, hw)));
        o.insert(QStringLiteral("verdict"), QString::fromLatin1(verdictText(c.verdict)));
        const bool hasFigures = c.ruleValue > 0 && c.verdict != core::RuleVerdict::NotApplicable;
        o.insert(QStringLiteral("scenario_value"), hasFigures ? QJsonValue(c.scenarioValue) : QJsonValue());
        o.insert(QStringLiteral("rule_value"), hasFigures ? QJsonValue(c.ruleValue) : QJsonValue());
        if (c.rule == core::PlanningRule::PrefillToDecode && hasFigures)
            o.insert(QStringLiteral("idle_gpu_percent"), c.idleGpuPercent);
        out.append(o);
    }
    return out;
}

void printRules(const char* title, const std::vector<core::PlanningRuleCheck>& checks, bool applies,
                const core::ScenarioInputs& in, const core::Hardware& hw)
{
    std::printf("\n%s%s\n", title, applies ? ": these apply to this point" : "");
    std::printf("  %-46s %-54s %s\n", "rule", "this scenario", "verdict");
    for (const core::PlanningRuleCheck& c : checks)
        std::printf("  %-46s %-54s %s\n", std::string(core::planningRuleText(c.rule).english).c_str(),
                    scenarioReading(c, in, hw).c_str(), verdictText(c.verdict));
}

QJsonObject rulesPointToJson(const core::PointMetrics& point)
{
    QJsonObject o;
    o.insert(QStringLiteral("batch"), point.op.batch);
    o.insert(QStringLiteral("tok_s_user"), point.op.tokSPerUser);
    o.insert(QStringLiteral("ttft_ms"), point.op.ttftMs);
    o.insert(QStringLiteral("tier"), QString::fromLatin1(core::tokenTierId(point.tier)));
    return o;
}

int runRules(CliArgs& args)
{
    auto scenario = scenarioAtLevelFromArgs(args);
    if (!scenario)
        return fail(scenario.error());
    const core::ServiceLevelChoice& choice = scenario->choice;
    const core::ScenarioInputs& in = choice.inputs;
    const core::PointMetrics& point = choice.evaluation.point;
    const core::Hardware& hw = *cliCatalog().findHardware(in.hardwareId);
    const core::PlanningRules rules = core::checkPlanningRules(in, hw, point);
    if (args.flag("json")) {
        QJsonObject o;
        o.insert(QStringLiteral("inputs"), core::inputsToJson(in));
        o.insert(QStringLiteral("point"), rulesPointToJson(point));
        o.insert(QStringLiteral("applies"),
                 rules.lowLatencyApplies ? QStringLiteral("low_latency") : QStringLiteral("high_throughput"));
        o.insert(QStringLiteral("high_throughput"), rulesToJson(rules.highThroughputRules, in, hw));
        o.insert(QStringLiteral("low_latency"), rulesToJson(rules.lowLatencyRules, in, hw));
        QJsonArray warnings;
        for (const core::Warning& w : choice.evaluation.warnings)
            warnings.append(QString::fromStdString(core::englishText(w)));
        o.insert(QStringLiteral("warnings"), warnings);
        return printJson(o);
    }
    std::printf("%s on %s, %s, %s: batch %d, %.1f tok/s/user, TTFT %.0f ms, the %s tier\n", in.modelId.c_str(),
                in.hardwareId.c_str(), std::string(core::precisionLabel(in.precision)).c_str(), in.frameworkId.c_str(),
                point.op.batch, point.op.tokSPerUser, point.op.ttftMs, core::tokenTierId(point.tier));
    std::printf("the token-economics article's rack-planning rules (section 5.1); the interactive tier takes the "
                "low-latency ones, the batch and balanced tiers the high-throughput ones\n");
    printRules("high throughput (content-generation farms)", rules.highThroughputRules, !rules.lowLatencyApplies, in,
               hw);
    printRules("low latency (real-time assistants)", rules.lowLatencyRules, rules.lowLatencyApplies, in, hw);
    for (const core::Warning& w : choice.evaluation.warnings)
        std::printf("warning: %s\n", core::englishText(w).c_str());
    return 0;
}

const CommandRegistrar
    fleetCommand({"fleet",
                  "fleet --demand-rps R [--peak-factor F] [--headroom-percent H] | --power-mw MW | "
                  "--capex-budget USD [--target-tok-s-user U] [--sell-price-per-mtok P] [scenario flags] [--json]",
                  "Size a fleet from a demand or a budget, in whole servers or racks; monthly cost, revenue at "
                  "the token prices, margin, break-even price, payback",
                  runFleet});
const CommandRegistrar cashflowCommand({"cashflow", "cashflow --pricing owned [scenario flags] [--json]",
                                        "Owning one GPU year by year: capex, opex, revenue, residual, NPV, payback",
                                        runCashFlow});
const CommandRegistrar disaggCommand(
    {"disagg", "disagg --request-rate R [--target-utilisation 0.7] [scenario flags] [--json]",
     "Prefill and decode pools: the token-economics article's rule of thumb and the rate-matched answer", runDisagg});
const CommandRegistrar rulesCommand(
    {"rules",
     "rules [scenario flags] [--at-tok-s-user X | --slo-ttft-ms X --slo-tok-s-user Y --slo-tpot-ms Z] "
     "[--search-serving] [--json]",
     "The token-economics article's rack-planning rules (high throughput, low latency) against the scenario",
     runRules});

} // namespace
} // namespace tf::cli
