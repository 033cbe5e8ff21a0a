#include "ui/elidingheaderview.h"

#include <QPainter>
#include <QStyle>
#include <QStyleOptionHeader>

#include <algorithm>

namespace tf::ui {

ElidingHeaderView::ElidingHeaderView(Qt::Orientation orientation, QWidget* parent) : QHeaderView(orientation, parent)
{ }

void ElidingHeaderView::paintSection(QPainter* painter, const QRect& rect, int logicalIndex) const
{
    if (!rect.isValid())
        return;
    QStyleOptionHeader option;
    initStyleOption(&option);
    initStyleOptionForIndex(&option, logicalIndex);
    option.rect = rect;
    // The room the style leaves for text: the section less its margins and any decoration.
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, &option, this);
    const int decoration = option.icon.isNull() ? 0 : style()->pixelMetric(QStyle::PM_SmallIconSize) + margin;
    const int room = std::max(0, rect.width() - 2 * margin - decoration);
    QStringList lines = option.text.split(QLatin1Char('\n'));
    for (QString& line : lines)
        line = option.fontMetrics.elidedText(line, Qt::ElideRight, room);
    option.text = lines.join(QLatin1Char('\n'));
    painter->save();
    style()->drawControl(QStyle::CE_Header, &option, painter, this);
    painter->restore();
}

} // namespace tf::ui
