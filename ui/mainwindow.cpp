#include "ui/mainwindow.h"
#include "core/catalog/catalogjson.h"
#include "ui/chartarea.h"
#include "ui/charts/chartwidget.h"
#include "ui/comparisontablemodel.h"
#include "ui/documentmodel.h"
#include "ui/elidedlabel.h"
#include "ui/elidingheaderview.h"
#include "ui/headlinecards.h"
#include "ui/notespanel.h"
#include "ui/numberentry.h"
#include "ui/onscreen.h"
#include "ui/parameterpanel.h"
#include "ui/presentationmode.h"
#include "ui/recomputescheduler.h"
#include "ui/scenariolistmodel.h"
#include "ui/servicelevelbar.h"
#include "ui/statustext.h"
#include "ui/toolpanels.h"
#include "ui/uisettings.h"
#include "ui/workbookcontroller.h"

#include <algorithm>

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tf::ui {

namespace {
/// chart_settings key of the chart options (docs/workbook-format.md).
constexpr const char* kChartSettingsKey = "charts";
const QString kRed = QStringLiteral("color: #c62828; font-weight: bold;");
const QString kAmber = QStringLiteral("color: #8a6d00;");
const QString kGreen = QStringLiteral("color: #2e7d32;");
} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    m_document = new DocumentModel(this);
    m_scheduler = new RecomputeScheduler(m_document, this);
    m_scenarioList = new ScenarioListModel(m_document, this);
    connect(m_scenarioList, &ScenarioListModel::renameRefused, this,
            [this](const QString& reason) { statusBar()->showMessage(reason, kStatusMessageMs); });
    m_comparison = new ComparisonTableModel(this);
    m_comparison->setCatalog(&m_document->catalog());
    m_options = UiSettings().chartOptions();

    // A workbook with no scenario shows what to do next instead of stale cards and empty charts.
    m_centreStack = new QStackedWidget(this);
    m_centreStack->addWidget(buildExplorer());
    m_centreStack->addWidget(buildEmptyState());
    setCentralWidget(m_centreStack);

    m_presentation = new PresentationMode(this, m_document, {m_table, m_serviceBar}, {m_cards, m_splitter});
    m_explorerLayout->insertWidget(0, m_presentation->header());
    m_explorerLayout->addWidget(m_presentation->snapshotPanel(), 1);
    connect(m_presentation, &PresentationMode::chartPresentationChanged, this, [this](bool on) {
        ChartOptions options = m_options;
        options.presentation = on;
        applyChartOptions(options, false);
    });
    m_workbook = new WorkbookController(m_document, this);
    buildDocks();
    buildMenus();
    m_followTokenBasis = installToolPanels(ToolPanelHost{
        this, m_document, m_scheduler, [this](QWidget* panel, const QString& title) { addToolPanel(panel, title); },
        [this](const std::vector<MeasuredPoint>& points) { setMeasuredPoints(points); },
        [this](double p10, double p50, double p90) { setCostBands(p10, p50, p90); }});
    m_followTokenBasis(m_options.totalTokens);
    buildStatusBar();
    connectViews();

    m_document->resetFrom(DocumentModel::defaultWorkbook());
    m_scheduler->flush(true);
    restoreLayout();
}

