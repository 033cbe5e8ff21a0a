#pragma once

#include "ui/scenarioresult.h"

#include <QString>

#include <vector>

class QAbstractItemModel;

namespace tf::ui {

/// Every sweep point of every scenario as CSV (one header row; numbers in C locale so any
/// spreadsheet reads them). Frontier points are flagged.
QString pointsToCsv(const std::vector<ScenarioResult>& results);

/// A table model's display text as delimited rows with a header row: CSV (',' with quoting) or
/// TSV ('\t', which pastes into spreadsheets cell by cell).
QString modelToDelimited(const QAbstractItemModel& model, QChar separator);

} // namespace tf::ui
