#pragma once

// Internal to ui/charts/: the interactivity a comparison is read at (equal-interactivity target or
// SLO floor) as a dashed vertical line with a label, across an interactivity axis.

#include <QPointF>
#include <QString>

#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QGraphicsSimpleTextItem;
class QLineSeries;
QT_END_NAMESPACE

namespace tf::ui {

class XYAxes;

class TargetLine
{
public:
    /// Adds the line to the chart; construct before the data series so points stay on top.
    explicit TargetLine(QChart* chart);
    TargetLine(const TargetLine&) = delete;
    TargetLine& operator=(const TargetLine&) = delete;

    void attach(XYAxes& axes);
    /// Draws the line at `tokSPerUser` over the axes' current y range; hides it for 0 or a value
    /// outside the x range.
    void update(double tokSPerUser, const QString& label, const XYAxes& axes);
    /// The markers the label must not cover, in axis values (the chosen and as-set points).
    void setMarkersToAvoid(std::vector<QPointF> markers) { m_avoid = std::move(markers); }
    /// Places the label beside the top of the line, or its foot where a marker sits at the top
    /// (after a plot-area change).
    void relayout(const XYAxes& axes);
    bool shown() const { return m_shown; }
    /// Whether the label, where it is, leaves every marker to avoid uncovered.
    bool labelClearOfMarkers() const;
    double tokSPerUser() const { return m_x; }

private:
    bool labelCoversAMarkerAt(const QPointF& position) const;

    QChart* m_chart;
    QLineSeries* m_line = nullptr;
    QGraphicsSimpleTextItem* m_label = nullptr;
    double m_x = 0;
    bool m_shown = false;
    std::vector<QPointF> m_avoid;
};

} // namespace tf::ui
