#pragma once

#include "core/catalog.h"
#include "core/result.h"
#include "core/scenario.h"

#include <string>

namespace tf::core {

/// The cost-per-token article's "iceberg": the input metric buyers compare (peak FLOPS per dollar) beside the
/// output metric that matters (cost per token). A GPU can win the first and lose the second.
struct IcebergRow
{
    std::string hardwareId;
    double petaflopsPerDollarHour = 0; ///< peak dense PFLOPS at the math precision per $/GPU-h
    double costPerMtokOutputUsd = 0;   ///< at the scenario's own operating point
    double tokSPerGpuOutput = 0;
    double pricePerGpuHourUsd = 0; ///< the scenario's $/productive GPU-hour
    bool fits = true;
};

/// Evaluates one scenario for the iceberg view. Errors: invalid scenario.
Result<IcebergRow> icebergRow(const ScenarioInputs& inputs, const Catalog& catalog);

} // namespace tf::core
