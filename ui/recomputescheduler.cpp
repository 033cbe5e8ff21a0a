#include "ui/recomputescheduler.h"

#include "core/sweep.h"
#include "ui/documentmodel.h"

#include <QElapsedTimer>

namespace tf::ui {

RecomputeScheduler::RecomputeScheduler(DocumentModel* document, QObject* parent) : QObject(parent), m_document(document)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, [this] { flush(); });
    connect(document, &DocumentModel::changed, this, &RecomputeScheduler::schedule);
    // Results are cached by inputs; a new catalog (another workbook, imported entries) voids them.
    const auto invalidate = [this] {
        m_results.clear();
        schedule();
    };
    connect(document, &DocumentModel::documentReset, this, invalidate);
    connect(document, &DocumentModel::catalogChanged, this, invalidate);
}

void RecomputeScheduler::schedule()
{
    m_pending = true;
    if (!m_timer.isActive())
        m_timer.start();
}

void RecomputeScheduler::flush(bool force)
{
    if (!m_pending && !force)
        return;
    m_pending = false;
    m_timer.stop();
    QElapsedTimer clock;
    clock.start();
    const int count = m_document->scenarioCount();
    std::vector<ScenarioResult> next;
    next.reserve(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i) {
        const core::ScenarioRecord& record = m_document->scenario(i);
        // Reuse any cached result with the same inputs (scenarios may have been reordered).
        const ScenarioResult* cached = nullptr;
        for (const ScenarioResult& r : m_results) {
            if (r.inputs == record.inputs) {
                cached = &r;
                break;
            }
        }
        ScenarioResult result = cached ? *cached : compute(i);
        result.series.name = QString::fromStdString(record.name);
        result.series.colour = m_document->scenarioColour(i);
        result.series.baseline = i == m_document->baselineIndex();
        next.push_back(std::move(result));
    }
    m_results = std::move(next);
    m_lastMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    emit resultsReady();
}

ScenarioResult RecomputeScheduler::compute(int index) const
{
    const core::Catalog& catalog = m_document->catalog();
    ScenarioResult r;
    r.inputs = m_document->scenario(index).inputs;
    auto evaluation = core::evaluateScenario(r.inputs, catalog);
    if (!evaluation) {
        r.error = QString::fromStdString(evaluation.error());
        return r;
    }
    r.valid = true;
    r.evaluation = *evaluation;
    r.maxBatch = r.evaluation.point.op.maxBatch;
    ScenarioSeries& s = r.series;
    s.current = r.evaluation.point;
    s.currentFits = r.evaluation.point.op.fits;
    s.cost = r.evaluation.cost;
    s.facilityKwPerGpu = r.evaluation.facilityKw;
    s.petaflopsPerDollarHour = r.evaluation.petaflopsPerDollarHour;
    s.sloTtftMs = r.inputs.sloTtftMs;
    s.sloTokSPerUser = r.inputs.sloTokSPerUser;
    // A sweep that finds nothing that fits is not an error for the window: the scenario still has
    // its cost and its warning, it just draws no curve.
    auto sweep = core::sweepScenario(r.inputs, catalog);
    if (sweep) {
        s.points = std::move(sweep.value().points);
        s.frontier = std::move(sweep.value().frontier);
    }
    return r;
}

} // namespace tf::ui
