#pragma once

#include <QString>

#include <memory>
#include <optional>

namespace tf::ui {

class ChartWidget;

/// The four explorer charts, by the names the command line and menus use.
enum class ChartKind { Pareto, Cost, Breakdown, Energy };
inline constexpr ChartKind kAllChartKinds[] = {ChartKind::Pareto, ChartKind::Cost, ChartKind::Breakdown,
                                               ChartKind::Energy};
/// "pareto", "cost", "breakdown", "energy".
QString chartKindId(ChartKind kind);
std::optional<ChartKind> parseChartKind(const QString& id);
std::unique_ptr<ChartWidget> makeChart(ChartKind kind);

} // namespace tf::ui
