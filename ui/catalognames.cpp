#include "ui/catalognames.h"

#include "core/catalog/catalog.h"

namespace tf::ui {

namespace {
template <typename Entry>
QString nameOr(const Entry* entry, const std::string& id)
{
    return QString::fromStdString(entry ? entry->name : id);
}
} // namespace

QString hardwareName(const core::Catalog* catalog, const std::string& id)
{
    return nameOr(catalog ? catalog->findHardware(id) : nullptr, id);
}

QString modelName(const core::Catalog* catalog, const std::string& id)
{
    return nameOr(catalog ? catalog->findModel(id) : nullptr, id);
}

QString frameworkName(const core::Catalog* catalog, const std::string& id)
{
    return nameOr(catalog ? catalog->findFramework(id) : nullptr, id);
}

} // namespace tf::ui
