#pragma once

#include "app/cli/cliargs.h"

#include <initializer_list>
#include <set>
#include <string>
#include <vector>

namespace tf::cli {

/// One verb of tokenfactory-cli. Each verb lives in its own file and registers itself.
struct Command
{
    const char* name;
    const char* usage;   ///< one line: arguments and flags
    const char* summary; ///< one line: what it does
    int (*run)(CliArgs& args);
};

std::vector<Command>& commands();

struct CommandRegistrar
{
    explicit CommandRegistrar(const Command& command) { commands().push_back(command); }
};

/// The scenario flags every scenario verb takes, plus the verb's own `extra` flags.
inline std::set<std::string> withScenarioFlags(std::initializer_list<const char*> extra)
{
    std::set<std::string> flags = scenarioFlags();
    for (const char* f : extra)
        flags.insert(f);
    return flags;
}

/// Exit status for bad input (unknown flag, bad value, unreadable file, nothing fits).
inline constexpr int kExitBadInput = 2;

} // namespace tf::cli
