#pragma once

#include "app/cli/cliargs.h"
#include "core/servicelevel.h"

#include <set>
#include <string>

namespace tf::cli {

/// --at-tok-s-user, --slo-ttft-ms, --slo-tok-s-user, --slo-tpot-ms.
std::set<std::string> serviceLevelFlags();
/// Switches that widen the configuration search (--search-serving: speculative depth 0-3 and
/// aggregated/disaggregated serving besides batch, TP and EP).
std::set<std::string> configSearchSwitches();

/// The service level the flags ask for; `fallback` when none is given. Zero, negative or
/// non-finite targets and mixing --at-tok-s-user with --slo-* are errors.
core::Result<core::ServiceLevel> serviceLevelFromArgs(const CliArgs& args, const core::ServiceLevel& fallback);
core::ConfigSearchOptions configSearchFromArgs(const CliArgs& args);

/// Why a choice did not reach the level, one line naming the scenario and how close it gets.
std::string unreachedMessage(const std::string& name, const core::ServiceLevelChoice& choice,
                             const core::ServiceLevel& level);
/// One scenario at the service level its flags ask for, or at its own operating point.
struct ScenarioAtLevel
{
    core::ServiceLevel level;
    core::ServiceLevelChoice choice;
    bool atLevel() const { return level.mode != core::ServiceLevelMode::OperatingPoint; }
};
/// Parses the scenario, service-level and search flags and --json, and chooses the configuration
/// (eval, rules). A level no configuration reaches, and a point that does not fit, are errors.
core::Result<ScenarioAtLevel> scenarioAtLevelFromArgs(CliArgs& args);

/// Why an equal-interactivity choice runs above its target, or empty when it does not.
std::string aboveTargetNote(const core::ServiceLevelChoice& choice);

} // namespace tf::cli
