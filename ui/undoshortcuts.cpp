#include "ui/undoshortcuts.h"

#include <QAbstractSpinBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLineEdit>

namespace tf::ui {

UndoShortcutsReachTheWindow::UndoShortcutsReachTheWindow(QObject* parent) : QObject(parent)
{ }

namespace {

/// Whether a spin box's field holds typing not yet entered: its text is not its value's.
bool typingInProgress(const QAbstractSpinBox* spinBox, const QLineEdit* field)
{
    if (const auto* number = qobject_cast<const QDoubleSpinBox*>(spinBox))
        return field->text() != number->prefix() + number->textFromValue(number->value()) + number->suffix();
    return true; // another kind of spin box keeps its keys
}

} // namespace

bool UndoShortcutsReachTheWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    const auto* key = static_cast<const QKeyEvent*>(event);
    const bool undo = key->matches(QKeySequence::Undo);
    if (!undo && !key->matches(QKeySequence::Redo))
        return false;
    // A spin box hands the event to its own field directly, past this filter: it is asked here too.
    const auto* spinBox = qobject_cast<const QAbstractSpinBox*>(watched);
    if (!spinBox)
        spinBox = qobject_cast<const QAbstractSpinBox*>(watched->parent());
    const auto* field = spinBox ? spinBox->findChild<const QLineEdit*>() : qobject_cast<const QLineEdit*>(watched);
    if (!field)
        return false;
    const bool fieldHasItsOwn =
        (spinBox && typingInProgress(spinBox, field)) || (undo ? field->isUndoAvailable() : field->isRedoAvailable());
    // Not delivered and not accepted: the shortcut goes to the window's action.
    return !fieldHasItsOwn;
}

} // namespace tf::ui
