#include "core/sweep.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tf::core {

int batchGrid(int maxBatch, int maxPoints, int* out, int capacity)
{
    if (maxBatch < 1 || capacity < 1)
        return 0;
    const int limit = std::min(maxPoints, capacity);
    int count = 0;
    if (maxBatch <= limit) {
        for (int b = 1; b <= maxBatch; ++b)
            out[count++] = b;
        return count;
    }
    const double ratio = std::pow(static_cast<double>(maxBatch), 1.0 / (limit - 1));
    double value = 1.0;
    int last = 0;
    for (int i = 0; i < limit && count < limit; ++i, value *= ratio) {
        const int b = (i == limit - 1) ? maxBatch : std::max(last + 1, static_cast<int>(std::lround(value)));
        if (b > maxBatch)
            break;
        out[count++] = b;
        last = b;
    }
    if (out[count - 1] != maxBatch && count < capacity)
        out[count++] = maxBatch;
    return count;
}

std::vector<int> batchGrid(int maxBatch, int maxPoints)
{
    std::vector<int> grid(static_cast<size_t>(std::max(1, std::min(maxPoints, std::max(maxBatch, 1)))));
    grid.resize(static_cast<size_t>(batchGrid(maxBatch, maxPoints, grid.data(), static_cast<int>(grid.size()))));
    return grid;
}

std::vector<std::pair<int, int>> parallelismOptions(const Hardware& hw, const LlmModel& model)
{
    std::vector<std::pair<int, int>> options;
    for (int tp = 1; tp <= std::min(8, hw.scaleUpGpus); tp *= 2) {
        if (tp > model.attentionHeads)
            break;
        options.emplace_back(tp, 1);
        if (!model.isMoe())
            continue;
        // Expert parallel across the TP group and beyond it with data-parallel attention.
        for (int ep = tp; ep <= hw.scaleUpGpus && ep <= model.experts; ep *= 2) {
            if (ep > 1)
                options.emplace_back(tp, ep);
        }
    }
    return options;
}

std::vector<int> paretoFrontier(const std::vector<PointMetrics>& points)
{
    std::vector<int> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        if (points[a].op.tokSPerUser != points[b].op.tokSPerUser)
            return points[a].op.tokSPerUser > points[b].op.tokSPerUser;
        return points[a].op.tokSPerGpuTotal > points[b].op.tokSPerGpuTotal;
    });
    std::vector<int> frontier;
    double best = -1;
    for (int i : order) {
        if (points[i].op.tokSPerGpuTotal > best) {
            frontier.push_back(i);
            best = points[i].op.tokSPerGpuTotal;
        }
    }
    std::reverse(frontier.begin(), frontier.end());
    return frontier;
}

int bestGoodputIndex(const std::vector<PointMetrics>& points)
{
    int best = -1;
    for (int i = 0; i < static_cast<int>(points.size()); ++i) {
        if (points[i].meetsSlo && (best < 0 || points[i].op.tokSPerGpuTotal > points[best].op.tokSPerGpuTotal))
            best = i;
    }
    return best;
}

namespace {

/// Appends the points of one context's batch grid that produce tokens.
void sweepContext(const EvaluationContext& context, int maxBatchPoints, std::vector<PointMetrics>& points)
{
    const std::vector<int> grid = batchGrid(context.prepared.maxBatch, maxBatchPoints);
    const size_t first = points.size();
    points.resize(first + grid.size());
    evaluatePoints(context, grid, std::span<PointMetrics>(points).subspan(first));
    const auto producing = std::remove_if(points.begin() + static_cast<std::ptrdiff_t>(first), points.end(),
                                          [](const PointMetrics& m) { return !(m.op.tokSPerGpuTotal > 0); });
    points.erase(producing, points.end());
}

} // namespace

Result<SweepResult> sweepScenario(const ScenarioInputs& inputs, const Catalog& catalog, const SweepOptions& options)
{
    if (options.maxBatchPoints < kMinBatchPoints || options.maxBatchPoints > kMaxBatchPoints)
        return Error{"batch points per parallelism must be " + std::to_string(kMinBatchPoints) + " .. " +
                     std::to_string(kMaxBatchPoints) + ", not " + std::to_string(options.maxBatchPoints)};
    auto base = makeContext(inputs, catalog);
    if (!base)
        return Error{base.error()};
    const Hardware& hw = *base->prepared.config.hardware;
    const LlmModel& model = *base->prepared.config.model;

    std::vector<std::pair<int, int>> configs;
    if (options.sweepParallelism)
        configs = parallelismOptions(hw, model);
    else
        configs.emplace_back(inputs.tensorParallel, model.isMoe() ? inputs.expertParallel : 1);

    SweepResult result;
    result.points.reserve(configs.size() * static_cast<size_t>(options.maxBatchPoints + 1));
    for (const auto& [tp, ep] : configs) {
        sweepContext(makeContextFor(*base, tp, ep), options.maxBatchPoints, result.points);
        ++result.configurations;
    }
    if (result.points.empty())
        return Error{"nothing fits: " + model.name + " does not fit on " + hw.name + " at " +
                     std::string(precisionLabel(inputs.precision)) + " with any parallelism tried"};
    result.frontier = paretoFrontier(result.points);
    return result;
}

} // namespace tf::core
