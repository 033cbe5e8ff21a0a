#pragma once

#include "ui/charts/chartwidget.h"

#include <memory>

namespace tf::ui {

/// The cost-per-token article's "inference iceberg" drawn: above the waterline the input metric
/// buyers compare (peak dense PFLOPS per $/GPU-hour), below it what decides the economics (cost per
/// million output tokens and tokens per second per MW of facility power), one bar per scenario in
/// its colour. Each measure is drawn as a share of its largest scenario, so the contrast reads at a
/// glance (about 2x above the water, tens of times below for the article's pair); the bars carry
/// their figures and their ratio to the baseline.
class IcebergChart : public ChartWidget
{
    Q_OBJECT

public:
    explicit IcebergChart(QWidget* parent = nullptr);
    ~IcebergChart() override;

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
