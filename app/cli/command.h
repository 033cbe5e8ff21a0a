#pragma once

#include "app/cli/cliargs.h"

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

/// Exit status for bad input (unknown flag, bad value, unreadable file, nothing fits).
inline constexpr int kExitBadInput = 2;

} // namespace tf::cli
