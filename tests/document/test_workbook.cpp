// Workbook files: round trips, golden files, migration, and refusal of hostile files.
#include "core/document/workbookschema.h"
#include "core/servicecomparison.h"
#include "tests/document/workbooktestutil.h"
#include "tests/testutil/testdata.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <random>

using namespace tf;

namespace {

/// The golden workbooks (looked up once the test application exists, not at static initialisation).
QString goldenDir()
{
    return TF_TEST_DATA("workbooks");
}

QStringList filesIn(const QString& dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
}

} // namespace

class TestWorkbook : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }
    QString validFile(const QString& name)
    {
        const QString file = path(name);
        QFile::remove(file);
        const core::Status s = core::writeWorkbook(file.toStdString(), test::sampleWorkbook());
        if (!s)
            qFatal("cannot write the sample workbook: %s", s.error().c_str());
        return file;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void roundTripKeepsEverything()
    {
        const QString file = validFile(QStringLiteral("roundtrip.tfwb"));
        auto read = core::readWorkbook(file.toStdString());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QCOMPARE(test::contentOf(*read), test::contentOf(test::sampleWorkbook()));
        const core::WorkbookData expected = test::sampleWorkbook();
        for (size_t i = 0; i < expected.scenarios.size(); ++i)
            QVERIFY(read->scenarios[i].inputs == expected.scenarios[i].inputs);
        QVERIFY(read->snapshots.front().inputs == expected.snapshots.front().inputs);
        QVERIFY(read->snapshots.front().outputs == expected.snapshots.front().outputs); // every bit
        QVERIFY(!read->snapshots.back().outputs.stored);
        QCOMPARE(read->appVersion, std::string(TF_VERSION));
        QVERIFY(QDateTime::fromString(QString::fromStdString(read->modifiedUtc), Qt::ISODate).isValid());
        QCOMPARE(read->createdUtc, expected.createdUtc);                                // kept across saves
        QCOMPARE(filesIn(m_dir.path()), QStringList{QStringLiteral("roundtrip.tfwb")}); // no temporary left
    }

    // Each field at both ends of its range and at a seeded interior value: a field that is
    // clamped, rounded or dropped on the way through the file fails here.
    void roundTripEveryInput_data()
    {
        QTest::addColumn<int>("mode"); // 0 = minimum, 1 = maximum, 2.. = seeded interior values
        QTest::newRow("every field at its minimum") << 0;
        QTest::newRow("every field at its maximum") << 1;
        for (int seed = 2; seed < 6; ++seed)
            QTest::newRow(qPrintable(QStringLiteral("seeded interior values %1").arg(seed))) << seed;
    }
    void roundTripEveryInput()
    {
        QFETCH(int, mode);
        core::ScenarioInputs in = mode >= 2 ? test::scatteredInputs(unsigned(mode)) : core::ScenarioInputs{};
        if (mode < 2) {
            for (const core::InputFieldInfo& info : core::numericInputFields())
                core::setNumericInput(in, info.key, mode == 0 ? info.minValue : info.maxValue);
        }
        core::WorkbookData data;
        data.scenarios.push_back({"s", in, "", "", false});
        const std::string file = path(QStringLiteral("inputs.tfwb")).toStdString();
        QVERIFY(core::writeWorkbook(file, data).ok());
        auto read = core::readScenarioFromWorkbook(file, "s");
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        for (const core::InputFieldInfo& info : core::numericInputFields()) {
            double expected = 0, actual = 0;
            core::numericInput(in, info.key, &expected);
            core::numericInput(*read, info.key, &actual);
            QVERIFY2(expected == actual, info.key); // exact: doubles must not lose a bit
        }
        QVERIFY(*read == in);
    }

    void namesSurvive_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("single quotes") << QStringLiteral("Robert'); DROP TABLE scenario;--");
        QTest::newRow("double quotes") << QStringLiteral("GB300 \"fast\" mode");
        QTest::newRow("SQL keywords") << QStringLiteral("SELECT * FROM meta WHERE 1=1 OR name LIKE '%'");
        QTest::newRow("backslashes and percent") << QStringLiteral("C:\\temp\\50% off");
        QTest::newRow("Chinese") << QStringLiteral("H200 基准 (董事会)");
        QTest::newRow("emoji") << QStringLiteral("fast \U0001F680");
        // A newline in a name is refused (it would forge a row of any table that lists names).
        QTest::newRow("longest allowed") << QString(core::kMaxNameChars, QLatin1Char('n'));
    }
    void namesSurvive()
    {
        QFETCH(QString, name);
        const std::string file = path(QStringLiteral("names.tfwb")).toStdString();
        QFile::remove(QString::fromStdString(file));
        core::ScenarioRecord record{name.toStdString(), test::scatteredInputs(3), "#00ff00", "note", true};
        QVERIFY(core::saveScenarioToWorkbook(file, {"other", {}, "", "", false}).ok());
        QVERIFY(core::saveScenarioToWorkbook(file, record).ok());
        auto read = core::readWorkbook(file);
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QCOMPARE(read->scenarios.size(), size_t(2));
        const core::ScenarioRecord* found = core::findScenario(*read, record.name);
        QVERIFY(found);
        QCOMPARE(QString::fromStdString(found->name), name);
        QVERIFY(found->inputs == record.inputs);
        QVERIFY(found->baseline);
    }

    // `save --baseline` into a workbook that had one wrote a second flag, and the window and
    // `compare` then compared against different scenarios. One baseline is read, the first marked.
    void aWorkbookComparesAgainstOneBaseline()
    {
        const std::string file = path(QStringLiteral("baselines.tfwb")).toStdString();
        QFile::remove(QString::fromStdString(file));
        QVERIFY(core::saveScenarioToWorkbook(file, {"a", {}, "", "", true}).ok());
        QVERIFY(core::saveScenarioToWorkbook(file, {"b", core::defaultBlackwellScenario(), "", "", true}).ok());
        auto read = core::readWorkbook(file);
        QVERIFY(read.ok());
        QVERIFY(!read->scenarios[0].baseline);
        QVERIFY(read->scenarios[1].baseline);
        // A file that marks two (written by hand or by an earlier release) reads with the first.
        core::WorkbookData two = *read;
        two.scenarios[0].baseline = true;
        QVERIFY(core::writeWorkbook(file, two).ok());
        read = core::readWorkbook(file);
        QVERIFY(read.ok());
        QVERIFY(read->scenarios[0].baseline);
        QVERIFY(!read->scenarios[1].baseline);
    }

    void aNameOfSpacesIsNoName()
    {
        const std::string file = path(QStringLiteral("spaces.tfwb")).toStdString();
        QFile::remove(QString::fromStdString(file));
        const core::Status s = core::saveScenarioToWorkbook(file, {"   ", {}, "", "", false});
        QVERIFY(!s);
        QVERIFY2(s.error().find("no name") != std::string::npos, s.error().c_str());
    }

    void saveScenarioReplacesByName()
    {
        const std::string file = path(QStringLiteral("replace.tfwb")).toStdString();
        QFile::remove(QString::fromStdString(file));
        core::ScenarioRecord a{"a", {}, "", "", false};
        core::ScenarioRecord b{"b", core::defaultBlackwellScenario(), "", "", false};
        QVERIFY(core::saveScenarioToWorkbook(file, a).ok());
        QVERIFY(core::saveScenarioToWorkbook(file, b).ok());
        a.inputs.batch = 7;
        QVERIFY(core::saveScenarioToWorkbook(file, a).ok());
        auto read = core::readWorkbook(file);
        QVERIFY(read.ok());
        QCOMPARE(read->scenarios.size(), size_t(2));
        QCOMPARE(read->scenarios[0].name, std::string("a")); // replaced in place, order kept
        QCOMPARE(read->scenarios[0].inputs.batch, 7);
        QVERIFY(read->scenarios[1].inputs == core::defaultBlackwellScenario());
        // Replacing the inputs keeps what the record leaves empty: the notes, the colour and the
        // baseline flag (replacing the baseline left the workbook without one).
        core::ScenarioRecord noted{"n", {}, "#123456", "why this one", true};
        QVERIFY(core::saveScenarioToWorkbook(file, noted).ok());
        bool replaced = false;
        QVERIFY(
            core::saveScenarioToWorkbook(file, {"n", core::defaultBlackwellScenario(), "", "", false}, {}, &replaced)
                .ok());
        QVERIFY(replaced);
        auto again = core::readWorkbook(file);
        QVERIFY(again.ok());
        const core::ScenarioRecord& n = again->scenarios.back();
        QVERIFY(n.inputs == core::defaultBlackwellScenario());
        QCOMPARE(n.notes, std::string("why this one"));
        QCOMPARE(n.colour, std::string("#123456"));
        QVERIFY(n.baseline);
        auto missing = core::readScenarioFromWorkbook(file, "c");
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().find("no scenario named 'c'") != std::string::npos, missing.error().c_str());
        QVERIFY2(missing.error().find("'a', 'b'") != std::string::npos, missing.error().c_str());
    }

    void aWorkbookBegunBySaveComparesAtTheDefaultLevel()
    {
        // `save` began a file without a service level, which reads as each scenario's own operating
        // point: the same two scenarios read 0.809x there and 1/35.7 in the window's new workbook.
        const std::string file = path(QStringLiteral("begun.tfwb")).toStdString();
        QFile::remove(QString::fromStdString(file));
        QVERIFY(core::saveScenarioToWorkbook(file, {"a", {}, "", "", true}).ok());
        auto read = core::readWorkbook(file);
        QVERIFY(read.ok());
        auto level = core::serviceLevelOfWorkbook(*read);
        QVERIFY(level.ok());
        QVERIFY(*level == core::defaultServiceLevel());
        QCOMPARE(level->mode, core::ServiceLevelMode::EqualInteractivity);
        // A file that stores none still opens at its operating points, as it was written.
        core::WorkbookData older = *read;
        older.chartSettings = {};
        QCOMPARE(core::serviceLevelOfWorkbook(older)->mode, core::ServiceLevelMode::OperatingPoint);
    }

    void saveScenarioLeavesForeignFileAlone()
    {
        const QString file = path(QStringLiteral("foreign-target.db"));
        QFile::remove(file);
        QVERIFY(test::runSql(file, {QStringLiteral("CREATE TABLE invoices (id INTEGER)")}).isEmpty());
        const QByteArray before = test::digestOf(file);
        const core::Status s = core::saveScenarioToWorkbook(file.toStdString(), {"x", {}, "", "", false});
        QVERIFY(!s.ok());
        QVERIFY2(s.error().find("another application") != std::string::npos, s.error().c_str());
        QCOMPARE(test::digestOf(file), before);
    }

    // A newer build of the same format may add meta entries; opening and saving here keeps them.
    void unknownMetaEntriesSurviveASave()
    {
        const QString file = path(QStringLiteral("newer-meta.tfwb"));
        QFile::remove(file);
        QVERIFY(core::saveScenarioToWorkbook(file.toStdString(), {"x", {}, "", "", false}).ok());
        QVERIFY(test::runSql(file, {QStringLiteral("INSERT INTO meta (key, value) VALUES ('review_state', "
                                                   "'{\"approved_by\":\"cfo\"}')")})
                    .isEmpty());
        auto read = core::readWorkbook(file.toStdString());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QCOMPARE(read->otherMeta.count("review_state"), size_t(1));
        QVERIFY(core::writeWorkbook(file.toStdString(), *read).ok());
        auto again = core::readWorkbook(file.toStdString());
        QVERIFY2(again.ok(), again.ok() ? "" : again.error().c_str());
        QCOMPARE(again->otherMeta.at("review_state"), std::string("{\"approved_by\":\"cfo\"}"));
    }

    // A file written by hand from tests/data/workbooks/golden-v2.sql, not by our writer.
    void readsGoldenVersion2()
    {
        const QString file = goldenDir() + QStringLiteral("/golden-v2.tfwb");
        const QByteArray before = test::digestOf(file);
        auto read = core::readWorkbook(file.toStdString());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QCOMPARE(read->scenarios.size(), size_t(2));
        const core::ScenarioRecord& gb = read->scenarios[1];
        QCOMPARE(gb.name, std::string("GB300 NVL72 FP4"));
        QCOMPARE(gb.inputs.batch, 1024);
        QCOMPARE(gb.inputs.expertParallel, 32);
        QCOMPARE(gb.inputs.precision, core::Precision::FP4);
        QCOMPARE(gb.inputs.serving, core::ServingMode::Disaggregated);
        QCOMPARE(gb.inputs.pricePerGpuHourUsd, 2.65);
        QCOMPARE(gb.inputs.inputTokens, 1024); // absent from the file: the default
        QVERIFY(read->scenarios[0].baseline);
        QCOMPARE(read->scenarios[0].colour, std::string("#1f77b4"));
        QCOMPARE(read->snapshots.size(), size_t(1));
        QCOMPARE(read->snapshots[0].label, std::string("as presented to the board on 2026-11-30"));
        QCOMPARE(read->snapshots[0].inputs.batch, 32);
        QVERIFY(!read->snapshots[0].outputs.stored); // format 2 kept inputs only
        QCOMPARE(read->customHardware.size(), size_t(1));
        QCOMPARE(read->customHardware[0].hbmGb, 192.0);
        QCOMPARE(read->customModels[0].id, std::string("tiny-8b"));
        QCOMPARE(read->profiles[0].key(), std::string("lab-gpu/vllm"));
        QCOMPARE(read->profiles[0].knobs.hbmEfficiency, 0.7);
        QCOMPARE(read->chartSettings.value(QStringLiteral("log_y")).toBool(), true);
        QCOMPARE(read->createdUtc, std::string("2026-03-02T08:00:00Z"));
        QCOMPARE(test::digestOf(file), before);
    }

    // Format 3, also written by hand (tests/data/workbooks/golden-v3.sql): stored figures are read
    // as they are, not recomputed; a snapshot without them keeps its inputs only.
    void readsGoldenVersion3()
    {
        const QString file = goldenDir() + QStringLiteral("/golden-v3.tfwb");
        const QByteArray before = test::digestOf(file);
        auto read = core::readWorkbook(file.toStdString());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QCOMPARE(read->snapshots.size(), size_t(2));
        const core::PresentedOutputs& stored = read->snapshots[0].outputs;
        QVERIFY(stored.stored);
        QCOMPARE(stored.level.mode, core::ServiceLevelMode::EqualInteractivity);
        QCOMPARE(stored.values.size(), core::outputMetrics().size());
        QCOMPARE(stored.values[0], 4.2); // the figure as printed then, whatever today's model says
        QCOMPARE(stored.values[2], 1800.0);
        QVERIFY(!read->snapshots[1].outputs.stored);
        QCOMPARE(read->snapshots[1].inputs.batch, 16);
        QCOMPARE(test::digestOf(file), before);
    }

    void migratesVersion1()
    {
        const QString golden = goldenDir() + QStringLiteral("/golden-v1.tfwb");
        const QString file = path(QStringLiteral("v1.tfwb"));
        QFile::remove(file);
        QVERIFY(QFile::copy(golden, file));
        const QByteArray before = test::digestOf(file);
        auto read = core::readWorkbook(file.toStdString());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().c_str());
        QCOMPARE(test::digestOf(file), before); // migrated in a private copy, the file is untouched
        QCOMPARE(test::readBytes(file).mid(60, 4), QByteArray("\0\0\0\1", 4));
        QCOMPARE(read->scenarios.size(), size_t(2));
        QCOMPARE(read->scenarios[1].name, std::string("Lab GPU"));
        QCOMPARE(read->scenarios[1].inputs.precision, core::Precision::BF16);
        QCOMPARE(read->scenarios[0].colour, std::string());
        QVERIFY(!read->scenarios[0].baseline);
        QVERIFY(read->snapshots.empty());
        QCOMPARE(read->customHardware[0].id, std::string("lab-gpu"));
        QCOMPARE(read->notes, std::string("Hopper vs Blackwell for the Q1 review"));
        QCOMPARE(read->appVersion, std::string("0.0.9"));
        // Saving writes the current version with the same content.
        QVERIFY(core::writeWorkbook(file.toStdString(), *read).ok());
        QCOMPARE(test::readBytes(file).mid(60, 4), QByteArray("\0\0\0\3", 4));
        auto again = core::readWorkbook(file.toStdString());
        QVERIFY(again.ok());
        QCOMPARE(test::contentOf(*again), test::contentOf(*read));
    }

    void readingNeverWrites()
    {
        const QString file = validFile(QStringLiteral("readonly.tfwb"));
        const QByteArray before = test::digestOf(file);
        const QDateTime modified = QFileInfo(file).lastModified();
        for (int i = 0; i < 3; ++i)
            QVERIFY(core::readWorkbook(file.toStdString()).ok());
        QCOMPARE(test::digestOf(file), before);
        QCOMPARE(QFileInfo(file).lastModified(), modified);
        QCOMPARE(filesIn(m_dir.path()).filter(QStringLiteral("readonly")),
                 QStringList{QStringLiteral("readonly.tfwb")});
        // A file the user may not write is still readable.
        QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner));
        QVERIFY(core::readWorkbook(file.toStdString()).ok());
        QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    }

    void writeRefusesInvalidDataAndKeepsOldFile_data()
    {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("expected");
        QTest::newRow("duplicate names") << QStringLiteral("duplicate") << QStringLiteral("two scenarios are named");
        QTest::newRow("empty name") << QStringLiteral("empty") << QStringLiteral("has no name");
        QTest::newRow("name too long") << QStringLiteral("long") << QStringLiteral("longer than");
        QTest::newRow("bad colour") << QStringLiteral("colour") << QStringLiteral("expected #rrggbb");
        QTest::newRow("bad snapshot time") << QStringLiteral("time") << QStringLiteral("creation time");
    }
    void writeRefusesInvalidDataAndKeepsOldFile()
    {
        QFETCH(QString, problem);
        QFETCH(QString, expected);
        const QString file = validFile(QStringLiteral("keep.tfwb"));
        const QByteArray before = test::digestOf(file);
        core::WorkbookData data = test::sampleWorkbook();
        if (problem == QLatin1String("duplicate"))
            data.scenarios[1].name = data.scenarios[0].name;
        else if (problem == QLatin1String("empty"))
            data.scenarios[1].name.clear();
        else if (problem == QLatin1String("long"))
            data.scenarios[1].name = std::string(core::kMaxNameChars + 1, 'x');
        else if (problem == QLatin1String("colour"))
            data.scenarios[1].colour = "red";
        else
            data.snapshots[0].createdUtc = "yesterday";
        const core::Status s = core::writeWorkbook(file.toStdString(), data);
        QVERIFY(!s.ok());
        QVERIFY2(QString::fromStdString(s.error()).contains(expected), s.error().c_str());
        QCOMPARE(test::digestOf(file), before);
        QCOMPARE(filesIn(m_dir.path()).filter(QStringLiteral("keep")), QStringList{QStringLiteral("keep.tfwb")});
    }

    void writeIntoMissingFolderFails()
    {
        const core::Status s =
            core::writeWorkbook(path(QStringLiteral("no/such/dir/x.tfwb")).toStdString(), test::sampleWorkbook());
        QVERIFY(!s.ok());
        QVERIFY2(s.error().find("does not exist") != std::string::npos, s.error().c_str());
    }

    // Every hostile file is refused with a one-line message naming what it is, and is left
    // byte-for-byte as it was.
    void refusesHostileFiles_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char* kind, const char* expected) {
            QTest::newRow(kind) << QString::fromUtf8(kind) << QString::fromUtf8(expected);
        };
        row("missing file", "does not exist");
        row("folder", "is a folder");
        row("empty", "is empty");
        row("text file", "not a SQLite database");
        row("random bytes", "not a SQLite database");
        row("random bytes after the magic", "damaged");
        row("truncated mid-page", "truncated");
        row("truncated at a page boundary", "truncated");
        row("foreign SQLite", "another application (it has no application id)");
        row("wrong application id", "another application (application id 0x12345678)");
        row("newer version", "format version 4, newer than this version");
        row("version zero", "unknown format version 0");
        row("write-ahead log", "write-ahead logging");
        row("missing table", "table 'snapshot' is missing");
        row("extra table", "unexpected table 'extra'");
        row("extra trigger", "unexpected trigger 'evil'");
        row("view", "unexpected view 'everything'");
        row("explicit index", "unexpected index 'by_label'");
        row("extra column", "table 'scenario' does not have the expected columns");
        row("generated column", "table 'meta' does not have the expected columns");
        row("integer as text", "holds text, expected integer");
        row("text as blob", "holds blob, expected text");
        row("inputs not JSON", "is not a JSON object");
        row("input of the wrong type", "'batch' must be a number");
        row("input out of range", "'batch' = 1e+12 is outside 1 .. 65536"); // not 1000000000000.000000
        row("unknown input", "unknown input 'warp_drive'");
        row("a key given twice", "gives the key 'batch' twice in one object"); // opened at the last one
        row("a key given twice, escaped", "gives the key 'batch' twice in one object");
        row("50 MB text field", "over the limit of 65536 characters");
        row("NUL hides 3 MB from length()", "is 3000000 bytes, over the limit");
        row("NUL inside text", "contains a NUL character");
        row("too many scenarios", "over the limit of 1000");
        row("hardware under another id", "holds the definition of 'lab-gpu'");
        row("invalid hardware", "hbm_tb_s");
        row("bad timestamp", "created_utc is not a date and time");
        row("bad baseline flag", "invalid baseline flag");
        row("negative stored figure", "stored figure tok_s_user is not a finite number >= 0");
        row("stored figure as text", "stored figure cost_per_mtok_output_usd is not a finite number >= 0");
        row("stored figure missing", "hold 8 figures instead of 9");
        row("made-up stored figure", "hold 10 figures instead of 9");
        row("unknown key in stored outputs", "unknown key 'rigged'");
        row("stored outputs not JSON", "outputs is not a JSON object");
        row("invalid stored service level", "stored outputs:");
        row("damaged page", "damaged");
        row("over 256 MB", "over the 256 MB limit");
    }
    void refusesHostileFiles()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        QString file = validFile(QStringLiteral("hostile.tfwb"));
        const auto sql = [&](const QStringList& statements) {
            const QString error = test::runSql(file, statements);
            QVERIFY2(error.isEmpty(), qPrintable(error));
        };
        std::mt19937 rng(42);
        const auto randomBytes = [&](int n) {
            QByteArray b(n, '\0');
            for (char& c : b)
                c = char(rng() & 0xff);
            return b;
        };
        const QString setInputs = QStringLiteral("UPDATE scenario SET inputs = '%1' WHERE position = 1");

        if (kind == QLatin1String("missing file")) {
            QFile::remove(file);
        } else if (kind == QLatin1String("folder")) {
            file = path(QStringLiteral("a-folder.tfwb"));
            QDir().mkpath(file);
        } else if (kind == QLatin1String("empty")) {
            QVERIFY(test::writeBytes(file, {}));
        } else if (kind == QLatin1String("text file")) {
            QVERIFY(test::writeBytes(file, "name,batch\nH200,64\n"));
        } else if (kind == QLatin1String("random bytes")) {
            QVERIFY(test::writeBytes(file, randomBytes(8192)));
        } else if (kind == QLatin1String("random bytes after the magic")) {
            QByteArray b = test::readBytes(file);
            b = b.left(100) + randomBytes(b.size() - 100);
            QVERIFY(test::writeBytes(file, b));
        } else if (kind == QLatin1String("truncated mid-page")) {
            const QByteArray b = test::readBytes(file);
            QVERIFY(test::writeBytes(file, b.left(b.size() / 2 + 100)));
        } else if (kind == QLatin1String("truncated at a page boundary")) {
            const QByteArray b = test::readBytes(file);
            QVERIFY(test::writeBytes(file, b.left(b.size() - 2 * 4096)));
        } else if (kind == QLatin1String("foreign SQLite")) {
            QFile::remove(file);
            sql({QStringLiteral("CREATE TABLE scenario (name TEXT)"),
                 QStringLiteral("INSERT INTO scenario VALUES ('x')")});
        } else if (kind == QLatin1String("wrong application id")) {
            sql({QStringLiteral("PRAGMA application_id = 305419896")});
        } else if (kind == QLatin1String("newer version")) {
            sql({QStringLiteral("PRAGMA user_version = 4")});
        } else if (kind == QLatin1String("version zero")) {
            sql({QStringLiteral("PRAGMA user_version = 0")});
        } else if (kind == QLatin1String("write-ahead log")) {
            sql({QStringLiteral("PRAGMA journal_mode = WAL")});
        } else if (kind == QLatin1String("missing table")) {
            sql({QStringLiteral("DROP TABLE snapshot")});
        } else if (kind == QLatin1String("extra table")) {
            sql({QStringLiteral("CREATE TABLE extra (x)")});
        } else if (kind == QLatin1String("extra trigger")) {
            sql({QStringLiteral("CREATE TRIGGER evil AFTER INSERT ON scenario BEGIN DELETE FROM meta; END")});
        } else if (kind == QLatin1String("view")) {
            sql({QStringLiteral("CREATE VIEW everything AS SELECT * FROM scenario")});
        } else if (kind == QLatin1String("explicit index")) {
            sql({QStringLiteral("CREATE INDEX by_label ON snapshot (lower(label))")});
        } else if (kind == QLatin1String("extra column")) {
            sql({QStringLiteral("ALTER TABLE scenario ADD COLUMN secret TEXT")});
        } else if (kind == QLatin1String("generated column")) {
            sql({QStringLiteral("ALTER TABLE meta ADD COLUMN shout TEXT GENERATED ALWAYS AS (upper(value)) VIRTUAL")});
        } else if (kind == QLatin1String("integer as text")) {
            sql({QStringLiteral("UPDATE scenario SET baseline = 'yes'")});
        } else if (kind == QLatin1String("text as blob")) {
            sql({QStringLiteral("UPDATE scenario SET inputs = x'7b7d' WHERE position = 2")});
        } else if (kind == QLatin1String("inputs not JSON")) {
            sql({setInputs.arg(QStringLiteral("batch=64"))});
        } else if (kind == QLatin1String("input of the wrong type")) {
            sql({setInputs.arg(QStringLiteral("{\"batch\":\"many\"}"))});
        } else if (kind == QLatin1String("input out of range")) {
            sql({setInputs.arg(QStringLiteral("{\"batch\":1e12}"))});
        } else if (kind == QLatin1String("unknown input")) {
            sql({setInputs.arg(QStringLiteral("{\"warp_drive\":1}"))});
        } else if (kind == QLatin1String("a key given twice")) {
            sql({setInputs.arg(QStringLiteral("{\"batch\":64,\"batch\":1}"))});
        } else if (kind == QLatin1String("a key given twice, escaped")) {
            sql({setInputs.arg(QStringLiteral("{\"batch\":64,\"\\u0062atch\":1}"))});
        } else if (kind == QLatin1String("50 MB text field")) {
            sql({QStringLiteral("UPDATE scenario SET notes = printf('%.*c', 50000000, 'x') WHERE position = 2")});
        } else if (kind == QLatin1String("NUL hides 3 MB from length()")) {
            // length() counts 0 characters here; the byte count sees all 3 MB.
            sql({QStringLiteral("UPDATE scenario SET notes = CAST(zeroblob(3000000) AS TEXT) WHERE position = 2")});
        } else if (kind == QLatin1String("NUL inside text")) {
            sql({QStringLiteral(
                "UPDATE scenario SET notes = 'a' || CAST(zeroblob(4) AS TEXT) || 'b' WHERE position = 2")});
        } else if (kind == QLatin1String("too many scenarios")) {
            sql({QStringLiteral("INSERT INTO scenario (name, inputs, notes, colour, baseline) WITH RECURSIVE n(i) AS "
                                "(SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200) "
                                "SELECT 'copy ' || i, '{}', '', '', 0 FROM n")});
        } else if (kind == QLatin1String("hardware under another id")) {
            sql({QStringLiteral("UPDATE custom_hardware SET id = 'h200'")});
        } else if (kind == QLatin1String("invalid hardware")) {
            sql({QStringLiteral("UPDATE custom_hardware SET definition = json_set(definition, '$.hbm_tb_s', -1)")});
        } else if (kind == QLatin1String("bad timestamp")) {
            sql({QStringLiteral("UPDATE meta SET value = 'last Tuesday' WHERE key = 'created_utc'")});
        } else if (kind == QLatin1String("bad baseline flag")) {
            sql({QStringLiteral("UPDATE scenario SET baseline = 7")});
        } else if (kind == QLatin1String("negative stored figure")) {
            sql({QStringLiteral("UPDATE snapshot SET outputs = json_set(outputs, '$.figures.tok_s_user', -1) "
                                "WHERE outputs != ''")});
        } else if (kind == QLatin1String("stored figure as text")) {
            sql({QStringLiteral("UPDATE snapshot SET outputs = json_set(outputs, '$.figures.cost_per_mtok_output_usd', "
                                "'cheap') WHERE outputs != ''")});
        } else if (kind == QLatin1String("stored figure missing")) {
            sql({QStringLiteral("UPDATE snapshot SET outputs = json_remove(outputs, '$.figures.ttft_ms') "
                                "WHERE outputs != ''")});
        } else if (kind == QLatin1String("made-up stored figure")) {
            sql({QStringLiteral("UPDATE snapshot SET outputs = json_set(outputs, '$.figures.profit_usd', 1e9) "
                                "WHERE outputs != ''")});
        } else if (kind == QLatin1String("unknown key in stored outputs")) {
            sql({QStringLiteral("UPDATE snapshot SET outputs = json_set(outputs, '$.rigged', 1) WHERE outputs != ''")});
        } else if (kind == QLatin1String("stored outputs not JSON")) {
            sql({QStringLiteral("UPDATE snapshot SET outputs = 'figures!' WHERE outputs != ''")});
        } else if (kind == QLatin1String("invalid stored service level")) {
            sql({QStringLiteral("UPDATE snapshot SET outputs = json_set(outputs, '$.service_level.mode', 'rigged') "
                                "WHERE outputs != ''")});
        } else if (kind == QLatin1String("damaged page")) {
            // Page 2's b-tree header gets an invalid page type (valid: 2, 5, 10, 13).
            QByteArray b = test::readBytes(file);
            b[4096] = char(0x07);
            QVERIFY(test::writeBytes(file, b));
        } else if (kind == QLatin1String("over 256 MB")) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.resize(300LL * 1024 * 1024)); // sparse: costs no disk
        } else {
            QFAIL("unknown kind");
        }

        const QByteArray before = test::digestOf(file);
        auto read = core::readWorkbook(file.toStdString());
        QVERIFY2(!read.ok(), "a hostile file was accepted");
        const QString message = QString::fromStdString(read.error());
        QVERIFY2(message.contains(expected), qPrintable(message));
        QVERIFY2(!message.contains(QLatin1Char('\n')), qPrintable(message));
        QVERIFY2(message.size() < 600, qPrintable(message));
        QCOMPARE(test::digestOf(file), before);
        QFile::remove(file);
    }
};

QTEST_GUILESS_MAIN(TestWorkbook)
#include "test_workbook.moc"