QWidget* MainWindow::buildExplorer()
{
    // Headline cards, then charts above the comparison table.
    auto* centre = new QWidget(this);
    auto* centreLayout = new QVBoxLayout(centre);
    m_explorerLayout = centreLayout;
    centreLayout->setContentsMargins(6, 6, 6, 0);
    m_serviceBar = new ServiceLevelBar(m_document, centre);
    centreLayout->addWidget(m_serviceBar);
    m_cards = new HeadlineCards(centre);
    // The held-out figures come with the catalog's profiles, not with a redraw.
    const auto showTtftAccuracy = [this] { m_cards->setTtftAccuracy(m_document->catalog().calibrationAccuracy()); };
    showTtftAccuracy();
    connect(m_document, &DocumentModel::catalogChanged, m_cards, showTtftAccuracy);
    centreLayout->addWidget(m_cards);
    m_splitter = new QSplitter(Qt::Vertical, centre);
    m_splitter->setObjectName(QStringLiteral("chartTableSplitter"));
    // The charts scroll rather than shrink below a readable size on a small screen.
    auto* chartScroll = new QScrollArea(m_splitter);
    chartScroll->setWidgetResizable(true);
    chartScroll->setFrameShape(QFrame::NoFrame);
    chartScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_charts = new ChartArea(chartScroll);
    chartScroll->setWidget(m_charts);
    m_splitter->addWidget(chartScroll);
    m_splitter->addWidget(buildComparisonTable());
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 0);
    m_splitter->setChildrenCollapsible(false);
    centreLayout->addWidget(m_splitter, 1);
    return centre;
}

QTableView* MainWindow::buildComparisonTable()
{
    m_table = new QTableView(m_splitter);
    m_table->setHorizontalHeader(new ElidingHeaderView(Qt::Horizontal, m_table));
    m_table->setModel(m_comparison);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Every cell is one line of text: rows of one height, set from the font, not measured from the
    // cells (measuring every cell of every changed row was a third of a slider event's time).
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    fitRowsToFont();
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this); // its width sets the ratio headers' share
    // Tab leaves the table (one stop in the window's tab order) instead of walking its cells: the
    // cells are read-only, and a table that keeps Tab traps a keyboard user in it.
    m_table->setTabKeyNavigation(false);
    // A few rows at least; the table scrolls when the window is small (1280x720, or 200% scaling)
    // rather than forcing the window taller than the screen.
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * 4 + 8);
    return m_table;
}

void MainWindow::fitRowsToFont()
{
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_columnTextLengths.clear(); // column widths follow the font too
}

void MainWindow::fitComparisonColumns()
{
    // Scenario columns share the width; ratio and reference columns take what their cells need,
    // and of their headers ("H200 FP8 ÷ GB300 NVL72 FP4", elided, whole in the tooltip) no more
    // than an equal share of the table: with four scenarios the ratio headers took so much that the
    // scenarios' own figures were cut ("16,…"), while with two a fixed cap of twelve characters cut
    // "GB300 NVL72 FP4" beside empty room. Measuring is costly (every cell laid out), and a width
    // follows its text's length (the digits are of one width), so columns are measured again only
    // when a longest text changes length or the share changes by a character.
    QHeaderView* header = m_table->horizontalHeader();
    const int charPx = std::max(1, header->fontMetrics().averageCharWidth());
    const int shareChars = m_table->viewport()->width() / (m_comparison->columnCount() + 1) / charPx;
    const int headerCapChars = std::clamp(shareChars, 12, 24);
    const std::vector<int> lengths = m_comparison->longestTextLengths();
    const bool remeasure = lengths != m_columnTextLengths || headerCapChars != m_columnHeaderCapChars;
    m_columnTextLengths = lengths;
    m_columnHeaderCapChars = headerCapChars;
    const int headerCapPx = headerCapChars * charPx;
    for (int c = 0; c < m_comparison->columnCount(); ++c) {
        const bool scenario = c < m_comparison->ratioColumn();
        const auto mode = scenario ? QHeaderView::Stretch : QHeaderView::Fixed;
        if (header->sectionResizeMode(c) != mode)
            header->setSectionResizeMode(c, mode);
        if (!scenario && remeasure) {
            const int cellsPx = static_cast<const QAbstractItemView*>(m_table)->sizeHintForColumn(c); // cells only
            header->resizeSection(c, std::max(cellsPx, std::min(header->sectionSizeHint(c), headerCapPx)));
        }
    }
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table && event->type() == QEvent::FontChange)
        fitRowsToFont();
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitComparisonColumns(); // the ratio headers' share of the width
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::buildStatusBar()
{
    m_fitLabel = new ElidedLabel(this);
    m_profileLabel = new ElidedLabel(this);
    m_sloLabel = new ElidedLabel(this);
    statusBar()->addPermanentWidget(m_fitLabel);
    statusBar()->addPermanentWidget(m_profileLabel);
    statusBar()->addPermanentWidget(m_sloLabel);
    connect(m_parameters, &ParameterPanel::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, kStatusMessageMs); });
}

