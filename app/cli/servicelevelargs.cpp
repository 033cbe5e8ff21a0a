#include "app/cli/servicelevelargs.h"

#include "core/inputrefusal.h"
#include "core/warning.h"

namespace tf::cli {

std::set<std::string> serviceLevelFlags()
{
    return {"at-tok-s-user", "slo-ttft-ms", "slo-tok-s-user", "slo-tpot-ms"};
}

std::set<std::string> configSearchSwitches()
{
    return {"search-serving"};
}

core::Result<core::ServiceLevel> serviceLevelFromArgs(const CliArgs& args, const core::ServiceLevel& fallback)
{
    const bool equal = args.has("at-tok-s-user");
    const bool slo = args.has("slo-ttft-ms") || args.has("slo-tok-s-user") || args.has("slo-tpot-ms");
    if (equal && slo)
        return core::Error{"--at-tok-s-user compares at equal interactivity; --slo-* limits pick the best "
                           "configuration under SLOs: use one or the other"};
    if (!equal && !slo)
        return fallback;
    core::ServiceLevel level;
    if (equal) {
        auto target = args.number("at-tok-s-user");
        if (!target)
            return core::Error{target.error() + " (a target tok/s/user above 0)"};
        level.mode = core::ServiceLevelMode::EqualInteractivity;
        level.targetTokSPerUser = *target;
    } else {
        level.mode = core::ServiceLevelMode::BestUnderSlo;
        for (const auto& [flag, field] :
             {std::pair{"slo-ttft-ms", &level.sloTtftMs}, std::pair{"slo-tok-s-user", &level.sloTokSPerUser},
              std::pair{"slo-tpot-ms", &level.sloTpotMs}}) {
            if (!args.has(flag))
                continue;
            auto v = args.number(flag);
            if (!v)
                return core::Error{v.error() + " (an SLO limit above 0)"};
            *field = *v;
        }
    }
    if (const core::Status s = core::validateServiceLevel(level); !s)
        return core::Error{s.error()};
    return level;
}

core::ConfigSearchOptions configSearchFromArgs(const CliArgs& args)
{
    core::ConfigSearchOptions options;
    if (args.flag("search-serving")) {
        options.searchServing = true;
        options.searchSpeculative = true;
    }
    return options;
}

std::string unreachedMessage(const std::string& name, const core::ServiceLevelChoice& choice,
                             const core::ServiceLevel& level)
{
    if (level.mode == core::ServiceLevelMode::EqualInteractivity)
        return name + " cannot reach " + core::fixedNumber(level.targetTokSPerUser, 1) +
               " tok/s/user with any configuration (closest " + core::fixedNumber(choice.closestTokSPerUser, 1) +
               " tok/s/user)";
    if (level.mode == core::ServiceLevelMode::BestUnderSlo)
        return name + " meets the SLOs with no configuration (closest " +
               core::fixedNumber(choice.closestTokSPerUser, 1) + " tok/s/user, lowest TTFT " +
               core::fixedNumber(choice.closestTtftMs, 0) + " ms)";
    return name + ": the operating point does not fit in memory";
}

std::string aboveTargetNote(const core::ServiceLevelChoice& choice)
{
    if (!choice.aboveTarget)
        return {};
    const core::OperatingPoint& op = choice.evaluation.point.op;
    const std::string speed = core::fixedNumber(op.tokSPerUser, 1) + " tok/s/user";
    if (choice.largestBatchAboveTarget)
        return op.maxBatchIsSchedulerCap ? "the largest batch the framework's scheduler admits still runs at " + speed
                                         : "the largest batch that fits still runs at " + speed;
    return "batch " + std::to_string(op.batch) + " runs at " + speed + "; one more sequence falls below the target";
}

core::Result<ScenarioAtLevel> scenarioAtLevelFromArgs(CliArgs& args)
{
    std::set<std::string> flags = scenarioFlags();
    flags.merge(serviceLevelFlags());
    std::set<std::string> switches = configSearchSwitches();
    switches.insert("json");
    if (const core::Status s = args.parse(flags, switches); !s)
        return core::Error{s.error()};
    auto inputs = scenarioFromArgs(args);
    if (!inputs)
        return core::Error{inputs.error()};
    auto level = serviceLevelFromArgs(args, core::ServiceLevel{});
    if (!level)
        return core::Error{level.error()};
    auto choice = core::chooseConfiguration(*inputs, cliCatalog(), *level, configSearchFromArgs(args));
    if (!choice)
        return core::Error{choice.error()};
    ScenarioAtLevel out{*level, *choice};
    if (out.atLevel() && !out.choice.reached)
        return core::Error{unreachedMessage(inputs->hardwareId, out.choice, out.level)};
    if (!out.choice.evaluation.point.op.fits)
        return core::Error{core::englishText(out.choice.evaluation.warnings.front())};
    return out;
}

} // namespace tf::cli
