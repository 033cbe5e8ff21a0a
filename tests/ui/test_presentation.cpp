// The window in front of a board: presentation mode (inputs hidden, scenario names as titles,
// the ratio largest, arrow keys through scenarios and snapshots, Esc leaves), the notes dock, and
// chart settings that travel with the workbook.
#include "ui/chartdata.h"
#include "ui/documentmodel.h"
#include "ui/mainwindow.h"
#include "ui/notespanel.h"
#include "ui/parameterpanel.h"
#include "ui/presentationmode.h"
#include "ui/servicelevelbar.h"
#include "ui/uisettings.h"
#include "ui/workbookcontroller.h"

#include <QAction>
#include <QJsonObject>
#include <QLabel>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace tf;

namespace {

int pixelSizeOf(const QWidget* widget)
{
    return QFontInfo(widget->font()).pixelSize();
}

} // namespace

class TestPresentation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void presentationIsBuiltForARoom()
    {
        ui::MainWindow window;
        window.show();
        window.flushUpdates();
        ui::DocumentModel* doc = window.document();
        doc->setSelectedIndex(0);
        auto outputs = doc->outputsFor(doc->scenario(0).inputs);
        QVERIFY(outputs.ok());
        doc->takeSnapshot(0, QStringLiteral("as presented in November"), *outputs);
        QVERIFY(window.notesPanel()->isVisible());

        ui::PresentationMode* present = window.presentationMode();
        present->toggleAction()->trigger(); // F5
        QVERIFY(present->isActive());
        window.flushUpdates();
        // Inputs hidden: parameters, the service-level inputs, the comparison table, notes, menus.
        QVERIFY(!window.parameterPanel()->isVisible());
        QVERIFY(!window.serviceLevelBar()->isVisible());
        QVERIFY(!window.comparisonView()->isVisible());
        QVERIFY(!window.notesPanel()->isVisible());
        QVERIFY(!window.menuBar()->isVisible());
        // The scenario's name is the title; the ratio is the largest type on screen.
        QCOMPARE(present->titleLabel()->text(), QString::fromStdString(doc->scenario(0).name));
        QVERIFY(present->ratioLabel()->isVisible());
        const int ratioPixels = pixelSizeOf(present->ratioLabel());
        for (const QLabel* label : window.findChildren<QLabel*>()) {
            if (label != present->ratioLabel() && label->isVisible() && !label->text().isEmpty())
                QVERIFY2(pixelSizeOf(label) < ratioPixels, qPrintable(label->text()));
        }

        // Right arrow: the scenario's snapshot, with its stored figures; then the next scenario.
        QTest::keyClick(&window, Qt::Key_Right);
        QCOMPARE(present->currentStep().snapshot, 0);
        QVERIFY(present->snapshotPanel()->isVisible());
        QVERIFY(present->titleLabel()->text().contains(QStringLiteral("as presented in November")));
        QCOMPARE(present->snapshotFigures()->rowCount(), int(core::outputMetrics().size()));
        QCOMPARE(present->snapshotFigures()->columnCount(), 2); // today's model agrees: stored only
        QTest::keyClick(&window, Qt::Key_Right);
        QCOMPARE(doc->selectedIndex(), 1);
        QVERIFY(!present->snapshotPanel()->isVisible());
        QCOMPARE(present->titleLabel()->text(), QString::fromStdString(doc->scenario(1).name));
        // GB300 against the H200 baseline: "35x lower cost", the article's headline.
        QVERIFY2(present->ratioLabel()->text().endsWith(QChar(0x00d7)), qPrintable(present->ratioLabel()->text()));
        QTest::keyClick(&window, Qt::Key_Right); // wraps to the first scenario
        QCOMPARE(doc->selectedIndex(), 0);
        QCOMPARE(present->currentStep().snapshot, -1);
        QTest::keyClick(&window, Qt::Key_Left);
        QCOMPARE(doc->selectedIndex(), 1);

        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!present->isActive());
        QVERIFY(window.parameterPanel()->isVisible());
        QVERIFY(window.comparisonView()->isVisible());
        QVERIFY(window.menuBar()->isVisible());
        QVERIFY(!present->header()->isVisible());
        // F5 leaves as it entered, although the menus that hold its shortcut are hidden.
        present->toggleAction()->trigger();
        QVERIFY(present->isActive() && !window.menuBar()->isVisible());
        QTest::keyClick(&window, Qt::Key_F5);
        QVERIFY(!present->isActive());
        QVERIFY(window.menuBar()->isVisible());
    }

    // A long scenario name, as the title in large type, once widened the window past the screen
    // (2,063 px on a 1,600 px display), and it stayed that wide after Esc.
    void aLongNameWrapsInsteadOfWideningTheWindow()
    {
        ui::MainWindow window;
        window.resize(1280, 900);
        window.show();
        window.flushUpdates();
        const QString name = QStringLiteral("H200 FP8 at hyperscaler contract price with 3-year depreciation, owned, "
                                            "long-context retrieval workload");
        window.document()->renameScenario(0, name);
        window.document()->setSelectedIndex(0);
        ui::PresentationMode* present = window.presentationMode();
        present->toggleAction()->trigger();
        window.flushUpdates();
        QCOMPARE(present->titleLabel()->text(), name); // whole, on as many lines as it takes
        QVERIFY2(window.minimumSizeHint().width() <= 1280,
                 qPrintable(QStringLiteral("needs %1 px").arg(window.minimumSizeHint().width())));
        QTest::keyClick(&window, Qt::Key_Escape);
        window.flushUpdates();
        QVERIFY2(window.minimumSizeHint().width() <= 1280,
                 qPrintable(QStringLiteral("needs %1 px").arg(window.minimumSizeHint().width())));
    }

    void chartSettingsTravelWithTheWorkbook()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("charts.tfwb"));
        ui::ChartOptions saved;
        {
            ui::MainWindow window;
            window.flushUpdates();
            saved = window.chartOptions();
            saved.logInteractivity = !saved.logInteractivity;
            saved.perMegawatt = !saved.perMegawatt;
            window.setChartOptions(saved);
            QVERIFY(window.workbook()->isModified()); // a view the workbook keeps is unsaved work
            QVERIFY(window.workbook()->saveTo(file));
        }
        ui::MainWindow other;
        other.workbook()->setAskFunction(
            [](const QString&, const QString&, QMessageBox::StandardButtons) { return QMessageBox::Discard; });
        ui::ChartOptions mine = saved;
        mine.logInteractivity = !saved.logInteractivity;
        mine.perMegawatt = !saved.perMegawatt;
        other.setChartOptions(mine);
        QVERIFY(other.workbook()->openFile(file));
        QCOMPARE(other.chartOptions().logInteractivity, saved.logInteractivity);
        QCOMPARE(other.chartOptions().perMegawatt, saved.perMegawatt);
        QVERIFY(!other.workbook()->isModified()); // opening is not an edit
        // The service level stays beside them in the same settings object.
        QVERIFY(other.document()->chartSettings().contains(QStringLiteral("service_level")));
    }

    // A file's chart options are booleans or nothing: anything else keeps the user's own setting.
    void chartOptionsFromAFileCannotBreakTheView()
    {
        ui::ChartOptions base;
        base.logThroughput = true;
        base.perMegawatt = false;
        const QJsonObject hostile{{QStringLiteral("log_throughput"), QStringLiteral("yes")},
                                  {QStringLiteral("per_megawatt"), true},
                                  {QStringLiteral("presentation"), true}};
        const ui::ChartOptions read = ui::chartOptionsFromJson(hostile, base);
        QCOMPARE(read.logThroughput, true); // text ignored
        QCOMPARE(read.perMegawatt, true);
        QCOMPARE(read.presentation, false); // a view state, never read from a file
        QVERIFY(!ui::chartOptionsToJson(read).contains(QStringLiteral("presentation")));
    }
};

QTEST_MAIN(TestPresentation)
#include "test_presentation.moc"
