#pragma once

class QWidget;

namespace tf::ui {

/// Moves a top-level window (a floating tool panel, a dialog) wholly into the available area of
/// its screen, shrinking it first where it is larger than that area; a window already inside is
/// left where it is.
void keepOnScreen(QWidget* window);

} // namespace tf::ui
