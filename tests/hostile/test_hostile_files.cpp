// Hostile files read by the core: SQLite sidecars beside a workbook, saves through links, stale
// writers and held locks, catalog entries that redefine shipped ones, escape sequences in names,
// malformed and oversized CSV and JSON, devices and FIFOs, numbers that cannot be converted, and
// a comma-decimal locale. Every case here was accepted, replayed, crashed or hung before.
#include "core/calibration/benchmarkcsv.h"
#include "core/catalog/catalogjson.h"
#include "core/catalog/userprofiles.h"
#include "core/inputfile.h"
#include "tests/document/workbooktestutil.h"
#include "tests/testutil/testdata.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <clocale>
#include <cmath>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace tf;

namespace {

const char* kCsvHeader = "gpu,model,precision,framework,isl,osl,concurrency,tok_s_gpu,tok_s_user,ttft_ms,notes\n";

std::vector<std::string> scenarioNames(const core::WorkbookData& data)
{
    std::vector<std::string> names;
    for (const core::ScenarioRecord& r : data.scenarios)
        names.push_back(r.name);
    return names;
}

/// Scenario names as an ordinary SQLite connection sees them: one that replays a -wal and rolls
/// back a hot -journal beside the file, as any other program would.
QStringList namesAsSqliteSeesThem(const QString& file)
{
    core::SqliteConnection connection;
    if (!connection.open(file.toStdString(), core::SqliteConnection::Mode::ReadWrite))
        return {QStringLiteral("<cannot open>")};
    QSqlQuery query(connection.database());
    if (!query.exec(QStringLiteral("SELECT name FROM scenario ORDER BY position")))
        return {QStringLiteral("<cannot read>")};
    QStringList names;
    while (query.next())
        names << query.value(0).toString();
    return names;
}

QStringList filesIn(const QString& folder)
{
    return QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
}

bool hasControlBytes(const std::string& text)
{
    for (const unsigned char c : text) {
        if (c < 0x20 || c == 0x7F)
            return true;
    }
    return text.find("\xC2\x9B") != std::string::npos;
}

} // namespace

class TestHostileFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

    /// A workbook holding scenarios `names`, in its own folder (`folder`), written by us.
    QString workbookWith(const QString& folder, const std::vector<std::string>& names)
    {
        QDir().mkpath(path(folder));
        const QString file = path(folder + QStringLiteral("/book.tfwb"));
        core::WorkbookData data;
        for (const std::string& n : names)
            data.scenarios.push_back({n, core::defaultHopperScenario(), "", "", false});
        if (!core::writeWorkbook(file.toStdString(), data))
            return {};
        return file;
    }

    /// Opens a fresh copy of `file` at `twin` for writing: sidecars are made on the copy and then
    /// moved beside `file`, which itself is never opened.
    static bool openTwin(const QString& file, const QString& twin, core::SqliteConnection& connection)
    {
        QFile::remove(twin);
        return QFile::copy(file, twin) &&
               connection.open(twin.toStdString(), core::SqliteConnection::Mode::ReadWrite).ok();
    }

    /// Makes a real write-ahead log for `file` that renames its first scenario to "planted" and
    /// places it beside `file` as `file`-wal (the way a stale or planted sidecar arrives).
    bool plantWal(const QString& file)
    {
        const QString twin = file + QStringLiteral(".twin");
        core::SqliteConnection connection;
        if (!openTwin(file, twin, connection))
            return false;
        if (!connection.exec(QStringLiteral("PRAGMA journal_mode = WAL"), "wal") ||
            !connection.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0"), "wal") ||
            !connection.exec(QStringLiteral("UPDATE scenario SET name = 'planted' WHERE position = 1"), "wal"))
            return false;
        // Copied while the connection is open: on close SQLite would checkpoint and delete it.
        const bool copied = QFile::copy(twin + QStringLiteral("-wal"), file + QStringLiteral("-wal"));
        connection.close();
        QFile::remove(twin);
        QFile::remove(twin + QStringLiteral("-wal"));
        QFile::remove(twin + QStringLiteral("-shm"));
        return copied;
    }

    /// A hot rollback journal of `file` (from a transaction that rewrote every scenario name and
    /// never finished), placed beside it as `file`-journal.
    bool plantJournal(const QString& file)
    {
        const QString twin = file + QStringLiteral(".twin");
        core::SqliteConnection connection;
        if (!openTwin(file, twin, connection))
            return false;
        if (!connection.exec(QStringLiteral("PRAGMA journal_mode = DELETE"), "journal") ||
            !connection.exec(QStringLiteral("PRAGMA cache_size = 1"), "journal") ||
            !connection.database().transaction() ||
            !connection.exec(QStringLiteral("UPDATE scenario SET notes = hex(randomblob(3000))"), "journal"))
            return false;
        const bool copied = QFile::copy(twin + QStringLiteral("-journal"), file + QStringLiteral("-journal"));
        connection.database().rollback();
        connection.close();
        QFile::remove(twin);
        return copied;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // ---- SQLite sidecars ---------------------------------------------------------------------

    // A -wal beside a workbook is never replayed, and reading creates no -shm (before, the window
    // showed the planted scenario and reading left book.tfwb-shm behind).
    void plantedWalIsNotReplayed()
    {
        const QString file = workbookWith(QStringLiteral("wal"), {"original", "second"});
        QVERIFY(!file.isEmpty());
        QVERIFY(plantWal(file));
        const QByteArray before = test::readBytes(file);
        const QStringList filesBefore = filesIn(path(QStringLiteral("wal")));
        auto read = core::readWorkbook(file.toStdString());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QCOMPARE(scenarioNames(*read), (std::vector<std::string>{"original", "second"}));
        QCOMPARE(filesIn(path(QStringLiteral("wal"))), filesBefore);
        QVERIFY(!QFile::exists(file + QStringLiteral("-shm")));
        QCOMPARE(test::readBytes(file), before);
    }

    // The planted log is real: a plain SQLite connection does replay it (so the case above tests
    // something), and a save removes it, so no program replays it over the new file.
    void saveRemovesAStaleWal()
    {
        const QString file = workbookWith(QStringLiteral("wal-save"), {"original"});
        QVERIFY(plantWal(file));
        const QString probe = path(QStringLiteral("wal-save/probe.tfwb"));
        QVERIFY(QFile::copy(file, probe) && QFile::copy(file + QStringLiteral("-wal"), probe + QStringLiteral("-wal")));
        QCOMPARE(namesAsSqliteSeesThem(probe), QStringList{QStringLiteral("planted")});

        QVERIFY(core::saveScenarioToWorkbook(file.toStdString(), {"after save", {}, "", "", false}));
        for (const char* suffix : {"-wal", "-shm", "-journal"})
            QVERIFY2(!QFile::exists(file + QLatin1String(suffix)), suffix);
        QCOMPARE(namesAsSqliteSeesThem(file), (QStringList{QStringLiteral("original"), QStringLiteral("after save")}));
        auto read = core::readWorkbook(file.toStdString());
        QVERIFY(read.ok());
        QCOMPARE(scenarioNames(*read), (std::vector<std::string>{"original", "after save"}));
    }

    // A stale hot journal beside a workbook made the next save unreadable (SQLite rolled the old
    // pages back into the new file). Reading ignores it; saving removes it.
    void staleJournalDoesNotSpoilTheNextSave()
    {
        const QString file = workbookWith(QStringLiteral("journal"), {"first", "second", "third"});
        QVERIFY(plantJournal(file));
        QVERIFY(QFile::exists(file + QStringLiteral("-journal")));
        auto read = core::readWorkbook(file.toStdString());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QVERIFY(core::saveScenarioToWorkbook(file.toStdString(), {"fourth", {}, "", "", false}));
        QVERIFY(!QFile::exists(file + QStringLiteral("-journal")));
        const QStringList expected{QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("third"),
                                   QStringLiteral("fourth")};
        QCOMPARE(namesAsSqliteSeesThem(file), expected);
        QVERIFY(core::readWorkbook(file.toStdString()).ok());
    }

    // Reading any workbook leaves its folder exactly as it was (no -journal, -shm, copies).
    void readingLeavesNothingBeside()
    {
        const QString file = workbookWith(QStringLiteral("clean"), {"a"});
        const QString old = path(QStringLiteral("clean/old.tfwb"));
        QVERIFY(QFile::copy(TF_TEST_DATA("workbooks/golden-v1.tfwb"), old));
        const QStringList before = filesIn(path(QStringLiteral("clean")));
        QVERIFY(core::readWorkbook(file.toStdString()).ok());
        QVERIFY(core::readWorkbook(old.toStdString()).ok()); // migrated on a private copy
        QCOMPARE(filesIn(path(QStringLiteral("clean"))), before);
    }

    // ---- Saves that lose data ------------------------------------------------------------------

    // Saving through a symbolic link (or a chain of them, relative or absolute) replaces the file
    // the link points to and keeps the link (before, the link became a regular file and the
    // target was left unchanged).
    void saveThroughSymlinkKeepsTheLink_data()
    {
        QTest::addColumn<bool>("chain");
        QTest::addColumn<bool>("relative");
        QTest::newRow("absolute link") << false << false;
        QTest::newRow("relative link") << false << true;
        QTest::newRow("chain of two links") << true << true;
    }
    void saveThroughSymlinkKeepsTheLink()
    {
        QFETCH(bool, chain);
        QFETCH(bool, relative);
        const QString folder = QStringLiteral("link-%1")
                                   .arg(QLatin1String(QTest::currentDataTag()))
                                   .replace(QLatin1Char(' '), QLatin1Char('-'));
        const QString target = workbookWith(folder + QStringLiteral("/real"), {"before"});
        QVERIFY(!target.isEmpty());
        const QString link = path(folder + QStringLiteral("/link.tfwb"));
        QVERIFY(QFile::link(relative ? QStringLiteral("real/book.tfwb") : target, link));
        QString saveVia = link;
        if (chain) {
            saveVia = path(folder + QStringLiteral("/link2.tfwb"));
            QVERIFY(QFile::link(QStringLiteral("link.tfwb"), saveVia));
        }
        QVERIFY(core::saveScenarioToWorkbook(saveVia.toStdString(), {"after", {}, "", "", false}));
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(!chain || QFileInfo(saveVia).isSymLink());
        auto read = core::readWorkbook(target.toStdString());
        QVERIFY(read.ok());
        QCOMPARE(scenarioNames(*read), (std::vector<std::string>{"before", "after"}));
        QVERIFY(core::writeWorkbook(saveVia.toStdString(), *read));
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(filesIn(path(folder)).filter(QStringLiteral(".tmp-")).isEmpty());
    }

    // A link to a device or a FIFO is not a file to replace: the save is refused, nothing written.
    void saveThroughLinkToSpecialFileIsRefused()
    {
        QDir().mkpath(path(QStringLiteral("special")));
        const QString fifo = path(QStringLiteral("special/pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const QString& target : {QStringLiteral("/dev/null"), fifo}) {
            const QString link = path(QStringLiteral("special/link.tfwb"));
            QFile::remove(link);
            QVERIFY(QFile::link(target, link));
            const core::Status s = core::saveScenarioToWorkbook(link.toStdString(), {"x", {}, "", "", false});
            QVERIFY(!s);
            QVERIFY2(s.error().find("not a regular file") != std::string::npos, s.error().c_str());
            QVERIFY(QFileInfo(link).isSymLink());
        }
        QVERIFY(filesIn(path(QStringLiteral("special"))).filter(QStringLiteral(".tmp-")).isEmpty());
    }

    // A copy read before a later save of the same document is not written over it (a stopped
    // saver resumed, or a window left open while the CLI saved); a new document may replace it.
    void staleCopyDoesNotOverwriteALaterSave()
    {
        const QString file = workbookWith(QStringLiteral("stale"), {"first"});
        auto stale = core::readWorkbook(file.toStdString());
        QVERIFY(stale.ok());
        QVERIFY(stale->generation >= 1);
        QVERIFY(core::saveScenarioToWorkbook(file.toStdString(), {"later", {}, "", "", false}));
        stale.value().scenarios.push_back({"stale edit", {}, "", "", false});
        const core::Status s = core::writeWorkbook(file.toStdString(), *stale);
        QVERIFY(!s);
        QVERIFY2(s.error().find("saved again") != std::string::npos, s.error().c_str());
        auto read = core::readWorkbook(file.toStdString());
        QCOMPARE(scenarioNames(*read), (std::vector<std::string>{"first", "later"}));
        // Re-read, the edit goes through and the generation moves on.
        core::WorkbookSaved saved;
        QVERIFY(core::writeWorkbook(file.toStdString(), *read, &saved));
        QCOMPARE(saved.generation, read->generation + 1);
        QCOMPARE(saved.documentId, read->documentId);
        // A new document (Save As over the file) is not a stale copy of it.
        QVERIFY(core::writeWorkbook(file.toStdString(), test::sampleWorkbook()));
    }

    // While another process holds the save lock, a save waits and then refuses with a message,
    // leaving the file as it was.
    void heldLockRefusesTheSave()
    {
        const QString file = workbookWith(QStringLiteral("locked"), {"only"});
        const QByteArray before = test::readBytes(file);
        const int fd = ::open(QFile::encodeName(path(QStringLiteral("locked"))).constData(), O_RDONLY | O_DIRECTORY);
        QVERIFY(fd >= 0);
        QCOMPARE(::flock(fd, LOCK_EX), 0);
        qputenv("TOKENFACTORY_SAVE_LOCK_TIMEOUT_MS", "200");
        const core::Status s = core::saveScenarioToWorkbook(file.toStdString(), {"blocked", {}, "", "", false});
        ::flock(fd, LOCK_UN);
        ::close(fd);
        qunsetenv("TOKENFACTORY_SAVE_LOCK_TIMEOUT_MS");
        QVERIFY(!s);
        QVERIFY2(s.error().find("another program is saving") != std::string::npos, s.error().c_str());
        QCOMPARE(test::readBytes(file), before);
        QVERIFY(core::saveScenarioToWorkbook(file.toStdString(), {"unblocked", {}, "", "", false}));
    }

    // ---- A shared file that redefines the catalog ------------------------------------------------

    void catalogFileCannotShadowShippedIds_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("messagePart");
        const QString h200 =
            QString::fromUtf8(QJsonDocument(core::hardwareToJson(*core::Catalog::builtIn().findHardware("h200")))
                                  .toJson(QJsonDocument::Compact));
        QString lab = h200;
        lab.replace(QStringLiteral("\"id\":\"h200\""), QStringLiteral("\"id\":\"lab\""));
        const QString model =
            QString::fromUtf8(QJsonDocument(core::modelToJson(*core::Catalog::builtIn().findModel("llama-2-70b")))
                                  .toJson(QJsonDocument::Compact));
        QString byAlias = model;
        byAlias.replace(QStringLiteral("\"id\":\"llama-2-70b\""), QStringLiteral("\"id\":\"llama-2-70b-chat\""));
        core::LlmModel house = *core::Catalog::builtIn().findModel("llama-2-70b");
        house.id = "house";
        house.name = "House model";
        house.aliases = {"house-70b"};
        const QString own = QString::fromUtf8(QJsonDocument(core::modelToJson(house)).toJson(QJsonDocument::Compact));
        // An alias spelling a shipped model ("DeepSeek R1") made --model and benchmark rows resolve
        // to the user's entry.
        house.aliases = {"DeepSeek R1"};
        const QString shippedSpelling =
            QString::fromUtf8(QJsonDocument(core::modelToJson(house)).toJson(QJsonDocument::Compact));
        QTest::newRow("hardware id h200")
            << QStringLiteral("{\"hardware\":[%1]}").arg(h200) << QStringLiteral("shipped");
        QTest::newRow("model id of a shipped model")
            << QStringLiteral("{\"models\":[%1]}").arg(model) << QStringLiteral("shipped");
        QTest::newRow("model id of a shipped alias")
            << QStringLiteral("{\"models\":[%1]}").arg(byAlias) << QStringLiteral("shipped");
        QTest::newRow("alias spelling a shipped model")
            << QStringLiteral("{\"models\":[%1]}").arg(shippedSpelling) << QStringLiteral("names the shipped");
        QTest::newRow("hardware id twice")
            << QStringLiteral("{\"hardware\":[%1,%1]}").arg(lab) << QStringLiteral("twice");
        QTest::newRow("model id twice") << QStringLiteral("{\"models\":[%1,%1]}").arg(own) << QStringLiteral("twice");
    }
    void catalogFileCannotShadowShippedIds()
    {
        QFETCH(QString, json);
        QFETCH(QString, messagePart);
        const QString file = path(QStringLiteral("shadow.json"));
        QVERIFY(test::writeBytes(file, json.toUtf8()));
        auto entries = core::readCatalogEntries(file.toStdString());
        QVERIFY(!entries);
        QVERIFY2(QString::fromStdString(entries.error()).contains(messagePart), entries.error().c_str());
    }

    // Redefining a shipped id through the catalog API or a workbook is refused too, and a user
    // entry is never reported calibrated (before: "h200/sglang (calibrated)" on foreign figures).
    void workbookCannotShadowShippedIds()
    {
        core::Catalog catalog = core::Catalog::builtIn();
        core::Hardware fake = *catalog.findHardware("h200");
        fake.hbmTbPerS = 400;
        QVERIFY(!catalog.addHardware(fake));
        QCOMPARE(catalog.findHardware("h200")->hbmTbPerS, core::Catalog::builtIn().findHardware("h200")->hbmTbPerS);
        fake.id = "h200-lab";
        fake.calibrated = true;
        QVERIFY(catalog.addHardware(fake));
        QVERIFY(!catalog.findHardware("h200-lab")->calibrated);
        QVERIFY(catalog.findHardware("h200-lab")->userDefined);

        const QString file = workbookWith(QStringLiteral("shadow"), {"uses h200"});
        fake.id = "h200";
        const QString definition =
            QString::fromUtf8(QJsonDocument(core::hardwareToJson(fake)).toJson(QJsonDocument::Compact));
        {
            core::SqliteConnection connection;
            QVERIFY(connection.open(file.toStdString(), core::SqliteConnection::Mode::ReadWrite));
            QSqlQuery insert(connection.database());
            QVERIFY(insert.prepare(QStringLiteral("INSERT INTO custom_hardware (id, definition) VALUES ('h200', ?)")));
            insert.addBindValue(definition);
            QVERIFY(insert.exec());
        }
        auto read = core::readWorkbook(file.toStdString());
        QVERIFY(!read);
        QVERIFY2(read.error().find("shipped") != std::string::npos, read.error().c_str());
    }

    // A workbook's profile that replaces a shipped calibration with other figures is used but
    // never reported calibrated; the same profile as shipped changes nothing.
    void workbookProfileIsNeverCalledCalibrated()
    {
        const core::Catalog& shipped = core::Catalog::builtIn();
        const auto calibrated = std::find_if(shipped.profiles().begin(), shipped.profiles().end(),
                                             [](const core::CalibrationProfile& p) { return p.calibrated; });
        QVERIFY(calibrated != shipped.profiles().end());
        core::WorkbookData data;
        data.profiles = {*calibrated};
        auto same = core::catalogForWorkbook(shipped, data);
        QVERIFY(same.ok());
        const auto precision = core::parsePrecision(calibrated->precisionId).value_or(core::Precision::FP8);
        QVERIFY(same->profileFor(calibrated->hardwareId, calibrated->frameworkId, precision).calibrated);
        data.profiles.front().knobs.hbmEfficiency *= 0.5;
        data.profiles.front().medianAbsErrorFit = 0.001;
        auto replaced = core::catalogForWorkbook(shipped, data);
        QVERIFY(replaced.ok());
        const core::CalibrationProfile used =
            replaced->profileFor(calibrated->hardwareId, calibrated->frameworkId, precision);
        QCOMPARE(used.knobs.hbmEfficiency, data.profiles.front().knobs.hbmEfficiency);
        QVERIFY(!used.calibrated);
        // Named as the file's own wherever a profile is named (it read "uncalibrated (priors)").
        QVERIFY(used.replacesBuiltIn);
        QVERIFY(!same->profileFor(calibrated->hardwareId, calibrated->frameworkId, precision).replacesBuiltIn);
        QVERIFY(QString::fromStdString(used.fittedTo).contains(QStringLiteral("workbook")));
    }

    // A shipped profile saved under a more specific key (h200/sglang/fp8 before the shipped
    // h200/sglang) or for a GPU the catalog has only priors for was read as "calibrated, median
    // error 4%" with the file's knobs: it is the file's own there too.
    void workbookProfileUnderAnotherKeyIsNeverCalledCalibrated()
    {
        const core::Catalog& shipped = core::Catalog::builtIn();
        const auto anyPrecision =
            std::find_if(shipped.profiles().begin(), shipped.profiles().end(),
                         [](const core::CalibrationProfile& p) { return p.calibrated && p.precisionId.empty(); });
        QVERIFY(anyPrecision != shipped.profiles().end());
        core::CalibrationProfile specific = *anyPrecision;
        specific.precisionId = "fp8";
        specific.knobs.hbmEfficiency *= 0.9;
        core::CalibrationProfile elsewhere = *anyPrecision;
        elsewhere.hardwareId = "mi455x"; // spec-sheet only: the catalog has priors for it
        QVERIFY(!shipped.profileFor("mi455x", elsewhere.frameworkId, core::Precision::FP8).calibrated);
        core::WorkbookData data;
        data.profiles = {specific, elsewhere};
        auto catalog = core::catalogForWorkbook(shipped, data);
        QVERIFY(catalog.ok());
        const core::CalibrationProfile atFp8 =
            catalog->profileFor(specific.hardwareId, specific.frameworkId, core::Precision::FP8);
        QCOMPARE(atFp8.knobs.hbmEfficiency, specific.knobs.hbmEfficiency);
        QVERIFY(!atFp8.calibrated && atFp8.replacesBuiltIn);
        const core::CalibrationProfile onPriors =
            catalog->profileFor("mi455x", elsewhere.frameworkId, core::Precision::FP8);
        QVERIFY(!onPriors.calibrated && onPriors.replacesBuiltIn);
        // The built-in profile still serves the other precisions.
        const core::CalibrationProfile atBf16 =
            catalog->profileFor(specific.hardwareId, specific.frameworkId, core::Precision::BF16);
        QVERIFY(atBf16.calibrated && !atBf16.replacesBuiltIn);
    }

    // ---- Text from a file reaching a terminal, a table or a message ---------------------------

    void controlTextInNamesIsRefused_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::newRow("OSC title sequence") << QByteArray("\x1b]0;owned\x07report");
        QTest::newRow("CSI clear screen") << QByteArray("\x1b[2J\x1b[Hcheap");
        QTest::newRow("8-bit CSI") << QByteArray("\xc2\x9b"
                                                 "31mred");
        QTest::newRow("newline forging a row") << QByteArray("H200\nGB300   999  0.01");
        QTest::newRow("carriage return") << QByteArray("cheap\rexpensive");
        QTest::newRow("right-to-left override") << QByteArray("cost \xe2\x80\xae"
                                                              "0.1$");
        QTest::newRow("invalid UTF-8") << QByteArray("bad \xff\xfe");
        // Characters that show nothing: two names that read alike, or one the database trims.
        QTest::newRow("zero-width space") << QByteArray("H200\xe2\x80\x8b FP8");
        QTest::newRow("leading byte-order mark") << QByteArray("\xef\xbb\xbfNEW");
        QTest::newRow("line separator") << QByteArray("H200\xe2\x80\xa8"
                                                      "FP8");
    }

    // "H200 FP8" and "H200\u00a0FP8" (a no-break space) were two scenarios that no one could tell
    // apart, in the list, the comparison's header and `diff`.
    void namesThatReadAlikeAreOneName()
    {
        core::WorkbookData data;
        data.scenarios.push_back({"H200 FP8", core::defaultHopperScenario(), "", "", true});
        data.scenarios.push_back({"H200\u00a0FP8", core::defaultHopperScenario(), "", "", false});
        const QString file = path(QStringLiteral("alike.tfwb"));
        QFile::remove(file);
        const core::Status written = core::writeWorkbook(file.toStdString(), data);
        QVERIFY(!written);
        QVERIFY2(written.error().find("two scenarios are named 'H200 FP8'") != std::string::npos,
                 written.error().c_str());
        data.scenarios.back().name = "\uff28\uff12\uff10\uff10 FP8"; // full-width letters
        QVERIFY(!core::writeWorkbook(file.toStdString(), data));
        data.scenarios.back().name = "H200  FP8"; // two spaces
        QVERIFY(!core::writeWorkbook(file.toStdString(), data));
        data.scenarios.back().name = "H200 FP4";
        QVERIFY(core::writeWorkbook(file.toStdString(), data));
    }
    void controlTextInNamesIsRefused()
    {
        QFETCH(QByteArray, name);
        core::WorkbookData data;
        data.scenarios.push_back({name.toStdString(), core::defaultHopperScenario(), "", "", false});
        const QString file = path(QStringLiteral("escape.tfwb"));
        QFile::remove(file);
        const core::Status written = core::writeWorkbook(file.toStdString(), data);
        QVERIFY(!written);
        QVERIFY(!hasControlBytes(written.error()));
        // The same name planted in a file by another tool is refused on open, and the message
        // does not carry it raw. (Qt cannot bind invalid UTF-8: that row stops here.)
        if (QString::fromUtf8(name).toUtf8() != name)
            return;
        QVERIFY(core::writeWorkbook(file.toStdString(), test::sampleWorkbook()));
        core::SqliteConnection connection;
        QVERIFY(connection.open(file.toStdString(), core::SqliteConnection::Mode::ReadWrite));
        QSqlQuery query(connection.database());
        QVERIFY(query.prepare(QStringLiteral("UPDATE scenario SET name = ? WHERE position = 1")));
        query.addBindValue(QString::fromUtf8(name));
        QVERIFY(query.exec());
        connection.close();
        auto read = core::readWorkbook(file.toStdString());
        QVERIFY(!read);
        QVERIFY2(!hasControlBytes(read.error()), read.error().c_str());
        // A catalog entry's name is refused the same way.
        QJsonObject hw = core::hardwareToJson(test::customHardware());
        hw.insert(QStringLiteral("name"), QString::fromUtf8(name));
        const QString catalogFile = path(QStringLiteral("escape.json"));
        QJsonArray list{hw};
        QVERIFY(test::writeBytes(catalogFile, QJsonDocument(QJsonObject{{QStringLiteral("hardware"), list}}).toJson()));
        auto entries = core::readCatalogEntries(catalogFile.toStdString());
        QVERIFY(!entries);
        QVERIFY(!hasControlBytes(entries.error()));
    }

    void sanitizedText_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        const QByteArray r("\xEF\xBF\xBD"); // U+FFFD
        QTest::newRow("plain") << QByteArray("H200 FP8") << QByteArray("H200 FP8");
        QTest::newRow("Chinese kept") << QByteArray("基准") << QByteArray("基准");
        QTest::newRow("ESC") << QByteArray("a\x1b[31mb") << QByteArray("a" + r + "[31mb");
        QTest::newRow("BEL and newline") << QByteArray("a\x07\nb") << QByteArray("a" + r + r + "b");
        QTest::newRow("C1 CSI") << QByteArray("a\xc2\x9b"
                                              "b")
                                << QByteArray("a" + r + "b");
        QTest::newRow("DEL") << QByteArray("a\x7f") << QByteArray("a" + r);
        QTest::newRow("bidi override") << QByteArray("a\xe2\x80\xae") << QByteArray("a" + r);
        QTest::newRow("invalid byte") << QByteArray("a\xff") << QByteArray("a" + r);
        QTest::newRow("overlong NUL") << QByteArray("a\xc0\x80") << QByteArray("a" + r + r);
        QTest::newRow("truncated sequence") << QByteArray("a\xe4\xb8") << QByteArray("a" + r + r);
    }
    void sanitizedText()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        QCOMPARE(QByteArray::fromStdString(core::sanitizedText(input.toStdString())), expected);
        QCOMPARE(core::isPlainText(input.toStdString()), input == expected);
    }

    // ---- CSV input ---------------------------------------------------------------------------------

    // A UTF-8 BOM hid the first column; a quoted newline split a record.
    void csvBomAndQuotedNewlines()
    {
        const std::string csv = std::string("\xEF\xBB\xBF") + kCsvHeader +
                                "H200,Llama 3.1 70B,fp8,vllm,1024,1024,64,2000,30,500,\"first line\nTP=8 on 8 GPU\"\r\n"
                                "H200,Llama 3.1 70B,fp8,vllm,1024,1024,8,900,60,200,plain\n";
        auto rows = core::parseBenchmarkCsv(csv);
        QVERIFY2(rows.ok(), rows.ok() ? "" : rows.error().c_str());
        QCOMPARE(rows->size(), size_t(2));
        QCOMPARE(QString::fromStdString((*rows)[0].gpu), QStringLiteral("H200"));
        QCOMPARE((*rows)[0].tensorParallel, 8);
        QCOMPARE((*rows)[1].line, 4); // the quoted newline counts as a line
        QCOMPARE((*rows)[1].concurrency, 8.0);
    }

    // Values that are not finite, would not fit an int, or are subnormal leave the field unread
    // (-1) instead of giving null/NaN in the output or undefined behaviour (float to int).
    void csvNumbersOutOfRange_data()
    {
        QTest::addColumn<QString>("isl");
        QTest::addColumn<QString>("tokS");
        QTest::newRow("inf") << QStringLiteral("1024") << QStringLiteral("inf");
        QTest::newRow("-inf") << QStringLiteral("1024") << QStringLiteral("-inf");
        QTest::newRow("nan") << QStringLiteral("1024") << QStringLiteral("nan");
        QTest::newRow("1e999") << QStringLiteral("1024") << QStringLiteral("1e999");
        QTest::newRow("denormal") << QStringLiteral("1024") << QStringLiteral("4e-320");
        QTest::newRow("hex float") << QStringLiteral("1024") << QStringLiteral("0x1p3");
        QTest::newRow("decimal comma") << QStringLiteral("1024") << QStringLiteral("2000,5");
        QTest::newRow("ISL 1e20") << QStringLiteral("1e20") << QStringLiteral("2000");
        QTest::newRow("ISL 2^31") << QStringLiteral("2147483648") << QStringLiteral("2000");
        QTest::newRow("ISL fractional") << QStringLiteral("1024.5") << QStringLiteral("2000");
        QTest::newRow("ISL huge digits") << QString(400, QLatin1Char('9')) << QStringLiteral("2000");
    }
    void csvNumbersOutOfRange()
    {
        QFETCH(QString, isl);
        QFETCH(QString, tokS);
        const bool quoted = tokS.contains(QLatin1Char(','));
        const std::string csv = std::string(kCsvHeader) + "H200,Llama 3.1 70B,fp8,vllm," + isl.toStdString() +
                                ",1024,64," + (quoted ? "\"" + tokS.toStdString() + "\"" : tokS.toStdString()) +
                                ",30,500,\n";
        auto rows = core::parseBenchmarkCsv(csv);
        QVERIFY2(rows.ok(), rows.ok() ? "" : rows.error().c_str());
        QCOMPARE(rows->size(), size_t(1));
        const core::BenchmarkRow& row = rows->front();
        QVERIFY(row.inputTokens == 1024 || row.inputTokens == -1);
        QVERIFY(row.tokSPerGpuTotal == 2000 || row.tokSPerGpuTotal == -1);
        QVERIFY(row.inputTokens == -1 || row.tokSPerGpuTotal == -1); // each row has one bad value
        QVERIFY(std::isfinite(row.tokSPerGpuTotal) && std::isfinite(row.tokSPerUser));
    }

    // A 30,000-digit field overflowed the stack of std::regex in validate, overlay and fit; long
    // notes are now scanned without regular expressions, and over-long fields are refused.
    void csvLongFieldsCannotOverflow()
    {
        const std::string digits(4000, '7');
        const std::string csv = std::string(kCsvHeader) +
                                "H200,Llama 3.1 70B,fp8,vllm,1024,1024,64,2000,,500,TP=" + digits +
                                " median_tpot_ms=" + digits + "\n";
        QElapsedTimer timer;
        timer.start();
        auto rows = core::parseBenchmarkCsv(csv);
        QVERIFY(rows.ok());
        QCOMPARE(rows->front().tensorParallel, -1);
        const std::string longer =
            std::string(kCsvHeader) + "H200,x,fp8,vllm,1,1,1,1,1,1,TP=" + std::string(30000, '9') + "\n";
        auto refused = core::parseBenchmarkCsv(longer);
        QVERIFY(!refused);
        QVERIFY2(refused.error().find("line 2") != std::string::npos, refused.error().c_str());
        qInfo("long notes parsed in %lld ms", timer.elapsed());
    }

    void csvMalformedIsRefused_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("unterminated quote") << QByteArray(kCsvHeader) + "H200,\"x,fp8\n"
                                            << QStringLiteral("not closed");
        QTest::newRow("NUL byte") << QByteArray(kCsvHeader) + QByteArray("H200,x\0y,fp8\n", 13)
                                  << QStringLiteral("NUL");
        QTest::newRow("repeated column") << QByteArray("gpu,gpu,model,precision,framework,isl,osl,tok_s_gpu\n")
                                         << QStringLiteral("twice");
        QTest::newRow("too many fields") << QByteArray(kCsvHeader) + QByteArray(100, ',') + "\n"
                                         << QStringLiteral("fields");
    }
    void csvMalformedIsRefused()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, messagePart);
        auto rows = core::parseBenchmarkCsv(csv.toStdString());
        QVERIFY(!rows);
        QVERIFY2(QString::fromStdString(rows.error()).contains(messagePart), rows.error().c_str());
    }

    // A 13 MB, 200k-row file took 2.7 GB and a minute; rows and bytes are bounded now.
    void csvTooLargeIsRefused()
    {
        std::string many = kCsvHeader;
        for (int i = 0; i < 60000; ++i)
            many += "H200,m,fp8,vllm,1,1,1,1,1,1,\n";
        QElapsedTimer timer;
        timer.start();
        auto rows = core::parseBenchmarkCsv(many);
        QVERIFY(!rows);
        QVERIFY2(rows.error().find("50000") != std::string::npos, rows.error().c_str());
        const QString big = path(QStringLiteral("big.csv"));
        QVERIFY(test::writeBytes(big, QByteArray(kCsvHeader) + QByteArray(13 * 1024 * 1024, ' ')));
        auto read = core::readBenchmarkCsv(big.toStdString());
        QVERIFY(!read);
        QVERIFY2(read.error().find("larger than") != std::string::npos, read.error().c_str());
        qInfo("oversized CSV refused in %lld ms", timer.elapsed());
    }

    // ---- Special files: /dev/zero hung forever, a FIFO blocked on open ----------------------

    void specialFilesAreRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero");
        QTest::newRow("/dev/null") << QStringLiteral("/dev/null");
        QTest::newRow("FIFO") << QStringLiteral("fifo");
        QTest::newRow("folder") << QStringLiteral("/tmp");
    }
    void specialFilesAreRefused()
    {
        QFETCH(QString, file);
        if (file == QLatin1String("fifo")) {
            file = path(QStringLiteral("input.fifo"));
            QFile::remove(file);
            QCOMPARE(::mkfifo(QFile::encodeName(file).constData(), 0600), 0);
        }
        QElapsedTimer timer;
        timer.start();
        const std::string name = file.toStdString();
        QVERIFY(!core::readBenchmarkCsv(name));
        QVERIFY(!core::readCatalogEntries(name));
        QVERIFY(!core::readProfilesFile(name));
        QVERIFY(!core::readWorkbook(name));
        QVERIFY(!core::readInputFile(name, 1024, "input"));
        QVERIFY(timer.elapsed() < 5000);
    }

    // ---- Numbers -----------------------------------------------------------------------------------

    void parseFiniteNumber_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<double>("value");
        QTest::newRow("decimal") << QStringLiteral("1.41") << true << 1.41;
        QTest::newRow("exponent") << QStringLiteral("2e3") << true << 2000.0;
        QTest::newRow("plus and blanks") << QStringLiteral(" +3 ") << true << 3.0;
        QTest::newRow("largest finite") << QStringLiteral("1.7976931348623157e308") << true << 1.7976931348623157e308;
        QTest::newRow("smallest normal") << QStringLiteral("2.2250738585072014e-308") << true
                                         << 2.2250738585072014e-308;
        QTest::newRow("decimal comma") << QStringLiteral("1,41") << false << 0.0;
        QTest::newRow("inf") << QStringLiteral("inf") << false << 0.0;
        QTest::newRow("infinity") << QStringLiteral("Infinity") << false << 0.0;
        QTest::newRow("nan") << QStringLiteral("nan") << false << 0.0;
        QTest::newRow("overflow") << QStringLiteral("1e999") << false << 0.0;
        QTest::newRow("subnormal") << QStringLiteral("4e-320") << false << 0.0;
        QTest::newRow("hex") << QStringLiteral("0x10") << false << 0.0;
        QTest::newRow("trailing text") << QStringLiteral("12abc") << false << 0.0;
        QTest::newRow("empty") << QStringLiteral("") << false << 0.0;
    }
    void parseFiniteNumber()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(double, value);
        const auto parsed = core::parseFiniteNumber(text.toStdString());
        QCOMPARE(parsed.has_value(), valid);
        if (valid)
            QCOMPARE(*parsed, value);
    }

    void checkedInt_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("valid");
        QTest::newRow("1024") << 1024.0 << true;
        QTest::newRow("2^31 - 1") << 2147483647.0 << true;
        QTest::newRow("2^31") << 2147483648.0 << false;
        QTest::newRow("1e20") << 1e20 << false;
        QTest::newRow("-1e20") << -1e20 << false;
        QTest::newRow("fraction") << 3.5 << false;
        QTest::newRow("NaN") << std::nan("") << false;
        QTest::newRow("inf") << HUGE_VAL << false;
    }
    void checkedInt()
    {
        QFETCH(double, value);
        QFETCH(bool, valid);
        QCOMPARE(core::checkedInt(value, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()).has_value(),
                 valid);
    }

    // ---- Locale ----------------------------------------------------------------------------------------

    // Under a comma-decimal locale validate dropped every decimal of a CSV (5 rows compared in C,
    // 0 in de_DE). The locale is generated into a temporary folder (LOCPATH) with localedef from
    // Debian's `locales` package, so the test does not depend on what the machine has installed.
    void csvDecimalsUnderCommaLocale()
    {
        QTemporaryDir locales;
        QProcess localedef;
        localedef.start(QStringLiteral("localedef"),
                        {QStringLiteral("-i"), QStringLiteral("de_DE"), QStringLiteral("-f"), QStringLiteral("UTF-8"),
                         locales.filePath(QStringLiteral("de_DE.UTF-8"))});
        if (!localedef.waitForFinished(60000) || localedef.exitCode() != 0)
            QSKIP("localedef cannot build de_DE.UTF-8 (Debian package 'locales' not installed)");
        qputenv("LOCPATH", locales.path().toLocal8Bit());
        const char* set = std::setlocale(LC_ALL, "de_DE.UTF-8");
        if (!set) {
            qunsetenv("LOCPATH");
            QSKIP("de_DE.UTF-8 could not be selected");
        }
        char buffer[16];
        std::snprintf(buffer, sizeof buffer, "%.1f", 1.5);
        const bool commaLocale = std::string(buffer) == "1,5";
        const std::string csv =
            std::string(kCsvHeader) + "H200,Llama 3.1 70B,fp8,vllm,1024,1024,64,2000.5,30.25,500.75,\n";
        auto rows = core::parseBenchmarkCsv(csv);
        const auto number = core::parseFiniteNumber("1.41");
        std::setlocale(LC_ALL, "C");
        qunsetenv("LOCPATH");
        QVERIFY(commaLocale);
        QVERIFY(rows.ok());
        QCOMPARE(rows->front().tokSPerGpuTotal, 2000.5);
        QCOMPARE(rows->front().tokSPerUser, 30.25);
        QCOMPARE(rows->front().ttftMs, 500.75);
        QVERIFY(number.has_value() && *number == 1.41);
    }
};

QTEST_GUILESS_MAIN(TestHostileFiles)
#include "test_hostile_files.moc"
