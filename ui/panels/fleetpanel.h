#pragma once

#include "core/catalog/catalog.h"

#include "core/analysis/fleetplan.h"
#include "core/scenario.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;

namespace tf::ui {

/// Fleet and break-even planner: GPUs from a demand (with its diurnal peak and headroom) or from a
/// power or capex budget, in whole servers or racks; fleet throughput, users at a target
/// interactivity, utilisation, monthly cost, revenue at the token prices, margin, break-even output
/// price and payback. Recomputes on every change.
class FleetPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FleetPanel(QWidget* parent = nullptr);
    /// The catalog the panel evaluates with: the open workbook's (shipped entries, its own
    /// hardware and models, user profiles), so the panel agrees with the charts beside it.
    void setCatalog(const core::Catalog* catalog) { m_catalog = catalog; }

    void setScenario(const core::ScenarioInputs& inputs);
    void setRequest(const core::FleetRequest& request);
    bool recompute();
    const core::FleetPlan& plan() const { return m_plan; }

signals:
    void computed();

private:
    core::FleetRequest request() const;
    QString planText(const core::FleetPlan& p) const;

    core::ScenarioInputs m_inputs;
    core::FleetPlan m_plan;
    QDoubleSpinBox* m_powerMw = nullptr;
    QDoubleSpinBox* m_capexMusd = nullptr;
    QDoubleSpinBox* m_targetTokSPerUser = nullptr;
    QDoubleSpinBox* m_sellPrice = nullptr;
    QDoubleSpinBox* m_demandRps = nullptr;
    QDoubleSpinBox* m_peakFactor = nullptr;
    QDoubleSpinBox* m_headroomPercent = nullptr;
    QLabel* m_result = nullptr;
    const core::Catalog* m_catalog = &core::Catalog::builtIn();
};

} // namespace tf::ui
