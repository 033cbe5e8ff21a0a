#include "core/document/tablereader.h"

#include "core/document/workbookvalues.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace tf::core::detail {

namespace {

/// UTF-8 needs at most 3 bytes per UTF-16 unit, so this admits every text the writer accepts.
qlonglong maxTextBytes(int maxChars)
{
    return 3LL * maxChars;
}

} // namespace

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

} // namespace tf::core::detail
