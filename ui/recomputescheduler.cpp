#include "ui/recomputescheduler.h"

#include "core/sweep.h"
#include "ui/documentmodel.h"
#include "ui/inputtext.h"
#include "ui/numberformat.h"
#include "ui/statustext.h"

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
        // A result whose inputs differ only in price, power or SLOs re-prices its search instead.
        const ScenarioResult* cached = nullptr;
        const ScenarioResult* similar = nullptr;
        for (const ScenarioResult& r : m_results) {
            if (!(r.level == m_document->serviceLevel()))
                continue;
            if (r.inputs == record.inputs) {
                cached = &r;
                break;
            }
            if (!similar && r.valid && core::samePerformanceInputs(r.inputs, record.inputs))
                similar = &r;
        }
        ScenarioResult result = cached ? *cached : similar ? repriced(*similar, record.inputs) : compute(record.inputs);
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
    const QString config = configurationText(choice.inputs);
    if (level.mode == core::ServiceLevelMode::EqualInteractivity) {
        if (!choice.reached)
            return tr("Cannot reach %1 tok/s/user: the closest configuration (%2) reaches %3")
                .arg(format::number(level.targetTokSPerUser), config, format::number(choice.closestTokSPerUser));
        const core::OperatingPoint& op = choice.evaluation.point.op;
        if (choice.largestBatchAboveTarget)
            return tr("Best configuration at %1 tok/s/user: %2 (even the largest batch that fits runs faster, "
                      "at %3 tok/s/user)")
                .arg(format::number(level.targetTokSPerUser), config, format::number(op.tokSPerUser));
        if (choice.aboveTarget)
            return tr("Best configuration at %1 tok/s/user: %2 (at %3 tok/s/user; one more sequence in the batch "
                      "falls below the target)")
                .arg(format::number(level.targetTokSPerUser), config, format::number(op.tokSPerUser));
        return tr("Best configuration at %1 tok/s/user: %2").arg(format::number(level.targetTokSPerUser), config);
    }
    if (!choice.reached)
        return tr("No configuration meets the SLOs; closest: %1").arg(config);
    return tr("Best configuration under the SLOs: %1").arg(config);
}

ScenarioResult RecomputeScheduler::compute(const core::ScenarioInputs& inputs) const
{
    const core::Catalog& catalog = m_document->catalog();
    ScenarioResult r;
    r.inputs = inputs;
    r.level = m_document->serviceLevel();
    auto evaluation = core::evaluateScenario(r.inputs, catalog);
    if (!evaluation) {
        r.error = QString::fromStdString(evaluation.error());
        r.series.invalidInputs = true;
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
    finishSeries(r);
    return r;
}

ScenarioResult RecomputeScheduler::repriced(const ScenarioResult& base, const core::ScenarioInputs& inputs) const
{
    const core::Catalog& catalog = m_document->catalog();
    auto own = core::evaluateScenario(inputs, catalog);
    if (!own)
        return compute(inputs);
    ScenarioResult r = base;
    r.inputs = inputs;
    r.evaluation = *own;
    r.operatingPoint = own->point;
    r.maxBatch = own->point.op.maxBatch;
    core::repricePoints(r.series.points, inputs);
    if (r.level.mode == core::ServiceLevelMode::OperatingPoint) {
        r.choice.inputs = inputs;
        r.choice.evaluation = *own;
        r.choice.reached = own->point.op.fits;
    } else {
        // The choice depends on throughput and latency only: the same configuration, re-priced.
        core::ScenarioInputs chosen = inputs;
        chosen.batch = base.choice.inputs.batch;
        chosen.tensorParallel = base.choice.inputs.tensorParallel;
        chosen.expertParallel = base.choice.inputs.expertParallel;
        // Its stages too: the search spans nodes when one does not hold the weights, and the chosen
        // "TP 8 / PP 2" re-priced as "TP 8" (101 GB a GPU on an 80 GB H100) read as what was compared.
        chosen.pipelineParallel = base.choice.inputs.pipelineParallel;
        chosen.speculativeTokens = base.choice.inputs.speculativeTokens;
        chosen.serving = base.choice.inputs.serving;
        auto evaluation = core::evaluateScenario(chosen, catalog);
        if (!evaluation)
            return compute(inputs);
        r.choice.inputs = chosen;
        r.choice.evaluation = *evaluation;
        r.evaluation = *evaluation;
    }
    r.choice.goodputTokSPerGpu = r.choice.reached ? core::goodputTokSPerGpu(r.evaluation.point, r.level, inputs) : 0;
    finishSeries(r);
    return r;
}

void RecomputeScheduler::finishSeries(ScenarioResult& r)
{
    ScenarioSeries& s = r.series;
    s.current = r.evaluation.point;
    s.currentFits = r.evaluation.point.op.fits && r.choice.reached;
    s.cost = r.evaluation.cost;
    s.facilityKwPerGpu = r.evaluation.facilityKw;
    s.petaflopsPerDollarHour = r.evaluation.petaflopsPerDollarHour;
    s.sloTtftMs = r.inputs.sloTtftMs;
    s.sloTokSPerUser = r.inputs.sloTokSPerUser;
    s.asSet = r.operatingPoint;
    s.asSetShown = r.operatingPoint.op.fits && showsAnotherConfiguration(r);
}

} // namespace tf::ui
