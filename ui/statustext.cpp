#include "ui/statustext.h"

#include "core/catalog/catalog.h"
#include "core/inputrefusal.h"
#include "core/precisionsupport.h"
#include "core/profile.h"
#include "ui/catalognames.h"
#include "ui/inputtext.h"
#include "ui/numberformat.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QLocale>
#include <QStringList>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace tf::ui {

// The status bar belongs to the main window: its texts keep the tf::ui::MainWindow context.

namespace {

/// " · FP4 weight-only (math at BF16)" when the weights are narrower than the math, else empty.
QString weightOnlyNote(const core::ScenarioInputs& shown, const core::Catalog& catalog)
{
    const core::Hardware* hw = catalog.findHardware(shown.hardwareId);
    const core::LlmModel* model = catalog.findModel(shown.modelId);
    if (!hw || !model)
        return {};
    const core::PrecisionSupport support = core::precisionSupport(*hw, *model, shown.precision);
    if (!support.weightOnly())
        return {};
    return QCoreApplication::translate("tf::ui::MainWindow", " \u00b7 %1 weight-only (math at %2)")
        .arg(QString::fromLatin1(core::precisionLabel(support.weights).data()),
             QString::fromLatin1(core::precisionLabel(support.math).data()));
}

} // namespace

CapacityText capacityTextFor(int capacity, const core::Evaluation& evaluation)
{
    const bool schedulerCap = evaluation.point.op.maxBatchIsSchedulerCap;
    const double answerShareHeld = evaluation.profile.knobs.kvAnswerShareHeld;
    const QString count = QLocale().toString(capacity);
    // The panel's words, in its translation context.
    if (schedulerCap)
        return {QCoreApplication::translate("tf::ui::ParameterPanel", "Scheduler cap: the framework runs at most %1 "
                                                                      "sequences at once; memory holds more.")
                    .arg(count),
                QCoreApplication::translate("tf::ui::ParameterPanel",
                                            "Runs up to %1 sequences per instance (the scheduler's cap).")
                    .arg(count)};
    // Reserved whole (TensorRT-LLM) or grown as tokens are generated (vLLM, SGLang): the mark says which.
    const QString held =
        answerShareHeld >= 1.0
            ? QCoreApplication::translate("tf::ui::ParameterPanel",
                                          "Memory capacity: %1 sequences fit (each reserves ISL + OSL).")
                  .arg(count)
            : QCoreApplication::translate("tf::ui::ParameterPanel",
                                          "Memory capacity: %1 sequences fit (each holds ISL + %2 × OSL on average: "
                                          "its KV grows as tokens are generated).")
                  .arg(count, QLocale().toString(answerShareHeld, 'g', 2));
    return {held,
            QCoreApplication::translate("tf::ui::ParameterPanel", "Fits up to %1 sequences per instance.").arg(count)};
}

bool showsAnotherConfiguration(const ScenarioResult& result)
{
    return result.level.mode != core::ServiceLevelMode::OperatingPoint && result.choice.reached &&
           !(result.choice.inputs == result.inputs);
}

QString ownedGpuHourText(const ScenarioResult& result)
{
    if (result.inputs.pricing != core::PricingMode::Owned)
        return {};
    const core::GpuHourCost& c = result.evaluation.cost;
    return QCoreApplication::translate("tf::ui::ParameterPanel",
                                       "GPU-hour, owned: <b>%1</b> = capex %2 + power %3 + facility %4 + other %5 "
                                       "(set under Pricing and ownership)")
        .arg(format::usd(c.totalUsd), format::usd(c.capexUsd), format::usd(c.powerUsd), format::usd(c.facilityUsd),
             format::usd(c.otherUsd));
}

