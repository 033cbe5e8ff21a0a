#include "core/servicecomparison.h"

#include "core/pointjson.h"

#include <QJsonArray>

#include <cmath>

namespace tf::core {

double safeRatio(double a, double b)
{
    if (!std::isfinite(a) || !std::isfinite(b) || a <= 0 || b <= 0)
        return 0;
    return a / b;
}

void setRatios(ServiceComparisonRow& row, const ServiceLevelChoice& base)
{
    const bool both = row.choice.reached && base.reached;
    const PointMetrics& a = row.choice.evaluation.point;
    const PointMetrics& b = base.evaluation.point;
    row.tokSPerGpuRatio = both ? safeRatio(a.op.tokSPerGpuTotal, b.op.tokSPerGpuTotal) : 0;
    row.tokSPerMwRatio = both ? safeRatio(a.tokSPerMw, b.tokSPerMw) : 0;
    row.costPerMtokRatio = both ? safeRatio(a.costPerMtokOutputUsd, b.costPerMtokOutputUsd) : 0;
    row.goodputRatio = both ? safeRatio(row.choice.goodputTokSPerGpu, base.goodputTokSPerGpu) : 0;
}

Result<std::vector<ServiceComparisonRow>> compareAtServiceLevel(const std::vector<ScenarioRecord>& records,
                                                                int baseline, const Catalog& catalog,
                                                                const ServiceLevel& level,
                                                                const ConfigSearchOptions& options)
{
    if (records.empty())
        return Error{"no scenarios to compare"};
    if (baseline < 0 || baseline >= static_cast<int>(records.size()))
        baseline = 0;
    std::vector<ServiceComparisonRow> rows;
    for (const ScenarioRecord& record : records) {
        auto choice = chooseConfiguration(record.inputs, catalog, level, options);
        if (!choice)
            return Error{record.name + ": " + choice.error()};
        ServiceComparisonRow row;
        row.name = record.name;
        row.choice = std::move(choice.value());
        rows.push_back(std::move(row));
    }
    rows[static_cast<size_t>(baseline)].baseline = true;
    const ServiceLevelChoice base = rows[static_cast<size_t>(baseline)].choice;
    for (ServiceComparisonRow& row : rows)
        setRatios(row, base);
    return rows;
}

std::vector<ScenarioRecord> defaultComparisonScenarios()
{
    ScenarioRecord hopper;
    hopper.name = "H200 FP8";
    hopper.inputs = defaultHopperScenario();
    hopper.baseline = true;
    ScenarioRecord blackwell;
    blackwell.name = "GB300 NVL72 FP4";
    blackwell.inputs = defaultBlackwellScenario();
    return {hopper, blackwell};
}

ServiceLevel defaultServiceLevel()
{
    ServiceLevel level;
    level.mode = ServiceLevelMode::EqualInteractivity;
    level.targetTokSPerUser = kDefaultTargetTokSPerUser;
    return level;
}

Result<ServiceLevel> serviceLevelOfWorkbook(const WorkbookData& data)
{
    const QJsonValue stored = data.chartSettings.value(QLatin1String(kServiceLevelSettingsKey));
    if (stored.isUndefined())
        return ServiceLevel{};
    if (!stored.isObject())
        return Error{"the workbook's service level is not an object"};
    return serviceLevelFromJson(stored.toObject());
}

WorkbookData newWorkbook()
{
    WorkbookData data;
    data.chartSettings.insert(QLatin1String(kServiceLevelSettingsKey), serviceLevelToJson(defaultServiceLevel()));
    return data;
}

QJsonObject configurationToJson(const ScenarioInputs& inputs)
{
    QJsonObject o;
    o.insert(QStringLiteral("hardware"), QString::fromStdString(inputs.hardwareId));
    o.insert(QStringLiteral("model"), QString::fromStdString(inputs.modelId));
    o.insert(QStringLiteral("precision"), QString::fromStdString(std::string(precisionLabel(inputs.precision))));
    o.insert(QStringLiteral("framework"), QString::fromStdString(inputs.frameworkId));
    o.insert(QStringLiteral("tp"), inputs.tensorParallel);
    o.insert(QStringLiteral("ep"), inputs.expertParallel);
    o.insert(QStringLiteral("batch"), inputs.batch);
    o.insert(QStringLiteral("spec_tokens"), inputs.speculativeTokens);
    o.insert(QStringLiteral("serving"), inputs.serving == ServingMode::Disaggregated ? QStringLiteral("disaggregated")
                                                                                     : QStringLiteral("aggregated"));
    return o;
}

namespace {

QJsonValue ratioJson(double ratio)
{
    return ratio > 0 ? QJsonValue(ratio) : QJsonValue(QJsonValue::Null);
}

QJsonObject rowToJson(const ServiceComparisonRow& row, const ServiceLevel& level)
{
    const ServiceLevelChoice& c = row.choice;
    QJsonObject o;
    o.insert(QStringLiteral("name"), QString::fromStdString(row.name));
    o.insert(QStringLiteral("baseline"), row.baseline);
    o.insert(QStringLiteral("reached"), c.reached);
    if (level.mode == ServiceLevelMode::EqualInteractivity) {
        o.insert(QStringLiteral("above_target"), c.aboveTarget);
        o.insert(QStringLiteral("largest_batch_above_target"), c.largestBatchAboveTarget);
        o.insert(QStringLiteral("frontier_tok_s_gpu_at_target"), c.frontierTokSPerGpuAtTarget);
    }
    o.insert(QStringLiteral("closest_tok_s_user"), c.closestTokSPerUser);
    o.insert(QStringLiteral("closest_ttft_ms"), c.closestTtftMs);
    o.insert(QStringLiteral("configurations_searched"), c.configurations);
    o.insert(QStringLiteral("configuration"), configurationToJson(c.inputs));
    o.insert(QStringLiteral("point"), evaluationToJson(c.evaluation));
    o.insert(QStringLiteral("revenue"), revenueToJson(c.inputs, c.evaluation));
    o.insert(QStringLiteral("goodput_tok_s_gpu"), c.goodputTokSPerGpu);
    o.insert(QStringLiteral("inputs"), inputsToJson(c.inputs));
    QJsonObject ratios;
    ratios.insert(QStringLiteral("tok_s_gpu"), ratioJson(row.tokSPerGpuRatio));
    ratios.insert(QStringLiteral("tok_s_mw"), ratioJson(row.tokSPerMwRatio));
    ratios.insert(QStringLiteral("cost_per_mtok_output"), ratioJson(row.costPerMtokRatio));
    ratios.insert(QStringLiteral("goodput"), ratioJson(row.goodputRatio));
    o.insert(QStringLiteral("ratios_vs_baseline"), ratios);
    return o;
}

} // namespace

QJsonObject serviceComparisonToJson(const std::vector<ServiceComparisonRow>& rows, const ServiceLevel& level)
{
    QJsonObject root;
    root.insert(QStringLiteral("service_level"), serviceLevelToJson(level));
    QJsonArray list;
    const ServiceComparisonRow* base = nullptr;
    for (const ServiceComparisonRow& row : rows) {
        list.append(rowToJson(row, level));
        if (row.baseline)
            base = &row;
    }
    root.insert(QStringLiteral("scenarios"), list);
    if (base)
        root.insert(QStringLiteral("baseline"), QString::fromStdString(base->name));
    for (const ServiceComparisonRow& row : rows) {
        if (!base || row.baseline)
            continue;
        const PublishedComparison* article = publishedComparisonFor(base->choice.inputs, row.choice.inputs, level);
        if (!article) {
            QJsonArray differences;
            for (const std::string& difference :
                 publishedComparisonDifferences(base->choice.inputs, row.choice.inputs, level))
                differences.append(QString::fromStdString(difference));
            if (!differences.isEmpty())
                root.insert(QStringLiteral("published_reference_not_shown"), differences);
            continue;
        }
        QJsonObject ref;
        ref.insert(QStringLiteral("source"), QStringLiteral("the cost-per-token article"));
        ref.insert(QStringLiteral("compared"), QString::fromStdString(row.name));
        ref.insert(QStringLiteral("tok_s_gpu"), article->tokSPerGpuRatio);
        ref.insert(QStringLiteral("tok_s_mw"), article->tokSPerMwRatio);
        ref.insert(QStringLiteral("cost_per_mtok"), article->costPerMtokRatio);
        ref.insert(QStringLiteral("baseline_tok_s_gpu"), article->baselineTokSPerGpu);
        ref.insert(QStringLiteral("compared_tok_s_gpu"), article->comparedTokSPerGpu);
        ref.insert(QStringLiteral("baseline_tok_s_mw"), article->baselineTokSPerMw);
        ref.insert(QStringLiteral("compared_tok_s_mw"), article->comparedTokSPerMw);
        ref.insert(QStringLiteral("baseline_usd_per_mtok"), article->baselineUsdPerMtok);
        ref.insert(QStringLiteral("compared_usd_per_mtok"), article->comparedUsdPerMtok);
        root.insert(QStringLiteral("published_reference"), ref);
        break;
    }
    return root;
}

} // namespace tf::core