void MainWindow::connectViews()
{
    // A workbook that keeps chart options opens with them (as its author saw it).
    connect(m_document, &DocumentModel::documentReset, this, [this] {
        const QJsonValue saved = m_document->chartSettings().value(QLatin1String(kChartSettingsKey));
        if (saved.isObject())
            applyChartOptions(chartOptionsFromJson(saved.toObject(), m_options), false);
    });
    connect(m_scheduler, &RecomputeScheduler::resultsReady, this, &MainWindow::showResults);
    connect(m_charts->chart(ChartKind::Pareto), &ChartWidget::pointClicked, this,
            &MainWindow::adoptConfigurationOfPoint);
    connect(m_document, &DocumentModel::selectionChanged, this, [this](int index) {
        if (index >= 0)
            m_scenarioView->setCurrentIndex(m_scenarioList->index(index));
        showResults();
    });
    connect(m_scenarioView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    m_document->setSelectedIndex(current.row());
            });
}

void MainWindow::adoptConfigurationOfPoint(int scenario, int point)
{
    // A click on a Pareto point adopts that configuration for its scenario, in one undo step.
    const auto& results = m_scheduler->results();
    if (scenario < 0 || scenario >= static_cast<int>(results.size()) || scenario >= m_document->scenarioCount())
        return;
    const core::ScenarioInputs adopted = configurationOfPoint(results[static_cast<size_t>(scenario)], point);
    m_document->endMergeSequence();
    m_document->setInputs(scenario, adopted, tr("Use configuration from the chart"));
    m_document->endMergeSequence();
    statusBar()->showMessage(tr("%1 now runs TP %2 / EP %3 at batch %4 (Edit \u25b8 Undo restores it)")
                                 .arg(QString::fromStdString(m_document->scenario(scenario).name))
                                 .arg(adopted.tensorParallel)
                                 .arg(adopted.expertParallel)
                                 .arg(adopted.batch),
                             kStatusMessageMs);
}

void MainWindow::restoreLayout()
{
    resize(1600, 1000);
    const UiSettings settings;
    restoreGeometry(settings.windowGeometry());
    restoreState(settings.windowState());
    m_splitter->restoreState(settings.splitterState());
    fitToScreen();
}

MainWindow::~MainWindow() = default;

QWidget* MainWindow::buildEmptyState()
{
    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("emptyState"));
    auto* layout = new QVBoxLayout(page);
    layout->addStretch(1);
    auto* text = new QLabel(tr("<h2>No scenarios</h2><p>Add a scenario to compare, or open a workbook.</p>"), page);
    text->setAlignment(Qt::AlignCenter);
    layout->addWidget(text);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    auto* add = new QPushButton(tr("Add a scenario"), page);
    connect(add, &QPushButton::clicked, this, &MainWindow::addScenario);
    auto* open = new QPushButton(tr("Open a workbook…"), page);
    connect(open, &QPushButton::clicked, this, [this] { m_workbook->openAction()->trigger(); });
    buttons->addWidget(add);
    buttons->addWidget(open);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    layout->addStretch(2);
    return page;
}

void MainWindow::fitToScreen()
{
    // A saved or default size larger than this screen (a smaller monitor, a higher scale factor)
    // would put the window's edges off screen; keep it inside the available area.
    const QScreen* screen = this->screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // The frame (title bar, borders) counts against the screen too. Until the window manager has
    // framed the window its size is unknown: allow a title bar (a 1600 x 1000 window on a screen of
    // that size had its status bar below the screen's edge).
    QSize frame = frameGeometry().size() - this->size();
    if (frame.isNull())
        frame = QSize(0, style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, this));
    const QSize size = this->size().boundedTo(available.size() - frame);
    if (size != this->size())
        resize(size);
    if (!available.contains(frameGeometry()))
        move(available.topLeft());
}

