#pragma once

#include "core/economics.h"
#include "core/evaluation.h"

#include <QColor>
#include <QString>

#include <vector>

namespace tf::ui {

/// A measured benchmark point drawn beside the model's curve (imported CSV).
struct MeasuredPoint
{
    double tokSPerUser = 0;
    double tokSPerGpuTotal = 0;
    double predictedTokSPerGpuTotal = 0; ///< model at the same interactivity (0 = unknown)
    QString label;                       ///< e.g. "H200 sglang conc 64"
};

/// One scenario's data for every chart: its sweep, its frontier and its own operating point.
/// Built by the window from core results; charts only draw it (views never compute economics).
struct ScenarioSeries
{
    QString name;
    QColor colour;
    bool baseline = false;
    std::vector<core::PointMetrics> points; ///< sweep points that fit in memory
    std::vector<int> frontier;              ///< indices into points, ascending tok/s/user
    core::PointMetrics current;             ///< the scenario's own batch/TP/EP, or the configuration chosen
    bool currentFits = true;                ///< false: does not fit, or the service level is not reached
    bool invalidInputs = false;             ///< inputs the model cannot take (an unknown id): no figures
    QString currentNote;                    ///< what the marker is ("chosen for 50 tok/s/user", "unreachable ...")
    /// At a service level, the scenario's own inputs where the comparison shows another configuration:
    /// drawn as a hollow ring, so that an edit of the batch or the layout moves something on screen.
    core::PointMetrics asSet;
    bool asSetShown = false;
    core::GpuHourCost cost; ///< $/GPU-h build-up
    double facilityKwPerGpu = 0;
    double petaflopsPerDollarHour = 0;
    double sloTtftMs = 0;                ///< 0 = no objective
    double sloTokSPerUser = 0;           ///< 0 = no objective
    std::vector<MeasuredPoint> measured; ///< optional overlay
    /// Monte Carlo cost-per-Mtok (output) percentiles for this scenario; all 0 = none drawn.
    double costP10Usd = 0;
    double costP50Usd = 0;
    double costP90Usd = 0;
};

/// View settings shared by the charts.
struct ChartOptions
{
    bool totalTokens = true;  ///< tok/s/GPU counts input + output (InferenceX); false = output only
    bool perMegawatt = false; ///< Pareto y axis per MW of facility power instead of per GPU
    bool logInteractivity = false;
    bool logThroughput = true;
    bool showTiers = true;
    bool showAllPoints = true;
    bool presentation = false; ///< large type and heavier lines for a projector
    /// Axes keep a range that still fits the data: within one drag the bars and curves move, not
    /// the scale. False after a discrete change (an edit, an undo): the range fits the data anew.
    bool holdRanges = true;
    double targetTokSPerUser = 0; ///< interactivity the comparison is read at: a vertical line (0 = none)
    QString targetLabel;          ///< text beside that line
    QString levelCaption; ///< which point bar charts show (each scenario's best configuration), e.g. "at 50 tok/s/user"
};

} // namespace tf::ui
