#pragma once

#include "core/catalog/catalog.h"
#include "core/evaluation.h"
#include "core/result.h"
#include "core/servicelevel.h"

#include <QJsonObject>

#include <string>
#include <vector>

namespace tf::core {

/// One headline figure a snapshot keeps as it was presented.
struct OutputMetric
{
    const char* id;    ///< key in the stored JSON, e.g. "cost_per_mtok_output_usd"
    const char* label; ///< English label with its unit (the UI translates it)
};

/// The figures a snapshot stores, in the order every view lists them: $/Mtok (output, total),
/// tok/s/GPU (total, output), tok/s/user, TTFT, tok/s/MW, tok/J, $/GPU-hour.
const std::vector<OutputMetric>& outputMetrics();

/// The outputs of a scenario as they were shown: its headline figures at the comparison's service
/// level (at the configuration chosen for it), and that level. Values are finite and >= 0, one per
/// outputMetrics() entry, in that order.
struct PresentedOutputs
{
    bool stored = false; ///< false: taken before workbooks kept outputs (format 2): inputs only
    ServiceLevel level;
    bool reached = true; ///< the configuration met the level (false: the closest one is shown)
    std::vector<double> values;

    bool operator==(const PresentedOutputs&) const = default;
};

/// The figures of `evaluation` (the configuration shown for a scenario) at `level`.
PresentedOutputs presentedOutputs(const Evaluation& evaluation, const ServiceLevel& level, bool reached);

/// What today's model computes for `inputs` at `level`: the configuration chooseConfiguration()
/// picks, evaluated. An error when the inputs cannot be evaluated or nothing fits.
Result<PresentedOutputs> computeOutputs(const ScenarioInputs& inputs, const Catalog& catalog,
                                        const ServiceLevel& level);

/// Whether every figure agrees to `relativeTolerance` (levels and reach equal too).
bool sameFigures(const PresentedOutputs& a, const PresentedOutputs& b, double relativeTolerance = 1e-9);

/// {"service_level": {...}, "reached": bool, "figures": {"<id>": value, ...}}; empty when not stored.
QJsonObject presentedOutputsToJson(const PresentedOutputs& outputs);
/// The reverse. An empty object is "not stored". Unknown or missing figures, values that are not
/// finite numbers >= 0, and invalid levels are errors (a file may not pass off made-up figures as
/// partial ones).
Result<PresentedOutputs> presentedOutputsFromJson(const QJsonObject& object);

} // namespace tf::core
