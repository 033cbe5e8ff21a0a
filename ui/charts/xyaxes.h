#pragma once

// Internal to ui/charts/: a chart's x and y axes, each switchable between linear and log
// without recreating axes or series.

#include <QString>

#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAbstractSeries;
class QChart;
class QLogValueAxis;
class QValueAxis;
QT_END_NAMESPACE

namespace tf::ui {

class XYAxes
{
public:
    XYAxes(QChart* chart, const QString& xTitle, const QString& yTitle);
    XYAxes(const XYAxes&) = delete;
    XYAxes& operator=(const XYAxes&) = delete;
    ~XYAxes();

    /// Attaches the series (already added to the chart) to the current axes, now and after every
    /// switch of scale.
    void attach(QAbstractSeries* series);
    /// Switches scales; does nothing when they are unchanged.
    void setLog(bool logX, bool logY);
    bool logX() const { return m_logX; }
    bool logY() const { return m_logY; }
    void setTitles(const QString& xTitle, const QString& yTitle);

    /// Sets ranges from data bounds (log: padded and snapped; linear: from zero, nice ticks). With
    /// `hold`, the range on screen stays while it suits the data (chartstyle::holdRange), so a drag
    /// that moves the data a little at a time does not make the axis jump; without it, and after a
    /// switch of scale, the data's own range.
    void setXBounds(double minValue, double maxValue, bool hold = false);
    void setYBounds(double minValue, double maxValue, bool hold = false);

    QAbstractAxis* x() const;
    QAbstractAxis* y() const;
    double xMin() const;
    double xMax() const;
    double yMin() const;
    double yMax() const;

private:
    void setBounds(bool horizontal, double minValue, double maxValue, bool hold);

    QChart* m_chart;
    QValueAxis* m_xValue;
    QLogValueAxis* m_xLog;
    QValueAxis* m_yValue;
    QLogValueAxis* m_yLog;
    bool m_logX = false;
    bool m_logY = false;
    bool m_xSet = false; ///< the x range on screen came from data at the current scale
    bool m_ySet = false;
    std::vector<QAbstractSeries*> m_series;
};

} // namespace tf::ui
