#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tf::core {

struct ScenarioInputs;

/// Service-level objectives a workload preset brings along (0 = the preset sets none).
struct PresetObjectives
{
    double ttftMs = 0;
    double tokSPerUser = 0;
    double tpotFluctuationPercent = 0;
    bool any() const { return ttftMs > 0 || tokSPerUser > 0 || tpotFluctuationPercent > 0; }
};

/// A named, sourced workload shape: prompt and output lengths, the prefix-cache hit rate and,
/// for some, the objectives that define good output. Shipped in resources/catalog/workload-presets.json.
struct WorkloadPreset
{
    std::string id;
    std::string name; ///< "Agentic, long input"
    int inputTokens = 0;
    int outputTokens = 0;
    double prefixCacheHitPercent = 0;
    PresetObjectives objectives;
    std::string source; ///< where the shape comes from (and which parts are assumptions)
    /// "Agentic, long input (51,200 in / 512 out, 90% cached)"
    std::string title() const;
};

/// The shipped presets, read once, in the file's order.
const std::vector<WorkloadPreset>& workloadPresets();
const WorkloadPreset* findWorkloadPreset(std::string_view id);
/// The first preset whose lengths and hit rate `inputs` has (to say where they came from), or
/// nullptr when they are the user's own.
const WorkloadPreset* workloadPresetMatching(const ScenarioInputs& inputs);

/// Sets ISL, OSL and the prefix-cache hit rate of `inputs` from `preset`, and its objectives when
/// it has any (a preset without objectives leaves the scenario's own).
void applyWorkloadPreset(ScenarioInputs& inputs, const WorkloadPreset& preset);

} // namespace tf::core
