#include "ui/elidedlabel.h"

#include <QPainter>
#include <QStyle>
#include <QTextDocument>

#include <algorithm>

namespace tf::ui {

ElidedLabel::ElidedLabel(QWidget* parent, int minimumCharacters)
    : QLabel(parent), m_minimumCharacters(minimumCharacters)
{
    setTextFormat(Qt::PlainText);
}

void ElidedLabel::setTextAndToolTip(const QString& text, const QString& toolTip)
{
    m_detail = toolTip;
    if (text == this->text())
        updateToolTip();
    else
        setElidedText(text); // updates the tooltip with the new text
}

void ElidedLabel::setElidedText(const QString& text)
{
    // Headline cards set their texts on every slider event: an unchanged text costs nothing.
    if (text == this->text())
        return;
    setText(text);
    updateToolTip();
    updateGeometry();
}

QSize ElidedLabel::minimumSizeHint() const
{
    const QSize full = QLabel::minimumSizeHint();
    const int narrow =
        fontMetrics().averageCharWidth() * m_minimumCharacters + contentsMargins().left() + contentsMargins().right();
    return {std::min(full.width(), narrow), full.height()};
}

void ElidedLabel::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(this);
    const QRect area = contentsRect();
    const QString shown = fontMetrics().elidedText(text(), Qt::ElideRight, area.width());
    style()->drawItemText(&painter, area, Qt::AlignVCenter | Qt::AlignLeft, palette(), isEnabled(), shown,
                          foregroundRole());
}

void ElidedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    updateToolTip();
}

bool ElidedLabel::isElided() const
{
    return fontMetrics().horizontalAdvance(text()) > contentsRect().width();
}

void ElidedLabel::updateToolTip()
{
    if (!isElided())
        setToolTip(m_detail);
    else if (m_detail.isEmpty())
        setToolTip(text());
    else if (Qt::mightBeRichText(m_detail)) // the full text as the first paragraph of a rich tooltip
        setToolTip(QStringLiteral("<p>%1</p>").arg(text().toHtmlEscaped()) + m_detail);
    else
        setToolTip(text() + QStringLiteral("\n\n") + m_detail);
}

} // namespace tf::ui
