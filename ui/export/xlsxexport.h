#pragma once

#include "core/catalog/catalog.h"
#include "core/result.h"
#include "ui/scenarioresult.h"

#include <QString>

#include <vector>

namespace tf::ui {

/// A workbook an analyst keeps working in, written atomically to `path`:
///  - "Inputs": one column per scenario, one row per input (label and unit in column A), raw numbers;
///  - "Results": one row per scenario; the GPU-hour price of a rented scenario, power per GPU, cost
///    per Mtok, tok/s/MW, token revenue, margin, break-even output price and the ratios to the
///    scenario at `baselineIndex` (none when it is out of range) are live formulas of the Inputs
///    and throughput cells, so editing a price recomputes the costs;
///  - "Multi-year": per owned scenario and per GPU, capex, opex, revenue and residual value by year,
///    net, cumulative and present value as formulas (at the cost-of-capital cell), NPV and payback.
/// Every formula also carries the figure core computed, for readers that do not recalculate.
core::Status exportXlsx(const std::vector<ScenarioResult>& results, int baselineIndex, const core::Catalog& catalog,
                        const QString& path);

} // namespace tf::ui
