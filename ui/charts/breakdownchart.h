#pragma once

#include "ui/charts/chartwidget.h"

#include <memory>

namespace tf::ui {

/// Cost per million tokens at each scenario's operating point, one stacked bar per scenario split
/// into rental, capex, power, facility and other (each component's $/GPU-h over the tokens it
/// buys).
class BreakdownChart : public ChartWidget
{
    Q_OBJECT

public:
    explicit BreakdownChart(QWidget* parent = nullptr);
    ~BreakdownChart() override;

    void setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options) override;
    QString title() const override;
    int seriesCount() const override;
    int pointCount() const override;
    QString summaryForTests() const override;

protected:
    void relayoutOverlays() override;

private:
    /// The legend's name of a cost component (0: the given GPU-hour price, then capex, power,
    /// facility, other).
    static QString componentName(int component);
    void showUsedComponents(const bool used[]);
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace tf::ui