QString withChosenConfiguration(const ScenarioResult& result, const QString& summary)
{
    // At a service level the figures are the chosen configuration's, not these inputs': two
    // configurations are on screen, and the status bar's "batch 4,339 of 46,912" is the chosen one's.
    const core::ScenarioInputs& chosen = result.choice.inputs;
    const core::ScenarioInputs& in = result.inputs;
    if (!showsAnotherConfiguration(result))
        return summary;
    // Another layout holds another number of sequences: name the one the capacity is of.
    const bool sameLayout = chosen.tensorParallel == in.tensorParallel && chosen.expertParallel == in.expertParallel &&
                            chosen.pipelineParallel == in.pipelineParallel && chosen.serving == in.serving;
    const QString ofInputs =
        sameLayout ? summary
                   : QCoreApplication::translate("tf::ui::ParameterPanel", "These inputs (%1): %2")
                         .arg(parallelismText(in.tensorParallel, in.expertParallel, in.pipelineParallel), summary);
    return ofInputs + QLatin1Char('\n') +
           QCoreApplication::translate("tf::ui::ParameterPanel",
                                       "The comparison shows this scenario at TP %1 / EP %2, batch %3 (chosen for the "
                                       "service level); \u201cUse this configuration\u201d makes those the inputs.")
               .arg(chosen.tensorParallel)
               .arg(chosen.expertParallel)
               .arg(QLocale().toString(chosen.batch));
}

QString pointCannotRunText(const core::OperatingPoint& op)
{
    return op.maxBatchIsSchedulerCap ? QCoreApplication::translate("tf::ui::StatusText", "over the cap")
                                     : QCoreApplication::translate("tf::ui::StatusText", "does not fit");
}

StatusText fitStatusFor(const ScenarioResult& r, const core::Catalog& catalog)
{
    StatusText s;
    if (!r.valid) {
        s.text = QCoreApplication::translate("tf::ui::MainWindow", "Invalid inputs: %1").arg(invalidReasonFor(r));
        s.tone = StatusText::Bad;
        return s;
    }
    const core::PointMetrics& m = r.series.current;
    // One paragraph a warning, as rich text in a column about 60 characters wide, so that a long one
    // wraps instead of running a line wider than the screen.
    for (const core::Warning& w : r.evaluation.warnings)
        s.toolTip += QStringLiteral("<p>%1</p>").arg(warningText(w).toHtmlEscaped());
    if (!s.toolTip.isEmpty())
        s.toolTip = QStringLiteral("<table width='%1'><tr><td>%2</td></tr></table>")
                        .arg(QFontMetrics(QToolTip::font()).averageCharWidth() * 60)
                        .arg(s.toolTip);
    // No server takes a request longer than the model's context: that, not the batch or the level,
    // is what the user must change first (it showed only in this tooltip, under "does not fit").
    const auto beyondContext =
        std::find_if(r.evaluation.warnings.begin(), r.evaluation.warnings.end(),
                     [](const core::Warning& w) { return w.kind == core::WarningKind::BeyondContext; });
    if (beyondContext != r.evaluation.warnings.end()) {
        s.text = warningText(*beyondContext);
        s.tone = StatusText::Bad;
        return s;
    }
    if (r.levelNotReached()) {
        s.text =
            r.level.mode == core::ServiceLevelMode::EqualInteractivity
                ? QCoreApplication::translate("tf::ui::MainWindow", "Target not reached: at most %1 tok/s/user")
                      .arg(format::number(r.choice.closestTokSPerUser))
                : QCoreApplication::translate("tf::ui::MainWindow",
                                              "SLOs not met by any configuration (best %1 tok/s/user, TTFT from %2 ms)")
                      .arg(format::number(r.choice.closestTokSPerUser), format::number(r.choice.closestTtftMs));
        s.text += weightOnlyNote(r.choice.inputs, catalog);
        s.tone = StatusText::Bad;
        return s;
    }
    const bool atLevel = r.level.mode != core::ServiceLevelMode::OperatingPoint;
    const int capacity = atLevel ? m.op.maxBatch : r.maxBatch;
    if (capacity == 0) {
        s.text = QCoreApplication::translate("tf::ui::MainWindow", "Does not fit: weights exceed memory");
        s.tone = StatusText::Bad;
    } else if (!m.op.fits) {
        const QString limit =
            m.op.maxBatchIsSchedulerCap
                ? QCoreApplication::translate("tf::ui::MainWindow",
                                              "Over the scheduler cap: batch %1 > %2 sequences at once")
                : QCoreApplication::translate("tf::ui::MainWindow", "Does not fit: batch %1 > capacity %2");
        s.text = limit.arg(QLocale().toString(m.op.batch), QLocale().toString(capacity));
        s.tone = StatusText::Bad;
    } else {
        s.text =
            QCoreApplication::translate("tf::ui::MainWindow", "Fits: batch %1 of %2, %3 GB/GPU")
                .arg(QLocale().toString(m.op.batch), QLocale().toString(capacity), format::number(m.op.memoryGbPerGpu));
        if (atLevel)
            s.text = QCoreApplication::translate("tf::ui::MainWindow", "Chosen %1 \u00b7 %2")
                         .arg(parallelismText(m.op.tensorParallel, m.op.expertParallel, m.op.pipelineParallel), s.text);
        s.tone = StatusText::Good;
    }
    s.text += weightOnlyNote(r.choice.inputs, catalog);
    return s;
}

