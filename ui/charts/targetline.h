#pragma once

// Internal to ui/charts/: the interactivity a comparison is read at (equal-interactivity target or
// SLO floor) as a dashed vertical line with a label, across an interactivity axis.

#include <QString>

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
    /// Places the label beside the top of the line (after a plot-area change).
    void relayout(const XYAxes& axes);
    bool shown() const { return m_shown; }
    double tokSPerUser() const { return m_x; }

private:
    QChart* m_chart;
    QLineSeries* m_line = nullptr;
    QGraphicsSimpleTextItem* m_label = nullptr;
    double m_x = 0;
    bool m_shown = false;
};

} // namespace tf::ui
