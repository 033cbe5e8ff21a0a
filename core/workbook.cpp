#include "core/workbook.h"

#include "core/catalog/catalogjson.h"
#include "core/document/sqliteconnection.h"
#include "core/document/sqliteheader.h"
#include "core/document/workbookschema.h"
#include "core/inputfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QUuid>
#include <QVariant>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <thread>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace tf::core {

namespace {

/// Generations count saves; 2^53 keeps them exact as doubles in any JSON view of the meta table.
constexpr double kMaxGeneration = 9007199254740992.0;

std::string quoted(const std::string& path)
{
    std::string text = "'";
    text += sanitizedText(path, 400);
    text += '\'';
    return text;
}

std::string hex32(uint32_t value)
{
    char text[16];
    std::snprintf(text, sizeof text, "0x%08X", value);
    return text;
}

QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

bool isIsoTimestamp(const QString& text)
{
    return QDateTime::fromString(text, Qt::ISODate).isValid();
}

bool isColour(const std::string& colour)
{
    static const QRegularExpression pattern(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    return colour.empty() || pattern.match(QString::fromStdString(colour)).hasMatch();
}

// ---------------------------------------------------------------------------------------------
// Reading

/// Settings for a connection to an untrusted file: nothing in the file's schema may run, nothing
/// may be written, and damaged pages are detected early.
Status applyDefensivePragmas(SqliteConnection& connection)
{
    for (const char* pragma : {"PRAGMA trusted_schema = OFF", "PRAGMA query_only = ON", "PRAGMA cell_size_check = ON",
                               "PRAGMA mmap_size = 0"}) {
        if (Status s = connection.exec(QLatin1String(pragma), "cannot configure SQLite"); !s)
            return s;
    }
    return {};
}

/// The file must hold exactly the tables of its format version, with the expected columns, and
/// nothing else that could run or change what a query returns (triggers, views, indexes on
/// expressions, generated columns).
Status checkSchema(SqliteConnection& connection, int version, const std::string& path)
{
    const std::string damaged = quoted(path) + " is a damaged or modified workbook: ";
    const std::vector<SchemaTable>& expected = workbookSchema(version);
    std::set<std::string> expectedTables;
    for (const SchemaTable& t : expected)
        expectedTables.insert(t.name);

    QSqlQuery query(connection.database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT type, name, tbl_name, sql IS NULL FROM sqlite_master")))
        return Error{damaged + "cannot read its schema (" + query.lastError().databaseText().toStdString() + ")"};
    std::set<std::string> tablesFound;
    int objects = 0;
    while (query.next()) {
        if (++objects > kMaxSchemaObjects)
            return Error{damaged + "too many schema objects"};
        const std::string type = query.value(0).toString().toStdString();
        const std::string name = query.value(1).toString().toStdString();
        const std::string table = query.value(2).toString().toStdString();
        const bool noSql = query.value(3).toBool();
        if (type == "table" && expectedTables.count(name)) {
            tablesFound.insert(name);
            continue;
        }
        // Indexes SQLite creates itself for PRIMARY KEY and UNIQUE have no SQL text.
        if (type == "index" && noSql && name.rfind("sqlite_autoindex_", 0) == 0 && expectedTables.count(table))
            continue;
        return Error{damaged + "unexpected " + type + " '" + name + "'"};
    }
    if (query.lastError().isValid())
        return Error{damaged + "cannot read its schema (" + query.lastError().databaseText().toStdString() + ")"};
    for (const SchemaTable& t : expected) {
        if (!tablesFound.count(t.name))
            return Error{damaged + "table '" + t.name + "' is missing"};
        QSqlQuery columns(connection.database());
        columns.setForwardOnly(true);
        if (!columns.exec(QStringLiteral("PRAGMA table_xinfo(\"%1\")").arg(QLatin1String(t.name))))
            return Error{damaged + "cannot read table '" + t.name + "'"};
        size_t index = 0;
        while (columns.next()) {
            const QSqlRecord r = columns.record();
            const bool matches =
                index < t.columns.size() &&
                r.value(QStringLiteral("name")).toString() == QLatin1String(t.columns[index].name) &&
                r.value(QStringLiteral("type")).toString().toUpper() == QLatin1String(t.columns[index].type) &&
                r.value(QStringLiteral("notnull")).toInt() == int(t.columns[index].notNull) &&
                r.value(QStringLiteral("pk")).toInt() == t.columns[index].primaryKey &&
                r.value(QStringLiteral("hidden")).toInt() == 0;
            if (!matches)
                return Error{damaged + "table '" + t.name + "' does not have the expected columns"};
            ++index;
        }
        if (index != t.columns.size())
            return Error{damaged + "table '" + t.name + "' does not have the expected columns"};
    }
    return {};
}

Status quickCheck(SqliteConnection& connection, const std::string& path)
{
    QSqlQuery query(connection.database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("PRAGMA quick_check(1)")) || !query.next())
        return Error{quoted(path) + " is a damaged workbook (" + query.lastError().databaseText().toStdString() + ")"};
    const QString result = query.value(0).toString();
    if (result != QLatin1String("ok"))
        return Error{quoted(path) + " is a damaged workbook (integrity check: " + result.left(200).toStdString() + ")"};
    return {};
}

enum class ColumnKind { Text, Integer };

struct ColumnRead
{
    const char* name;
    ColumnKind kind;
    int maxChars; ///< text only
};

using Rows = std::vector<std::vector<QVariant>>;

/// UTF-8 needs at most 3 bytes per UTF-16 unit, so this admits every text the writer accepts.
qlonglong maxTextBytes(int maxChars)
{
    return 3LL * maxChars;
}

/// Reads `columns` of every row of `table` in primary-key order. Types are checked with typeof()
/// and text lengths with length() inside SQLite, so an oversized value is refused without ever
/// being copied out of the file.
Result<Rows> readRows(SqliteConnection& connection, const char* table, const std::vector<ColumnRead>& columns,
                      int maxRows, const std::string& path)
{
    const std::string where = quoted(path) + " is a damaged workbook: table '" + table + "'";
    QSqlQuery count(connection.database());
    if (!count.exec(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(QLatin1String(table))) || !count.next())
        return Error{where + " cannot be read (" + count.lastError().databaseText().toStdString() + ")"};
    const qlonglong rows = count.value(0).toLongLong();
    if (rows > maxRows)
        return Error{where + " has " + std::to_string(rows) + " rows, over the limit of " + std::to_string(maxRows)};

    QStringList select;
    for (const ColumnRead& c : columns) {
        const QString name = QStringLiteral("\"%1\"").arg(QLatin1String(c.name));
        // Bytes, not characters: length() of text stops at an embedded NUL, the blob cast does not.
        const QString bytes = QStringLiteral("length(CAST(%1 AS BLOB))").arg(name);
        select << QStringLiteral("typeof(%1)").arg(name) << bytes;
        if (c.kind == ColumnKind::Text)
            select << QStringLiteral("CASE WHEN typeof(%1) = 'text' AND %2 <= %3 THEN %1 END")
                          .arg(name, bytes)
                          .arg(maxTextBytes(c.maxChars));
        else
            select << QStringLiteral("CASE WHEN typeof(%1) = 'integer' THEN %1 END").arg(name);
    }
    QSqlQuery query(connection.database());
    query.setForwardOnly(true);
    // Every workbook table has a rowid, and rows were inserted in document order.
    const QString sql = QStringLiteral("SELECT %1 FROM \"%2\" ORDER BY rowid")
                            .arg(select.join(QStringLiteral(", ")), QLatin1String(table));
    if (!query.exec(sql))
        return Error{where + " cannot be read (" + query.lastError().databaseText().toStdString() + ")"};
    Rows result;
    while (query.next()) {
        if (result.size() >= size_t(maxRows))
            return Error{where + " has more rows than it counts"};
        std::vector<QVariant> row;
        for (size_t i = 0; i < columns.size(); ++i) {
            const ColumnRead& c = columns[i];
            const int base = int(i) * 3;
            const QString type = query.value(base).toString();
            const std::string field =
                std::string(", row ") + std::to_string(result.size() + 1) + ", column '" + c.name + "'";
            const char* expectedType = c.kind == ColumnKind::Text ? "text" : "integer";
            if (type != QLatin1String(expectedType))
                return Error{where + field + " holds " + type.toStdString() + ", expected " + expectedType};
            if (c.kind == ColumnKind::Text) {
                const qlonglong bytes = query.value(base + 1).toLongLong();
                if (bytes > maxTextBytes(c.maxChars))
                    return Error{where + field + " is " + std::to_string(bytes) + " bytes, over the limit of " +
                                 std::to_string(c.maxChars) + " characters"};
                const QString value = query.value(base + 2).toString();
                if (value.size() > c.maxChars)
                    return Error{where + field + " is longer than " + std::to_string(c.maxChars) + " characters"};
                if (value.contains(QChar(0)))
                    return Error{where + field + " contains a NUL character"};
            }
            row.push_back(query.value(base + 2));
        }
        result.push_back(std::move(row));
    }
    if (query.lastError().isValid())
        return Error{where + " cannot be read (" + query.lastError().databaseText().toStdString() + ")"};
    return result;
}

Result<QJsonObject> parseObject(const QVariant& value, const std::string& what)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(value.toString().toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return Error{what + " is not a JSON object"};
    return document.object();
}

std::string text(const QVariant& value)
{
    return value.toString().toStdString();
}

/// Reads every table of a current-format workbook whose schema has been checked.
Result<WorkbookData> readTables(SqliteConnection& connection, const std::string& path)
{
    const std::string bad = quoted(path) + " is a damaged workbook: ";
    WorkbookData data;
    const ColumnRead name{"name", ColumnKind::Text, kMaxNameChars};

    auto meta =
        readRows(connection, "meta",
                 {{"key", ColumnKind::Text, kMaxNameChars}, {"value", ColumnKind::Text, kMaxChartSettingsChars}},
                 kMaxMetaEntries, path);
    if (!meta)
        return Error{meta.error()};
    for (const auto& row : *meta) {
        const QString key = row[0].toString();
        const QString value = row[1].toString();
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
            if (!generation || *generation < 1 || *generation > kMaxGeneration ||
                *generation != std::floor(*generation))
                return Error{bad + "generation is not a whole number from 1 to 2^53"};
            data.generation = static_cast<int64_t>(*generation);
        } else if (key == QLatin1String("chart_settings")) {
            auto settings = parseObject(value, bad + "chart_settings");
            if (!settings)
                return Error{settings.error()};
            data.chartSettings = *settings;
        }
        // Other keys are ignored: they carry nothing this version uses.
    }

    auto scenarios = readRows(connection, "scenario",
                              {name,
                               {"inputs", ColumnKind::Text, kMaxDefinitionChars},
                               {"notes", ColumnKind::Text, kMaxNotesChars},
                               {"colour", ColumnKind::Text, 16},
                               {"baseline", ColumnKind::Integer, 0}},
                              kMaxScenarios, path);
    if (!scenarios)
        return Error{scenarios.error()};
    for (const auto& row : *scenarios) {
        ScenarioRecord record;
        record.name = text(row[0]);
        const std::string what = bad + "scenario '" + record.name + "'";
        if (record.name.empty())
            return Error{bad + "a scenario has no name"};
        auto object = parseObject(row[1], what + " inputs");
        if (!object)
            return Error{object.error()};
        auto inputs = inputsFromJson(*object);
        if (!inputs)
            return Error{what + ": " + inputs.error()};
        record.inputs = *inputs;
        record.notes = text(row[2]);
        record.colour = text(row[3]);
        if (!isColour(record.colour))
            return Error{what + " has an invalid colour"};
        const qlonglong baseline = row[4].toLongLong();
        if (baseline != 0 && baseline != 1)
            return Error{what + " has an invalid baseline flag"};
        record.baseline = baseline == 1;
        data.scenarios.push_back(std::move(record));
    }

    auto snapshots = readRows(connection, "snapshot",
                              {{"scenario_name", ColumnKind::Text, kMaxNameChars},
                               {"label", ColumnKind::Text, kMaxNameChars},
                               {"created_utc", ColumnKind::Text, 64},
                               {"inputs", ColumnKind::Text, kMaxDefinitionChars}},
                              kMaxSnapshots, path);
    if (!snapshots)
        return Error{snapshots.error()};
    for (const auto& row : *snapshots) {
        Snapshot snapshot;
        snapshot.scenarioName = text(row[0]);
        snapshot.label = text(row[1]);
        const std::string what = bad + "snapshot '" + snapshot.label + "'";
        if (!isIsoTimestamp(row[2].toString()))
            return Error{what + " has no valid creation time"};
        snapshot.createdUtc = text(row[2]);
        auto object = parseObject(row[3], what + " inputs");
        if (!object)
            return Error{object.error()};
        auto inputs = inputsFromJson(*object);
        if (!inputs)
            return Error{what + ": " + inputs.error()};
        snapshot.inputs = *inputs;
        data.snapshots.push_back(std::move(snapshot));
    }

    const std::vector<ColumnRead> definitionColumns = {{"id", ColumnKind::Text, kMaxNameChars},
                                                       {"definition", ColumnKind::Text, kMaxDefinitionChars}};
    auto hardware = readRows(connection, "custom_hardware", definitionColumns, kMaxCatalogEntries, path);
    if (!hardware)
        return Error{hardware.error()};
    for (const auto& row : *hardware) {
        auto object = parseObject(row[1], bad + "custom hardware '" + text(row[0]) + "'");
        if (!object)
            return Error{object.error()};
        auto hw = hardwareFromJson(*object);
        if (!hw)
            return Error{bad + hw.error()};
        if (hw->id != text(row[0]))
            return Error{bad + "custom hardware '" + text(row[0]) + "' holds the definition of '" + hw->id + "'"};
        data.customHardware.push_back(std::move(hw).value());
    }

    const std::vector<ColumnRead> modelColumns = {{"id", ColumnKind::Text, kMaxNameChars},
                                                  {"definition", ColumnKind::Text, kMaxDefinitionChars}};
    auto models = readRows(connection, "custom_model", modelColumns, kMaxCatalogEntries, path);
    if (!models)
        return Error{models.error()};
    for (const auto& row : *models) {
        auto object = parseObject(row[1], bad + "custom model '" + text(row[0]) + "'");
        if (!object)
            return Error{object.error()};
        auto model = modelFromJson(*object);
        if (!model)
            return Error{bad + model.error()};
        if (model->id != text(row[0]))
            return Error{bad + "custom model '" + text(row[0]) + "' holds the definition of '" + model->id + "'"};
        data.customModels.push_back(std::move(model).value());
    }

    const std::vector<ColumnRead> profileColumns = {{"key", ColumnKind::Text, kMaxNameChars},
                                                    {"definition", ColumnKind::Text, kMaxDefinitionChars}};
    auto profiles = readRows(connection, "calibration_profile", profileColumns, kMaxCatalogEntries, path);
    if (!profiles)
        return Error{profiles.error()};
    for (const auto& row : *profiles) {
        auto object = parseObject(row[1], bad + "calibration profile '" + text(row[0]) + "'");
        if (!object)
            return Error{object.error()};
        auto profile = profileFromJson(*object);
        if (!profile)
            return Error{bad + profile.error()};
        if (profile->key() != text(row[0]))
            return Error{bad + "calibration profile '" + text(row[0]) + "' holds the profile '" + profile->key() + "'"};
        data.profiles.push_back(std::move(profile).value());
    }

    if (const Status s = validateWorkbook(data); !s)
        return Error{bad + s.error()};
    if (const Status s = checkUserEntries({data.customHardware, data.customModels}, Catalog::builtIn()); !s)
        return Error{quoted(path) + " cannot be opened: " + s.error()};
    return data;
}

/// Opens `path` read-only with defensive settings and checks schema and integrity.
Status openChecked(SqliteConnection& connection, const std::string& path, int version)
{
    if (Status s = connection.open(path, SqliteConnection::Mode::ReadOnly); !s)
        return Error{"cannot open " + quoted(path) + ": " + s.error()};
    if (Status s = applyDefensivePragmas(connection); !s)
        return s;
    if (Status s = checkSchema(connection, version, path); !s)
        return s;
    return quickCheck(connection, path);
}

/// Removes a file and the journal SQLite may have left beside it.
void removeWithJournal(const QString& file)
{
    QFile::remove(file);
    QFile::remove(file + QStringLiteral("-journal"));
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

// ---------------------------------------------------------------------------------------------
// Writing

QString compactJson(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

/// Inserts rows with one prepared statement per SQL text (a save of 1,000 scenarios would
/// otherwise parse the same INSERT 1,000 times).
class RowWriter
{
public:
    explicit RowWriter(SqliteConnection& connection) : m_connection(connection) { }

    Status insert(const QString& sql, const QVariantList& values)
    {
        auto it = m_prepared.find(sql);
        if (it == m_prepared.end()) {
            QSqlQuery query(m_connection.database());
            if (!query.prepare(sql))
                return Error{"cannot prepare a write: " + query.lastError().text().toStdString()};
            it = m_prepared.emplace(sql, std::move(query)).first;
        }
        QSqlQuery& query = it->second;
        for (int i = 0; i < values.size(); ++i)
            query.bindValue(i, values[i]);
        if (!query.exec())
            return Error{"cannot write: " + query.lastError().text().toStdString()};
        return {};
    }

private:
    SqliteConnection& m_connection;
    std::map<QString, QSqlQuery> m_prepared;
};

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

Status writeTables(SqliteConnection& connection, const WorkbookData& data)
{
    for (const QString& statement : workbookCreateStatements()) {
        if (Status s = connection.exec(statement, "cannot create the workbook tables"); !s)
            return s;
    }
    RowWriter writer(connection);
    const QString meta = QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)");
    const QString created = data.createdUtc.empty() ? nowUtc() : qs(data.createdUtc);
    for (const auto& [key, value] : std::vector<std::pair<QString, QString>>{
             {QStringLiteral("created_utc"), created},
             {QStringLiteral("modified_utc"), nowUtc()},
             {QStringLiteral("app_version"), QStringLiteral(TF_VERSION)},
             {QStringLiteral("generation"), QString::number(std::max<int64_t>(data.generation, 1))},
             {QStringLiteral("document_id"), qs(data.documentId)},
             {QStringLiteral("notes"), qs(data.notes)},
             {QStringLiteral("chart_settings"), compactJson(data.chartSettings)}}) {
        if (Status s = writer.insert(meta, {key, value}); !s)
            return s;
    }
    int position = 0;
    for (const ScenarioRecord& r : data.scenarios) {
        if (Status s =
                writer.insert(QStringLiteral("INSERT INTO scenario (position, name, inputs, notes, colour, baseline) "
                                             "VALUES (?, ?, ?, ?, ?, ?)"),
                              {++position, qs(r.name), compactJson(inputsToJson(r.inputs)), qs(r.notes), qs(r.colour),
                               r.baseline ? 1 : 0});
            !s)
            return s;
    }
    position = 0;
    for (const Snapshot& snap : data.snapshots) {
        if (Status s =
                writer.insert(QStringLiteral("INSERT INTO snapshot (position, scenario_name, label, created_utc, "
                                             "inputs) VALUES (?, ?, ?, ?, ?)"),
                              {++position, qs(snap.scenarioName), qs(snap.label), qs(snap.createdUtc),
                               compactJson(inputsToJson(snap.inputs))});
            !s)
            return s;
    }
    for (const Hardware& hw : data.customHardware) {
        if (Status s = writer.insert(QStringLiteral("INSERT INTO custom_hardware (id, definition) VALUES (?, ?)"),
                                     {qs(hw.id), compactJson(hardwareToJson(hw))});
            !s)
            return s;
    }
    for (const LlmModel& m : data.customModels) {
        if (Status s = writer.insert(QStringLiteral("INSERT INTO custom_model (id, definition) VALUES (?, ?)"),
                                     {qs(m.id), compactJson(modelToJson(m))});
            !s)
            return s;
    }
    for (const CalibrationProfile& p : data.profiles) {
        if (Status s = writer.insert(QStringLiteral("INSERT INTO calibration_profile (key, definition) VALUES (?, ?)"),
                                     {qs(p.key()), compactJson(profileToJson(p))});
            !s)
            return s;
    }
    return {};
}

/// Flushes a file (or a folder's entry list) to the disk so a rename cannot overtake the data.
void syncToDisk(const QString& path)
{
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
#else
    Q_UNUSED(path);
#endif
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
/// Builds the whole workbook in a new file beside `target` and renames it over `target` once it is
/// complete and on disk: a failure or a kill at any moment leaves the previous file as it was.
Status writeNewFile(const QString& target, const std::string& path, const WorkbookData& data)
{
    const QFileInfo info(target);
    const QDir folder = info.absoluteDir();
    QTemporaryFile temporary(folder.filePath(info.fileName() + QStringLiteral(".tmp-XXXXXX")));
    temporary.setAutoRemove(false);
    if (!temporary.open())
        return Error{"cannot save " + quoted(path) + ": cannot create a file in " +
                     quoted(folder.path().toStdString()) + " (" + temporary.errorString().toStdString() + ")"};
    const QString temporaryPath = temporary.fileName();
    temporary.close();
    struct TemporaryCleanup
    {
        QString file;
        bool keep = false;
        ~TemporaryCleanup()
        {
            if (!keep)
                removeWithJournal(file);
        }
    } cleanup{temporaryPath};
    {
        SqliteConnection connection;
        if (Status s = connection.open(temporaryPath.toStdString(), SqliteConnection::Mode::ReadWrite); !s)
            return Error{"cannot save " + quoted(path) + ": " + s.error()};
        // The journal of a brand-new file stays in memory: nothing but the file itself is ever
        // written beside the workbook, and the header says "rollback journal" (not WAL). SQLite
        // need not sync: the whole file is synced below, before the rename makes it the workbook.
        for (const QString& pragma :
             {QStringLiteral("PRAGMA journal_mode = MEMORY"), QStringLiteral("PRAGMA synchronous = OFF"),
              QStringLiteral("PRAGMA application_id = %1").arg(kWorkbookApplicationId),
              QStringLiteral("PRAGMA user_version = %1").arg(kWorkbookFormatVersion)}) {
            if (Status s = connection.exec(pragma, "cannot save " + quoted(path)); !s)
                return s;
        }
        if (!connection.database().transaction())
            return Error{"cannot save " + quoted(path) + ": cannot start a transaction"};
        if (Status s = writeTables(connection, data); !s) {
            connection.database().rollback();
            return Error{"cannot save " + quoted(path) + ": " + s.error()};
        }
        if (!connection.database().commit())
            return Error{"cannot save " + quoted(path) + ": " + connection.database().lastError().text().toStdString()};
    }
    syncToDisk(temporaryPath);
    const QFileDevice::Permissions permissions = info.exists() ? QFile::permissions(target)
                                                               : QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                                     QFileDevice::ReadGroup | QFileDevice::ReadOther;
    QFile::setPermissions(temporaryPath, permissions);
    // Sidecars beside the target belong to no file we wrote (we never write in place); left there,
    // SQLite in any other program would replay them over the new file.
    for (const char* suffix : {"-wal", "-shm", "-journal"})
        QFile::remove(target + QLatin1String(suffix));
    std::error_code error;
    std::filesystem::rename(QFile::encodeName(temporaryPath).toStdString(), QFile::encodeName(target).toStdString(),
                            error);
    if (error)
        return Error{"cannot save " + quoted(path) + ": " + error.message()};
    cleanup.keep = true;
    syncToDisk(folder.path());
    return {};
}

/// The file a save replaces: `path`, or where its chain of symbolic links ends, so that saving
/// through a link updates the file it points to and keeps the link.
Result<QString> saveTarget(const std::string& path)
{
    namespace fs = std::filesystem;
    std::error_code error;
    fs::path current = fs::absolute(fs::path(QFile::encodeName(qs(path)).toStdString()), error);
    if (error)
        return Error{"cannot save " + quoted(path) + ": " + error.message()};
    for (int hops = 0; hops < 40; ++hops) {
        const fs::file_status status = fs::symlink_status(current, error);
        if (error || !fs::is_symlink(status))
            break;
        const fs::path link = fs::read_symlink(current, error);
        if (error)
            return Error{"cannot save " + quoted(path) + ": cannot follow its link (" + error.message() + ")"};
        current = link.is_absolute() ? link : current.parent_path() / link;
        if (hops == 39)
            return Error{"cannot save " + quoted(path) + ": too many levels of symbolic links"};
    }
    const QString target = QFile::decodeName(QByteArray::fromStdString(current.string()));
    const QFileInfo info(target);
    if (info.isDir())
        return Error{"cannot save " + quoted(path) + ": it is a folder"};
    if (info.exists() && !info.isFile())
        return Error{"cannot save " + quoted(path) + ": it is not a regular file"};
    if (!info.absoluteDir().exists())
        return Error{"cannot save " + quoted(path) + ": folder " + quoted(info.absolutePath().toStdString()) +
                     " does not exist"};
    return target;
}

/// How long a save waits for another process's save of the same folder before refusing.
/// TOKENFACTORY_SAVE_LOCK_TIMEOUT_MS overrides it (tests).
int saveLockTimeoutMs()
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue("TOKENFACTORY_SAVE_LOCK_TIMEOUT_MS", &ok);
    return ok && value >= 0 && value <= 600000 ? value : 10000;
}

/// An exclusive advisory lock (flock) on the folder of the file being saved, held from before a
/// save reads the file until after it has replaced it. Locking the folder rather than the file
/// survives the rename that replaces the file, leaves no lock file behind, and is released by
/// the kernel when a process dies. Every Token Factory save takes it; other programs ignore it.
class SaveLock
{
public:
    SaveLock() = default;
    SaveLock(const SaveLock&) = delete;
    SaveLock& operator=(const SaveLock&) = delete;
    ~SaveLock()
    {
#ifdef Q_OS_UNIX
        if (m_fd >= 0) {
            ::flock(m_fd, LOCK_UN);
            ::close(m_fd);
        }
#endif
    }

    Status acquire(const QString& target, const std::string& path)
    {
#ifdef Q_OS_UNIX
        const QByteArray folder = QFile::encodeName(QFileInfo(target).absolutePath());
        m_fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (m_fd < 0)
            return Error{"cannot save " + quoted(path) + ": cannot open its folder (" + std::strerror(errno) + ")"};
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(saveLockTimeoutMs());
        while (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
            if (errno != EWOULDBLOCK && errno != EINTR)
                return {}; // a filesystem without flock: save unlocked, as before
            if (std::chrono::steady_clock::now() >= deadline)
                return Error{"cannot save " + quoted(path) +
                             ": another program is saving a workbook in the same folder and has not finished; "
                             "nothing was written, try again"};
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
#else
        Q_UNUSED(target);
        Q_UNUSED(path);
#endif
        return {};
    }

private:
    int m_fd = -1;
};

/// Writes `data` to `target` under the save lock. `onDisk` is what the file now at `target` holds
/// (nullptr if nothing readable): a copy of the same document read before a later save of it (a
/// stale writer, e.g. one resumed after SIGSTOP) is refused.
Status writeLocked(const QString& target, const std::string& path, const WorkbookData& data, const WorkbookData* onDisk,
                   WorkbookSaved* saved)
{
    const bool sameDocument = onDisk && !data.documentId.empty() && onDisk->documentId == data.documentId;
    if (sameDocument && data.generation > 0 && onDisk->generation > data.generation)
        return Error{"cannot save " + quoted(path) + ": it was saved again (generation " +
                     std::to_string(onDisk->generation) + ") after this copy was read (generation " +
                     std::to_string(data.generation) + "); not overwriting the newer save, open it again"};
    WorkbookData next = data;
    next.generation = std::max(onDisk ? onDisk->generation : 0, data.generation) + 1;
    if (next.documentId.empty())
        next.documentId = QUuid::createUuid().toString(QUuid::WithoutBraces).toStdString();
    if (Status s = writeNewFile(target, path, next); !s)
        return s;
    if (saved)
        *saved = {next.generation, next.documentId};
    return {};
}

} // namespace

Result<WorkbookData> readWorkbook(const std::string& path)
{
    auto data = readWorkbookFile(path);
    if (!data)
        return Error{sanitizedText(oneLine(data.error()), 2000)};
    return data;
}

Status validateWorkbook(const WorkbookData& data)
{
    const auto tooLong = [](const std::string& text, int maxChars) {
        return QString::fromStdString(text).size() > maxChars;
    };
    if (data.scenarios.size() > size_t(kMaxScenarios))
        return Error{"more than " + std::to_string(kMaxScenarios) + " scenarios"};
    if (data.snapshots.size() > size_t(kMaxSnapshots))
        return Error{"more than " + std::to_string(kMaxSnapshots) + " snapshots"};
    if (data.customHardware.size() > size_t(kMaxCatalogEntries) ||
        data.customModels.size() > size_t(kMaxCatalogEntries) || data.profiles.size() > size_t(kMaxCatalogEntries))
        return Error{"more than " + std::to_string(kMaxCatalogEntries) + " custom catalog entries of one kind"};
    std::set<std::string> names;
    for (const ScenarioRecord& r : data.scenarios) {
        if (r.name.empty())
            return Error{"a scenario has no name"};
        if (tooLong(r.name, kMaxNameChars))
            return Error{"scenario name '" + r.name.substr(0, 40) + "...' is longer than " +
                         std::to_string(kMaxNameChars) + " characters"};
        if (!isPlainText(r.name))
            return Error{"scenario name '" + sanitizedText(r.name, 60) +
                         "' holds control characters, escape sequences or invalid UTF-8"};
        if (!names.insert(r.name).second)
            return Error{"two scenarios are named '" + r.name + "'"};
        if (!isPlainText(r.notes, true))
            return Error{"notes of scenario '" + r.name + "' hold control characters or invalid UTF-8"};
        if (tooLong(r.notes, kMaxNotesChars))
            return Error{"notes of scenario '" + r.name + "' are longer than " + std::to_string(kMaxNotesChars) +
                         " characters"};
        if (!isColour(r.colour))
            return Error{"scenario '" + r.name + "' has colour '" + r.colour + "'; expected #rrggbb"};
    }
    for (const Snapshot& s : data.snapshots) {
        if (tooLong(s.scenarioName, kMaxNameChars) || tooLong(s.label, kMaxNameChars))
            return Error{"snapshot '" + s.label.substr(0, 40) + "' has a name longer than " +
                         std::to_string(kMaxNameChars) + " characters"};
        if (!isPlainText(s.scenarioName) || !isPlainText(s.label))
            return Error{"snapshot '" + sanitizedText(s.label, 60) + "' holds control characters in its name"};
        if (!isIsoTimestamp(qs(s.createdUtc)))
            return Error{"snapshot '" + s.label + "' has no valid creation time"};
    }
    std::set<std::string> ids;
    for (const Hardware& hw : data.customHardware) {
        if (hw.id.empty() || tooLong(hw.id, kMaxNameChars) || !ids.insert(hw.id).second)
            return Error{"custom hardware id '" + hw.id + "' is empty, too long or used twice"};
    }
    ids.clear();
    for (const LlmModel& m : data.customModels) {
        if (m.id.empty() || tooLong(m.id, kMaxNameChars) || !ids.insert(m.id).second)
            return Error{"custom model id '" + m.id + "' is empty, too long or used twice"};
    }
    ids.clear();
    for (const CalibrationProfile& p : data.profiles) {
        if (!ids.insert(p.key()).second)
            return Error{"calibration profile '" + p.key() + "' appears twice"};
    }
    if (tooLong(data.notes, kMaxNotesChars))
        return Error{"workbook notes are longer than " + std::to_string(kMaxNotesChars) + " characters"};
    if (!isPlainText(data.notes, true))
        return Error{"workbook notes hold control characters or invalid UTF-8"};
    if (compactJson(data.chartSettings).size() > kMaxChartSettingsChars)
        return Error{"chart settings are larger than " + std::to_string(kMaxChartSettingsChars) + " characters"};
    if (!data.createdUtc.empty() && !isIsoTimestamp(qs(data.createdUtc)))
        return Error{"creation time '" + data.createdUtc + "' is not an ISO 8601 date and time"};
    return {};
}

Status writeWorkbook(const std::string& path, const WorkbookData& data, WorkbookSaved* saved)
{
    if (Status s = validateWorkbook(data); !s)
        return Error{"cannot save " + quoted(path) + ": " + s.error()};
    auto target = saveTarget(path);
    if (!target)
        return Error{target.error()};
    SaveLock lock;
    if (Status s = lock.acquire(*target, path); !s)
        return s;
    // A file that is not a readable workbook may be replaced (Save As over it); a later save of
    // the same document may not be overwritten by a copy read before it.
    std::optional<WorkbookData> onDisk;
    if (QFileInfo::exists(*target)) {
        if (auto current = readWorkbook(target->toStdString()))
            onDisk = std::move(current).value();
    }
    return writeLocked(*target, path, data, onDisk ? &*onDisk : nullptr, saved);
}

Result<ScenarioInputs> readScenarioFromWorkbook(const std::string& path, const std::string& name)
{
    auto data = readWorkbook(path);
    if (!data)
        return Error{data.error()};
    return scenarioInputs(*data, path, name);
}

Result<ScenarioInputs> scenarioInputs(const WorkbookData& data, const std::string& path, const std::string& name)
{
    if (const ScenarioRecord* record = findScenario(data, name))
        return record->inputs;
    std::string available;
    for (const ScenarioRecord& r : data.scenarios)
        available += (available.empty() ? "" : ", ") + ("'" + r.name + "'");
    return Error{quoted(path) + " has no scenario named '" + name + "'" +
                 (available.empty() ? std::string(" (it holds none)") : " (it holds " + available + ")")};
}

Status saveScenarioToWorkbook(const std::string& path, const ScenarioRecord& record, const CatalogEntries& custom)
{
    auto target = saveTarget(path);
    if (!target)
        return Error{target.error()};
    // Read, change and replace under one lock: a concurrent save waits instead of being lost.
    SaveLock lock;
    if (Status s = lock.acquire(*target, path); !s)
        return s;
    WorkbookData data;
    if (QFileInfo::exists(*target)) {
        auto existing = readWorkbook(target->toStdString());
        if (!existing)
            return Error{"not saving into " + quoted(path) + ": " + existing.error()};
        data = std::move(existing).value();
    }
    bool replaced = false;
    for (ScenarioRecord& r : data.scenarios) {
        if (r.name == record.name) {
            r = record;
            replaced = true;
        }
    }
    if (!replaced)
        data.scenarios.push_back(record);
    CatalogEntries entries{data.customHardware, data.customModels};
    mergeCatalogEntries(entries, custom);
    data.customHardware = std::move(entries.hardware);
    data.customModels = std::move(entries.models);
    if (Status s = validateWorkbook(data); !s)
        return Error{"cannot save " + quoted(path) + ": " + s.error()};
    return writeLocked(*target, path, data, &data, nullptr);
}

const ScenarioRecord* findScenario(const WorkbookData& data, const std::string& name)
{
    for (const ScenarioRecord& r : data.scenarios) {
        if (r.name == name)
            return &r;
    }
    return nullptr;
}

QJsonObject workbookToJson(const WorkbookData& data)
{
    QJsonArray scenarios, snapshots, hardware, models, profiles;
    for (const ScenarioRecord& r : data.scenarios) {
        QJsonObject o;
        o.insert(QStringLiteral("name"), qs(r.name));
        o.insert(QStringLiteral("inputs"), inputsToJson(r.inputs));
        o.insert(QStringLiteral("colour"), qs(r.colour));
        o.insert(QStringLiteral("notes"), qs(r.notes));
        o.insert(QStringLiteral("baseline"), r.baseline);
        scenarios.append(o);
    }
    for (const Snapshot& s : data.snapshots) {
        QJsonObject o;
        o.insert(QStringLiteral("scenario"), qs(s.scenarioName));
        o.insert(QStringLiteral("label"), qs(s.label));
        o.insert(QStringLiteral("created_utc"), qs(s.createdUtc));
        o.insert(QStringLiteral("inputs"), inputsToJson(s.inputs));
        snapshots.append(o);
    }
    for (const Hardware& hw : data.customHardware)
        hardware.append(hardwareToJson(hw));
    for (const LlmModel& m : data.customModels)
        models.append(modelToJson(m));
    for (const CalibrationProfile& p : data.profiles)
        profiles.append(profileToJson(p));
    QJsonObject root;
    root.insert(QStringLiteral("scenarios"), scenarios);
    root.insert(QStringLiteral("snapshots"), snapshots);
    root.insert(QStringLiteral("custom_hardware"), hardware);
    root.insert(QStringLiteral("custom_models"), models);
    root.insert(QStringLiteral("profiles"), profiles);
    root.insert(QStringLiteral("notes"), qs(data.notes));
    root.insert(QStringLiteral("chart_settings"), data.chartSettings);
    root.insert(QStringLiteral("created_utc"), qs(data.createdUtc));
    root.insert(QStringLiteral("modified_utc"), qs(data.modifiedUtc));
    root.insert(QStringLiteral("app_version"), qs(data.appVersion));
    return root;
}

Result<Catalog> catalogForWorkbook(const Catalog& base, const WorkbookData& data)
{
    Catalog catalog = base;
    if (const Status s = addCatalogEntries(catalog, {data.customHardware, data.customModels}); !s)
        return Error{s.error()};
    for (CalibrationProfile profile : data.profiles) {
        // A file's profile that differs from the calibration this catalog already has for the same
        // hardware, framework and precision is used (the file evaluates as its author saw it) but
        // never called calibrated: its figures are the file's, not the shipped measurements'.
        const auto same = std::find_if(base.profiles().begin(), base.profiles().end(),
                                       [&](const CalibrationProfile& p) { return p.key() == profile.key(); });
        if (same != base.profiles().end() && profileToJson(*same) != profileToJson(profile) && profile.calibrated) {
            profile.calibrated = false;
            profile.fittedTo = "the workbook's own profile, replacing the calibration for " + profile.key() +
                               (profile.fittedTo.empty() ? "" : " (" + profile.fittedTo + ")");
        }
        catalog.addProfile(std::move(profile));
    }
    return catalog;
}

} // namespace tf::core
