#pragma once

#include "core/catalog/catalog.h"

#include "core/analysis/sensitivity.h"
#include "core/scenario.h"
#include "ui/charts/tornadochart.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace tf::ui {

/// Tornado of the scenario's cost per Mtok (or interactivity) as each input moves across
/// +-N% of its value. Cheap (two evaluations per input), so it recomputes on every change.
class SensitivityPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SensitivityPanel(QWidget* parent = nullptr);
    /// The catalog the panel evaluates with: the open workbook's (shipped entries, its own
    /// hardware and models, user profiles), so the panel agrees with the charts beside it.
    void setCatalog(const core::Catalog* catalog) { m_catalog = catalog; }

    /// What the tornado shows: a cost per million tokens on either basis, or interactivity.
    enum class Metric { CostTotal, CostOutput, Interactivity };
    /// The window's token basis (its Total tokens toggle): a cost shown follows it.
    void setTokenBasis(bool totalTokens);
    Metric metric() const;
    /// The tornado's bars for `metric`, largest swing first, and the value they swing around: one
    /// rule for the panel and the report.
    static std::vector<TornadoBar> tornadoBars(const core::SensitivityResult& result, Metric metric);
    static double baseValue(const core::SensitivityResult& result, Metric metric);

    void setScenario(const core::ScenarioInputs& inputs);
    /// Recomputes now; false (with the message shown) when the scenario is invalid.
    bool recompute();
    const core::SensitivityResult& result() const { return m_result; }
    TornadoChart* chart() const { return m_chart; }
    /// The line under the tornado: which configuration it is for, and what hatched bars mean.
    QString statusText() const;

signals:
    void computed();

private:
    core::ScenarioInputs m_inputs;
    core::SensitivityResult m_result;
    QDoubleSpinBox* m_percent = nullptr;
    QComboBox* m_metric = nullptr;
    TornadoChart* m_chart = nullptr;
    QLabel* m_status = nullptr;
    const core::Catalog* m_catalog = &core::Catalog::builtIn();
};

} // namespace tf::ui
