#pragma once

#include "core/catalog/catalog.h"
#include "core/result.h"
#include "core/scenario.h"

#include <string>
#include <vector>

namespace tf::core {

/// The range one input moves across in a sensitivity study.
struct SensitivityRange
{
    std::string key; ///< a numericInputFields() key, e.g. "price_per_gpu_hour"
    double low = 0;
    double high = 0;
};

/// One bar of the tornado: the outputs at the low and high end of one input's range, the
/// other inputs held at the scenario's values.
struct SensitivityRow
{
    std::string key;
    std::string label;
    std::string unit;
    double baseValue = 0;
    double low = 0;
    double high = 0;
    double costLowUsd = 0;       ///< $/Mtok output with the input at `low`
    double costHighUsd = 0;      ///< $/Mtok output with the input at `high`
    double costTotalLowUsd = 0;  ///< $/Mtok of all tokens (input + output) with the input at `low`
    double costTotalHighUsd = 0; ///< ... at `high`
    double tokSPerUserLow = 0;
    double tokSPerUserHigh = 0;
    bool lowFits = true; ///< false: that end does not fit in memory (its figures are not reachable)
    bool highFits = true;

    double costSwingUsd() const; ///< |costHigh - costLow|
};

struct SensitivityResult
{
    double baseCostPerMtokOutputUsd = 0;
    double baseCostPerMtokTotalUsd = 0;
    double baseTokSPerUser = 0;
    std::vector<SensitivityRow> rows; ///< sorted by cost swing, largest first
};

/// Inputs studied by default: price (or capex, life and cost of capital when owned), power, PUE,
/// electricity, utilisation, batch, ISL, OSL and efficiency scale (plus facility charge when owned),
/// and the power cap and prefix-cache hit rate once the scenario uses them.
std::vector<std::string> defaultSensitivityKeys(const ScenarioInputs& inputs);

/// The default range of `key`: the scenario's value +-`fraction` (0.2 = +-20%), clamped to the
/// field's allowed range and rounded for integer fields. An unknown key gives low = high = 0.
SensitivityRange defaultSensitivityRange(const ScenarioInputs& inputs, const std::string& key, double fraction = 0.2);

/// Evaluates the scenario with each input at the ends of its range. Ranges are clamped to the
/// field's allowed range; a degenerate range (low = high) gives a zero-swing row. Errors: invalid
/// scenario, unknown key.
Result<SensitivityResult> runSensitivity(const ScenarioInputs& inputs, const Catalog& catalog,
                                         const std::vector<SensitivityRange>& ranges);

} // namespace tf::core
