#include "ui/uibenchmark.h"

#include "core/scenario.h"
#include "core/servicecomparison.h"
#include "core/statistics.h"
#include "ui/chartarea.h"
#include "ui/documentmodel.h"
#include "ui/parameterpanel.h"
#include "ui/recomputescheduler.h"
#include "ui/sliderfield.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSize>
#include <QSlider>
#include <QUndoStack>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tf::ui {

namespace {

// GPUs the copies of the first scenario run on, in order; past the end the copies start again with
// twice the output length, so every scenario has its own inputs (identical ones would share one
// cached result and flatter the figures).
constexpr const char* kVariantHardware[] = {"b200",        "mi355x", "h100",   "b300",
                                            "gb200-nvl72", "mi300x", "mi325x", "mi455x"};
constexpr QSize kBenchmarkWindowSize(1600, 1000);
constexpr int kVariantCount = static_cast<int>(sizeof kVariantHardware / sizeof kVariantHardware[0]);

void addVariant(DocumentModel* document, int variant)
{
    document->duplicateScenario(0);
    const int index = document->selectedIndex();
    core::ScenarioInputs inputs = document->scenario(index).inputs;
    inputs.hardwareId = kVariantHardware[variant % kVariantCount];
    core::applyHardwareDefaults(inputs, document->catalog());
    const int round = variant / kVariantCount;
    inputs.outputTokens <<= round;
    document->setInputs(index, inputs, QStringLiteral("benchmark"));
    QString name = QString::fromLatin1(inputs.hardwareId.c_str()).toUpper() + QStringLiteral(" FP8");
    if (round > 0)
        name += QStringLiteral(" OSL %1").arg(inputs.outputTokens);
    document->renameScenario(index, name);
}

void addScenarios(DocumentModel* document, int scenarios)
{
    int variant = 0;
    while (document->scenarioCount() < scenarios)
        addVariant(document, variant++);
}

/// Slider position of drag step `step`: back and forth over a third of the slider around `start`,
/// one step per event, as a hand would.
int dragPosition(const QSlider* slider, int start, int step)
{
    const int span = (slider->maximum() - slider->minimum()) / 3;
    const int phase = step % (2 * span);
    const int offset = phase < span ? phase : 2 * span - phase;
    return std::clamp(start - span / 2 + offset * 3 % (span + 1), slider->minimum(), slider->maximum());
}

/// Delivers everything the last edit queued (the charts' deferred scene updates included), then
/// paints every chart, changed or not, so the time covers the repaint that shows the new data.
void settleAndRepaint(const UiBenchmarkTarget& target)
{
    target.scheduler->flush();
    QApplication::processEvents();
    target.charts->repaintNow();
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

UiBenchmarkResult runUiBenchmark(const UiBenchmarkTarget& target, int events, int scenarios,
                                 const core::ServiceLevel& level)
{
    DocumentModel* document = target.document;
    document->setServiceLevel(level);
    addScenarios(document, scenarios);
    document->setSelectedIndex(0);
    document->endMergeSequence();
    // The window's default size whatever the screen (the offscreen platform's is 800 x 800, less
    // than the window's minimum width), so figures compare across machines.
    target.window->resize(kBenchmarkWindowSize);
    target.window->show();
    target.scheduler->flush();
    QApplication::processEvents();
    target.charts->repaintNow();

    QSlider* slider = target.parameters->field(QStringLiteral("price_per_gpu_hour"))->slider();
    const int undoBefore = document->undoStack()->count();
    std::vector<double> timesMs;
    timesMs.reserve(static_cast<size_t>(events));
    double recomputeMs = 0;
    slider->setSliderDown(true); // a drag: one press, many moves, one release
    const int start = slider->value();
    for (int i = 0; i < events; ++i) {
        const int position = dragPosition(slider, start, i);
        QElapsedTimer clock;
        clock.start();
        slider->setValue(position == slider->value() ? position + 1 : position);
        settleAndRepaint(target);
        timesMs.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e6);
        recomputeMs += target.scheduler->lastRecomputeMs();
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
