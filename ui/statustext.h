#pragma once

#include "ui/scenarioresult.h"

#include <QString>

namespace tf::core {
class Catalog;
struct InputRefusal;
} // namespace tf::core

namespace tf::ui {

/// One status-bar text with its tooltip and tone (the window picks the colour).
struct StatusText
{
    enum Tone { Plain, Good, Warning, Bad };
    QString text;
    QString toolTip;
    Tone tone = Plain;
};

/// What limits the batch, for the batch slider's mark and the line under it: the KV memory, or the
/// framework scheduler's cap on sequences at once (the memory would hold more), and what each
/// running sequence holds in KV memory under the evaluation's framework (kv_answer_share_held).
struct CapacityText
{
    QString mark;
    QString summary;
};
CapacityText capacityTextFor(int capacity, const core::Evaluation& evaluation);
/// Whether the window shows another configuration than the scenario's inputs: at a service level,
/// the one the comparison chose.
bool showsAnotherConfiguration(const ScenarioResult& result);
/// The panel's capacity `summary` as it reads where the comparison shows another configuration
/// than the inputs (at a service level): of "these inputs (TP 8 / EP 32)", then the one shown and
/// how to take it. Unchanged otherwise.
QString withChosenConfiguration(const ScenarioResult& result, const QString& summary);
/// Owned, the GPU-hour's build-up ("GPU-hour, owned: $1.65 = capex $1.08 + …"); empty when rented.
QString ownedGpuHourText(const ScenarioResult& result);
/// What a figure shows for a point that cannot run: "over the cap" when its batch exceeds the
/// framework scheduler's cap (the memory would hold it), else "does not fit" (the memory would not).
QString pointCannotRunText(const core::OperatingPoint& op);
/// Memory fit of the point the window shows: the scenario's own, or at a service level the chosen
/// configuration (and whether the level is reached at all).
StatusText fitStatusFor(const ScenarioResult& result, const core::Catalog& catalog);
/// The calibration profile behind the figures and its held-out error; for a model or a GPU and
/// framework it never measured, the error such figures had when held out (the catalog's
/// CalibrationAccuracy).
StatusText profileStatusFor(const ScenarioResult& result, const core::Catalog& catalog);
/// The models a profile's rows ran, by the names `catalog` gives them ("DeepSeek-R1 / V3 (671B),
/// GLM-5 (744B)"): what its error was measured on.
QString modelsMeasuredText(const core::CalibrationProfile& profile, const core::Catalog& catalog);
/// The scenario's own SLOs at the point shown, with its goodput.
StatusText sloStatusFor(const ScenarioResult& result, bool totalTokens);
/// A warning of core's evaluation in the user's language (context "tf::core::Warning"), its figures
/// in the locale's format.
QString warningText(const core::Warning& warning);
/// Why core refused an input, in the user's language: the field's translated label, the value and
/// its valid range with the unit.
QString refusalText(const core::InputRefusal& refusal);
/// Why the scenario cannot be evaluated: its refused input in the user's language when that is the
/// reason, else core's message as it came.
QString invalidReasonFor(const ScenarioResult& result);

} // namespace tf::ui
