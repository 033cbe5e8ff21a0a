// Workbook controller: save/open/revert, modified indicator, refused opens, snapshots, recent
// files, and autosave recovery after a real crash (a child process killed with SIGKILL).
// The child is this executable: `test_workbookcontroller --crash-after-autosave FILE`.
#include "ui/documentmodel.h"
#include "ui/snapshotdialog.h"
#include "ui/workbookcontroller.h"

#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QWidget>
#include <QtTest>

#include <csignal>
#include <cstdio>

using namespace tf;
using namespace tf::ui;

namespace {

/// Answers every question with `answer` and remembers what was asked.
struct Prompts
{
    QMessageBox::StandardButton answer = QMessageBox::Discard;
    QStringList questions;
    QStringList errors;

    void attach(WorkbookController& c)
    {
        c.setAskFunction([this](const QString&, const QString& text, QMessageBox::StandardButtons) {
            questions << text;
            return answer;
        });
        c.setErrorFunction([this](const QString&, const QString& text) { errors << text; });
    }
};

int batchOf(const DocumentModel& doc)
{
    return doc.scenario(0).inputs.batch;
}

QStringList recoveryFiles()
{
    return QDir(WorkbookController::recoveryFolder())
        .entryList({QStringLiteral("recovery-*.tfwb"), QStringLiteral("recovery-*.json")}, QDir::Files);
}

/// Child: open FILE, change it, autosave, then die without any cleanup.
int crashAfterAutosave(const QString& file)
{
    QWidget window;
    DocumentModel doc;
    WorkbookController controller(&doc, &window);
    if (!controller.openFile(file))
        return 3;
    doc.setNumericInput(0, QStringLiteral("batch"), 123);
    core::Snapshot snapshot;
    snapshot.scenarioName = doc.scenario(0).name;
    snapshot.label = "before the crash";
    snapshot.createdUtc = "2026-11-30T12:00:00Z";
    controller.setSnapshots({snapshot});
    if (!controller.autosaveNow())
        return 4;
    std::printf("autosaved\n");
    std::fflush(stdout);
    std::raise(SIGKILL);
    return 5;
}

DocumentModel* onDefaultWorkbook(DocumentModel& doc)
{
    doc.resetFrom(DocumentModel::defaultWorkbook());
    return &doc;
}

/// A window's workbook controller on the default workbook, its prompts recorded. The document
/// is reset before the controller exists, as the application does at start.
struct Session
{
    QWidget window;
    DocumentModel doc;
    WorkbookController controller{onDefaultWorkbook(doc), &window};
    Prompts prompts;
    Session() { prompts.attach(controller); }
};

} // namespace

