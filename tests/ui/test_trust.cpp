// Every number on screen is the one the user asked for: a value a field cannot read exactly is
// refused with a visible message and changes nothing, the wheel scrolls the panel, names follow
// the configuration, a hardware change says what it replaced, and the analyst panels evaluate the
// same catalog as the charts.
#include "core/catalog/catalogjson.h"
#include "tests/testutil/testdata.h"
#include "ui/chartarea.h"
#include "ui/charts/chartstyle.h"
#include "ui/charts/chartwidget.h"
#include "ui/comparisontablemodel.h"
#include "ui/documentmodel.h"
#include "ui/elidedlabel.h"
#include "ui/fittedlabel.h"
#include "ui/headlinecards.h"
#include "ui/mainwindow.h"
#include "ui/numberentry.h"
#include "ui/numberformat.h"
#include "ui/panels/disaggpanel.h"
#include "ui/panels/sensitivitypanel.h"
#include "ui/parameterpanel.h"
#include "ui/pricepresetbox.h"
#include "ui/recomputescheduler.h"
#include "ui/scenariolistmodel.h"
#include "ui/sliderfield.h"
#include "ui/ttfttext.h"
#include "ui/uisettings.h"
#include "ui/workbookcontroller.h"
#include "ui/wrappedtooltips.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFocusEvent>
#include <QHeaderView>
#include <QHelpEvent>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QStackedWidget>
#include <QStandardItem>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QUndoStack>
#include <QWheelEvent>

using namespace tf;

namespace {

/// Types `text` into the field as a user would (select all, type, Enter).
void typeInto(QDoubleSpinBox* box, const QString& text)
{
    box->setFocus();
    QLineEdit* edit = box->findChild<QLineEdit*>();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

void wheelOver(QWidget* widget, int steps)
{
    const QPointF at(widget->width() / 2.0, widget->height() / 2.0);
    QWheelEvent event(at, widget->mapToGlobal(at), QPoint(), QPoint(0, -120 * steps), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(widget, &event);
}

/// Shows the window at `size` with its first results drawn; false if it never got on screen.
bool shownAt(ui::MainWindow& window, const QSize& size)
{
    window.resize(size);
    window.show();
    window.flushUpdates();
    return QTest::qWaitForWindowExposed(&window);
}

} // namespace

class TestTrust : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void parseNumber_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<double>("value");
        QTest::newRow("English decimal point") << "en_US"
                                               << "1.5" << true << 1.5;
        QTest::newRow("English group of three") << "en_US"
                                                << "1,024" << true << 1024.0;
        QTest::newRow("English comma is not a decimal") << "en_US"
                                                        << "1,5" << false << 0.0;
        QTest::newRow("English broken group") << "en_US"
                                              << "10,24" << false << 0.0;
        QTest::newRow("German decimal comma") << "de_DE"
                                              << "1,5" << true << 1.5;
        QTest::newRow("German point is a group separator") << "de_DE"
                                                           << "1.5" << false << 0.0;
        QTest::newRow("German group of three") << "de_DE"
                                               << "1.024,5" << true << 1024.5;
        QTest::newRow("exponent in range") << "en_US"
                                           << "2e1" << true << 20.0;
        QTest::newRow("exponent out of range") << "en_US"
                                               << "1e9" << false << 0.0;
        QTest::newRow("negative below minimum") << "en_US"
                                                << "-5" << false << 0.0;
        QTest::newRow("overflow") << "en_US"
                                  << "1e999" << false << 0.0;
        QTest::newRow("letters") << "en_US"
                                 << "abc" << false << 0.0;
        QTest::newRow("empty") << "en_US"
                               << "  " << false << 0.0;
    }
    void parseNumber()
    {
        QFETCH(QString, locale);
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(double, value);
        const ui::ParsedNumber parsed = ui::parseNumber(text, QLocale(locale), 0.01, 1e6, 2);
        QCOMPARE(parsed.ok, ok);
        QCOMPARE(parsed.refusal.isEmpty(), ok);
        if (ok)
            QCOMPARE(parsed.value, value);
        // "1e999" is too large, not a misplaced decimal separator, as it was once called.
        if (!ok && text.contains(QLatin1Char('e')))
            QVERIFY2(parsed.refusal.contains(QStringLiteral("out of range")), qPrintable(parsed.refusal));
    }

    void exportsStartInTheFolderOfTheLastExport()
    {
        // A board pack is exported piece by piece into one folder; each dialog started in Documents.
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        ui::UiSettings().setExportFolder(folder.path());
        QCOMPARE(ui::UiSettings().exportFolder(), folder.path());
        // A folder since removed is not offered.
        ui::UiSettings().setExportFolder(folder.path() + QStringLiteral("/gone"));
        QCOMPARE(ui::UiSettings().exportFolder(), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    }

    void inputsReadAsTheyWereSet()
    {
        // The report's assumptions read "1.730 kW" beside "1.73 kW" on the summary.
        QCOMPARE(ui::format::numberAsSet(1.73), QStringLiteral("1.73"));
        QCOMPARE(ui::format::numberAsSet(0.075), QStringLiteral("0.075"));
        QCOMPARE(ui::format::numberAsSet(1024), QStringLiteral("1,024"));
        QCOMPARE(ui::format::numberAsSet(1), QStringLiteral("1"));
        QCOMPARE(ui::format::numberAsSet(-2.5), QStringLiteral("\u22122.5"));
    }

    void dollarInputsReadAsTheyWereSet_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("price") << 1.3 << QStringLiteral("$1.30");
        QTest::newRow("token price") << 0.55 << QStringLiteral("$0.55");
        QTest::newRow("electricity") << 0.123 << QStringLiteral("$0.123");
        QTest::newRow("capex, not rounded to $35,800") << 35750.0 << QStringLiteral("$35,750");
        QTest::newRow("whole") << 2.0 << QStringLiteral("$2.00");
        QTest::newRow("negative") << -1.5 << QStringLiteral("\u2212$1.50");
        QTest::newRow("not a number") << std::nan("") << QStringLiteral("\u2013");
    }

    void theProfilesTooltipNamesItsKnobsForTheReader()
    {
        // It listed "layer_overhead_us sequence_overhead_us prefill_efficiency …" and the levels the
        // fit shrank towards ("nvidia-hopper/sglang").
        ui::MainWindow window;
        window.flushUpdates();
        const QString tip = window.profileStatusToolTip();
        QVERIFY2(tip.contains(QStringLiteral("Framework cost per layer per step, us")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("measured rows (DeepSeek-R1 / V3 (671B)) of inferencex_points.csv")),
                 qPrintable(tip));
        QVERIFY2(!tip.contains(QStringLiteral("layer_overhead_us")) && !tip.contains(QStringLiteral("nvidia-hopper")),
                 qPrintable(tip));
    }

    void dollarFieldsLeadWithTheDollarSign()
    {
        // Capex read "35,750 $" in both languages, beside "$1.41" everywhere else.
        ui::MainWindow window;
        window.flushUpdates();
        ui::SliderField* capex = window.parameterPanel()->field(QStringLiteral("capex_per_gpu"));
        QVERIFY(capex);
        QCOMPARE(capex->field()->findChild<QLineEdit*>()->text(), QStringLiteral("$35,750"));
        // What the user types is read with or without the sign.
        QCOMPARE(capex->field()->valueFromText(QStringLiteral("$40,000")), 40000.0);
        QCOMPARE(capex->field()->valueFromText(QStringLiteral("40000")), 40000.0);
    }

