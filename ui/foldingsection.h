#pragma once

class QString;
class QVBoxLayout;
class QWidget;

namespace tf::ui {

// Folding sections: a bold header button that shows or hides the body below it, so a long form
// stays short enough to see its key inputs.

/// Adds a titled section to `parentLayout` and returns its body (a QVBoxLayout inside) to fill.
QWidget* addFoldingSection(QVBoxLayout* parentLayout, const QString& title, bool expanded);

/// The minimum width of `content` with every folding section in it open, as a user may open them all.
int widestContentWidth(QWidget* content);

/// Shows or hides the sections inside `parent`, headers included; shown again, each body is open
/// or folded as the user left it.
void showFoldingSections(QWidget* parent, bool visible);

} // namespace tf::ui
