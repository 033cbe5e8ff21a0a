#include "ui/chartarea.h"

#include "ui/charts/chartwidget.h"

#include <QGridLayout>
#include <QPainter>

// The charts are built in ui/charts/; a chart whose header is not there yet is replaced by a
// placeholder so the window builds and runs with whatever charts exist.
#if __has_include("ui/charts/paretochart.h")
#include "ui/charts/paretochart.h"
#define TF_HAVE_PARETO_CHART 1
#endif
#if __has_include("ui/charts/costchart.h")
#include "ui/charts/costchart.h"
#define TF_HAVE_COST_CHART 1
#endif
#if __has_include("ui/charts/breakdownchart.h")
#include "ui/charts/breakdownchart.h"
#define TF_HAVE_BREAKDOWN_CHART 1
#endif
#if __has_include("ui/charts/energychart.h")
#include "ui/charts/energychart.h"
#define TF_HAVE_ENERGY_CHART 1
#endif

namespace tf::ui {

namespace {

/// Stand-in for a chart that is not built yet: names itself and counts what it was given.
class PlaceholderChart : public ChartWidget
{
public:
    PlaceholderChart(const QString& title, QWidget* parent) : ChartWidget(parent), m_title(title) {}
    void setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions&) override
    {
        m_series = static_cast<int>(scenarios.size());
        m_points = 0;
        for (const ScenarioSeries& s : scenarios)
            m_points += static_cast<int>(s.points.size());
        update();
    }
    QString title() const override { return m_title; }
    int seriesCount() const override { return m_series; }
    int pointCount() const override { return m_points; }
    QString summaryForTests() const override { return QStringLiteral("%1 %2 %3").arg(m_title).arg(m_series).arg(m_points); }

private:
    QString m_title;
    int m_series = 0;
    int m_points = 0;
};

template <typename Chart>
ChartWidget* make(QWidget* parent)
{
    return new Chart(parent);
}

} // namespace

ChartArea::ChartArea(QWidget* parent) : QWidget(parent)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(6);
#ifdef TF_HAVE_PARETO_CHART
    m_charts.push_back(make<ParetoChart>(this));
#else
    m_charts.push_back(new PlaceholderChart(tr("Throughput vs interactivity"), this));
#endif
#ifdef TF_HAVE_COST_CHART
    m_charts.push_back(make<CostChart>(this));
#else
    m_charts.push_back(new PlaceholderChart(tr("Cost per Mtok vs interactivity"), this));
#endif
#ifdef TF_HAVE_BREAKDOWN_CHART
    m_charts.push_back(make<BreakdownChart>(this));
#else
    m_charts.push_back(new PlaceholderChart(tr("Cost breakdown"), this));
#endif
#ifdef TF_HAVE_ENERGY_CHART
    m_charts.push_back(make<EnergyChart>(this));
#else
    m_charts.push_back(new PlaceholderChart(tr("Energy"), this));
#endif
    for (size_t i = 0; i < m_charts.size(); ++i) {
        m_charts[i]->setMinimumSize(320, 220);
        grid->addWidget(m_charts[i], static_cast<int>(i / 2), static_cast<int>(i % 2));
    }
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
