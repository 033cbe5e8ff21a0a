#pragma once

#include "core/evaluation.h"
#include "ui/chartdata.h"

#include <QString>

namespace tf::ui {

/// One scenario evaluated for the window: what the charts draw and what the cards, table and
/// status bar show. `valid` is false when the inputs cannot be evaluated (then `error` says why).
struct ScenarioResult
{
    core::ScenarioInputs inputs; ///< the inputs these results belong to (cache key)
    ScenarioSeries series;
    core::Evaluation evaluation;
    bool valid = false;
    QString error;
    int maxBatch = 0; ///< largest batch that fits at the scenario's own TP/EP (0 = weights do not fit)
};

} // namespace tf::ui
