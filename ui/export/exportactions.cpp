#include "ui/export/exportactions.h"

#include "ui/chartarea.h"
#include "ui/charts/chartwidget.h"
#include "ui/comparisontablemodel.h"
#include "ui/documentmodel.h"
#include "ui/export/atomicfile.h"
#include "ui/export/chartexport.h"
#include "ui/export/reportwriter.h"
#include "ui/export/tableexport.h"
#include "ui/export/xlsxexport.h"
#include "ui/recomputescheduler.h"
#include "ui/uisettings.h"
#include "ui/workbookcontroller.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStandardPaths>
#include <QStatusBar>

#include <vector>

namespace tf::ui {

ExportActions::ExportActions(const ExportSources& sources, QMenu* exportMenu, QMenu* editMenu)
    : QObject(sources.dialogParent), m_sources(sources)
{
    const auto& charts = sources.charts->charts();
    std::vector<QAction*> chartActions;
    for (int i = 0; i < static_cast<int>(charts.size()); ++i)
        chartActions.push_back(exportMenu->addAction(QString(), this, [this, i] { exportChartDialog(i); }));
    // A chart's title follows the service level ("Cost breakdown at 50.0 tok/s/user"): the menus
    // name each chart as it is now, not as it was when the window opened.
    const auto namer = [charts = sources.charts](std::vector<QAction*> actions, QString pattern) {
        return [charts, actions, pattern] {
            for (size_t i = 0; i < actions.size(); ++i)
                actions[i]->setText(pattern.arg(charts->charts()[i]->shownTitle()));
        };
    };
    const auto nameCharts = namer(chartActions, tr("Chart: %1\u2026"));
    nameCharts();
    connect(exportMenu, &QMenu::aboutToShow, this, nameCharts);
    exportMenu->addSeparator();
    QAction* report = exportMenu->addAction(tr("&Report (PDF)\u2026"), this, &ExportActions::exportReportDialog);
    report->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    exportMenu->addAction(tr("&Spreadsheet (.xlsx)\u2026"), this, &ExportActions::exportSpreadsheetDialog);
    exportMenu->addAction(tr("All &points (CSV)\u2026"), this, &ExportActions::exportPointsDialog);
    exportMenu->addAction(tr("Comparison &table (CSV)\u2026"), this, &ExportActions::exportTableDialog);

    editMenu->addSeparator();
    QMenu* copyChartMenu = editMenu->addMenu(tr("Copy &chart as image"));
    std::vector<QAction*> copyActions;
    for (int i = 0; i < static_cast<int>(charts.size()); ++i)
        copyActions.push_back(copyChartMenu->addAction(QString(), this, [this, i] { copyChart(i); }));
    copyActions.front()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    const auto nameCopies = namer(copyActions, QStringLiteral("%1"));
    nameCopies();
    connect(copyChartMenu, &QMenu::aboutToShow, this, nameCopies);
    QAction* copyTableAction = editMenu->addAction(tr("Copy comparison &table"), this, &ExportActions::copyTable);
    copyTableAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
}

QString ExportActions::askPath(const QString& title, const QString& suggestedName, const QString& filter)
{
    // Where the last export went: a board pack is exported piece by piece into one folder.
    const QString directory = UiSettings().exportFolder();
    const QString path = QFileDialog::getSaveFileName(m_sources.dialogParent, title,
                                                      directory + QLatin1Char('/') + suggestedName, filter);
    if (!path.isEmpty())
        UiSettings().setExportFolder(QFileInfo(path).absolutePath());
    return path;
}

void ExportActions::reportOutcome(const QString& path, const std::string& error)
{
    if (error.empty()) {
        m_sources.statusBar->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 6000);
        return;
    }
    QMessageBox::warning(m_sources.dialogParent, tr("Export failed"),
                         tr("Could not export to %1.\n\n%2\n\nAny existing file was left unchanged.")
                             .arg(QDir::toNativeSeparators(path), QString::fromStdString(error)));
}

void ExportActions::exportChartDialog(int chartIndex)
{
    ChartWidget* chart = m_sources.charts->charts().at(static_cast<size_t>(chartIndex));
    const QString name = chartKindId(static_cast<ChartKind>(chartIndex)) + QStringLiteral(".png");
    const QString path = askPath(tr("Export chart"), name,
                                 tr("PNG image, 2\u00d7 for slides (*.png);;SVG vector (*.svg);;PDF vector (*.pdf)"));
    if (path.isEmpty())
        return;
    const core::Status s = exportChart(*chart, path);
    reportOutcome(path, s ? std::string() : s.error());
}

void ExportActions::exportReportDialog()
{
    const QString path = askPath(tr("Export report"), QStringLiteral("token-factory-report.pdf"), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    ReportOptions options;
    const QString workbookPath = m_sources.workbook->currentPath();
    options.workbookName = workbookPath.isEmpty() ? QString() : QFileInfo(workbookPath).fileName();
    // The options the charts on screen were drawn with: the view settings at the comparison's level.
    options.chartOptions = m_sources.charts->options();
    takeNotes(*m_sources.document, &options);
    const core::Status s = exportReport(m_sources.scheduler->results(), m_sources.document->catalog(), path, options);
    QApplication::restoreOverrideCursor();
    reportOutcome(path, s ? std::string() : s.error());
}

void ExportActions::exportSpreadsheetDialog()
{
    const QString path =
        askPath(tr("Export spreadsheet"), QStringLiteral("token-factory.xlsx"), tr("Excel workbook (*.xlsx)"));
    if (path.isEmpty())
        return;
    const core::Status s = exportXlsx(m_sources.scheduler->results(), m_sources.comparison->baseline(),
                                      m_sources.document->catalog(), path);
    reportOutcome(path, s ? std::string() : s.error());
}

void ExportActions::exportPointsDialog()
{
    const QString path = askPath(tr("Export points"), QStringLiteral("points.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const core::Status s = writeFileAtomically(path, pointsToCsv(m_sources.scheduler->results()).toUtf8());
    reportOutcome(path, s ? std::string() : s.error());
}

void ExportActions::exportTableDialog()
{
    const QString path = askPath(tr("Export comparison table"), QStringLiteral("comparison.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const core::Status s =
        writeFileAtomically(path, comparisonToDelimited(*m_sources.comparison, QLatin1Char(',')).toUtf8());
    reportOutcome(path, s ? std::string() : s.error());
}

void ExportActions::copyChart(int chartIndex)
{
    ChartWidget* chart = m_sources.charts->charts().at(static_cast<size_t>(chartIndex));
    QApplication::clipboard()->setImage(chart->toImage(kExportChartSize, 2.0));
    m_sources.statusBar->showMessage(tr("Copied \u201c%1\u201d to the clipboard").arg(chart->shownTitle()), 4000);
}

void ExportActions::copyTable()
{
    auto* mime = new QMimeData;
    mime->setText(comparisonToDelimited(*m_sources.comparison, QLatin1Char('\t')));
    QApplication::clipboard()->setMimeData(mime);
    m_sources.statusBar->showMessage(tr("Copied the comparison table (paste into a spreadsheet)"), 4000);
}

} // namespace tf::ui
