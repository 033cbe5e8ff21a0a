#pragma once

#include "core/catalog/catalog.h"
#include "core/document/workbook.h"
#include "core/result.h"
#include "core/scenario.h"

#include <QJsonObject>

#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace tf::cli {

/// Arguments after the verb: positionals, `--flag value`, `--flag=value` and boolean switches.
/// Every flag must be declared by the verb; anything else is an error naming it.
class CliArgs
{
public:
    CliArgs(std::vector<std::string> arguments) : m_arguments(std::move(arguments)) { }

    /// A verb that reads its own positionals (files, input names) and says how many it needs.
    static constexpr int kAnyPositionals = -1;

    /// Parses against the accepted value flags and switches. Returns an error on the first
    /// unknown flag, missing value, flag or switch given twice, or argument beyond the
    /// `maxPositionals` the verb takes ("eval foo" and "--json 5" were ignored without a word).
    core::Status parse(const std::set<std::string>& valueFlags, const std::set<std::string>& switches,
                       int maxPositionals = 0);

    bool has(const std::string& flag) const { return m_values.count(flag) || m_switches.count(flag); }
    bool flag(const std::string& name) const { return m_switches.count(name) > 0; }
    std::string value(const std::string& flag, const std::string& fallback = {}) const;
    const std::vector<std::string>& positionals() const { return m_positionals; }
    /// A finite, strictly positive number (or >= 0 when allowZero) of at most 1e15; the error names
    /// the flag.
    core::Result<double> number(const std::string& flag, bool allowZero = false) const;
    /// A number within [minValue, maxValue]; the error names the flag and the range.
    core::Result<double> numberIn(const std::string& flag, double minValue, double maxValue) const;
    /// A whole number within [minValue, maxValue], checked before any conversion to int.
    core::Result<int> count(const std::string& flag, int minValue, int maxValue) const;

private:
    std::vector<std::string> m_arguments;
    std::vector<std::string> m_positionals;
    std::map<std::string, std::string> m_values;
    std::set<std::string> m_switches;
};

/// The catalog verbs evaluate with: the shipped one, the user's fitted profiles, and (after
/// scenarioFromArgs read a workbook with --scenario) that workbook's own hardware and models.
const core::Catalog& cliCatalog();
/// Replaces the CLI catalog (a workbook's catalog with its own entries).
void replaceCliCatalog(core::Catalog catalog);
/// The CLI catalog with `workbook`'s own hardware, models and profiles, saying on stderr which of
/// its profiles replace a built-in calibration, so that no figure silently comes from the file's.
core::Result<core::Catalog> catalogWithWorkbookEntries(const std::string& path, const core::WorkbookData& workbook);

/// Flags that set scenario inputs (--hardware ... --pue and every numeric input).
std::set<std::string> scenarioFlags();
/// Applies scenario flags over `base`; when --scenario FILE --name NAME are present the stored
/// scenario is the base. The result is validated against the catalog.
core::Result<core::ScenarioInputs> scenarioFromArgs(const CliArgs& args);

/// Reads --catalog-file (if given) into the CLI catalog.
core::Status loadCatalogFileArg(const CliArgs& args);
/// Applies the scenario flags (--hardware ... and every numeric input) over `inputs` and validates
/// the result; --scenario/--name/--catalog-file are not read here.
core::Result<core::ScenarioInputs> applyScenarioFlags(const CliArgs& args, core::ScenarioInputs inputs);

/// What a flag's value must be, so that a refusal asks for the right kind of number.
enum class NumberKind { Decimal, Whole };

/// Parses a number strictly and the C way whatever the locale ("1.41", "2e3"): the whole text,
/// finite, not subnormal. Errors name `what` and give an example of `kind`.
core::Result<double> parseNumber(const std::string& text, const std::string& what,
                                 NumberKind kind = NumberKind::Decimal);

/// Prints JSON to stdout (indented) and returns 0.
/// The scenario flags with their labels, ranges and units, from core::numericInputFields().
void printScenarioFlags(FILE* out);
int printJson(const QJsonObject& object);
/// Prints "tokenfactory-cli: <message>" on one line to stderr and returns kExitBadInput. The
/// message is sanitised (core::sanitizedText): text from files never reaches the terminal raw.
int fail(const std::string& message);
/// A refusal when any of `values` is not finite or beyond +-1e300: results that cannot exist are
/// never printed as inf or NaN. `what` says which result.
core::Status requireFinite(std::initializer_list<double> values, const std::string& what);
/// Text from a file or flag, safe for the terminal (core::sanitizedText).
std::string safe(const std::string& text);

} // namespace tf::cli
