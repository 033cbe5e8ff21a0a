#pragma once

#include <QObject>

class QMenu;

namespace tf::ui {

class MainWindow;

/// File > Export (each chart as PNG/SVG/PDF, the PDF report, points and comparison table as
/// CSV) and Edit > Copy (chart as image, comparison table as TSV). Every file is written
/// atomically; failures are reported in a dialog and leave existing files untouched.
class ExportActions : public QObject
{
    Q_OBJECT
public:
    ExportActions(MainWindow* window, QMenu* exportMenu, QMenu* editMenu);

    void exportChartDialog(int chartIndex);
    void exportReportDialog();
    void exportPointsDialog();
    void exportTableDialog();
    void copyChart(int chartIndex);
    void copyTable();

private:
    QString askPath(const QString& title, const QString& suggestedName, const QString& filter);
    void reportOutcome(const QString& path, const std::string& error);

    MainWindow* m_window;
};

} // namespace tf::ui
