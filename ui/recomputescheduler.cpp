#include "ui/recomputescheduler.h"

#include "core/sweep.h"
#include "ui/documentmodel.h"
#include "ui/numberformat.h"

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
            if (r.inputs == record.inputs && r.level == m_document->serviceLevel()) {
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

QString RecomputeScheduler::choiceNote(const core::ServiceLevelChoice& choice, const core::ServiceLevel& level)
{
    const core::ScenarioInputs& c = choice.inputs;
    const QString config =
        tr("TP %1 / EP %2, batch %3, %4 draft tokens, %5")
            .arg(c.tensorParallel)
            .arg(c.expertParallel)
            .arg(c.batch)
            .arg(c.speculativeTokens)
            .arg(c.serving == core::ServingMode::Disaggregated ? tr("disaggregated") : tr("aggregated"));
    if (level.mode == core::ServiceLevelMode::EqualInteractivity) {
        if (!choice.reached)
            return tr("Cannot reach %1 tok/s/user: the closest configuration (%2) reaches %3")
                .arg(format::number(level.targetTokSPerUser), config, format::number(choice.closestTokSPerUser));
        return tr("Best configuration at %1 tok/s/user: %2").arg(format::number(level.targetTokSPerUser), config);
    }
    if (!choice.reached)
        return tr("No configuration meets the SLOs; closest: %1").arg(config);
    return tr("Best configuration under the SLOs: %1").arg(config);
}

ScenarioResult RecomputeScheduler::compute(int index) const
{
    const core::Catalog& catalog = m_document->catalog();
    ScenarioResult r;
    r.inputs = m_document->scenario(index).inputs;
    r.level = m_document->serviceLevel();
    auto evaluation = core::evaluateScenario(r.inputs, catalog);
    if (!evaluation) {
        r.error = QString::fromStdString(evaluation.error());
        return r;
    }
    r.valid = true;
    r.evaluation = *evaluation;
    r.operatingPoint = r.evaluation.point;
    r.maxBatch = r.evaluation.point.op.maxBatch;
    r.choice.inputs = r.inputs;
    r.choice.evaluation = r.evaluation;
    r.choice.reached = r.evaluation.point.op.fits;
    r.choice.goodputTokSPerGpu = core::goodputTokSPerGpu(r.evaluation.point, r.level, r.inputs);
    ScenarioSeries& s = r.series;
    // A sweep that finds nothing that fits is not an error for the window: the scenario still has
    // its cost and its warning, it just draws no curve (and reaches no service level).
    if (r.level.mode == core::ServiceLevelMode::OperatingPoint) {
        auto sweep = core::sweepScenario(r.inputs, catalog);
        if (sweep) {
            s.points = std::move(sweep.value().points);
            s.frontier = std::move(sweep.value().frontier);
        }
    } else if (auto search = core::searchForLevel(r.inputs, catalog, r.level)) {
        auto choice = core::chooseFromSearch(*search, r.inputs, catalog, r.level);
        if (choice) {
            r.choice = std::move(choice.value());
            r.evaluation = r.choice.evaluation;
            s.currentNote = choiceNote(r.choice, r.level);
        }
        if (r.level.searchServing) {
            for (const core::ScenarioInputs& in : search->inputs) {
                r.pointSpeculativeTokens.push_back(in.speculativeTokens);
                r.pointServing.push_back(in.serving);
            }
        }
        s.points = std::move(search.value().sweep.points);
        s.frontier = std::move(search.value().sweep.frontier);
    } else {
        r.choice.reached = false;
        r.choice.goodputTokSPerGpu = 0;
    }
    s.current = r.evaluation.point;
    s.currentFits = r.evaluation.point.op.fits && r.choice.reached;
    s.cost = r.evaluation.cost;
    s.facilityKwPerGpu = r.evaluation.facilityKw;
    s.petaflopsPerDollarHour = r.evaluation.petaflopsPerDollarHour;
    s.sloTtftMs = r.inputs.sloTtftMs;
    s.sloTokSPerUser = r.inputs.sloTokSPerUser;
    return r;
}

} // namespace tf::ui
