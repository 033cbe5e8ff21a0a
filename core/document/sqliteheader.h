#pragma once

#include "core/result.h"

#include <cstdint>
#include <string>

namespace tf::core {

/// The fields of a SQLite file's 100-byte header that decide whether a file may be a workbook.
/// See https://www.sqlite.org/fileformat2.html#the_database_header for the layout.
struct SqliteHeader
{
    int64_t fileBytes = 0;
    int pageSizeBytes = 0;        ///< 512 .. 65536, a power of two
    uint32_t headerPageCount = 0; ///< "in-header database size"; valid only when pageCountValid
    bool pageCountValid = false;
    int writeVersion = 0; ///< 1 = rollback journal, 2 = WAL
    int readVersion = 0;
    uint32_t applicationId = 0; ///< PRAGMA application_id (offset 68)
    int32_t userVersion = 0;    ///< PRAGMA user_version (offset 60)
};

/// Reads and checks the header of the file at `path` without handing the file to SQLite: it must
/// exist, be a regular file of at most `maxFileBytes`, start with the SQLite magic and have a
/// consistent page size and length. The error says what the file is (missing, empty, not SQLite,
/// truncated, too large). Application id and version are returned, not judged.
Result<SqliteHeader> probeSqliteHeader(const std::string& path, int64_t maxFileBytes);

} // namespace tf::core
