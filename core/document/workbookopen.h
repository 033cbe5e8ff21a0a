#pragma once

// Opening a workbook file that came from someone else: nothing in it may run, nothing may be
// written, and its schema must be exactly the one of its format version. Internal to core/document/.

#include "core/document/sqliteconnection.h"
#include "core/result.h"

#include <string>

namespace tf::core::detail {

/// Opens `path` read-only with defensive settings and checks schema and integrity. Errors name
/// `path` and say what is wrong with the file.
Status openChecked(SqliteConnection& connection, const std::string& path, int version);

} // namespace tf::core::detail
