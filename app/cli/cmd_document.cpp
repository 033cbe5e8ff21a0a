// Verbs over workbook files: save, scenarios, diff. (eval --scenario FILE --name NAME reads them too.)
#include "app/cli/command.h"
#include "core/catalog/catalog.h"
#include "core/catalog/catalogjson.h"
#include "core/document/workbook.h"
#include "core/document/workbookdiff.h"
#include "core/evaluation.h"

#include <QJsonArray>

#include <cstdio>
#include <sstream>

namespace tf::cli {

namespace {

int runSave(CliArgs& args)
{
    std::set<std::string> flags = scenarioFlags();
    flags.insert("notes");
    flags.insert("colour");
    if (const core::Status s = args.parse(flags, {"baseline"}, CliArgs::kAnyPositionals); !s)
        return fail(s.error());
    if (args.positionals().size() != 1)
        return fail("save needs exactly one FILE (see: tokenfactory-cli --help)");
    if (!args.has("name") || args.value("name").empty())
        return fail("save needs --name NAME");
    if (args.has("scenario"))
        return fail("save takes its inputs from flags; --scenario is not accepted");

    // The scenario flags without --name: --name is the stored scenario's name here, not a source.
    std::vector<std::string> inputFlags;
    for (const std::string& flag : scenarioFlags()) {
        if (flag != "name" && flag != "scenario" && args.has(flag))
            inputFlags.push_back("--" + flag + "=" + args.value(flag));
    }
    CliArgs inputArgs(inputFlags);
    if (const core::Status s = inputArgs.parse(scenarioFlags(), {}); !s)
        return fail(s.error());
    auto inputs = scenarioFromArgs(inputArgs);
    if (!inputs)
        return fail(inputs.error());

    core::ScenarioRecord record;
    record.name = args.value("name");
    record.inputs = *inputs;
    record.notes = args.value("notes");
    record.colour = args.value("colour");
    record.baseline = args.flag("baseline");
    const std::string& path = args.positionals().front();
    // User-defined entries the scenario uses travel with it.
    core::CatalogEntries custom;
    if (const core::Hardware* hw = cliCatalog().findHardware(record.inputs.hardwareId); hw && hw->userDefined)
        custom.hardware.push_back(*hw);
    if (const core::LlmModel* m = cliCatalog().findModel(record.inputs.modelId); m && m->userDefined)
        custom.models.push_back(*m);
    bool replaced = false;
    if (const core::Status s = core::saveScenarioToWorkbook(path, record, custom, &replaced); !s)
        return fail(s.error());
    if (replaced)
        std::printf("replaced the inputs of scenario '%s' in %s (its notes, colour and baseline flag are kept "
                    "unless given)\n",
                    safe(record.name).c_str(), safe(path).c_str());
    else
        std::printf("saved scenario '%s' in %s\n", safe(record.name).c_str(), safe(path).c_str());
    return 0;
}

/// One scenario's line of the `scenarios` table: its figures, or why it has none.
void printScenarioLine(const core::ScenarioRecord& record, const core::Result<core::Evaluation>& evaluation)
{
    const core::ScenarioInputs& in = record.inputs;
    const char* baseline = record.baseline ? "  (baseline)" : "";
    if (!evaluation) {
        std::printf("%-32s %-14s %-18s %-5s %6d  cannot evaluate: %s\n", safe(record.name).c_str(),
                    safe(in.hardwareId).c_str(), safe(in.modelId).c_str(), core::precisionId(in.precision).data(),
                    in.batch, safe(evaluation.error()).c_str());
        return;
    }
    const core::PointMetrics& m = evaluation->point;
    if (!m.op.fits) {
        const std::string why =
            m.op.maxBatch > 0 ? "batch over " + std::to_string(m.op.maxBatch) : std::string("weights exceed memory");
        std::printf("%-32s %-14s %-18s %-5s %6d %12s %12s %10s %10s  (does not fit: %s)%s\n", safe(record.name).c_str(),
                    safe(in.hardwareId).c_str(), safe(in.modelId).c_str(), core::precisionId(in.precision).data(),
                    in.batch, "-", "-", "-", "-", why.c_str(), baseline);
        return;
    }
    std::printf("%-32s %-14s %-18s %-5s %6d %12.3f %12.0f %10.1f %10.0f%s\n", safe(record.name).c_str(),
                safe(in.hardwareId).c_str(), safe(in.modelId).c_str(), core::precisionId(in.precision).data(), in.batch,
                m.costPerMtokOutputUsd, m.op.tokSPerGpuTotal, m.op.tokSPerUser, m.op.ttftMs, baseline);
}

int runScenarios(CliArgs& args)
{
    if (const core::Status s = args.parse({}, {"json"}, CliArgs::kAnyPositionals); !s)
        return fail(s.error());
    if (args.positionals().size() != 1)
        return fail("scenarios needs exactly one FILE");
    const std::string& path = args.positionals().front();
    auto workbook = core::readWorkbook(path);
    if (!workbook)
        return fail(workbook.error());

    // The workbook's own hardware, models and profiles join the shipped catalog for its scenarios.
    auto withEntries = catalogWithWorkbookEntries(path, *workbook);
    if (!withEntries)
        return fail(withEntries.error());
    const core::Catalog& catalog = *withEntries;

    QJsonArray list;
    if (!args.flag("json")) {
        // The figures are each scenario's own operating point; the workbook's comparison is
        // `compare`'s, at its service level, and may choose other configurations.
        std::printf("At each scenario's own operating point (batch, TP and EP as saved); `compare %s` compares them "
                    "at the workbook's service level.\n",
                    safe(path).c_str());
        std::printf("%-32s %-14s %-18s %-5s %6s %12s %12s %10s %10s\n", "name", "hardware", "model", "prec", "batch",
                    "$/Mtok out", "tok/s/GPU", "tok/s/user", "TTFT ms");
    }
    for (const core::ScenarioRecord& record : workbook->scenarios) {
        const core::ScenarioInputs& in = record.inputs;
        auto evaluation = core::evaluateScenario(in, catalog);
        QJsonObject o;
        o.insert(QStringLiteral("name"), QString::fromStdString(record.name));
        o.insert(QStringLiteral("baseline"), record.baseline);
        o.insert(QStringLiteral("hardware"), QString::fromStdString(in.hardwareId));
        o.insert(QStringLiteral("model"), QString::fromStdString(in.modelId));
        o.insert(QStringLiteral("framework"), QString::fromStdString(in.frameworkId));
        o.insert(QStringLiteral("precision"), QString::fromLatin1(core::precisionId(in.precision).data()));
        o.insert(QStringLiteral("batch"), in.batch);
        if (evaluation && !evaluation->point.op.fits) {
            // A point that does not fit has no figures to quote, as the window and the report say.
            o.insert(QStringLiteral("fits"), false);
        } else if (evaluation) {
            const core::PointMetrics& m = evaluation->point;
            o.insert(QStringLiteral("fits"), m.op.fits);
            o.insert(QStringLiteral("cost_per_mtok_output_usd"), m.costPerMtokOutputUsd);
            o.insert(QStringLiteral("tok_s_gpu_total"), m.op.tokSPerGpuTotal);
            o.insert(QStringLiteral("tok_s_gpu_output"), m.op.tokSPerGpuOutput);
            o.insert(QStringLiteral("tok_s_user"), m.op.tokSPerUser);
            o.insert(QStringLiteral("ttft_ms"), m.op.ttftMs);
            o.insert(QStringLiteral("tok_s_mw"), m.tokSPerMw);
            o.insert(QStringLiteral("tok_per_joule"), m.tokPerJoule);
        } else {
            o.insert(QStringLiteral("error"), QString::fromStdString(evaluation.error()));
        }
        list.append(o);
        if (!args.flag("json"))
            printScenarioLine(record, evaluation);
    }
    if (args.flag("json")) {
        QJsonObject root;
        root.insert(QStringLiteral("scenarios"), list);
        root.insert(QStringLiteral("created_utc"), QString::fromStdString(workbook->createdUtc));
        root.insert(QStringLiteral("modified_utc"), QString::fromStdString(workbook->modifiedUtc));
        root.insert(QStringLiteral("app_version"), QString::fromStdString(workbook->appVersion));
        return printJson(root);
    }
    return 0;
}

int runDiff(CliArgs& args)
{
    if (const core::Status s = args.parse({}, {"json"}, CliArgs::kAnyPositionals); !s)
        return fail(s.error());
    if (args.positionals().size() != 2)
        return fail("diff needs two FILEs: mine and theirs");
    auto mine = core::readWorkbook(args.positionals()[0]);
    if (!mine)
        return fail(mine.error());
    auto theirs = core::readWorkbook(args.positionals()[1]);
    if (!theirs)
        return fail(theirs.error());
    const core::WorkbookDiff diff = core::diffWorkbooks(*mine, *theirs, cliCatalog());
    if (args.flag("json")) {
        if (const int status = printJson(core::workbookDiffToJson(diff)); status != 0)
            return status;
    } else {
        // Line by line: names come from the files, and each line is made safe for the terminal.
        std::istringstream lines(core::workbookDiffToText(diff));
        for (std::string line; std::getline(lines, line);)
            std::printf("%s\n", safe(line).c_str());
    }
    // As diff(1): 0 when the same, 1 when they differ (2 is bad input).
    return diff.empty() ? 0 : 1;
}

const CommandRegistrar saveCommand({"save",
                                    "save FILE --name NAME [scenario flags] [--notes TEXT] [--colour #rrggbb] "
                                    "[--baseline]",
                                    "Create the workbook if needed and add or replace a scenario", runSave});
const CommandRegistrar scenariosCommand({"scenarios", "scenarios FILE [--json]",
                                         "List a workbook's scenarios with headline metrics", runScenarios});
const CommandRegistrar diffCommand({"diff", "diff MINE THEIRS [--json]",
                                    "What changed from one workbook to another: scenarios added, removed and "
                                    "changed, their inputs and figures (exit 1 when they differ)",
                                    runDiff});

} // namespace
} // namespace tf::cli
