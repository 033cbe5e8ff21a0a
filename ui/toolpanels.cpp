#include "ui/toolpanels.h"

#include "ui/documentmodel.h"
#include "ui/mainwindow.h"
#include "ui/panels/disaggpanel.h"
#include "ui/panels/fleetpanel.h"
#include "ui/panels/goalseekpanel.h"
#include "ui/panels/icebergpanel.h"
#include "ui/panels/measuredoverlaypanel.h"
#include "ui/panels/montecarlopanel.h"
#include "ui/panels/physicscheckpanel.h"
#include "ui/panels/sensitivitypanel.h"

#include <QDockWidget>
#include <QMenu>

namespace tf::ui {

namespace {
/// The dock a tool panel lives in (through the scroll area around it).
QDockWidget* dockOf(QWidget* panel)
{
    QWidget* w = panel;
    while (w && !qobject_cast<QDockWidget*>(w))
        w = w->parentWidget();
    return qobject_cast<QDockWidget*>(w);
}
} // namespace

void installToolPanels(MainWindow* window)
{
    DocumentModel* document = window->document();
    auto* sensitivity = new SensitivityPanel;
    auto* goalSeek = new GoalSeekPanel;
    auto* monteCarlo = new MonteCarloPanel;
    auto* fleet = new FleetPanel;
    auto* disagg = new DisaggPanel;
    auto* physics = new PhysicsCheckPanel;
    auto* overlay = new MeasuredOverlayPanel;
    auto* iceberg = new IcebergPanel;
    const std::pair<QWidget*, QString> panels[] = {
        {sensitivity, MainWindow::tr("Sensitivity")},      {goalSeek, MainWindow::tr("Goal seek")},
        {monteCarlo, MainWindow::tr("Monte Carlo")},       {fleet, MainWindow::tr("Fleet planner")},
        {disagg, MainWindow::tr("Disaggregated planner")}, {physics, MainWindow::tr("Physics check")},
        {overlay, MainWindow::tr("Measured overlay")},     {iceberg, MainWindow::tr("FLOPS per $ vs $/Mtok")},
    };
    // Every panel evaluates with the workbook's catalog, as the charts do.
    const core::Catalog* catalog = &document->catalog();
    sensitivity->setCatalog(catalog);
    goalSeek->setCatalog(catalog);
    monteCarlo->setCatalog(catalog);
    fleet->setCatalog(catalog);
    disagg->setCatalog(catalog);
    physics->setCatalog(catalog);
    overlay->setCatalog(catalog);
    iceberg->setCatalog(catalog);
    for (const auto& [panel, title] : panels) {
        window->addToolPanel(panel, title);
        window->toolsMenu()->addAction(title, window, [panel = panel] {
            QWidget* dock = dockOf(panel);
            dock->show();
            dock->raise();
        });
    }
    // Tool docks start hidden so the explorer opens uncluttered; Tools menu entries show them.
    for (const auto& entry : panels)
        dockOf(entry.first)->hide();

    const auto pushScenario = [=] {
        const int selected = document->selectedIndex();
        if (selected < 0 || selected >= document->scenarioCount())
            return;
        const core::ScenarioInputs& in = document->scenario(selected).inputs;
        window->setCostBands(0, 0, 0); // bands belong to the inputs they were sampled from
        sensitivity->setScenario(in);
        goalSeek->setScenario(in);
        monteCarlo->setScenario(in);
        fleet->setScenario(in);
        disagg->setScenario(in);
        physics->setScenario(in);
        overlay->setScenario(in);
        QStringList names;
        std::vector<core::ScenarioInputs> all;
        for (int i = 0; i < document->scenarioCount(); ++i) {
            names << QString::fromStdString(document->scenario(i).name);
            all.push_back(document->scenario(i).inputs);
        }
        iceberg->setScenarios(names, all);
    };
    QObject::connect(document, &DocumentModel::selectionChanged, window, pushScenario);
    QObject::connect(document, &DocumentModel::inputsChanged, window, pushScenario);
    QObject::connect(document, &DocumentModel::scenarioListChanged, window, pushScenario);
    QObject::connect(document, &DocumentModel::documentReset, window, pushScenario);
    QObject::connect(goalSeek, &GoalSeekPanel::applyRequested, window, [document](const QString& key, double value) {
        document->endMergeSequence();
        document->setNumericInput(document->selectedIndex(), key, value);
        document->endMergeSequence();
    });
    QObject::connect(overlay, &MeasuredOverlayPanel::measuredPointsChanged, window,
                     [window](const std::vector<MeasuredPoint>& points) { window->setMeasuredPoints(points); });
    QObject::connect(monteCarlo, &MonteCarloPanel::costBandsChanged, window,
                     [window](double p10, double p50, double p90) { window->setCostBands(p10, p50, p90); });
    pushScenario();
}

} // namespace tf::ui
