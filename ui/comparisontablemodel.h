#pragma once

#include "ui/scenarioresult.h"

#include <QAbstractTableModel>

#include <vector>

namespace tf::ui {

/// The seed's comparison table: one row per metric, one column per scenario, and a ratio column
/// (compared scenario ÷ baseline). The compared scenario is the selected one, or the first
/// non-baseline scenario when the baseline itself is selected.
class ComparisonTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Metric {
        UsdPerGpuHour,
        PetaflopsPerDollar,
        TokSPerGpu,
        TokSPerUser,
        TokSPerMw,
        CostPerMtokOutput,
        CostPerMtokTotal,
        TtftMs,
        MaxBatch,
        MetricCount
    };

    explicit ComparisonTableModel(QObject* parent = nullptr);

    void setResults(const std::vector<ScenarioResult>& results, int baseline, int selected, bool totalTokens);
    /// The numeric value behind a cell (NaN when it cannot exist), for tests.
    double metricValue(int metric, int scenario) const;
    int ratioColumn() const { return static_cast<int>(m_results.size()); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    int comparedIndex() const;

    std::vector<ScenarioResult> m_results;
    int m_baseline = -1;
    int m_selected = -1;
    bool m_totalTokens = true;
};

} // namespace tf::ui
