#pragma once

#include "core/profile.h"
#include "core/result.h"

#include <QJsonObject>

#include <optional>

namespace tf::core {

// The "held_out" object of a profiles file (CalibrationAccuracy): the held-out figures of the fit
// that made its profiles. Every figure is range-checked on reading; the first bad one is the error.
QJsonObject accuracyToJson(const CalibrationAccuracy& accuracy);
Result<CalibrationAccuracy> accuracyFromJson(const QJsonObject& object);
/// Its "ttft" object: the TTFT held out by model and by GPU, with the rows and the signed medians
/// (also `eval --json`'s "ttft_held_out").
QJsonObject ttftAccuracyToJson(const CalibrationAccuracy& accuracy);
/// The held-out figures of a profiles file's root object; none when the file has no "held_out".
Result<std::optional<CalibrationAccuracy>> heldOutOfProfilesFile(const QJsonObject& root);

} // namespace tf::core