namespace {
/// What the calibration's figures were worth on models it never saw: over all rows, and on the
/// chosen model's own rows when it has some on other GPUs or frameworks.
QString unseenModelNote(const core::Catalog& catalog, const std::string& modelId)
{
    const core::CalibrationAccuracy& a = catalog.calibrationAccuracy();
    if (!a.known())
        return {};
    QString note = QCoreApplication::translate("tf::ui::MainWindow",
                                               "For a model the calibration never saw, throughput was off by a median "
                                               "\u00b1%1% (each model's rows predicted by a fit without them, %2 rows "
                                               "of %3).")
                       .arg(format::errorPercent(a.leaveOneModelOut))
                       .arg(a.rows)
                       .arg(QString::fromStdString(a.source));
    if (const auto own = a.byModel.find(modelId); own != a.byModel.end())
        note += QLatin1Char(' ') + QCoreApplication::translate("tf::ui::MainWindow",
                                                               "Held out the same way, %1's own rows were off by "
                                                               "\u00b1%2%.")
                                       .arg(modelName(&catalog, modelId), format::errorPercent(own->second));
    return note;
}
} // namespace

QString modelsMeasuredText(const core::CalibrationProfile& profile, const core::Catalog& catalog)
{
    QStringList names;
    for (const std::string& m : profile.modelsMeasured)
        names << modelName(&catalog, m);
    return format::list(names);
}

namespace {

/// What a calibrated profile was fitted to, in the reader's words: its rows and the knobs it set by
/// name ("Framework cost per layer per step, us"), not by key. The fit's own text otherwise.
QString fittedToText(const core::CalibrationProfile& p, const core::Catalog& catalog)
{
    const std::string& text = p.fittedTo;
    const std::string knobsMarker = "fitted knobs: ";
    const auto source = text.find(": ");
    const auto knobs = text.find(knobsMarker);
    if (source == std::string::npos || knobs == std::string::npos)
        return QString::fromStdString(text);
    QStringList names;
    for (const QString& key :
         QString::fromStdString(text.substr(knobs + knobsMarker.size())).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const core::KnobInfo* info = core::findKnobInfo(key.toStdString());
        names << (info ? QCoreApplication::translate("tf::core::Knob", info->description) : key);
    }
    return QCoreApplication::translate("tf::ui::MainWindow", "Fitted to %1 measured rows (%2) of %3. The fit set: %4.")
        .arg(p.pointsFitted)
        .arg(modelsMeasuredText(p, catalog), QString::fromStdString(text.substr(0, source)),
             names.join(QStringLiteral("; ")));
}

/// A calibrated profile's error, named as held out or in sample: the two differ several-fold.
QString calibratedErrorText(const core::CalibrationProfile& p, const QString& profileName)
{
    if (p.medianAbsErrorHoldout >= 0)
        return QCoreApplication::translate("tf::ui::MainWindow",
                                           "Profile %1: calibrated, median error \u00b1%2% held out")
            .arg(profileName, format::errorPercent(p.medianAbsErrorHoldout));
    return QCoreApplication::translate("tf::ui::MainWindow",
                                       "Profile %1: calibrated, median error \u00b1%2% in sample (none held out)")
        .arg(profileName, format::errorPercent(p.medianAbsErrorFit));
}

/// What the error figures the window shows in different places measure, so that the status bar's,
/// the measured overlay's and the physics check's figures are not read as one figure that moved.
QString errorFiguresNote(const core::CalibrationProfile& p, const core::CalibrationAccuracy& accuracy)
{
    QString note = p.medianAbsErrorHoldout >= 0
                       ? QCoreApplication::translate("tf::ui::MainWindow",
                                                     "Held out: each of this profile's rows predicted by a fit that "
                                                     "never saw its model.")
                       : QString();
    if (accuracy.known())
        note +=
            QLatin1Char(' ') +
            QCoreApplication::translate("tf::ui::MainWindow",
                                        "Over every profile, %1 rows: \u00b1%2% for a model held out, \u00b1%3% "
                                        "for a GPU held out (the physics check's figure).")
                .arg(accuracy.rows)
                .arg(format::errorPercent(accuracy.leaveOneModelOut), format::errorPercent(accuracy.leaveOneGpuOut));
    note += QLatin1Char(' ') + QCoreApplication::translate("tf::ui::MainWindow",
                                                           "The measured overlay's figure is the model against the "
                                                           "rows it loads, in sample where they were fitted.");
    return note.trimmed();
}

} // namespace

