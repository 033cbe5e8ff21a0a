#pragma once

#include "ui/chartdata.h"

#include <QMainWindow>

#include <functional>

#include <utility>

class QAction;
class QStackedWidget;
class QListView;
class QSplitter;
class QTableView;
class QVBoxLayout;

namespace tf::ui {

class ChartArea;
class ComparisonTableModel;
class DocumentModel;
class ElidedLabel;
class HeadlineCards;
class NotesPanel;
class ParameterPanel;
class PresentationMode;
class WorkbookController;
class RecomputeScheduler;
class ScenarioListModel;
class ServiceLevelBar;

/// The explorer: scenarios and parameters on the left, headline cards, the 2 x 2 charts and the
/// comparison table in the middle, fit/profile/SLO in the status bar. Seams for others:
/// fileMenu() for workbook actions, toolsMenu() and addToolPanel() for analyst panels.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// Opens on the default workbook (the cost-per-token article's H200 vs GB300 comparison).
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    DocumentModel* document() const { return m_document; }
    QMenu* fileMenu() const { return m_fileMenu; }
    /// Empty until analyst panels add their actions.
    QMenu* toolsMenu() const { return m_toolsMenu; }
    /// Adds `panel` as a dock on the right (tabbed with other tool panels) with a Tools menu entry
    /// (showToolDock()) and a View toggle.
    void addToolPanel(QWidget* panel, const QString& title);

    ChartOptions chartOptions() const { return m_options; }
    /// Applies and saves chart options: in the user's settings and in the workbook.
    void setChartOptions(const ChartOptions& options);

    // For tests, benchmarks and screenshots.
    ChartArea* chartArea() const { return m_charts; }
    ParameterPanel* parameterPanel() const { return m_parameters; }
    HeadlineCards* headlineCards() const { return m_cards; }
    QWidget* comparisonView() const;
    ComparisonTableModel* comparisonModel() const { return m_comparison; }
    RecomputeScheduler* scheduler() const { return m_scheduler; }
    ServiceLevelBar* serviceLevelBar() const { return m_serviceBar; }
    NotesPanel* notesPanel() const { return m_notes; }
    /// Status-bar texts: fit, profile, SLO.
    QString fitStatus() const;
    QString profileStatus() const;
    QString profileStatusToolTip() const;
    QString sloStatus() const;
    /// Measured benchmark points drawn beside the selected scenario's curve (empty = none).
    void setMeasuredPoints(const std::vector<MeasuredPoint>& points);
    /// Monte Carlo P10/P50/P90 of cost per Mtok (output) for the selected scenario (0s = none).
    void setCostBands(double p10Usd, double p50Usd, double p90Usd);
    PresentationMode* presentationMode() const { return m_presentation; }
    /// New/Open/Save/recent files/autosave/snapshots for this window's document.
    WorkbookController* workbook() const { return m_workbook; }
    /// Recomputes pending edits and updates every view now (instead of on the next event loop turn).
    void flushUpdates();

signals:
    /// The user chose another language and agreed to restart; unsaved changes are settled and the
    /// window is closing. The application starts the new instance once this one has quit.
    void languageRestartRequested(const QString& locale, const QString& workbookPath);

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    static constexpr int kStatusMessageMs = 8000; ///< how long a status-bar message stays

    /// Scenario menu actions the toolbar repeats.
    struct ScenarioActions
    {
        QAction* add = nullptr;
        QAction* duplicate = nullptr;
        QAction* baseline = nullptr;
    };

