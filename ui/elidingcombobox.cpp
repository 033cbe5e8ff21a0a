#include "ui/elidingcombobox.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace tf::ui {

ElidingComboBox::ElidingComboBox(QWidget* parent) : QComboBox(parent)
{ }

QString ElidingComboBox::shownText() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    return fontMetrics().elidedText(option.currentText, Qt::ElideMiddle, field.width());
}

void ElidingComboBox::paintEvent(QPaintEvent* /*event*/)
{
    // As QComboBox paints itself, with the label's text elided to the edit field's width.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    option.currentText = shownText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

} // namespace tf::ui
