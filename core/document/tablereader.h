#pragma once

// Reading the rows of one workbook table with every value's type and size checked inside SQLite.
// Internal to core/document/.

#include "core/document/sqliteconnection.h"
#include "core/result.h"

#include <QVariant>

#include <string>
#include <vector>

namespace tf::core::detail {

enum class ColumnKind { Text, Integer };

/// One column to read and what it may hold.
struct ColumnRead
{
    const char* name;
    ColumnKind kind;
    int maxChars; ///< text only
};

using Rows = std::vector<std::vector<QVariant>>;

/// Reads `columns` of every row of `table` in primary-key order. Types are checked with typeof()
/// and text lengths with length() inside SQLite, so an oversized value is refused without ever
/// being copied out of the file. More than `maxRows` rows is an error naming `path` and the table.
Result<Rows> readRows(SqliteConnection& connection, const char* table, const std::vector<ColumnRead>& columns,
                      int maxRows, const std::string& path);

} // namespace tf::core::detail