void MainWindow::buildDocks()
{
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    auto* scenarios = new QWidget(this);
    auto* scenariosLayout = new QVBoxLayout(scenarios);
    scenariosLayout->setContentsMargins(6, 4, 6, 4);
    m_scenarioView = new QListView(scenarios);
    m_scenarioView->setModel(m_scenarioList);
    // A long name loses its middle, not its "(baseline)" tag, and never scrolls sideways.
    m_scenarioView->setTextElideMode(Qt::ElideMiddle);
    m_scenarioView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scenarioView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_scenarioView->setMaximumHeight(130);
    scenariosLayout->addWidget(m_scenarioView);
    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(2);
    const auto addButton = [&](const QString& text, const QString& tip, auto slot) {
        auto* b = new QToolButton(scenarios);
        b->setText(text);
        b->setToolTip(tip);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        connect(b, &QToolButton::clicked, this, slot);
        buttons->addWidget(b);
    };
    addButton(tr("Add"), tr("Add a scenario with the default inputs"), [this] { addScenario(); });
    addButton(tr("Duplicate"), tr("Copy the selected scenario"),
              [this] { m_document->duplicateScenario(m_document->selectedIndex()); });
    addButton(tr("Rename"), tr("Rename the selected scenario"), [this] { renameSelected(); });
    addButton(tr("Delete"), tr("Delete the selected scenario"),
              [this] { m_document->removeScenario(m_document->selectedIndex()); });
    addButton(tr("Baseline"), tr("Compare every scenario against the selected one"),
              [this] { m_document->setBaseline(m_document->selectedIndex()); });
    scenariosLayout->addLayout(buttons);

    auto* scenarioDock = new QDockWidget(tr("Scenarios"), this);
    scenarioDock->setObjectName(QStringLiteral("scenarioDock"));
    scenarioDock->setWidget(scenarios);
    scenarioDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, scenarioDock);

    // Made after the scenario list and before the notes: Tab follows the creation order, so it
    // goes down the left column (scenarios, parameters, notes) as it reads, then to the centre.
    m_parameters = new ParameterPanel(m_document, this);
    auto* parameterDock = new QDockWidget(tr("Parameters"), this);
    parameterDock->setObjectName(QStringLiteral("parameterDock"));
    parameterDock->setWidget(m_parameters);
    parameterDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    // No fixed minimum width: the panel's own (fields plus a scroll bar) decides it.
    addDockWidget(Qt::LeftDockWidgetArea, parameterDock);
    splitDockWidget(scenarioDock, parameterDock, Qt::Vertical);

    // Notes a tab beside the inputs they explain (the selected scenario's and the workbook's): below
    // them they took a fifth of the column, and at 900 px an open section of inputs showed little.
    m_notes = new NotesPanel(m_document, this);
    auto* notesDock = new QDockWidget(tr("Notes"), this);
    notesDock->setObjectName(QStringLiteral("notesDock"));
    notesDock->setWidget(m_notes);
    notesDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, notesDock);
    tabifyDockWidget(parameterDock, notesDock);
    parameterDock->raise();
    // Room for four scenarios in the list (a third scrolled the baseline out of sight).
    resizeDocks({scenarioDock, parameterDock}, {165, 805}, Qt::Vertical);
    resizeDocks({parameterDock}, {370}, Qt::Horizontal);
}

