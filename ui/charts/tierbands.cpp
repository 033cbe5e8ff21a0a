#include "ui/charts/tierbands.h"

#include "ui/charts/chartstyle.h"
#include "ui/charts/xyaxes.h"

#include "core/evaluation.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>

#include <QCoreApplication>
#include <QGraphicsSimpleTextItem>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tf::ui {

TierBands::TierBands(QChart* chart) : m_chart(chart)
{
    const QColor fills[] = {QColor(236, 239, 243), QColor(247, 249, 251), QColor(254, 248, 240)};
    const QString labels[] = {QCoreApplication::translate("tf::ui::ChartWidget", "Batch tier: < %1 tok/s/user")
                                  .arg(core::kBatchTierMaxTokSPerUser),
                              QCoreApplication::translate("tf::ui::ChartWidget", "Balanced tier: %1–%2")
                                  .arg(core::kBatchTierMaxTokSPerUser)
                                  .arg(core::kInteractiveTierMinTokSPerUser),
                              QCoreApplication::translate("tf::ui::ChartWidget", "Interactive tier: > %1, TTFT < %2 ms")
                                  .arg(core::kInteractiveTierMinTokSPerUser)
                                  .arg(core::kInteractiveTierMaxTtftMs)};
    const double edges[] = {0, core::kBatchTierMaxTokSPerUser, core::kInteractiveTierMinTokSPerUser,
                            std::numeric_limits<double>::infinity()};
    for (int i = 0; i < 3; ++i) {
        Band& band = m_bands[i];
        band.fromTokSPerUser = edges[i];
        band.toTokSPerUser = edges[i + 1];
        band.upper = new QLineSeries;
        band.lower = new QLineSeries;
        band.area = new QAreaSeries(band.upper, band.lower);
        band.upper->setParent(band.area);
        band.lower->setParent(band.area);
        band.area->setName(labels[i]);
        band.area->setBrush(fills[i]);
        band.area->setPen(Qt::NoPen);
        m_chart->addSeries(band.area);
        for (QLegendMarker* marker : m_chart->legend()->markers(band.area))
            marker->setVisible(false);
        band.label = new QGraphicsSimpleTextItem(labels[i], m_chart);
        QFont font = band.label->font();
        font.setPointSizeF(8);
        band.label->setFont(font);
        band.label->setBrush(QColor(110, 110, 110));
        band.label->setZValue(10);
        chartstyle::addLabelBacking(band.label);
    }
}

void TierBands::attach(XYAxes& axes)
{
    for (Band& band : m_bands)
        axes.attach(band.area);
}

void TierBands::update(bool visible, const XYAxes& axes)
{
    m_visible = visible;
    const double xLo = axes.xMin();
    const double xHi = axes.xMax();
    const double yLo = axes.yMin();
    const double yHi = axes.yMax();
    for (Band& band : m_bands) {
        const double from = std::max(band.fromTokSPerUser, xLo);
        const double to = std::min(band.toTokSPerUser, xHi);
        band.shown = visible && to > from;
        if (band.area->isVisible() != band.shown)
            band.area->setVisible(band.shown);
        if (!band.shown)
            continue;
        chartstyle::replacePoints(band.upper, QList<QPointF>{{from, yHi}, {to, yHi}});
        chartstyle::replacePoints(band.lower, QList<QPointF>{{from, yLo}, {to, yLo}});
    }
    relayout(axes);
}

void TierBands::relayout(const XYAxes& axes)
{
    const QRectF plot = m_chart->plotArea();
    for (Band& band : m_bands) {
        if (!band.shown) {
            if (band.label->isVisible())
                band.label->setVisible(false);
            continue;
        }
        const double from = std::max(band.fromTokSPerUser, axes.xMin());
        const double to = std::min(band.toTokSPerUser, axes.xMax());
        const double left = m_chart->mapToPosition(QPointF(from, axes.yMax()), band.area).x();
        const double right = m_chart->mapToPosition(QPointF(to, axes.yMax()), band.area).x();
        chartstyle::fitLabelBacking(band.label); // a presentation font changes its size
        const QRectF text = band.label->boundingRect();
        // A label wider than its band would spill into the next one: hide it instead.
        const bool fits = right - left >= text.width() + 8;
        // Set once per layout: showing a label here and hiding it again would repaint the chart.
        if (band.label->isVisible() != fits)
            band.label->setVisible(fits);
        band.label->setPos(left + 4, plot.top() + 3);
    }
}

int TierBands::visibleBands() const
{
    int count = 0;
    for (const Band& band : m_bands)
        count += band.shown ? 1 : 0;
    return count;
}

} // namespace tf::ui
