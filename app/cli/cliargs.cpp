#include "app/cli/cliargs.h"

#include "app/cli/command.h"
#include "core/catalog/catalogjson.h"
#include "core/catalog/userprofiles.h"
#include "core/document/workbook.h"
#include "core/inputfile.h"
#include "core/pricepresets.h"
#include "core/workloadpresets.h"

#include <QJsonDocument>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>

namespace tf::cli {

namespace {

std::string flagForKey(const std::string& key)
{
    std::string flag = key;
    for (char& c : flag) {
        if (c == '_')
            c = '-';
    }
    return flag;
}

/// The shipped catalog plus the user's fitted profiles, saying on stderr when such profiles replace
/// shipped ones or are refused, so that no figure silently comes from an earlier `fit`.
core::Catalog catalogWithUserProfilesNoted()
{
    core::Catalog catalog = core::Catalog::builtIn();
    const std::string path = core::userProfilesPath();
    const auto added = core::loadUserProfiles(catalog, path);
    if (!added) {
        std::cerr << "warning: ignoring the fitted profiles: " << added.error() << "; the shipped profiles are used\n";
    } else if (!added->empty()) {
        std::string keys;
        for (const std::string& key : *added)
            keys += (keys.empty() ? "" : ", ") + key;
        std::cerr << "note: fitted profiles from " << path << " replace the shipped ones for " << keys
                  << " (TOKENFACTORY_PROFILES names another file)\n";
    }
    return catalog;
}

core::Catalog& mutableCliCatalog()
{
    static core::Catalog catalog = catalogWithUserProfilesNoted();
    return catalog;
}

} // namespace

const core::Catalog& cliCatalog()
{
    return mutableCliCatalog();
}

void replaceCliCatalog(core::Catalog catalog)
{
    mutableCliCatalog() = std::move(catalog);
}

core::Result<core::Catalog> catalogWithWorkbookEntries(const std::string& path, const core::WorkbookData& workbook)
{
    auto catalog = core::catalogForWorkbook(cliCatalog(), workbook);
    if (!catalog)
        return catalog;
    std::string keys;
    for (const core::CalibrationProfile& p : catalog->profiles())
        if (p.replacesBuiltIn)
            keys += (keys.empty() ? "" : ", ") + p.key();
    if (!keys.empty())
        std::cerr << "note: " << path << " carries its own calibration for " << keys
                  << ", used for its scenarios in place of the built-in one\n";
    return catalog;
}

core::Status CliArgs::parse(const std::set<std::string>& valueFlags, const std::set<std::string>& switches,
                            int maxPositionals)
{
    for (size_t i = 0; i < m_arguments.size(); ++i) {
        const std::string& arg = m_arguments[i];
        if (arg.rfind("--", 0) != 0 || arg == "--") {
            m_positionals.push_back(arg);
            continue;
        }
        std::string name = arg.substr(2);
        std::string value;
        bool hasInlineValue = false;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
            hasInlineValue = true;
        }
        if (switches.count(name)) {
            if (hasInlineValue)
                return core::Error{"--" + name + " takes no value"};
            if (!m_switches.insert(name).second)
                return core::Error{"--" + name + " given twice"};
            continue;
        }
        if (!valueFlags.count(name))
            return core::Error{"unknown flag --" + name};
        if (!hasInlineValue) {
            if (i + 1 >= m_arguments.size())
                return core::Error{"--" + name + " needs a value"};
            value = m_arguments[++i];
        }
        if (m_values.count(name))
            return core::Error{"--" + name + " given twice"};
        m_values[name] = value;
    }
    if (maxPositionals != kAnyPositionals && m_positionals.size() > static_cast<size_t>(maxPositionals))
        return core::Error{"unexpected argument '" + safe(m_positionals[static_cast<size_t>(maxPositionals)]) +
                           "' (a value belongs after a flag that takes one, e.g. --batch 64)"};
    return {};
}

std::string CliArgs::value(const std::string& flag, const std::string& fallback) const
{
    const auto it = m_values.find(flag);
    return it == m_values.end() ? fallback : it->second;
}

core::Result<double> CliArgs::number(const std::string& flag, bool allowZero) const
{
    auto v = parseNumber(value(flag), "--" + flag);
    if (!v)
        return v;
    if (*v < 0 || (!allowZero && *v == 0))
        return core::Error{"--" + flag + " must be " + (allowZero ? "zero or positive" : "positive") + ", got " +
                           safe(value(flag))};
    if (*v > 1e15)
        return core::Error{"--" + flag + " must be at most 1e15, got " + safe(value(flag))};
    return v;
}

core::Result<double> CliArgs::numberIn(const std::string& flag, double minValue, double maxValue) const
{
    auto v = parseNumber(value(flag), "--" + flag);
    if (!v)
        return v;
    if (*v < minValue || *v > maxValue) {
        char range[96];
        std::snprintf(range, sizeof range, "%g and %g", minValue, maxValue);
        return core::Error{"--" + flag + " must be between " + range + ", got " + safe(value(flag))};
    }
    return v;
}