class TestWorkbookController : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void saveOpenAndModifiedIndicator()
    {
        Session session;
        auto& [window, doc, controller, prompts] = session;
        QVERIFY(!controller.isModified());
        QVERIFY(window.windowTitle().contains(QStringLiteral("Untitled")));
        QVERIFY(!controller.revertAction()->isEnabled()); // nothing on disk to revert to

        doc.setNumericInput(0, QStringLiteral("batch"), 17);
        QVERIFY(controller.isModified());
        QVERIFY(window.isWindowModified());

        const QString file = path(QStringLiteral("session.tfwb"));
        QVERIFY(controller.saveTo(file));
        QVERIFY(!controller.isModified());
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.windowTitle().contains(QStringLiteral("session.tfwb")));
        QCOMPARE(controller.currentPath(), QFileInfo(file).absoluteFilePath());
        QCOMPARE(controller.recentFiles().value(0), QFileInfo(file).absoluteFilePath());
        QVERIFY(controller.revertAction()->isEnabled());

        // Undo back past the save point: modified again; revert restores the saved state.
        doc.undoStack()->undo();
        QVERIFY(controller.isModified());
        prompts.answer = QMessageBox::Discard;
        QVERIFY(controller.revert());
        QCOMPARE(batchOf(doc), 17);
        QVERIFY(!controller.isModified());

        controller.newWorkbook();
        QVERIFY(controller.currentPath().isEmpty());
        QCOMPARE(batchOf(doc), DocumentModel::defaultWorkbook().scenarios[0].inputs.batch);
        QVERIFY(controller.openFile(file));
        QCOMPARE(batchOf(doc), 17);
        QVERIFY(prompts.errors.isEmpty());
    }

    // Save As once wrote "plan" without the workbook's extension, so the file did not open with the app.
    void saveAsAddsTheWorkbookExtensionOnlyWhenNoneIsTyped_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("written");
        QTest::newRow("no extension") << "save-as-plan"
                                      << "save-as-plan.tfwb";
        QTest::newRow("the workbook's own") << "save-as-board.tfwb"
                                            << "save-as-board.tfwb";
        QTest::newRow("another extension is kept") << "save-as-copy.db"
                                                   << "save-as-copy.db";
    }
    void saveAsAddsTheWorkbookExtensionOnlyWhenNoneIsTyped()
    {
        QFETCH(QString, typed);
        QFETCH(QString, written);
        Session session;
        auto& [window, doc, controller, prompts] = session;
        controller.setSavePathFunction([&](const QString&, const QString&) { return path(typed); });
        QVERIFY(controller.saveAs());
        QCOMPARE(controller.currentPath(), QFileInfo(path(written)).absoluteFilePath());
        QVERIFY(QFileInfo::exists(path(written)));
    }

    // A window saves its workbook as often as it likes; once another program (the CLI) has saved
    // the same file, the window's older copy is not written over it: the save is refused with a
    // message, and the scenario the other program added is still there.
    void saveDoesNotOverwriteALaterSaveByAnotherProgram()
    {
        Session session;
        auto& [window, doc, controller, prompts] = session;
        const QString file = path(QStringLiteral("shared-with-cli.tfwb"));
        QVERIFY(controller.saveTo(file));
        doc.setNumericInput(0, QStringLiteral("batch"), 21);
        QVERIFY(controller.save());
        doc.setNumericInput(0, QStringLiteral("batch"), 22);
        QVERIFY(controller.save());
        QVERIFY(prompts.errors.isEmpty());

        QVERIFY(core::saveScenarioToWorkbook(file.toStdString(), {"from the CLI", {}, "", "", false}));
        doc.setNumericInput(0, QStringLiteral("batch"), 23);
        QVERIFY(!controller.save());
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY(prompts.errors.front().contains(QStringLiteral("saved again")));
        auto read = core::readWorkbook(file.toStdString());
        QVERIFY(read.ok());
        QVERIFY(core::findScenario(*read, "from the CLI"));
        // Reopened, the window saves again (and keeps the CLI's scenario).
        prompts.answer = QMessageBox::Discard;
        QVERIFY(controller.openFile(file));
        QVERIFY(controller.saveTo(file));
    }

    void unsavedChangesAreOfferedForSaving()
    {
        Session session;
        auto& [window, doc, controller, prompts] = session;
        const QString file = path(QStringLiteral("ask.tfwb"));
        QVERIFY(controller.saveTo(file));
        doc.setNumericInput(0, QStringLiteral("batch"), 5);
        prompts.answer = QMessageBox::Cancel;
        controller.newWorkbook();
        QCOMPARE(prompts.questions.size(), 1);
        QCOMPARE(batchOf(doc), 5); // cancelled: nothing replaced
        prompts.answer = QMessageBox::Save;
        QVERIFY(controller.maybeSave());
        auto saved = core::readWorkbook(file.toStdString());
        QVERIFY(saved.ok());
        QCOMPARE(saved->scenarios[0].inputs.batch, 5);
    }

    // A refused file leaves the open document, its undo history and its path as they were.
    void failedOpenLeavesDocumentUntouched_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::newRow("random bytes") << QByteArray("\x13\x37 not a workbook at all", 24)
                                      << QStringLiteral("not a SQLite");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("is empty");
    }
    void failedOpenLeavesDocumentUntouched()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        Session session;
        auto& [window, doc, controller, prompts] = session;
        const QString good = path(QStringLiteral("good.tfwb"));
        QVERIFY(controller.saveTo(good));
        doc.setNumericInput(0, QStringLiteral("batch"), 9); // unsaved
        const core::WorkbookData before = doc.toWorkbookData();
        const int undoSteps = doc.undoStack()->count();

        const QString bad = path(QStringLiteral("bad.tfwb"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        prompts.answer = QMessageBox::Discard; // "don't save" - the open then fails
        QVERIFY(!controller.openFile(bad));
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors.front().contains(expected), qPrintable(prompts.errors.front()));
        QCOMPARE(core::workbookToJson(doc.toWorkbookData()), core::workbookToJson(before));
        QCOMPARE(doc.undoStack()->count(), undoSteps);
        QVERIFY(controller.isModified());
        QCOMPARE(controller.currentPath(), QFileInfo(good).absoluteFilePath());
    }

    void snapshotsAreSavedAndCompared()
    {
        Session session;
        auto& [window, doc, controller, prompts] = session;
        const core::ScenarioRecord first = doc.scenario(0);

        SnapshotDialog take(QString::fromStdString(first.name), first.inputs, controller.snapshots());
        take.takeSnapshot(QStringLiteral("as presented to the board on 2026-11-30"));
        QVERIFY(take.isChanged());
        controller.setSnapshots(take.snapshots());
        QVERIFY(controller.isModified()); // a snapshot is unsaved work too

        const QString file = path(QStringLiteral("snap.tfwb"));
        QVERIFY(controller.saveTo(file));
        doc.setNumericInput(0, QStringLiteral("batch"), first.inputs.batch * 2);
        prompts.answer = QMessageBox::Discard;
        QVERIFY(controller.openFile(file));
        QCOMPARE(controller.snapshots().size(), size_t(1));
        QCOMPARE(controller.snapshots()[0].label, std::string("as presented to the board on 2026-11-30"));

        // Compare the snapshot with a changed current state: exactly the changed fields show.
        core::ScenarioInputs now = first.inputs;
        now.batch = first.inputs.batch * 2;
        now.pricePerGpuHourUsd = 3.25;
        SnapshotDialog compare(QString::fromStdString(first.name), now, controller.snapshots());
        compare.compareWith(0);
        QTableWidget* table = compare.differencesTable();
        QCOMPARE(table->rowCount(), 2);
        // In the parameter panel's order: the GPU price is the first key input, the batch the third.
        QVERIFY(table->item(0, 0)->text().contains(QStringLiteral("price")));
        QVERIFY(table->item(1, 0)->text().contains(QStringLiteral("Batch")));
        QCOMPARE(table->item(1, 1)->text(), QLocale().toString(first.inputs.batch));
        QCOMPARE(table->item(1, 2)->text(), QLocale().toString(first.inputs.batch * 2));
    }

    void inputDifferencesListsChangedFields_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<int>("rows");
        QTest::newRow("nothing changed") << QString() << 0;
        QTest::newRow("hardware") << QStringLiteral("hardware") << 1;
        QTest::newRow("precision and pue") << QStringLiteral("precision+pue") << 2;
    }
    void inputDifferencesListsChangedFields()
    {
        QFETCH(QString, change);
        QFETCH(int, rows);
        const core::ScenarioInputs a;
        core::ScenarioInputs b = a;
        if (change == QLatin1String("hardware"))
            b.hardwareId = "b200";
        if (change.contains(QLatin1String("precision")))
            b.precision = core::Precision::BF16;
        if (change.contains(QLatin1String("pue")))
            b.pue = 1.2;
        QCOMPARE(int(inputDifferences(a, b).size()), rows);
    }

    void runningSessionIsNotOfferedForRecovery()
    {
        QWidget windowA, windowB;
        DocumentModel docA, docB;
        docA.resetFrom(DocumentModel::defaultWorkbook());
        WorkbookController a(&docA, &windowA);
        docA.setNumericInput(0, QStringLiteral("batch"), 3);
        QVERIFY(a.autosaveNow());
        QVERIFY(QFile::exists(a.recoveryFilePath()));
        WorkbookController b(&docB, &windowB);
        Prompts prompts;
        prompts.attach(b);
        QVERIFY(!b.offerRecovery()); // a is alive and holds its lock
        QVERIFY(prompts.questions.isEmpty());
        QVERIFY(QFile::exists(a.recoveryFilePath()));
        // Saving makes the recovery file pointless; it goes.
        Prompts promptsA;
        promptsA.attach(a);
        QVERIFY(a.saveTo(path(QStringLiteral("alive.tfwb"))));
        QVERIFY(!QFile::exists(a.recoveryFilePath()));
    }

    void recoversAutosaveAfterCrash()
    {
        const QString file = path(QStringLiteral("board.tfwb"));
        QVERIFY(core::writeWorkbook(file.toStdString(), DocumentModel::defaultWorkbook()).ok());
        const QByteArray onDisk = [&] {
            QFile f(file);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        const int filesBefore = recoveryFiles().size();

        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--crash-after-autosave"), file});
        QVERIFY(child.waitForFinished(60000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        QCOMPARE(child.readAllStandardOutput(), QByteArray("autosaved\n"));
        QVERIFY(recoveryFiles().size() > filesBefore); // the crashed session left its recovery file

        QWidget window;
        DocumentModel doc;
        doc.resetFrom(DocumentModel::defaultWorkbook());
        WorkbookController controller(&doc, &window);
        Prompts prompts;
        prompts.answer = QMessageBox::Yes;
        prompts.attach(controller);
        QVERIFY(controller.offerRecovery());
        QCOMPARE(prompts.questions.size(), 1);
        QVERIFY2(prompts.questions.front().contains(QStringLiteral("board.tfwb")),
                 qPrintable(prompts.questions.front()));
        QCOMPARE(batchOf(doc), 123);
        QCOMPARE(controller.snapshots().size(), size_t(1));
        QCOMPARE(controller.currentPath(), QFileInfo(file).absoluteFilePath());
        QVERIFY(controller.isModified()); // recovered work is not on disk yet
        QVERIFY(window.isWindowModified());
        QCOMPARE(recoveryFiles().size(), filesBefore); // the crashed session's files are gone
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), onDisk); // the original file was never touched
        f.close();

        QVERIFY(controller.save());
        auto saved = core::readWorkbook(file.toStdString());
        QVERIFY(saved.ok());
        QCOMPARE(saved->scenarios[0].inputs.batch, 123);
        QCOMPARE(saved->snapshots.size(), size_t(1));
        QVERIFY(!controller.offerRecovery()); // nothing left to offer
    }
};

int main(int argc, char** argv)
{
    // Settings and recovery files go to a private folder shared by this test and its child.
    QTemporaryDir home;
    if (qEnvironmentVariableIsEmpty("TF_TEST_PRIVATE_HOME")) {
        qputenv("TF_TEST_PRIVATE_HOME", home.path().toUtf8());
        qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toUtf8());
        qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("TokenFactoryTest"));
    QApplication::setApplicationName(QStringLiteral("workbookcontroller"));
    if (argc == 3 && qstrcmp(argv[1], "--crash-after-autosave") == 0)
        return crashAfterAutosave(QString::fromLocal8Bit(argv[2]));
    TestWorkbookController test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_workbookcontroller.moc"
