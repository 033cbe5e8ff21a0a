#include "core/analysis/analysismetric.h"

#include <algorithm>

#include <QtGlobal>

namespace tf::core {

namespace {

struct MetricName
{
    AnalysisMetric metric;
    const char* id;
    const char* label;
};

constexpr MetricName kMetricNames[] = {
    {AnalysisMetric::CostPerMtokOutputUsd, "cost_per_mtok_output",
     QT_TRANSLATE_NOOP("tf::core::AnalysisMetric", "Cost per Mtok output ($)")},
    {AnalysisMetric::CostPerMtokTotalUsd, "cost_per_mtok_total",
     QT_TRANSLATE_NOOP("tf::core::AnalysisMetric", "Cost per Mtok total ($)")},
    {AnalysisMetric::TokSPerUser, "tok_s_user",
     QT_TRANSLATE_NOOP("tf::core::AnalysisMetric", "Interactivity (tok/s/user)")},
    {AnalysisMetric::TokSPerGpuOutput, "tok_s_gpu_output",
     QT_TRANSLATE_NOOP("tf::core::AnalysisMetric", "Output tok/s per GPU")},
    {AnalysisMetric::TokSPerGpuTotal, "tok_s_gpu",
     QT_TRANSLATE_NOOP("tf::core::AnalysisMetric", "Total tok/s per GPU")},
    {AnalysisMetric::TtftMs, "ttft_ms", QT_TRANSLATE_NOOP("tf::core::AnalysisMetric", "TTFT (ms)")},
    {AnalysisMetric::GpuHourUsd, "gpu_hour_usd",
     QT_TRANSLATE_NOOP("tf::core::AnalysisMetric", "Cost per productive GPU-hour ($)")},
    {AnalysisMetric::TokSPerMw, "tok_s_mw", QT_TRANSLATE_NOOP("tf::core::AnalysisMetric", "Total tok/s per MW")},
};

} // namespace

const char* analysisMetricId(AnalysisMetric metric)
{
    for (const MetricName& n : kMetricNames) {
        if (n.metric == metric)
            return n.id;
    }
    return "cost_per_mtok_output";
}

const char* analysisMetricLabel(AnalysisMetric metric)
{
    for (const MetricName& n : kMetricNames) {
        if (n.metric == metric)
            return n.label;
    }
    return "";
}

std::optional<AnalysisMetric> parseAnalysisMetric(const std::string& id)
{
    std::string key = id;
    std::replace(key.begin(), key.end(), '-', '_');
    if (key == "cost")
        return AnalysisMetric::CostPerMtokOutputUsd;
    if (key == "gpu_hour")
        return AnalysisMetric::GpuHourUsd;
    if (key == "tok_s_gpu_total")
        return AnalysisMetric::TokSPerGpuTotal;
    for (const MetricName& n : kMetricNames) {
        if (key == n.id)
            return n.metric;
    }
    return std::nullopt;
}

const std::vector<AnalysisMetric>& analysisMetrics()
{
    static const std::vector<AnalysisMetric> all = [] {
        std::vector<AnalysisMetric> v;
        for (const MetricName& n : kMetricNames)
            v.push_back(n.metric);
        return v;
    }();
    return all;
}

double analysisMetricValue(AnalysisMetric metric, const PointMetrics& point, const EvaluationContext& context)
{
    switch (metric) {
    case AnalysisMetric::CostPerMtokOutputUsd:
        return point.costPerMtokOutputUsd;
    case AnalysisMetric::CostPerMtokTotalUsd:
        return point.costPerMtokTotalUsd;
    case AnalysisMetric::TokSPerUser:
        return point.op.tokSPerUser;
    case AnalysisMetric::TokSPerGpuOutput:
        return point.op.tokSPerGpuOutput;
    case AnalysisMetric::TokSPerGpuTotal:
        return point.op.tokSPerGpuTotal;
    case AnalysisMetric::TtftMs:
        return point.op.ttftMs;
    case AnalysisMetric::GpuHourUsd:
        return context.cost.totalUsd;
    case AnalysisMetric::TokSPerMw:
        return point.tokSPerMw;
    }
    return 0;
}

int largestBatchAtInteractivity(const EvaluationContext& context, double minTokSPerUser)
{
    const int maxBatch = context.prepared.maxBatch;
    if (maxBatch < 1 || evaluate(context.prepared, 1).tokSPerUser < minTokSPerUser)
        return 0;
    int good = 1;
    int bad = maxBatch + 1;
    while (bad - good > 1) {
        const int mid = good + (bad - good) / 2;
        if (evaluate(context.prepared, mid).tokSPerUser >= minTokSPerUser)
            good = mid;
        else
            bad = mid;
    }
    return good;
}

} // namespace tf::core
