#include "core/document/workbookopen.h"

#include "core/document/workbookschema.h"
#include "core/document/workbookvalues.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <set>

namespace tf::core::detail {

namespace {

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

} // namespace

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

} // namespace tf::core::detail
