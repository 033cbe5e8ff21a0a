#pragma once

#include "ui/charts/chartwidget.h"

#include <memory>

namespace tf::ui {

/// Energy efficiency at each scenario's operating point: one bar per scenario in the scenario's
/// colour, read as tok/s/MW on the bottom axis and tok/J on the top one (the same quantity:
/// 1 tok/J = 1,000,000 tok/s/MW).
class EnergyChart : public ChartWidget
{
    Q_OBJECT

public:
    explicit EnergyChart(QWidget* parent = nullptr);
    ~EnergyChart() override;

    void setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options) override;
    QString title() const override;
    int seriesCount() const override;
    int pointCount() const override;
    QString summaryForTests() const override;

protected:
    void relayoutOverlays() override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace tf::ui
