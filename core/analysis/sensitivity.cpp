#include "core/analysis/sensitivity.h"

#include "core/evaluation.h"

#include <algorithm>
#include <cmath>

namespace tf::core {

namespace {

double clampToField(const InputFieldInfo& info, double value)
{
    value = std::clamp(value, info.minValue, info.maxValue);
    return info.integer ? std::round(value) : value;
}

} // namespace

double SensitivityRow::costSwingUsd() const
{
    return std::abs(costHighUsd - costLowUsd);
}

std::vector<std::string> defaultSensitivityKeys(const ScenarioInputs& inputs)
{
    // Owned, the GPU-hour is built up and a given price moves nothing: its bar read "GPU price 1.13-1.69
    // $/GPU-h" over the same cost at both ends.
    std::vector<std::string> keys;
    if (inputs.pricing == PricingMode::Owned)
        keys = {"capex_per_gpu", "useful_life_years", "cost_of_capital_percent", "facility_usd_per_kw_month"};
    else
        keys = {"price_per_gpu_hour"};
    keys.insert(keys.end(), {"kw_per_gpu", "pue", "electricity_usd_per_kwh", "utilisation_percent", "batch", "isl",
                             "osl", "efficiency_scale"});
    // Serving levers swing the cost only once they are in use (a 0 cap or hit rate means "none").
    if (inputs.powerCapW > 0)
        keys.push_back("power_cap_w");
    if (inputs.prefixCacheHitPercent > 0)
        keys.push_back("prefix_cache_hit_percent");
    return keys;
}

SensitivityRange defaultSensitivityRange(const ScenarioInputs& inputs, const std::string& key, double fraction)
{
    SensitivityRange range;
    range.key = key;
    const InputFieldInfo* info = findInputField(key);
    double value = 0;
    if (!info || !numericInput(inputs, key, &value))
        return range;
    range.low = clampToField(*info, value * (1.0 - fraction));
    range.high = clampToField(*info, value * (1.0 + fraction));
    // A zero-valued input (no cost of capital, free electricity) still deserves a visible range.
    if (range.low == range.high && value == 0 && !info->integer)
        range.high = clampToField(*info, info->minValue + (info->maxValue - info->minValue) * 0.05);
    return range;
}

Result<SensitivityResult> runSensitivity(const ScenarioInputs& inputs, const Catalog& catalog,
                                         const std::vector<SensitivityRange>& ranges)
{
    auto base = makeContext(inputs, catalog);
    if (!base)
        return Error{base.error()};
    SensitivityResult result;
    const PointMetrics basePoint = evaluatePoint(*base, inputs.batch);
    result.baseCostPerMtokOutputUsd = basePoint.costPerMtokOutputUsd;
    result.baseCostPerMtokTotalUsd = basePoint.costPerMtokTotalUsd;
    result.baseTokSPerUser = basePoint.op.tokSPerUser;

    for (const SensitivityRange& range : ranges) {
        const InputFieldInfo* info = findInputField(range.key);
        if (!info)
            return Error{"sensitivity: unknown input '" + range.key + "'"};
        if (!std::isfinite(range.low) || !std::isfinite(range.high))
            return Error{"sensitivity: the range of '" + range.key + "' is not a number"};
        SensitivityRow row;
        row.key = range.key;
        row.label = info->label;
        row.unit = info->unit;
        numericInput(inputs, range.key, &row.baseValue);
        row.low = clampToField(*info, std::min(range.low, range.high));
        row.high = clampToField(*info, std::max(range.low, range.high));
        for (int end = 0; end < 2; ++end) {
            ScenarioInputs varied = inputs;
            setNumericInput(varied, range.key, end == 0 ? row.low : row.high);
            auto context = makeContext(varied, catalog);
            if (!context)
                return Error{"sensitivity: " + range.key + ": " + context.error()};
            const PointMetrics m = evaluatePoint(*context, varied.batch);
            const bool fits = m.op.fits && m.op.tokSPerGpuOutput > 0;
            (end == 0 ? row.costLowUsd : row.costHighUsd) = m.costPerMtokOutputUsd;
            (end == 0 ? row.costTotalLowUsd : row.costTotalHighUsd) = m.costPerMtokTotalUsd;
            (end == 0 ? row.tokSPerUserLow : row.tokSPerUserHigh) = m.op.tokSPerUser;
            (end == 0 ? row.lowFits : row.highFits) = fits;
        }
        result.rows.push_back(row);
    }
    std::stable_sort(result.rows.begin(), result.rows.end(), [](const SensitivityRow& a, const SensitivityRow& b) {
        return a.costSwingUsd() > b.costSwingUsd();
    });
    return result;
}

} // namespace tf::core
