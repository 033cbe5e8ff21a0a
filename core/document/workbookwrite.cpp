// Writing workbook files: a complete new file beside the target, renamed over it under the save
// lock, so a failure or a kill never leaves a half-written workbook.

#include "core/document/workbook.h"

#include "core/catalog/catalogjson.h"
#include "core/document/savelock.h"
#include "core/document/sqliteconnection.h"
#include "core/document/workbookschema.h"
#include "core/document/workbookvalues.h"
#include "core/servicecomparison.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryFile>
#include <QUuid>
#include <QVariant>

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace tf::core {

using namespace detail;

namespace {

QString nowUtc()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

/// Removes a file and the journal SQLite may have left beside it.
void removeWithJournal(const QString& file)
{
    QFile::remove(file);
    QFile::remove(file + QStringLiteral("-journal"));
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
    for (const auto& [key, value] : data.otherMeta) {
        if (Status s = writer.insert(meta, {qs(key), qs(value)}); !s)
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
        if (Status s = writer.insert(
                QStringLiteral("INSERT INTO snapshot (position, scenario_name, label, created_utc, "
                               "inputs, outputs) VALUES (?, ?, ?, ?, ?, ?)"),
                {++position, qs(snap.scenarioName), qs(snap.label), qs(snap.createdUtc),
                 compactJson(inputsToJson(snap.inputs)),
                 snap.outputs.stored ? compactJson(presentedOutputsToJson(snap.outputs)) : QStringLiteral("")});
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

/// The file a save of `path` replaces (saveTarget), with `lock` taken on its folder.
Result<QString> lockedSaveTarget(const std::string& path, SaveLock& lock)
{
    auto target = saveTarget(path);
    if (!target)
        return Error{target.error()};
    if (Status s = lock.acquire(*target, path); !s)
        return Error{s.error()};
    return target;
}

} // namespace

Status writeWorkbook(const std::string& path, const WorkbookData& data, WorkbookSaved* saved)
{
    if (Status s = validateWorkbook(data); !s)
        return Error{"cannot save " + quoted(path) + ": " + s.error()};
    SaveLock lock;
    auto target = lockedSaveTarget(path, lock);
    if (!target)
        return Error{target.error()};
    // A file that is not a readable workbook may be replaced (Save As over it); a later save of
    // the same document may not be overwritten by a copy read before it.
    std::optional<WorkbookData> onDisk;
    if (QFileInfo::exists(*target)) {
        if (auto current = readWorkbook(target->toStdString()))
            onDisk = std::move(current).value();
    }
    return writeLocked(*target, path, data, onDisk ? &*onDisk : nullptr, saved);
}

Status saveScenarioToWorkbook(const std::string& path, const ScenarioRecord& record, const CatalogEntries& custom,
                              bool* replacedOut)
{
    // Read, change and replace under one lock: a concurrent save waits instead of being lost.
    SaveLock lock;
    auto target = lockedSaveTarget(path, lock);
    if (!target)
        return Error{target.error()};
    WorkbookData data = newWorkbook();
    if (QFileInfo::exists(*target)) {
        auto existing = readWorkbook(target->toStdString());
        if (!existing)
            return Error{"not saving into " + quoted(path) + ": " + existing.error()};
        data = std::move(existing).value();
    }
    bool replaced = false;
    for (ScenarioRecord& r : data.scenarios) {
        if (r.name == record.name) {
            ScenarioRecord kept = record;
            kept.notes = record.notes.empty() ? r.notes : record.notes;
            kept.colour = record.colour.empty() ? r.colour : record.colour;
            kept.baseline = record.baseline || r.baseline;
            r = std::move(kept);
            replaced = true;
        } else if (record.baseline) {
            r.baseline = false; // the scenario saved as the baseline takes the flag from the one before
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
    if (replacedOut)
        *replacedOut = replaced;
    return writeLocked(*target, path, data, &data, nullptr);
}

} // namespace tf::core
