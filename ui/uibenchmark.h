#pragma once

#include "core/servicelevel.h"

namespace tf::ui {

class MainWindow;

/// Figures of a scripted slider drag: milliseconds from one slider event to every chart repainted.
struct UiBenchmarkResult
{
    double p50Ms = 0;
    double p95Ms = 0;
    double maxMs = 0;
    double meanRecomputeMs = 0; ///< share spent in the model (evaluation + sweep)
    int events = 0;
    int scenarios = 0;
    int undoSteps = 0; ///< undo steps the whole drag produced (1 = merged as it should be)
    core::ServiceLevelMode mode = core::ServiceLevelMode::OperatingPoint;
};

/// The level a benchmark runs a mode at: equal interactivity at the default 50 tok/s/user, best
/// under SLOs at TTFT <= 2 s and >= 50 tok/s/user.
core::ServiceLevel benchmarkServiceLevel(core::ServiceLevelMode mode);

/// Overlays four scenarios (the default two plus a B200 and an MI355X copy), shows the window and
/// drags the GPU price slider of the selected scenario back and forth for `events` positions,
/// forcing each chart to repaint after every event, with the comparison at `level` (every event
/// then chooses each edited scenario's configuration). The window is left with those scenarios.
UiBenchmarkResult runUiBenchmark(MainWindow* window, int events, const core::ServiceLevel& level);

} // namespace tf::ui
