#pragma once

#include "core/catalog/catalog.h"

#include <QJsonObject>

#include <string>

namespace tf::core {

/// Reads user entries from a JSON file {"hardware": [...], "models": [...]} (either list may be
/// absent; entries in the catalog's own format, sources optional). At most 1 MB; every entry is
/// validated and the error names the first bad one. Entries are marked user-defined. An id used
/// twice in the file, or the id of a shipped entry, is refused. Devices and FIFOs are refused.
Result<CatalogEntries> readCatalogEntries(const std::string& path);

// JSON (de)serialisation, shared by the catalog files, workbooks and the CLI. Every reader
// type- and range-checks each field and names the first bad one.
QJsonObject hardwareToJson(const Hardware& hw);
Result<Hardware> hardwareFromJson(const QJsonObject& object);
QJsonObject modelToJson(const LlmModel& model);
Result<LlmModel> modelFromJson(const QJsonObject& object);
QJsonObject knobsToJson(const PerfKnobs& knobs);
/// Reads knobs present in `object` over `base`; unknown keys and out-of-range values are errors.
Result<PerfKnobs> knobsFromJson(const QJsonObject& object, const PerfKnobs& base);
QJsonObject profileToJson(const CalibrationProfile& profile);
Result<CalibrationProfile> profileFromJson(const QJsonObject& object);

} // namespace tf::core
