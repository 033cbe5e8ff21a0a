#pragma once

#include "core/result.h"
#include "ui/chartdata.h"
#include "ui/charts/chartfactory.h"

#include <QSize>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace tf::ui {

class ChartWidget;

/// Slide-friendly default: 16:9 at 1280x720 logical pixels (PNG written at 2x).
inline constexpr QSize kExportChartSize{1280, 720};

/// Renders `chart` to PNG (at 2x device pixels), SVG (vector) or PDF (vector), chosen by the
/// file extension; written atomically. Unknown extensions are an error.
core::Status exportChart(ChartWidget& chart, const QString& path, QSize logicalSize = kExportChartSize);

/// Builds the chart off screen from the data and exports it.
core::Status exportChart(ChartKind kind, const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options,
                         const QString& path, QSize logicalSize = kExportChartSize);

} // namespace tf::ui
