#pragma once

#include "ui/scenarioresult.h"

#include <QObject>
#include <QTimer>

#include <vector>

namespace tf::ui {

class DocumentModel;

/// Turns the document's scenarios into results for the views, recomputing only scenarios whose
/// inputs changed.
///
/// Why inline on the GUI thread: a full sweep of one scenario (batch x TP x EP, ~40 batch values
/// per configuration) plus its own-point evaluation measured 0.05-0.3 ms in release builds on the
/// 2-core reference machine (see `tokenfactory --benchmark-ui`, which reports the whole event ->
/// repaint time). A slider event only re-sweeps the one scenario it edits, so the model is a few
/// percent of a 16 ms frame and chart repaints dominate. At a service level the sweep becomes the
/// configuration search refined at the target (0.1-0.4 ms per scenario; about 10 ms when speculative
/// depth and serving mode are searched too), and an edit of price, power or SLOs only re-prices the
/// cached search (0.05-0.1 ms for the whole event, `--benchmark-ui` per mode). A worker thread would add a frame of
/// latency and copying for no gain. Edits are coalesced: schedule() defers to the next turn of
/// the event loop, so a burst of slider events queued together costs one recompute. Work that is
/// genuinely heavy (Monte Carlo, large grids in analyst panels) must run off this thread and drop
/// stale results; it does not go through this class.
class RecomputeScheduler : public QObject
{
    Q_OBJECT
public:
    explicit RecomputeScheduler(DocumentModel* document, QObject* parent = nullptr);

    /// Results in document order; valid after the first recompute.
    const std::vector<ScenarioResult>& results() const { return m_results; }
    /// Recompute on the next turn of the event loop (bursts collapse into one).
    void schedule();
    /// Recompute now if anything is pending (or `force`), then emit resultsReady().
    void flush(bool force = false);
    /// Milliseconds the last recompute took in the model (not the repaint).
    double lastRecomputeMs() const { return m_lastMs; }

    /// What a chosen configuration's marker shows: the level, the configuration, or how close an
    /// unreachable target gets.
    static QString choiceNote(const core::ServiceLevelChoice& choice, const core::ServiceLevel& level);

signals:
    void resultsReady();

private:
    ScenarioResult compute(const core::ScenarioInputs& inputs) const;
    /// `base` (same performance inputs, same level) with the economics and SLOs of `inputs`: no
    /// sweep or search, so a price or power drag costs O(points).
    ScenarioResult repriced(const ScenarioResult& base, const core::ScenarioInputs& inputs) const;
    /// Copies the evaluation shown into the series the charts draw.
    static void finishSeries(ScenarioResult& r);

    DocumentModel* m_document;
    std::vector<ScenarioResult> m_results;
    QTimer m_timer;
    bool m_pending = false;
    double m_lastMs = 0;
};

} // namespace tf::ui
