#include "ui/chartarea.h"

#include "ui/charts/chartwidget.h"

#include <QGridLayout>

namespace tf::ui {

ChartArea::ChartArea(QWidget* parent) : QWidget(parent)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(6);
    for (ChartKind kind : kAllChartKinds) {
        ChartWidget* chart = makeChart(kind).release();
        chart->setParent(this);
        chart->setObjectName(chartKindId(kind) + QStringLiteral("Chart"));
        chart->setMinimumSize(280, 250);
        const int i = static_cast<int>(m_charts.size());
        grid->addWidget(chart, i / 2, i % 2);
        m_charts.push_back(chart);
    }
}

ChartWidget* ChartArea::chart(ChartKind kind) const
{
    const auto i = static_cast<size_t>(kind);
    return i < m_charts.size() ? m_charts[i] : nullptr;
}

void ChartArea::setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options)
{
    m_series = scenarios;
    m_options = options;
    for (ChartWidget* chart : m_charts)
        chart->setData(m_series, m_options);
}

void ChartArea::repaintNow()
{
    for (ChartWidget* chart : m_charts)
        chart->repaint();
}

} // namespace tf::ui
