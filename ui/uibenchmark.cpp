#include "ui/uibenchmark.h"

#include "core/statistics.h"

#include "core/scenario.h"
#include "core/servicecomparison.h"
#include "ui/chartarea.h"
#include "ui/documentmodel.h"
#include "ui/mainwindow.h"
#include "ui/parameterpanel.h"
#include "ui/recomputescheduler.h"
#include "ui/sliderfield.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tf::ui {

namespace {

void addVariant(DocumentModel* document, int from, const char* hardwareId, const char* name)
{
    document->duplicateScenario(from);
    const int index = document->selectedIndex();
    core::ScenarioInputs inputs = document->scenario(index).inputs;
    inputs.hardwareId = hardwareId;
    core::applyHardwareDefaults(inputs, document->catalog());
    document->setInputs(index, inputs, QStringLiteral("benchmark"));
    document->renameScenario(index, QString::fromLatin1(name));
}

} // namespace

core::ServiceLevel benchmarkServiceLevel(core::ServiceLevelMode mode)
{
    core::ServiceLevel level = core::defaultServiceLevel();
    level.mode = mode;
    if (mode == core::ServiceLevelMode::BestUnderSlo) {
        level.sloTtftMs = 2000;
        level.sloTokSPerUser = core::kDefaultTargetTokSPerUser;
    }
    return level;
}

UiBenchmarkResult runUiBenchmark(MainWindow* window, int events, const core::ServiceLevel& level)
{
    DocumentModel* document = window->document();
    document->setServiceLevel(level);
    while (document->scenarioCount() < 4) {
        if (document->scenarioCount() == 2)
            addVariant(document, 0, "b200", "B200 FP8");
        else
            addVariant(document, 0, "mi355x", "MI355X FP8");
    }
    document->setSelectedIndex(0);
    document->endMergeSequence();
    window->show();
    window->flushUpdates();
    QApplication::processEvents();
    window->chartArea()->repaintNow();

    QSlider* slider = window->parameterPanel()->field(QStringLiteral("price_per_gpu_hour"))->slider();
    const int undoBefore = document->undoStack()->count();
    std::vector<double> timesMs;
    timesMs.reserve(static_cast<size_t>(events));
    double recomputeMs = 0;
    slider->setSliderDown(true); // a drag: one press, many moves, one release
    const int start = slider->value();
    for (int i = 0; i < events; ++i) {
        // Back and forth over a third of the slider, one step per event, as a hand would.
        const int span = (slider->maximum() - slider->minimum()) / 3;
        const int phase = i % (2 * span);
        const int offset = phase < span ? phase : 2 * span - phase;
        const int position =
            std::clamp(start - span / 2 + offset * 3 % (span + 1), slider->minimum(), slider->maximum());
        QElapsedTimer clock;
        clock.start();
        slider->setValue(position == slider->value() ? position + 1 : position);
        window->flushUpdates();
        // Deliver the charts' deferred scene updates too, so the repaint shows the new data.
        QApplication::processEvents();
        window->chartArea()->repaintNow();
        timesMs.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
        recomputeMs += window->scheduler()->lastRecomputeMs();
    }
    slider->setSliderDown(false);

    UiBenchmarkResult result;
    result.events = events;
    result.scenarios = document->scenarioCount();
    result.p50Ms = core::percentile(timesMs, 0.50);
    result.p95Ms = core::percentile(timesMs, 0.95);
    result.maxMs = timesMs.empty() ? 0 : *std::max_element(timesMs.begin(), timesMs.end());
    result.meanRecomputeMs = events > 0 ? recomputeMs / events : 0;
    result.undoSteps = document->undoStack()->count() - undoBefore;
    result.mode = level.mode;
    return result;
}

} // namespace tf::ui
