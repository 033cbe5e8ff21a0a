#pragma once

#include "core/calibration/benchmarkcsv.h"
#include "core/catalog/catalog.h"
#include "core/result.h"
#include "core/scenario.h"

#include <string>
#include <vector>

namespace tf::core {

/// One measured point beside the model's prediction at the same interactivity.
struct MeasuredComparison
{
    int line = 0;           ///< line in the CSV file
    std::string label;      ///< "GB300 NVL72 dynamo-trt conc 2253"
    double tokSPerUser = 0; ///< measured interactivity
    double measuredTokSPerGpuTotal = 0;
    double predictedTokSPerGpuTotal = 0; ///< model frontier at that interactivity (0 = unreachable)
    double relativeError = 0;            ///< predicted / measured - 1 (0 when not predicted)
};

struct MeasuredOverlay
{
    std::vector<MeasuredComparison> points;
    int rowsRead = 0;
    int rowsMatched = 0;       ///< rows for the scenario's hardware, model and precision
    int rowsUnusable = 0;      ///< matched rows without interactivity, throughput or ISL/OSL
    double medianAbsError = 0; ///< median |relativeError| over the predicted points
};

/// Catalog hardware id for a GPU name as benchmark files write it ("H200 SXM", "GB300 NVL72");
/// empty when none matches. Compares letters and digits only, case-insensitively.
std::string matchHardwareId(const std::string& gpuText, const Catalog& catalog);
/// Catalog model id for a model name as benchmark files write it (ids, names and aliases).
std::string matchModelId(const std::string& modelText, const Catalog& catalog);

/// Keeps the rows for the scenario's hardware, model, precision and framework (all rows when
/// `matchScenario` is false; a row that names none of a precision or a known framework is kept)
/// and predicts each with the scenario's model frontier at the row's ISL/OSL and interactivity.
/// Errors: invalid scenario.
Result<MeasuredOverlay> buildMeasuredOverlay(const std::vector<BenchmarkRow>& rows, const ScenarioInputs& inputs,
                                             const Catalog& catalog, bool matchScenario = true);

} // namespace tf::core
