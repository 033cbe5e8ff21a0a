#include "app/cli/command.h"

#include <QCoreApplication>

#include <clocale>

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace tf::cli {

std::vector<Command>& commands()
{
    static std::vector<Command> list;
    return list;
}

namespace {

void printUsage(FILE* out)
{
    std::fprintf(out, "usage: tokenfactory-cli <command> [flags]\n\ncommands:\n");
    // Model first, then calibration, workbooks and analysis; registration order is link order.
    static const char* const kHelpOrder[] = {"catalog",     "eval",     "compare",    "sweep",  "cost",
                                             "bench",       "validate", "fit",        "save",   "scenarios",
                                             "sensitivity", "solve",    "montecarlo", "fleet",  "cashflow",
                                             "disagg",      "check",    "overlay",    "iceberg"};
    std::vector<const Command*> ordered;
    for (const char* name : kHelpOrder) {
        for (const Command& c : commands()) {
            if (std::strcmp(c.name, name) == 0)
                ordered.push_back(&c);
        }
    }
    for (const Command& c : commands()) {
        if (std::find(ordered.begin(), ordered.end(), &c) == ordered.end())
            ordered.push_back(&c);
    }
    for (const Command* c : ordered)
        std::fprintf(out, "  %-12s %s\n      %s\n", c->name, c->summary, c->usage);
    printScenarioFlags(out);
}

void printCommandHelp(const Command& c)
{
    std::printf("usage: tokenfactory-cli %s\n\n%s\n\n", c.usage, c.summary);
    printScenarioFlags(stdout);
}

/// `<command> --help` (or -h) anywhere among the command's arguments asks for its help, not a run.
bool asksForHelp(int argc, char** argv)
{
    for (int i = 2; i < argc; ++i)
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0)
            return true;
    return false;
}

} // namespace
} // namespace tf::cli

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv); // Qt resources and SQLite plugins
    QCoreApplication::setApplicationName(QStringLiteral("tokenfactory-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TF_VERSION));
    // QCoreApplication adopts the environment's locale; numbers in and out of a tool for scripts
    // are written the C way ("1.41") whatever LC_ALL says.
    std::setlocale(LC_NUMERIC, "C");
    using namespace tf::cli;
    if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "help") == 0) {
        printUsage(argc < 2 ? stderr : stdout);
        return argc < 2 ? kExitBadInput : 0;
    }
    if (std::strcmp(argv[1], "--version") == 0) {
        std::printf("tokenfactory-cli %s\n", TF_VERSION);
        return 0;
    }
    for (const Command& c : commands()) {
        if (std::strcmp(argv[1], c.name) == 0) {
            if (asksForHelp(argc, argv)) {
                printCommandHelp(c);
                return 0;
            }
            CliArgs args(std::vector<std::string>(argv + 2, argv + argc));
            return c.run(args);
        }
    }
    return fail(std::string("unknown command '") + safe(argv[1]) + "' (see: tokenfactory-cli --help)");
}
