#pragma once

#include "core/evaluation.h"
#include "core/servicelevel.h"
#include "ui/chartdata.h"

#include <QString>

#include <algorithm>

namespace tf::ui {

/// One scenario evaluated for the window: what the charts draw and what the cards, table and
/// status bar show. `valid` is false when the inputs cannot be evaluated (then `error` says why).
/// At a service level other than the operating point, `evaluation` and `series.current` are the
/// chosen configuration (`choice.inputs`), and `series` draws the frontier it was chosen on.
struct ScenarioResult
{
    core::ScenarioInputs inputs; ///< the inputs these results belong to (cache key)
    core::ServiceLevel level;    ///< the service level they were computed at (cache key)
    ScenarioSeries series;
    core::Evaluation evaluation;
    core::ServiceLevelChoice choice;
    core::PointMetrics operatingPoint; ///< the scenario's own inputs, whatever the level
    /// Speculative depth and serving mode of each of series.points when the search varied them
    /// (empty: every point has the scenario's own).
    std::vector<int> pointSpeculativeTokens;
    std::vector<core::ServingMode> pointServing;
    bool valid = false;
    QString error;
    int maxBatch = 0; ///< largest batch that fits at the scenario's own TP/EP (0 = weights do not fit),
                      ///< whatever the service level (the chosen configuration's is in series.current)

    /// At a service level, no configuration reaches it although some run (the closest one is shown,
    /// "not reached"); false where none runs at all ("does not fit") or at the operating point.
    bool levelNotReached() const
    {
        return valid && level.mode != core::ServiceLevelMode::OperatingPoint && !choice.reached &&
               choice.closestTokSPerUser > 0;
    }
    /// Not reached, and no configuration is fast enough per user: the target, or the SLOs'
    /// interactivity or TPOT limit, lies beyond choice.closestTokSPerUser.
    bool interactivityOutOfReach() const
    {
        if (!levelNotReached())
            return false;
        if (level.mode == core::ServiceLevelMode::EqualInteractivity)
            return true;
        const double needed = std::max(level.sloTokSPerUser, level.sloTpotMs > 0 ? 1000.0 / level.sloTpotMs : 0.0);
        return needed > 0 && choice.closestTokSPerUser < needed;
    }
    /// Goodput on the toolbar's token basis, as the throughput figures count it: the total
    /// tok/s/GPU meeting every SLO, or its output tokens' share (of the point shown).
    double goodputShown(bool totalTokens) const
    {
        const core::OperatingPoint& op = series.current.op;
        if (totalTokens)
            return choice.goodputTokSPerGpu;
        return op.tokSPerGpuTotal > 0 ? choice.goodputTokSPerGpu * op.tokSPerGpuOutput / op.tokSPerGpuTotal : 0.0;
    }
    /// Not reached, and no configuration's TTFT is short enough (choice.closestTtftMs is over the limit).
    bool ttftOutOfReach() const
    {
        return levelNotReached() && level.sloTtftMs > 0 && choice.closestTtftMs > level.sloTtftMs;
    }
};

/// The full inputs of sweep point `index` of `result`: its own inputs with that point's batch, TP,
/// EP (and speculative depth and serving mode when the search chose them). The inputs as they are
/// for an index out of range.
inline core::ScenarioInputs configurationOfPoint(const ScenarioResult& result, int index)
{
    core::ScenarioInputs inputs = result.inputs;
    if (index < 0 || index >= static_cast<int>(result.series.points.size()))
        return inputs;
    const core::OperatingPoint& op = result.series.points[static_cast<size_t>(index)].op;
    inputs.batch = op.batch;
    inputs.tensorParallel = op.tensorParallel;
    inputs.expertParallel = op.expertParallel;
    if (index < static_cast<int>(result.pointSpeculativeTokens.size()))
        inputs.speculativeTokens = result.pointSpeculativeTokens[static_cast<size_t>(index)];
    if (index < static_cast<int>(result.pointServing.size()))
        inputs.serving = result.pointServing[static_cast<size_t>(index)];
    return inputs;
}

} // namespace tf::ui
