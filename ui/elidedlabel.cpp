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

void ElidedLabel::setElidedText(const QString& text, const QStringList& shorterForms)
{
    // Headline cards set their texts on every slider event: an unchanged text costs nothing.
    if (text == this->text() && shorterForms == m_shorterForms)
        return;
    m_shorterForms = shorterForms;
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
    style()->drawItemText(&painter, contentsRect(), Qt::AlignVCenter | Qt::AlignLeft, palette(), isEnabled(),
                          shownText(), foregroundRole());
}

QString ElidedLabel::shownText() const
{
    const int width = contentsRect().width();
    if (!isElided())
        return text();
    for (const QString& form : m_shorterForms)
        if (fontMetrics().horizontalAdvance(form) <= width)
            return form;
    return fontMetrics().elidedText(m_shorterForms.isEmpty() ? text() : m_shorterForms.last(), Qt::ElideRight, width);
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