core::Result<int> CliArgs::count(const std::string& flag, int minValue, int maxValue) const
{
    auto v = parseNumber(value(flag), "--" + flag, NumberKind::Whole);
    if (!v)
        return core::Error{v.error()};
    const std::optional<int> n = core::checkedInt(*v, minValue, maxValue);
    if (!n)
        return core::Error{"--" + flag + " must be a whole number from " + std::to_string(minValue) + " to " +
                           std::to_string(maxValue) + ", got " + safe(value(flag))};
    return *n;
}

core::Result<double> parseNumber(const std::string& text, const std::string& what, NumberKind kind)
{
    const std::string wanted = kind == NumberKind::Whole ? "a whole number such as 64" : "a number such as 1.41 or 2e3";
    if (text.empty())
        return core::Error{what + " needs " + wanted};
    const std::optional<double> v = core::parseFiniteNumber(text);
    if (!v)
        return core::Error{what + " needs " + wanted + ", got '" + safe(text) + "'"};
    return *v;
}

core::Status requireFinite(std::initializer_list<double> values, const std::string& what)
{
    for (const double v : values) {
        if (!std::isfinite(v) || std::fabs(v) > 1e300)
            return core::Error{what + " is out of range for these inputs (it would not be a finite number); "
                                      "use smaller or larger inputs"};
    }
    return {};
}

std::string safe(const std::string& text)
{
    return core::sanitizedText(text, 200);
}

std::set<std::string> scenarioFlags()
{
    std::set<std::string> flags = {"hardware", "model", "framework",    "precision",    "serving",        "pricing",
                                   "scenario", "name",  "catalog-file", "price-preset", "workload-preset"};
    for (const core::InputFieldInfo& info : core::numericInputFields())
        flags.insert(flagForKey(info.key));
    return flags;
}

core::Result<core::ScenarioInputs> scenarioFromArgs(const CliArgs& args)
{
    core::ScenarioInputs inputs;
    if (args.has("scenario")) {
        if (!args.has("name"))
            return core::Error{"--scenario needs --name NAME"};
        auto workbook = core::readWorkbook(args.value("scenario"));
        if (!workbook)
            return core::Error{workbook.error()};
        auto stored = core::scenarioInputs(*workbook, args.value("scenario"), args.value("name"));
        if (!stored)
            return core::Error{stored.error()};
        auto withEntries = catalogWithWorkbookEntries(args.value("scenario"), *workbook);
        if (!withEntries)
            return core::Error{withEntries.error()};
        mutableCliCatalog() = std::move(withEntries).value();
        inputs = *stored;
    } else if (args.has("name")) {
        return core::Error{"--name needs --scenario FILE"};
    }
    if (const core::Status s = loadCatalogFileArg(args); !s)
        return core::Error{s.error()};
    return applyScenarioFlags(args, inputs);
}

core::Status loadCatalogFileArg(const CliArgs& args)
{
    if (!args.has("catalog-file"))
        return {};
    auto entries = core::readCatalogEntries(args.value("catalog-file"));
    if (!entries)
        return core::Error{entries.error()};
    return core::addCatalogEntries(mutableCliCatalog(), *entries);
}

namespace {

/// --workload-preset ID: lengths, prefix-cache hit and objectives from a shipped workload preset
/// (explicit flags given with it still win: they are applied after).
core::Status applyWorkloadPresetFlag(const CliArgs& args, core::ScenarioInputs& inputs)
{
    if (!args.has("workload-preset"))
        return {};
    const core::WorkloadPreset* preset = core::findWorkloadPreset(args.value("workload-preset"));
    if (!preset) {
        std::string known;
        for (const core::WorkloadPreset& p : core::workloadPresets())
            known += (known.empty() ? "" : ", ") + p.id;
        return core::Error{"unknown workload preset '" + safe(args.value("workload-preset")) + "' (known: " + known +
                           ")"};
    }
    core::applyWorkloadPreset(inputs, *preset);
    return {};
}

/// --hardware: the GPU, with the price, power and parallelism defaults it brings unless flags
/// override them (and a note where the catalog has no price for it).
core::Status applyHardwareFlag(const CliArgs& args, const core::Catalog& catalog, core::ScenarioInputs& inputs)
{
    const core::Hardware* hw = catalog.findHardware(args.value("hardware"));
    if (!hw)
        return core::Error{"unknown hardware '" + safe(args.value("hardware")) + "' (see: tokenfactory-cli catalog)"};
    inputs.hardwareId = hw->id;
    const core::HardwareDefaults applied = core::applyHardwareDefaults(inputs, catalog);
    if (!applied.priceFromCatalog && !args.has("price-per-gpu-hour") && !args.has("price-preset"))
        std::cerr << "note: the catalog has no price for " << hw->name << "; the GPU-hour stays at "
                  << inputs.pricePerGpuHourUsd << " $ (set --price-per-gpu-hour)\n";
    return {};
}

} // namespace

