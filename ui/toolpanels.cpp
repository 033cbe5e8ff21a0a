#include "ui/toolpanels.h"

#include "ui/documentmodel.h"
#include "ui/numberformat.h"
#include "ui/panels/disaggpanel.h"
#include "ui/panels/fleetpanel.h"
#include "ui/panels/goalseekpanel.h"
#include "ui/panels/icebergpanel.h"
#include "ui/panels/measuredoverlaypanel.h"
#include "ui/panels/montecarlopanel.h"
#include "ui/panels/physicscheckpanel.h"
#include "ui/panels/planningrulespanel.h"
#include "ui/panels/sensitivitypanel.h"
#include "ui/recomputescheduler.h"

#include <QCoreApplication>
#include <QDockWidget>

#include <memory>

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

/// The configuration the comparison shows for scenario `index`: at a service level the one chosen
/// for it (once the window's results are for its current inputs), else its own inputs.
core::ScenarioInputs shownInputs(const ToolPanelHost& host, int index)
{
    const core::ScenarioInputs& own = host.document->scenario(index).inputs;
    const std::vector<ScenarioResult>& results = host.scheduler->results();
    if (index >= static_cast<int>(results.size()))
        return own;
    const ScenarioResult& r = results[static_cast<size_t>(index)];
    const bool current = r.valid && r.inputs == own && r.level == host.document->serviceLevel();
    return current && r.choice.reached ? r.choice.inputs : own;
}

/// One panel and how to give it the selected scenario.
struct Feed
{
    QWidget* panel = nullptr;
    std::function<void(const ToolPanelHost&, const core::ScenarioInputs&)> push;
    bool alwaysFed = false; ///< its output is drawn outside its dock
    bool stale = true;
    /// Its dock's title, to which a panel of one scenario adds that scenario's name; empty for a
    /// panel of every scenario.
    QString titleOfOne = QString();
};

/// The panels, in Tools menu order, each with how it takes the selected scenario. Created here,
/// owned by the docks addPanel() puts them in.
struct Panels
{
    SensitivityPanel* sensitivity = new SensitivityPanel;
    GoalSeekPanel* goalSeek = new GoalSeekPanel;
    MonteCarloPanel* monteCarlo = new MonteCarloPanel;
    FleetPanel* fleet = new FleetPanel;
    DisaggPanel* disagg = new DisaggPanel;
    PhysicsCheckPanel* physics = new PhysicsCheckPanel;
    MeasuredOverlayPanel* overlay = new MeasuredOverlayPanel;
    IcebergPanel* iceberg = new IcebergPanel;
    PlanningRulesPanel* rules = new PlanningRulesPanel;

    std::vector<std::pair<QWidget*, QString>> titled() const
    {
        return {{sensitivity, QCoreApplication::translate("tf::ui::MainWindow", "Sensitivity")},
                {goalSeek, QCoreApplication::translate("tf::ui::MainWindow", "Goal seek")},
                {monteCarlo, QCoreApplication::translate("tf::ui::MainWindow", "Monte Carlo")},
                {fleet, QCoreApplication::translate("tf::ui::MainWindow", "Fleet planner")},
                {disagg, QCoreApplication::translate("tf::ui::MainWindow", "Disaggregated planner")},
                {physics, QCoreApplication::translate("tf::ui::MainWindow", "Physics check")},
                {overlay, QCoreApplication::translate("tf::ui::MainWindow", "Measured overlay")},
                {iceberg, QCoreApplication::translate("tf::ui::MainWindow", "FLOPS per $ vs $/Mtok")},
                {rules, QCoreApplication::translate("tf::ui::MainWindow", "Planning rules")}};
    }

    /// Every panel evaluates with the workbook's catalog, as the charts do.
    void setCatalog(const core::Catalog* catalog) const
    {
        sensitivity->setCatalog(catalog);
        goalSeek->setCatalog(catalog);
        monteCarlo->setCatalog(catalog);
        fleet->setCatalog(catalog);
        disagg->setCatalog(catalog);
        physics->setCatalog(catalog);
        overlay->setCatalog(catalog);
        iceberg->setCatalog(catalog);
        rules->setCatalog(catalog);
    }

    std::vector<Feed> feeds() const
    {
        const auto one = [](auto* panel) {
            return [panel](const ToolPanelHost&, const core::ScenarioInputs& in) { panel->setScenario(in); };
        };
        const auto all = [iceberg = iceberg](const ToolPanelHost& host, const core::ScenarioInputs&) {
            const DocumentModel& document = *host.document;
            QStringList names;
            std::vector<core::ScenarioInputs> inputs;
            std::vector<QColor> colours;
            // The baseline first: the panel's ratios are to its first scenario.
            std::vector<int> order;
            const int baseline = document.baselineIndex();
            if (baseline >= 0 && baseline < document.scenarioCount())
                order.push_back(baseline);
            for (int i = 0; i < document.scenarioCount(); ++i)
                if (i != baseline)
                    order.push_back(i);
            for (const int i : order) {
                names << QString::fromStdString(document.scenario(i).name);
                inputs.push_back(shownInputs(host, i));
                colours.push_back(document.scenarioColour(i));
            }
            iceberg->setScenarios(names, inputs, colours);
        };
        // Goal seek also says which inputs the comparison chooses itself: applying one changes
        // nothing the cards show.
        const auto seek = [goalSeek = goalSeek](const ToolPanelHost& host, const core::ScenarioInputs& in) {
            goalSeek->setScenario(in, host.document->serviceLevel());
        };
        std::vector<Feed> feeds = {{sensitivity, one(sensitivity)},
                                   {goalSeek, seek},
                                   {monteCarlo, one(monteCarlo)},
                                   {fleet, one(fleet)},
                                   {disagg, one(disagg)},
                                   {physics, one(physics)},
                                   {overlay, one(overlay), true},
                                   {iceberg, all},
                                   {rules, one(rules)}};
        for (Feed& feed : feeds) {
            for (const auto& [panel, title] : titled())
                if (panel == feed.panel && panel != iceberg)
                    feed.titleOfOne = title;
        }
        return feeds;
    }
};

