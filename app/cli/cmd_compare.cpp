// compare: several scenarios at one service level (operating point, equal interactivity, best
// under SLOs), each at its chosen configuration, with ratios against the baseline.
#include "app/cli/command.h"
#include "app/cli/servicelevelargs.h"
#include "core/catalog/catalogjson.h"
#include "core/document/workbook.h"
#include "core/servicecomparison.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tf::cli {

namespace {

/// "h100,b200" -> its items; an empty item ("h100,,b200", "") or one given twice is refused: the
/// same GPU twice made two identical columns, and an empty list compared nothing more.
core::Result<std::vector<std::string>> splitList(const std::string& text, const std::string& flag)
{
    std::vector<std::string> items;
    for (size_t start = 0;;) {
        const size_t comma = text.find(',', start);
        const std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (item.empty())
            return core::Error{flag + " has an empty item in '" + safe(text) + "'"};
        if (std::find(items.begin(), items.end(), item) != items.end())
            return core::Error{flag + " names '" + safe(item) + "' twice"};
        items.push_back(item);
        if (comma == std::string::npos)
            return items;
        start = comma + 1;
    }
}

struct CompareInput
{
    std::vector<core::ScenarioRecord> records;
    int baseline = 0;
    core::ServiceLevel storedLevel = core::defaultServiceLevel();
};

/// The scenarios: a workbook's (positional FILE) or the built-in pair, plus --with hardware ids,
/// with the shared scenario flags applied to each.
core::Result<CompareInput> compareInput(const CliArgs& args)
{
    CompareInput in;
    if (args.positionals().size() > 1)
        return core::Error{"compare takes at most one workbook FILE"};
    if (args.positionals().size() == 1) {
        const std::string path = args.positionals().front();
        auto workbook = core::readWorkbook(path);
        if (!workbook)
            return core::Error{workbook.error()};
        auto withEntries = catalogWithWorkbookEntries(path, *workbook);
        if (!withEntries)
            return core::Error{withEntries.error()};
        replaceCliCatalog(std::move(withEntries).value());
        auto level = core::serviceLevelOfWorkbook(*workbook);
        if (!level)
            return core::Error{path + ": " + level.error()};
        in.storedLevel = *level;
        in.records = workbook->scenarios;
        if (in.records.empty())
            return core::Error{path + " has no scenarios"};
    } else {
        in.records = core::defaultComparisonScenarios();
    }
    if (const core::Status s = loadCatalogFileArg(args); !s)
        return core::Error{s.error()};
    std::vector<std::string> extra;
    if (args.has("with")) {
        auto listed = splitList(args.value("with"), "--with");
        if (!listed)
            return core::Error{listed.error()};
        extra = std::move(listed).value();
    }
    for (const std::string& hardware : extra) {
        const core::Hardware* hw = cliCatalog().findHardware(hardware);
        if (!hw)
            return core::Error{"--with: unknown hardware '" + hardware + "' (see: tokenfactory-cli catalog)"};
        core::ScenarioRecord record;
        record.name = hw->name;
        record.inputs.hardwareId = hw->id;
        core::applyHardwareDefaults(record.inputs, cliCatalog());
        in.records.push_back(record);
    }
    for (size_t i = 0; i < in.records.size(); ++i) {
        auto inputs = applyScenarioFlags(args, in.records[i].inputs);
        if (!inputs)
            return core::Error{in.records[i].name + ": " + inputs.error()};
        in.records[i].inputs = *inputs;
        if (in.records[i].baseline)
            in.baseline = static_cast<int>(i); // one at most: the reader keeps the first marked
    }
    return in;
}

/// A ratio the way the cost-per-token article and the window state one, to three significant
/// figures: "67.2x", "0.981x", and "1/35.7" at half or less, so a hundredfold gap never rounds to
/// "0.01"; "-" where either side reached nothing.
std::string multipleText(double ratio)
{
    if (!(ratio > 0) || !std::isfinite(ratio))
        return "-";
    const double shown = ratio <= 0.5 ? 1.0 / ratio : ratio;
    const int decimals = std::max(0, 2 - static_cast<int>(std::floor(std::log10(shown))));
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, ratio <= 0.5 ? "1/%.*f" : "%.*fx", decimals, shown);
    return buffer;
}

void printRow(const core::ServiceComparisonRow& row, const core::ServiceLevel& level)
{
    const core::ServiceLevelChoice& c = row.choice;
    const core::PointMetrics& m = c.evaluation.point;
    const std::string note = std::string(row.baseline ? "  (baseline)" : "") + (c.reached ? "" : "  UNREACHABLE");
    std::printf("%-22.22s %-12.12s %-5s %-7.7s %3d %3d %3d %6d %4d %-6s %10.1f %10.0f %10.3f %10.0f %9.0f %10.0f "
                "%8s %8s %8s%s\n",
                row.name.c_str(), c.inputs.hardwareId.c_str(),
                std::string(core::precisionLabel(c.inputs.precision)).c_str(), c.inputs.frameworkId.c_str(),
                c.inputs.tensorParallel, c.inputs.expertParallel, c.inputs.pipelineParallel, c.inputs.batch,
                c.inputs.speculativeTokens, c.inputs.serving == core::ServingMode::Disaggregated ? "disagg" : "agg",
                m.op.tokSPerUser, m.op.tokSPerGpuTotal, m.costPerMtokOutputUsd, m.tokSPerMw, m.op.ttftMs,
                c.goodputTokSPerGpu, multipleText(row.tokSPerGpuRatio).c_str(),
                multipleText(row.tokSPerMwRatio).c_str(), multipleText(row.costPerMtokRatio).c_str(), note.c_str());
    if (!c.reached)
        std::printf("  %s; the figures are that closest configuration's\n",
                    unreachedMessage(row.name, c, level).c_str());
    else if (c.aboveTarget)
        std::printf("  %s: %s\n", row.name.c_str(), aboveTargetNote(c).c_str());
}

