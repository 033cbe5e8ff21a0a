#include "ui/charts/chartfactory.h"

#include "ui/charts/breakdownchart.h"
#include "ui/charts/costchart.h"
#include "ui/charts/energychart.h"
#include "ui/charts/icebergchart.h"
#include "ui/charts/paretochart.h"

namespace tf::ui {

QString chartKindId(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Pareto:
        return QStringLiteral("pareto");
    case ChartKind::Cost:
        return QStringLiteral("cost");
    case ChartKind::Breakdown:
        return QStringLiteral("breakdown");
    case ChartKind::Energy:
        return QStringLiteral("energy");
    case ChartKind::Iceberg:
        return QStringLiteral("iceberg");
    }
    return QStringLiteral("pareto");
}

std::optional<ChartKind> parseChartKind(const QString& id)
{
    for (ChartKind kind : kExportChartKinds) {
        if (chartKindId(kind) == id.toLower())
            return kind;
    }
    return std::nullopt;
}

std::unique_ptr<ChartWidget> makeChart(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Pareto:
        return std::make_unique<ParetoChart>();
    case ChartKind::Cost:
        return std::make_unique<CostChart>();
    case ChartKind::Breakdown:
        return std::make_unique<BreakdownChart>();
    case ChartKind::Energy:
        return std::make_unique<EnergyChart>();
    case ChartKind::Iceberg:
        return std::make_unique<IcebergChart>();
    }
    return std::make_unique<ParetoChart>();
}

} // namespace tf::ui
