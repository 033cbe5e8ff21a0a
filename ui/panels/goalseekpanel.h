#pragma once

#include "core/catalog/catalog.h"

#include "core/analysis/goalseek.h"
#include "core/scenario.h"
#include "core/servicelevel.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace tf::ui {

/// Goal seek: the value of one input that makes a metric hit a target (GPU price for a target
/// $/Mtok, batch for a target tok/s/user, electricity price at break-even with a rental offer).
class GoalSeekPanel : public QWidget
{
    Q_OBJECT

public:
    explicit GoalSeekPanel(QWidget* parent = nullptr);
    /// The catalog the panel evaluates with: the open workbook's (shipped entries, its own
    /// hardware and models, user profiles), so the panel agrees with the charts beside it.
    void setCatalog(const core::Catalog* catalog) { m_catalog = catalog; }

    /// The configuration to solve on and the comparison's level, which may choose some inputs itself.
    void setScenario(const core::ScenarioInputs& inputs, const core::ServiceLevel& level = {});
    /// Selects the input and metric by id and sets the target (for presets and tests).
    void setGoal(const QString& inputKey, core::AnalysisMetric metric, double target);
    /// Solves now; true when a value was found.
    bool solve();
    const core::GoalSeekResult& lastResult() const { return m_result; }

signals:
    /// The user asked to put the solved value into the scenario (through the undo stack).
    void applyRequested(const QString& inputKey, double value);

private:
    /// Why no value of the input was found: the range it reached, or that it moves nothing.
    QString notReachedText(const core::GoalSeekRequest& request, const QString& low, const QString& high) const;
    core::ScenarioInputs m_inputs;
    core::ServiceLevel m_level;
    core::GoalSeekResult m_result;
    QComboBox* m_input = nullptr;
    QComboBox* m_metric = nullptr;
    QDoubleSpinBox* m_target = nullptr;
    QLabel* m_answer = nullptr;
    QPushButton* m_apply = nullptr;
    const core::Catalog* m_catalog = &core::Catalog::builtIn();
};

} // namespace tf::ui
