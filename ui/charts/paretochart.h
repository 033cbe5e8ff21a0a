#pragma once

#include "ui/charts/chartwidget.h"

#include <memory>

namespace tf::ui {

/// Throughput (tok/s/GPU, total or output; or per MW of facility power) against interactivity
/// (tok/s/user): every sweep point, each scenario's frontier and operating point, the token tiers
/// as bands, the SLO-feasible region and measured benchmark points.
class ParetoChart : public ChartWidget
{
    Q_OBJECT

public:
    explicit ParetoChart(QWidget* parent = nullptr);
    ~ParetoChart() override;

    void setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options) override;
    QString title() const override;
    int seriesCount() const override;
    int pointCount() const override;
    QString summaryForTests() const override;

protected:
    void relayoutOverlays() override;
    QString hoverTextAt(const QPointF& chartPosition) const override;
    /// A click on a frontier or sweep point emits pointClicked() (the window adopts it).
    void clickedAt(const QPointF& chartPosition) override;

private:
    /// The nearest frontier or sweep point within a marker's reach: (scenario, point index) or -1s.
    std::pair<int, int> pointAt(const QPointF& chartPosition) const;

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace tf::ui
