#include "core/workbook.h"

namespace tf::core {

Result<ScenarioInputs> readScenarioFromWorkbook(const std::string& path, const std::string&)
{
    return Error{"cannot read workbook " + path + ": workbooks are not supported in this build"};
}

} // namespace tf::core
