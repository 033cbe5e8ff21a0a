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
    const QStringList forms = QStringList{text()} + m_shorterForms;
    const int width = contentsRect().width();
    for (qsizetype i = std::min<qsizetype>(m_firstForm, forms.size() - 1); i < forms.size(); ++i)
        if (fontMetrics().horizontalAdvance(forms[i]) <= width)
            return forms[i];
    return fontMetrics().elidedText(forms.last(), Qt::ElideRight, width);
}

int ElidedLabel::fittingForm() const
{
    const QStringList forms = QStringList{text()} + m_shorterForms;
    const int width = contentsRect().width();
    for (qsizetype i = 0; i < forms.size(); ++i)
        if (fontMetrics().horizontalAdvance(forms[i]) <= width)
            return static_cast<int>(i);
    return static_cast<int>(forms.size());
}

void ElidedLabel::setFirstForm(int form)
{
    if (form == m_firstForm)
        return;
    m_firstForm = form;
    updateToolTip();
    update();
}

void ElidedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    updateToolTip();
}

bool ElidedLabel::isElided() const
{
    return (m_firstForm > 0 && !m_shorterForms.isEmpty()) ||
           fontMetrics().horizontalAdvance(text()) > contentsRect().width();
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
