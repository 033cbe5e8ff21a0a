#pragma once

#include "core/catalog/catalog.h"

#include "core/analysis/measuredoverlay.h"
#include "core/scenario.h"
#include "ui/chartdata.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QLabel;
class QTableWidget;

namespace tf::ui {

/// Starts with the public measurements shipped with Token Factory, or imports a benchmark CSV
/// (InferenceX or the simple layout); pairs each measured point with the
/// model's prediction at the same interactivity, and hands the points to the charts: the window
/// puts them into ScenarioSeries::measured for the Pareto chart.
class MeasuredOverlayPanel : public QWidget
{
    Q_OBJECT

public:
    explicit MeasuredOverlayPanel(QWidget* parent = nullptr);
    /// The catalog the panel evaluates with: the open workbook's (shipped entries, its own
    /// hardware and models, user profiles), so the panel agrees with the charts beside it.
    void setCatalog(const core::Catalog* catalog) { m_catalog = catalog; }

    void setScenario(const core::ScenarioInputs& inputs);
    /// Reads the file and rebuilds the overlay; false (message shown) when it cannot be read.
    bool loadFile(const QString& path);
    /// Shows the public measurements that ship with Token Factory (the default).
    void loadShipped();
    const std::vector<MeasuredPoint>& measuredPoints() const { return m_points; }
    const core::MeasuredOverlay& overlay() const { return m_overlay; }

signals:
    /// New points for the selected scenario's Pareto chart (empty = remove the overlay).
    void measuredPointsChanged(const std::vector<tf::ui::MeasuredPoint>& points);

private:
    void rebuild();

    core::ScenarioInputs m_inputs;
    std::vector<core::BenchmarkRow> m_rows;
    core::MeasuredOverlay m_overlay;
    std::vector<MeasuredPoint> m_points;
    QString m_source; ///< what the rows are: a file name, or the shipped measurements
    QCheckBox* m_matchScenario = nullptr;
    QLabel* m_status = nullptr;
    QTableWidget* m_table = nullptr;
    const core::Catalog* m_catalog = &core::Catalog::builtIn();
};

} // namespace tf::ui
