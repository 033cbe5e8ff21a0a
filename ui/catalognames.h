#pragma once

#include <QString>

#include <string>

namespace tf::core {
class Catalog;
}

namespace tf::ui {

// The names the parameter panel shows for what the user picked ("NVIDIA H200 SXM", not "h200"),
// for every other place that names them; the id where the catalog (or `catalog` itself) has none.
QString hardwareName(const core::Catalog* catalog, const std::string& id);
QString modelName(const core::Catalog* catalog, const std::string& id);
QString frameworkName(const core::Catalog* catalog, const std::string& id);

} // namespace tf::ui
