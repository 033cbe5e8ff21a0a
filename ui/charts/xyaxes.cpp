#include "ui/charts/xyaxes.h"

#include "ui/charts/chartstyle.h"

#include <QtCharts/QAbstractSeries>
#include <QtCharts/QChart>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

namespace tf::ui {

XYAxes::XYAxes(QChart* chart, const QString& xTitle, const QString& yTitle)
    : m_chart(chart), m_xValue(new QValueAxis), m_xLog(new QLogValueAxis), m_yValue(new QValueAxis),
      m_yLog(new QLogValueAxis)
{
    for (QLogValueAxis* axis : {m_xLog, m_yLog}) {
        axis->setBase(10);
        axis->setMinorTickCount(8); // 2..9 between decades: log scales read as log scales
        axis->setLabelFormat(QStringLiteral("%.0f"));
    }
    for (QValueAxis* axis : {m_xValue, m_yValue}) {
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setLabelFormat(QStringLiteral("%.0f"));
    }
    for (QAbstractAxis* axis : std::initializer_list<QAbstractAxis*>{m_xValue, m_xLog})
        chartstyle::styleAxis(axis, xTitle);
    for (QAbstractAxis* axis : std::initializer_list<QAbstractAxis*>{m_yValue, m_yLog})
        chartstyle::styleAxis(axis, yTitle);
    m_chart->addAxis(m_xValue, Qt::AlignBottom);
    m_chart->addAxis(m_yValue, Qt::AlignLeft);
}

XYAxes::~XYAxes()
{
    // Axes not on the chart are ours; those on it are the chart's.
    for (QAbstractAxis* axis : std::initializer_list<QAbstractAxis*>{m_xValue, m_xLog, m_yValue, m_yLog})
        if (!m_chart->axes().contains(axis))
            delete axis;
}

void XYAxes::setTitles(const QString& xTitle, const QString& yTitle)
{
    // Only the text: fonts stay as styled (and as presentation mode scaled them).
    for (QAbstractAxis* axis : std::initializer_list<QAbstractAxis*>{m_xValue, m_xLog})
        if (axis->titleText() != xTitle)
            axis->setTitleText(xTitle);
    for (QAbstractAxis* axis : std::initializer_list<QAbstractAxis*>{m_yValue, m_yLog})
        if (axis->titleText() != yTitle)
            axis->setTitleText(yTitle);
}

QAbstractAxis* XYAxes::x() const
{
    return m_logX ? static_cast<QAbstractAxis*>(m_xLog) : m_xValue;
}

QAbstractAxis* XYAxes::y() const
{
    return m_logY ? static_cast<QAbstractAxis*>(m_yLog) : m_yValue;
}

void XYAxes::attach(QAbstractSeries* series)
{
    m_series.push_back(series);
    series->attachAxis(x());
    series->attachAxis(y());
}

void XYAxes::setLog(bool logX, bool logY)
{
    if (logX == m_logX && logY == m_logY)
        return;
    QAbstractAxis* oldX = x();
    QAbstractAxis* oldY = y();
    m_xSet = m_xSet && logX == m_logX;
    m_ySet = m_ySet && logY == m_logY;
    m_logX = logX;
    m_logY = logY;
    auto swap = [this](QAbstractAxis* oldAxis, QAbstractAxis* newAxis, Qt::Alignment alignment) {
        if (oldAxis == newAxis)
            return;
        newAxis->setTitleFont(oldAxis->titleFont()); // keeps presentation-mode type sizes
        newAxis->setLabelsFont(oldAxis->labelsFont());
        m_chart->removeAxis(oldAxis); // detaches it from every series; ownership comes back
        m_chart->addAxis(newAxis, alignment);
        for (QAbstractSeries* series : m_series)
            series->attachAxis(newAxis);
    };
    swap(oldX, x(), Qt::AlignBottom);
    swap(oldY, y(), Qt::AlignLeft);
}

void XYAxes::setBounds(bool horizontal, double minValue, double maxValue, bool hold)
{
    const bool log = horizontal ? m_logX : m_logY;
    bool& set = horizontal ? m_xSet : m_ySet;
    const bool held = hold && set;
    set = true;
    const double shownLo = horizontal ? xMin() : yMin();
    const double shownHi = horizontal ? xMax() : yMax();
    double lo = 0, hi = 0;
    if (log) {
        chartstyle::logRange(minValue, maxValue, &lo, &hi);
        if (held)
            chartstyle::holdRange(true, shownLo, shownHi, lo, hi, minValue, maxValue, &lo, &hi);
        QLogValueAxis* axis = horizontal ? m_xLog : m_yLog;
        chartstyle::setLogLabelFormat(axis);
        chartstyle::setRangeIfChanged(axis, lo, hi);
        return;
    }
    double tick = 1;
    chartstyle::linearRange(minValue, maxValue, &lo, &hi, &tick);
    QValueAxis* axis = horizontal ? m_xValue : m_yValue;
    if (held) {
        chartstyle::holdRange(false, shownLo, shownHi, lo, hi, minValue, maxValue, &lo, &hi);
        if (lo == shownLo && hi == shownHi)
            tick = axis->tickInterval(); // the range stays, and so do its ticks
    }
    if (axis->tickInterval() != tick)
        axis->setTickInterval(tick);
    const QString format = chartstyle::decimalsFormat(tick);
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
    chartstyle::setRangeIfChanged(axis, lo, hi);
}

void XYAxes::setXBounds(double minValue, double maxValue, bool hold)
{
    setBounds(true, minValue, maxValue, hold);
}

void XYAxes::setYBounds(double minValue, double maxValue, bool hold)
{
    setBounds(false, minValue, maxValue, hold);
}

double XYAxes::xMin() const
{
    return m_logX ? m_xLog->min() : m_xValue->min();
}

double XYAxes::xMax() const
{
    return m_logX ? m_xLog->max() : m_xValue->max();
}

double XYAxes::yMin() const
{
    return m_logY ? m_yLog->min() : m_yValue->min();
}

double XYAxes::yMax() const
{
    return m_logY ? m_yLog->max() : m_yValue->max();
}

} // namespace tf::ui
