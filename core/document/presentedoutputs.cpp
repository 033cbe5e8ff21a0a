#include "core/document/presentedoutputs.h"

#include <QJsonValue>

#include <cmath>

namespace tf::core {

namespace {

const QString kLevelKey = QStringLiteral("service_level");
const QString kReachedKey = QStringLiteral("reached");
const QString kFiguresKey = QStringLiteral("figures");

} // namespace

const std::vector<OutputMetric>& outputMetrics()
{
    static const std::vector<OutputMetric> metrics = {
        {"cost_per_mtok_output_usd", "$/Mtok (output)"},
        {"cost_per_mtok_total_usd", "$/Mtok (total)"},
        {"tok_s_gpu_total", "tok/s/GPU (total)"},
        {"tok_s_gpu_output", "tok/s/GPU (output)"},
        {"tok_s_user", "tok/s/user"},
        {"ttft_ms", "TTFT (ms)"},
        {"tok_s_mw", "tok/s/MW (total)"},
        {"tok_per_joule", "tok/J (total)"},
        {"usd_per_gpu_hour", "$/GPU-h"},
    };
    return metrics;
}

PresentedOutputs presentedOutputs(const Evaluation& evaluation, const ServiceLevel& level, bool reached)
{
    const PointMetrics& p = evaluation.point;
    PresentedOutputs outputs;
    outputs.stored = true;
    outputs.level = level;
    outputs.reached = reached;
    // Same order as outputMetrics(). A figure that cannot exist (nothing fits) is kept as 0, the
    // way every view shows "does not fit" rather than inf.
    outputs.values = {p.costPerMtokOutputUsd,  p.costPerMtokTotalUsd, p.op.tokSPerGpuTotal, p.op.tokSPerGpuOutput,
                      p.op.tokSPerUser,        p.op.ttftMs,           p.tokSPerMw,          p.tokPerJoule,
                      evaluation.cost.totalUsd};
    for (double& v : outputs.values) {
        if (!std::isfinite(v) || v < 0)
            v = 0;
    }
    return outputs;
}

Result<PresentedOutputs> computeOutputs(const ScenarioInputs& inputs, const Catalog& catalog, const ServiceLevel& level)
{
    auto choice = chooseConfiguration(inputs, catalog, level);
    if (!choice)
        return Error{choice.error()};
    return presentedOutputs(choice->evaluation, level, choice->reached);
}

bool sameFigures(const PresentedOutputs& a, const PresentedOutputs& b, double relativeTolerance)
{
    if (a.stored != b.stored || !(a.level == b.level) || a.reached != b.reached || a.values.size() != b.values.size())
        return false;
    for (size_t i = 0; i < a.values.size(); ++i) {
        const double scale = std::max(std::abs(a.values[i]), std::abs(b.values[i]));
        if (std::abs(a.values[i] - b.values[i]) > relativeTolerance * scale)
            return false;
    }
    return true;
}

QJsonObject presentedOutputsToJson(const PresentedOutputs& outputs)
{
    if (!outputs.stored)
        return {};
    QJsonObject figures;
    const auto& metrics = outputMetrics();
    for (size_t i = 0; i < metrics.size() && i < outputs.values.size(); ++i)
        figures.insert(QLatin1String(metrics[i].id), outputs.values[i]);
    return {{kLevelKey, serviceLevelToJson(outputs.level)}, {kReachedKey, outputs.reached}, {kFiguresKey, figures}};
}

Result<PresentedOutputs> presentedOutputsFromJson(const QJsonObject& object)
{
    PresentedOutputs outputs;
    if (object.isEmpty())
        return outputs;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() != kLevelKey && it.key() != kReachedKey && it.key() != kFiguresKey)
            return Error{"stored outputs hold an unknown key '" + it.key().left(40).toStdString() + "'"};
    }
    if (!object.value(kLevelKey).isObject() || !object.value(kReachedKey).isBool() ||
        !object.value(kFiguresKey).isObject())
        return Error{"stored outputs need a service level, a reached flag and figures"};
    auto level = serviceLevelFromJson(object.value(kLevelKey).toObject());
    if (!level)
        return Error{"stored outputs: " + level.error()};
    const QJsonObject figures = object.value(kFiguresKey).toObject();
    const auto& metrics = outputMetrics();
    if (figures.size() != static_cast<qsizetype>(metrics.size()))
        return Error{"stored outputs hold " + std::to_string(figures.size()) + " figures instead of " +
                     std::to_string(metrics.size())};
    for (const OutputMetric& metric : metrics) {
        const QJsonValue value = figures.value(QLatin1String(metric.id));
        if (!value.isDouble() || !std::isfinite(value.toDouble()) || value.toDouble() < 0)
            return Error{std::string("stored figure ") + metric.id + " is not a finite number >= 0"};
        outputs.values.push_back(value.toDouble());
    }
    outputs.stored = true;
    outputs.level = *level;
    outputs.reached = object.value(kReachedKey).toBool();
    return outputs;
}

} // namespace tf::core
