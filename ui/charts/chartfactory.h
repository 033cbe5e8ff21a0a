#pragma once

#include <QString>

#include <memory>
#include <optional>

namespace tf::ui {

class ChartWidget;

/// The charts, by the names the command line and menus use: the four explorer charts of the main
/// window, then the iceberg (the report's and the iceberg panel's).
enum class ChartKind { Pareto, Cost, Breakdown, Energy, Iceberg };
inline constexpr ChartKind kAllChartKinds[] = {ChartKind::Pareto, ChartKind::Cost, ChartKind::Breakdown,
                                               ChartKind::Energy};
/// Every chart that can be exported on its own.
inline constexpr ChartKind kExportChartKinds[] = {ChartKind::Pareto, ChartKind::Cost, ChartKind::Breakdown,
                                                  ChartKind::Energy, ChartKind::Iceberg};
/// "pareto", "cost", "breakdown", "energy", "iceberg".
QString chartKindId(ChartKind kind);
std::optional<ChartKind> parseChartKind(const QString& id);
std::unique_ptr<ChartWidget> makeChart(ChartKind kind);

} // namespace tf::ui
