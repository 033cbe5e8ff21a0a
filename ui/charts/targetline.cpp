#include "ui/charts/targetline.h"

#include "ui/charts/chartstyle.h"
#include "ui/charts/xyaxes.h"

#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>

#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>
#include <cmath>
#include <iterator>

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
    chartstyle::fitLabelBacking(m_label); // after a new text or a presentation font
    const QSizeF size = m_label->boundingRect().size();
    // Right of the line, clear of a marker on it, and left of it when it would run off the plot;
    // below the tier labels, or at the foot of the line where a marker sits under the label.
    const double left = x + 12 + size.width() > plot.right() ? x - 12 - size.width() : x + 12;
    const QPointF candidates[] = {{left, plot.top() + 18}, {left, plot.bottom() - 6 - size.height()}};
    const auto free = std::find_if_not(std::begin(candidates), std::end(candidates),
                                       [&](const QPointF& at) { return labelCoversAMarkerAt(at); });
    m_label->setPos(free != std::end(candidates) ? *free : candidates[0]);
}

bool TargetLine::labelCoversAMarkerAt(const QPointF& position) const
{
    constexpr double kMarkerRadiusPx = 10;
    const QRectF reach = QRectF(position, m_label->boundingRect().size())
                             .adjusted(-kMarkerRadiusPx, -kMarkerRadiusPx, kMarkerRadiusPx, kMarkerRadiusPx);
    return std::any_of(m_avoid.begin(), m_avoid.end(),
                       [&](const QPointF& value) { return reach.contains(m_chart->mapToPosition(value, m_line)); });
}

bool TargetLine::labelClearOfMarkers() const
{
    return !m_shown || !labelCoversAMarkerAt(m_label->pos());
}

} // namespace tf::ui
