#pragma once

#include "core/analysis/fleetplan.h"
#include "core/scenario.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;

namespace tf::ui {

/// Fleet and break-even planner: GPUs from a power or capex budget, fleet throughput, users at
/// a target interactivity, monthly cost, revenue, margin and payback. Recomputes on every change.
class FleetPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FleetPanel(QWidget* parent = nullptr);

    void setScenario(const core::ScenarioInputs& inputs);
    void setRequest(const core::FleetRequest& request);
    bool recompute();
    const core::FleetPlan& plan() const { return m_plan; }

signals:
    void computed();

private:
    core::ScenarioInputs m_inputs;
    core::FleetPlan m_plan;
    QDoubleSpinBox* m_powerMw = nullptr;
    QDoubleSpinBox* m_capexMusd = nullptr;
    QDoubleSpinBox* m_targetTokSPerUser = nullptr;
    QDoubleSpinBox* m_sellPrice = nullptr;
    QLabel* m_result = nullptr;
};

} // namespace tf::ui
