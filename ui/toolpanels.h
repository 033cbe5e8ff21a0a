#pragma once

#include "ui/chartdata.h"

#include <QString>

#include <functional>
#include <vector>

class QWidget;

namespace tf::ui {

class DocumentModel;
class RecomputeScheduler;

/// What the analyst panels need from the window around them.
struct ToolPanelHost
{
    QWidget* window = nullptr; ///< parent of the connections; while it is on screen, hidden panels wait
    DocumentModel* document = nullptr;
    /// The window's results: the panels work at the configuration the comparison shows.
    RecomputeScheduler* scheduler = nullptr;
    /// Puts a panel in a dock of its own with a Tools menu entry (the window's addToolPanel()).
    std::function<void(QWidget* panel, const QString& title)> addPanel;
    /// Draws the measured overlay's points beside the selected scenario's curve.
    std::function<void(const std::vector<MeasuredPoint>&)> showMeasuredPoints;
    /// Draws (or with zeros clears) the Monte Carlo P10/P50/P90 of $/Mtok output.
    std::function<void(double p10Usd, double p50Usd, double p90Usd)> showCostBands;
};

/// Adds the analyst panels (sensitivity, goal seek, Monte Carlo, fleet and disaggregated
/// planners, physics check, measured overlay, FLOPS-per-$ iceberg) as docks with Tools menu
/// entries, and keeps them fed with the selected scenario at the configuration the comparison
/// shows (at a service level, the one chosen for it), as the cards, the table and the report give
/// it. Panel edits go through the undo stack.
///
/// A panel whose dock is closed or behind another tab is brought up to date when it is shown, not
/// on every edit: several panels re-run the model on a new scenario, which a slider drag does not
/// need while they are out of sight. The measured overlay is always fed: its points are on the
/// charts whether its dock is open or not.
/// Returns how to tell the panels that count tokens the window's basis (its Total tokens toggle),
/// which they follow: call it whenever the basis changes.
std::function<void(bool totalTokens)> installToolPanels(const ToolPanelHost& host);

} // namespace tf::ui
