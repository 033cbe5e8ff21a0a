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
    QString workbookNotes;              ///< shown on the summary (or on the notes pages when long)
    std::vector<QString> scenarioNotes; ///< per scenario, in the order of the results
};

class DocumentModel;

/// Fills the options' notes from the open workbook (its own and each scenario's).
void takeNotes(const DocumentModel& document, ReportOptions* options);

/// A PDF for a board pack, landscape A4. Page 1 is the summary: the comparison at the service
/// level with ratios against the baseline, the headline chart, the key assumptions, each profile's
/// held-out error, warnings and the workbook's notes. Then one page per scenario (headline numbers,
/// the Pareto and cost charts beside the baseline, every assumption, the model's error, warnings,
/// its notes), the iceberg and the baseline's sensitivity tornado, the owned scenarios year by
/// year, notes too long for their page, and the sources of every catalog figure used. Text is
/// fitted or flowed onto further pages, never cut. Written atomically.
core::Status exportReport(const std::vector<ScenarioResult>& results, const core::Catalog& catalog, const QString& path,
                          const ReportOptions& options = {});

} // namespace tf::ui
