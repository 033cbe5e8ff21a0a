#pragma once

#include <QObject>

class QMenu;
class QStatusBar;
class QWidget;

namespace tf::ui {

class ChartArea;
class ComparisonTableModel;
class DocumentModel;
class RecomputeScheduler;
class WorkbookController;

/// What the exports read and where they report: the charts, results and table on screen, the
/// workbook's name and catalog, a parent for dialogs and a status bar for confirmations.
struct ExportSources
{
    QWidget* dialogParent = nullptr;
    QStatusBar* statusBar = nullptr;
    DocumentModel* document = nullptr;
    ChartArea* charts = nullptr;
    RecomputeScheduler* scheduler = nullptr;
    ComparisonTableModel* comparison = nullptr;
    WorkbookController* workbook = nullptr;
};

/// File > Export (each chart as PNG/SVG/PDF, the PDF report, the .xlsx workbook with live
/// formulas, points and comparison table as CSV) and Edit > Copy (chart as image, comparison table as TSV). Every file is written
/// atomically; failures are reported in a dialog and leave existing files untouched.
class ExportActions : public QObject
{
    Q_OBJECT
public:
    /// Adds the actions to `exportMenu` and `editMenu`; owned by `sources.dialogParent`.
    ExportActions(const ExportSources& sources, QMenu* exportMenu, QMenu* editMenu);

    void exportChartDialog(int chartIndex);
    void exportReportDialog();
    void exportSpreadsheetDialog();
    void exportPointsDialog();
    void exportTableDialog();
    void copyChart(int chartIndex);
    void copyTable();

private:
    QString askPath(const QString& title, const QString& suggestedName, const QString& filter);
    void reportOutcome(const QString& path, const std::string& error);

    ExportSources m_sources;
};

} // namespace tf::ui
