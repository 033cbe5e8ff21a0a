#pragma once

#include "core/analysis/analysismetric.h"
#include "core/evaluation.h"
#include "core/scenario.h"

#include <QString>

namespace tf::core {
struct SensitivityRow;
}

namespace tf::ui {

// User-visible names of core's inputs, metrics and tiers, translated. Core marks its English
// texts with QT_TRANSLATE_NOOP; these functions look them up in the same contexts.

/// The numeric input with this key, or nullptr.
const core::InputFieldInfo* inputField(const QString& key);
QString inputLabel(const core::InputFieldInfo& info);
QString inputUnit(const core::InputFieldInfo& info);
/// The unit for a count of exactly `value`: "1 GPU", "1 stage", not "1 GPUs" (a whole-number
/// input's plural unit loses its plural at one; other units are as inputUnit gives them).
QString inputUnitFor(const core::InputFieldInfo& info, double value);
/// What the input does and its formula (HTML), translated.
QString inputExplanation(const core::InputFieldInfo& info);
/// "Label (unit)", or just the label for dimensionless inputs.
QString inputLabelWithUnit(const core::InputFieldInfo& info);
/// A layout as the tables and the report name it: "TP 8 / EP 1", and " / PP 2" where it spans
/// pipeline stages (the search may choose them).
QString parallelismText(int tensorParallel, int expertParallel, int pipelineParallel);
/// How a configuration serves: "aggregated", "disaggregated + 1 draft token".
QString servingText(const core::ScenarioInputs& in);
/// A configuration in one line: "TP 1 / EP 16, batch 4,339, disaggregated + 1 draft token".
QString configurationText(const core::ScenarioInputs& in);
/// The translated label of `key`, or the key itself when unknown.
QString inputLabel(const QString& key);

/// A tornado bar's label: the input and the range it moves over, "GPU price 1.13–1.69 $/GPU-h"
/// (whole numbers for integer inputs).
QString sensitivityRangeLabel(const core::SensitivityRow& row);

QString metricLabel(core::AnalysisMetric metric);
/// The cost-per-token article's token tiers: batch, balanced, interactive.
QString tierName(core::TokenTier tier);

} // namespace tf::ui
