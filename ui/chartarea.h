#pragma once

#include "ui/chartdata.h"
#include "ui/charts/chartfactory.h"

#include <QWidget>

#include <vector>

namespace tf::ui {

class ChartWidget;

/// The 2 x 2 chart grid: Pareto (throughput vs interactivity), cost vs interactivity, cost
/// breakdown, energy. Every chart gets the same scenarios and options.
///
/// A chart out of sight (scrolled away on a small screen, or hidden) while the window is on screen
/// gets the data when it comes into view rather than on every slider event; the accessors below
/// bring it up to date first, so callers always see the data last handed in.
class ChartArea : public QWidget
{
    Q_OBJECT
public:
    explicit ChartArea(QWidget* parent = nullptr);

    /// Takes the scenarios by value: the window hands over the ones it built, without a copy.
    void setData(std::vector<ScenarioSeries> scenarios, const ChartOptions& options);
    /// The data last handed to the charts.
    const std::vector<ScenarioSeries>& series() const { return m_series; }
    const ChartOptions& options() const { return m_options; }
    /// In ChartKind order: Pareto, cost, breakdown, energy.
    const std::vector<ChartWidget*>& charts() const;
    ChartWidget* chart(ChartKind kind) const;
    /// Paints every chart now (benchmarks and screenshots; normal updates paint on the next frame).
    void repaintNow();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool inView(const ChartWidget* chart) const;
    /// Hands the data to charts that missed it, all of them or (`onlyInView`) those now in view.
    void catchUp(bool onlyInView) const;

    std::vector<ChartWidget*> m_charts;
    mutable std::vector<bool> m_stale; ///< per chart: data arrived while it was out of view
    std::vector<ScenarioSeries> m_series;
    ChartOptions m_options;
};

} // namespace tf::ui
