#pragma once

#include "core/evaluation.h"

#include <vector>

namespace tf::core {

/// The batch values a sweep may try per parallelism: at least two (batch 1 and the memory
/// limit), at most kMaxBatchPoints (beyond it a chart cannot show the difference).
inline constexpr int kMinBatchPoints = 2;
inline constexpr int kMaxBatchPoints = 100000;

struct SweepOptions
{
    bool sweepParallelism = true; ///< false: only the scenario's own TP/EP
    int maxBatchPoints = 40; ///< batch values per parallelism (geometric from 1 to capacity), kMin..kMaxBatchPoints
};

/// The operating points of a scenario across batch x TP (x EP for MoE) and their upper-left
/// Pareto frontier: the most tok/s/GPU for each tok/s/user.
struct SweepResult
{
    std::vector<PointMetrics> points; ///< only points that fit in memory
    std::vector<int> frontier;        ///< indices into points, by increasing tok/s/user
    int configurations = 0;           ///< (TP, EP) pairs tried
};

/// Batch values 1..maxBatch on a roughly geometric grid, always including 1 and maxBatch.
/// Writes at most `capacity` values into `out` and returns how many.
int batchGrid(int maxBatch, int maxPoints, int* out, int capacity);
/// The same grid as a list: at most maxPoints values (maxPoints >= 1).
std::vector<int> batchGrid(int maxBatch, int maxPoints);

/// (TP, EP) pairs worth sweeping on this hardware for this model.
std::vector<std::pair<int, int>> parallelismOptions(const Hardware& hw, const LlmModel& model);

/// One parallel layout: TP x EP inside a pipeline stage, PP stages.
struct ParallelLayout
{
    int tensorParallel = 1;
    int expertParallel = 1;
    int pipelineParallel = 1;
    bool operator==(const ParallelLayout&) const = default;
};
/// Layouts spanning `nodes` scale-up domains (nodes >= 2) on hardware whose domain is one server
/// (at most 8 GPUs): TP inside a node with EP across all nodes (MoE, data-parallel attention), and
/// one pipeline stage per node. Empty for rack-scale domains, which already span a rack.
std::vector<ParallelLayout> multiNodeLayouts(const Hardware& hw, const LlmModel& model, int nodes);
/// What a sweep of `base` tries: parallelismOptions() at the scenario's PP, then multi-node
/// layouts up to `maxNodes` nodes; with maxNodes = 1, multi-node layouts only when nothing fits
/// one node, on the fewest nodes (2, 4, 8) that hold the weights.
std::vector<ParallelLayout> layoutsToSweep(const EvaluationContext& base);

/// Sweeps and finds the frontier. An error if the inputs are invalid, maxBatchPoints is outside
/// kMinBatchPoints..kMaxBatchPoints, or nothing fits.
Result<SweepResult> sweepScenario(const ScenarioInputs& inputs, const Catalog& catalog,
                                  const SweepOptions& options = {});

/// Indices of the Pareto-optimal points (max throughput for each interactivity), ascending
/// interactivity. Uses total tok/s/GPU; output is proportional within one workload.
std::vector<int> paretoFrontier(const std::vector<PointMetrics>& points);

/// Best point meeting the scenario's SLOs (goodput), or -1 if none does.
int bestGoodputIndex(const std::vector<PointMetrics>& points);

} // namespace tf::core
