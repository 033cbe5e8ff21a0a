#pragma once

#include "core/catalog/catalog.h"
#include "ui/export/reportcommon.h"
#include "ui/scenarioresult.h"

#include <vector>

namespace tf::ui::report {

/// A new page with the iceberg of every scenario (what buyers compare above the waterline, what
/// decides the economics below it) and the sensitivity tornado of the baseline's cost per million
/// output tokens (each input ±20% within its valid range).
void drawAnalysisPage(const Canvas& canvas, const std::vector<ScenarioResult>& results, const core::Catalog& catalog);
/// New pages with the token-economics article's rack-planning rules against every scenario that
/// has a point, at the configuration shown; nothing when none has.
void drawPlanningRulesPages(const Canvas& canvas, const std::vector<ScenarioResult>& results,
                            const core::Catalog& catalog);

} // namespace tf::ui::report
