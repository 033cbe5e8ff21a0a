#pragma once

#include "ui/charts/chartwidget.h"

#include <memory>

namespace tf::ui {

/// Cost per million tokens (output or total) against interactivity along each scenario's
/// frontier: the "fast mode costs more" curve, with each scenario's operating point and the
/// token tiers as bands.
class CostChart : public ChartWidget
{
    Q_OBJECT

public:
    explicit CostChart(QWidget* parent = nullptr);
    ~CostChart() override;

    void setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options) override;
    QString title() const override;
    int seriesCount() const override;
    int pointCount() const override;
    QString summaryForTests() const override;

protected:
    void relayoutOverlays() override;
    QString hoverTextAt(const QPointF& chartPosition) const override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace tf::ui