StatusText profileStatusFor(const ScenarioResult& r, const core::Catalog& catalog)
{
    StatusText s;
    const core::CalibrationProfile& p = r.evaluation.profile;
    const core::CalibrationAccuracy& accuracy = catalog.calibrationAccuracy();
    const QString profileName = QString::fromStdString(p.hardwareId + "/" + p.frameworkId);
    if (p.replacesBuiltIn) {
        // The file's own knobs, not the shipped measurements': never read as calibrated or as priors.
        s.tone = StatusText::Warning;
        s.text = QCoreApplication::translate("tf::ui::MainWindow",
                                             "Profile %1: the workbook's own, not the built-in calibration")
                     .arg(profileName);
        s.toolTip = QString::fromStdString(p.fittedTo);
        return s;
    }
    if (p.calibrated) {
        s.text = calibratedErrorText(p, profileName);
        s.toolTip = fittedToText(p, catalog) + QLatin1Char(' ') + errorFiguresNote(p, accuracy);
        // The error was measured on other models' rows; say so when this model is not among them.
        const std::string& model = r.choice.inputs.modelId;
        if (!p.measuredOn(model)) {
            const QString measuredOn = modelsMeasuredText(p, catalog);
            const double heldOut = accuracy.heldOutErrorForModel(model);
            s.text += heldOut >= 0 ? QCoreApplication::translate("tf::ui::MainWindow",
                                                                 " (measured on %1, not on %2: \u00b1%3% held out)")
                                         .arg(measuredOn, modelName(&catalog, model), format::errorPercent(heldOut))
                                   : QCoreApplication::translate("tf::ui::MainWindow", " (measured on %1, not on %2)")
                                         .arg(measuredOn, modelName(&catalog, model));
            s.tone = StatusText::Warning;
            if (const QString note = unseenModelNote(catalog, model); !note.isEmpty())
                s.toolTip += QLatin1Char(' ') + note;
        }
    } else {
        s.tone = StatusText::Warning;
        // Measured, but the fit did worse than the priors held out: the profile says how it was decided.
        const bool measured = p.pointsFitted > 0;
        s.toolTip = measured ? QString::fromStdString(p.fittedTo)
                             : QCoreApplication::translate("tf::ui::MainWindow",
                                                           "No measurements for this GPU and framework; the "
                                                           "framework's documented priors are used. Treat figures "
                                                           "as estimates.");
        if (p.medianAbsErrorHoldout >= 0) {
            s.text =
                QCoreApplication::translate("tf::ui::MainWindow",
                                            "Profile %1: uncalibrated (priors: median error \u00b1%2% where measured)")
                    .arg(profileName, format::errorPercent(p.medianAbsErrorHoldout));
            if (accuracy.known() && !measured)
                s.toolTip +=
                    QLatin1Char(' ') +
                    QCoreApplication::translate("tf::ui::MainWindow",
                                                "Where the calibration measured, the priors were off by a "
                                                "median \u00b1%1% over %2 rows of %3 (the calibrated "
                                                "profiles by \u00b1%4% on GPUs they never saw).")
                        .arg(format::errorPercent(accuracy.priors))
                        .arg(accuracy.rows)
                        .arg(QString::fromStdString(accuracy.source), format::errorPercent(accuracy.leaveOneGpuOut));
        } else {
            s.text =
                QCoreApplication::translate("tf::ui::MainWindow", "Profile %1: uncalibrated (priors)").arg(profileName);
        }
    }
    return s;
}

