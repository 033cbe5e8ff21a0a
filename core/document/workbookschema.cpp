#include "core/document/workbookschema.h"

namespace tf::core {

namespace {

// Version 1: scenarios, catalog entries and metadata.
const std::vector<SchemaTable> kVersion1 = {
    {"meta", {{"key", "TEXT", true, 1}, {"value", "TEXT", true, 0}}},
    {"scenario",
     {{"position", "INTEGER", false, 1},
      {"name", "TEXT", true, 0},
      {"inputs", "TEXT", true, 0},
      {"notes", "TEXT", true, 0}}},
    {"custom_hardware", {{"id", "TEXT", true, 1}, {"definition", "TEXT", true, 0}}},
    {"custom_model", {{"id", "TEXT", true, 1}, {"definition", "TEXT", true, 0}}},
    {"calibration_profile", {{"key", "TEXT", true, 1}, {"definition", "TEXT", true, 0}}},
};

// Version 2: adds scenario colour and baseline flag, and named snapshots.
const std::vector<SchemaTable> kVersion2 = {
    {"meta", {{"key", "TEXT", true, 1}, {"value", "TEXT", true, 0}}},
    {"scenario",
     {{"position", "INTEGER", false, 1},
      {"name", "TEXT", true, 0},
      {"inputs", "TEXT", true, 0},
      {"notes", "TEXT", true, 0},
      {"colour", "TEXT", true, 0},
      {"baseline", "INTEGER", true, 0}}},
    {"snapshot",
     {{"position", "INTEGER", false, 1},
      {"scenario_name", "TEXT", true, 0},
      {"label", "TEXT", true, 0},
      {"created_utc", "TEXT", true, 0},
      {"inputs", "TEXT", true, 0}}},
    {"custom_hardware", {{"id", "TEXT", true, 1}, {"definition", "TEXT", true, 0}}},
    {"custom_model", {{"id", "TEXT", true, 1}, {"definition", "TEXT", true, 0}}},
    {"calibration_profile", {{"key", "TEXT", true, 1}, {"definition", "TEXT", true, 0}}},
};

// Version 3: snapshots keep the outputs shown with them.
const std::vector<SchemaTable> kVersion3 = {
    kVersion2[0],
    kVersion2[1],
    {"snapshot",
     {{"position", "INTEGER", false, 1},
      {"scenario_name", "TEXT", true, 0},
      {"label", "TEXT", true, 0},
      {"created_utc", "TEXT", true, 0},
      {"inputs", "TEXT", true, 0},
      {"outputs", "TEXT", true, 0}}},
    kVersion2[3],
    kVersion2[4],
    kVersion2[5],
};

} // namespace

const std::vector<SchemaTable>& workbookSchema(int version)
{
    static const std::vector<SchemaTable> none;
    switch (version) {
    case 1:
        return kVersion1;
    case 2:
        return kVersion2;
    case 3:
        return kVersion3;
    default:
        return none;
    }
}

QStringList workbookCreateStatements()
{
    return {
        QStringLiteral("CREATE TABLE meta (key TEXT NOT NULL PRIMARY KEY, value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE scenario (position INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, "
                       "inputs TEXT NOT NULL, notes TEXT NOT NULL, colour TEXT NOT NULL, baseline INTEGER NOT NULL)"),
        QStringLiteral("CREATE TABLE snapshot (position INTEGER PRIMARY KEY, scenario_name TEXT NOT NULL, "
                       "label TEXT NOT NULL, created_utc TEXT NOT NULL, inputs TEXT NOT NULL, outputs TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE custom_hardware (id TEXT NOT NULL PRIMARY KEY, definition TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE custom_model (id TEXT NOT NULL PRIMARY KEY, definition TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE calibration_profile (key TEXT NOT NULL PRIMARY KEY, definition TEXT NOT NULL)"),
    };
}

QStringList workbookMigrationStatements(int fromVersion)
{
    if (fromVersion == 1) {
        return {
            QStringLiteral("ALTER TABLE scenario ADD COLUMN colour TEXT NOT NULL DEFAULT ''"),
            QStringLiteral("ALTER TABLE scenario ADD COLUMN baseline INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("CREATE TABLE snapshot (position INTEGER PRIMARY KEY, scenario_name TEXT NOT NULL, "
                           "label TEXT NOT NULL, created_utc TEXT NOT NULL, inputs TEXT NOT NULL)"),
        };
    }
    if (fromVersion == 2) {
        // Snapshots taken before outputs were stored keep their inputs only ('' = not stored).
        return {QStringLiteral("ALTER TABLE snapshot ADD COLUMN outputs TEXT NOT NULL DEFAULT ''")};
    }
    return {};
}

} // namespace tf::core
