#pragma once

#include "core/evaluation.h"
#include "core/servicelevel.h"
#include "ui/chartdata.h"

#include <QString>

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
    bool valid = false;
    QString error;
    int maxBatch = 0; ///< largest batch that fits at the scenario's own TP/EP (0 = weights do not fit),
                      ///< whatever the service level (the chosen configuration's is in series.current)
};

} // namespace tf::ui
