#pragma once

#include "ui/export/reportcommon.h"
#include "ui/scenarioresult.h"

#include <vector>

namespace tf::ui::report {

/// The index of the baseline among `results`: the first marked, else 0.
int baselineIndex(const std::vector<ScenarioResult>& results);

/// The page a board reads in a minute: the comparison at the service level with the ratios against
/// the baseline, the headline chart (cost per million tokens against interactivity), the key
/// assumptions (hardware, model and framework by their catalog names), each profile's held-out
/// error, TTFT's, any warning and the workbook's notes when they fit (false: they did not, and
/// belong on the notes pages).
bool drawSummaryPage(const Canvas& canvas, const std::vector<ScenarioResult>& results, const core::Catalog& catalog,
                     const QString& workbookNotes);

/// "profile h200/vllm, median error 8.1% on held-out measurements (12 points fitted)", with what
/// the calibration was worth on the scenario's model when the profile never measured it
/// (the catalog's CalibrationAccuracy), or that the profile runs on documented priors. Models by
/// the names the catalog gives them.
QString profileErrorText(const ScenarioResult& result, const core::Catalog& catalog);

} // namespace tf::ui::report
