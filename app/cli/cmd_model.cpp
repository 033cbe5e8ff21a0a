// Verbs over the performance and cost model: catalog, eval, sweep, cost, bench.
#include "app/cli/command.h"
#include "app/cli/servicelevelargs.h"
#include "app/cli/sweepjson.h"
#include "core/catalog/accuracyjson.h"
#include "core/catalog/catalogjson.h"
#include "core/economics.h"
#include "core/evaluation.h"
#include "core/pointjson.h"
#include "core/revenue.h"
#include "core/servicecomparison.h"
#include "core/statistics.h"
#include "core/sweep.h"

#include <QJsonArray>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

namespace tf::cli {

namespace {

int runCatalog(CliArgs& args)
{
    if (const core::Status s = args.parse({}, {"json"}); !s)
        return fail(s.error());
    const core::Catalog& catalog = cliCatalog();
    if (args.flag("json")) {
        QJsonArray hardware, models, frameworks, profiles;
        for (const auto& hw : catalog.hardware())
            hardware.append(core::hardwareToJson(hw));
        for (const auto& m : catalog.models())
            models.append(core::modelToJson(m));
        for (const auto& f : catalog.frameworks()) {
            QJsonObject o;
            o.insert(QStringLiteral("id"), QString::fromStdString(f.id));
            o.insert(QStringLiteral("name"), QString::fromStdString(f.name));
            o.insert(QStringLiteral("knobs"), core::knobsToJson(f.knobs));
            frameworks.append(o);
        }
        for (const auto& p : catalog.profiles())
            profiles.append(core::profileToJson(p));
        QJsonObject root;
        root.insert(QStringLiteral("hardware"), hardware);
        root.insert(QStringLiteral("models"), models);
        root.insert(QStringLiteral("frameworks"), frameworks);
        root.insert(QStringLiteral("profiles"), profiles);
        return printJson(root);
    }
    std::printf("%-14s %-28s %7s %7s %8s %8s %8s %6s %6s %8s\n", "hardware", "name", "HBM GB", "TB/s", "BF16 TF",
                "FP8 TF", "FP4 TF", "TDP W", "kW", "rent $/h");
    for (const auto& hw : catalog.hardware()) {
        std::printf("%-14s %-28s %7.0f %7.2f %8.0f %8.0f %8.0f %6.0f %6.2f %8.2f%s\n", hw.id.c_str(), hw.name.c_str(),
                    hw.hbmGb, hw.hbmTbPerS, hw.denseTflops[0], hw.denseTflops[1], hw.denseTflops[2], hw.tdpW,
                    hw.allInKwPerGpu, hw.rentedUsdPerGpuHour, hw.calibrated ? "" : "  (uncalibrated)");
    }
    std::printf("\n%-18s %-26s %8s %8s %6s %6s %s\n", "model", "name", "total B", "active B", "layers", "attn",
                "experts (routed per token / total)");
    for (const auto& m : catalog.models()) {
        const std::string experts =
            m.isMoe() ? std::to_string(m.expertsPerToken) + "/" + std::to_string(m.experts) : std::string("dense");
        std::printf("%-18s %-26s %8.1f %8.1f %6d %6s %s\n", m.id.c_str(), m.name.c_str(), m.totalParamsB,
                    m.activeParamsB, m.layers, m.attention == core::AttentionKind::MLA ? "MLA" : "GQA",
                    experts.c_str());
    }
    std::printf("\nframeworks:");
    for (const auto& f : catalog.frameworks())
        std::printf(" %s", f.id.c_str());
    std::printf("\n");
    return 0;
}

/// The profile behind the figures with the held-out error that applies to them: the profile's own,
/// and for a model its rows never ran what leave-one-model-out gave.
void printProfileLine(const core::CalibrationProfile& profile, const std::string& modelId,
                      const core::CalibrationAccuracy& accuracy)
{
    const auto percent = [](double share) { return std::to_string(std::lround(100 * share)) + "%"; };
    const double error = profile.medianAbsErrorKnown();
    if (profile.replacesBuiltIn) {
        std::printf("  profile            %s (the workbook's own, not the built-in calibration)\n",
                    profile.key().c_str());
        return;
    }
    std::string measuredOn;
    for (const std::string& model : profile.modelsMeasured)
        measuredOn += (measuredOn.empty() ? " on " : ", ") + model;
    std::string line = profile.key() + (profile.calibrated ? " (calibrated" + measuredOn : " (uncalibrated priors");
    if (error >= 0)
        line += ", median error " + percent(error) + (profile.calibrated ? "" : " where measured");
    line += ")";
    if (profile.calibrated && !profile.measuredOn(modelId) && accuracy.known()) {
        // A profile far off on its own rows is no better on a model it never ran: the catalog-wide
        // figures below it would read as reassurance.
        if (error > accuracy.leaveOneModelOut)
            line += "; not measured on " + modelId + ", and off by " + percent(error) +
                    " on its own rows: expect as much here; across the catalog";
        else
            line += "; not measured on " + modelId + ":";
        line += " models held out were off by " + percent(accuracy.leaveOneModelOut);
        if (const auto own = accuracy.byModel.find(modelId); own != accuracy.byModel.end())
            line += ", " + modelId + "'s own rows by " + percent(own->second);
    }
    std::printf("  profile            %s\n", line.c_str());
    if (accuracy.ttftKnown())
        std::printf("  TTFT held out      %s by model, %s by GPU over %d rows (median signed %+.0f%%, %+.0f%%)\n",
                    percent(accuracy.ttftLeaveOneModelOut).c_str(), percent(accuracy.ttftLeaveOneGpuOut).c_str(),
                    accuracy.ttftRows, 100 * accuracy.ttftBiasLeaveOneModelOut, 100 * accuracy.ttftBiasLeaveOneGpuOut);
}

void printPointTable(const core::PointMetrics& m)
{
    const core::OperatingPoint& op = m.op;
    const std::string stages = op.pipelineParallel > 1 ? "  pp " + std::to_string(op.pipelineParallel) : "";
    std::printf("  batch %d  tp %d  ep %d%s  gpus %d  (max batch %d%s%s)\n", op.batch, op.tensorParallel,
                op.expertParallel, stages.c_str(), op.gpus, op.maxBatch,
                op.maxBatchIsSchedulerCap ? ", the scheduler's cap" : "", op.fits ? "" : ", DOES NOT FIT");
    std::printf("  decode step        %10.2f ms   (%s-bound)\n", op.decodeStepMs, core::boundId(op.bound));
    std::printf("  interactivity      %10.1f tok/s/user\n", op.tokSPerUser);
    std::printf("  TTFT               %10.0f ms\n", op.ttftMs);
    std::printf("  throughput         %10.0f tok/s/GPU output, %.0f total\n", op.tokSPerGpuOutput, op.tokSPerGpuTotal);
    std::printf("  cost               %10.3f $/Mtok output, %.3f total\n", m.costPerMtokOutputUsd,
                m.costPerMtokTotalUsd);
    std::printf("  energy             %10.0f tok/s/MW, %.3g tok/J (total tokens)\n", m.tokSPerMw, m.tokPerJoule);
    std::printf("  memory             %10.1f GB/GPU (weights %.1f + KV %.1f)\n", op.memoryGbPerGpu, op.weightsGbPerGpu,
                op.kvGbPerGpu);
}

void printChoice(const core::ServiceLevelChoice& choice, const core::ServiceLevel& level)
{
    const core::ScenarioInputs& c = choice.inputs;
    std::printf("  service level      %s\n", core::describeServiceLevel(level).c_str());
    const int stages = choice.evaluation.point.op.pipelineParallel;
    const std::string pipeline = stages > 1 ? ", PP " + std::to_string(stages) : "";
    std::printf("  configuration      TP %d, EP %d%s, batch %d, %d draft tokens, %s serving (%d searched)\n",
                c.tensorParallel, c.expertParallel, pipeline.c_str(), c.batch, c.speculativeTokens,
                c.serving == core::ServingMode::Disaggregated ? "disaggregated" : "aggregated", choice.configurations);
    std::printf("  goodput            %10.0f tok/s/GPU meeting every limit\n", choice.goodputTokSPerGpu);
    if (level.mode == core::ServiceLevelMode::EqualInteractivity)
        std::printf("  frontier at target %10.0f tok/s/GPU%s\n", choice.frontierTokSPerGpuAtTarget,
                    choice.aboveTarget ? ("  (" + aboveTargetNote(choice) + ")").c_str() : "");
}

int runEval(CliArgs& args)
{
    auto scenario = scenarioAtLevelFromArgs(args);
    if (!scenario)
        return fail(scenario.error());
    const core::ServiceLevel& level = scenario->level;
    const core::ServiceLevelChoice& choice = scenario->choice;
    const core::ScenarioInputs& inputs = choice.inputs;
    const bool atLevel = scenario->atLevel();
    const core::Evaluation& evaluation = choice.evaluation;
    if (args.flag("json")) {
        QJsonObject o = core::evaluationToJson(evaluation);
        // The inputs evaluated, so that a result can be audited from its own output.
        o.insert(QStringLiteral("inputs"), core::inputsToJson(choice.inputs));
        if (atLevel) {
            o.insert(QStringLiteral("service_level"), core::serviceLevelToJson(level));
            o.insert(QStringLiteral("configuration"), core::configurationToJson(choice.inputs));
            o.insert(QStringLiteral("frontier_tok_s_gpu_at_target"), choice.frontierTokSPerGpuAtTarget);
            o.insert(QStringLiteral("above_target"), choice.aboveTarget);
            o.insert(QStringLiteral("largest_batch_above_target"), choice.largestBatchAboveTarget);
        }
        o.insert(QStringLiteral("goodput_tok_s_gpu"), choice.goodputTokSPerGpu);
        o.insert(QStringLiteral("revenue"), core::revenueToJson(choice.inputs, evaluation));
        if (const core::CalibrationAccuracy& a = cliCatalog().calibrationAccuracy(); a.ttftKnown())
            o.insert(QStringLiteral("ttft_held_out"), core::ttftAccuracyToJson(a));
        return printJson(o);
    }
    std::printf("%s on %s, %s, %s, ISL %d / OSL %d\n", inputs.modelId.c_str(), inputs.hardwareId.c_str(),
                std::string(core::precisionLabel(inputs.precision)).c_str(), inputs.frameworkId.c_str(),
                inputs.inputTokens, inputs.outputTokens);
    if (atLevel)
        printChoice(choice, level);
    printPointTable(evaluation.point);
    std::printf("  GPU-hour cost      %10.2f $ per productive GPU-hour\n", evaluation.cost.totalUsd);
    const core::TokenRevenue revenue = core::tokenRevenue(choice.inputs, evaluation.point, evaluation.cost);
    char marginShare[32] = "no revenue";
    if (revenue.hasRevenue())
        std::snprintf(marginShare, sizeof marginShare, "%.1f%%", revenue.marginPercent);
    std::printf("  revenue            %10.4f $/Mtok (in + out), margin %.3f $/GPU-h (%s)\n",
                revenue.revenueUsdPerMtokTotal, revenue.marginUsdPerGpuHour, marginShare);
    std::printf("  break-even price   %10.4f $/Mtok output%s\n", revenue.breakEvenOutputUsdPerMtok,
                revenue.inputAloneCoversCost ? " (the input tokens alone pay for the GPU-hour)" : "");
    printProfileLine(evaluation.profile, choice.inputs.modelId, cliCatalog().calibrationAccuracy());
    for (const core::Warning& w : evaluation.warnings)
        std::printf("  warning: %s\n", core::englishText(w).c_str());
    return 0;
}

/// The sweep over batch x TP x EP x speculative depth x serving mode (compare --search-serving).
core::Result<core::SweepResult> searchSweep(const core::ScenarioInputs& inputs, int maxBatchPoints)
{
    core::ConfigSearchOptions options;
    options.searchServing = true;
    options.searchSpeculative = true;
    options.maxBatchPoints = maxBatchPoints;
    auto search = core::searchConfigurations(inputs, cliCatalog(), options);
    if (!search)
        return core::Error{search.error()};
    return std::move(search.value().sweep);
}

int runSweep(CliArgs& args)
{
    std::set<std::string> flags = scenarioFlags();
    flags.insert("batch-points");
    if (const core::Status s = args.parse(flags, {"json", "fixed-parallelism", "search-serving"}); !s)
        return fail(s.error());
    auto inputs = scenarioFromArgs(args);
    if (!inputs)
        return fail(inputs.error());
    core::SweepOptions options;
    options.sweepParallelism = !args.flag("fixed-parallelism");
    if (args.has("batch-points")) {
        auto n = args.count("batch-points", core::kMinBatchPoints, core::kMaxBatchPoints);
        if (!n)
            return fail(n.error());
        options.maxBatchPoints = *n;
    }
    if (args.flag("search-serving") && !options.sweepParallelism)
        return fail("--search-serving searches TP and EP too; drop --fixed-parallelism");
    auto result = args.flag("search-serving") ? searchSweep(*inputs, options.maxBatchPoints)
                                              : core::sweepScenario(*inputs, cliCatalog(), options);
    if (!result)
        return fail(result.error());
    if (args.flag("json")) {
        const std::string text = sweepJsonText(*result);
        std::fwrite(text.data(), 1, text.size(), stdout);
        return 0;
    }
    std::printf("%zu points over %d parallelism configurations; Pareto frontier:\n", result->points.size(),
                result->configurations);
    std::printf("%6s %4s %4s %12s %14s %14s %10s %12s %s\n", "batch", "tp", "ep", "tok/s/user", "tok/s/GPU tot",
                "$/Mtok out", "TTFT ms", "tok/s/MW", "tier");
    for (int i : result->frontier) {
        const auto& m = result->points[i];
        std::printf("%6d %4d %4d %12.1f %14.0f %14.3f %10.0f %12.0f %s\n", m.op.batch, m.op.tensorParallel,
                    m.op.expertParallel, m.op.tokSPerUser, m.op.tokSPerGpuTotal, m.costPerMtokOutputUsd, m.op.ttftMs,
                    m.tokSPerMw, core::tokenTierId(m.tier));
    }
    return 0;
}

int runCost(CliArgs& args)
{
    if (const core::Status s = args.parse({"price-per-gpu-hour", "tok-s-gpu", "kw-per-gpu"}, {"json"}); !s)
        return fail(s.error());
    if (!args.has("price-per-gpu-hour") || !args.has("tok-s-gpu"))
        return fail("cost needs --price-per-gpu-hour X and --tok-s-gpu Y");
    // Ranges wide enough for any real GPU and model, narrow enough that every result is finite.
    auto price = args.numberIn("price-per-gpu-hour", 1e-6, 1e6);
    if (!price)
        return fail(price.error());
    auto tokS = args.numberIn("tok-s-gpu", 1e-6, 1e9);
    if (!tokS)
        return fail(tokS.error());
    double kw = 1.73; // InferenceX all-in basis for H100/H200 when not given
    if (args.has("kw-per-gpu")) {
        auto k = args.numberIn("kw-per-gpu", 1e-3, 1e4);
        if (!k)
            return fail(k.error());
        kw = *k;
    }
    const core::TokenEconomics e = core::tokenEconomics(*price, *tokS, kw);
    if (const core::Status s =
            requireFinite({e.costPerMillionTokensUsd, e.tokSPerMegawatt, e.tokensPerJoule}, "the cost per token");
        !s)
        return fail(s.error());
    if (args.flag("json")) {
        QJsonObject o;
        o.insert(QStringLiteral("cost_per_mtok_usd"), e.costPerMillionTokensUsd);
        o.insert(QStringLiteral("tok_s_mw"), e.tokSPerMegawatt);
        o.insert(QStringLiteral("tok_per_joule"), e.tokensPerJoule);
        o.insert(QStringLiteral("kw_per_gpu"), kw);
        return printJson(o);
    }
    std::printf("cost per million tokens  $%.4f\n", e.costPerMillionTokensUsd);
    std::printf("tokens per second per MW %.0f (at %.3g kW all-in per GPU%s)\n", e.tokSPerMegawatt, kw,
                args.has("kw-per-gpu") ? "" : ", the H100/H200 basis: --kw-per-gpu sets another");
    std::printf("tokens per joule         %.4f\n", e.tokensPerJoule);
    return 0;
}

/// CPU seconds this process has used: benchmarks count work, not time spent waiting for a core.
double cpuSeconds()
{
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

/// Point evaluations per CPU second of one configuration for `seconds` of CPU time, batches
/// cycling over 1..maxBatch: by the batch entry point, or one evaluate() call per point.
struct PointRate
{
    double batchPointsPerSecond = 0;
    double referencePointsPerSecond = 0;
    double checksum = 0; ///< keeps the work observable
};

PointRate measurePointRate(const core::PreparedConfig& prepared, double seconds)
{
    constexpr int kBatchPoints = 1024;
    std::vector<int> batches(kBatchPoints);
    for (int i = 0; i < kBatchPoints; ++i)
        batches[static_cast<size_t>(i)] = 1 + i % std::max(1, prepared.maxBatch);
    std::vector<core::OperatingPoint> out(kBatchPoints);
    PointRate rate;
    long long evaluated = 0;
    const double start = cpuSeconds();
    while (cpuSeconds() - start < seconds / 2) {
        core::evaluateBatch(prepared, batches, out);
        rate.checksum += out.back().tokSPerGpuTotal;
        evaluated += kBatchPoints;
    }
    rate.batchPointsPerSecond = evaluated / (cpuSeconds() - start);
    evaluated = 0;
    const double referenceStart = cpuSeconds();
    while (cpuSeconds() - referenceStart < seconds / 2) {
        for (int b : batches)
            rate.checksum += core::evaluate(prepared, b).tokSPerGpuTotal;
        evaluated += kBatchPoints;
    }
    rate.referencePointsPerSecond = evaluated / (cpuSeconds() - referenceStart);
    return rate;
}

/// The default scenario's full sweep, repeated for `seconds` of CPU time (at least 5 runs).
core::Result<std::vector<double>> measureSweepMs(const core::ScenarioInputs& inputs, double seconds,
                                                 size_t& sweepPoints)
{
    std::vector<double> sweepMs;
    const double start = cpuSeconds();
    while (cpuSeconds() - start < seconds || sweepMs.size() < 5) {
        const double t0 = cpuSeconds();
        auto result = core::sweepScenario(inputs, cliCatalog());
        sweepMs.push_back((cpuSeconds() - t0) * 1e3);
        if (!result)
            return core::Error{result.error()};
        sweepPoints = result->points.size();
    }
    return sweepMs;
}

/// A fresh prediction as a slider edit makes one: evaluateScenario() from the inputs (catalog
/// lookups, validation, preparation, one point and its economics), in microseconds of CPU time.
double measureFreshPredictionUs(const core::ScenarioInputs& inputs, double seconds)
{
    const double start = cpuSeconds();
    long evaluations = 0;
    double checksum = 0;
    core::ScenarioInputs varied = inputs;
    while (cpuSeconds() - start < seconds || evaluations < 100) {
        for (int i = 0; i < 100; ++i, ++evaluations) {
            varied.pricePerGpuHourUsd = inputs.pricePerGpuHourUsd * (1.0 + 1e-3 * (i % 7));
            auto evaluation = core::evaluateScenario(varied, cliCatalog());
            checksum += evaluation ? evaluation->point.costPerMtokTotalUsd : 0;
        }
    }
    const double us = (cpuSeconds() - start) * 1e6 / static_cast<double>(evaluations);
    return checksum > 0 ? us : 0;
}

int runBench(CliArgs& args)
{
    if (const core::Status s = args.parse({"seconds"}, {"json"}); !s)
        return fail(s.error());
    double seconds = 1.0;
    if (args.has("seconds")) {
        auto v = args.numberIn("seconds", 0.001, 60);
        if (!v)
            return fail(v.error());
        seconds = *v;
    }
    // The default scenario is a MoE model (DeepSeek-R1 on H200); the dense case runs the same
    // deployment with a dense 70B model.
    const core::ScenarioInputs moeInputs = core::defaultHopperScenario();
    core::ScenarioInputs denseInputs = moeInputs;
    denseInputs.modelId = "llama-3.3-70b";
    denseInputs.expertParallel = 1;
    auto moe = core::makeContext(moeInputs, cliCatalog());
    if (!moe)
        return fail(moe.error());
    auto dense = core::makeContext(denseInputs, cliCatalog());
    if (!dense)
        return fail(dense.error());
    const PointRate denseRate = measurePointRate(dense->prepared, seconds / 3);
    const PointRate moeRate = measurePointRate(moe->prepared, seconds / 3);
    size_t sweepPoints = 0;
    auto sweepMs = measureSweepMs(moeInputs, seconds / 3, sweepPoints);
    if (!sweepMs)
        return fail(sweepMs.error());
    const double freshUs = measureFreshPredictionUs(moeInputs, seconds / 6);

    QJsonObject o;
    o.insert(QStringLiteral("dense_points_per_second"), denseRate.batchPointsPerSecond);
    o.insert(QStringLiteral("moe_points_per_second"), moeRate.batchPointsPerSecond);
    o.insert(QStringLiteral("points_per_second"), moeRate.batchPointsPerSecond);
    o.insert(QStringLiteral("dense_reference_points_per_second"), denseRate.referencePointsPerSecond);
    o.insert(QStringLiteral("moe_reference_points_per_second"), moeRate.referencePointsPerSecond);
    o.insert(QStringLiteral("sweep_ms_p50"), core::percentile(*sweepMs, 0.5));
    o.insert(QStringLiteral("sweep_ms_p95"), core::percentile(*sweepMs, 0.95));
    o.insert(QStringLiteral("sweep_points"), static_cast<double>(sweepPoints));
    o.insert(QStringLiteral("sweeps"), static_cast<double>(sweepMs->size()));
    o.insert(QStringLiteral("fresh_prediction_us"), freshUs);
    o.insert(QStringLiteral("threads"), 1);
    o.insert(QStringLiteral("clock"), QStringLiteral("process CPU time"));
    o.insert(QStringLiteral("checksum"), denseRate.checksum + moeRate.checksum > 0 ? 1 : 0);
    if (args.flag("json"))
        return printJson(o);
    std::printf("point evaluations, one thread, per CPU second:\n");
    std::printf("  dense (%s)  %8.2f million/s batched, %.2f million/s one at a time\n", denseInputs.modelId.c_str(),
                denseRate.batchPointsPerSecond / 1e6, denseRate.referencePointsPerSecond / 1e6);
    std::printf("  MoE (%s)     %8.2f million/s batched, %.2f million/s one at a time\n", moeInputs.modelId.c_str(),
                moeRate.batchPointsPerSecond / 1e6, moeRate.referencePointsPerSecond / 1e6);
    std::printf("default sweep        %.3f ms p50, %.3f ms p95 CPU (%zu points, %zu runs)\n",
                core::percentile(*sweepMs, 0.5), core::percentile(*sweepMs, 0.95), sweepPoints, sweepMs->size());
    std::printf("fresh prediction     %.3f us CPU (lookups, validation, preparation, one point)\n", freshUs);
    return 0;
}

const CommandRegistrar catalogCommand({"catalog", "catalog [--json]", "List hardware, models and frameworks",
                                       runCatalog});
const CommandRegistrar
    evalCommand({"eval",
                 "eval [scenario flags] [--at-tok-s-user X | --slo-ttft-ms X --slo-tok-s-user Y --slo-tpot-ms Z] "
                 "[--search-serving] [--json]",
                 "Evaluate one operating point, or the best configuration at a service level", runEval});
const CommandRegistrar sweepCommand(
    {"sweep", "sweep [scenario flags] [--batch-points N] [--fixed-parallelism | --search-serving] [--json]",
     "All operating points and the Pareto frontier", runSweep});
const CommandRegistrar costCommand({"cost", "cost --price-per-gpu-hour X --tok-s-gpu Y [--kw-per-gpu Z] [--json]",
                                    "The cost-per-token formula on given figures", runCost});
const CommandRegistrar benchCommand({"bench", "bench [--seconds S] [--json]", "Measure model speed on one thread",
                                     runBench});

} // namespace
} // namespace tf::cli
