#pragma once

namespace tf::ui {

class MainWindow;

/// Adds the analyst panels (sensitivity, goal seek, Monte Carlo, fleet and disaggregated
/// planners, physics check, measured overlay, FLOPS-per-$ iceberg) as docks with Tools menu
/// entries, and keeps them fed with the selected scenario. Panel edits go through the undo stack.
void installToolPanels(MainWindow* window);

} // namespace tf::ui
