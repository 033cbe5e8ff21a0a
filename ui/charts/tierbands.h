#pragma once

// Internal to ui/charts/: the cost-per-token article's token tiers (batch < 10, balanced 10-50,
// interactive > 50 tok/s/user) as labelled background bands behind an interactivity axis.

#include <QString>

QT_BEGIN_NAMESPACE
class QAreaSeries;
class QChart;
class QGraphicsSimpleTextItem;
class QLineSeries;
QT_END_NAMESPACE

namespace tf::ui {

class XYAxes;

class TierBands
{
public:
    /// Adds the bands to the chart: construct before the data series so the bands stay behind.
    explicit TierBands(QChart* chart);
    TierBands(const TierBands&) = delete;
    TierBands& operator=(const TierBands&) = delete;

    /// Attaches the bands to the axes (call once, after the axes exist).
    void attach(XYAxes& axes);
    /// Fits the bands to the axes' current ranges; hides them when `visible` is false.
    void update(bool visible, const XYAxes& axes);
    /// Places the labels at the top of each band (after a plot-area change).
    void relayout(const XYAxes& axes);
    int visibleBands() const;

private:
    struct Band
    {
        QLineSeries* upper = nullptr;
        QLineSeries* lower = nullptr;
        QAreaSeries* area = nullptr;
        QGraphicsSimpleTextItem* label = nullptr;
        double fromTokSPerUser = 0;
        double toTokSPerUser = 0;
        bool shown = false;
    };
    QChart* m_chart;
    Band m_bands[3];
    bool m_visible = true;
};

} // namespace tf::ui
