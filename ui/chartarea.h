#pragma once

#include "ui/chartdata.h"
#include "ui/charts/chartfactory.h"

#include <QWidget>

#include <vector>

namespace tf::ui {

class ChartWidget;

/// The 2 x 2 chart grid: Pareto (throughput vs interactivity), cost vs interactivity, cost
/// breakdown, energy. Every chart gets the same scenarios and options on every update.
class ChartArea : public QWidget
{
    Q_OBJECT
public:
    explicit ChartArea(QWidget* parent = nullptr);

    void setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options);
    /// The data last handed to the charts.
    const std::vector<ScenarioSeries>& series() const { return m_series; }
    const ChartOptions& options() const { return m_options; }
    /// In ChartKind order: Pareto, cost, breakdown, energy.
    const std::vector<ChartWidget*>& charts() const { return m_charts; }
    ChartWidget* chart(ChartKind kind) const;
    /// Paints every chart now (benchmarks and screenshots; normal updates paint on the next frame).
    void repaintNow();

private:
    std::vector<ChartWidget*> m_charts;
    std::vector<ScenarioSeries> m_series;
    ChartOptions m_options;
};

} // namespace tf::ui
