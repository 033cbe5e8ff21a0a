#pragma once

#include "core/analysis/planningrules.h"
#include "core/catalog/catalog.h"
#include "core/scenario.h"

#include <QWidget>

#include <vector>

class QLabel;

namespace tf::ui {

/// The token-economics article's rack-planning rules (high throughput, low latency) against the
/// selected scenario at the configuration the comparison shows: what the scenario has where each
/// rule speaks, and whether it meets it. The set its point's tier calls for comes first, in bold.
class PlanningRulesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PlanningRulesPanel(QWidget* parent = nullptr);
    /// The catalog the panel evaluates with: the open workbook's, so it agrees with the charts.
    void setCatalog(const core::Catalog* catalog) { m_catalog = catalog; }

    void setScenario(const core::ScenarioInputs& inputs);
    /// The last check (empty sets when the scenario could not be evaluated).
    const core::PlanningRules& rules() const { return m_rules; }
    /// The text of row `rule` in the set `lowLatency`, column `column` (0 rule, 1 this scenario,
    /// 2 verdict), as shown.
    QString cellText(bool lowLatency, int rule, int column) const;
    QString summaryText() const;

private:
    void showRules(const core::ScenarioInputs& inputs, const core::Hardware& hw);
    /// One rule as shown, in the order shown (the set that applies first).
    struct RuleCells
    {
        QString rule;
        QString scenario;
        QString verdict;
    };
    core::PlanningRules m_rules;
    std::vector<RuleCells> m_cells;
    QLabel* m_summary = nullptr;
    QLabel* m_rulesText = nullptr;
    const core::Catalog* m_catalog = &core::Catalog::builtIn();
};

} // namespace tf::ui
