#pragma once

#include "ui/scenarioresult.h"

#include <QAbstractTableModel>

#include <vector>

namespace tf::core {
class Catalog;
}

namespace tf::ui {

/// The comparison table: configuration rows (hardware, model, precision, framework, TP/EP, batch,
/// serving) and metric rows, one column per scenario, then one ratio column per non-baseline
/// scenario (scenario ÷ baseline) and, when the pair is the one the cost-per-token article
/// measured, that article's published ratios. At a service level the columns show each scenario's
/// chosen configuration; one that does not reach the level says so in its column.
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
        RevenuePerMtokTotal, ///< at the scenario's token prices, blended over input and output
        MarginPerGpuHour,    ///< per paid GPU-hour
        BreakEvenOutputPrice,
        TtftMs,
        Goodput,
        MaxBatch,
        // The configuration each column shows (text), below the figures so the figures stay in view.
        HardwareRow,
        ModelRow,
        PrecisionRow,
        FrameworkRow,
        ParallelismRow,
        BatchRow,
        ServingRow,
        MetricCount
    };
    static constexpr int kFirstConfigurationRow = HardwareRow;
    static bool isConfigurationRow(int metric) { return metric >= kFirstConfigurationRow && metric < MetricCount; }

    explicit ComparisonTableModel(QObject* parent = nullptr);

    /// The catalog whose display names the configuration rows show ("NVIDIA H100 SXM", not "h100");
    /// without one they show the ids. It must outlive the model.
    void setCatalog(const core::Catalog* catalog) { m_catalog = catalog; }

    void setResults(const std::vector<ScenarioResult>& results, int baseline, int selected, bool totalTokens);
    /// The numeric value behind a cell (NaN when it cannot exist or is text), for tests and export.
    double metricValue(int metric, int scenario) const;
    /// Whether the scenario's input tokens alone pay for its GPU-hour (its break-even output price
    /// is then 0, which the table writes as "input alone pays").
    bool inputAloneCoversCost(int scenario) const;
    /// The configuration text of a configuration row.
    QString configurationText(int metric, int scenario) const;
    /// scenario ÷ baseline for `metric` (NaN when either has no figure).
    double ratioValue(int metric, int scenario) const;
    /// The first ratio column (after the scenario columns).
    int ratioColumn() const { return static_cast<int>(m_results.size()); }
    /// Scenario behind ratio column `column`, or -1.
    int ratioScenario(int column) const;
    /// The cost-per-token article's column, or -1 when the scenarios are not its pair.
    int referenceColumn() const { return m_referenceColumn; }
    /// The article's published ratio for `metric` (NaN for metrics it does not publish).
    double referenceValue(int metric) const;
    const std::vector<ScenarioResult>& results() const { return m_results; }
    /// Per column, the length in characters of its longest text (cells and header): the views
    /// measure column widths again only when one of these changes.
    std::vector<int> longestTextLengths() const;
    int baseline() const { return m_baseline; }
    bool totalTokens() const { return m_totalTokens; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    /// Found once per update: every cell and header asks for it.
    static int findReferenceColumn(const std::vector<ScenarioResult>& results, int baseline);
    /// Every painted value (cells' text, colour and font, headers), in a fixed order.
    std::vector<QVariant> paintedContent() const;
    /// Tells the views which cells and headers differ between two paintedContent() snapshots.
    void announceChanges(const std::vector<QVariant>& before, const std::vector<QVariant>& after);
    QVariant scenarioCell(int metric, int scenario, int role) const;
    QVariant ratioCell(int metric, int column, int role) const;
    QVariant referenceCell(int metric, int role) const;
    QVariant rowHeader(int metric, int role) const;
    QString rowTitle(int metric) const;       ///< the row header
    QString rowExplanation(int metric) const; ///< its tooltip: the formula
    bool reached(int scenario) const;

    std::vector<ScenarioResult> m_results;
    const core::Catalog* m_catalog = nullptr;
    int m_baseline = -1;
    int m_selected = -1;
    int m_referenceColumn = -1;
    std::vector<QVariant> m_painted; ///< paintedContent() as of the last update
    bool m_totalTokens = true;
};

} // namespace tf::ui
