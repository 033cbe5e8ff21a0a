#include "core/warning.h"

#include "core/inputrefusal.h"

#include <algorithm>

namespace tf::core {

namespace {

std::string whole(double value)
{
    return std::to_string(static_cast<long long>(value));
}

} // namespace

std::string englishText(const Warning& w)
{
    switch (w.kind) {
    case WarningKind::WeightsDoNotFit:
        return "does not fit: the weights need " + fixedNumber(w.number(0), 1) +
               " GB per GPU; raise TP/EP or lower precision";
    case WarningKind::BatchExceedsMemory:
        return "does not fit: batch " + whole(w.number(0)) + " exceeds the memory limit of " + whole(w.number(1)) +
               " sequences";
    case WarningKind::BatchExceedsScheduler:
        return "over the scheduler cap: batch " + whole(w.number(0)) + " exceeds the " + whole(w.number(1)) +
               " sequences the framework runs at once (max_running_sequences per instance; memory holds more)";
    case WarningKind::Uncalibrated:
        return "uncalibrated: no measurements for " + w.text(0) + " with " + w.text(1) + "; documented priors used";
    case WarningKind::WeightOnlyPrecision:
        return w.text(0) + " is weight-only on " + w.text(1) + " (math runs at " + w.text(2) + ")";
    case WarningKind::PowerBelowBoard:
        return "all-in power " + fixedNumber(w.number(0), 2) + " kW per GPU is below the board TDP of " +
               fixedNumber(w.number(1), 2) + " kW: the facility cannot feed the GPU at full load";
    case WarningKind::OutsideSlo:
        return "outside SLO";
    case WarningKind::MixedPrecision:
        return "mixed precision: " + fixedNumber(w.number(0), 0) +
               "% of the quantised weights at FP8, the rest at FP4; speed and memory are modelled, quality is not: "
               "check it on your own evaluation set";
    case WarningKind::Fp8LayersIgnored:
        return "layers kept at FP8 apply to FP4 runs only; at " + w.text(0) + " they change nothing";
    case WarningKind::PowerCapped:
        return "power cap " + fixedNumber(w.number(0), 0) + " W: SM clock at " + fixedNumber(w.number(1), 0) +
               "% of maximum, all-in power " + fixedNumber(w.number(2), 2) + " kW per GPU lower" +
               (w.capBelowLowestClock() ? "; the cap is below what the board draws at its lowest clock, so it draws " +
                                              fixedNumber(w.number(3), 0) + " W, not the cap"
                                        : std::string());
    case WarningKind::SpansNodes:
        return "multi-node: " + whole(w.number(0)) + " GPUs per instance span domains of " + whole(w.number(1)) +
               "; cross-node costs are checked against nccl-tests and DeepEP only, and a published two-node "
               "DeepSeek-R1 run decodes 1.5-1.7x slower than modelled: treat the figures as an upper bound";
    case WarningKind::DataParallelAttention:
        return "data-parallel attention (EP " + whole(w.number(1)) + " over TP " + whole(w.number(0)) +
               "): the model charges each prompt's routed experts to its own " + whole(w.number(0)) +
               "-GPU group, not to the " + whole(w.number(1)) +
               " GPUs that hold them, so the prefill time and TTFT shown read high and the throughput low";
    case WarningKind::SequenceDoesNotFit:
        return "does not fit: one sequence of ISL + OSL needs " + fixedNumber(w.number(0), 1) +
               " GB of KV cache per GPU, more than the " + fixedNumber(w.number(1), 1) +
               " GB left for it; shorten it or raise TP/EP";
    case WarningKind::BeyondContext:
        return "ISL + OSL = " + whole(w.number(0)) + " tokens is beyond " + w.text(0) + "'s context of " +
               whole(w.number(1)) + " tokens: no server takes such a request";
    case WarningKind::CachedPriceAboveInput:
        return "the cached input price ($" + fixedNumber(w.number(0), 2) + "/Mtok) is above the input price ($" +
               fixedNumber(w.number(1), 2) + "/Mtok): a cache hit is sold at a discount, so the revenue reads high";
    case WarningKind::KvOffloaded:
        return "KV offload: " + fixedNumber(w.number(0), 1) +
               " GB of KV per GPU held in host memory, streamed over the host link every step";
    }
    return "warning";
}

std::vector<std::string> englishTexts(const std::vector<Warning>& warnings)
{
    std::vector<std::string> out;
    out.reserve(warnings.size());
    for (const Warning& w : warnings)
        out.push_back(englishText(w));
    return out;
}

bool hasWarning(const std::vector<Warning>& warnings, WarningKind kind)
{
    return findWarning(warnings, kind) != nullptr;
}

const Warning* findWarning(const std::vector<Warning>& warnings, WarningKind kind)
{
    const auto it = std::find_if(warnings.begin(), warnings.end(), [kind](const Warning& w) { return w.kind == kind; });
    return it == warnings.end() ? nullptr : &*it;
}

} // namespace tf::core
