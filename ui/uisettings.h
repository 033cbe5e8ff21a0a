#pragma once

#include "ui/chartdata.h"

#include <QByteArray>
#include <QJsonObject>
#include <QSettings>

namespace tf::ui {

/// Typed access to the application's persistent settings (window layout, chart options), so key
/// names and defaults live in one place.
class UiSettings
{
public:
    UiSettings();

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    QByteArray splitterState() const;
    void setSplitterState(const QByteArray& state);

    /// User-interface language as a locale name ("en", "zh_CN"); empty = the system's.
    QString language() const;
    void setLanguage(const QString& locale);
    /// The folder of the last export (report, spreadsheet, chart); the documents folder at first.
    QString exportFolder() const;
    void setExportFolder(const QString& folder);

    ChartOptions chartOptions() const;
    void setChartOptions(const ChartOptions& options);

private:
    QSettings m_settings;
};

/// The chart options a workbook keeps (chart_settings.charts): which tokens count, per GPU or per
/// MW, log scales, tiers, all points. Presentation type is a view state and is not saved.
QJsonObject chartOptionsToJson(const ChartOptions& options);
/// `base` with the options `object` holds; keys missing or not booleans keep `base`'s value (a
/// file cannot break the view).
ChartOptions chartOptionsFromJson(const QJsonObject& object, const ChartOptions& base);

} // namespace tf::ui
