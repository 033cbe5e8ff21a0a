#pragma once

#include <string>
#include <vector>

namespace tf::core {

/// What an evaluation warns about. Each kind documents the parameters it carries; the user
/// interface words a kind in the user's language from them, the CLI and JSON in English
/// (englishText).
enum class WarningKind {
    WeightsDoNotFit,       ///< numbers: {weights GB per GPU}
    BatchExceedsMemory,    ///< numbers: {batch, largest batch that fits (sequences)}
    BatchExceedsScheduler, ///< numbers: {batch, most sequences the framework runs at once (sequences)}
    Uncalibrated,          ///< texts: {hardware id, framework id}
    WeightOnlyPrecision,   ///< texts: {weight precision, hardware name, precision the math runs at}
    PowerBelowBoard,       ///< numbers: {all-in kW per GPU, board TDP kW}
    OutsideSlo,            ///< no parameters
    MixedPrecision,        ///< numbers: {share of the quantised weights kept at FP8, %}
    Fp8LayersIgnored,      ///< texts: {the run's precision}
    PowerCapped,           ///< numbers: {cap W, SM clock % of maximum, all-in kW per GPU saved, board W drawn under it}
    KvOffloaded,           ///< numbers: {KV GB per GPU held in host memory}
    SpansNodes,            ///< numbers: {GPUs per instance, GPUs per scale-up domain}
    DataParallelAttention, ///< numbers: {GPUs per attention group (TP), GPUs holding the experts (EP)}
    SequenceDoesNotFit,    ///< numbers: {KV GB per GPU of one full-length sequence, KV GB per GPU free}
    BeyondContext,         ///< numbers: {ISL + OSL (tokens), the model's context (tokens)}; texts: {model name}
    CachedPriceAboveInput, ///< numbers: {cached input price, input price ($/Mtok)}
};

/// One warning: its kind and the figures and names it is about (units as the kind documents).
struct Warning
{
    WarningKind kind = WarningKind::OutsideSlo;
    std::vector<double> numbers;
    std::vector<std::string> texts;

    /// The number or text at `index`, or 0 / "" when the warning carries fewer.
    double number(size_t index) const { return index < numbers.size() ? numbers[index] : 0.0; }
    std::string text(size_t index) const { return index < texts.size() ? texts[index] : std::string(); }
    bool operator==(const Warning&) const = default;
    /// PowerCapped: the cap lies below what the board draws at its lowest modelled clock, so the
    /// board draws more than the cap (and saves less than TDP - cap).
    bool capBelowLowestClock() const { return kind == WarningKind::PowerCapped && number(3) > number(0) + 0.5; }
};

/// The English wording, as the command line and the JSON output print it (e.g. "does not fit: batch
/// 300 exceeds the memory limit of 256 sequences").
std::string englishText(const Warning& warning);
/// The English wording of each warning, in order.
std::vector<std::string> englishTexts(const std::vector<Warning>& warnings);
/// Whether any of `warnings` is of `kind`.
bool hasWarning(const std::vector<Warning>& warnings, WarningKind kind);
/// The first warning of `kind`, or nullptr.
const Warning* findWarning(const std::vector<Warning>& warnings, WarningKind kind);

} // namespace tf::core
