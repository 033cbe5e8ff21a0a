#pragma once

#include "core/catalog.h"

#include "core/analysis/disaggplan.h"
#include "core/scenario.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;

namespace tf::ui {

/// Disaggregated prefill/decode planner: the token-economics article's rule of thumb beside the rate-matched pools.
class DisaggPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DisaggPanel(QWidget* parent = nullptr);
    /// The catalog the panel evaluates with: the open workbook's (shipped entries, its own
    /// hardware and models, user profiles), so the panel agrees with the charts beside it.
    void setCatalog(const core::Catalog* catalog) { m_catalog = catalog; }

    void setScenario(const core::ScenarioInputs& inputs);
    void setRequest(const core::DisaggRequest& request);
    bool recompute();
    const core::DisaggPlan& plan() const { return m_plan; }

signals:
    void computed();

private:
    core::ScenarioInputs m_inputs;
    core::DisaggPlan m_plan;
    QDoubleSpinBox* m_rate = nullptr;
    QDoubleSpinBox* m_utilisation = nullptr;
    QDoubleSpinBox* m_slo = nullptr;
    QLabel* m_ruleOfThumb = nullptr;
    QLabel* m_matched = nullptr;
    const core::Catalog* m_catalog = &core::Catalog::builtIn();
};

} // namespace tf::ui
