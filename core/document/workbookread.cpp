// Reading workbook files, which are untrusted input: a private copy of the file, checked header,
// schema and integrity, every table's values type- and range-checked, older formats migrated in
// the copy. The user's file is never touched.

#include "core/document/workbook.h"

#include "core/catalog/catalogjson.h"
#include "core/document/sqliteconnection.h"
#include "core/document/sqliteheader.h"
#include "core/document/tablereader.h"
#include "core/document/workbookopen.h"
#include "core/document/workbookschema.h"
#include "core/document/workbookvalues.h"
#include "core/inputfile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSqlError>
#include <QTemporaryDir>

#include <cmath>
#include <cstdio>

namespace tf::core {

using namespace detail;

namespace {

/// Generations count saves; 2^53 keeps them exact as doubles in any JSON view of the meta table.
constexpr double kMaxGeneration = 9007199254740992.0;

std::string hex32(uint32_t value)
{
    char text[16];
    std::snprintf(text, sizeof text, "0x%08X", value);
    return text;
}

/// Messages are one line: SQLite's integrity report and names from the file may hold newlines.
std::string oneLine(std::string message)
{
    for (char& c : message) {
        if (c == '\n' || c == '\r' || c == '\t')
            c = ' ';
    }
    return message;
}

Result<QJsonObject> parseObject(const QVariant& value, const std::string& what)
{
    QJsonParseError error;
    const QByteArray json = value.toString().toUtf8();
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return Error{what + " is not a JSON object"};
    if (const auto refusal = repeatedJsonKeyRefusal(json))
        return Error{what + " " + *refusal};
    return document.object();
}

std::string text(const QVariant& value)
{
    return value.toString().toStdString();
}

/// Where rows come from, and how their errors begin.
struct TableSource
{
    SqliteConnection& connection;
    const std::string& path;
    std::string damaged; ///< "'<path>' is a damaged workbook: "
};

/// A scenario's or snapshot's inputs: a JSON object the scenario reader accepts. `what` names the
/// row in the error.
Result<ScenarioInputs> parseInputs(const QVariant& value, const std::string& what)
{
    auto object = parseObject(value, what + " inputs");
    if (!object)
        return Error{object.error()};
    auto inputs = inputsFromJson(*object);
    if (!inputs)
        return Error{what + ": " + inputs.error()};
    return inputs;
}

/// One entry of the meta table into `data`. Other keys are kept aside (otherMeta) for the next
/// save: they carry nothing this version uses, but a newer build's data must survive a save here.
Status readMetaEntry(const QString& key, const QString& value, const std::string& bad, WorkbookData& data)
{
    if (key == QLatin1String("created_utc") || key == QLatin1String("modified_utc")) {
        if (!isIsoTimestamp(value))
            return Error{bad + key.toStdString() + " is not a date and time"};
        (key == QLatin1String("created_utc") ? data.createdUtc : data.modifiedUtc) = value.toStdString();
    } else if (key == QLatin1String("app_version")) {
        if (value.size() > 64)
            return Error{bad + "app_version is too long"};
        data.appVersion = value.toStdString();
    } else if (key == QLatin1String("notes")) {
        if (value.size() > kMaxNotesChars)
            return Error{bad + "notes are over the limit of " + std::to_string(kMaxNotesChars) + " characters"};
        data.notes = value.toStdString();
    } else if (key == QLatin1String("document_id")) {
        if (value.size() > 64 || !isPlainText(value.toStdString()))
            return Error{bad + "document_id is not a short plain text"};
        data.documentId = value.toStdString();
    } else if (key == QLatin1String("generation")) {
        const auto generation = parseFiniteNumber(value.toStdString());
        if (!generation || *generation < 1 || *generation > kMaxGeneration || *generation != std::floor(*generation))
            return Error{bad + "generation is not a whole number from 1 to 2^53"};
        data.generation = static_cast<int64_t>(*generation);
    } else if (key == QLatin1String("chart_settings")) {
        auto settings = parseObject(value, bad + "chart_settings");
        if (!settings)
            return Error{settings.error()};
        data.chartSettings = *settings;
    } else {
        data.otherMeta[key.toStdString()] = value.toStdString();
    }
    return {};
}

Status readMeta(const TableSource& source, WorkbookData& data)
{
    auto meta =
        readRows(source.connection, "meta",
                 {{"key", ColumnKind::Text, kMaxNameChars}, {"value", ColumnKind::Text, kMaxChartSettingsChars}},
                 kMaxMetaEntries, source.path);
    if (!meta)
        return Error{meta.error()};
    for (const auto& row : *meta) {
        if (Status s = readMetaEntry(row[0].toString(), row[1].toString(), source.damaged, data); !s)
            return s;
    }
    return {};
}

Result<ScenarioRecord> scenarioFromRow(const std::vector<QVariant>& row, const std::string& bad)
{
    ScenarioRecord record;
    record.name = text(row[0]);
    const std::string what = bad + "scenario '" + record.name + "'";
    if (record.name.empty())
        return Error{bad + "a scenario has no name"};
    auto inputs = parseInputs(row[1], what);
    if (!inputs)
        return Error{inputs.error()};
    record.inputs = *inputs;
    record.notes = text(row[2]);
    record.colour = text(row[3]);
    if (!isColour(record.colour))
        return Error{what + " has an invalid colour"};
    const qlonglong baseline = row[4].toLongLong();
    if (baseline != 0 && baseline != 1)
        return Error{what + " has an invalid baseline flag"};
    record.baseline = baseline == 1;
    return record;
}

Result<Snapshot> snapshotFromRow(const std::vector<QVariant>& row, const std::string& bad)
{
    Snapshot snapshot;
    snapshot.scenarioName = text(row[0]);
    snapshot.label = text(row[1]);
    const std::string what = bad + "snapshot '" + snapshot.label + "'";
    if (!isIsoTimestamp(row[2].toString()))
        return Error{what + " has no valid creation time"};
    snapshot.createdUtc = text(row[2]);
    auto inputs = parseInputs(row[3], what);
    if (!inputs)
        return Error{inputs.error()};
    snapshot.inputs = *inputs;
    // Empty: a snapshot migrated from format 2, which kept inputs only.
    if (!row[4].toString().isEmpty()) {
        auto object = parseObject(row[4], what + " outputs");
        if (!object)
            return Error{object.error()};
        auto outputs = presentedOutputsFromJson(*object);
        if (!outputs)
            return Error{what + ": " + outputs.error()};
        snapshot.outputs = std::move(outputs).value();
    }
    return snapshot;
}

/// Every row of `table` turned into a record by `fromRow` (which names the row in its errors).
template <typename Record>
Result<std::vector<Record>> readRecords(const TableSource& source, const char* table,
                                        const std::vector<ColumnRead>& columns, int maxRows,
                                        Result<Record> (*fromRow)(const std::vector<QVariant>&, const std::string&))
{
    auto rows = readRows(source.connection, table, columns, maxRows, source.path);
    if (!rows)
        return Error{rows.error()};
    std::vector<Record> records;
    for (const auto& row : *rows) {
        auto record = fromRow(row, source.damaged);
        if (!record)
            return Error{record.error()};
        records.push_back(std::move(record).value());
    }
    return records;
}

Status readScenarios(const TableSource& source, WorkbookData& data)
{
    auto scenarios = readRecords<ScenarioRecord>(source, "scenario",
                                                 {{"name", ColumnKind::Text, kMaxNameChars},
                                                  {"inputs", ColumnKind::Text, kMaxDefinitionChars},
                                                  {"notes", ColumnKind::Text, kMaxNotesChars},
                                                  {"colour", ColumnKind::Text, 16},
                                                  {"baseline", ColumnKind::Integer, 0}},
                                                 kMaxScenarios, &scenarioFromRow);
    if (!scenarios)
        return Error{scenarios.error()};
    data.scenarios = std::move(scenarios).value();
    keepOneBaseline(data.scenarios);
    return {};
}

Status readSnapshots(const TableSource& source, WorkbookData& data)
{
    auto snapshots = readRecords<Snapshot>(source, "snapshot",
                                           {{"scenario_name", ColumnKind::Text, kMaxNameChars},
                                            {"label", ColumnKind::Text, kMaxNameChars},
                                            {"created_utc", ColumnKind::Text, 64},
                                            {"inputs", ColumnKind::Text, kMaxDefinitionChars},
                                            {"outputs", ColumnKind::Text, kMaxDefinitionChars}},
                                           kMaxSnapshots, &snapshotFromRow);
    if (!snapshots)
        return Error{snapshots.error()};
    data.snapshots = std::move(snapshots).value();
    return {};
}

/// A table of entries the workbook carries with it (hardware, models, calibration profiles):
/// rows of an id and the entry's JSON definition, which must hold the entry of that id.
template <typename Entry>
struct DefinitionTable
{
    const char* table;
    const char* idColumn;
    const char* entryName;    ///< "custom hardware", in messages
    const char* holdsInstead; ///< "holds the definition of", in messages
    Result<Entry> (*fromJson)(const QJsonObject&);
    std::string (*idOf)(const Entry&);
};

template <typename Entry>
Result<std::vector<Entry>> readDefinitions(const TableSource& source, const DefinitionTable<Entry>& table)
{
    const std::string& bad = source.damaged;
    auto rows = readRows(
        source.connection, table.table,
        {{table.idColumn, ColumnKind::Text, kMaxNameChars}, {"definition", ColumnKind::Text, kMaxDefinitionChars}},
        kMaxCatalogEntries, source.path);
    if (!rows)
        return Error{rows.error()};
    std::vector<Entry> entries;
    for (const auto& row : *rows) {
        const std::string id = text(row[0]);
        const std::string named = std::string(table.entryName) + " '" + id + "'";
        auto object = parseObject(row[1], bad + named);
        if (!object)
            return Error{object.error()};
        auto entry = table.fromJson(*object);
        if (!entry)
            return Error{bad + entry.error()};
        if (table.idOf(*entry) != id)
            return Error{bad + named + " " + table.holdsInstead + " '" + table.idOf(*entry) + "'"};
        entries.push_back(std::move(entry).value());
    }
    return entries;
}

Status readCarriedEntries(const TableSource& source, WorkbookData& data)
{
    auto hardware =
        readDefinitions<Hardware>(source, {"custom_hardware", "id", "custom hardware", "holds the definition of",
                                           &hardwareFromJson, [](const Hardware& hw) { return hw.id; }});
    if (!hardware)
        return Error{hardware.error()};
    data.customHardware = std::move(hardware).value();
    auto models = readDefinitions<LlmModel>(source, {"custom_model", "id", "custom model", "holds the definition of",
                                                     &modelFromJson, [](const LlmModel& m) { return m.id; }});
    if (!models)
        return Error{models.error()};
    data.customModels = std::move(models).value();
    auto profiles = readDefinitions<CalibrationProfile>(source, {"calibration_profile", "key", "calibration profile",
                                                                 "holds the profile", &profileFromJson,
                                                                 [](const CalibrationProfile& p) { return p.key(); }});
    if (!profiles)
        return Error{profiles.error()};
    data.profiles = std::move(profiles).value();
    return {};
}

/// Reads every table of a current-format workbook whose schema has been checked.
Result<WorkbookData> readTables(SqliteConnection& connection, const std::string& path)
{
    const TableSource source{connection, path, quoted(path) + " is a damaged workbook: "};
    WorkbookData data;
    for (Status (*readTable)(const TableSource&, WorkbookData&) :
         {&readMeta, &readScenarios, &readSnapshots, &readCarriedEntries}) {
        if (Status s = readTable(source, data); !s)
            return Error{s.error()};
    }
    if (const Status s = validateWorkbook(data); !s)
        return Error{source.damaged + s.error()};
    if (const Status s = checkUserEntries({data.customHardware, data.customModels}, Catalog::builtIn()); !s)
        return Error{quoted(path) + " cannot be opened: " + s.error()};
    return data;
}

/// Migrates the private copy of an older workbook in place, inside one transaction, and reads it.
/// The user's file is never touched: `copyPath` is the process's own copy (see readWorkbookFile).
Result<WorkbookData> readMigrated(const std::string& copyPath, int version)
{
    const std::string what = "cannot upgrade " + quoted(copyPath);
    {
        SqliteConnection connection;
        if (Status s = connection.open(copyPath, SqliteConnection::Mode::ReadWrite); !s)
            return Error{what + ": " + s.error()};
        if (Status s = connection.exec(QStringLiteral("PRAGMA trusted_schema = OFF"), what); !s)
            return Error{s.error()};
        if (Status s = connection.exec(QStringLiteral("PRAGMA journal_mode = MEMORY"), what); !s)
            return Error{s.error()};
        if (!connection.database().transaction())
            return Error{what + ": cannot start a transaction"};
        for (int from = version; from < kWorkbookFormatVersion; ++from) {
            for (const QString& statement : workbookMigrationStatements(from)) {
                if (Status s = connection.exec(statement, what + " from format version " + std::to_string(from)); !s) {
                    connection.database().rollback();
                    return Error{s.error()};
                }
            }
        }
        if (Status s = connection.exec(QStringLiteral("PRAGMA user_version = %1").arg(kWorkbookFormatVersion), what);
            !s) {
            connection.database().rollback();
            return Error{s.error()};
        }
        if (!connection.database().commit())
            return Error{what + ": " + connection.database().lastError().text().toStdString()};
    }
    SqliteConnection connection;
    if (Status s = openChecked(connection, copyPath, kWorkbookFormatVersion); !s)
        return Error{what + ": " + s.error()};
    return readTables(connection, copyPath);
}

/// The file's bytes in a fresh folder only this process can enter. SQLite is only ever handed
/// this copy, so a -wal, -shm or -journal beside the user's file (stale, or planted by whoever
/// sent it) is never replayed, and reading creates nothing beside the file. A file replaced by a
/// concurrent save is read whole, old or new, never a mixture.
Status copyForReading(const std::string& path, const QString& copyPath)
{
    auto bytes = readInputFile(path, kMaxWorkbookFileBytes, "workbook");
    if (!bytes)
        return Error{bytes.error()};
    QFile copy(copyPath);
    if (!copy.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        copy.write(bytes->data(), qint64(bytes->size())) != qint64(bytes->size()))
        return Error{"cannot make a private copy of " + quoted(path) +
                     " to read it: " + copy.errorString().toStdString()};
    return {};
}

/// Reads the workbook from a private copy (copyForReading) whose header must still match the
/// one probed on `path`; errors name `path`, never the copy.
Result<WorkbookData> readPrivateCopy(const std::string& path, const SqliteHeader& probed)
{
    QTemporaryDir folder(QDir::tempPath() + QStringLiteral("/tokenfactory-read-XXXXXX"));
    if (!folder.isValid())
        return Error{"cannot create a private folder to read " + quoted(path) + ": " +
                     folder.errorString().toStdString()};
    const QString copy = folder.filePath(QStringLiteral("workbook.tfwb"));
    if (Status s = copyForReading(path, copy); !s)
        return Error{s.error()};
    const std::string copyPath = copy.toStdString();
    auto header = probeSqliteHeader(copyPath, kMaxWorkbookFileBytes);
    if (!header || header->applicationId != probed.applicationId || header->userVersion != probed.userVersion ||
        header->writeVersion != probed.writeVersion || header->readVersion != probed.readVersion)
        return Error{quoted(path) + " changed while it was being read; open it again"};
    auto data = [&]() -> Result<WorkbookData> {
        if (header->userVersion != kWorkbookFormatVersion)
            return readMigrated(copyPath, header->userVersion);
        SqliteConnection connection;
        if (Status s = openChecked(connection, copyPath, header->userVersion); !s)
            return Error{s.error()};
        return readTables(connection, copyPath);
    }();
    if (!data) // report the user's file, not the private copy
        return Error{QString::fromStdString(data.error())
                         .replace(QString::fromStdString(quoted(copyPath)), QString::fromStdString(quoted(path)))
                         .toStdString()};
    return data;
}

Result<WorkbookData> readWorkbookFile(const std::string& path)
{
    auto header = probeSqliteHeader(path, kMaxWorkbookFileBytes);
    if (!header)
        return Error{header.error()};
    if (header->applicationId != kWorkbookApplicationId) {
        if (header->applicationId == 0)
            return Error{quoted(path) + " is a SQLite database of another application (it has no application id), "
                                        "not a Token Factory workbook"};
        return Error{quoted(path) + " is a SQLite database of another application (application id " +
                     hex32(header->applicationId) + "), not a Token Factory workbook"};
    }
    if (header->userVersion > kWorkbookFormatVersion)
        return Error{quoted(path) + " is a workbook of format version " + std::to_string(header->userVersion) +
                     ", newer than this version of Token Factory reads (up to " +
                     std::to_string(kWorkbookFormatVersion) + "); open it with a newer version"};
    if (header->userVersion < kOldestWorkbookFormatVersion)
        return Error{quoted(path) + " is a damaged workbook (unknown format version " +
                     std::to_string(header->userVersion) + ")"};
    if (header->writeVersion != 1 || header->readVersion != 1)
        return Error{quoted(path) + " is a workbook changed by another tool (it uses write-ahead logging); "
                                    "open and save it in that tool with journal_mode=DELETE"};
    return readPrivateCopy(path, *header);
}

} // namespace

Result<WorkbookData> readWorkbook(const std::string& path)
{
    auto data = readWorkbookFile(path);
    if (!data)
        return Error{sanitizedText(oneLine(data.error()), 2000)};
    return data;
}

} // namespace tf::core
