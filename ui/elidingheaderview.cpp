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
    // The first line is a name with its tag ("… (baseline)"): its middle goes, not the tag.
    QStringList lines = option.text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i)
        lines[i] = option.fontMetrics.elidedText(lines[i], i == 0 ? Qt::ElideMiddle : Qt::ElideRight, room);
    option.text = lines.join(QLatin1Char('\n'));
    painter->save();
    style()->drawControl(QStyle::CE_Header, &option, painter, this);
    painter->restore();
}

} // namespace tf::ui
