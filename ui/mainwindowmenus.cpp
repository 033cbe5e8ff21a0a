// The window's menus, toolbar and the dialogs their entries open; the window's layout and the
// flow of results to its views are in mainwindow.cpp.

#include "core/scenarioname.h"
#include "ui/mainwindow.h"

#include "core/catalog/catalogjson.h"
#include "core/precision.h"
#include "core/sources.h"
#include "ui/catalognames.h"
#include "ui/documentmodel.h"
#include "ui/export/exportactions.h"
#include "ui/presentationmode.h"
#include "ui/uisettings.h"
#include "ui/workbookcontroller.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

namespace tf::ui {

void MainWindow::buildMenus()
{
    QMenu* exportMenu = buildFileMenu();
    const auto [undo, redo] = buildEditMenu(exportMenu);
    buildViewMenu();
    const ScenarioActions scenarioActions = buildScenarioMenu();
    m_toolsMenu = menuBar()->addMenu(tr("&Tools"));
    m_toolsMenu->setObjectName(QStringLiteral("toolsMenu"));
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Metric definitions"), this, &MainWindow::showMetricDefinitions)
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About Token Factory"), this, &MainWindow::showAbout);
    buildToolBar(undo, redo, scenarioActions);
}

QMenu* MainWindow::buildFileMenu()
{
    m_fileMenu = menuBar()->addMenu(tr("&File"));
    QAction* workbookEnd = m_fileMenu->addSeparator();
    m_workbook->addToMenu(m_fileMenu, workbookEnd);
    auto* importEntries = new QAction(tr("&Import hardware and models\u2026"), this);
    importEntries->setToolTip(tr("Add your own GPUs or models (JSON in the catalog's format); they travel with "
                                 "the workbook"));
    connect(importEntries, &QAction::triggered, this, &MainWindow::importCatalogEntries);
    m_fileMenu->insertAction(workbookEnd, importEntries);
    QMenu* exportMenu = m_fileMenu->addMenu(tr("&Export"));
    m_fileMenu->addSeparator();
    QAction* quit = m_fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    return exportMenu;
}

std::pair<QAction*, QAction*> MainWindow::buildEditMenu(QMenu* exportMenu)
{
    QUndoStack* stack = m_document->undoStack();
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = stack->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = stack->createRedoAction(this, tr("&Redo"));
    // The platform's redo and Ctrl+Y, which users of other desktops reach for.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);
    redo->setShortcuts(redoKeys);
    edit->addAction(undo);
    edit->addAction(redo);
    new ExportActions(ExportSources{this, statusBar(), m_document, m_charts, m_scheduler, m_comparison, m_workbook},
                      exportMenu, edit);
    return {undo, redo};
}

void MainWindow::buildViewMenu()
{
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    const auto toggle = [this](const QString& text, bool checked, const QKeySequence& key) {
        QAction* a = m_viewMenu->addAction(text);
        a->setCheckable(true);
        a->setChecked(checked);
        a->setShortcut(key);
        connect(a, &QAction::toggled, this, [this] {
            ChartOptions o = m_options;
            o.totalTokens = m_totalTokensAction->isChecked();
            o.perMegawatt = m_perMwAction->isChecked();
            o.logInteractivity = m_logInteractivityAction->isChecked();
            o.logThroughput = m_logThroughputAction->isChecked();
            setChartOptions(o);
        });
        return a;
    };
    m_totalTokensAction =
        toggle(tr("Count &total tokens (input + output)"), m_options.totalTokens, QKeySequence(Qt::CTRL | Qt::Key_T));
    m_totalTokensAction->setToolTip(tr("Checked: tok/s counts input + output (InferenceX basis); unchecked: output "
                                       "only."));
    m_perMwAction =
        toggle(tr("Throughput per &MW instead of per GPU"), m_options.perMegawatt, QKeySequence(Qt::CTRL | Qt::Key_M));
    m_perMwAction->setToolTip(tr("Checked: throughput per MW of facility power (IT load \u00d7 PUE); unchecked: per "
                                 "GPU."));
    m_logInteractivityAction = toggle(tr("Log scale: inter&activity"), m_options.logInteractivity, {});
    m_logThroughputAction = toggle(tr("Log scale: thr&oughput"), m_options.logThroughput, {});
    m_viewMenu->addSeparator();
    buildLanguageMenu(m_viewMenu->addMenu(tr("La&nguage")));
    m_viewMenu->addAction(m_presentation->toggleAction());
    m_viewMenu->addSeparator();
    m_panelsMenu = m_viewMenu->addMenu(tr("&Panels"));
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        m_panelsMenu->addAction(dock->toggleViewAction());
}

void MainWindow::buildLanguageMenu(QMenu* language)
{
    auto* languages = new QActionGroup(language);
    const QString current = UiSettings().language().isEmpty() ? QLocale().name() : UiSettings().language();
    // Each language is named in itself so a user can find theirs whatever the current one is.
    for (const auto& [locale, name] :
         {std::pair{QStringLiteral("en"), QStringLiteral("English")},
          std::pair{QStringLiteral("zh_CN"), QStringLiteral("\u7b80\u4f53\u4e2d\u6587")}}) {
        QAction* a = language->addAction(name);
        a->setCheckable(true);
        a->setChecked(current.startsWith(locale.left(2)));
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, locale = locale] { switchLanguage(locale); });
    }
}

