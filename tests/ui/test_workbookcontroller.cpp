// Workbook controller: save/open/revert, modified indicator, refused opens, snapshots, recent
// files, and autosave recovery after a real crash (a child process killed with SIGKILL).
// The child is this executable: `test_workbookcontroller --crash-after-autosave FILE`.
#include "core/document/workbookdiff.h"
#include "tests/document/workbooktestutil.h"
#include "ui/documentmodel.h"
#include "ui/notespanel.h"
#include "ui/snapshotdialog.h"
#include "ui/workbookcontroller.h"
#include "ui/workbookdiffdialog.h"

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
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

    // "Save the changes to Untitled?" made a box so narrow that its title read "Unsaved Ch…oken
    // Factory"; it is now as wide as its title and the title bar's buttons.
    void aQuestionIsAsWideAsItsTitle()
    {
        QWidget parent;
        const QString title = QStringLiteral("Unsaved Changes");
        int widthPx = 0;
        int titlePx = 0;
        QTimer::singleShot(0, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            widthPx = box->width();
            titlePx = box->fontMetrics().horizontalAdvance(title + QStringLiteral(" \u2014 ") +
                                                           QGuiApplication::applicationDisplayName());
            box->reject();
        });
        ui::askQuestion(&parent, title, QStringLiteral("Save the changes to Untitled?"),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        QVERIFY2(widthPx >= titlePx + 100,
                 qPrintable(QStringLiteral("%1 px for a %2 px title").arg(widthPx).arg(titlePx)));
    }

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

        SnapshotDialog take(&doc, 0);
        take.takeSnapshot(QStringLiteral("as presented to the board on 2026-11-30"));
        QCOMPARE(take.snapshotCount(), 1);
        QVERIFY(controller.isModified()); // a snapshot is unsaved work too
        const core::PresentedOutputs stored = controller.snapshots()[0].outputs;
        QVERIFY(stored.stored);
        QCOMPARE(stored.values.size(), core::outputMetrics().size());
        QVERIFY(stored.values[0] > 0); // $/Mtok output as shown

        const QString file = path(QStringLiteral("snap.tfwb"));
        QVERIFY(controller.saveTo(file));
        doc.setNumericInput(0, QStringLiteral("batch"), first.inputs.batch * 2);
        prompts.answer = QMessageBox::Discard;
        QVERIFY(controller.openFile(file));
        QCOMPARE(controller.snapshots().size(), size_t(1));
        QCOMPARE(controller.snapshots()[0].label, std::string("as presented to the board on 2026-11-30"));
        QVERIFY(controller.snapshots()[0].outputs == stored); // the figures survive the file exactly

        // Compare the snapshot with a changed current state: exactly the changed inputs show, then
        // the figures, stored beside now.
        core::ScenarioInputs now = first.inputs;
        now.batch = first.inputs.batch * 2;
        now.pricePerGpuHourUsd = 3.25;
        doc.setInputs(0, now, QStringLiteral("change"));
        SnapshotDialog compare(&doc, 0);
        compare.compareWith(0);
        QTableWidget* table = compare.differencesTable();
        // "Inputs", two inputs, "Figures", one row per stored figure.
        QCOMPARE(table->rowCount(), 4 + int(core::outputMetrics().size()));
        // In the parameter panel's order: the GPU price is the first key input, the batch the third.
        QVERIFY(table->item(1, 0)->text().contains(QStringLiteral("price")));
        QVERIFY(table->item(2, 0)->text().contains(QStringLiteral("Batch")));
        QCOMPARE(table->item(2, 1)->text(), QLocale().toString(first.inputs.batch));
        QCOMPARE(table->item(2, 3)->text(), QLocale().toString(first.inputs.batch * 2));
        QCOMPARE(table->item(4, 1)->text(), figureText(QStringLiteral("cost_per_mtok_output_usd"), stored.values[0]));
        QVERIFY(table->item(4, 3)->text() != table->item(4, 1)->text()); // the price changed: so did the cost
        // The figures are said to be the stored ones; today's model agrees, so no third column.
        QVERIFY2(compare.figuresNote().contains(QStringLiteral("Stored figures")), qPrintable(compare.figuresNote()));
        QVERIFY(!compare.showsRecomputedFigures());
    }

    void snapshotFiguresThatTodaysModelNoLongerGivesShowBoth()
    {
        Session session;
        auto& [window, doc, controller, prompts] = session;
        SnapshotDialog dialog(&doc, 0);
        dialog.takeSnapshot(QStringLiteral("board"));
        // As if the figures had been computed by an older model: stored, not recomputed.
        std::vector<core::Snapshot> snapshots = doc.snapshots();
        snapshots[0].outputs.values[0] *= 1.5;
        doc.setSnapshots(snapshots, QStringLiteral("older figures"));
        dialog.compareWith(0);
        QVERIFY(dialog.showsRecomputedFigures());
        QVERIFY2(dialog.figuresNote().contains(QStringLiteral("both are shown")), qPrintable(dialog.figuresNote()));
        QTableWidget* table = dialog.differencesTable();
        const int costRow = 2; // "Inputs", "(the same as now)", "Figures", then $/Mtok output
        QVERIFY(table->item(costRow + 1, 1)->text() != table->item(costRow + 1, 2)->text());
    }

    void snapshotRestoreIsUndoableAndGivesTheStoredFigures()
    {
        Session session;
        auto& [window, doc, controller, prompts] = session;
        const core::ScenarioRecord first = doc.scenario(0);
        SnapshotDialog dialog(&doc, 0);
        dialog.takeSnapshot(QStringLiteral("as presented"));
        const core::Snapshot snapshot = doc.snapshots()[0];

        // Move on: other inputs and another service level.
        core::ScenarioInputs changed = first.inputs;
        changed.batch = first.inputs.batch / 2;
        changed.pricePerGpuHourUsd = first.inputs.pricePerGpuHourUsd * 2;
        doc.setInputs(0, changed, QStringLiteral("change"));
        core::ServiceLevel level;
        level.mode = core::ServiceLevelMode::OperatingPoint;
        doc.setServiceLevel(level);
        const int stepsBefore = doc.undoStack()->count();

        dialog.restore(0);
        QVERIFY(doc.scenario(0).inputs == snapshot.inputs);
        QVERIFY(doc.serviceLevel() == snapshot.outputs.level);
        QCOMPARE(doc.scenario(0).name, first.name); // the name stays
        auto restored = doc.outputsFor(doc.scenario(0).inputs);
        QVERIFY(restored.ok());
        QVERIFY(core::sameFigures(*restored, snapshot.outputs)); // the figures shown then, again
        QCOMPARE(doc.undoStack()->count(), stepsBefore + 1);     // one step

        doc.undoStack()->undo();
        QVERIFY(doc.scenario(0).inputs == changed);
        QVERIFY(doc.serviceLevel() == level);
        doc.undoStack()->redo();
        QVERIFY(doc.scenario(0).inputs == snapshot.inputs);
    }

    void snapshotOfADeletedScenarioRestoresIt()
    {
        Session session;
        auto& [window, doc, controller, prompts] = session;
        SnapshotDialog(&doc, 1).takeSnapshot(QStringLiteral("before it went"));
        const std::string name = doc.scenario(1).name;
        doc.removeScenario(1);
        QCOMPARE(doc.scenarioCount(), 1);
        QCOMPARE(doc.snapshots().size(), size_t(1)); // deleting a scenario keeps its snapshots
        const int index = doc.restoreSnapshot(0);
        QCOMPARE(doc.scenarioCount(), 2);
        QCOMPARE(doc.scenario(index).name, name);
        QVERIFY(doc.scenario(index).inputs == doc.snapshots()[0].inputs);
    }

    void renamingKeepsSnapshotsWithTheirScenario()
    {
        Session session;
        auto& [window, doc, controller, prompts] = session;
        SnapshotDialog(&doc, 0).takeSnapshot(QStringLiteral("board"));
        doc.renameScenario(0, QStringLiteral("Hopper today"));
        QCOMPARE(doc.snapshots()[0].scenarioName, std::string("Hopper today"));
        doc.undoStack()->undo();
        QCOMPARE(doc.snapshots()[0].scenarioName, doc.scenario(0).name);
    }

    void notesAreEditedUndoneSavedAndReopened()
    {
        Session session;
        auto& [window, doc, controller, prompts] = session;
        NotesPanel panel(&doc);
        doc.setSelectedIndex(1);
        // Typing is one undo step per burst: three keystrokes, one step.
        const int steps = doc.undoStack()->count();
        panel.scenarioNotesEdit()->setFocus();
        QTest::keyClicks(panel.scenarioNotesEdit(), QStringLiteral("GB300 list price"));
        QCOMPARE(doc.scenario(1).notes, std::string("GB300 list price"));
        QCOMPARE(doc.undoStack()->count(), steps + 1);
        doc.endMergeSequence();
        panel.workbookNotesEdit()->setPlainText(QStringLiteral("For the November board"));
        QCOMPARE(doc.notes(), QStringLiteral("For the November board"));
        QVERIFY(controller.isModified());

        doc.undoStack()->undo(); // the workbook notes
        QCOMPARE(doc.notes(), QString());
        QCOMPARE(panel.workbookNotesEdit()->toPlainText(), QString());
        doc.undoStack()->undo(); // the scenario notes
        QCOMPARE(doc.scenario(1).notes, std::string());
        QCOMPARE(panel.scenarioNotesEdit()->toPlainText(), QString());
        doc.undoStack()->redo();
        doc.undoStack()->redo();
        QCOMPARE(panel.scenarioNotesEdit()->toPlainText(), QStringLiteral("GB300 list price"));

        // Another scenario selected: its own (empty) notes show.
        doc.setSelectedIndex(0);
        QCOMPARE(panel.scenarioNotesEdit()->toPlainText(), QString());

        const QString file = path(QStringLiteral("notes.tfwb"));
        QVERIFY(controller.saveTo(file));
        Session reopened;
        QVERIFY(reopened.controller.openFile(file));
        NotesPanel shown(&reopened.doc);
        reopened.doc.setSelectedIndex(1);
        QCOMPARE(shown.scenarioNotesEdit()->toPlainText(), QStringLiteral("GB300 list price"));
        QCOMPARE(shown.workbookNotesEdit()->toPlainText(), QStringLiteral("For the November board"));
        QVERIFY(!reopened.controller.isModified());
    }

    void comparingWorkbooksShowsAddedRemovedAndChanged()
    {
        Session mine;
        const QString theirsFile = path(QStringLiteral("colleague.tfwb"));
        {
            // A colleague's copy: one scenario gone, one added, one with a new price.
            Session colleague;
            DocumentModel& doc = colleague.doc;
            core::ScenarioInputs cheaper = doc.scenario(1).inputs;
            cheaper.pricePerGpuHourUsd = 2.10;
            doc.setInputs(1, cheaper, QStringLiteral("price"));
            core::ScenarioRecord added;
            added.name = "B200 FP8";
            added.inputs.hardwareId = "b200";
            doc.addScenario(added);
            doc.removeScenario(0);
            QVERIFY(colleague.controller.saveTo(theirsFile));
        }
        const auto before = core::workbookToJson(mine.doc.toWorkbookData());
        const int steps = mine.doc.undoStack()->count();
        auto diff = mine.controller.diffWithFile(theirsFile);
        QVERIFY2(diff.ok(), diff.ok() ? "" : diff.error().c_str());
        QCOMPARE(diff->addedScenarios, std::vector<std::string>{"B200 FP8"});
        QCOMPARE(diff->removedScenarios, std::vector<std::string>{mine.doc.scenario(0).name});
        QCOMPARE(diff->changedScenarios.size(), size_t(1));
        const core::ScenarioChange& changed = diff->changedScenarios[0];
        QCOMPARE(changed.name, mine.doc.scenario(1).name);
        QCOMPARE(changed.inputs.size(), size_t(1));
        QCOMPARE(changed.inputs[0].key, std::string("price_per_gpu_hour"));
        QCOMPARE(changed.inputs[0].after.toDouble(), 2.10);
        // The price moves the cost figures and not the throughput.
        const auto changes = [&](const char* metric) {
            return std::count_if(changed.outputs.begin(), changed.outputs.end(),
                                 [&](const core::FigureChange& f) { return f.metric == metric; });
        };
        QCOMPARE(changes("cost_per_mtok_output_usd"), 1);
        QCOMPARE(changes("tok_s_gpu_total"), 0);
        // Comparing never touches the open document.
        QCOMPARE(core::workbookToJson(mine.doc.toWorkbookData()), before);
        QCOMPARE(mine.doc.undoStack()->count(), steps);

        WorkbookDiffDialog dialog(*diff, QStringLiteral("mine.tfwb"), QStringLiteral("colleague.tfwb"));
        QVERIFY(dialog.html().contains(QStringLiteral("B200 FP8")));
        QVERIFY(dialog.tree()->topLevelItemCount() >= 3); // added, removed, changed
        const QString pdf = path(QStringLiteral("diff.pdf"));
        QVERIFY(dialog.exportPdf(pdf));
        QFile written(pdf);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.read(5) == "%PDF-");
    }

    // A colleague's file whose snapshot passes off made-up figures is refused as a whole, and the
    // open document (with its own unsaved edits) stays as it was.
    void hostileStoredFiguresAreRefusedWithoutTouchingTheDocument()
    {
        Session session;
        auto& [window, doc, controller, prompts] = session;
        SnapshotDialog(&doc, 0).takeSnapshot(QStringLiteral("board"));
        const QString file = path(QStringLiteral("rigged.tfwb"));
        QVERIFY(controller.saveTo(file));
        const QString error = test::runSql(
            file, {QStringLiteral("UPDATE snapshot SET outputs = json_set(outputs, '$.figures.tok_s_user', -5)")});
        QVERIFY2(error.isEmpty(), qPrintable(error));
        doc.setNumericInput(0, QStringLiteral("batch"), 7); // unsaved
        const auto before = core::workbookToJson(doc.toWorkbookData());
        const int steps = doc.undoStack()->count();
        prompts.answer = QMessageBox::Discard;
        QVERIFY(!controller.openFile(file));
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors.front().contains(QStringLiteral("tok_s_user")), qPrintable(prompts.errors.front()));
        QCOMPARE(core::workbookToJson(doc.toWorkbookData()), before);
        QCOMPARE(doc.undoStack()->count(), steps);
        // Comparing with it is refused the same way.
        QVERIFY(!controller.diffWithFile(file).ok());
    }

    void comparingWithARefusedFileSaysWhyAndChangesNothing()
    {
        Session session;
        const QString bad = path(QStringLiteral("not-a-workbook.tfwb"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("hello");
        f.close();
        const auto before = core::workbookToJson(session.doc.toWorkbookData());
        session.controller.compareWithFile(bad);
        QCOMPARE(session.prompts.errors.size(), 1);
        QVERIFY(session.prompts.errors.front().contains(QStringLiteral("unchanged")));
        QCOMPARE(core::workbookToJson(session.doc.toWorkbookData()), before);
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
