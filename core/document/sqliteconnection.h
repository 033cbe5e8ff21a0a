#pragma once

#include "core/result.h"

#include <QSqlDatabase>
#include <QString>

#include <string>

namespace tf::core {

/// One private QSQLITE connection with a unique name, closed and removed on destruction so that
/// several workbooks (and threads) never share or leak a connection.
class SqliteConnection
{
public:
    enum class Mode { ReadOnly, ReadWrite };

    SqliteConnection() = default;
    ~SqliteConnection();
    SqliteConnection(const SqliteConnection&) = delete;
    SqliteConnection& operator=(const SqliteConnection&) = delete;

    /// Opens `path`. ReadOnly never creates or changes the file; ReadWrite creates it if needed.
    /// A busy file fails after a short timeout instead of hanging.
    Status open(const std::string& path, Mode mode);
    QSqlDatabase& database() { return m_db; }
    /// Runs a statement that returns no rows we need; the error names the statement's purpose.
    Status exec(const QString& sql, const std::string& what);
    void close();

private:
    QString m_name;
    QSqlDatabase m_db;
};

} // namespace tf::core