MainWindow::ScenarioActions MainWindow::buildScenarioMenu()
{
    QMenu* scenario = menuBar()->addMenu(tr("&Scenario"));
    const auto add = [&](const QString& text, const QKeySequence& key, auto slot) {
        QAction* a = scenario->addAction(text, this, slot);
        a->setShortcut(key);
        return a;
    };
    const auto selected = [this] { return m_document->selectedIndex(); };
    ScenarioActions actions;
    actions.add = add(tr("&Add"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), [this] { addScenario(); });
    actions.duplicate = add(tr("&Duplicate"), QKeySequence(Qt::CTRL | Qt::Key_D),
                            [this, selected] { m_document->duplicateScenario(selected()); });
    add(tr("&Rename\u2026"), QKeySequence(Qt::Key_F2), [this] { renameSelected(); });
    add(tr("D&elete"), QKeySequence(Qt::CTRL | Qt::Key_Delete),
        [this, selected] { m_document->removeScenario(selected()); });
    scenario->addSeparator();
    actions.baseline = add(tr("Set as &baseline"), QKeySequence(Qt::CTRL | Qt::Key_B),
                           [this, selected] { m_document->setBaseline(selected()); });
    scenario->addSeparator();
    add(tr("&Previous scenario"), QKeySequence(Qt::CTRL | Qt::Key_PageUp),
        [this, selected] { m_document->setSelectedIndex(selected() - 1); });
    add(tr("&Next scenario"), QKeySequence(Qt::CTRL | Qt::Key_PageDown),
        [this, selected] { m_document->setSelectedIndex(selected() + 1); });
    return actions;
}

void MainWindow::buildToolBar(QAction* undo, QAction* redo, const ScenarioActions& scenario)
{
    QToolBar* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolBar"));
    toolbar->setMovable(false);
    const std::initializer_list<std::initializer_list<QAction*>> groups = {
        {m_workbook->newAction(), m_workbook->openAction(), m_workbook->saveAction()},
        {undo, redo},
        {scenario.add, scenario.duplicate, scenario.baseline},
        {m_totalTokensAction, m_perMwAction},
        {m_presentation->toggleAction()}};
    for (const auto& group : groups) {
        if (!toolbar->actions().isEmpty())
            toolbar->addSeparator();
        toolbar->addActions(QList<QAction*>(group));
    }
    undo->setIconText(tr("Undo"));
    redo->setIconText(tr("Redo"));
    // Toolbar buttons show the menu text without its accelerator: Qt drops "&" but not the
    // "(&N)" suffix translations use.
    static const QRegularExpression accelerator(QStringLiteral("\\(&.\\)|&|\u2026$|\\.\\.\\.$"));
    for (QAction* a : toolbar->actions()) {
        if (!a->isSeparator() && a != undo && a != redo)
            a->setIconText(QString(a->text()).remove(accelerator).trimmed());
    }
    m_presentation->toggleAction()->setIconText(tr("Present"));
    nameTheBasesOnTheToolbar();
}

void MainWindow::nameTheBasesOnTheToolbar()
{
    // A toggle's button names the basis in force, so that "Total tokens" is never read while the
    // charts count output tokens only.
    m_totalTokensAction->setIconText(m_totalTokensAction->isChecked() ? tr("Total tokens") : tr("Output tokens"));
    m_perMwAction->setIconText(m_perMwAction->isChecked() ? tr("Per MW") : tr("Per GPU"));
}

void MainWindow::importCatalogEntries()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import hardware and models"), QString(),
                                                      tr("Catalog entries (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    auto entries = core::readCatalogEntries(QFile::encodeName(path).toStdString());
    if (!entries) {
        QMessageBox::warning(this, tr("Import failed"),
                             tr("Nothing was imported.\n\n%1").arg(QString::fromStdString(entries.error())));
        return;
    }
    m_document->importCatalogEntries(*entries);
    statusBar()->showMessage(tr("Imported %1 GPU(s) and %2 model(s); they are saved with the workbook and marked "
                                "uncalibrated")
                                 .arg(entries->hardware.size())
                                 .arg(entries->models.size()),
                             kStatusMessageMs);
}

