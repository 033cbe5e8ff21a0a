#include "ui/charts/targetline.h"

#include "ui/charts/chartstyle.h"
#include "ui/charts/xyaxes.h"

#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>

#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <cmath>

namespace tf::ui {

TargetLine::TargetLine(QChart* chart) : m_chart(chart)
{
    m_line = new QLineSeries;
    QPen pen(QColor(60, 60, 60), 1.5, Qt::DashLine);
    m_line->setPen(pen);
    m_chart->addSeries(m_line);
    for (QLegendMarker* marker : m_chart->legend()->markers(m_line))
        marker->setVisible(false);
    m_line->setVisible(false);
    m_label = new QGraphicsSimpleTextItem(m_chart);
    QFont font = m_label->font();
    font.setPointSizeF(8);
    font.setBold(true);
    m_label->setFont(font);
    m_label->setBrush(QColor(60, 60, 60));
    m_label->setZValue(11);
    m_label->setVisible(false);
    chartstyle::addLabelBacking(m_label); // the curves cross the line just below it
}

void TargetLine::attach(XYAxes& axes)
{
    axes.attach(m_line);
}

void TargetLine::update(double tokSPerUser, const QString& label, const XYAxes& axes)
{
    m_x = tokSPerUser;
    m_shown = std::isfinite(tokSPerUser) && tokSPerUser > 0 && tokSPerUser >= axes.xMin() && tokSPerUser <= axes.xMax();
    if (m_line->isVisible() != m_shown)
        m_line->setVisible(m_shown);
    if (m_shown)
        chartstyle::replacePoints(m_line, QList<QPointF>{{tokSPerUser, axes.yMin()}, {tokSPerUser, axes.yMax()}});
    if (m_label->text() != label)
        m_label->setText(label);
    relayout(axes);
}

void TargetLine::relayout(const XYAxes& axes)
{
    m_label->setVisible(m_shown);
    if (!m_shown)
        return;
    const QRectF plot = m_chart->plotArea();
    const double x = m_chart->mapToPosition(QPointF(m_x, axes.yMax()), m_line).x();
    // Right of the line, below the tier labels; left of it when it would run off the plot.
    chartstyle::fitLabelBacking(m_label); // after a new text or a presentation font
    const double width = m_label->boundingRect().width();
    const double left = x + 12 + width > plot.right() ? x - 12 - width : x + 12; // clear of a marker on the line
    m_label->setPos(left, plot.top() + 18);
}

} // namespace tf::ui
