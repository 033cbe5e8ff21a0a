#pragma once

#include "core/catalog/catalog.h"

#include "core/analysis/physicscheck.h"
#include "core/scenario.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace tf::ui {

/// Physics check: is a claimed tok/s/GPU at a tok/s/user above the idealised roofline of the
/// GPU and model (impossible), near it, or comfortably inside? GPU and model default to the
/// scenario's; precision, workload and parallelism options come from the scenario.
class PhysicsCheckPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PhysicsCheckPanel(QWidget* parent = nullptr);
    /// The catalog the panel evaluates with: the open workbook's (shipped entries, its own
    /// hardware and models, user profiles), so the panel agrees with the charts beside it.
    void setCatalog(const core::Catalog* catalog) { m_catalog = catalog; }

    void setScenario(const core::ScenarioInputs& inputs);
    void setClaim(double tokSPerGpu, double tokSPerUser, bool totalTokens = true);
    /// The window's token basis (its Total tokens toggle): a claim is read on it unless the user
    /// says otherwise here.
    void setTokenBasis(bool totalTokens);
    bool check();
    const core::PhysicsCheckResult& lastResult() const { return m_result; }

private:
    void fillCatalogCombos();
    core::ScenarioInputs m_inputs;
    core::PhysicsCheckResult m_result;
    QComboBox* m_hardware = nullptr;
    QComboBox* m_model = nullptr;
    QDoubleSpinBox* m_tokSPerGpu = nullptr;
    QDoubleSpinBox* m_tokSPerUser = nullptr;
    QComboBox* m_tokens = nullptr;
    QLabel* m_verdict = nullptr;
    const core::Catalog* m_catalog = &core::Catalog::builtIn();
};

} // namespace tf::ui