void MainWindow::switchLanguage(const QString& locale)
{
    UiSettings().setLanguage(locale);
    const auto answer =
        m_workbook->ask(tr("Language"), tr("The new language applies when Token Factory restarts. Restart now?"),
                        QMessageBox::Yes | QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    // One question about unsaved changes, here; closing then does not ask again.
    if (!m_workbook->maybeSave())
        return;
    m_closeConfirmed = true;
    // The restarted window opens the same workbook, as saved (or as it was, if the changes were
    // discarded); an untitled one starts on the default scenarios.
    emit languageRestartRequested(locale, m_workbook->currentPath());
    close();
}

void MainWindow::showMetricDefinitions()
{
    QMessageBox::information(
        this, tr("Metric definitions"),
        tr("<table cellspacing=6>"
           "<tr><td><b>tok/s/user</b></td><td>1000 \u00f7 TPOT (ms); TPOT = decode step \u00f7 accepted tokens per "
           "step</td></tr>"
           "<tr><td><b>tok/s/GPU</b></td><td>tokens per second per GPU, total (input + output) or output</td></tr>"
           "<tr><td><b>TTFT</b></td><td>queueing + prefill (+ first decode step, + KV transfer when "
           "disaggregated)</td></tr>"
           "<tr><td><b>$/Mtok</b></td><td>$/GPU-h \u00f7 (tok/s/GPU \u00d7 3600) \u00d7 10\u2076</td></tr>"
           "<tr><td><b>tok/s/MW</b></td><td>tok/s/GPU \u00d7 1000 \u00f7 all-in kW per GPU</td></tr>"
           "<tr><td><b>tok/J</b></td><td>tok/s/GPU \u00f7 all-in W per GPU</td></tr>"
           "<tr><td><b>goodput</b></td><td>throughput counting only requests that meet every SLO</td></tr>"
           "<tr><td><b>margin $/GPU-h</b></td><td>(revenue \u2212 cost) per productive GPU-hour \u00d7 "
           "utilisation; revenue/h = 3600 \u00d7 (input tok/s \u00d7 blended input price + output tok/s \u00d7 "
           "output price) \u00f7 10\u2076</td></tr>"
           "<tr><td><b>break-even price</b></td><td>the output price per Mtok at which the margin is zero, "
           "the input tokens sold at their prices</td></tr>"
           "<tr><td><b>dense PFLOPS per $/GPU-h</b></td><td>the GPU's dense peak at the precision \u00f7 its "
           "price: what buyers compare, above the waterline of the cost-per-token article's iceberg</td></tr>"
           "</table>"));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Token Factory"),
                       tr("<b>Token Factory</b> %1<br>A what-if explorer for the economics of AI inference: "
                          "what a million tokens costs on a given GPU, at a given price, power, precision and "
                          "batch size.<br><br><b>Source articles</b><br>%2")
                           .arg(QStringLiteral(TF_VERSION), QString::fromStdString(core::sourceArticlesCitation())
                                                                .toHtmlEscaped()
                                                                .replace(QLatin1Char('\n'), QStringLiteral("<br>"))));
}

void MainWindow::addScenario()
{
    // Named for what it runs, as the built-in scenarios are ("H200 FP8"): "Scenario (2)" told a
    // reader nothing. A name of that form follows the scenario's GPU, model and precision.
    core::ScenarioRecord r;
    r.name = core::configurationName(r.inputs, m_document->catalog(), false);
    m_document->addScenario(r);
}

void MainWindow::renameSelected()
{
    const int index = m_document->selectedIndex();
    if (index < 0)
        return;
    QInputDialog dialog(this);
    dialog.setWindowTitle(tr("Rename scenario"));
    dialog.setLabelText(tr("Name:"));
    dialog.setTextValue(QString::fromStdString(m_document->scenario(index).name));
    // Wide enough for a long name and for its title bar, which a window manager cut ("Renam… ctory").
    constexpr int dialogWidthPx = 460;
    dialog.resize(std::max(dialog.sizeHint().width(), dialogWidthPx), dialog.sizeHint().height());
    // A refused name comes back in the dialog, with the reason above it: a warning that closed the
    // dialog lost what the user had typed.
    for (QString label = tr("Name:");;
         label = m_document->renameRefusal(index, dialog.textValue()) + QStringLiteral("\n\n") + tr("Name:")) {
        dialog.setLabelText(label);
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (m_document->renameRefusal(index, dialog.textValue()).isEmpty())
            break;
    }
    m_document->renameScenario(index, dialog.textValue());
}

} // namespace tf::ui