void MainWindow::addToolPanel(QWidget* panel, const QString& title)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(QStringLiteral("toolDock_") + panel->objectName() +
                        QString::number(findChildren<QDockWidget*>().size()));
    // In a scroll area, so opening a tool never widens the window beyond the screen; a wheel
    // turned to scroll it must not change the inputs it passes over (a Monte Carlo seed did).
    guardWheel(panel);
    auto* scroll = new QScrollArea(dock);
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    dock->setWidget(scroll);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    if (m_lastToolDock)
        tabifyDockWidget(m_lastToolDock, dock);
    m_lastToolDock = dock;
    m_panelsMenu->addAction(dock->toggleViewAction());
    m_toolsMenu->addAction(title, this, [this, dock] { showToolDock(dock); });
    // Undocked, Qt leaves a panel where it last floated, which after a smaller window or screen
    // was four fifths off the screen's edge.
    connect(dock, &QDockWidget::topLevelChanged, this, [dock](bool floating) {
        if (floating)
            QTimer::singleShot(0, dock, [dock] { keepOnScreen(dock); });
    });
    dock->show();
    dock->raise();
}

void MainWindow::showToolDock(QDockWidget* dock)
{
    // Read before the layout widens the window for the dock, which it does as the dock shows.
    const int windowWidthPx = width();
    dock->show();
    dock->raise();
    // Once the layout has placed it. (Shown from the View menu, a dock stays where the user put it.)
    QTimer::singleShot(0, this, [this, dock, windowWidthPx] { keepToolDockReadable(dock, windowWidthPx); });
}

void MainWindow::keepToolDockReadable(QDockWidget* dock, int windowWidthPx)
{
    // Docked, a tool's table and wrapped sentences need this much; floating, its chart's legend too.
    constexpr int readableDockedWidthPx = 400;
    constexpr int floatingWidthPx = 520;
    if (!dock->isVisible() || dock->isFloating() || dock->width() >= readableDockedWidthPx)
        return;
    resizeDocks({dock}, {readableDockedWidthPx}, Qt::Horizontal);
    layout()->activate();
    if (dock->width() >= readableDockedWidthPx)
        return;
    // The charts keep their minimum width: with no room left beside them, the tool floats beside
    // the window at a readable size instead of opening as a sliver, and the window goes back to the
    // width it had before the dock squeezed in (once the dock has left its layout).
    dock->setFloating(true);
    const int windowRightPx = geometry().left() + windowWidthPx;
    QTimer::singleShot(0, this, [this, windowWidthPx] { resize(windowWidthPx, height()); });
    dock->resize(floatingWidthPx, std::min(height(), std::max(dock->widget()->sizeHint().height(), 480)));
    const QRect screen = this->screen()->availableGeometry();
    dock->move(std::max(screen.left(), std::min(windowRightPx, screen.right() - floatingWidthPx)),
               geometry().top() + 40);
}

void MainWindow::setChartOptions(const ChartOptions& options)
{
    applyChartOptions(options, true);
}

void MainWindow::applyChartOptions(const ChartOptions& options, bool keepInWorkbook)
{
    m_options = options;
    UiSettings().setChartOptions(options);
    if (keepInWorkbook) {
        QJsonObject settings = m_document->chartSettings();
        settings.insert(QLatin1String(kChartSettingsKey), chartOptionsToJson(options));
        m_document->setChartSettings(settings);
    }
    const auto sync = [](QAction* a, bool on) {
        const QSignalBlocker blocker(a);
        a->setChecked(on);
    };
    sync(m_totalTokensAction, options.totalTokens);
    if (m_followTokenBasis)
        m_followTokenBasis(options.totalTokens); // the panels that count tokens count them alike
    sync(m_perMwAction, options.perMegawatt);
    sync(m_logInteractivityAction, options.logInteractivity);
    sync(m_logThroughputAction, options.logThroughput);
    nameTheBasesOnTheToolbar();
    showResults();
}

void MainWindow::setMeasuredPoints(const std::vector<MeasuredPoint>& points)
{
    // The overlay panel re-sends its (usually empty) points on every input change; redrawing
    // everything for an unchanged overlay would double the cost of a slider event.
    if (points.empty() && m_measured.empty())
        return;
    m_measured = points;
    showResults();
}

