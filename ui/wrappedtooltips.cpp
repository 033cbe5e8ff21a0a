#include "ui/wrappedtooltips.h"

#include <QAbstractItemView>
#include <QHeaderView>
#include <QHelpEvent>
#include <QTextDocument>
#include <QToolTip>

namespace tf::ui {

namespace {

bool hasLongLine(const QString& text)
{
    for (const QStringView line : QStringView(text).split(u'\n'))
        if (line.size() > WrappedToolTips::kWrapCharacters)
            return true;
    return false;
}

/// The tooltip `watched` would show at the event's position: a header's section, an item view's
/// cell (both are drawn on a viewport that carries no tooltip of its own) or the widget's own.
QString toolTipAt(QWidget* watched, const QHelpEvent* help)
{
    if (auto* header = qobject_cast<QHeaderView*>(watched->parent()); header && header->viewport() == watched) {
        const int section = header->logicalIndexAt(help->pos());
        return section < 0 || !header->model()
                   ? QString()
                   : header->model()->headerData(section, header->orientation(), Qt::ToolTipRole).toString();
    }
    if (auto* view = qobject_cast<QAbstractItemView*>(watched->parent()); view && view->viewport() == watched) {
        const QModelIndex index = view->indexAt(help->pos());
        return index.isValid() ? index.data(Qt::ToolTipRole).toString() : QString();
    }
    return watched->toolTip();
}

} // namespace

QString wrappedToolTip(const QString& text)
{
    if (Qt::mightBeRichText(text) || !hasLongLine(text))
        return text;
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

WrappedToolTips::WrappedToolTips(QObject* parent) : QObject(parent)
{ }

bool WrappedToolTips::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ToolTip || !watched->isWidgetType())
        return false;
    auto* widget = static_cast<QWidget*>(watched);
    const auto* help = static_cast<QHelpEvent*>(event);
    const QString text = toolTipAt(widget, help);
    const QString shown = wrappedToolTip(text);
    if (shown == text)
        return false; // Qt shows it as it would have
    QToolTip::showText(help->globalPos(), shown, widget, QRect(), widget->toolTipDuration());
    return true;
}

} // namespace tf::ui
