#pragma once

#include "ui/chartdata.h"

#include <QByteArray>
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

    ChartOptions chartOptions() const;
    void setChartOptions(const ChartOptions& options);

private:
    QSettings m_settings;
};

} // namespace tf::ui
