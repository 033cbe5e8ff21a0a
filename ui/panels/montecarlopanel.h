#pragma once

#include "core/catalog/catalog.h"

#include "core/analysis/montecarlo.h"
#include "core/scenario.h"

#include <QPointer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;
class QThread;

namespace tf::ui {

class DistributionChart;

/// Monte Carlo over low/likely/high ranges of uncertain inputs: P10/P50/P90 of cost per Mtok and
/// throughput with a histogram. Runs on a worker thread; a new run cancels the previous one and
/// results of stale runs are dropped.
class MonteCarloPanel : public QWidget
{
    Q_OBJECT

public:
    explicit MonteCarloPanel(QWidget* parent = nullptr);
    /// The catalog the panel evaluates with: the open workbook's (shipped entries, its own
    /// hardware and models, user profiles), so the panel agrees with the charts beside it.
    void setCatalog(const core::Catalog* catalog) { m_catalog = catalog; }
    ~MonteCarloPanel() override;

    /// Sets the scenario and resets the ranges to the defaults around it.
    void setScenario(const core::ScenarioInputs& inputs);
    void setUncertainInputs(const std::vector<core::UncertainInput>& uncertain);
    /// The ranges as typed, each cell read as the parameter fields read numbers; `refusal` says
    /// which cell cannot be read or which range does not rise (then nothing is run).
    std::vector<core::UncertainInput> uncertainInputs(QString* refusal) const;
    void setSamples(int samples);
    /// Starts a run in the background; finished() follows on the GUI thread.
    void run();
    bool isRunning() const { return m_running; }
    const core::MonteCarloResult& lastResult() const { return m_result; }
    DistributionChart* chart() const { return m_chart; }

signals:
    void finished();
    /// Cost per Mtok output bands of the latest run, for drawing on other charts.
    void costBandsChanged(double p10, double p50, double p90);

private:
    /// Takes the distribution off the panel, saying `why`, when it no longer matches the inputs.
    void clearResults(const QString& why);
    void showResult(quint64 generation, const std::shared_ptr<core::Result<core::MonteCarloResult>>& result);
    void showHistogram();

    core::ScenarioInputs m_inputs;

    bool m_hasScenario = false; ///< setScenario() has given m_inputs
    core::MonteCarloResult m_result;
    quint64 m_generation = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::vector<QPointer<QThread>> m_threads;
    QTableWidget* m_ranges = nullptr;
    QSpinBox* m_samples = nullptr;
    QSpinBox* m_seed = nullptr;
    QComboBox* m_view = nullptr;
    QLabel* m_summary = nullptr;
    DistributionChart* m_chart = nullptr;
    const core::Catalog* m_catalog = &core::Catalog::builtIn();
};

} // namespace tf::ui
