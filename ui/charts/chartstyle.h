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

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAbstractSeries;
class QBarCategoryAxis;
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

/// A light panel behind a text item drawn over the plot, so that curves and points passing under it
/// do not run through its letters. Call fitLabelBacking() after the text or its font changes.
void addLabelBacking(QGraphicsSimpleTextItem* label);
void fitLabelBacking(QGraphicsSimpleTextItem* label);

/// The scenario's colour, or a fixed palette entry by index when the window left it unset.
QColor scenarioColour(const ScenarioSeries& scenario, int index);
/// The scenario's name as legends show it, with "(base)" on the baseline; a name longer than
/// `maxChars` keeps its start and its end.
QString legendName(const ScenarioSeries& scenario, int maxChars = 32);
/// What legendName() adds to the baseline's name: " (base)".
QString baselineTag();
/// Qt Charts gives a horizontal bar chart's row names about a third of the chart's width and cuts a
/// longer one again at its end ("H200 FP4 weight-…2025 board c…").
inline constexpr double kRowNameShareOfChart = 0.33;
/// Sets `axis`'s title to the first of `forms` (longest first) that fits `widthPx` in its title
/// font, else the last: Qt cuts a longer title at its end ("tok/s per facility MW (total toke...").
void setAxisTitleWithin(QAbstractAxis* axis, const QStringList& forms, double widthPx);
/// The scenario's row name in a bar chart `chartWidthPx` wide, shortened as legendName() does until
/// it fits Qt's room for it in `font`.
QString rowNameWithin(const ScenarioSeries& scenario, const QFont& font, double chartWidthPx);

/// The extent of the data drawn on an x-y chart, grown point by point (empty until a point is added).
struct DataBounds
{
    double xMin = std::numeric_limits<double>::infinity();
    double xMax = 0;
    double yMin = std::numeric_limits<double>::infinity();
    double yMax = 0;
    void add(double x, double y)
    {
        xMin = std::min(xMin, x);
        xMax = std::max(xMax, x);
        yMin = std::min(yMin, y);
        yMax = std::max(yMax, y);
    }
    bool empty() const { return xMax <= 0; }
};

/// Whether a point can be drawn on log axes: both coordinates finite and positive.
inline bool drawable(double x, double y)
{
    return x > 0 && y > 0 && std::isfinite(x) && std::isfinite(y);
}

/// Light theme readable on a projector: white background, dark text, thin grey grid, no
/// animation, legend at the bottom.
void applyTheme(QChart* chart);
void styleAxis(QAbstractAxis* axis, const QString& title);

/// Marker images (light markers are painted, not one graphics item per point: fast).
QImage dotImage(const QColor& colour, int diameterPx, int alpha);
QImage currentPointImage(const QColor& colour, bool fits);
QImage measuredImage(const QColor& colour);
/// A dashed hollow ring in the scenario's colour: its own inputs' point where the comparison shows another.
QImage asSetPointImage(const QColor& colour);

/// A value range padded for a log axis and snapped outwards to 1-2-5 steps. Non-positive
/// bounds are ignored; an empty range gives [1, 10].
void logRange(double minValue, double maxValue, double* lo, double* hi);
/// A range from zero (or from minValue when it is negative) up to a "nice" bound, with a tick
/// interval giving about five ticks.
void linearRange(double minValue, double maxValue, double* lo, double* hi, double* tickInterval);

/// The least a range shown may be filled before it gives way to the data's own: below this share
/// of its span (decades on a log axis) the data looks lost in it.
inline constexpr double kMinRangeFill = 0.4;
/// Range hysteresis for data that moves a little at a time (a slider drag): which range to show
/// for data in [dataLo, dataHi] whose own padded range is [niceLo, niceHi], when [shownLo, shownHi]
/// is on screen. The range shown stays while the data fits in it and its own range fills at least
/// kMinRangeFill of it; data beyond it widens it (log: to take both in, while the data's own range
/// still covers that share of the one shown; linear: to the data's own, which starts at zero like
/// the one shown); otherwise the data's own range. Spans are in decades on a log axis.
void holdRange(bool log, double shownLo, double shownHi, double niceLo, double niceHi, double dataLo, double dataHi,
               double* lo, double* hi);

/// Applies a range to a value or log axis without touching it when nothing changed (changing a
/// range relayouts every attached series).
void setRangeIfChanged(QAbstractAxis* axis, double lo, double hi);
/// Replaces the series' points unless they are already exactly `points`: a replace recomputes the
/// series geometry (a log per point on log axes) even when nothing moved, and most slider events
/// leave most series as they were.
void replacePoints(QXYSeries* series, const QList<QPointF>& points);
/// Labels a log axis with each power of ten as itself in the user's locale: "0.01", "1", "10,000".
void setLogLabelFormat(QLogValueAxis* axis);
/// printf-style format with enough decimals for ticks `tick` apart.
QString decimalsFormat(double tick);
/// Shows exactly the legend entries of `shown` (Qt re-creates markers as series come and go, so
/// this runs after every update; it is a few dozen flag writes).
void syncLegend(QChart* chart, const std::vector<const QAbstractSeries*>& shown);

/// Row names of a horizontal bar chart, first scenario on top (Qt lists categories bottom-up);
/// the axis is left alone when they are unchanged.
void setRowNames(QBarCategoryAxis* axis, const QStringList& topToBottom);
/// Value labels at the bar ends: at least `count` of them on `chart`, in the chart's type size
/// (large in presentation mode), the extra ones hidden.
void ensureBarLabels(std::vector<QGraphicsSimpleTextItem*>& labels, QChart* chart, int count, bool presentation,
                     double presentationScale, bool bold);

/// Places `label` just right of the end of horizontal bar `row` (of `rows`, drawn top to bottom)
/// whose length is `value` on `series`' value axis, or inside the bar ending short of its end where
/// there is no room beside it. `forms` are the texts to try, longest first, each where the one
/// before fits neither way (none: the label's own text); the label keeps the form placed, whose
/// index it returns.
int placeAtBarEnd(QGraphicsSimpleTextItem* label, QChart* chart, QAbstractSeries* series, double value, int row,
                  int rows, const QStringList& forms = {});

/// The point's full numbers for a hover tooltip, one per line.
/// What a bar chart shows for a scenario without a point: "not reached" when the comparison's
/// service level is out of its reach, else pointCannotRunText(): "does not fit" in memory or "over
/// the cap" of the framework's scheduler.
QString missingPointText(const ScenarioSeries& scenario);
QString pointToolTip(const ScenarioSeries& scenario, const core::PointMetrics& point, bool fits);
QString measuredToolTip(const ScenarioSeries& scenario, const MeasuredPoint& point, const ChartOptions& options);

/// Tokens per second per GPU (or per MW) as the Pareto chart draws them.
double throughputOf(const core::PointMetrics& point, const ChartOptions& options);
double costOf(const core::PointMetrics& point, const ChartOptions& options);
/// Output tokens as a share of total (constant within one workload), from the scenario's points.
double outputShare(const ScenarioSeries& scenario);

} // namespace tf::ui::chartstyle