namespace {

/// The warnings that say a request or a batch does not fit, and why.
QString fitWarningText(const core::Warning& w)
{
    const auto text = [&w](size_t i) { return QString::fromStdString(w.text(i)); };
    switch (w.kind) {
    case core::WarningKind::WeightsDoNotFit:
        return QCoreApplication::translate("tf::core::Warning",
                                           "Does not fit: the weights need %1 GB per GPU; raise TP/EP or lower the "
                                           "precision")
            .arg(format::number(w.number(0)));
    case core::WarningKind::BatchExceedsMemory:
        return QCoreApplication::translate("tf::core::Warning",
                                           "Does not fit: batch %1 exceeds the memory limit of %2 sequences")
            .arg(format::count(std::llround(w.number(0))), format::count(std::llround(w.number(1))));
    case core::WarningKind::BatchExceedsScheduler:
        return QCoreApplication::translate("tf::core::Warning",
                                           "Over the scheduler cap: batch %1 exceeds the %2 sequences the framework "
                                           "runs at once (memory holds more)")
            .arg(format::count(std::llround(w.number(0))), format::count(std::llround(w.number(1))));
    case core::WarningKind::SequenceDoesNotFit:
        return QCoreApplication::translate("tf::core::Warning",
                                           "Does not fit: one sequence of ISL + OSL needs %1 GB of KV cache per GPU, "
                                           "more than the %2 GB left for it; shorten it or raise TP/EP")
            .arg(format::number(w.number(0)), format::number(w.number(1)));
    case core::WarningKind::BeyondContext:
        return QCoreApplication::translate("tf::core::Warning",
                                           "ISL + OSL = %1 tokens is beyond %2's context of %3 tokens: no server takes "
                                           "such a request")
            .arg(format::count(std::llround(w.number(0))), text(0), format::count(std::llround(w.number(1))));
    default:
        return {};
    }
}

/// The cap's warning, and when the board cannot get down to the cap, what it draws instead.
QString powerCapText(const core::Warning& w)
{
    QString capped = QCoreApplication::translate("tf::core::Warning",
                                                 "Power cap %1 W: SM clock at %2% of maximum, all-in power %3 kW "
                                                 "per GPU lower")
                         .arg(format::count(std::llround(w.number(0))), format::count(std::llround(w.number(1))),
                              format::number(w.number(2)));
    if (w.capBelowLowestClock())
        capped += QCoreApplication::translate("tf::core::Warning",
                                              "; the cap is below what the board draws at its lowest clock, so it "
                                              "draws %1 W, not the cap")
                      .arg(format::count(std::llround(w.number(3))));
    return capped;
}

} // namespace

QString warningText(const core::Warning& w)
{
    const auto text = [&w](size_t i) { return QString::fromStdString(w.text(i)); };
    switch (w.kind) {
    case core::WarningKind::WeightsDoNotFit:
        return fitWarningText(w);
    case core::WarningKind::BatchExceedsMemory:
        return fitWarningText(w);
    case core::WarningKind::BatchExceedsScheduler:
        return fitWarningText(w);
    case core::WarningKind::Uncalibrated:
        return QCoreApplication::translate("tf::core::Warning",
                                           "Uncalibrated: no measurements for %1 with %2; documented priors used")
            .arg(text(0), text(1));
    case core::WarningKind::WeightOnlyPrecision:
        return QCoreApplication::translate("tf::core::Warning", "%1 is weight-only on %2 (math runs at %3)")
            .arg(text(0), text(1), text(2));
    case core::WarningKind::PowerBelowBoard:
        return QCoreApplication::translate("tf::core::Warning",
                                           "All-in power %1 kW per GPU is below the board TDP of %2 kW: the facility "
                                           "cannot feed the GPU at full load")
            .arg(format::number(w.number(0)), format::number(w.number(1)));
    case core::WarningKind::OutsideSlo:
        return QCoreApplication::translate("tf::core::Warning", "Outside SLO");
    case core::WarningKind::MixedPrecision:
        return QCoreApplication::translate("tf::core::Warning",
                                           "Mixed precision: %1% of the quantised weights at FP8, the rest at FP4; "
                                           "speed and memory are modelled, quality is not: check it on your own "
                                           "evaluation set")
            .arg(format::number(w.number(0)));
    case core::WarningKind::Fp8LayersIgnored:
        return QCoreApplication::translate("tf::core::Warning",
                                           "Layers kept at FP8 apply to FP4 runs only; at %1 they change nothing")
            .arg(text(0));
    case core::WarningKind::PowerCapped:
        return powerCapText(w);
    case core::WarningKind::SpansNodes:
        return QCoreApplication::translate("tf::core::Warning",
                                           "Multi-node: %1 GPUs per instance span scale-up domains of %2. Cross-node "
                                           "costs are checked against nccl-tests and DeepEP only, and a published "
                                           "two-node DeepSeek-R1 run decodes 1.5–1.7× slower than modelled: treat "
                                           "the figures as an upper bound")
            .arg(format::count(std::llround(w.number(0))), format::count(std::llround(w.number(1))));
    case core::WarningKind::DataParallelAttention:
        return QCoreApplication::translate(
                   "tf::core::Warning",
                   "Data-parallel attention (EP %2 over TP %1): the model charges each "
                   "prompt's routed experts to its own %1-GPU group, not to the %2 GPUs that "
                   "hold them, so the prefill time and TTFT shown read high and the throughput low")
            .arg(format::count(std::llround(w.number(0))), format::count(std::llround(w.number(1))));
    case core::WarningKind::SequenceDoesNotFit:
        return fitWarningText(w);
    case core::WarningKind::BeyondContext:
        return fitWarningText(w);
    case core::WarningKind::CachedPriceAboveInput:
        return QCoreApplication::translate("tf::core::Warning",
                                           "The cached input price (%1/Mtok) is above the input price (%2/Mtok): a "
                                           "cache hit is sold at a discount, so the revenue reads high")
            .arg(format::usd(w.number(0)), format::usd(w.number(1)));
    case core::WarningKind::KvOffloaded:
        return QCoreApplication::translate("tf::core::Warning",
                                           "KV offload: %1 GB of KV per GPU held in host memory, streamed over the "
                                           "host link every step")
            .arg(format::number(w.number(0)));
    }
    return QString::fromStdString(core::englishText(w));
}