/// The article's pair compared otherwise than the article reads it: its ratios would not be
/// comparable, so they are not printed, and the line says why.
void printArticleNotShown(const std::vector<std::string>& differences)
{
    if (differences.empty())
        return;
    std::string joined;
    for (const std::string& difference : differences)
        joined += (joined.empty() ? "" : "; ") + difference;
    std::printf("The cost-per-token article's ratios are not shown beside this comparison: %s\n", joined.c_str());
}

void printRows(const std::vector<core::ServiceComparisonRow>& rows, const core::ServiceLevel& level)
{
    std::printf("Compared %s\n", core::describeServiceLevel(level).c_str());
    std::printf("%-22s %-12s %-5s %-7s %3s %3s %3s %6s %4s %-6s %10s %10s %10s %10s %9s %10s %8s %8s %8s\n", "scenario",
                "hardware", "prec", "fwk", "tp", "ep", "pp", "batch", "spec", "serve", "tok/s/user", "tok/s/GPU",
                "$/Mtok out", "tok/s/MW", "TTFT ms", "goodput", "x GPU", "x MW", "x $/Mtok");
    const core::ServiceComparisonRow* base = nullptr;
    for (const core::ServiceComparisonRow& row : rows) {
        printRow(row, level);
        base = row.baseline ? &row : base;
    }
    for (const core::ServiceComparisonRow& row : rows) {
        if (!base || &row == base)
            continue;
        const core::PublishedComparison* article =
            core::publishedComparisonFor(base->choice.inputs, row.choice.inputs, level);
        if (!article) {
            printArticleNotShown(core::publishedComparisonDifferences(base->choice.inputs, row.choice.inputs, level));
            continue;
        }
        std::printf("The cost-per-token article (%s vs %s): %.0fx tok/s/GPU, %.0fx tok/s/MW, 1/%.0f cost per Mtok "
                    "(%.0f vs %.0f tok/s/GPU, $%.2f vs $%.2f per Mtok; it states no interactivity)",
                    row.name.c_str(), base->name.c_str(), article->tokSPerGpuRatio, article->tokSPerMwRatio,
                    1.0 / article->costPerMtokRatio, article->comparedTokSPerGpu, article->baselineTokSPerGpu,
                    article->comparedUsdPerMtok, article->baselineUsdPerMtok);
        if (row.tokSPerGpuRatio > 0 && row.costPerMtokRatio > 0)
            std::printf("; this model: %s, %s, %s\n", multipleText(row.tokSPerGpuRatio).c_str(),
                        multipleText(row.tokSPerMwRatio).c_str(), multipleText(row.costPerMtokRatio).c_str());
        else
            std::printf("; this model: no ratio (a scenario does not reach the level)\n");
    }
}

int runCompare(CliArgs& args)
{
    std::set<std::string> flags = scenarioFlags();
    flags.erase("scenario");
    flags.erase("name");
    flags.insert("with");
    flags.merge(serviceLevelFlags());
    std::set<std::string> switches = configSearchSwitches();
    switches.insert({"json", "allow-unreachable"});
    if (const core::Status s = args.parse(flags, switches, CliArgs::kAnyPositionals); !s)
        return fail(s.error());
    auto input = compareInput(args);
    if (!input)
        return fail(input.error());
    auto level = serviceLevelFromArgs(args, input->storedLevel);
    if (!level)
        return fail(level.error());
    auto rows =
        core::compareAtServiceLevel(input->records, input->baseline, cliCatalog(), *level, configSearchFromArgs(args));
    if (!rows)
        return fail(rows.error());
    if (!args.flag("allow-unreachable")) {
        std::string unreached;
        for (const core::ServiceComparisonRow& row : *rows)
            if (!row.choice.reached)
                unreached += (unreached.empty() ? "" : "; ") + unreachedMessage(row.name, row.choice, *level);
        if (!unreached.empty())
            return fail(unreached + " (--allow-unreachable prints the comparison anyway)");
    }
    if (args.flag("json"))
        return printJson(core::serviceComparisonToJson(*rows, *level));
    printRows(*rows, *level);
    return 0;
}

const CommandRegistrar compareCommand(
    {"compare",
     "compare [WORKBOOK] [--with HW,...] [scenario flags] [--at-tok-s-user X | --slo-ttft-ms X --slo-tok-s-user Y "
     "--slo-tpot-ms Z] [--search-serving] [--allow-unreachable] [--json]",
     "Scenarios at one service level (default: equal interactivity at 50 tok/s/user) with ratios vs the baseline",
     runCompare});

} // namespace
} // namespace tf::cli
