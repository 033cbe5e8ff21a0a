#pragma once

// Internal to ui/charts/: shared look, number formatting and axis helpers. Includes Qt Charts, so
// only chart implementation files may include it.

#include "ui/chartdata.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QLocale>
#include <QPointF>
#include <QString>

#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAbstractSeries;
class QChart;
class QGraphicsSimpleTextItem;
class QLegend;
class QLogValueAxis;
class QValueAxis;
class QXYSeries;
QT_END_NAMESPACE

namespace tf::ui::chartstyle {

/// The locale charts format numbers with: the application's, except that the "C" locale (no
/// thousands separators) is replaced by US English so figures stay readable.
QLocale numberLocale();

/// Three significant figures with thousands separators: 12,300 / 4.35 / 0.0123. Zero, negative,
/// inf and NaN read "–" (a figure that cannot exist is never printed as inf).
QString formatSig3(double value);
/// "$4.35", "$0.123", "$1,230".
QString formatUsd(double value);

/// The scenario's colour, or a fixed palette entry by index when the window left it unset.
QColor scenarioColour(const ScenarioSeries& scenario, int index);
/// The scenario's name as legends show it, with "(base)" on the baseline.
QString legendName(const ScenarioSeries& scenario);

/// Light theme readable on a projector: white background, dark text, thin grey grid, no
/// animation, legend at the bottom.
void applyTheme(QChart* chart);
void styleAxis(QAbstractAxis* axis, const QString& title);

/// Marker images (light markers are painted, not one graphics item per point: fast).
QImage dotImage(const QColor& colour, int diameterPx, int alpha);
QImage currentPointImage(const QColor& colour, bool fits);
QImage measuredImage(const QColor& colour);

/// A value range padded for a log axis and snapped outwards to 1-2-5 steps. Non-positive
/// bounds are ignored; an empty range gives [1, 10].
void logRange(double minValue, double maxValue, double* lo, double* hi);
/// A range from zero (or from minValue when it is negative) up to a "nice" bound, with a tick
/// interval giving about five ticks.
void linearRange(double minValue, double maxValue, double* lo, double* hi, double* tickInterval);

/// Applies a range to a value or log axis without touching it when nothing changed (changing a
/// range relayouts every attached series).
void setRangeIfChanged(QAbstractAxis* axis, double lo, double hi);
/// Replaces the series' points unless they are already exactly `points`: a replace recomputes the
/// series geometry (a log per point on log axes) even when nothing moved, and most slider events
/// leave most series as they were.
void replacePoints(QXYSeries* series, const QList<QPointF>& points);
/// printf-style label format for a log axis starting at `lo`: integers with separators from 1 up,
/// enough decimals below.
void setLogLabelFormat(QLogValueAxis* axis, double lo);
/// printf-style format with enough decimals for ticks `tick` apart.
QString decimalsFormat(double tick);
/// Shows exactly the legend entries of `shown` (Qt re-creates markers as series come and go, so
/// this runs after every update; it is a few dozen flag writes).
void syncLegend(QChart* chart, const std::vector<const QAbstractSeries*>& shown);

/// Places `label` just right of the end of horizontal bar `row` (of `rows`, drawn top to bottom)
/// whose length is `value` on `series`' value axis.
void placeAtBarEnd(QGraphicsSimpleTextItem* label, QChart* chart, QAbstractSeries* series, double value, int row,
                   int rows);

/// The point's full numbers for a hover tooltip, one per line.
/// What a bar chart shows for a scenario without a point: "not reached" when the comparison's
/// service level is out of its reach, "does not fit" when its point does not fit in memory.
QString missingPointText(const ScenarioSeries& scenario);
QString pointToolTip(const ScenarioSeries& scenario, const core::PointMetrics& point, bool fits);
QString measuredToolTip(const ScenarioSeries& scenario, const MeasuredPoint& point, const ChartOptions& options);

/// Tokens per second per GPU (or per MW) as the Pareto chart draws them.
double throughputOf(const core::PointMetrics& point, const ChartOptions& options);
double costOf(const core::PointMetrics& point, const ChartOptions& options);
/// Output tokens as a share of total (constant within one workload), from the scenario's points.
double outputShare(const ScenarioSeries& scenario);

} // namespace tf::ui::chartstyle
