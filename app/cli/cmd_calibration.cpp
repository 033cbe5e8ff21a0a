// Verbs over measured benchmarks: validate the model against them, fit a calibration profile.
#include "app/cli/command.h"
#include "core/calibration/benchmarkcsv.h"
#include "core/calibration/fitting.h"
#include "core/calibration/validation.h"
#include "core/catalog/catalogjson.h"
#include "core/catalog/userprofiles.h"

#include <QJsonArray>

#include <algorithm>
#include <cstdio>
#include <map>

namespace tf::cli {

namespace {

void printSummary(const char* title, const std::map<std::string, core::ErrorSummary>& groups)
{
    std::printf("\n%s\n", title);
    for (const auto& [key, s] : groups)
        std::printf("  %-28s %4d points  median |error| %5.1f%%  bias %+6.1f%%\n", safe(key).c_str(), s.points,
                    100 * s.medianAbsError, 100 * s.medianSignedError);
}

int runValidate(CliArgs& args)
{
    if (const core::Status s = args.parse({}, {"json"}, CliArgs::kAnyPositionals); !s)
        return fail(s.error());
    if (args.positionals().size() != 1)
        return fail("validate needs one CSV file");
    auto rows = core::readBenchmarkCsv(args.positionals().front());
    if (!rows)
        return fail(rows.error());
    const core::Catalog& catalog = cliCatalog();
    const core::ValidationReport report = core::validateBenchmarks(*rows, catalog);
    // No compared row is no evidence: a median error of 0% over nothing would read as a perfect fit.
    if (report.pointsCompared == 0) {
        const auto firstSkipped = std::find_if(report.rows.begin(), report.rows.end(),
                                               [](const core::RowValidation& v) { return !v.compared; });
        return fail("no row of " + args.positionals().front() + " could be compared (" +
                    std::to_string(report.pointsSkipped) + " skipped" +
                    (firstSkipped == report.rows.end() ? ""
                                                       : "; line " + std::to_string(firstSkipped->mapped.row.line) +
                                                             ": " + safe(firstSkipped->mapped.skipReason)) +
                    ")");
    }
    if (args.flag("json"))
        return printJson(core::validationToJson(report));

    std::printf("%5s %-12s %-18s %-5s %-10s %6s %6s %8s %10s %10s %7s %9s %9s\n", "line", "hardware", "model", "prec",
                "framework", "isl", "osl", "tok/s/u", "measured", "predicted", "error", "ttft meas", "ttft pred");
    for (const core::RowValidation& v : report.rows) {
        if (!v.compared)
            continue;
        const core::ScenarioInputs& in = v.mapped.inputs;
        const core::BenchmarkRow& r = v.mapped.row;
        std::printf("%5d %-12s %-18s %-5s %-10s %6d %6d %8.1f %10.1f %10.1f %+6.1f%%%s", r.line, in.hardwareId.c_str(),
                    in.modelId.c_str(), std::string(core::precisionId(in.precision)).c_str(), in.frameworkId.c_str(),
                    in.inputTokens, in.outputTokens, r.tokSPerUser, r.tokSPerGpuTotal, v.predictedTokSPerGpu,
                    100 * v.throughputError, v.beyondFrontier ? "*" : " ");
        if (v.ttftCompared)
            std::printf(" %9.0f %9.0f", r.ttftMs, v.predictedTtftMs);
        std::printf("\n");
    }
    std::printf("\nskipped rows:\n");
    for (const core::RowValidation& v : report.rows) {
        if (!v.compared)
            std::printf("  line %d (%s, %s): %s\n", v.mapped.row.line, safe(v.mapped.row.gpu).c_str(),
                        safe(v.mapped.row.model).c_str(), safe(v.mapped.skipReason).c_str());
    }
    printSummary("by GPU:", report.byGpu);
    printSummary("by model:", report.byModel);
    printSummary("by profile (hardware/framework):", report.byProfile);
    std::printf("\npoints_compared %d  points_skipped %d\n", report.pointsCompared, report.pointsSkipped);
    std::printf("median_abs_error %.1f%% (total tok/s/GPU at measured interactivity; bias %+.1f%%)\n",
                100 * report.throughput.medianAbsError, 100 * report.throughput.medianSignedError);
    if (report.ttft.points > 0)
        std::printf("ttft median_abs_error %.1f%% over %d points (bias %+.1f%%)\n", 100 * report.ttft.medianAbsError,
                    report.ttft.points, 100 * report.ttft.medianSignedError);
    else
        std::printf("ttft: no compared row states a TTFT\n");
    std::printf("* = measured interactivity beyond the modelled frontier\n");
    return 0;
}

QJsonObject summaryJson(const core::ErrorSummary& s)
{
    QJsonObject o;
    o.insert(QStringLiteral("points"), s.points);
    o.insert(QStringLiteral("median_abs_error"), s.medianAbsError);
    o.insert(QStringLiteral("median_signed_error"), s.medianSignedError);
    return o;
}

/// The held-out summaries of `rows` grouped by one of their fields (model, GPU, framework).
QJsonObject groupedSummariesJson(const std::vector<core::HoldoutRow>& rows, std::string core::HoldoutRow::*field)
{
    QJsonObject out;
    for (const auto& [key, s] : core::summariseHoldout(rows, field))
        out.insert(QString::fromStdString(key), summaryJson(s));
    return out;
}

/// The held-out figures of each source file, each over its rows only (and its TTFT rows), so rows
/// added from one file can never hide a worse figure on another.
QJsonObject bySourceJson(const std::vector<core::HoldoutRow>& rows)
{
    std::map<std::string, std::vector<core::HoldoutRow>> groups;
    for (const core::HoldoutRow& r : rows)
        groups[r.dataset].push_back(r);
    QJsonObject out;
    for (const auto& [file, fileRows] : groups) {
        std::vector<double> errors;
        for (const core::HoldoutRow& r : fileRows)
            errors.push_back(r.error);
        QJsonObject o = summaryJson(core::summariseErrors(errors));
        o.insert(QStringLiteral("ttft"), summaryJson(core::summariseTtftHoldout(fileRows)));
        o.insert(QStringLiteral("by_model"), groupedSummariesJson(fileRows, &core::HoldoutRow::modelId));
        out.insert(QString::fromStdString(file), o);
    }
    return out;
}

QJsonObject holdoutJson(const core::ErrorSummary& total, const std::vector<core::HoldoutRow>& rows, const char* method)
{
    QJsonObject h = summaryJson(total);
    h.insert(QStringLiteral("method"), QString::fromLatin1(method));
    h.insert(QStringLiteral("by_model"), groupedSummariesJson(rows, &core::HoldoutRow::modelId));
    h.insert(QStringLiteral("by_gpu"), groupedSummariesJson(rows, &core::HoldoutRow::hardwareId));
    h.insert(QStringLiteral("by_framework"), groupedSummariesJson(rows, &core::HoldoutRow::frameworkId));
    h.insert(QStringLiteral("by_source_file"), bySourceJson(rows));
    h.insert(QStringLiteral("ttft"), summaryJson(core::summariseTtftHoldout(rows)));
    QJsonArray list;
    for (const core::HoldoutRow& r : rows) {
        QJsonObject o;
        o.insert(QStringLiteral("source_file"), QString::fromStdString(r.dataset));
        o.insert(QStringLiteral("line"), r.line);
        o.insert(QStringLiteral("hardware_id"), QString::fromStdString(r.hardwareId));
        o.insert(QStringLiteral("model_id"), QString::fromStdString(r.modelId));
        o.insert(QStringLiteral("framework_id"), QString::fromStdString(r.frameworkId));
        o.insert(QStringLiteral("error"), r.error);
        o.insert(QStringLiteral("prior_error"), r.priorError);
        if (r.hasTtft)
            o.insert(QStringLiteral("ttft_error"), r.ttftError);
        list.append(o);
    }
    h.insert(QStringLiteral("rows"), list);
    return h;
}

/// Every knob with its level, physical range and source; the fitted ones with how many rows see them.
QJsonObject knobsJson(const std::vector<core::KnobSensitivity>& sensitivity)
{
    QJsonObject out;
    for (const core::KnobInfo& info : core::knobInfos()) {
        QJsonObject o;
        o.insert(QStringLiteral("level"), QLatin1String(core::knobLevelId(info.level)));
        o.insert(QStringLiteral("physical_min"), info.physicalMin);
        o.insert(QStringLiteral("physical_max"), info.physicalMax);
        o.insert(QStringLiteral("range_source"), QString::fromUtf8(info.rangeSource));
        for (const core::KnobSensitivity& s : sensitivity) {
            if (s.key != info.key)
                continue;
            QJsonObject sens;
            sens.insert(QStringLiteral("rows"), s.rows);
            sens.insert(QStringLiteral("sensitive_rows"), s.sensitiveRows);
            sens.insert(QStringLiteral("median_elasticity"), s.medianElasticity);
            o.insert(QStringLiteral("sensitivity"), sens);
        }
        out.insert(QLatin1String(info.key), o);
    }
    return out;
}

void printHoldout(const char* title, const core::ErrorSummary& total, const std::vector<core::HoldoutRow>& rows)
{
    std::printf("%s: median |error| %.1f%% over %d rows (bias %+.1f%%)\n", title, 100 * total.medianAbsError,
                total.points, 100 * total.medianSignedError);
    printSummary("  by model:", core::summariseHoldout(rows, &core::HoldoutRow::modelId));
    printSummary("  by GPU:", core::summariseHoldout(rows, &core::HoldoutRow::hardwareId));
    printSummary("  by source file:", core::summariseHoldout(rows, &core::HoldoutRow::dataset));
}

QJsonObject fitToJson(const std::vector<core::CalibrationProfile>& profiles, const std::string& written,
                      const core::FitAllResult* all)
{
    QJsonArray array;
    for (const auto& p : profiles)
        array.append(core::profileToJson(p));
    QJsonObject root;
    root.insert(QStringLiteral("profiles"), array);
    root.insert(QStringLiteral("written_to"), QString::fromStdString(written));
    if (all) {
        root.insert(QStringLiteral("holdout"), holdoutJson(all->holdout, all->modelHoldoutRows,
                                                           "leave-one-model-out (whole knob hierarchy refitted)"));
        root.insert(QStringLiteral("holdout_by_gpu"), holdoutJson(all->holdoutByGpu, all->gpuHoldoutRows,
                                                                  "leave-one-GPU-out (whole knob hierarchy refitted)"));
        root.insert(QStringLiteral("ttft_holdout"), summaryJson(all->ttftHoldout));
        root.insert(QStringLiteral("ttft_holdout_by_gpu"), summaryJson(all->ttftHoldoutByGpu));
        root.insert(QStringLiteral("priors"), summaryJson(all->priors));
        root.insert(QStringLiteral("knobs"), knobsJson(all->sensitivity));
        QJsonArray kept;
        for (const std::string& k : all->keptAtPrior)
            kept.append(QString::fromStdString(k));
        root.insert(QStringLiteral("knobs_at_bound_kept_at_prior"), kept);
    }
    return root;
}

/// The fit's options from --iterations, --prior-weight and --full-weight-rows.
core::Result<core::FitOptions> fitOptions(CliArgs& args)
{
    core::FitOptions options;
    if (args.has("iterations")) {
        auto n = args.count("iterations", 1, 100000);
        if (!n)
            return core::Error{n.error()};
        options.maxIterations = *n;
    }
    if (args.has("prior-weight")) {
        auto w = args.numberIn("prior-weight", 0, 1e6);
        if (!w)
            return core::Error{w.error()};
        if (!(*w >= 0))
            return core::Error{"--prior-weight must be >= 0"};
        options.priorWeight = *w;
    }
    if (args.has("full-weight-rows")) {
        auto n = args.numberIn("full-weight-rows", 1, 1e6);
        if (!n)
            return core::Error{n.error()};
        if (!(*n >= 1))
            return core::Error{"--full-weight-rows must be >= 1"};
        options.rowsForFullWeight = *n;
    }
    return options;
}

/// What a fitted profile says it was fitted to: the CSV files' names ("a.csv + b.csv").
std::string fitLabel(const std::vector<std::string>& csvPaths)
{
    std::string label;
    for (const std::string& path : csvPaths)
        label += (label.empty() ? "" : " + ") + core::benchmarkFileName(path);
    return label;
}

/// The rows of every CSV file, in the order given; each keeps its file name (BenchmarkRow::dataset).
core::Result<std::vector<core::BenchmarkRow>> readAllCsv(const std::vector<std::string>& paths)
{
    std::vector<core::BenchmarkRow> all;
    for (const std::string& path : paths) {
        auto rows = core::readBenchmarkCsv(path);
        if (!rows)
            return core::Error{rows.error()};
        all.insert(all.end(), rows->begin(), rows->end());
    }
    return all;
}

/// One profile for --hardware and --framework, fitted from their pair priors.
core::Result<core::CalibrationProfile> fitOnePair(CliArgs& args, const std::vector<core::MappedRow>& mapped,
                                                  const core::Catalog& catalog, const core::FitOptions& options,
                                                  const std::string& label)
{
    const core::Hardware* hw = catalog.findHardware(args.value("hardware"));
    const core::Framework* fw = catalog.findFramework(args.value("framework"));
    if (!hw)
        return core::Error{"unknown hardware '" + args.value("hardware") + "'"};
    if (!fw)
        return core::Error{"unknown framework '" + args.value("framework") + "'"};
    return core::fitProfile(mapped, catalog, hw->id, fw->id, catalog.priorKnobs(hw->id, fw->id), options, label);
}

void printProfiles(const std::vector<core::CalibrationProfile>& profiles, const core::FitOptions& options)
{
    for (const auto& p : profiles) {
        std::printf("%-22s %3d rows  fit median |error| %5.1f%%", p.key().c_str(), p.pointsFitted,
                    100 * p.medianAbsErrorFit);
        if (p.medianAbsErrorHoldout >= 0)
            std::printf("  holdout %5.1f%%", 100 * p.medianAbsErrorHoldout);
        std::printf("\n");
        for (const core::KnobInfo& info : core::knobInfos()) {
            const double value = p.knobs.*(info.member);
            for (const std::string& key : options.knobs) {
                if (key == info.key)
                    std::printf("    %-26s %10.4g\n", info.key, value);
            }
            if (std::string(info.key) == "ttft_queue_factor")
                std::printf("    %-26s %10.4g\n", info.key, value);
        }
    }
}

void printFitAllHoldout(const core::FitAllResult& result)
{
    printHoldout("leave-one-model-out holdout", result.holdout, result.modelHoldoutRows);
    printHoldout("leave-one-GPU-out holdout", result.holdoutByGpu, result.gpuHoldoutRows);
    std::printf("TTFT held out: by model %.1f%% over %d rows, by GPU %.1f%% over %d rows\n",
                100 * result.ttftHoldout.medianAbsError, result.ttftHoldout.points,
                100 * result.ttftHoldoutByGpu.medianAbsError, result.ttftHoldoutByGpu.points);
    std::printf("uncalibrated priors: %.1f%% over %d rows\n", 100 * result.priors.medianAbsError, result.priors.points);
}

int runFit(CliArgs& args)
{
    if (const core::Status s =
            args.parse({"hardware", "framework", "output", "iterations", "prior-weight", "full-weight-rows"},
                       {"json", "all"}, CliArgs::kAnyPositionals);
        !s)
        return fail(s.error());
    if (args.positionals().empty())
        return fail("fit needs at least one CSV file");
    const bool all = args.flag("all");
    if (!all && (!args.has("hardware") || !args.has("framework")))
        return fail("fit needs --hardware ID and --framework ID (or --all)");
    auto rows = readAllCsv(args.positionals());
    if (!rows)
        return fail(rows.error());
    // Fits start from the pair priors (framework priors with the GPU's hardware anchors): the shipped
    // profiles are what is being replaced.
    const core::Catalog& catalog = core::Catalog::builtIn();
    const auto options = fitOptions(args);
    if (!options)
        return fail(options.error());
    const std::vector<core::MappedRow> mapped = core::comparableRows(*rows, catalog);
    const std::string label = fitLabel(args.positionals());

    std::vector<core::CalibrationProfile> profiles;
    core::FitAllResult result;
    if (all) {
        result = core::fitAllProfiles(mapped, catalog, *options, label);
        profiles = result.profiles;
    } else {
        auto profile = fitOnePair(args, mapped, catalog, *options, label);
        if (!profile)
            return fail(profile.error());
        profiles.push_back(std::move(profile).value());
    }
    if (profiles.empty())
        return fail("no comparable rows to fit");

    // --all writes a complete file (the shipped profiles); a single fit merges into the user's file.
    const std::string output = args.has("output") ? args.value("output") : core::userProfilesPath();
    const core::CalibrationAccuracy accuracy = core::accuracyOf(result, label);
    if (const core::Status s = core::writeProfilesFile(output, profiles, !all, all ? &accuracy : nullptr); !s)
        return fail(s.error());
    if (args.flag("json"))
        return printJson(fitToJson(profiles, output, all ? &result : nullptr));
    printProfiles(profiles, *options);
    if (all)
        printFitAllHoldout(result);
    std::printf("written to %s\n", output.c_str());
    return 0;
}

const CommandRegistrar
    fitCommand({"fit",
                "fit FILE.csv [FILE.csv ...] (--hardware ID --framework ID | --all) [--output FILE]\n"
                "      [--iterations N] [--prior-weight W] [--full-weight-rows N] [--json]",
                "Fit a calibration profile to measured benchmark rows", runFit});

const CommandRegistrar validateCommand({"validate", "validate FILE.csv [--json]",
                                        "Compare the model's frontier with measured benchmark rows", runValidate});

} // namespace

} // namespace tf::cli
