#pragma once

#include "core/catalog/catalog.h"
#include "core/result.h"
#include "core/scenario.h"

#include <string>

namespace tf::core {

/// The cost-per-token article's "iceberg": the input metric buyers compare (peak FLOPS per dollar), visible
/// above the waterline, beside the output metrics that decide the economics below it (cost per token,
/// tokens per MW). A GPU can win the first and lose the others.
struct IcebergRow
{
    std::string hardwareId;
    double petaflopsPerDollarHour = 0; ///< peak dense PFLOPS at the math precision per $/GPU-h
    double costPerMtokOutputUsd = 0;   ///< at the scenario's own operating point
    double costPerMtokTotalUsd = 0;    ///< the same GPU-hour over every token, input and output
    double tokSPerGpuOutput = 0;
    double tokSPerMw = 0;          ///< total tokens (InferenceX basis) per MW of all-in facility power
    double tokSPerMwOutput = 0;    ///< output tokens only
    double pricePerGpuHourUsd = 0; ///< the scenario's $/productive GPU-hour
    bool fits = true;
};

/// Evaluates one scenario for the iceberg view. Errors: invalid scenario.
Result<IcebergRow> icebergRow(const ScenarioInputs& inputs, const Catalog& catalog);

} // namespace tf::core
