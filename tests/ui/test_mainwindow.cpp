#include "core/catalog/catalogjson.h"
#include "core/precision.h"
#include "tests/testutil/testdata.h"
#include "ui/catalognames.h"
#include "ui/chartarea.h"
#include "ui/charts/chartwidget.h"
#include "ui/comparisontablemodel.h"
#include "ui/documentmodel.h"
#include "ui/headlinecards.h"
#include "ui/mainwindow.h"
#include "ui/panels/sensitivitypanel.h"
#include "ui/parameterpanel.h"
#include "ui/scenariolistmodel.h"
#include "ui/sliderfield.h"
#include "ui/undoshortcuts.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGraphicsView>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QScreen>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

using namespace tf;

/// Counts paint events per watched widget.
class PaintCounter : public QObject
{
public:
    int count(QObject* watched) const { return m_counts.value(watched); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            ++m_counts[watched];
        return QObject::eventFilter(watched, event);
    }

private:
    QHash<QObject*, int> m_counts;
};

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void importedSpecSheetGpuIsSelectableAndUndoable()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::DocumentModel* doc = window.document();
        auto entries = core::readCatalogEntries(TF_TEST_DATA("catalog/spec-sheet-gpu.json").toStdString());
        QVERIFY(entries.ok());
        QComboBox* hardware = window.parameterPanel()->hardwareCombo();
        QCOMPARE(hardware->findData(QStringLiteral("acme-x1")), -1);
        doc->importCatalogEntries(*entries);
        QVERIFY(!doc->undoStack()->isClean()); // the workbook changed: it must be saved
        QVERIFY(hardware->findData(QStringLiteral("acme-x1")) >= 0);
        QVERIFY(doc->catalog().findHardware("acme-x1")->userDefined);
        QCOMPARE(doc->toWorkbookData().customHardware.size(), size_t(1));
        // A scenario on it evaluates, and is flagged uncalibrated.
        core::ScenarioInputs in = doc->scenario(0).inputs;
        in.hardwareId = "acme-x1";
        in.modelId = "llama-3.3-70b";
        in.tensorParallel = 4;
        in.prefillTensorParallel = 4;
        doc->setInputs(0, in, QStringLiteral("use Acme"));
        window.flushUpdates();
        QVERIFY(window.profileStatus().contains(QStringLiteral("uncalibrated")));
        // ...with what priors were worth where the calibration measured them.
        QVERIFY2(window.profileStatus().contains(QStringLiteral("median error \u00b1")),
                 qPrintable(window.profileStatus()));
        QVERIFY2(window.profileStatusToolTip().contains(QStringLiteral("the priors were off by a median")),
                 qPrintable(window.profileStatusToolTip()));
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(hardware->findData(QStringLiteral("acme-x1")), -1);
        QVERIFY(!doc->catalog().findHardware("acme-x1"));
    }

    void opensOnTheArticlesComparison()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::DocumentModel* doc = window.document();
        QCOMPARE(doc->scenarioCount(), 2);
        QCOMPARE(doc->scenario(0).inputs, core::defaultHopperScenario());
        QCOMPARE(doc->scenario(1).inputs, core::defaultBlackwellScenario());
        QCOMPARE(doc->baselineIndex(), 0);
        QVERIFY(doc->undoStack()->isClean());
        QCOMPARE(window.chartArea()->series().size(), size_t(2));
        QVERIFY(!window.chartArea()->series()[0].points.empty());
        QVERIFY(window.chartArea()->series()[0].colour != window.chartArea()->series()[1].colour);
        QVERIFY(window.toolsMenu() != nullptr);
        QCOMPARE(window.toolsMenu()->title().remove(QLatin1Char('&')), QStringLiteral("Tools"));
    }

    // A 1,048,576-token prompt on Llama 3 8B (8k context) read "Does not fit: batch 64 > capacity 13",
    // the context only in the tooltip: the user changed the batch, which could never help.
    void aRequestBeyondTheContextSaysSoFirst()
    {
        ui::MainWindow window;
        ui::DocumentModel* doc = window.document();
        core::ScenarioInputs in = doc->scenario(0).inputs;
        in.modelId = "llama-3-8b";
        in.inputTokens = 1048576;
        doc->setInputs(0, in, QStringLiteral("long prompt"));
        window.flushUpdates();
        const QString status = window.fitStatus();
        QVERIFY2(status.contains(QStringLiteral("beyond")) && status.contains(QStringLiteral("8,192")),
                 qPrintable(status));
        QVERIFY2(!status.contains(QStringLiteral("batch")), qPrintable(status));
    }

    // The axes held a range that still fitted after an undo: the cost breakdown kept $0-4 for a
    // $1.62 bar. An edit or an undo now fits them to the data again; only a drag holds them.
    void anUndoFitsTheAxesAgain()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::DocumentModel* doc = window.document();
        const auto ranges = [&window] {
            const auto rangeIn = [](const QString& summary, const QString& key) {
                const QRegularExpressionMatch m = QRegularExpression(key + QStringLiteral("=([^\\n]+)")).match(summary);
                return m.hasMatch() ? m.captured(1) : QStringLiteral("none");
            };
            return rangeIn(window.chartArea()->chart(ui::ChartKind::Breakdown)->summaryForTests(),
                           QStringLiteral("xrange")) +
                   QStringLiteral(" | ") +
                   rangeIn(window.chartArea()->chart(ui::ChartKind::Cost)->summaryForTests(), QStringLiteral("yrange"));
        };
        const QString before = ranges();
        core::ScenarioInputs in = doc->scenario(0).inputs;
        in.pricePerGpuHourUsd *= 2.5;
        doc->setInputs(0, in, QStringLiteral("raise the price"));
        window.flushUpdates();
        QVERIFY2(ranges() != before, qPrintable(before));
        doc->undoStack()->undo();
        window.flushUpdates();
        QCOMPARE(ranges(), before);
    }

    // Add named every new scenario "Scenario", "Scenario (2)": names that say nothing in a legend.
    void anAddedScenarioIsNamedForWhatItRuns()
    {
        ui::MainWindow window;
        window.flushUpdates();
        QAction* add = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N))
                add = a;
        QVERIFY(add);
        add->trigger();
        add->trigger();
        const ui::DocumentModel* doc = window.document();
        QCOMPARE(doc->scenarioCount(), 4);
        // The built-in H200 FP8 scenario holds the plain name, so the added ones are numbered.
        QCOMPARE(QString::fromStdString(doc->scenario(2).name), QStringLiteral("H200 FP8 (2)"));
        QCOMPARE(QString::fromStdString(doc->scenario(3).name), QStringLiteral("H200 FP8 (3)"));
        // Its name follows what it runs: an MI300X scenario kept "NVIDIA H200 SXM FP8" in the list,
        // the legends, the table and the report.
        core::ScenarioInputs mi300x = doc->scenario(2).inputs;
        mi300x.hardwareId = "mi300x";
        window.document()->setInputs(2, mi300x, QStringLiteral("Change hardware"));
        QCOMPARE(QString::fromStdString(doc->scenario(2).name), QStringLiteral("MI300X FP8"));
    }

    // The default profile's error was measured on DeepSeek-R1; on a model its rows never ran the
    // status bar says so instead of lending that error to it.
    void profileStatusNamesTheModelsItWasMeasuredOn()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::DocumentModel* doc = window.document();
        QVERIFY(window.profileStatus().contains(QStringLiteral("calibrated")));
        QVERIFY(!window.profileStatus().contains(QStringLiteral("not on")));
        // Its error is named held out, and the tooltip tells it from the window's other error figures
        // (the overlay's in sample, the physics check's held out by GPU): three unexplained
        // percentages read as one figure that moved.
        const core::CalibrationAccuracy& accuracy = doc->catalog().calibrationAccuracy();
        QVERIFY2(window.profileStatus().contains(QStringLiteral("% held out")), qPrintable(window.profileStatus()));
        const QString figures = window.profileStatusToolTip();
        for (const QString& part :
             {QStringLiteral("predicted by a fit that never saw its model"),
              QStringLiteral("\u00b1%1% for a GPU held out (the physics check's figure)")
                  .arg(std::lround(accuracy.leaveOneGpuOut * 100)),
              QStringLiteral("measured overlay's figure is the model against the rows it loads, in sample")})
            QVERIFY2(figures.contains(part), qPrintable(figures + QStringLiteral("\n lacks: ") + part));
        core::ScenarioInputs in = doc->scenario(0).inputs;
        in.modelId = "glm-5";
        doc->setInputs(0, in, QStringLiteral("use GLM-5"));
        window.flushUpdates();
        // The status gives the error GLM-5's own rows had held out, not the profile's ±11% alone.
        const QString status = window.profileStatus();
        // Models by their names, as the parameter panel shows them, not by catalog id.
        const QRegularExpression heldOut(QStringLiteral(
            "\\(measured on DeepSeek-R1 / V3 \\(671B\\), not on GLM-5 \\(744B\\): \u00b1(\\d+)% held out\\)"));
        const QRegularExpressionMatch match = heldOut.match(status);
        QVERIFY2(match.hasMatch(), qPrintable(status));
        const double expected = doc->catalog().calibrationAccuracy().heldOutErrorForModel("glm-5");
        QVERIFY(expected > 0);
        QCOMPARE(match.captured(1).toInt(), static_cast<int>(std::lround(expected * 100)));
        // The tooltip gives the error figures for models the calibration never saw, and GLM-5's own.
        const QString tip = window.profileStatusToolTip();
        QVERIFY2(tip.contains(QStringLiteral("For a model the calibration never saw")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("GLM-5 (744B)'s own rows were off by")), qPrintable(tip));
    }

    // The product's promise: a slider edit redraws every chart; undo brings the old curves back,
    // and a whole drag is one undo step.
    void sliderDragChangesChartsAndUndoRestores()
    {
        ui::MainWindow window;
        window.flushUpdates();
        const double costBefore = window.chartArea()->series()[0].current.costPerMtokOutputUsd;
        const double frontierCostBefore = window.chartArea()->series()[0].points.front().costPerMtokOutputUsd;
        ui::SliderField* price = window.parameterPanel()->field(QStringLiteral("price_per_gpu_hour"));
        QVERIFY(price);
        QSlider* slider = price->slider();
        slider->setSliderDown(true);
        for (int step = 1; step <= 20; ++step)
            slider->setValue(slider->value() + 10);
        slider->setSliderDown(false);
        window.flushUpdates();
        const double priceAfter = window.document()->scenario(0).inputs.pricePerGpuHourUsd;
        QVERIFY(priceAfter > 1.41);
        const double costAfter = window.chartArea()->series()[0].current.costPerMtokOutputUsd;
        // Cost per token is proportional to $/GPU-h at a fixed throughput (README, What the numbers mean).
        QVERIFY(qAbs(costAfter / costBefore - priceAfter / 1.41) < 1e-3);
        QVERIFY(window.chartArea()->series()[0].points.front().costPerMtokOutputUsd > frontierCostBefore);
        for (ui::ChartWidget* chart : window.chartArea()->charts())
            QVERIFY2(chart->seriesCount() > 0, qPrintable(chart->title()));
        QCOMPARE(window.document()->undoStack()->count(), 1);

        window.document()->undoStack()->undo();
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs.pricePerGpuHourUsd, 1.41);
        QCOMPARE(window.chartArea()->series()[0].current.costPerMtokOutputUsd, costBefore);
        QCOMPARE(window.chartArea()->series()[0].points.front().costPerMtokOutputUsd, frontierCostBefore);
        QCOMPARE(price->value(), 1.41);
    }

    // Typing a price and pressing Enter, then Ctrl+Z with the field still focused, did nothing: the
    // field took the keys for its own typing, which it no longer had. They now reach the window.
    void undoWorksFromTheFieldJustEntered()
    {
        ui::UndoShortcutsReachTheWindow undoShortcuts;
        QApplication::instance()->installEventFilter(&undoShortcuts);
        ui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.flushUpdates();
        QLineEdit* field =
            window.parameterPanel()->field(QStringLiteral("price_per_gpu_hour"))->field()->findChild<QLineEdit*>();
        QVERIFY(field);
        field->setFocus();
        field->selectAll();
        QTest::keyClicks(field, QStringLiteral("3"));
        QTest::keyClick(field, Qt::Key_Return);
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs.pricePerGpuHourUsd, 3.0);
        QVERIFY(field->hasFocus());
        QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs.pricePerGpuHourUsd, 1.41);
        QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs.pricePerGpuHourUsd, 3.0);
        // While a value is being typed, the keys stay the field's: the document is not undone under it.
        field->selectAll();
        QTest::keyClicks(field, QStringLiteral("7"));
        QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.document()->scenario(0).inputs.pricePerGpuHourUsd, 3.0);
        QCOMPARE(window.document()->undoStack()->index(), 1);
    }

    // The $/Mtok axis of the cost chart jumped between bounds all through a price drag: back and
    // forth over a tenth of the slider, twice, its maximum may change once at most.
    void costAxisHoldsWhileThePriceIsDragged()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::ChartWidget* cost = window.chartArea()->chart(ui::ChartKind::Cost);
        const auto axisMax = [cost] {
            const QString summary = cost->summaryForTests();
            const qsizetype at = summary.indexOf(QStringLiteral("yrange="));
            return summary.mid(at).section(QStringLiteral(".."), 1, 1).section(QLatin1Char('\n'), 0, 0).toDouble();
        };
        QSlider* slider = window.parameterPanel()->field(QStringLiteral("price_per_gpu_hour"))->slider();
        const int start = slider->value();
        const int reach = (slider->maximum() - slider->minimum()) / 10;
        std::vector<int> positions;
        for (int round = 0; round < 2; ++round) {
            for (int step = 0; step <= reach; step += 2)
                positions.push_back(start + step);
            for (int step = reach; step >= -reach; step -= 2)
                positions.push_back(start + step);
            for (int step = -reach; step <= 0; step += 2)
                positions.push_back(start + step);
        }
        int changes = 0;
        double last = axisMax();
        QVERIFY(last > 0);
        slider->setSliderDown(true);
        for (int position : positions) {
            slider->setValue(std::clamp(position, slider->minimum(), slider->maximum()));
            window.flushUpdates();
            changes += axisMax() != last ? 1 : 0;
            last = axisMax();
        }
        slider->setSliderDown(false);
        QVERIFY2(changes <= 1, qPrintable(QStringLiteral("the axis maximum changed %1 times").arg(changes)));
    }

    // A price drag moves costs, not throughput: the throughput chart has nothing to repaint.
    void priceDragRepaintsOnlyTheChartsItMoves()
    {
        ui::MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.flushUpdates();
        QTest::qWait(50);
        PaintCounter paints;
        for (ui::ChartWidget* chart : window.chartArea()->charts())
            chart->findChild<QGraphicsView*>()->viewport()->installEventFilter(&paints);
        QSlider* slider = window.parameterPanel()->field(QStringLiteral("price_per_gpu_hour"))->slider();
        slider->setSliderDown(true);
        for (int step = 1; step <= 10; ++step) {
            slider->setValue(slider->value() + 2);
            window.flushUpdates();
            QTest::qWait(20);
        }
        slider->setSliderDown(false);
        const auto paintsOf = [&](ui::ChartKind kind) {
            return paints.count(window.chartArea()->chart(kind)->findChild<QGraphicsView*>()->viewport());
        };
        QVERIFY2(paintsOf(ui::ChartKind::Cost) > 0, "the cost chart shows the new prices");
        QVERIFY2(paintsOf(ui::ChartKind::Breakdown) > 0, "the breakdown shows the new prices");
        QCOMPARE(paintsOf(ui::ChartKind::Pareto), 0);
        QCOMPARE(paintsOf(ui::ChartKind::Energy), 0);
    }

    // A closed tool panel is not re-run on every slider event; it catches up when it is opened.
    void closedToolPanelsCatchUpWhenShown()
    {
        ui::MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.flushUpdates();
        auto* sensitivity = window.findChild<ui::SensitivityPanel*>();
        QVERIFY(sensitivity);
        const double costBefore = sensitivity->result().baseCostPerMtokOutputUsd;
        QVERIFY(costBefore > 0);
        window.document()->setNumericInput(0, QStringLiteral("price_per_gpu_hour"), 2.82);
        window.flushUpdates();
        QCOMPARE(sensitivity->result().baseCostPerMtokOutputUsd, costBefore); // closed: not re-run
        window.toolsMenu()->actions().constFirst()->trigger();                // Tools > Sensitivity
        QCoreApplication::processEvents();
        // Twice the price, twice the cost per token at the same throughput.
        QVERIFY(qAbs(sensitivity->result().baseCostPerMtokOutputUsd / costBefore - 2.0) < 1e-6);
    }

    // A tool opened from the Tools menu is never a sliver beside charts that keep their minimum
    // width: it docks at a readable width or floats beside the window, whose width is kept.
    void toolPanelsOpenAtAReadableWidth_data()
    {
        QTest::addColumn<int>("windowWidthPx");
        QTest::newRow("1280 px") << 1280;
        QTest::newRow("1600 px") << 1600;
        QTest::newRow("2200 px") << 2200;
    }

    void toolPanelsOpenAtAReadableWidth()
    {
        QFETCH(int, windowWidthPx);
        ui::MainWindow window;
        window.resize(windowWidthPx, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.flushUpdates();
        const int widthBefore = window.width();
        window.toolsMenu()->actions().constFirst()->trigger(); // Tools > Sensitivity
        auto* panel = window.findChild<ui::SensitivityPanel*>();
        QVERIFY(panel);
        QDockWidget* dock = nullptr;
        for (QWidget* w = panel; w && !dock; w = w->parentWidget())
            dock = qobject_cast<QDockWidget*>(w);
        QVERIFY(dock);
        QTRY_VERIFY2(dock->width() >= 400, qPrintable(QStringLiteral("dock %1 px wide").arg(dock->width())));
        QVERIFY(dock->isVisible());
        QTRY_COMPARE(window.width(), widthBefore);
    }

    // With four scenarios at 1,280 px the ratio columns took their headers' width and left the
    // scenarios' own figures cut ("16,…", "$0.…").
    void fourScenariosKeepTheirFiguresWhole()
    {
        ui::MainWindow window;
        window.resize(1280, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->duplicateScenario(1);
        window.document()->duplicateScenario(0);
        window.flushUpdates();
        QCoreApplication::processEvents();
        const auto* table = qobject_cast<const QAbstractItemView*>(window.comparisonView());
        QVERIFY(table);
        const int scenarios = window.comparisonModel()->ratioColumn();
        QCOMPARE(scenarios, 4);
        // Every figure (a number, a price, a ratio) in a scenario's column is drawn whole.
        const QRegularExpression figure(QStringLiteral("^[-\u2212$]?[0-9][0-9,.]*( ?[%\u00d7a-zA-Z/]+)?$"));
        const QFontMetrics metrics(table->font());
        int figures = 0;
        for (int c = 0; c < scenarios; ++c) {
            for (int row = 0; row < window.comparisonModel()->rowCount(); ++row) {
                const QString text = window.comparisonModel()->index(row, c).data().toString();
                if (!figure.match(text).hasMatch())
                    continue;
                ++figures;
                const int needPx = metrics.horizontalAdvance(text) + 8; // the cell's margins
                QVERIFY2(static_cast<const QTableView*>(table)->columnWidth(c) >= needPx,
                         qPrintable(QStringLiteral("column %1: %2 px for \"%3\" (%4 px)")
                                        .arg(c)
                                        .arg(static_cast<const QTableView*>(table)->columnWidth(c))
                                        .arg(text)
                                        .arg(needPx)));
            }
        }
        QVERIFY(figures > 20);
    }

    // With two scenarios at 1,280 px a fixed twelve-character cap cut the ratio header to
    // "GB3…FP4 ÷ H200 …" and the article's to "Cost…oken article", beside room to spare.
    void twoScenariosShowTheirRatioHeadersWhole()
    {
        ui::MainWindow window;
        window.resize(1280, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.flushUpdates();
        QCoreApplication::processEvents();
        const auto* table = qobject_cast<const QTableView*>(window.comparisonView());
        QVERIFY(table);
        const QHeaderView* header = table->horizontalHeader();
        QCOMPARE(window.comparisonModel()->ratioColumn(), 2);
        QVERIFY(window.comparisonModel()->columnCount() > 3); // the article's column is there
        const int marginPx = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        for (int c = 2; c < window.comparisonModel()->columnCount(); ++c) {
            const QString text = window.comparisonModel()->headerData(c, Qt::Horizontal).toString();
            for (const QString& line : text.split(QLatin1Char('\n'))) {
                const int needPx = header->fontMetrics().horizontalAdvance(line) + marginPx;
                QTRY_VERIFY2(
                    header->sectionSize(c) >= needPx,
                    qPrintable(
                        QStringLiteral("\"%1\": %2 of %3 px").arg(line).arg(header->sectionSize(c)).arg(needPx)));
            }
        }
    }

    // A tool works on the selected scenario; two scenarios can share a GPU and inputs, so its
    // title bar names the one.
    void toolPanelsNameTheirScenario()
    {
        ui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->setSelectedIndex(1);
        window.flushUpdates();
        window.toolsMenu()->actions().constFirst()->trigger(); // Tools > Sensitivity
        QCoreApplication::processEvents();
        QDockWidget* dock = nullptr;
        for (QWidget* w = window.findChild<ui::SensitivityPanel*>(); w && !dock; w = w->parentWidget())
            dock = qobject_cast<QDockWidget*>(w);
        QVERIFY(dock);
        const auto nameOf = [&](int i) { return QString::fromStdString(window.document()->scenario(i).name); };
        QVERIFY2(dock->windowTitle().endsWith(nameOf(1)), qPrintable(dock->windowTitle()));
        window.document()->setSelectedIndex(0);
        window.flushUpdates();
        QCoreApplication::processEvents();
        QVERIFY2(dock->windowTitle().endsWith(nameOf(0)), qPrintable(dock->windowTitle()));
        QVERIFY(dock->windowTitle().startsWith(QStringLiteral("Sensitivity")));
    }

    // Below the inputs the notes took a fifth of the column, and at 900 px an open section of
    // inputs showed little: they are a tab beside the inputs, which open in front.
    void notesAreATabBesideTheInputs()
    {
        ui::MainWindow window;
        window.resize(1280, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* parameters = window.findChild<QDockWidget*>(QStringLiteral("parameterDock"));
        auto* notes = window.findChild<QDockWidget*>(QStringLiteral("notesDock"));
        QVERIFY(parameters && notes);
        QVERIFY(window.tabifiedDockWidgets(parameters).contains(notes));
        QVERIFY(!parameters->visibleRegion().isEmpty());
        QVERIFY(notes->visibleRegion().isEmpty());
    }

    // Floated again after it had floated near the screen's edge, a tool panel came back four
    // fifths off the screen: it is brought wholly onto it.
    void aFloatedToolPanelIsOnTheScreen()
    {
        ui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.toolsMenu()->actions().constFirst()->trigger(); // Tools > Sensitivity
        QCoreApplication::processEvents();
        QDockWidget* dock = nullptr;
        for (QWidget* w = window.findChild<ui::SensitivityPanel*>(); w && !dock; w = w->parentWidget())
            dock = qobject_cast<QDockWidget*>(w);
        QVERIFY(dock);
        dock->setFloating(true);
        QCoreApplication::processEvents();
        const QRect screen = dock->screen()->availableGeometry();
        dock->move(screen.right() - 100, screen.top() + 40);
        dock->setFloating(false);
        dock->setFloating(true);
        QCoreApplication::processEvents();
        QVERIFY2(screen.contains(dock->frameGeometry()),
                 qPrintable(QStringLiteral("panel at %1,%2 %3x%4 on a screen %5 px wide")
                                .arg(dock->x())
                                .arg(dock->y())
                                .arg(dock->width())
                                .arg(dock->height())
                                .arg(screen.width())));
    }

    // The panel's capacity is of the typed inputs, the status bar's of the configuration the
    // comparison chose: with both on screen the panel says which it is of.
    void capacityNamesTheConfigurationItIsOf()
    {
        ui::MainWindow window;
        window.document()->setSelectedIndex(1); // GB300: the comparison chooses its own layout
        window.flushUpdates();
        QString capacity;
        for (const QLabel* label : window.parameterPanel()->findChildren<QLabel*>())
            if (label->text().contains(QStringLiteral("sequences per instance")))
                capacity = label->text();
        QVERIFY2(capacity.contains(QStringLiteral("The comparison shows this scenario at")), qPrintable(capacity));
        const core::ScenarioInputs& typed = window.document()->scenario(1).inputs;
        QVERIFY2(capacity.startsWith(QStringLiteral("These inputs (TP %1 / EP %2): Fits up to")
                                         .arg(typed.tensorParallel)
                                         .arg(typed.expertParallel)),
                 qPrintable(capacity));
    }

    // At equal interactivity with TP 4 typed, the panel read "The weights alone do not fit" in bold
    // red beside a status bar reading "Fits: batch 19 of 499 … Meets SLO", and the batch slider
    // stood at its end beside a typed 7.
    void inputsThatDoNotFitAreANoteWhereTheComparisonChoseOthers()
    {
        ui::MainWindow window;
        window.flushUpdates();
        QVERIFY(window.document()->serviceLevel().mode == core::ServiceLevelMode::EqualInteractivity);
        core::ScenarioInputs in = window.document()->scenario(0).inputs;
        in.tensorParallel = 2; // DeepSeek-R1 FP8 on two H200s: the weights alone overflow
        in.batch = 7;
        window.document()->setInputs(0, in, QStringLiteral("TP 2"));
        window.flushUpdates();
        const QLabel* capacity = nullptr;
        for (const QLabel* label : window.parameterPanel()->findChildren<QLabel*>())
            if (label->text().contains(QStringLiteral("The weights alone do not fit")))
                capacity = label;
        QVERIFY(capacity);
        QVERIFY2(capacity->text().contains(QStringLiteral("The comparison shows this scenario at")),
                 qPrintable(capacity->text()));
        QVERIFY2(!capacity->styleSheet().contains(QStringLiteral("#c62828")), qPrintable(capacity->styleSheet()));
        QVERIFY(!window.parameterPanel()->field(QStringLiteral("batch"))->slider()->isEnabled());
        // At the operating point the inputs are what is shown: then it is an alarm.
        window.document()->setServiceLevel(core::ServiceLevel{});
        window.flushUpdates();
        QVERIFY2(capacity->styleSheet().contains(QStringLiteral("#c62828")), qPrintable(capacity->styleSheet()));
    }

    void infeasibleBatchIsFlagged()
    {
        ui::MainWindow window;
        // At the operating point the scenario's own batch is what the window shows.
        window.document()->setServiceLevel(core::ServiceLevel{});
        window.flushUpdates();
        ui::SliderField* batch = window.parameterPanel()->field(QStringLiteral("batch"));
        QVERIFY(!batch->hasWarning());
        QVERIFY(batch->mark() > 1); // the capacity limit is drawn on the slider
        const int capacity = static_cast<int>(batch->mark());
        QCOMPARE(batch->sliderMaximum(), double(capacity));
        batch->field()->setValue(capacity + 1); // typed into the exact field
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs.batch, capacity + 1);
        QVERIFY(batch->hasWarning());
        QVERIFY(window.fitStatus().contains(QStringLiteral("Does not fit")));
        QVERIFY(!window.chartArea()->series()[0].currentFits);
        QCOMPARE(window.headlineCards()->valueText(0), QStringLiteral("does not fit"));
        // Eight cards saying so in their large type wrap rather than widen the window past a
        // 1280 px screen (they made it 1755 px wide).
        window.resize(1280, 720);
        window.show();
        QCoreApplication::processEvents();
        QVERIFY2(window.width() <= 1280, qPrintable(QString::number(window.width())));
        window.document()->undoStack()->undo();
        window.flushUpdates();
        QVERIFY(!batch->hasWarning());
        QVERIFY(window.fitStatus().startsWith(QStringLiteral("Fits")));
        // A figure never breaks across lines on a narrow card ("0.140" split at its point).
        for (const QLabel* label : window.headlineCards()->findChildren<QLabel*>())
            if (label->text() == window.headlineCards()->valueText(0))
                QVERIFY(!label->wordWrap());
    }

    void weightOnlyPrecisionIsAllowedWithANote()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::ParameterPanel* panel = window.parameterPanel();
        QAbstractButton* fp4 = panel->precisionButton(core::Precision::FP4);
        QVERIFY(fp4->isEnabled()); // FP4 on H200 runs weight-only with BF16 math (W4A16)
        QVERIFY(fp4->toolTip().contains(QStringLiteral("weight-only")));
        QVERIFY(panel->requestPrecision(core::Precision::FP4));
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs.precision, core::Precision::FP4);
        QVERIFY(window.fitStatus().contains(QStringLiteral("weight-only")));
    }

    // A GPU with BF16 math only (an A100-like user entry carried by a workbook) runs FP4 and FP8
    // weight-only with BF16 math, as the model computes it (core::precisionSupport).
    void narrowPrecisionOnABf16OnlyGpuIsWeightOnly()
    {
        ui::MainWindow window;
        core::WorkbookData data = ui::DocumentModel::defaultWorkbook();
        core::Hardware hw = *core::Catalog::builtIn().findHardware("h200");
        hw.id = "bf16-only";
        hw.name = "BF16-only GPU";
        hw.denseTflops = {312, 0, 0};
        hw.userDefined = true;
        hw.calibrated = false;
        data.customHardware.push_back(hw);
        data.scenarios[0].inputs.hardwareId = "bf16-only";
        data.scenarios[0].inputs.precision = core::Precision::BF16;
        data.scenarios[0].inputs.tensorParallel = 8;
        window.document()->resetFrom(data);
        window.flushUpdates();
        ui::ParameterPanel* panel = window.parameterPanel();
        QAbstractButton* fp4 = panel->precisionButton(core::Precision::FP4);
        QVERIFY(fp4->isEnabled());
        QVERIFY(fp4->toolTip().contains(QStringLiteral("math runs at BF16")));
        QVERIFY(panel->precisionButton(core::Precision::FP8)->isEnabled()); // FP8 weight-only, BF16 math
        QVERIFY(panel->requestPrecision(core::Precision::FP4));
        window.flushUpdates();
        QVERIFY(window.fitStatus().contains(QStringLiteral("FP4 weight-only (math at BF16)")));
    }

    void hardwareChangeIsOneStepWithItsDefaults()
    {
        ui::MainWindow window;
        window.flushUpdates();
        QComboBox* combo = window.parameterPanel()->hardwareCombo();
        const int b200 = combo->findData(QStringLiteral("b200"));
        QVERIFY(b200 >= 0);
        combo->setCurrentIndex(b200);
        emit combo->activated(b200);
        // Expected: the catalog defaults exactly as core applies them.
        core::ScenarioInputs expected = core::defaultHopperScenario();
        expected.hardwareId = "b200";
        core::applyHardwareDefaults(expected, window.document()->catalog());
        QCOMPARE(window.document()->scenario(0).inputs.hardwareId, std::string("b200"));
        QCOMPARE(window.document()->scenario(0).inputs.pricePerGpuHourUsd, expected.pricePerGpuHourUsd);
        QCOMPARE(window.document()->scenario(0).inputs.allInKwPerGpu, expected.allInKwPerGpu);
        QVERIFY(expected.pricePerGpuHourUsd != 1.41);
        QCOMPARE(window.document()->undoStack()->count(), 1);
        window.document()->undoStack()->undo();
        QCOMPARE(window.document()->scenario(0).inputs, core::defaultHopperScenario());
    }

    void copiesOfAScenarioWithoutAColourAreToldApart()
    {
        // A file saved by the CLI stores no colours: its scenarios show the palette's colours by
        // place, and copies took the first of them again (two blue "H200 test" lines).
        core::WorkbookData data;
        data.scenarios = {{"H200 test", core::defaultHopperScenario(), "", "", true}};
        ui::DocumentModel doc;
        doc.resetFrom(data);
        for (int copy = 0; copy < 3; ++copy) {
            doc.duplicateScenario(doc.scenarioCount() - 1);
            doc.addScenario({"added", core::defaultBlackwellScenario(), "", "", false});
        }
        QSet<QString> shown;
        for (int i = 0; i < doc.scenarioCount(); ++i)
            shown.insert(doc.scenarioColour(i).name());
        QCOMPARE(shown.size(), doc.scenarioCount());
    }

    void scenarioListEditsAreUndoable()
    {
        ui::DocumentModel doc;
        doc.resetFrom(ui::DocumentModel::defaultWorkbook());
        ui::ScenarioListModel list(&doc);
        QAbstractItemModelTester tester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
        doc.duplicateScenario(1);
        QCOMPARE(doc.scenarioCount(), 3);
        QCOMPARE(doc.scenario(2).name, std::string("GB300 NVL72 FP4 (2)"));
        QVERIFY(doc.scenarioColour(2) != doc.scenarioColour(1));
        // A copy of the copy is "(3)", not "(2) (2)".
        doc.duplicateScenario(2);
        QCOMPARE(doc.scenario(3).name, std::string("GB300 NVL72 FP4 (3)"));
        doc.undoStack()->undo();
        // An empty name or another scenario's is refused where it is typed and says why; it was
        // silently ignored, or silently made "GB300 NVL72 FP4 (2)" for an H200 scenario.
        QSignalSpy refusals(&list, &ui::ScenarioListModel::renameRefused);
        QVERIFY(!list.setData(list.index(0), QStringLiteral("  ")));
        QVERIFY(!list.setData(list.index(0), QStringLiteral("GB300 NVL72 FP4")));
        QCOMPARE(refusals.count(), 2);
        QCOMPARE(doc.scenario(0).name, std::string("H200 FP8"));
        QVERIFY(list.setData(list.index(2), QStringLiteral("GB300 \u5feb\u901f"))); // CJK names are fine
        QCOMPARE(QString::fromStdString(doc.scenario(2).name), QStringLiteral("GB300 \u5feb\u901f"));
        doc.setBaseline(2);
        QCOMPARE(doc.baselineIndex(), 2);
        doc.moveScenario(2, 0);
        QCOMPARE(doc.baselineIndex(), 0);
        doc.setSelectedIndex(0);
        doc.removeScenario(0);
        QCOMPARE(doc.scenarioCount(), 2);
        QCOMPARE(doc.baselineIndex(), 0); // a deleted baseline hands the role on
        doc.undoStack()->undo();          // the deletion undone: the scenario is back, and in view
        QCOMPARE(doc.scenarioCount(), 3);
        QCOMPARE(doc.selectedIndex(), 0);
        QCOMPARE(QString::fromStdString(doc.scenario(0).name), QStringLiteral("GB300 \u5feb\u901f"));
        doc.setSelectedIndex(2);
        doc.undoStack()->redo();
        QCOMPARE(doc.scenarioCount(), 2);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(doc.toWorkbookData().scenarios.size(), size_t(2));
        QCOMPARE(doc.scenario(0).name, std::string("H200 FP8"));
        QVERIFY(doc.scenario(0).baseline);
    }

    // Ctrl+Y did not redo and Save As had no key without a desktop theme.
    void redoAndSaveAsHaveTheirUsualKeys()
    {
        ui::MainWindow window;
        bool redo = false;
        bool saveAs = false;
        for (const QAction* action : window.findChildren<QAction*>()) {
            const QString text = action->text().remove(QLatin1Char('&'));
            redo = redo || (text.startsWith(QStringLiteral("Redo")) &&
                            action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
            saveAs = saveAs || (text.startsWith(QStringLiteral("Save As")) &&
                                action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
        }
        QVERIFY(redo);
        QVERIFY(saveAs);
    }

    void comparisonTableHasTheArticlesRows()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::ComparisonTableModel* model = window.comparisonModel();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Two scenarios, the GB300 ÷ H200 ratio and the cost-per-token article's published ratios.
        QCOMPARE(model->columnCount(), 4);
        QCOMPARE(model->referenceColumn(), 3);
        QCOMPARE(model->data(model->index(ui::ComparisonTableModel::TokSPerGpu, 3)).toString(),
                 QStringLiteral("65\u00d7"));
        // $/GPU-h: the cost-per-token article's $1.41 (H200) and $2.65 (GB300 NVL72); ratio 2.65 / 1.41.
        QCOMPARE(model->metricValue(ui::ComparisonTableModel::UsdPerGpuHour, 0), 1.41);
        QCOMPARE(model->metricValue(ui::ComparisonTableModel::UsdPerGpuHour, 1), 2.65);
        const QVariant ratio = model->data(model->index(ui::ComparisonTableModel::UsdPerGpuHour, 2), Qt::UserRole);
        QVERIFY(qAbs(ratio.toDouble() - 2.65 / 1.41) < 1e-9);
        // Each ratio says what it divides, and the published ones where they come from.
        const QString ratioTip =
            model->data(model->index(ui::ComparisonTableModel::UsdPerGpuHour, 2), Qt::ToolTipRole).toString();
        QVERIFY2(ratioTip.contains(QStringLiteral("GB300 NVL72 FP4 \u00f7 H200 FP8: $2.65 \u00f7 $1.41")),
                 qPrintable(ratioTip));
        const QString publishedTip =
            model->data(model->index(ui::ComparisonTableModel::TokSPerGpu, 3), Qt::ToolTipRole).toString();
        QVERIFY2(publishedTip.contains(QStringLiteral("重新思考 AI TCO")), qPrintable(publishedTip));

        // The article compared the two at equal interactivity, GB300 at FP4 against H200 at FP8: its
        // ratios stood beside the operating points' and beside other precisions, which they are not.
        core::ServiceLevel level = window.document()->serviceLevel();
        level.mode = core::ServiceLevelMode::OperatingPoint;
        window.document()->setServiceLevel(level);
        window.flushUpdates();
        QCOMPARE(model->referenceColumn(), -1);
        level.mode = core::ServiceLevelMode::EqualInteractivity;
        window.document()->setServiceLevel(level);
        window.flushUpdates();
        QCOMPARE(model->referenceColumn(), 3);
        core::ScenarioInputs gb300 = window.document()->scenario(1).inputs;
        gb300.precision = core::Precision::FP8;
        window.document()->setInputs(1, gb300, QStringLiteral("FP8"));
        window.flushUpdates();
        QCOMPARE(model->referenceColumn(), -1);
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