    /// Shows and raises a tool's dock, at a readable width (keepToolDockReadable()).
    void showToolDock(QDockWidget* dock);
    /// Gives a shown tool dock a readable width, or floats it beside the window where the charts
    /// leave no room for one, the window back at the `windowWidthPx` it had before the dock showed.
    void keepToolDockReadable(QDockWidget* dock, int windowWidthPx);
    /// Applies chart options; `keepInWorkbook` false for view states (presentation) and for
    /// options read from the workbook itself.
    void applyChartOptions(const ChartOptions& options, bool keepInWorkbook);
    void fitToScreen();
    /// Saved geometry, dock layout and splitter position, kept on this screen.
    void restoreLayout();
    /// Service-level bar, headline cards, and the charts above the comparison table.
    QWidget* buildExplorer();
    QTableView* buildComparisonTable();
    /// Comparison rows one text line high in the table's font.
    void fitRowsToFont();
    void fitComparisonColumns();
    QWidget* buildEmptyState();
    void buildDocks();
    void buildMenus();
    /// The File menu around the workbook's actions; returns its (still empty) Export submenu.
    QMenu* buildFileMenu();
    /// Undo, redo and the copy actions; returns undo and redo for the toolbar.
    std::pair<QAction*, QAction*> buildEditMenu(QMenu* exportMenu);
    void buildViewMenu();
    void buildLanguageMenu(QMenu* language);
    ScenarioActions buildScenarioMenu();
    void buildToolBar(QAction* undo, QAction* redo, const ScenarioActions& scenario);
    void nameTheBasesOnTheToolbar();
    void buildStatusBar();
    /// Results to the views, and the views' selection and clicks back to the document.
    void connectViews();
    /// A click on Pareto point `point` of `scenario`: that configuration, in one undo step.
    void adoptConfigurationOfPoint(int scenario, int point);
    void addScenario();
    void showResults();
    void updateStatusBar();
    void showMetricDefinitions();
    void showAbout();
    void renameSelected();
    /// Saves the language choice and offers to restart in it.
    /// Saves the choice; asks once whether to restart now, then once about unsaved changes.
    void switchLanguage(const QString& locale);
    /// File > Import: user-defined hardware and models from a JSON file (undoable).
    void importCatalogEntries();

    DocumentModel* m_document = nullptr;
    RecomputeScheduler* m_scheduler = nullptr;
    ScenarioListModel* m_scenarioList = nullptr;
    ComparisonTableModel* m_comparison = nullptr;
    ChartArea* m_charts = nullptr;
    HeadlineCards* m_cards = nullptr;
    ServiceLevelBar* m_serviceBar = nullptr;
    ParameterPanel* m_parameters = nullptr;
    NotesPanel* m_notes = nullptr;
    QListView* m_scenarioView = nullptr;
    QTableView* m_table = nullptr;
    QSplitter* m_splitter = nullptr;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_panelsMenu = nullptr;
    QMenu* m_toolsMenu = nullptr;
    ElidedLabel* m_fitLabel = nullptr;
    ElidedLabel* m_profileLabel = nullptr;
    ElidedLabel* m_sloLabel = nullptr;
    QAction* m_totalTokensAction = nullptr;
    QAction* m_perMwAction = nullptr;
    QAction* m_logInteractivityAction = nullptr;
    QAction* m_logThroughputAction = nullptr;
    QDockWidget* m_lastToolDock = nullptr;
    ChartOptions m_options;
    int m_undoStepDrawn = -1; ///< the undo stack's index when the charts were last drawn
    std::function<void(bool totalTokens)> m_followTokenBasis; ///< the tool panels' (installToolPanels)
    PresentationMode* m_presentation = nullptr;
    WorkbookController* m_workbook = nullptr;
    std::vector<MeasuredPoint> m_measured;
    std::vector<int> m_columnTextLengths; ///< the comparison's longest texts when its columns were fitted
    int m_columnHeaderCapChars = 0;       ///< the ratio headers' cap, characters, when they were fitted
    double m_costBands[3] = {0, 0, 0};
    QVBoxLayout* m_explorerLayout = nullptr; ///< service bar, cards, charts (and presentation slides)
    QStackedWidget* m_centreStack = nullptr; ///< the explorer, or the empty state when no scenario is left
    bool m_closeConfirmed = false;           ///< unsaved changes were already settled (a restart for a language)
};

} // namespace tf::ui
