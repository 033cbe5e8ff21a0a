#include "core/workloadpresets.h"

#include "core/jsonreader.h"
#include "core/scenario.h"

#include <QJsonArray>

#include <cstdio>

namespace tf::core {

namespace {

constexpr const char* kPresetsResource = ":/catalog/workload-presets.json";

PresetObjectives readObjectives(const QJsonObject& object, const std::string& context, JsonReader& outer)
{
    JsonReader r(object, context);
    PresetObjectives o;
    o.ttftMs = r.number("slo_ttft_ms", 0, 600000, 0);
    o.tokSPerUser = r.number("slo_tok_s_user", 0, 100000, 0);
    o.tpotFluctuationPercent = r.number("slo_tpot_fluctuation_percent", 0, 1000, 0);
    if (!r.ok())
        outer.fail(r.error());
    return o;
}

WorkloadPreset readPreset(const QJsonObject& object, int index)
{
    JsonReader r(object, "workload preset " + std::to_string(index));
    WorkloadPreset preset;
    preset.id = r.text("id", "", true, 64);
    preset.name = r.text("name", "", true, 120);
    preset.inputTokens = r.integer("isl", 1, 1048576, 1024, true);
    preset.outputTokens = r.integer("osl", 1, 1048576, 1024, true);
    preset.prefixCacheHitPercent = r.number("prefix_cache_hit_percent", 0, 99, 0);
    preset.source = r.text("source", "", true, 800);
    if (object.contains(QLatin1String("slo")))
        preset.objectives = readObjectives(r.object("slo"), "workload preset " + preset.id + " slo", r);
    if (!r.ok())
        qFatal("shipped workload presets are broken: %s", r.error().c_str());
    return preset;
}

std::vector<WorkloadPreset> readShippedPresets()
{
    std::vector<WorkloadPreset> presets;
    const QJsonArray list =
        readShippedList(kPresetsResource, "tokenfactory.workload-presets", "presets", "workload presets");
    for (int i = 0; i < list.size(); ++i)
        presets.push_back(readPreset(list.at(i).toObject(), i));
    return presets;
}

std::string groupedThousands(int value)
{
    // Built front to back: GCC 12 at -O3 flags std::string::insert here (bug 105651).
    const std::string digits = std::to_string(value);
    std::string grouped;
    for (size_t i = 0; i < digits.size(); ++i) {
        const size_t left = digits.size() - i;
        if (i > 0 && left % 3 == 0 && digits[i - 1] != '-')
            grouped += ',';
        grouped += digits[i];
    }
    return grouped;
}

} // namespace

std::string WorkloadPreset::title() const
{
    char cached[32];
    std::snprintf(cached, sizeof cached, "%.0f%% cached", prefixCacheHitPercent);
    return name + " (" + groupedThousands(inputTokens) + " in / " + groupedThousands(outputTokens) + " out" +
           (prefixCacheHitPercent > 0 ? std::string(", ") + cached : std::string()) + ")";
}

const std::vector<WorkloadPreset>& workloadPresets()
{
    static const std::vector<WorkloadPreset> presets = readShippedPresets();
    return presets;
}

const WorkloadPreset* findWorkloadPreset(std::string_view id)
{
    for (const WorkloadPreset& p : workloadPresets()) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

const WorkloadPreset* workloadPresetMatching(const ScenarioInputs& inputs)
{
    for (const WorkloadPreset& p : workloadPresets()) {
        if (p.inputTokens == inputs.inputTokens && p.outputTokens == inputs.outputTokens &&
            p.prefixCacheHitPercent == inputs.prefixCacheHitPercent)
            return &p;
    }
    return nullptr;
}

void applyWorkloadPreset(ScenarioInputs& inputs, const WorkloadPreset& preset)
{
    inputs.inputTokens = preset.inputTokens;
    inputs.outputTokens = preset.outputTokens;
    inputs.prefixCacheHitPercent = preset.prefixCacheHitPercent;
    if (!preset.objectives.any())
        return;
    inputs.sloTtftMs = preset.objectives.ttftMs;
    inputs.sloTokSPerUser = preset.objectives.tokSPerUser;
    inputs.sloTpotFluctuationPercent = preset.objectives.tpotFluctuationPercent;
}

} // namespace tf::core
