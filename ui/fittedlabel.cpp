#include "ui/fittedlabel.h"

#include <QPainter>
#include <QStyle>

#include <algorithm>
#include <cmath>

namespace tf::ui {

FittedLabel::FittedLabel(QWidget* parent, double smallestScale) : QLabel(parent), m_smallestScale(smallestScale)
{
    setTextFormat(Qt::PlainText);
}

QSize FittedLabel::minimumSizeHint() const
{
    const QSize whole = QLabel::minimumSizeHint();
    if (wordWrap())
        return whole;
    const int margins = contentsMargins().left() + contentsMargins().right();
    const int smallest = static_cast<int>(std::ceil((whole.width() - margins) * m_smallestScale)) + margins;
    return {smallest, whole.height()};
}

double FittedLabel::shownPointSize() const
{
    const double room = contentsRect().width();
    const double whole = font().pointSizeF();
    // Type does not scale in proportion (hinting rounds each glyph): from the proportional size
    // down in small steps until the text fits or the smallest size is reached.
    const double advance = QFontMetricsF(font()).horizontalAdvance(text());
    if (advance <= room || advance <= 0 || whole <= 0)
        return whole;
    QFont trial = font();
    double size = whole * std::max(m_smallestScale, room / advance);
    for (trial.setPointSizeF(size); size > whole * m_smallestScale; trial.setPointSizeF(size)) {
        if (QFontMetricsF(trial).horizontalAdvance(text()) <= room)
            break;
        size = std::max(whole * m_smallestScale, size - 0.25);
    }
    return size;
}

void FittedLabel::paintEvent(QPaintEvent* event)
{
    if (wordWrap()) {
        QLabel::paintEvent(event);
        return;
    }
    QPainter painter(this);
    QFont shrunk = font();
    shrunk.setPointSizeF(shownPointSize());
    painter.setFont(shrunk);
    style()->drawItemText(&painter, contentsRect(), static_cast<int>(alignment()), palette(), isEnabled(), text(),
                          foregroundRole());
}

} // namespace tf::ui
