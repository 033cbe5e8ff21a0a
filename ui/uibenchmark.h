#pragma once

#include "core/servicelevel.h"

class QWidget;

namespace tf::ui {

class ChartArea;
class DocumentModel;
class ParameterPanel;
class RecomputeScheduler;

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

/// What the benchmark drives: the window it shows, the document it fills, the slider it drags,
/// the scheduler it flushes and the charts it repaints.
struct UiBenchmarkTarget
{
    QWidget* window = nullptr;
    DocumentModel* document = nullptr;
    ParameterPanel* parameters = nullptr;
    RecomputeScheduler* scheduler = nullptr;
    ChartArea* charts = nullptr;
};

/// The level a benchmark runs a mode at: equal interactivity at the default 50 tok/s/user, best
/// under SLOs at TTFT <= 2 s and >= 50 tok/s/user.
core::ServiceLevel benchmarkServiceLevel(core::ServiceLevelMode mode);

/// The scenario count the benchmark overlays unless told otherwise (the default two plus a B200
/// and an MI355X copy).
inline constexpr int kDefaultBenchmarkScenarios = 4;

/// Overlays at least `scenarios` scenarios (the default two, then copies of the first on other
/// GPUs and, past eight copies, with longer outputs, so no two share inputs), shows the window and
/// drags the GPU price slider of the selected scenario back and forth for `events` positions.
/// After every event every chart repaints at once, with the comparison at
/// `level` (every event then chooses each edited scenario's configuration). The document is left
/// with those scenarios.
UiBenchmarkResult runUiBenchmark(const UiBenchmarkTarget& target, int events, int scenarios,
                                 const core::ServiceLevel& level);

} // namespace tf::ui
