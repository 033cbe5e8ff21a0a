#pragma once

#include <QObject>

namespace tf::ui {

/// A text field takes Ctrl+Z and Ctrl+Shift+Z (Ctrl+Y) for its own typing even when it has none to
/// undo, so that after a value was entered the window's Undo did nothing until the focus left the
/// field. This filter lets the keys through to the window's Undo and Redo when the focused field
/// has nothing of its own to undo or redo; while the user is typing, they still undo the typing.
/// Install once on the application.
class UndoShortcutsReachTheWindow : public QObject
{
    Q_OBJECT
public:
    explicit UndoShortcutsReachTheWindow(QObject* parent = nullptr);

    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace tf::ui
