#include "ui/uisettings.h"

#include <QDir>
#include <QStandardPaths>

namespace tf::ui {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kSplitter = QStringLiteral("window/splitter");
const QString kTotalTokens = QStringLiteral("charts/totalTokens");
const QString kPerMegawatt = QStringLiteral("charts/perMegawatt");
const QString kLogInteractivity = QStringLiteral("charts/logInteractivity");
const QString kLogThroughput = QStringLiteral("charts/logThroughput");
const QString kShowTiers = QStringLiteral("charts/showTiers");
const QString kShowAllPoints = QStringLiteral("charts/showAllPoints");
} // namespace

UiSettings::UiSettings() = default;

QByteArray UiSettings::windowGeometry() const
{
    return m_settings.value(kGeometry).toByteArray();
}
void UiSettings::setWindowGeometry(const QByteArray& geometry)
{
    m_settings.setValue(kGeometry, geometry);
}
QByteArray UiSettings::windowState() const
{
    return m_settings.value(kState).toByteArray();
}
void UiSettings::setWindowState(const QByteArray& state)
{
    m_settings.setValue(kState, state);
}
QByteArray UiSettings::splitterState() const
{
    return m_settings.value(kSplitter).toByteArray();
}
void UiSettings::setSplitterState(const QByteArray& state)
{
    m_settings.setValue(kSplitter, state);
}

ChartOptions UiSettings::chartOptions() const
{
    const ChartOptions defaults;
    ChartOptions o;
    o.totalTokens = m_settings.value(kTotalTokens, defaults.totalTokens).toBool();
    o.perMegawatt = m_settings.value(kPerMegawatt, defaults.perMegawatt).toBool();
    o.logInteractivity = m_settings.value(kLogInteractivity, defaults.logInteractivity).toBool();
    o.logThroughput = m_settings.value(kLogThroughput, defaults.logThroughput).toBool();
    o.showTiers = m_settings.value(kShowTiers, defaults.showTiers).toBool();
    o.showAllPoints = m_settings.value(kShowAllPoints, defaults.showAllPoints).toBool();
    return o;
}

void UiSettings::setChartOptions(const ChartOptions& o)
{
    m_settings.setValue(kTotalTokens, o.totalTokens);
    m_settings.setValue(kPerMegawatt, o.perMegawatt);
    m_settings.setValue(kLogInteractivity, o.logInteractivity);
    m_settings.setValue(kLogThroughput, o.logThroughput);
    m_settings.setValue(kShowTiers, o.showTiers);
    m_settings.setValue(kShowAllPoints, o.showAllPoints);
}

QString UiSettings::language() const
{
    return m_settings.value(QStringLiteral("ui/language")).toString();
}

void UiSettings::setLanguage(const QString& locale)
{
    m_settings.setValue(QStringLiteral("ui/language"), locale);
}

QString UiSettings::exportFolder() const
{
    const QString folder = m_settings.value(QStringLiteral("ui/exportFolder")).toString();
    return !folder.isEmpty() && QDir(folder).exists()
               ? folder
               : QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void UiSettings::setExportFolder(const QString& folder)
{
    m_settings.setValue(QStringLiteral("ui/exportFolder"), folder);
}

namespace {

/// Workbook keys of the saved chart options, with the member each one sets.
const std::pair<const char*, bool ChartOptions::*> kChartOptionKeys[] = {
    {"total_tokens", &ChartOptions::totalTokens},
    {"per_megawatt", &ChartOptions::perMegawatt},
    {"log_interactivity", &ChartOptions::logInteractivity},
    {"log_throughput", &ChartOptions::logThroughput},
    {"show_tiers", &ChartOptions::showTiers},
    {"show_all_points", &ChartOptions::showAllPoints},
};

} // namespace

QJsonObject chartOptionsToJson(const ChartOptions& options)
{
    QJsonObject object;
    for (const auto& [key, member] : kChartOptionKeys)
        object.insert(QLatin1String(key), options.*member);
    return object;
}

ChartOptions chartOptionsFromJson(const QJsonObject& object, const ChartOptions& base)
{
    ChartOptions options = base;
    for (const auto& [key, member] : kChartOptionKeys) {
        const QJsonValue value = object.value(QLatin1String(key));
        if (value.isBool())
            options.*member = value.toBool();
    }
    return options;
}

} // namespace tf::ui