    void dollarInputsReadAsTheyWereSet()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(ui::format::usdAsSet(value), text);
    }

    void wholeNumbersOnlyInIntegerFields()
    {
        QVERIFY(!ui::parseNumber(QStringLiteral("2.5"), QLocale(QLocale::English), 1, 1024, 0).ok);
        QVERIFY(ui::parseNumber(QStringLiteral("64"), QLocale(QLocale::English), 1, 1024, 0).ok);
    }

    // The GPU price's limit read "enter 0.010 to 1,000.000": a thousand dollars that looked like a million.
    void rangeRefusalsWriteTheBoundsPlainly()
    {
        const ui::ParsedNumber english =
            ui::parseNumber(QStringLiteral("1500"), QLocale(QLocale::English), 0.01, 1000, 3);
        QVERIFY(!english.ok);
        QVERIFY2(english.refusal.contains(QStringLiteral("enter 0.01 to 1,000.")), qPrintable(english.refusal));
        const ui::ParsedNumber german = ui::parseNumber(QStringLiteral("0"), QLocale(QLocale::German), 0.5, 2000, 2);
        QVERIFY2(german.refusal.contains(QStringLiteral("0,5 to 2.000")), qPrintable(german.refusal));
        const ui::ParsedNumber whole = ui::parseNumber(QStringLiteral("0"), QLocale(QLocale::English), 1, 1024, 0);
        QVERIFY2(whole.refusal.contains(QStringLiteral("1 to 1,024")), qPrintable(whole.refusal));
    }

    // "1,5", "1e9" and "-5" in the GPU price field once became $15, $19 and $5 without a word.
    void misreadPricesAreRefusedAndChangeNothing_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::newRow("comma in an English locale") << "1,5";
        QTest::newRow("far out of range") << "1e9";
        QTest::newRow("negative") << "-5";
    }
    void misreadPricesAreRefusedAndChangeNothing()
    {
        QFETCH(QString, typed);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ui::MainWindow window;
        window.show();
        window.flushUpdates();
        ui::SliderField* price = window.parameterPanel()->field(QStringLiteral("price_per_gpu_hour"));
        typeInto(price->field(), typed);
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs.pricePerGpuHourUsd, 1.41);
        QCOMPARE(window.document()->undoStack()->count(), 0);
        QVERIFY2(!price->refusal().isEmpty(), "the refusal must be visible at the field");
        QVERIFY(price->refusal().contains(typed));
        // Escape abandons the edit: the box shows its value and the message goes with the edit.
        QLineEdit* edit = price->field()->findChild<QLineEdit*>();
        QTest::keyClick(edit, Qt::Key_Escape);
        QVERIFY(price->refusal().isEmpty());
        QCOMPARE(edit->text(), QStringLiteral("$1.41/GPU-h")); // dollars lead, as on every card
        // A refused edit shows its message again, and typing a new edit clears it.
        typeInto(price->field(), typed);
        QVERIFY(!price->refusal().isEmpty());
        QTest::keyClicks(edit, QStringLiteral("2"));
        QVERIFY(price->refusal().isEmpty());
        // Leaving the box after a refusal: it shows its value again, and the message goes with the
        // edit (it stood under 1.41 while other fields were edited).
        typeInto(price->field(), typed);
        QVERIFY(!price->refusal().isEmpty());
        QFocusEvent leave(QEvent::FocusOut, Qt::TabFocusReason);
        QCoreApplication::sendEvent(price->field(), &leave);
        QCOMPARE(edit->text(), QStringLiteral("$1.41/GPU-h"));
        QVERIFY2(price->refusal().isEmpty(), qPrintable(price->refusal()));
        // A good value afterwards is taken and clears the message.
        typeInto(price->field(), QStringLiteral("2.5"));
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs.pricePerGpuHourUsd, 2.5);
        QVERIFY(price->refusal().isEmpty());
    }

    // "2.3456" in the GPU price field was kept as $2.346 without a word; the field says so now, in the
    // colour of a note, not of a refusal, and the note goes with the next edit.
    void aPriceTypedFinerThanShownSaysItIsRounded()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ui::MainWindow window;
        window.show();
        window.flushUpdates();
        ui::SliderField* price = window.parameterPanel()->field(QStringLiteral("price_per_gpu_hour"));
        typeInto(price->field(), QStringLiteral("2.3456"));
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs.pricePerGpuHourUsd, 2.346);
        QVERIFY(price->refusal().isEmpty());
        QVERIFY2(price->note().startsWith(QStringLiteral("2.3456 is kept as 2.346: this field holds 3 decimal")),
                 qPrintable(price->note()));
        // The same rounding again changes no value and still says so.
        typeInto(price->field(), QStringLiteral("2.3459"));
        window.flushUpdates();
        QVERIFY(price->note().startsWith(QStringLiteral("2.3459 is kept as 2.346")));
        QLineEdit* edit = price->field()->findChild<QLineEdit*>();
        QTest::keyClicks(edit, QStringLiteral("9"));
        QVERIFY(price->note().isEmpty());
        typeInto(price->field(), QStringLiteral("3.5"));
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs.pricePerGpuHourUsd, 3.5);
        QVERIFY(price->note().isEmpty());
        // Three decimals are held and shown as typed; a price with fewer shows cents, not "3.500".
        typeInto(price->field(), QStringLiteral("2.652"));
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs.pricePerGpuHourUsd, 2.652);
        QCOMPARE(edit->text(), QStringLiteral("$2.652/GPU-h"));
        typeInto(price->field(), QStringLiteral("3.5"));
        window.flushUpdates();
        QCOMPARE(edit->text(), QStringLiteral("$3.50/GPU-h"));
    }

    void decimalCommaInAGermanLocale()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        ui::MainWindow window;
        window.show();
        window.flushUpdates();
        ui::SliderField* price = window.parameterPanel()->field(QStringLiteral("price_per_gpu_hour"));
        typeInto(price->field(), QStringLiteral("1,5"));
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs.pricePerGpuHourUsd, 1.5);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    // Scrolling the panel once moved input tokens from 1,024 to 649.
    void wheelOverAnUnfocusedInputScrollsInstead()
    {
        ui::MainWindow window;
        window.show();
        window.flushUpdates();
        const core::ScenarioInputs before = window.document()->scenario(0).inputs;
        ui::ParameterPanel* panel = window.parameterPanel();
        panel->setFocus();
        for (QSlider* slider : panel->findChildren<QSlider*>())
            wheelOver(slider, 3);
        for (QDoubleSpinBox* box : panel->findChildren<QDoubleSpinBox*>())
            wheelOver(box, 3);
        for (QComboBox* combo : panel->findChildren<QComboBox*>())
            wheelOver(combo, 1);
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs, before);
        QCOMPARE(window.document()->undoStack()->count(), 0);
    }

    // Scrolling over the Monte Carlo tool once turned its seed, and with it the answer.
    void wheelOverAToolPanelsInputsChangesNothing()
    {
        ui::MainWindow window;
        window.show();
        window.flushUpdates();
        for (QAction* tool : window.toolsMenu()->actions())
            tool->trigger();
        QCoreApplication::processEvents();
        QList<QAbstractSpinBox*> boxes;
        for (QDockWidget* dock : window.findChildren<QDockWidget*>())
            if (dock->objectName().startsWith(QStringLiteral("toolDock_")))
                boxes += dock->findChildren<QAbstractSpinBox*>();
        QVERIFY(boxes.size() >= 3);
        window.setFocus();
        for (QAbstractSpinBox* box : boxes) {
            const QString before = box->text();
            wheelOver(box, 3);
            QCOMPARE(box->text(), before);
        }
    }

    // An MI355X once kept TensorRT-LLM, which does not run on AMD; MI455X silently kept the
    // previous GPU's price.
    void hardwareChangeSaysWhatItReplacedOrKept()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::DocumentModel* doc = window.document();
        core::ScenarioInputs in = doc->scenario(0).inputs;
        in.frameworkId = "trtllm";
        doc->setInputs(0, in, QStringLiteral("use TensorRT-LLM"));
        window.flushUpdates();
        ui::ParameterPanel* panel = window.parameterPanel();
        QSignalSpy messages(panel, &ui::ParameterPanel::message);
        QComboBox* hardware = panel->hardwareCombo();
        const auto choose = [&](const char* id) {
            const int row = hardware->findData(QString::fromLatin1(id));
            QVERIFY(row >= 0);
            hardware->setCurrentIndex(row);
            emit hardware->activated(row);
            window.flushUpdates();
        };
        choose("mi355x");
        QVERIFY(doc->scenario(0).inputs.frameworkId != "trtllm");
        QCOMPARE(messages.count(), 1);
        QVERIFY(messages.at(0).at(0).toString().contains(QStringLiteral("does not run on")));
        ui::SliderField* price = panel->field(QStringLiteral("price_per_gpu_hour"));
        QVERIFY(!price->hasWarning());
        QVERIFY(price->field()->toolTip().contains(QStringLiteral("owning cost")));

        choose("mi455x");
        QCOMPARE(messages.count(), 2);
        QVERIFY(messages.at(1).at(0).toString().contains(QStringLiteral("no catalog price")));
        QVERIFY(price->hasWarning());
        doc->undoStack()->undo();
        window.flushUpdates();
        QVERIFY(!price->hasWarning());
    }

    // A scenario named "GB300 NVL72 FP4" was once an MI355X running Qwen3 in legend, table and list.
    void scenarioNamesFollowTheirConfigurationUntilRenamed()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::DocumentModel* doc = window.document();
        QCOMPARE(QString::fromStdString(doc->scenario(1).name), QStringLiteral("GB300 NVL72 FP4"));
        core::ScenarioInputs in = doc->scenario(1).inputs;
        in.hardwareId = "mi355x";
        core::applyHardwareDefaults(in, doc->catalog());
        in.precision = core::Precision::FP8;
        doc->setInputs(1, in, QStringLiteral("Change hardware"));
        QCOMPARE(QString::fromStdString(doc->scenario(1).name), QStringLiteral("MI355X FP8"));
        QCOMPARE(doc->undoStack()->count(), 1); // name and inputs are one step
        doc->undoStack()->undo();
        QCOMPARE(QString::fromStdString(doc->scenario(1).name), QStringLiteral("GB300 NVL72 FP4"));
        QCOMPARE(doc->scenario(1).inputs, core::defaultBlackwellScenario());

        doc->renameScenario(1, QStringLiteral("Blackwell plan"));
        doc->setInputs(1, in, QStringLiteral("Change hardware"));
        QCOMPARE(QString::fromStdString(doc->scenario(1).name), QStringLiteral("Blackwell plan"));
    }

    void powerBelowTheBoardTdpIsFlaggedAtTheField()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::SliderField* power = window.parameterPanel()->field(QStringLiteral("kw_per_gpu"));
        QVERIFY(!power->hasWarning());
        window.document()->setNumericInput(0, QStringLiteral("kw_per_gpu"), 0.5);
        window.flushUpdates();
        QVERIFY(power->hasWarning());
        QVERIFY(power->field()->toolTip().contains(QStringLiteral("board TDP")));
    }

    // With an imported GPU the window worked while Sensitivity said "unknown hardware 'acme-x1'".
    void analystPanelsUseTheWorkbooksCatalog()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::DocumentModel* doc = window.document();
        auto entries = core::readCatalogEntries(TF_TEST_DATA("catalog/spec-sheet-gpu.json").toStdString());
        QVERIFY(entries.ok());
        doc->importCatalogEntries(*entries);
        core::ScenarioInputs in = doc->scenario(0).inputs;
        in.hardwareId = "acme-x1";
        in.modelId = "llama-3.3-70b";
        in.tensorParallel = in.prefillTensorParallel = 4;
        doc->setInputs(0, in, QStringLiteral("use Acme"));
        window.flushUpdates();
        auto* sensitivity = window.findChild<ui::SensitivityPanel*>();
        QVERIFY(sensitivity);
        QVERIFY(sensitivity->recompute());
        QVERIFY(!sensitivity->result().rows.empty());
    }

    // The cards read "1/3.02 vs baseline" beside "5.68×" and "+65% vs H200 FP4": each card took the
    // longest form its own width held. Now all take the longest form that every card holds.
    void theCardsCompareInOneForm()
    {
        for (const int widthPx : {1280, 1600, 2200}) {
            ui::MainWindow window;
            QVERIFY(shownAt(window, QSize(widthPx, 900)));
            window.document()->setSelectedIndex(1); // not the baseline: every card compares
            window.flushUpdates();
            QCoreApplication::processEvents();
            QStringList shown;
            int named = 0;    // "… vs H200 FP8"
            int baseline = 0; // "… vs baseline"
            for (ui::ElidedLabel* change : window.findChild<ui::HeadlineCards*>()->findChildren<ui::ElidedLabel*>()) {
                if (!change->hasShorterForms())
                    continue;
                const QString text = change->shownText();
                shown << text;
                named +=
                    text.endsWith(QStringLiteral(" vs ") + QString::fromStdString(window.document()->scenario(0).name));
                baseline += text.endsWith(QStringLiteral(" vs baseline"));
            }
            QVERIFY(shown.size() >= 6);
            const QString where = QStringLiteral("%1 px: %2").arg(widthPx).arg(shown.join(QStringLiteral(" | ")));
            QVERIFY2(named == 0 || named == shown.size(), qPrintable(where));
            QVERIFY2(baseline == 0 || baseline == shown.size(), qPrintable(where));
        }
    }

    // The minimum size was 1062x806: no fit on 1280x720, 1366x768 or 2560x1440 at 200%.
    void windowFitsA1280By720Screen()
    {
        ui::MainWindow window;
        QVERIFY(shownAt(window, QSize(1280, 860)));
        // Whichever scenario is selected: with the GB300 one it needed 1,310 px.
        for (int selected = 0; selected < window.document()->scenarioCount(); ++selected) {
            window.document()->setSelectedIndex(selected);
            window.flushUpdates();
            // A card's new minimum reaches the window over a layout request per level of nesting.
            for (int level = 0; level < 4; ++level)
                QCoreApplication::processEvents();
            const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
            QString widest; // the widgets that ask for the most, to say which one grew
            for (QWidget* w : window.findChildren<QWidget*>())
                if (w->isVisible() && w->minimumSizeHint().width() > 500)
                    widest += QStringLiteral(" %1:%2")
                                  .arg(QString::fromLatin1(w->metaObject()->className()))
                                  .arg(w->minimumSizeHint().width());
            // Every card's figure is drawn whole, in smaller type where its card is narrow.
            for (ui::FittedLabel* value : window.findChildren<ui::FittedLabel*>()) {
                QFont drawn = value->font();
                drawn.setPointSizeF(value->shownPointSize());
                QVERIFY2(QFontMetricsF(drawn).horizontalAdvance(value->text()) <= value->contentsRect().width() + 0.5,
                         qPrintable(QStringLiteral("scenario %1: '%2' at %3 pt in %4 px (font %5 pt)")
                                        .arg(selected)
                                        .arg(value->text())
                                        .arg(value->shownPointSize())
                                        .arg(value->contentsRect().width())
                                        .arg(value->font().pointSizeF())));
            }
            QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 680,
                     qPrintable(QStringLiteral("scenario %1: %2x%3;%4")
                                    .arg(selected)
                                    .arg(minimum.width())
                                    .arg(minimum.height())
                                    .arg(widest)));
        }
    }

    // A long profile status ("measured on deepseek-r1, not on glm-5") widened the window past a
    // 1600 px screen. It now ends in "…" there, and its tooltip leads with the whole text.
    void aLongStatusKeepsTheWindowsWidthAndShowsInFullInItsTooltip()
    {
        ui::MainWindow window;
        QVERIFY(shownAt(window, QSize(1280, 800)));
        ui::DocumentModel* doc = window.document();
        core::ScenarioInputs in = doc->scenario(0).inputs;
        in.modelId = "glm-5";
        doc->setInputs(0, in, QStringLiteral("use GLM-5"));
        window.flushUpdates();
        QCoreApplication::processEvents();
        const QString status = window.profileStatus();
        QVERIFY2(status.contains(QStringLiteral("not on GLM-5 (744B)")), qPrintable(status));
        const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
        QVERIFY2(minimum.width() <= 1280, qPrintable(QString::number(minimum.width())));
        QCOMPARE(window.width(), 1280);
        // The label asks for a few words of room, not its whole text; squeezed, its tooltip leads
        // with the whole text.
        QLabel* label = nullptr;
        for (QLabel* candidate : window.statusBar()->findChildren<QLabel*>())
            if (candidate->text() == status)
                label = candidate;
        QVERIFY(label);
        QVERIFY(label->minimumSizeHint().width() < label->fontMetrics().horizontalAdvance(status) / 2);
        // Given its whole width, the tooltip explains rather than repeats.
        label->resize(label->fontMetrics().horizontalAdvance(status) + 8, label->height());
        QVERIFY(!window.profileStatusToolTip().startsWith(status));
        label->resize(label->minimumSizeHint().width(), label->height());
        QVERIFY2(window.profileStatusToolTip().startsWith(status), qPrintable(window.profileStatusToolTip()));
        QVERIFY(window.profileStatusToolTip().contains(QStringLiteral("For a model the calibration never saw")));
    }

    // Selecting a scenario other than the baseline puts "1/2.44 vs <baseline name>" under every
    // headline card; on X11 a long baseline name widened the window from 1277 to 1927 px. Each
    // change line now asks for a few characters of room, and its tooltip leads with the whole line.
    void aLongBaselineNameKeepsTheHeadlineCardsNarrow()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::DocumentModel* doc = window.document();
        const QString baseline = QStringLiteral("H200 FP8 at the hyperscaler's 2025 owning cost, SGLang, 8k/1k");
        doc->renameScenario(0, baseline);
        doc->setSelectedIndex(1);
        window.flushUpdates();
        int changeLines = 0;
        for (QLabel* label : window.headlineCards()->findChildren<QLabel*>()) {
            if (!label->text().endsWith(QStringLiteral(" vs ") + baseline))
                continue;
            ++changeLines;
            QVERIFY2(label->minimumSizeHint().width() < label->fontMetrics().horizontalAdvance(label->text()) / 3,
                     qPrintable(label->text()));
            label->resize(label->minimumSizeHint().width(), label->height());
            QVERIFY2(label->toolTip().startsWith(label->text()), qPrintable(label->toolTip()));
            // Narrow, it drops the name whole ("1/2.44 vs baseline", "1/2.44") rather than cut it.
            const QString shown = qobject_cast<ui::ElidedLabel*>(label)->shownText();
            const QString figure = label->text().left(label->text().indexOf(QStringLiteral(" vs ")));
            QVERIFY2(shown == figure || shown == figure + QStringLiteral(" vs baseline"), qPrintable(shown));
        }
        QVERIFY(changeLines >= 6);
    }

    // A 200-character scenario name widened the window to 2031 px on a 1600 px screen (the notes
    // panel's "Notes on <name>"), and a long name's ratio header took the table's width.
    void aVeryLongScenarioNameKeepsTheWindowsWidth()
    {
        ui::MainWindow window;
        QVERIFY(shownAt(window, QSize(1600, 1000)));
        const int width = window.width();
        const QString name = QString(QStringLiteral("A scenario name that goes on and on ")).repeated(6);
        window.document()->renameScenario(1, name);
        window.flushUpdates();
        QCoreApplication::processEvents();
        QCOMPARE(window.width(), width);
        QVERIFY(window.minimumSizeHint().width() <= 1600);
        int notesTitles = 0;
        for (const QLabel* label : window.findChildren<QLabel*>()) {
            if (!label->text().startsWith(QStringLiteral("Notes on ")))
                continue;
            ++notesTitles;
            QVERIFY2(label->minimumSizeHint().width() < 400,
                     qPrintable(QString::number(label->minimumSizeHint().width())));
        }
        QCOMPARE(notesTitles, 1);
        const QString header = window.comparisonModel()->headerData(1, Qt::Horizontal).toString();
        QVERIFY2(header.section(QLatin1Char('\n'), 0, 0).size() < 40, qPrintable(header));
        const QString tip = window.comparisonModel()->headerData(1, Qt::Horizontal, Qt::ToolTipRole).toString();
        QCOMPARE(tip.section(QLatin1Char('\n'), 0, 0), name.trimmed()); // whole, then its configuration
        // Refused as the other's name, it is quoted shortened in the middle, both quotes shown: the
        // message box grew as wide as the name and was cut off at the screen's edge.
        const QString refusal = window.document()->renameRefusal(0, name);
        QVERIFY2(refusal.size() < 100 && refusal.endsWith(QStringLiteral("\u201d.")) &&
                     refusal.contains(QStringLiteral("A scenario name")) && refusal.contains(QChar(0x2026)),
                 qPrintable(refusal));
    }

    // A name refused in the Rename dialog closed it behind a warning, and what was typed was lost: the
    // dialog now opens again with the text and the reason.
    void aRefusedRenameKeepsWhatWasTyped()
    {
        ui::MainWindow window;
        window.show();
        ui::DocumentModel* doc = window.document();
        doc->setSelectedIndex(0);
        const std::string before = doc->scenario(0).name;
        const QString taken = QString::fromStdString(doc->scenario(1).name) + QStringLiteral("  ");
        QAction* rename = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(Qt::Key_F2))
                rename = a;
        QVERIFY(rename);
        QStringList seen; // each time the dialog opens: its label and its text
        QTimer typing;
        typing.setInterval(50);
        connect(&typing, &QTimer::timeout, [&] {
            auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            if (!dialog || !dialog->isVisible())
                return;
            seen << dialog->labelText() + QStringLiteral(" | ") + dialog->textValue();
            if (seen.size() == 1) {
                dialog->setTextValue(taken);
                dialog->accept();
            } else {
                dialog->reject();
            }
        });
        typing.start();
        rename->trigger();
        typing.stop();
        QCOMPARE(seen.size(), 2);
        QVERIFY2(seen[1].startsWith(doc->renameRefusal(0, taken)) && seen[1].endsWith(QStringLiteral(" | ") + taken),
                 qPrintable(seen.join(QLatin1Char('\n'))));
        QCOMPARE(doc->scenario(0).name, before); // cancelled: nothing renamed
    }

    // A rename to a name that reads as another's ("H200\u00a0FP8" beside "H200 FP8") or that holds a
    // character that shows nothing was taken, and the save then failed on the file's unique names.
    void aRenameThatReadsAsAnothersNameIsRefused()
    {
        ui::MainWindow window;
        ui::DocumentModel* doc = window.document();
        QVERIFY(doc->scenarioCount() >= 2);
        const QString other = QString::fromStdString(doc->scenario(1).name);
        QString alike = other;
        alike.replace(QLatin1Char(' '), QChar(0x00A0));
        QVERIFY(alike != other);
        QVERIFY2(doc->renameRefusal(0, alike).startsWith(QStringLiteral("Another scenario")),
                 qPrintable(doc->renameRefusal(0, alike)));
        // Drawn alike: the Cyrillic Er of "FР8" reads as the Latin P.
        QString lookalike = other;
        lookalike.replace(QLatin1Char('P'), QChar(0x0420));
        QVERIFY(lookalike != other);
        QVERIFY2(doc->renameRefusal(0, lookalike).startsWith(QStringLiteral("Another scenario")),
                 qPrintable(doc->renameRefusal(0, lookalike)));
        const QString invisible = QStringLiteral("Plan\u200b A");
        QVERIFY2(doc->renameRefusal(0, invisible).contains(QStringLiteral("invisible")),
                 qPrintable(doc->renameRefusal(0, invisible)));
        // The same name without the invisible character is taken.
        QVERIFY(doc->renameRefusal(0, QStringLiteral("Plan A")).isEmpty());
    }

    // A baseline named "GB300 rack owned at 20c power, the plan of record for the 2026 board deck"
    // lost its "(baseline)" tag in the list, the table's header and one chart legend, and its ratio
    // columns took the width the configuration line needed.
    void aLongBaselineNameKeepsItsTag()
    {
        ui::MainWindow window;
        ui::DocumentModel* doc = window.document();
        const int baseline = doc->baselineIndex();
        const QString name =
            QStringLiteral("GB300 rack owned at 20c power, the plan of record for the 2026 board deck");
        doc->renameScenario(baseline, name);
        window.flushUpdates();
        const ui::ComparisonTableModel* table = window.comparisonModel();
        const QString header = table->headerData(baseline, Qt::Horizontal).toString().section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(header.endsWith(QStringLiteral("(baseline)")) && header.contains(QStringLiteral("board deck")),
                 qPrintable(header));
        const QString ratio = table->headerData(table->ratioColumn(), Qt::Horizontal).toString();
        QVERIFY2(ratio.section(QLatin1Char('\n'), 1, 1).size() <= 22, qPrintable(ratio));
        const QString legend = ui::chartstyle::legendName(window.scheduler()->results()[baseline].series);
        QVERIFY2(legend.endsWith(QStringLiteral("(base)")) && legend.size() < 45, qPrintable(legend));
        QCOMPARE(ui::format::shortName(QStringLiteral("abcdefghij"), 5), QStringLiteral("ab\u2026ij"));
    }

    // Opening tool docks widened the window from 1600 to 2060 px, past a 1920 screen.
    void openingEveryToolKeepsTheWindowsWidth()
    {
        ui::MainWindow window;
        QVERIFY(shownAt(window, QSize(1600, 1000)));
        const int width = window.width();
        for (QAction* tool : window.toolsMenu()->actions())
            tool->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(window.width(), width);
    }

    // A weight-only FP4 note stayed in the status bar after switching back to BF16.
    void precisionNotesDoNotOutliveThePrecision()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::ParameterPanel* panel = window.parameterPanel();
        QVERIFY(panel->requestPrecision(core::Precision::FP4));
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("weight-only")));
        QVERIFY(panel->requestPrecision(core::Precision::BF16));
        QVERIFY(window.statusBar()->currentMessage().isEmpty());
    }

    // Opening three parameter sections at the default size once clipped every field's value.
    void openSectionsNeverClipTheFields()
    {
        ui::MainWindow window;
        QVERIFY(shownAt(window, QSize(1280, 720)));
        ui::ParameterPanel* panel = window.parameterPanel();
        for (QToolButton* header : panel->findChildren<QToolButton*>()) {
            if (header->isCheckable() && header->property("tfSectionBody").isValid())
                header->setChecked(true);
        }
        QCoreApplication::processEvents();
        auto* scroll = panel->findChild<QScrollArea*>();
        QVERIFY(scroll);
        QWidget* viewport = scroll->viewport();
        for (ui::SliderField* field : panel->findChildren<ui::SliderField*>()) {
            const int right = field->field()->mapTo(viewport, QPoint(field->field()->width(), 0)).x();
            QVERIFY2(right <= viewport->width(), qPrintable(field->field()->text()));
        }
    }

    // Owned pricing once left the breakdown legend with one unlabelled swatch ("Rental" or none).
    void breakdownLegendNamesExactlyTheComponentsPaid()
    {
        ui::MainWindow window;
        window.show();
        window.flushUpdates();
        ui::DocumentModel* doc = window.document();
        const auto legendNames = [&] { return window.chartArea()->chart(ui::ChartKind::Breakdown)->legendLabels(); };
        // A given price per GPU-hour (here an owning-cost preset's $1.41), named for what it is: the
        // legend read "Rental" of it.
        QCOMPARE(legendNames(), QStringList{QStringLiteral("GPU-hour price")});
        for (int i = 0; i < doc->scenarioCount(); ++i) {
            core::ScenarioInputs in = doc->scenario(i).inputs;
            in.pricing = core::PricingMode::Owned;
            doc->setInputs(i, in, QStringLiteral("own"));
        }
        window.flushUpdates();
        QCOMPARE(legendNames(),
                 (QStringList{QStringLiteral("Capex"), QStringLiteral("Power"), QStringLiteral("Facility")}));
        for (int i = 0; i < doc->scenarioCount(); ++i) {
            core::ScenarioInputs in = doc->scenario(i).inputs;
            in.facilityUsdPerKwMonth = 0;
            doc->setInputs(i, in, QStringLiteral("no facility charge"));
        }
        window.flushUpdates();
        QCOMPARE(legendNames(), (QStringList{QStringLiteral("Capex"), QStringLiteral("Power")}));
    }

    // A file's scenario on hardware the catalog does not know read "does not fit" on every card, as
    // if its batch were too large; the status bar alone named the unknown id.
    void invalidInputsAreNotAPointThatDoesNotFit()
    {
        ui::MainWindow window;
        core::WorkbookData data = ui::DocumentModel::defaultWorkbook();
        data.scenarios[0].inputs.hardwareId = "h900";
        window.document()->resetFrom(data);
        window.flushUpdates();
        QCOMPARE(window.headlineCards()->valueText(0), QStringLiteral("invalid inputs"));
        // The bar charts label the scenario's row with the same words.
        const ui::ScenarioSeries& series = window.chartArea()->series()[0];
        QVERIFY(series.invalidInputs);
        QCOMPARE(ui::chartstyle::missingPointText(series), QStringLiteral("invalid inputs"));
        QVERIFY2(window.fitStatus().contains(QStringLiteral("h900")), qPrintable(window.fitStatus()));
    }

    // The first card was $/Mtok of output tokens ($1.72) while every other card, the cost chart and
    // the breakdown ($0.858) counted input + output.
    void everyCardUsesTheOneCostBasis()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::ChartOptions options = window.chartOptions();
        for (bool total : {true, false}) {
            options.totalTokens = total;
            window.setChartOptions(options);
            window.flushUpdates();
            const QString basis = total ? QStringLiteral("(total)") : QStringLiteral("(output)");
            QVERIFY2(window.headlineCards()->titleText(0).endsWith(basis),
                     qPrintable(window.headlineCards()->titleText(0)));
            QVERIFY(window.headlineCards()->titleText(1).endsWith(basis));
            const core::PointMetrics& m = window.chartArea()->series()[0].current;
            QCOMPARE(window.headlineCards()->valueText(0),
                     ui::format::usd(total ? m.costPerMtokTotalUsd : m.costPerMtokOutputUsd));
            // Goodput too: it read 16,300 beside an output throughput of 8,130.
            QVERIFY2(window.headlineCards()->titleText(6).endsWith(total ? QStringLiteral("total)")
                                                                         : QStringLiteral("output)")),
                     qPrintable(window.headlineCards()->titleText(6)));
            QCOMPARE(window.headlineCards()->valueText(6), window.headlineCards()->valueText(1));
            // And the status bar's, which stayed at the total's 242 beside a card of 121.
            const QString goodput = QStringLiteral("goodput %1 tok/s/GPU %2")
                                        .arg(window.headlineCards()->valueText(6),
                                             total ? QStringLiteral("(total)") : QStringLiteral("(output)"));
            bool inStatusBar = false;
            for (const QLabel* label : window.statusBar()->findChildren<QLabel*>())
                inStatusBar = inStatusBar || label->text().contains(goodput);
            QVERIFY2(inStatusBar, qPrintable(goodput));
        }
    }

    // Where the input tokens alone paid for the GPU-hour the margin card read "break-even $0.00", a
    // price no one would quote; it says why there is no break-even output price instead.
    void theMarginCardSaysWhenInputAlonePays()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::DocumentModel* doc = window.document();
        for (int i = 1; i < doc->scenarioCount();)
            doc->removeScenario(i);
        window.flushUpdates();
        const int margin = ui::HeadlineCards::kMarginCard;
        // The price first: a narrow card elides the words, not the figure.
        const QString breakEvenLine = window.headlineCards()->changeLine(margin);
        // Per Mtok, not per GPU-hour as the card's title would have it read.
        QVERIFY2(breakEvenLine.startsWith(QStringLiteral("$")) && breakEvenLine.endsWith(QStringLiteral("/Mtok B/E")),
                 qPrintable(breakEvenLine));
        // Whole at the width an analyst's laptop gives the window: "$2.69/Mtok break-even" was shown
        // as "$2.69/Mtok brea…" at 1590 px.
        window.resize(1590, 960);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto changeLines = window.headlineCards()->findChildren<ui::ElidedLabel*>();
        const auto shown = std::find_if(changeLines.begin(), changeLines.end(),
                                        [&](const ui::ElidedLabel* l) { return l->text() == breakEvenLine; });
        QVERIFY(shown != changeLines.end());
        QVERIFY2((*shown)->fontMetrics().horizontalAdvance(breakEvenLine) <= (*shown)->contentsRect().width(),
                 qPrintable(QStringLiteral("%1 in %2 px").arg(breakEvenLine).arg((*shown)->contentsRect().width())));
        // At 1,280 px the card drops the unit, then the words, never cutting them ("$2.69/Mto…").
        window.resize(1280, 860);
        QTRY_COMPARE((*shown)->width() < (*shown)->fontMetrics().horizontalAdvance(breakEvenLine), true);
        QVERIFY2(!(*shown)->shownText().contains(QChar(0x2026)) &&
                     (*shown)->shownText().startsWith(breakEvenLine.section(QLatin1Char('/'), 0, 0)),
                 qPrintable((*shown)->shownText()));
        core::ScenarioInputs in = doc->scenario(0).inputs;
        in.inputPriceUsdPerMtok = 500;
        in.cachedInputPriceUsdPerMtok = 500;
        doc->setInputs(0, in, QStringLiteral("price"));
        window.flushUpdates();
        QCOMPARE(window.headlineCards()->changeLine(margin), QStringLiteral("input alone pays"));
        const ui::ComparisonTableModel* table = window.comparisonModel();
        const QModelIndex breakEven = table->index(ui::ComparisonTableModel::BreakEvenOutputPrice, 0);
        QCOMPARE(table->data(breakEven).toString(), QStringLiteral("input alone pays"));
        QCOMPARE(table->data(breakEven, Qt::UserRole).toDouble(), 0.0); // exports keep the number
    }

    void theMarginCardComparesALossByItsDifference()
    {
        // With the baseline's margin below zero, the card had no line where the other seven said
        // "±0% vs H200 FP8": a ratio of a loss reads backwards, a difference does not.
        ui::MainWindow window;
        ui::DocumentModel* doc = window.document();
        doc->duplicateScenario(0);
        window.flushUpdates();
        const int margin = ui::HeadlineCards::kMarginCard;
        QVERIFY2(window.headlineCards()->valueText(margin).startsWith(QStringLiteral("\u2212$")),
                 qPrintable(window.headlineCards()->valueText(margin)));
        QCOMPARE(window.headlineCards()->changeLine(margin), QStringLiteral("\u00b1$0 vs H200 FP8"));
        core::ScenarioInputs in = doc->scenario(doc->selectedIndex()).inputs;
        in.outputPriceUsdPerMtok += 1;
        doc->setInputs(doc->selectedIndex(), in, QStringLiteral("price"));
        window.flushUpdates();
        const QString line = window.headlineCards()->changeLine(margin);
        QVERIFY2(line.startsWith(QStringLiteral("+$")) && line.endsWith(QStringLiteral(" vs H200 FP8")),
                 qPrintable(line));
    }

    // The TTFT card is the figure an SLO rests on, and held out it is off twice as far as throughput:
    // its tooltip says how far, over which rows, and which way it leans.
    void theTtftCardStatesItsHeldOutError()
    {
        ui::MainWindow window;
        window.flushUpdates();
        const core::CalibrationAccuracy& a = window.document()->catalog().calibrationAccuracy();
        QVERIFY(a.ttftKnown());
        const QString tip = window.headlineCards()->toolTipText(ui::HeadlineCards::kTtftCard);
        QVERIFY2(tip.startsWith(QStringLiteral("Time to first token")), qPrintable(tip));
        const QString byModel = ui::format::number(a.ttftLeaveOneModelOut * 100, 2);
        const QString byGpu = ui::format::number(a.ttftLeaveOneGpuOut * 100, 2);
        QVERIFY2(tip.contains(
                     QStringLiteral("off by a median \u00b1%1% on models and \u00b1%2% on GPUs").arg(byModel, byGpu)),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QString::number(a.ttftRows) + QStringLiteral(" rows of ")), qPrintable(tip));
        QVERIFY2(a.ttftBiasLeaveOneGpuOut < 0 && a.ttftBiasLeaveOneModelOut < 0, "the shipped fit runs low");
        QVERIFY2(tip.contains(QStringLiteral("It ran low")), qPrintable(tip));
        // The other cards keep their own tooltips; the table's TTFT row says the same as the card.
        QVERIFY(!window.headlineCards()->toolTipText(0).contains(QStringLiteral("TTFT was off")));
        const ui::ComparisonTableModel* table = window.comparisonModel();
        QCOMPARE(table->headerData(ui::ComparisonTableModel::TtftMs, Qt::Vertical, Qt::ToolTipRole).toString(), tip);
    }

    // Which way the TTFT leaned is said only where both holdouts agree; without figures, only the
    // formula is shown.
    void theTtftNoteSaysWhichWayItLeans_data()
    {
        QTest::addColumn<double>("biasByModel");
        QTest::addColumn<double>("biasByGpu");
        QTest::addColumn<QString>("lean");
        QTest::newRow("both low") << -0.14 << -0.22 << QStringLiteral("It ran low (median \u221214% and \u221222%)");
        QTest::newRow("both high") << 0.1 << 0.25 << QStringLiteral("It ran high (median +10% and +25%)");
        QTest::newRow("they disagree") << -0.1 << 0.05 << QString();
    }

    void theTtftNoteSaysWhichWayItLeans()
    {
        QFETCH(double, biasByModel);
        QFETCH(double, biasByGpu);
        QFETCH(QString, lean);
        core::CalibrationAccuracy a;
        a.rows = 40;
        a.priors = 0.3;
        a.source = "rows.csv";
        a.ttftRows = 12;
        a.ttftLeaveOneModelOut = 0.27;
        a.ttftLeaveOneGpuOut = 0.3;
        a.ttftBiasLeaveOneModelOut = biasByModel;
        a.ttftBiasLeaveOneGpuOut = biasByGpu;
        const QString note = ui::heldOutTtftNote(a);
        QVERIFY2(note.startsWith(QStringLiteral("Held out, the model's TTFT was off by a median \u00b127% on "
                                                "models and \u00b130% on GPUs the calibration never saw (12 rows "
                                                "of rows.csv")),
                 qPrintable(note));
        QCOMPARE(note.contains(QStringLiteral("It ran")), !lean.isEmpty());
        if (!lean.isEmpty())
            QVERIFY2(note.contains(lean), qPrintable(note));
        QCOMPARE(ui::ttftToolTip(&a), ui::ttftToolTip(nullptr) + QLatin1Char(' ') + note);

        a.ttftRows = 0; // a file written before TTFT was recorded
        QVERIFY(ui::heldOutTtftNote(a).isEmpty());
        QCOMPARE(ui::ttftToolTip(&a), ui::ttftToolTip(nullptr));
    }

    // The configuration rows read "h200", "deepseek-r1", "sglang" where the panel beside them reads
    // "NVIDIA H200 SXM": they now show the names the user picked from.
    void theTableNamesWhatTheUserPicked()
    {
        ui::MainWindow window;
        window.flushUpdates();
        const ui::DocumentModel* doc = window.document();
        const core::ScenarioInputs& in = doc->scenario(0).inputs;
        const core::Catalog& catalog = doc->catalog();
        const ui::ComparisonTableModel* table = window.comparisonModel();
        using Table = ui::ComparisonTableModel;
        QCOMPARE(table->configurationText(Table::HardwareRow, 0),
                 QString::fromStdString(catalog.findHardware(in.hardwareId)->name));
        QCOMPARE(table->configurationText(Table::ModelRow, 0),
                 QString::fromStdString(catalog.findModel(in.modelId)->name));
        QCOMPARE(table->configurationText(Table::FrameworkRow, 0),
                 QString::fromStdString(catalog.findFramework(in.frameworkId)->name));
        QVERIFY(table->configurationText(Table::HardwareRow, 0) != QString::fromStdString(in.hardwareId));

        // So does the scenario list's tooltip.
        ui::DocumentModel document;
        document.resetFrom(ui::DocumentModel::defaultWorkbook());
        const ui::ScenarioListModel list(&document);
        const QString tip = list.data(list.index(0), Qt::ToolTipRole).toString();
        const core::ScenarioInputs& first = document.scenario(0).inputs;
        QVERIFY2(tip.startsWith(QString::fromStdString(document.catalog().findHardware(first.hardwareId)->name) +
                                QStringLiteral(" \u00b7 ") +
                                QString::fromStdString(document.catalog().findModel(first.modelId)->name)),
                 qPrintable(tip));
    }

    // Deleting every scenario once left stale charts and "does not fit" on every card.
    void noScenarioShowsAnEmptyState()
    {
        ui::MainWindow window;
        window.flushUpdates();
        ui::DocumentModel* doc = window.document();
        auto* centre = window.findChild<QStackedWidget*>();
        QVERIFY(centre);
        QVERIFY(centre->currentWidget()->objectName() != QStringLiteral("emptyState"));
        while (doc->scenarioCount() > 0)
            doc->removeScenario(0);
        window.flushUpdates();
        QCOMPARE(centre->currentWidget()->objectName(), QStringLiteral("emptyState"));
        QVERIFY(!window.fitStatus().contains(QStringLiteral("not fit")));
        doc->undoStack()->undo();
        window.flushUpdates();
        QVERIFY(centre->currentWidget()->objectName() != QStringLiteral("emptyState"));
    }

    // Planners once printed "1.00000 GPUs".
    void plannersCountWholeGpus()
    {
        ui::DisaggPanel disagg;
        disagg.setScenario(core::defaultHopperScenario());
        disagg.setRequest({20, 0.7, 30});
        QVERIFY(disagg.plan().decodeGpus > 0);
        const QRegularExpression fractionalGpus(QStringLiteral("\\d[.,]\\d+ GPUs"));
        for (QLabel* label : disagg.findChildren<QLabel*>())
            QVERIFY2(!fractionalGpus.match(label->text()).hasMatch(), qPrintable(label->text()));
    }

    void wheelOverAFocusedFieldStillEdits()
    {
        ui::MainWindow window;
        window.show();
        window.flushUpdates();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        ui::SliderField* batch = window.parameterPanel()->field(QStringLiteral("batch"));
        batch->field()->setFocus();
        if (!batch->field()->hasFocus())
            QSKIP("the offscreen platform gave no focus to the window");
        wheelOver(batch->field(), 1);
        window.flushUpdates();
        QVERIFY(window.document()->scenario(0).inputs.batch != 64);
    }
    // "Pipeline parallel 1 stages": a count's unit is singular at one.
    void aCountOfOneReadsInTheSingular()
    {
        ui::MainWindow window;
        window.flushUpdates();
        const ui::SliderField* stages = window.parameterPanel()->field(QStringLiteral("pp"));
        QVERIFY(stages);
        QCOMPARE(window.document()->scenario(0).inputs.pipelineParallel, 1);
        QCOMPARE(stages->field()->suffix(), QStringLiteral(" stage"));
        core::ScenarioInputs in = window.document()->scenario(0).inputs;
        in.pipelineParallel = 2;
        window.document()->setInputs(0, in, QStringLiteral("PP 2"));
        window.flushUpdates();
        QCOMPARE(stages->field()->suffix(), QStringLiteral(" stages"));
    }

    // The capacity read "ISL + OSL each" for every framework; vLLM and SGLang grow a sequence's KV
    // cache as its answer is generated, and only TensorRT-LLM reserves the whole answer up front.
    void theCapacitySaysWhatEachRunningSequenceHolds()
    {
        ui::MainWindow window;
        window.flushUpdates();
        const ui::SliderField* batch = window.parameterPanel()->field(QStringLiteral("batch"));
        QVERIFY(batch);
        core::ScenarioInputs in = window.document()->scenario(0).inputs;
        const std::pair<const char*, const char*> expected[] = {{"sglang", "each holds ISL + 0.55 × OSL on average"},
                                                                {"vllm", "each holds ISL + 0.5 × OSL on average"},
                                                                {"trtllm", "each reserves ISL + OSL"}};
        for (const auto& [framework, text] : expected) {
            in.frameworkId = framework;
            window.document()->setInputs(0, in, QStringLiteral("framework"));
            window.flushUpdates();
            QVERIFY2(batch->field()->toolTip().contains(QString::fromUtf8(text)),
                     qPrintable(batch->field()->toolTip()));
        }
    }

    // Owned, the GPU price field stood greyed at "$1.41/GPU-h" with its preset above a build-up
    // of $1.65 in grey small print: the given price and its preset now leave, the build-up in
    // their place.
    void ownedPricingShowsTheBuildUpWhereThePriceWas()
    {
        ui::MainWindow window;
        window.show();
        window.flushUpdates();
        ui::ParameterPanel* panel = window.parameterPanel();
        const auto* price = panel->field(QStringLiteral("price_per_gpu_hour"));
        const auto* buildUp = panel->findChild<QLabel*>(QStringLiteral("ownedPrice"));
        QVERIFY(buildUp);
        QVERIFY(price->isVisible());
        QVERIFY(!buildUp->isVisible());
        core::ScenarioInputs in = window.document()->scenario(0).inputs;
        in.pricing = core::PricingMode::Owned;
        window.document()->setInputs(0, in, QStringLiteral("own"));
        window.flushUpdates();
        QVERIFY(!price->isVisible());
        QVERIFY(buildUp->isVisible());
        const double usd = window.scheduler()->results()[0].evaluation.cost.totalUsd;
        QVERIFY2(buildUp->text().contains(ui::format::usd(usd)), qPrintable(buildUp->text()));
        for (const QLabel* label : panel->findChildren<QLabel*>())
            QVERIFY2(!label->isVisible() || label->text() != QStringLiteral("Price preset"), "the preset stays");
        // Beside a rented price in the table, the build-up says what it is.
        const ui::ComparisonTableModel* table = window.comparisonModel();
        const auto cell = [&](int scenario) {
            return table->index(ui::ComparisonTableModel::UsdPerGpuHour, scenario).data().toString();
        };
        QVERIFY2(cell(0).endsWith(QStringLiteral(" owned")), qPrintable(cell(0)));
        QVERIFY2(!cell(1).contains(QStringLiteral("owned")), qPrintable(cell(1)));
    }

    // Pricing picked as Owned, then the wheel scrolling the panel on past the combo (which kept
    // the focus) turned it back to Rented: a choice and a slider never take the wheel.
    void wheelOverAFocusedChoiceOrSliderScrollsInstead()
    {
        ui::MainWindow window;
        window.show();
        window.flushUpdates();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const core::ScenarioInputs before = window.document()->scenario(0).inputs;
        ui::ParameterPanel* panel = window.parameterPanel();
        int focused = 0;
        for (QComboBox* combo : panel->findChildren<QComboBox*>()) {
            combo->setFocus();
            focused += combo->hasFocus() ? 1 : 0; // those in folded sections are hidden
            wheelOver(combo, 1);
        }
        for (QSlider* slider : panel->findChildren<QSlider*>()) {
            slider->setFocus();
            focused += slider->hasFocus() ? 1 : 0;
            wheelOver(slider, 3);
        }
        if (focused == 0)
            QSKIP("the offscreen platform gave no focus to the window");
        QVERIFY(focused >= 3);
        window.flushUpdates();
        QCOMPARE(window.document()->scenario(0).inputs, before);
        QCOMPARE(window.document()->undoStack()->count(), 0);
    }

    // Every editable numeric input is a field built from core's table: label, range, slider span,
    // decimals and explanation; nothing hand-written in the panel can drift from the CLI's flags.
    void panelFieldsAreBuiltFromTheCoreFieldTable()
    {
        ui::DocumentModel document;
        document.resetFrom(ui::DocumentModel::defaultWorkbook());
        ui::ParameterPanel panel(&document);
        for (const core::InputFieldInfo& info : core::numericInputFields()) {
            ui::SliderField* field = panel.field(QString::fromLatin1(info.key));
            if (info.section == core::InputSection::Hidden) {
                QVERIFY2(!field, info.key);
                continue;
            }
            QVERIFY2(field, info.key);
            QCOMPARE(field->field()->minimum(), info.minValue);
            QCOMPARE(field->field()->maximum(), info.maxValue);
            QCOMPARE(field->field()->decimals(), info.decimals);
            QCOMPARE(field->sliderMinimum(), info.typicalMin);
            QCOMPARE(field->sliderMaximum(), info.typicalMax);
            const QString explanation = QString::fromUtf8(info.explanation).left(24);
            QVERIFY2(field->field()->toolTip().contains(explanation), info.key);
        }
    }

    // An input that does not count in the chosen pricing mode cannot be edited there.
    void onlyInputsThatCountInThePricingModeAreEditable()
    {
        ui::DocumentModel document;
        document.resetFrom(ui::DocumentModel::defaultWorkbook());
        ui::ParameterPanel panel(&document);
        for (const core::PricingMode mode : {core::PricingMode::Rented, core::PricingMode::Owned}) {
            core::ScenarioInputs in = document.scenario(0).inputs;
            in.pricing = mode;
            in.precision = core::Precision::FP4; // the FP8 share counts only in an FP4 run (test_panels)
            document.setInputs(0, in, QStringLiteral("pricing"));
            for (const core::InputFieldInfo& info : core::numericInputFields()) {
                if (ui::SliderField* field = panel.field(QString::fromLatin1(info.key)))
                    QVERIFY2(field->isEnabled() == core::inputCountsIn(info, mode), info.key);
            }
        }
    }
    // A dated preset sets the GPU price in one undoable step, and the box names the preset the
    // value in use comes from, or says it is the user's own.
    void pricePresetsSayWhereThePriceComesFrom()
    {
        ui::DocumentModel document;
        document.resetFrom(ui::DocumentModel::defaultWorkbook());
        ui::ParameterPanel panel(&document);
        auto* box = panel.findChild<ui::PricePresetBox*>();
        QVERIFY(box);
        QVERIFY(box->currentText().contains(QStringLiteral("hyperscaler (2025-08)"))); // $1.41 is that tier's
        // Narrow, the box keeps the price at the end of its text and shortens the middle; Qt clipped
        // the end, the price with it.
        box->resize(160, box->sizeHint().height());
        QVERIFY2(box->shownText().endsWith(QStringLiteral("$1.41")) && box->shownText().contains(QChar(0x2026)),
                 qPrintable(box->shownText()));
        const int july = box->findData(QStringLiteral("inferencex-hyperscaler-2026-07"));
        QVERIFY(july > 0);
        box->setCurrentIndex(july);
        emit box->activated(july);
        QCOMPARE(document.scenario(0).inputs.pricePerGpuHourUsd, 1.22);
        QCOMPARE(box->currentIndex(), july);
        QVERIFY(box->toolTip().contains(QStringLiteral("PR #659")));
        document.undoStack()->undo();
        QCOMPARE(document.scenario(0).inputs.pricePerGpuHourUsd, 1.41);
        document.setNumericInput(0, QStringLiteral("price_per_gpu_hour"), 1.55);
        QCOMPARE(box->currentIndex(), 0); // "Your own value"
        // A preset without a figure for this GPU cannot be chosen: MI300X has no September 2026 rental.
        core::ScenarioInputs amd = document.scenario(0).inputs;
        amd.hardwareId = "mi300x";
        amd.frameworkId = "vllm";
        document.setInputs(0, amd, QStringLiteral("amd"));
        auto* items = qobject_cast<QStandardItemModel*>(box->model());
        QVERIFY(!items->item(box->findData(QStringLiteral("inferencex-rental-2026-09")))->isEnabled());
        // The GB300 scenario's $2.65 (the cost-per-token article's) is its own value beside the
        // hyperscaler tier's $2.652, and the list says that price as set: it read "$2.65" twice.
        amd.hardwareId = "gb300-nvl72";
        amd.frameworkId = "trtllm";
        amd.pricePerGpuHourUsd = 2.65;
        document.setInputs(0, amd, QStringLiteral("gb300"));
        QCOMPARE(box->currentIndex(), 0);
        const int tier = box->findData(QStringLiteral("inferencex-hyperscaler-2025-08"));
        QVERIFY2(box->itemText(tier).endsWith(QStringLiteral("$2.652")), qPrintable(box->itemText(tier)));
    }
    // Switching language asks once whether to restart, once about unsaved changes, then closes
    // without asking again and asks the application for one new instance (started after quitting).
    void longToolTipsAreShownWrapped()
    {
        // Qt shows a plain tooltip as one line as wide as the screen; a formula and its source
        // ran off the screen's edge. Shown as rich text, Qt wraps it.
        const QString longText = QStringLiteral("Cost per million tokens = price per GPU-hour / (3600 s × tokens "
                                                "per second per GPU) × 10^6; source: the cost-per-token article, "
                                                "& its prices where x < y");
        const QString shortText = QStringLiteral("HBM bandwidth");
        QCOMPARE(ui::wrappedToolTip(shortText), shortText);
        QVERIFY(Qt::mightBeRichText(ui::wrappedToolTip(longText)));
        QVERIFY(ui::wrappedToolTip(longText).contains(QStringLiteral("&amp; its prices where x &lt; y")));
        const QString rich = QStringLiteral("<b>already rich</b> ") + longText;
        QCOMPARE(ui::wrappedToolTip(rich), rich);

        ui::WrappedToolTips wrapper;
        qApp->installEventFilter(&wrapper);
        auto hover = [](QWidget* widget, QPoint at) {
            QHelpEvent help(QEvent::ToolTip, at, widget->mapToGlobal(at));
            QApplication::sendEvent(widget, &help);
            const QString shown = QToolTip::text();
            QToolTip::hideText();
            return shown;
        };
        QLabel label(QStringLiteral("cost"));
        label.setToolTip(longText);
        label.show();
        QVERIFY(QTest::qWaitForWindowExposed(&label));
        QCOMPARE(hover(&label, QPoint(2, 2)), ui::wrappedToolTip(longText));
        QCOMPARE(label.toolTip(), longText); // the text itself is left as it was set

        QStandardItemModel model(1, 1);
        auto* item = new QStandardItem(QStringLiteral("3.24"));
        item->setToolTip(longText);
        model.setItem(0, 0, item);
        model.setHeaderData(0, Qt::Horizontal, longText, Qt::ToolTipRole);
        QTableView table;
        table.setModel(&model);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        const QRect cell = table.visualRect(model.index(0, 0));
        QCOMPARE(hover(table.viewport(), cell.center()), ui::wrappedToolTip(longText));
        QHeaderView* header = table.horizontalHeader();
        QCOMPARE(hover(header->viewport(), QPoint(header->sectionViewportPosition(0) + 4, 4)),
                 ui::wrappedToolTip(longText));
        qApp->removeEventFilter(&wrapper);
    }

    void languageSwitchAsksOnceAndRestartsOneInstance()
    {
        ui::MainWindow window;
        window.show();
        window.flushUpdates();
        QStringList questions;
        window.workbook()->setAskFunction(
            [&questions](const QString&, const QString& text, QMessageBox::StandardButtons buttons) {
                questions << text;
                return buttons.testFlag(QMessageBox::Yes) ? QMessageBox::Yes : QMessageBox::Discard;
            });
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("open.tfw"));
        QVERIFY(window.workbook()->saveTo(path));
        window.document()->setNumericInput(0, QStringLiteral("batch"), 99); // unsaved work
        QSignalSpy restart(&window, &ui::MainWindow::languageRestartRequested);
        QAction* chinese = nullptr;
        for (QAction* a : window.findChildren<QAction*>()) {
            if (a->text() == QStringLiteral("\u7b80\u4f53\u4e2d\u6587"))
                chinese = a;
        }
        QVERIFY(chinese);
        chinese->trigger();
        QCOMPARE(restart.count(), 1);
        QCOMPARE(restart.at(0).at(0).toString(), QStringLiteral("zh_CN"));
        // The restarted window reopens the workbook that was open, not the default scenarios.
        QCOMPARE(restart.at(0).at(1).toString(), path);
        QCOMPARE(questions.size(), 2); // restart now? then save the changes? -- nothing asked twice
        QVERIFY(questions[0].contains(QStringLiteral("Restart")));
        QVERIFY(!window.isVisible());
        QCOMPARE(ui::UiSettings().language(), QStringLiteral("zh_CN"));
        ui::UiSettings().setLanguage({});
    }
};

QTEST_MAIN(TestTrust)
#include "test_trust.moc"
