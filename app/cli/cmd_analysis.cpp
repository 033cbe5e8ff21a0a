// Analyst verbs: sensitivity, solve (goal seek), montecarlo, check (physics), overlay (measured points against the model) and iceberg (FLOPS per $ vs $ per Mtok).
#include "app/cli/command.h"
#include "app/cli/servicelevelargs.h"
#include "core/analysis/analysismetric.h"
#include "core/analysis/goalseek.h"
#include "core/analysis/iceberg.h"
#include "core/analysis/measuredoverlay.h"
#include "core/analysis/montecarlo.h"
#include "core/analysis/physicscheck.h"
#include "core/analysis/sensitivity.h"
#include "core/calibration/benchmarkcsv.h"
#include "core/catalog/catalog.h"
#include "core/inputfields.h"
#include "core/inputfile.h"
#include "core/servicecomparison.h"
#include "core/servicelevel.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>

namespace tf::cli {

namespace {

std::string keyForFlag(std::string text)
{
    for (char& c : text) {
        if (c == '-')
            c = '_';
    }
    return text;
}

std::vector<std::string> splitOn(const std::string& text, char separator)
{
    std::vector<std::string> parts;
    std::stringstream stream(text);
    std::string part;
    while (std::getline(stream, part, separator)) {
        if (!part.empty())
            parts.push_back(part);
    }
    return parts;
}

/// "key=a:b[:c]" -> key and numbers; the error names the item. Each number must be a value the
/// input accepts: a range past it ran at the clamped value and printed the one given.
core::Result<std::pair<std::string, std::vector<double>>> parseRangeItem(const std::string& item, size_t count)
{
    // Quoted by appending: GCC 12 warns (-Wrestrict, a false positive) on "'" + std::string here.
    const auto quoted = [](const std::string& text) { return std::string(1, '\'').append(safe(text)).append("'"); };
    const auto eq = item.find('=');
    if (eq == std::string::npos)
        return core::Error{quoted(item) + " is not KEY=LOW:HIGH"};
    std::pair<std::string, std::vector<double>> out{keyForFlag(item.substr(0, eq)), {}};
    const core::InputFieldInfo* field = core::findInputField(out.first);
    if (!field)
        return core::Error{quoted(item.substr(0, eq)) + " is not a numeric input"};
    for (const std::string& part : splitOn(item.substr(eq + 1), ':')) {
        auto v = parseNumber(part, out.first);
        if (!v)
            return core::Error{v.error()};
        if (const core::Status s = core::checkInputValue(*field, *v); !s)
            return core::Error{s.error()};
        out.second.push_back(*v);
    }
    if (out.second.size() != count)
        return core::Error{"'" + item + "' needs " + std::to_string(count) + " numbers separated by ':'"};
    return out;
}

core::Result<double> optionalNumber(const CliArgs& args, const std::string& flag, double fallback, bool allowZero)
{
    if (!args.has(flag))
        return fallback;
    return args.number(flag, allowZero);
}

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

// ---- sensitivity -------------------------------------------------------------------------------

int runSensitivity(CliArgs& args)
{
    if (const core::Status s =
            args.parse(withScenarioFlags({"ranges", "fraction"}), {"json"}, CliArgs::kAnyPositionals);
        !s)
        return fail(s.error());
    auto inputs = scenarioFromArgs(args);
    if (!inputs)
        return fail(inputs.error());
    auto fraction = optionalNumber(args, "fraction", 0.2, false);
    if (!fraction)
        return fail(fraction.error());
    if (*fraction >= 1)
        return fail("--fraction must be below 1 (0.2 = +-20%)");
    std::vector<std::string> keys;
    for (const std::string& p : args.positionals()) {
        if (std::find(keys.begin(), keys.end(), keyForFlag(p)) != keys.end())
            return fail("sensitivity names the input '" + safe(p) + "' twice");
        keys.push_back(keyForFlag(p));
    }
    if (keys.empty())
        keys = core::defaultSensitivityKeys(*inputs);
    std::vector<core::SensitivityRange> ranges;
    std::set<std::string> rangeKeys;
    for (const std::string& key : keys)
        ranges.push_back(core::defaultSensitivityRange(*inputs, key, *fraction));
    for (const std::string& item : splitOn(args.value("ranges"), ',')) {
        auto parsed = parseRangeItem(item, 2);
        if (!parsed)
            return fail("--ranges: " + parsed.error());
        const core::SensitivityRange r{parsed->first, parsed->second[0], parsed->second[1]};
        if (!rangeKeys.insert(r.key).second)
            return fail("--ranges gives '" + r.key + "' twice");
        auto it = std::find_if(ranges.begin(), ranges.end(), [&](const auto& x) { return x.key == r.key; });
        if (it != ranges.end())
            *it = r;
        else
            ranges.push_back(r);
    }
    auto result = core::runSensitivity(*inputs, cliCatalog(), ranges);
    if (!result)
        return fail(result.error());
    if (args.flag("json")) {
        QJsonArray rows;
        for (const core::SensitivityRow& r : result->rows) {
            QJsonObject o;
            o.insert(QStringLiteral("name"), text(r.key));
            o.insert(QStringLiteral("label"), text(r.label));
            o.insert(QStringLiteral("base"), r.baseValue);
            o.insert(QStringLiteral("low"), r.low);
            o.insert(QStringLiteral("high"), r.high);
            o.insert(QStringLiteral("cost_low"), r.costLowUsd);
            o.insert(QStringLiteral("cost_high"), r.costHighUsd);
            o.insert(QStringLiteral("tok_s_user_low"), r.tokSPerUserLow);
            o.insert(QStringLiteral("tok_s_user_high"), r.tokSPerUserHigh);
            o.insert(QStringLiteral("fits_low"), r.lowFits);
            o.insert(QStringLiteral("fits_high"), r.highFits);
            rows.append(o);
        }
        QJsonObject root;
        root.insert(QStringLiteral("base_cost_per_mtok_output_usd"), result->baseCostPerMtokOutputUsd);
        root.insert(QStringLiteral("base_tok_s_user"), result->baseTokSPerUser);
        root.insert(QStringLiteral("inputs"), rows);
        return printJson(root);
    }
    std::printf("base: $%.4f/Mtok output, %.1f tok/s/user\n", result->baseCostPerMtokOutputUsd,
                result->baseTokSPerUser);
    std::printf("%-26s %12s %12s %12s %12s %10s %14s\n", "input", "low", "high", "$/Mtok low", "$/Mtok high", "swing",
                "tok/s/user");
    for (const core::SensitivityRow& r : result->rows) {
        std::printf("%-26s %12.4g %12.4g %12.4f %12.4f %10.4f %6.1f..%-6.1f%s\n", r.key.c_str(), r.low, r.high,
                    r.costLowUsd, r.costHighUsd, r.costSwingUsd(), r.tokSPerUserLow, r.tokSPerUserHigh,
                    r.lowFits && r.highFits ? "" : "  (an end does not fit)");
    }
    return 0;
}

// ---- solve -------------------------------------------------------------------------------------

int runSolve(CliArgs& args)
{
    if (const core::Status s = args.parse(withScenarioFlags({"for", "target", "low", "high"}), {"json"}); !s)
        return fail(s.error());
    if (!args.has("for") || !args.has("target"))
        return fail("solve needs --for INPUT and --target METRIC=VALUE");
    auto inputs = scenarioFromArgs(args);
    if (!inputs)
        return fail(inputs.error());
    const std::string target = args.value("target");
    const auto eq = target.find('=');
    if (eq == std::string::npos)
        return fail("--target must be METRIC=VALUE, e.g. cost_per_mtok_output=0.5");
    const auto metric = core::parseAnalysisMetric(target.substr(0, eq));
    if (!metric) {
        std::string known;
        for (core::AnalysisMetric m : core::analysisMetrics())
            known += std::string(known.empty() ? "" : ", ") + core::analysisMetricId(m);
        return fail("unknown metric '" + target.substr(0, eq) + "' (one of " + known + ")");
    }
    auto value = parseNumber(target.substr(eq + 1), "--target");
    if (!value)
        return fail(value.error());
    core::GoalSeekRequest request;
    request.key = keyForFlag(args.value("for"));
    request.metric = *metric;
    request.target = *value;
    for (const char* bound : {"low", "high"}) {
        if (!args.has(bound))
            continue;
        auto v = parseNumber(args.value(bound), std::string("--") + bound);
        if (!v)
            return fail(v.error());
        (std::string(bound) == "low" ? request.searchLow : request.searchHigh) = *v;
    }
    auto result = core::goalSeek(*inputs, cliCatalog(), request);
    if (!result)
        return fail(result.error());
    if (!result->found) {
        char buffer[320];
        std::snprintf(buffer, sizeof buffer, "no %s in %g..%g gives %s = %g; reachable range %g..%g",
                      request.key.c_str(), result->searchLow, result->searchHigh,
                      core::analysisMetricId(request.metric), request.target, result->reachableMin,
                      result->reachableMax);
        return fail(buffer);
    }
    if (args.flag("json")) {
        QJsonObject o;
        o.insert(QStringLiteral("input"), text(request.key));
        o.insert(QStringLiteral("metric"), QLatin1String(core::analysisMetricId(request.metric)));
        o.insert(QStringLiteral("target"), request.target);
        o.insert(QStringLiteral("value"), result->value);
        o.insert(QStringLiteral("achieved"), result->achieved);
        o.insert(QStringLiteral("relative_error"), result->relativeError);
        o.insert(QStringLiteral("evaluations"), result->evaluations);
        return printJson(o);
    }
    std::printf("%s = %.6g gives %s = %.6g (target %.6g, off by %.3g%%)\n", request.key.c_str(), result->value,
                core::analysisMetricId(request.metric), result->achieved, request.target,
                result->relativeError * 100.0);
    return 0;
}

// ---- montecarlo --------------------------------------------------------------------------------

QJsonObject percentilesJson(const core::Percentiles& p)
{
    QJsonObject o;
    o.insert(QStringLiteral("p10"), p.p10);
    o.insert(QStringLiteral("p50"), p.p50);
    o.insert(QStringLiteral("p90"), p.p90);
    o.insert(QStringLiteral("mean"), p.mean);
    o.insert(QStringLiteral("min"), p.min);
    o.insert(QStringLiteral("max"), p.max);
    return o;
}

int runMonteCarlo(CliArgs& args)
{
    if (const core::Status s = args.parse(withScenarioFlags({"samples", "seed", "uncertain"}), {"json"}); !s)
        return fail(s.error());
    auto inputs = scenarioFromArgs(args);
    if (!inputs)
        return fail(inputs.error());
    core::MonteCarloOptions options;
    options.keepSamples = false;
    if (args.has("samples")) {
        auto samples = args.count("samples", 1, 10000000);
        if (!samples)
            return fail(samples.error());
        options.samples = *samples;
    }
    if (args.has("seed")) {
        auto seed = args.numberIn("seed", 0, 9.0e15);
        if (!seed)
            return fail(seed.error());
        if (*seed != std::floor(*seed))
            return fail("--seed must be a whole number");
        options.seed = static_cast<std::uint64_t>(*seed);
    }
    std::vector<core::UncertainInput> uncertain = core::defaultUncertainInputs(*inputs);
    if (args.has("uncertain")) {
        uncertain.clear();
        for (const std::string& item : splitOn(args.value("uncertain"), ',')) {
            auto parsed = parseRangeItem(item, 3);
            if (!parsed)
                return fail("--uncertain: " + parsed.error());
            if (std::any_of(uncertain.begin(), uncertain.end(),
                            [&](const core::UncertainInput& u) { return u.key == parsed->first; }))
                return fail("--uncertain gives '" + parsed->first + "' twice");
            uncertain.push_back({parsed->first, parsed->second[0], parsed->second[1], parsed->second[2]});
        }
    }
    auto result = core::runMonteCarlo(*inputs, cliCatalog(), uncertain, options);
    if (!result)
        return fail(result.error());
    if (args.flag("json")) {
        QJsonArray ranges;
        for (const core::UncertainInput& u : uncertain) {
            QJsonObject o;
            o.insert(QStringLiteral("name"), text(u.key));
            o.insert(QStringLiteral("low"), u.low);
            o.insert(QStringLiteral("likely"), u.likely);
            o.insert(QStringLiteral("high"), u.high);
            ranges.append(o);
        }
        QJsonObject root;
        root.insert(QStringLiteral("samples"), result->samples);
        root.insert(QStringLiteral("infeasible"), result->infeasible);
        root.insert(QStringLiteral("seed"), QString::number(result->seed));
        root.insert(QStringLiteral("elapsed_ms"), result->elapsedMs);
        root.insert(QStringLiteral("uncertain"), ranges);
        root.insert(QStringLiteral("cost_per_mtok_output_usd"), percentilesJson(result->costPerMtokOutputUsd));
        root.insert(QStringLiteral("cost_per_mtok_total_usd"), percentilesJson(result->costPerMtokTotalUsd));
        root.insert(QStringLiteral("tok_s_user"), percentilesJson(result->tokSPerUser));
        root.insert(QStringLiteral("tok_s_gpu_total"), percentilesJson(result->tokSPerGpuTotal));
        root.insert(QStringLiteral("tok_s_gpu_output"), percentilesJson(result->tokSPerGpuOutput));
        return printJson(root);
    }
    std::printf("%d samples (seed %llu) in %.2f ms, %d infeasible\n", result->samples,
                static_cast<unsigned long long>(result->seed), result->elapsedMs, result->infeasible);
    const auto line = [](const char* name, const core::Percentiles& p) {
        std::printf("  %-22s P10 %10.4g  P50 %10.4g  P90 %10.4g\n", name, p.p10, p.p50, p.p90);
    };
    line("$/Mtok output", result->costPerMtokOutputUsd);
    line("$/Mtok total", result->costPerMtokTotalUsd);
    line("tok/s/user", result->tokSPerUser);
    line("tok/s/GPU total", result->tokSPerGpuTotal);
    return 0;
}

// ---- check -------------------------------------------------------------------------------------

int runCheck(CliArgs& args)
{
    if (const core::Status s =
            args.parse(withScenarioFlags({"claim-tok-s-gpu", "claim-tok-s-user", "near"}), {"json", "output-tokens"});
        !s)
        return fail(s.error());
    if (!args.has("claim-tok-s-gpu") || !args.has("claim-tok-s-user"))
        return fail("check needs --claim-tok-s-gpu X --claim-tok-s-user Y");
    auto inputs = scenarioFromArgs(args);
    if (!inputs)
        return fail(inputs.error());
    core::PhysicsClaim claim;
    auto gpu = args.number("claim-tok-s-gpu");
    if (!gpu)
        return fail(gpu.error());
    auto user = args.number("claim-tok-s-user");
    if (!user)
        return fail(user.error());
    auto near = args.has("near") ? args.numberIn("near", 0.01, 1.0) : core::Result<double>(0.8);
    if (!near)
        return fail(near.error());
    claim.tokSPerGpu = *gpu;
    claim.tokSPerUser = *user;
    claim.totalTokens = !args.flag("output-tokens");
    auto r = core::checkPhysics(*inputs, cliCatalog(), claim, std::min(*near, 1.0));
    if (!r)
        return fail(r.error());
    if (args.flag("json")) {
        QJsonObject o;
        o.insert(QStringLiteral("verdict"), QLatin1String(core::claimVerdictId(r->verdict)));
        o.insert(QStringLiteral("bound_tok_s_gpu"), r->boundTokSPerGpu);
        o.insert(QStringLiteral("claim_to_bound"), r->claimToBound);
        o.insert(QStringLiteral("model_tok_s_gpu"), r->modelTokSPerGpu);
        o.insert(QStringLiteral("max_ideal_tok_s_user"), r->maxIdealTokSPerUser);
        o.insert(QStringLiteral("far_above_model"), r->farAboveModel);
        o.insert(QStringLiteral("tokens"), claim.totalTokens ? QStringLiteral("total") : QStringLiteral("output"));
        return printJson(o);
    }
    std::printf("verdict        %s\n", core::claimVerdictId(r->verdict));
    std::printf("ideal bound    %.0f tok/s/GPU at %.1f tok/s/user (claim is %.0f%% of it)\n", r->boundTokSPerGpu,
                claim.tokSPerUser, r->claimToBound * 100.0);
    std::printf("model          %.0f tok/s/GPU (calibrated frontier)\n", r->modelTokSPerGpu);
    if (r->farAboveModel)
        std::printf("note           the claim is %.2fx the calibrated model, beyond twice its held-out error "
                    "(%.0f%%): it needs software well ahead of what was measured\n",
                    claim.tokSPerGpu / r->modelTokSPerGpu, r->modelHeldOutError * 100.0);
    std::printf("fastest ideal  %.1f tok/s/user\n", r->maxIdealTokSPerUser);
    return 0;
}

// ---- overlay -----------------------------------------------------------------------------------

int runOverlay(CliArgs& args)
{
    if (const core::Status s = args.parse(withScenarioFlags({"csv"}), {"json", "all-rows"}); !s)
        return fail(s.error());
    auto inputs = scenarioFromArgs(args);
    if (!inputs)
        return fail(inputs.error());
    // Without a file, the public measurements shipped with Token Factory.
    auto rows = args.has("csv") ? core::readBenchmarkCsv(args.value("csv"))
                                : core::Result<std::vector<core::BenchmarkRow>>(core::shippedBenchmarks().rows);
    if (!rows)
        return fail(rows.error());
    auto overlay = core::buildMeasuredOverlay(*rows, *inputs, cliCatalog(), !args.flag("all-rows"));
    if (!overlay)
        return fail(overlay.error());
    const auto compared = static_cast<int>(
        std::count_if(overlay->points.begin(), overlay->points.end(),
                      [](const core::MeasuredComparison& c) { return c.predictedTokSPerGpuTotal > 0; }));
    if (args.flag("json")) {
        QJsonArray points;
        for (const core::MeasuredComparison& c : overlay->points) {
            QJsonObject o;
            o.insert(QStringLiteral("line"), c.line);
            o.insert(QStringLiteral("label"), text(c.label));
            o.insert(QStringLiteral("tok_s_user"), c.tokSPerUser);
            o.insert(QStringLiteral("measured_tok_s_gpu"), c.measuredTokSPerGpuTotal);
            o.insert(QStringLiteral("predicted_tok_s_gpu"), c.predictedTokSPerGpuTotal);
            o.insert(QStringLiteral("relative_error"), c.relativeError);
            points.append(o);
        }
        QJsonObject root;
        root.insert(QStringLiteral("rows_read"), overlay->rowsRead);
        root.insert(QStringLiteral("rows_matched"), overlay->rowsMatched);
        root.insert(QStringLiteral("rows_unusable"), overlay->rowsUnusable);
        // null, not 0, when no row was compared: 0 would read as a perfect fit.
        root.insert(QStringLiteral("median_abs_error"),
                    compared > 0 ? QJsonValue(overlay->medianAbsError) : QJsonValue(QJsonValue::Null));
        root.insert(QStringLiteral("points"), points);
        return printJson(root);
    }
    std::printf("%d rows read, %d for %s on %s at %s, %d without interactivity or throughput\n", overlay->rowsRead,
                overlay->rowsMatched, inputs->modelId.c_str(), inputs->hardwareId.c_str(),
                std::string(core::precisionLabel(inputs->precision)).c_str(), overlay->rowsUnusable);
    std::printf("%6s %-40s %11s %13s %13s %8s\n", "line", "point", "tok/s/user", "measured", "model", "error");
    for (const core::MeasuredComparison& c : overlay->points) {
        if (c.predictedTokSPerGpuTotal > 0) {
            std::printf("%6d %-40s %11.1f %13.0f %13.0f %+7.1f%%\n", c.line, core::sanitizedText(c.label, 40).c_str(),
                        c.tokSPerUser, c.measuredTokSPerGpuTotal, c.predictedTokSPerGpuTotal, c.relativeError * 100.0);
        } else {
            std::printf("%6d %-40s %11.1f %13.0f %13s %8s\n", c.line, core::sanitizedText(c.label, 40).c_str(),
                        c.tokSPerUser, c.measuredTokSPerGpuTotal, "unreachable", "");
        }
    }
    if (compared > 0)
        std::printf("median |error| %.1f%% over %d rows\n", overlay->medianAbsError * 100.0, compared);
    else
        std::printf("median |error|: none (no row compared)\n");
    return 0;
}

// ---- iceberg -----------------------------------------------------------------------------------

/// The spelling --article-pair had before it was named for what it is: still accepted, so that
/// scripts keep working, and left out of --help.
constexpr const char* kLegacyArticlePairFlag = "seed-pair";

/// The scenarios an iceberg compares, each in the configuration its service level chose: the
/// article's pair (HGX H200 against GB300 NVL72) read as the window reads it, at equal
/// interactivity (50 tok/s/user) unless a level is given, or one scenario at its operating point
/// unless a level is given.
core::Result<std::vector<std::pair<std::string, core::ScenarioInputs>>> icebergScenarios(const CliArgs& args,
                                                                                         core::ServiceLevel* levelRead)
{
    const bool articlePair = args.flag("article-pair") || args.flag(kLegacyArticlePairFlag);
    std::vector<std::pair<std::string, core::ScenarioInputs>> scenarios;
    if (articlePair) {
        scenarios.emplace_back("hopper", core::defaultHopperScenario());
        scenarios.emplace_back("blackwell", core::defaultBlackwellScenario());
    } else {
        auto inputs = scenarioFromArgs(args);
        if (!inputs)
            return core::Error{inputs.error()};
        scenarios.emplace_back("scenario", *inputs);
    }
    core::ServiceLevel fallback;
    if (articlePair)
        fallback.mode = core::ServiceLevelMode::EqualInteractivity;
    auto level = serviceLevelFromArgs(args, fallback);
    if (!level)
        return core::Error{level.error()};
    for (auto& [name, inputs] : scenarios) {
        auto choice = core::chooseConfiguration(inputs, cliCatalog(), *level, core::ConfigSearchOptions{});
        if (!choice)
            return core::Error{choice.error()};
        if (level->mode != core::ServiceLevelMode::OperatingPoint && !choice->reached)
            return core::Error{unreachedMessage(inputs.hardwareId, *choice, *level)};
        inputs = choice->inputs;
    }
    *levelRead = *level;
    return scenarios;
}

int runIceberg(CliArgs& args)
{
    std::set<std::string> flags = scenarioFlags();
    flags.merge(serviceLevelFlags());
    if (const core::Status s = args.parse(flags, {"json", "article-pair", kLegacyArticlePairFlag}); !s)
        return fail(s.error());
    core::ServiceLevel level;
    auto scenarios = icebergScenarios(args, &level);
    if (!scenarios)
        return fail(scenarios.error());
    if (!args.flag("json"))
        std::printf("Read %s\n", core::describeServiceLevel(level).c_str());
    QJsonArray rows;
    for (const auto& [name, inputs] : *scenarios) {
        auto row = core::icebergRow(inputs, cliCatalog());
        if (!row)
            return fail(row.error());
        if (args.flag("json")) {
            QJsonObject o;
            o.insert(QStringLiteral("name"), text(name));
            o.insert(QStringLiteral("hardware"), text(row->hardwareId));
            o.insert(QStringLiteral("pflops_per_dollar_hour"), row->petaflopsPerDollarHour);
            o.insert(QStringLiteral("cost_per_mtok_output_usd"), row->costPerMtokOutputUsd);
            o.insert(QStringLiteral("tok_s_gpu_output"), row->tokSPerGpuOutput);
            o.insert(QStringLiteral("fits"), row->fits);
            o.insert(QStringLiteral("configuration"), core::configurationToJson(inputs));
            rows.append(o);
        } else {
            std::printf("%-10s %-12s %8.3f PFLOPS per $/h   $%.4f/Mtok output  (tp %d, ep %d, batch %d)%s\n",
                        name.c_str(), row->hardwareId.c_str(), row->petaflopsPerDollarHour, row->costPerMtokOutputUsd,
                        inputs.tensorParallel, inputs.expertParallel, inputs.batch,
                        row->fits ? "" : "  (does not fit)");
        }
    }
    if (args.flag("json")) {
        QJsonObject root;
        root.insert(QStringLiteral("scenarios"), rows);
        return printJson(root);
    }
    return 0;
}

const CommandRegistrar sensitivityCommand(
    {"sensitivity", "sensitivity [INPUT...] [scenario flags] [--fraction 0.2] [--ranges KEY=LOW:HIGH,...] [--json]",
     "Tornado: $/Mtok swing as each input moves across its range", runSensitivity});
const CommandRegistrar
    solveCommand({"solve", "solve --for INPUT --target METRIC=VALUE [--low X] [--high Y] [scenario flags] [--json]",
                  "Goal seek: the input value that reaches a target metric", runSolve});
const CommandRegistrar monteCarloCommand(
    {"montecarlo",
     "montecarlo [--samples N] [--seed S] [--uncertain KEY=LOW:LIKELY:HIGH,...] [scenario flags] [--json]",
     "P10/P50/P90 of cost and throughput over uncertain inputs", runMonteCarlo});
const CommandRegistrar checkCommand({"check",
                                     "check --claim-tok-s-gpu X --claim-tok-s-user Y [--output-tokens] "
                                     "[--near 0.8] [scenario flags] [--json]",
                                     "Physics check: a claim against the idealised roofline bound", runCheck});
const CommandRegistrar overlayCommand({"overlay", "overlay [--csv FILE] [--all-rows] [scenario flags] [--json]",
                                       "Measured benchmark points against the model's frontier", runOverlay});
const CommandRegistrar icebergCommand({"iceberg",
                                       "iceberg [scenario flags | --article-pair] [--at-tok-s-user X | --slo-ttft-ms X "
                                       "--slo-tok-s-user Y --slo-tpot-ms Z] [--json]",
                                       "FLOPS per dollar beside cost per token", runIceberg});

} // namespace
} // namespace tf::cli
