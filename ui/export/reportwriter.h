#pragma once

#include "core/catalog/catalog.h"
#include "core/result.h"
#include "ui/chartdata.h"
#include "ui/scenarioresult.h"

#include <QDateTime>
#include <QString>

#include <vector>

namespace tf::ui {

struct ReportOptions
{
    QString workbookName; ///< shown in the header; empty = "Untitled workbook"
    QDateTime generated = QDateTime::currentDateTime();
    ChartOptions chartOptions;
};

/// A PDF for a board pack: one landscape A4 page per scenario with its headline numbers, the
/// Pareto and cost charts (the scenario beside the baseline), every assumption, the calibration
/// profile and its measured error, warnings and the sources of the catalog figures it uses; a
/// final page lists those sources in full. Written atomically.
core::Status exportReport(const std::vector<ScenarioResult>& results, const core::Catalog& catalog, const QString& path,
                          const ReportOptions& options = {});

} // namespace tf::ui
