#pragma once

#include "core/catalog.h"

#include "core/analysis/iceberg.h"
#include "core/scenario.h"

#include <QString>
#include <QWidget>

#include <vector>

class QTableWidget;

namespace tf::ui {

/// The cost-per-token article's "iceberg": what buyers compare (peak FLOPS per dollar) beside what they pay for
/// (cost per million tokens), per scenario, each as a ratio to the first scenario.
class IcebergPanel : public QWidget
{
    Q_OBJECT

public:
    explicit IcebergPanel(QWidget* parent = nullptr);
    /// The catalog the panel evaluates with: the open workbook's (shipped entries, its own
    /// hardware and models, user profiles), so the panel agrees with the charts beside it.
    void setCatalog(const core::Catalog* catalog) { m_catalog = catalog; }

    /// Scenarios in display order; names.size() must equal inputs.size() (extra entries ignored).
    void setScenarios(const QStringList& names, const std::vector<core::ScenarioInputs>& inputs);
    /// One scenario on its own.
    void setScenario(const core::ScenarioInputs& inputs);
    const std::vector<core::IcebergRow>& rows() const { return m_rows; }

private:
    std::vector<core::IcebergRow> m_rows;
    QTableWidget* m_table = nullptr;
    const core::Catalog* m_catalog = &core::Catalog::builtIn();
};

} // namespace tf::ui
