#pragma once

#include "core/document/workbook.h"
#include "core/servicelevel.h"

#include <QJsonObject>

#include <string>
#include <vector>

namespace tf::core {

/// One scenario of a comparison at a service level, with its ratios against the baseline
/// (this scenario ÷ baseline; 0 when either side has no figure: unreached or nothing fits).
struct ServiceComparisonRow
{
    std::string name;
    bool baseline = false;
    ServiceLevelChoice choice;
    double tokSPerGpuRatio = 0;  ///< total tok/s/GPU (InferenceX basis)
    double tokSPerMwRatio = 0;   ///< total tok/s per MW of facility power
    double costPerMtokRatio = 0; ///< $/Mtok output
    double goodputRatio = 0;
};

/// The ratio a / b, or 0 when either is missing (<= 0 or not finite): never inf or NaN.
double safeRatio(double a, double b);

/// Ratios of `row` against `base` (both choices at the same service level).
void setRatios(ServiceComparisonRow& row, const ServiceLevelChoice& base);

/// Chooses every scenario's configuration at `level` and its ratios against `records[baseline]`.
/// Errors name the scenario (invalid inputs, nothing fits) or the level.
Result<std::vector<ServiceComparisonRow>> compareAtServiceLevel(const std::vector<ScenarioRecord>& records,
                                                                int baseline, const Catalog& catalog,
                                                                const ServiceLevel& level,
                                                                const ConfigSearchOptions& options = {});

/// The built-in comparison: HGX H200 FP8 (baseline) against GB300 NVL72 FP4 on DeepSeek-R1.
std::vector<ScenarioRecord> defaultComparisonScenarios();
/// The service level the default workbook opens at: equal interactivity at kDefaultTargetTokSPerUser.
ServiceLevel defaultServiceLevel();

/// Workbooks keep the comparison's service level in their chart settings under this key.
inline constexpr const char* kServiceLevelSettingsKey = "service_level";
/// A workbook's stored service level; operating point when it has none (files from before the
/// service level was saved open as they were). An error when the stored object is invalid.
Result<ServiceLevel> serviceLevelOfWorkbook(const WorkbookData& data);
/// A new workbook, still without scenarios: it stores defaultServiceLevel(), so that a file begun
/// by the window or by the CLI's `save` compares its scenarios alike.
WorkbookData newWorkbook();

/// The configuration fields shown for a chosen point: hardware, model, precision, framework, TP,
/// EP, batch, speculative tokens, serving mode.
QJsonObject configurationToJson(const ScenarioInputs& inputs);
/// Service level, every row (configuration, point, goodput, ratios, reached) and, when the pair is
/// the one the cost-per-token article measured, its published figures.
QJsonObject serviceComparisonToJson(const std::vector<ServiceComparisonRow>& rows, const ServiceLevel& level);

} // namespace tf::core
