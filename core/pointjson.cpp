#include "core/pointjson.h"

#include <QJsonArray>

namespace tf::core {

QJsonObject pointToJson(const PointMetrics& m)
{
    const OperatingPoint& op = m.op;
    QJsonObject o;
    o.insert(QStringLiteral("batch"), op.batch);
    o.insert(QStringLiteral("tp"), op.tensorParallel);
    o.insert(QStringLiteral("ep"), op.expertParallel);
    o.insert(QStringLiteral("gpus"), op.gpus);
    o.insert(QStringLiteral("max_batch"), op.maxBatch);
    o.insert(QStringLiteral("fits"), op.fits);
    o.insert(QStringLiteral("bound"), QLatin1String(boundId(op.bound)));
    o.insert(QStringLiteral("decode_step_ms"), op.decodeStepMs);
    o.insert(QStringLiteral("tpot_ms"), op.tpotMs);
    o.insert(QStringLiteral("tok_s_user"), op.tokSPerUser);
    o.insert(QStringLiteral("ttft_ms"), op.ttftMs);
    o.insert(QStringLiteral("prefill_ms"), op.prefillMs);
    o.insert(QStringLiteral("tok_s_gpu_output"), op.tokSPerGpuOutput);
    o.insert(QStringLiteral("tok_s_gpu_total"), op.tokSPerGpuTotal);
    o.insert(QStringLiteral("accepted_tokens_per_step"), op.acceptedTokensPerStep);
    o.insert(QStringLiteral("cost_per_mtok_output_usd"), m.costPerMtokOutputUsd);
    o.insert(QStringLiteral("cost_per_mtok_total_usd"), m.costPerMtokTotalUsd);
    o.insert(QStringLiteral("tok_s_mw"), m.tokSPerMw);
    o.insert(QStringLiteral("tok_s_mw_output"), m.tokSPerMwOutput);
    o.insert(QStringLiteral("tok_per_joule"), m.tokPerJoule);
    o.insert(QStringLiteral("tok_per_joule_output"), m.tokPerJouleOutput);
    o.insert(QStringLiteral("memory_gb_per_gpu"), op.memoryGbPerGpu);
    o.insert(QStringLiteral("weights_gb_per_gpu"), op.weightsGbPerGpu);
    o.insert(QStringLiteral("kv_gb_per_gpu"), op.kvGbPerGpu);
    o.insert(QStringLiteral("board_power_w"), op.boardPowerW);
    o.insert(QStringLiteral("prefill_gpu_share"), op.prefillGpuShare);
    o.insert(QStringLiteral("tier"), QLatin1String(tokenTierId(m.tier)));
    o.insert(QStringLiteral("meets_slo"), m.meetsSlo);
    return o;
}

QJsonObject evaluationToJson(const Evaluation& e)
{
    QJsonObject o = pointToJson(e.point);
    o.insert(QStringLiteral("profile"), QString::fromStdString(e.profile.key()));
    o.insert(QStringLiteral("calibrated"), e.profile.calibrated);
    o.insert(QStringLiteral("profile_median_abs_error"),
             e.profile.medianAbsErrorHoldout >= 0 ? e.profile.medianAbsErrorHoldout : e.profile.medianAbsErrorFit);
    o.insert(QStringLiteral("usd_per_gpu_hour"), e.cost.totalUsd);
    QJsonObject breakdown;
    breakdown.insert(QStringLiteral("rental"), e.cost.rentalUsd);
    breakdown.insert(QStringLiteral("capex"), e.cost.capexUsd);
    breakdown.insert(QStringLiteral("power"), e.cost.powerUsd);
    breakdown.insert(QStringLiteral("facility"), e.cost.facilityUsd);
    breakdown.insert(QStringLiteral("other"), e.cost.otherUsd);
    o.insert(QStringLiteral("usd_per_gpu_hour_breakdown"), breakdown);
    o.insert(QStringLiteral("facility_kw_per_gpu"), e.facilityKw);
    o.insert(QStringLiteral("pflops_per_usd_hour"), e.petaflopsPerDollarHour);
    QJsonArray warnings;
    for (const std::string& w : e.warnings)
        warnings.append(QString::fromStdString(w));
    o.insert(QStringLiteral("warnings"), warnings);
    return o;
}

} // namespace tf::core