void MainWindow::setCostBands(double p10Usd, double p50Usd, double p90Usd)
{
    if (p10Usd == m_costBands[0] && p50Usd == m_costBands[1] && p90Usd == m_costBands[2])
        return; // cleared on every input change, usually already clear
    m_costBands[0] = p10Usd;
    m_costBands[1] = p50Usd;
    m_costBands[2] = p90Usd;
    showResults();
}

void MainWindow::flushUpdates()
{
    m_scheduler->flush();
}

void MainWindow::showResults()
{
    const std::vector<ScenarioResult>& results = m_scheduler->results();
    if (static_cast<int>(results.size()) != m_document->scenarioCount())
        return; // a recompute is pending; it calls back here
    m_centreStack->setCurrentIndex(results.empty() ? 1 : 0);
    const int selected = m_document->selectedIndex();
    std::vector<ScenarioSeries> series;
    series.reserve(results.size());
    for (const ScenarioResult& r : results) {
        series.push_back(r.series);
        if (static_cast<int>(series.size()) - 1 == selected) {
            series.back().measured = m_measured;
            series.back().costP10Usd = m_costBands[0];
            series.back().costP50Usd = m_costBands[1];
            series.back().costP90Usd = m_costBands[2];
        }
    }
    ChartOptions options = chartOptionsAtServiceLevel(m_options, m_document->serviceLevel());
    // A drag merges into one undo step, so the step stays the same while it lasts; an edit or an
    // undo moves it, and the axes then fit the data again (they held $0-4 for a $1.62 bar after undo).
    const int undoStep = m_document->undoStack()->index();
    options.holdRanges = undoStep == m_undoStepDrawn;
    m_undoStepDrawn = undoStep;
    m_charts->setData(std::move(series), options);

    const int baseline = m_document->baselineIndex();
    const ScenarioResult* sel = selected >= 0 ? &results[static_cast<size_t>(selected)] : nullptr;
    const ScenarioResult* base = baseline >= 0 ? &results[static_cast<size_t>(baseline)] : nullptr;
    m_cards->showResults(sel, base, m_options.totalTokens);
    m_comparison->setResults(results, baseline, selected, m_options.totalTokens);
    fitComparisonColumns();
    m_parameters->showResult(sel);
    m_serviceBar->showResults(results, selected);
    m_presentation->showResults(results, baseline, m_options.totalTokens);
    updateStatusBar();
}

void MainWindow::updateStatusBar()
{
    const int selected = m_document->selectedIndex();
    const auto& results = m_scheduler->results();
    const auto show = [](ElidedLabel* label, const StatusText& status) {
        static const QString tones[] = {QString(), kGreen, kAmber, kRed};
        label->setTextAndToolTip(status.text, status.toolTip);
        label->setStyleSheet(tones[status.tone]);
    };
    if (selected < 0 || selected >= static_cast<int>(results.size())) {
        for (ElidedLabel* label : {m_fitLabel, m_profileLabel, m_sloLabel})
            show(label, StatusText{});
        return;
    }
    const ScenarioResult& r = results[static_cast<size_t>(selected)];
    show(m_fitLabel, fitStatusFor(r, m_document->catalog()));
    show(m_profileLabel, r.valid ? profileStatusFor(r, m_document->catalog()) : StatusText{});
    show(m_sloLabel, r.valid ? sloStatusFor(r, m_options.totalTokens) : StatusText{});
}

QWidget* MainWindow::comparisonView() const
{
    return m_table;
}

QString MainWindow::fitStatus() const
{
    return m_fitLabel->text();
}
QString MainWindow::profileStatus() const
{
    return m_profileLabel->text();
}
QString MainWindow::profileStatusToolTip() const
{
    return m_profileLabel->toolTip();
}
QString MainWindow::sloStatus() const
{
    return m_sloLabel->text();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_presentation->isActive())
        m_presentation->setActive(false);
    if (!m_closeConfirmed && !m_workbook->maybeSave()) {
        event->ignore();
        return;
    }
    UiSettings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
    settings.setSplitterState(m_splitter->saveState());
    QMainWindow::closeEvent(event);
}

} // namespace tf::ui
