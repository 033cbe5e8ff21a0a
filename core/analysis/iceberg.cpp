#include "core/analysis/iceberg.h"

#include "core/evaluation.h"

namespace tf::core {

Result<IcebergRow> icebergRow(const ScenarioInputs& inputs, const Catalog& catalog)
{
    auto evaluation = evaluateScenario(inputs, catalog);
    if (!evaluation)
        return Error{evaluation.error()};
    IcebergRow row;
    row.hardwareId = inputs.hardwareId;
    row.petaflopsPerDollarHour = evaluation->petaflopsPerDollarHour;
    row.costPerMtokOutputUsd = evaluation->point.costPerMtokOutputUsd;
    row.costPerMtokTotalUsd = evaluation->point.costPerMtokTotalUsd;
    row.tokSPerGpuOutput = evaluation->point.op.tokSPerGpuOutput;
    row.tokSPerMw = evaluation->point.tokSPerMw;
    row.tokSPerMwOutput = evaluation->point.tokSPerMwOutput;
    row.pricePerGpuHourUsd = evaluation->cost.totalUsd;
    row.fits = evaluation->point.op.fits && row.tokSPerGpuOutput > 0;
    return row;
}

} // namespace tf::core
