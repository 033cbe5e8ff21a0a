#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace tf::core {

/// PRAGMA application_id of a workbook: the bytes "TokF". Files with any other id are refused.
inline constexpr uint32_t kWorkbookApplicationId = 0x546F6B46;
/// PRAGMA user_version written by this build. Older versions are migrated when read.
inline constexpr int kWorkbookFormatVersion = 3;
inline constexpr int kOldestWorkbookFormatVersion = 1;

// Bounds on what a workbook may hold; anything larger is refused before it is loaded.
inline constexpr int64_t kMaxWorkbookFileBytes = 256LL * 1024 * 1024;
inline constexpr int kMaxNameChars = 200;
inline constexpr int kMaxNotesChars = 64 * 1024;
inline constexpr int kMaxDefinitionChars = 64 * 1024; ///< one scenario / hardware / model / profile as JSON
inline constexpr int kMaxChartSettingsChars = 256 * 1024;
inline constexpr int kMaxScenarios = 1000;
inline constexpr int kMaxSnapshots = 10000;
inline constexpr int kMaxCatalogEntries = 1000; ///< per kind: hardware, models, profiles
inline constexpr int kMaxMetaEntries = 64;
inline constexpr int kMaxSchemaObjects = 64;

/// One column as PRAGMA table_xinfo reports it.
struct SchemaColumn
{
    const char* name;
    const char* type; ///< declared type, upper case
    bool notNull;
    int primaryKey; ///< position in the primary key, 0 = not part of it
};

struct SchemaTable
{
    const char* name;
    std::vector<SchemaColumn> columns;
};

/// The tables a workbook of `version` holds, exactly (no other tables, views, triggers or
/// explicit indexes are allowed). Empty for an unknown version.
const std::vector<SchemaTable>& workbookSchema(int version);
/// CREATE TABLE statements of the current format.
QStringList workbookCreateStatements();
/// Statements that take a file of `fromVersion` to `fromVersion + 1`; run inside one transaction.
QStringList workbookMigrationStatements(int fromVersion);

} // namespace tf::core
