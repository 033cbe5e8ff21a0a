#include "core/document/sqliteconnection.h"

#include <QSqlError>
#include <QSqlQuery>

#include <atomic>

namespace tf::core {

SqliteConnection::~SqliteConnection()
{
    close();
}

Status SqliteConnection::open(const std::string& path, Mode mode)
{
    close();
    static std::atomic<unsigned long long> counter{0};
    m_name = QStringLiteral("tf-workbook-%1").arg(++counter);
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    if (!m_db.isValid())
        return Error{"the SQLite driver for Qt (QSQLITE) is not available"};
    m_db.setDatabaseName(QString::fromStdString(path));
    // A locked file should fail quickly with a message rather than freeze the caller.
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=1000");
    if (mode == Mode::ReadOnly)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    m_db.setConnectOptions(options);
    if (!m_db.open())
        return Error{m_db.lastError().text().toStdString()};
    return {};
}

Status SqliteConnection::exec(const QString& sql, const std::string& what)
{
    QSqlQuery query(m_db);
    if (!query.exec(sql))
        return Error{what + ": " + query.lastError().text().toStdString()};
    return {};
}

void SqliteConnection::close()
{
    if (m_name.isEmpty())
        return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_name);
    m_name.clear();
}

} // namespace tf::core
