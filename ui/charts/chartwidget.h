#pragma once

#include "ui/chartdata.h"

#include <QFont>
#include <QImage>
#include <QPointer>
#include <QString>
#include <QWidget>

#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QLegendMarker;
class QPainter;
QT_END_NAMESPACE

namespace tf::ui {

/// Base of the explorer's chart views: a widget around one chart. Code outside ui/charts/ uses
/// charts through this header and never includes Qt Charts.
///
/// setData() runs on every slider event, so implementations keep their series and axes and only
/// replace point lists; a redraw follows on the next paint.
class ChartWidget : public QWidget
{
    Q_OBJECT

public:
    ~ChartWidget() override;

    /// Redraws from the scenarios (in display order; colours as given) and view settings.
    virtual void setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options) = 0;
    /// Human-readable chart title (also used for export file names).
    virtual QString title() const = 0;
    /// The title as the chart shows it now, which may name the service level ("Cost breakdown at
    /// 50.0 tok/s/user"): for menus and messages that point at the chart on screen.
    QString shownTitle() const;

    /// Data series currently drawn (excluding decorations such as tier bands).
    virtual int seriesCount() const = 0;
    /// Data points (or bars) currently drawn, summed over those series.
    virtual int pointCount() const = 0;
    /// One line per drawn element, stable across runs, for tests.
    virtual QString summaryForTests() const = 0;

    /// The labels of the legend entries shown, in order (what a reader of the legend sees).
    QStringList legendLabels() const;

    /// Paints the chart into `target` at the target's size (layout recomputed for it), for
    /// printing and PDF/SVG export. The widget on screen is left as it was.
    void renderTo(QPainter* painter, const QRectF& target);
    /// The chart as an image of `logicalSize` (device-independent pixels) at `devicePixelRatio`.
    QImage toImage(QSize logicalSize, qreal devicePixelRatio = 1.0);

    /// Where a data value (x, y in axis units; for bar charts value and row) lies in this widget's
    /// coordinates, for tests and overlays.
    QPoint widgetPositionOf(const QPointF& value) const;

signals:
    /// The user clicked drawn point `pointIndex` of scenario `scenario` (indices into
    /// ScenarioSeries::points), for charts whose points are configurations.
    void pointClicked(int scenario, int pointIndex);

protected:
    explicit ChartWidget(QWidget* parent = nullptr);
    QChart* chart() const { return m_chart; }
    QChartView* chartView() const { return m_view; }
    /// Shows (or with an empty text hides) the hover tooltip at the cursor.
    void showHoverText(const QString& text);
    /// Large type for a projector (ChartOptions::presentation): scales every text of the chart.
    /// Cheap when unchanged; subclasses call it from setData().
    void setPresentation(bool on);
    static constexpr double kPresentationScale = 1.5;
    bool presentation() const { return m_presentation; }
    /// Called after the plot area moved or resized, to place text items and other overlays.
    virtual void relayoutOverlays() { }
    /// Whether the legend along the chart's bottom draws `names` whole at the chart's width: an
    /// entry that can go (the measured points, which their tooltips name too) goes where it would
    /// shorten the scenarios' names.
    bool legendHoldsWhole(const QStringList& names) const;
    /// What a bottom legend entry takes besides its text.
    double legendEntryExtraPx() const;
    /// Tooltip text for the mouse at `chartPosition` (chart item coordinates), or empty. Qt Charts
    /// delivers hover only to the topmost series, so point charts find the nearest point here.
    virtual QString hoverTextAt(const QPointF& chartPosition) const
    {
        Q_UNUSED(chartPosition);
        return QString();
    }
    /// A left click at `chartPosition`; charts with selectable points emit pointClicked().
    virtual void clickedAt(const QPointF& chartPosition) { Q_UNUSED(chartPosition); }
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void settleLayout();
    /// Legend entries that do not all fit side by side: Qt shortens each at its end, and names
    /// that differ only there ("H200 test (2)", "(3)") all read "H200 test ...". Shortened here in
    /// the middle instead, each to a fair share of the legend's width; whole again when they fit.
    /// True when a text changed.
    bool fitLegendLabels();
    /// Gives line items (grid, ticks, legend markers) a device-coordinate cache, or with `on` false
    /// takes it away again, for vector output.
    void setItemCaching(bool on);

    QChart* m_chart = nullptr;
    QChartView* m_view = nullptr;
    bool m_hoverShown = false;
    bool m_presentation = false;
    /// The entries the legend showed when fitLegendLabels() hid it for want of room to tell them
    /// apart (hidden, a legend's markers read as hidden too); empty while it is shown.
    std::vector<QPointer<QLegendMarker>> m_entriesHiddenForRoom;
    int m_itemCount = -1;               ///< scene items when caches were last assigned
    mutable double m_legendExtraPx = 0; ///< legendEntryExtraPx() as read for m_legendExtraFont
    mutable QFont m_legendExtraFont;
};

} // namespace tf::ui
