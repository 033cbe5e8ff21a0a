#pragma once

#include "core/result.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tf::core {

struct ScenarioInputs;
class Catalog;

/// One GPU's price in a preset, with its own date and source.
struct PresetPrice
{
    double usdPerGpuHour = 0;
    std::string asOf;   ///< "2025-08", "2026-05-18"
    std::string source; ///< where the figure was read
};

/// A dated, sourced set of $/GPU-hour prices (InferenceX's tiers by date, public list prices),
/// shipped in resources/catalog/price-presets.json.
struct PricePreset
{
    std::string id;
    std::string name;                          ///< "InferenceX owning cost, hyperscaler"
    std::string asOf;                          ///< the preset's date
    std::string basis;                         ///< "owned_tco" (all-in owning cost per GPU-hour) or "rental"
    std::string note;                          ///< what the figures include
    std::map<std::string, PresetPrice> prices; ///< by hardware id
    /// "InferenceX owning cost, hyperscaler (2025-08)"
    std::string title() const { return name + " (" + asOf + ")"; }
    const PresetPrice* priceFor(const std::string& hardwareId) const;
};

/// The shipped presets, read once, in the file's order.
const std::vector<PricePreset>& pricePresets();
const PricePreset* findPricePreset(std::string_view id);
/// The first preset whose price for `hardwareId` is `usdPerGpuHour` (to say where a value came
/// from), or nullptr when it is the user's own.
const PricePreset* presetMatching(const std::string& hardwareId, double usdPerGpuHour);

/// Sets the GPU price of `inputs` from `preset`; an error, changing nothing, when the preset has
/// no price for the scenario's GPU.
Status applyPricePreset(ScenarioInputs& inputs, const PricePreset& preset, const Catalog& catalog);

} // namespace tf::core
