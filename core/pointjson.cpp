#include "core/pointjson.h"

#include "core/revenue.h"

#include <QJsonArray>

namespace tf::core {

namespace {

/// Inserts each visited field into a JSON object.
struct JsonObjectFields
{
    QJsonObject& object;
    void operator()(const char* key, double value) { object.insert(QLatin1String(key), value); }
    void operator()(const char* key, int value) { object.insert(QLatin1String(key), value); }
    void operator()(const char* key, bool value) { object.insert(QLatin1String(key), value); }
    void operator()(const char* key, const char* value) { object.insert(QLatin1String(key), QLatin1String(value)); }
};

} // namespace

QJsonObject pointToJson(const PointMetrics& m)
{
    QJsonObject o;
    visitPointFields(m, JsonObjectFields{o});
    return o;
}

QJsonObject evaluationToJson(const Evaluation& e)
{
    QJsonObject o = pointToJson(e.point);
    o.insert(QStringLiteral("profile"), QString::fromStdString(e.profile.key()));
    o.insert(QStringLiteral("calibrated"), e.profile.calibrated);
    // Null when nothing is known (an unmeasured pair of a catalog without held-out figures).
    const double error = e.profile.medianAbsErrorKnown();
    o.insert(QStringLiteral("profile_median_abs_error"), error >= 0 ? QJsonValue(error) : QJsonValue());
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
    for (const Warning& w : e.warnings)
        warnings.append(QString::fromStdString(englishText(w)));
    o.insert(QStringLiteral("warnings"), warnings);
    return o;
}

QJsonObject revenueToJson(const ScenarioInputs& inputs, const Evaluation& evaluation)
{
    const TokenRevenue r = tokenRevenue(inputs, evaluation.point, evaluation.cost);
    QJsonObject o;
    o.insert(QStringLiteral("revenue_usd_per_gpu_hour"), r.revenueUsdPerGpuHour);
    o.insert(QStringLiteral("revenue_usd_per_mtok_total"), r.revenueUsdPerMtokTotal);
    o.insert(QStringLiteral("margin_usd_per_gpu_hour"), r.marginUsdPerGpuHour);
    o.insert(QStringLiteral("margin_usd_per_mtok_total"), r.marginUsdPerMtokTotal);
    o.insert(QStringLiteral("margin_usd_per_mtok_output"), r.marginUsdPerMtokOutput);
    o.insert(QStringLiteral("margin_percent"), r.hasRevenue() ? QJsonValue(r.marginPercent) : QJsonValue());
    o.insert(QStringLiteral("break_even_output_usd_per_mtok"), r.breakEvenOutputUsdPerMtok);
    o.insert(QStringLiteral("input_alone_covers_cost"), r.inputAloneCoversCost);
    o.insert(QStringLiteral("cost_per_mtok_input_usd"), costPerMtokInputUsd(evaluation.point, evaluation.cost));
    return o;
}

} // namespace tf::core
