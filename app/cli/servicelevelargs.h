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
/// Why an equal-interactivity choice runs above its target, or empty when it does not.
std::string aboveTargetNote(const core::ServiceLevelChoice& choice);

} // namespace tf::cli
