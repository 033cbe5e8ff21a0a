#pragma once

#include "core/result.h"
#include "core/scenario.h"

#include <string>

namespace tf::core {

/// Reads one named scenario's inputs from a workbook file (read-only, untrusted input).
Result<ScenarioInputs> readScenarioFromWorkbook(const std::string& path, const std::string& name);

} // namespace tf::core
