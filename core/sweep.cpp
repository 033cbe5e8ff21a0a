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

std::vector<ParallelLayout> multiNodeLayouts(const Hardware& hw, const LlmModel& model, int nodes)
{
    // HGX-class servers: 8 GPUs on NVLink, nodes joined by the RDMA scale-out network.
    constexpr int kServerGpus = 8;
    std::vector<ParallelLayout> layouts;
    if (nodes < 2 || hw.scaleUpGpus > kServerGpus)
        return layouts;
    const int tp = std::min(hw.scaleUpGpus, model.attentionHeads);
    // TP over every node (SGLang's and vLLM's "--tp 16 --nnodes 2"): all-reduces cross the scale-out network.
    if (nodes * hw.scaleUpGpus <= model.attentionHeads)
        layouts.push_back({nodes * hw.scaleUpGpus, 1, 1});
    if (model.isMoe()) {
        const int ep = std::min(nodes * hw.scaleUpGpus, model.experts);
        layouts.push_back({tp, ep, 1});
        layouts.push_back({1, ep, 1});
        layouts.push_back({tp, std::min(hw.scaleUpGpus, model.experts), nodes});
    } else {
        layouts.push_back({tp, 1, nodes});
    }
    if (nodes <= model.layers)
        return layouts;
    layouts.erase(
        std::remove_if(layouts.begin(), layouts.end(), [](const ParallelLayout& l) { return l.pipelineParallel > 1; }),
        layouts.end());
    return layouts;
}

std::vector<ParallelLayout> layoutsToSweep(const EvaluationContext& base)
{
    const Hardware& hw = *base.prepared.config.hardware;
    const LlmModel& model = *base.prepared.config.model;
    std::vector<ParallelLayout> layouts;
    for (const auto& [tp, ep] : parallelismOptions(hw, model))
        layouts.push_back({tp, ep, base.inputs.pipelineParallel});
    const int maxNodes = base.inputs.maxNodes;
    if (maxNodes > 1) {
        for (int nodes = 2; nodes <= maxNodes; nodes *= 2) {
            for (const ParallelLayout& l : multiNodeLayouts(hw, model, nodes))
                layouts.push_back(l);
        }
        return layouts;
    }
    // One node unless nothing fits there: then the fewest nodes that hold the weights.
    const auto fits = [&](const ParallelLayout& l) {
        return makeContextFor(base, l.tensorParallel, l.expertParallel, l.pipelineParallel).prepared.maxBatch > 0;
    };
    if (std::any_of(layouts.begin(), layouts.end(), fits))
        return layouts;
    constexpr int kFallbackMaxNodes = 8;
    for (int nodes = 2; nodes <= kFallbackMaxNodes; nodes *= 2) {
        const std::vector<ParallelLayout> wider = multiNodeLayouts(hw, model, nodes);
        if (std::any_of(wider.begin(), wider.end(), fits)) {
            layouts.insert(layouts.end(), wider.begin(), wider.end());
            break;
        }
    }
    return layouts;
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

    std::vector<ParallelLayout> configs;
    if (options.sweepParallelism)
        configs = layoutsToSweep(*base);
    else
        configs.push_back({inputs.tensorParallel, model.isMoe() ? inputs.expertParallel : 1, inputs.pipelineParallel});

    SweepResult result;
    result.points.reserve(configs.size() * static_cast<size_t>(options.maxBatchPoints + 1));
    for (const ParallelLayout& l : configs) {
        sweepContext(makeContextFor(*base, l.tensorParallel, l.expertParallel, l.pipelineParallel),
                     options.maxBatchPoints, result.points);
        ++result.configurations;
    }
    if (result.points.empty())
        return Error{"nothing fits: " + model.name + " does not fit on " + hw.name + " at " +
                     std::string(precisionLabel(inputs.precision)) + " with any parallelism tried"};
    result.frontier = paretoFrontier(result.points);
    return result;
}

} // namespace tf::core
