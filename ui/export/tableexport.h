#pragma once

#include "ui/scenarioresult.h"

#include <QString>

#include <vector>

class QAbstractItemModel;

namespace tf::ui {

class ComparisonTableModel;

/// Every sweep point of every scenario as CSV (one header row; numbers in C locale so any
/// spreadsheet reads them). Frontier points are flagged.
QString pointsToCsv(const std::vector<ScenarioResult>& results);

/// The comparison as a spreadsheet computes with it: one row per scenario (and one for the
/// cost-per-token article's published ratios when shown), raw numbers in C locale, units in the
/// header, the service level and whether each scenario reached it. ',' quotes text; '\t' pastes.
QString comparisonToDelimited(const ComparisonTableModel& model, QChar separator);

/// A table model's display text as delimited rows with a header row: CSV (',' with quoting) or
/// TSV ('\t', which pastes into spreadsheets cell by cell).
QString modelToDelimited(const QAbstractItemModel& model, QChar separator);

} // namespace tf::ui
