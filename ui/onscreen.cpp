#include "ui/onscreen.h"

#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace tf::ui {

void keepOnScreen(QWidget* window)
{
    const QScreen* screen = window ? window->screen() : nullptr;
    if (!screen || !window->isWindow())
        return;
    const QRect available = screen->availableGeometry();
    QRect frame = window->frameGeometry();
    if (available.contains(frame))
        return;
    // The frame (title bar, borders) is outside the widget's own size and counts against the screen.
    const QSize decoration = frame.size() - window->size();
    const QSize size = window->size().boundedTo(available.size() - decoration);
    if (size != window->size())
        window->resize(size);
    frame.setSize(size + decoration);
    const int left = std::clamp(frame.left(), available.left(), available.right() + 1 - frame.width());
    const int top = std::clamp(frame.top(), available.top(), available.bottom() + 1 - frame.height());
    window->move(left, top);
}

} // namespace tf::ui