/// Keeps the panels fed with the selected scenario: at once when in view, else when next shown.
class PanelFeeder
{
public:
    PanelFeeder(const ToolPanelHost& host, std::vector<Feed> feeds) : m_host(host), m_feeds(std::move(feeds)) { }

    /// The selected scenario changed (or its inputs did).
    void scenarioChanged()
    {
        const int selected = m_host.document->selectedIndex();
        if (selected < 0 || selected >= m_host.document->scenarioCount())
            return;
        m_host.showCostBands(0, 0, 0); // bands belong to the inputs they were sampled from
        for (Feed& feed : m_feeds) {
            feed.stale = true;
            if (feed.alwaysFed || inView(feed.panel))
                push(feed);
        }
    }
    /// A dock came into view: bring its panel up to date.
    void shown(QWidget* panel)
    {
        for (Feed& feed : m_feeds)
            if (feed.panel == panel && feed.stale)
                push(feed);
    }

private:
    bool inView(QWidget* panel) const
    {
        // A window that is not on screen (tests, headless exports) keeps every panel current.
        const QDockWidget* dock = dockOf(panel);
        return !m_host.window->isVisible() || (dock && dock->isVisible());
    }
    void push(Feed& feed)
    {
        const int selected = m_host.document->selectedIndex();
        if (selected < 0 || selected >= m_host.document->scenarioCount())
            return;
        feed.push(m_host, shownInputs(m_host, selected));
        feed.stale = false;
        // Which scenario it works on, in its title bar docked, floating or tabbed: two scenarios
        // can share a GPU and inputs.
        if (QDockWidget* dock = dockOf(feed.panel); dock && !feed.titleOfOne.isEmpty()) {
            const QString name =
                format::shortName(QString::fromStdString(m_host.document->scenario(selected).name), 40);
            const QString title =
                QCoreApplication::translate("tf::ui::MainWindow", "%1 \u2014 %2", "tool panel \u2014 its scenario")
                    .arg(feed.titleOfOne, name);
            if (dock->windowTitle() != title)
                dock->setWindowTitle(title);
        }
    }

    ToolPanelHost m_host;
    std::vector<Feed> m_feeds;
};

void addToTools(const ToolPanelHost& host, const Panels& panels)
{
    for (const auto& [panel, title] : panels.titled())
        host.addPanel(panel, title);
    // Tool docks start hidden so the explorer opens uncluttered; Tools menu entries show them.
    for (const auto& entry : panels.titled())
        dockOf(entry.first)->hide();
}

void connectFeeder(const ToolPanelHost& host, const Panels& panels)
{
    auto feeder = std::make_shared<PanelFeeder>(host, panels.feeds());
    const auto changed = [feeder] { feeder->scenarioChanged(); };
    DocumentModel* document = host.document;
    QObject::connect(document, &DocumentModel::selectionChanged, host.window, changed);
    // New results follow every edit of the inputs and of the service level; the panels take the
    // configuration they show.
    QObject::connect(host.scheduler, &RecomputeScheduler::resultsReady, host.window, changed);
    QObject::connect(document, &DocumentModel::scenarioListChanged, host.window, changed);
    QObject::connect(document, &DocumentModel::documentReset, host.window, changed);
    for (const auto& entry : panels.titled()) {
        QWidget* panel = entry.first;
        QObject::connect(dockOf(panel), &QDockWidget::visibilityChanged, host.window, [feeder, panel](bool visible) {
            if (visible)
                feeder->shown(panel);
        });
    }
    feeder->scenarioChanged();
}

} // namespace

std::function<void(bool totalTokens)> installToolPanels(const ToolPanelHost& host)
{
    const Panels panels;
    panels.setCatalog(&host.document->catalog());
    addToTools(host, panels);
    DocumentModel* document = host.document;
    QObject::connect(panels.goalSeek, &GoalSeekPanel::applyRequested, host.window,
                     [document](const QString& key, double value) {
                         document->endMergeSequence();
                         document->setNumericInput(document->selectedIndex(), key, value);
                         document->endMergeSequence();
                     });
    QObject::connect(panels.overlay, &MeasuredOverlayPanel::measuredPointsChanged, host.window,
                     host.showMeasuredPoints);
    QObject::connect(panels.monteCarlo, &MonteCarloPanel::costBandsChanged, host.window, host.showCostBands);
    connectFeeder(host, panels);
    return [sensitivity = panels.sensitivity, physics = panels.physics, iceberg = panels.iceberg](bool totalTokens) {
        sensitivity->setTokenBasis(totalTokens);
        physics->setTokenBasis(totalTokens);
        iceberg->setTokenBasis(totalTokens);
    };
}

} // namespace tf::ui
