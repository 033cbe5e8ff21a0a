#pragma once

#include "core/catalog/catalog.h"

#include "core/analysis/iceberg.h"
#include "core/scenario.h"

#include <QColor>
#include <QString>
#include <QWidget>

#include <vector>

class QTableWidget;

namespace tf::ui {
class ChartWidget;
}

namespace tf::ui {

/// The cost-per-token article's "iceberg": what buyers compare (peak FLOPS per dollar, above the waterline)
/// against what decides the economics (cost per million tokens and tokens per MW, below it), drawn as
/// the iceberg chart and listed in a table, each as a ratio to the first scenario.
class IcebergPanel : public QWidget
{
    Q_OBJECT

public:
    explicit IcebergPanel(QWidget* parent = nullptr);
    /// The catalog the panel evaluates with: the open workbook's (shipped entries, its own
    /// hardware and models, user profiles), so the panel agrees with the charts beside it.
    void setCatalog(const core::Catalog* catalog) { m_catalog = catalog; }

    /// Scenarios in display order; names.size() must equal inputs.size() (extra entries ignored).
    /// `colours` are the scenarios' own (the palette's when missing), as on the other charts.
    void setScenarios(const QStringList& names, const std::vector<core::ScenarioInputs>& inputs,
                      const std::vector<QColor>& colours = {});
    /// One scenario on its own.
    void setScenario(const core::ScenarioInputs& inputs);
    /// Counts tokens as the window does: every token (input and output), or output tokens only.
    void setTokenBasis(bool totalTokens);
    const std::vector<core::IcebergRow>& rows() const { return m_rows; }
    ChartWidget* chart() const { return m_chart; }

private:
    void fillTable();
    void drawChart();

    std::vector<core::IcebergRow> m_rows;
    QStringList m_names;
    std::vector<QString> m_errors;
    std::vector<QColor> m_colours;
    bool m_totalTokens = true;
    QTableWidget* m_table = nullptr;
    ChartWidget* m_chart = nullptr;
    const core::Catalog* m_catalog = &core::Catalog::builtIn();
};

} // namespace tf::ui
