#pragma once

#include <QString>

namespace tf::core {
struct CalibrationAccuracy;
}

namespace tf::ui {

// What the time to first token counts and how far the model's TTFT was off on models and GPUs the
// calibration never saw: the TTFT card's and the comparison table's TTFT row's tooltip. The texts
// keep the tf::ui::HeadlineCards context, where the card's tooltip always was.

/// How far the model's TTFT was off held out, by model and by GPU, over how many rows of which
/// file, and which way it leaned where both holdouts agree; empty when the calibration did not
/// record it.
QString heldOutTtftNote(const core::CalibrationAccuracy& accuracy);
/// TTFT's formula and, with `accuracy`, heldOutTtftNote() after it.
QString ttftToolTip(const core::CalibrationAccuracy* accuracy);

} // namespace tf::ui