QString refusalText(const core::InputRefusal& r)
{
    const core::InputFieldInfo& info = *r.field;
    const QString value = format::locale().toString(r.value, 'g', 10);
    if (r.kind == core::InputRefusal::Kind::NotWhole)
        return QCoreApplication::translate("tf::core::Warning", "%1 must be a whole number, got %2")
            .arg(inputLabel(info), value);
    return QCoreApplication::translate("tf::core::Warning", "%1 = %2 is outside its range %3 to %4 %5")
        .arg(inputLabel(info), value, format::locale().toString(info.minValue, 'g', 10),
             format::locale().toString(info.maxValue, 'g', 10), inputUnit(info))
        .trimmed();
}

QString invalidReasonFor(const ScenarioResult& r)
{
    if (const auto refusal = core::firstRefusal(r.inputs))
        return refusalText(*refusal);
    return r.error;
}

StatusText sloStatusFor(const ScenarioResult& r, bool totalTokens)
{
    StatusText s;
    const core::PointMetrics& m = r.series.current;
    const bool hasSlo = r.inputs.sloTtftMs > 0 || r.inputs.sloTokSPerUser > 0;
    // On the toolbar's token basis, as the goodput card and the table give it.
    const QString goodput =
        (totalTokens ? QCoreApplication::translate("tf::ui::MainWindow", "goodput %1 tok/s/GPU (total)")
                     : QCoreApplication::translate("tf::ui::MainWindow", "goodput %1 tok/s/GPU (output)"))
            .arg(format::number(r.goodputShown(totalTokens)));
    if (r.level.mode != core::ServiceLevelMode::OperatingPoint && !r.choice.reached) {
        s.text = QCoreApplication::translate("tf::ui::MainWindow", "Goodput 0: the service level is not reached");
        s.tone = StatusText::Bad;
    } else if (!hasSlo && r.level.mode == core::ServiceLevelMode::OperatingPoint) {
        s.text = QCoreApplication::translate("tf::ui::MainWindow", "No SLO set");
    } else if (r.choice.goodputTokSPerGpu > 0) {
        s.text = QCoreApplication::translate("tf::ui::MainWindow", "Meets SLO") + QStringLiteral(" \u00b7 ") + goodput;
        s.tone = StatusText::Good;
    } else {
        s.text = QCoreApplication::translate("tf::ui::MainWindow", "Outside SLO (TTFT %1 ms, %2 tok/s/user)")
                     .arg(format::number(m.op.ttftMs), format::number(m.op.tokSPerUser));
        s.tone = StatusText::Bad;
    }
    s.toolTip = QCoreApplication::translate(
        "tf::ui::MainWindow", "Goodput: tok/s/GPU counting only a point that meets every SLO in force \u2014 the "
                              "scenario's own and the comparison's service level.");
    return s;
}

} // namespace tf::ui