core::Result<core::ScenarioInputs> applyScenarioFlags(const CliArgs& args, core::ScenarioInputs inputs)
{
    const core::Catalog& catalog = cliCatalog();
    if (args.has("hardware")) {
        if (const core::Status s = applyHardwareFlag(args, catalog, inputs); !s)
            return core::Error{s.error()};
    }
    if (args.has("model")) {
        const core::LlmModel* model = catalog.findModel(args.value("model"));
        if (!model)
            return core::Error{"unknown model '" + safe(args.value("model")) + "' (see: tokenfactory-cli catalog)"};
        inputs.modelId = model->id;
        if (!model->isMoe())
            inputs.expertParallel = 1;
    }
    if (args.has("framework")) {
        const core::Framework* framework = catalog.findFramework(args.value("framework"));
        if (!framework)
            return core::Error{"unknown framework '" + args.value("framework") + "'"};
        inputs.frameworkId = framework->id;
    }
    if (args.has("precision")) {
        const auto p = core::parsePrecision(args.value("precision"));
        if (!p)
            return core::Error{"--precision must be bf16, fp8 or fp4, got '" + args.value("precision") + "'"};
        inputs.precision = *p;
    }
    if (args.has("serving")) {
        const std::string s = args.value("serving");
        if (s == "aggregated" || s == "agg")
            inputs.serving = core::ServingMode::Aggregated;
        else if (s == "disaggregated" || s == "disagg")
            inputs.serving = core::ServingMode::Disaggregated;
        else
            return core::Error{"--serving must be aggregated or disaggregated, got '" + s + "'"};
    }
    if (args.has("pricing")) {
        const std::string s = args.value("pricing");
        if (s == "rented")
            inputs.pricing = core::PricingMode::Rented;
        else if (s == "owned")
            inputs.pricing = core::PricingMode::Owned;
        else
            return core::Error{"--pricing must be rented or owned, got '" + s + "'"};
    }
    if (args.has("price-preset")) {
        const core::PricePreset* preset = core::findPricePreset(args.value("price-preset"));
        if (!preset) {
            std::string known;
            for (const core::PricePreset& p : core::pricePresets())
                known += (known.empty() ? "" : ", ") + p.id;
            return core::Error{"unknown price preset '" + safe(args.value("price-preset")) + "' (known: " + known +
                               ")"};
        }
        if (const core::Status s = core::applyPricePreset(inputs, *preset, catalog); !s)
            return core::Error{s.error()};
    }
    if (const core::Status s = applyWorkloadPresetFlag(args, inputs); !s)
        return core::Error{s.error()};
    for (const core::InputFieldInfo& info : core::numericInputFields()) {
        const std::string flag = flagForKey(info.key);
        if (!args.has(flag))
            continue;
        auto v = parseNumber(args.value(flag), "--" + flag, info.integer ? NumberKind::Whole : NumberKind::Decimal);
        if (!v)
            return core::Error{v.error()};
        if (const core::Status valid = core::checkInputValue(info, *v); !valid)
            return core::Error{"--" + flag + ": " + valid.error()};
        core::setNumericInput(inputs, info.key, *v);
    }
    if (const core::Status s = core::validateInputs(inputs, catalog); !s)
        return core::Error{s.error()};
    return inputs;
}

void printScenarioFlags(FILE* out)
{
    std::fprintf(out, "\nScenario flags (all optional; defaults are the built-in scenario):\n"
                      "  --hardware ID --model ID --framework ID --precision {bf16,fp8,fp4}\n"
                      "  --serving {aggregated,disaggregated} --pricing {rented,owned}\n"
                      "  --price-preset ID                GPU price from a dated preset (");
    for (const core::PricePreset& p : core::pricePresets())
        std::fprintf(out, "%s%s", &p == &core::pricePresets().front() ? "" : ", ", p.id.c_str());
    std::fprintf(out,
                 ")\n  --workload-preset ID             ISL, OSL, prefix-cache hit (and objectives) from a preset (");
    for (const core::WorkloadPreset& p : core::workloadPresets())
        std::fprintf(out, "%s%s", &p == &core::workloadPresets().front() ? "" : ", ", p.id.c_str());
    std::fprintf(out, ")\n");
    for (const core::InputFieldInfo& info : core::numericInputFields()) {
        const std::string flag = "--" + flagForKey(info.key) + (info.integer ? " N" : " X");
        const std::string unit = info.unit[0] ? std::string(" ") + info.unit : std::string();
        std::fprintf(out, "  %-32s %s, %.10g .. %.10g%s\n", flag.c_str(), info.label, info.minValue, info.maxValue,
                     unit.c_str());
    }
    std::fprintf(out, "  --scenario FILE --name NAME      start from a scenario stored in a workbook\n"
                      "  --catalog-file FILE              add your own hardware/models ({\"hardware\": [...], "
                      "\"models\": [...]})\n");
}

int printJson(const QJsonObject& object)
{
    const QByteArray text = QJsonDocument(object).toJson(QJsonDocument::Indented);
    std::fwrite(text.constData(), 1, static_cast<size_t>(text.size()), stdout);
    return 0;
}

int fail(const std::string& message)
{
    std::string line = message;
    for (char& c : line) {
        if (c == '\n')
            c = ' ';
    }
    std::fprintf(stderr, "tokenfactory-cli: %s\n", core::sanitizedText(line, 4000).c_str());
    return kExitBadInput;
}

} // namespace tf::cli
