#include "ui/chartarea.h"

#include "ui/charts/chartwidget.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QGridLayout>

#include <algorithm>
#include <cmath>
#include <utility>

namespace tf::ui {

namespace {

/// The smallest a chart gets before the area scrolls: a plot of 100 px and 150 px of titles, axis
/// labels and legend at the Latin font's line height, grown in proportion where the interface
/// language's glyphs stand taller (Chinese: about 1.25x). Below that Qt Charts elides an axis title
/// to "...".
QSize minimumChartSize(const ChartWidget& chart)
{
    constexpr int kMinimumWidthPx = 280;
    constexpr double kSmallestPlotPx = 100;
    constexpr double kTextPx = 150;
    const QFontMetricsF metrics(chart.font());
    const double glyphScale = std::max(1.0, metrics.boundingRect(chart.title()).height() / metrics.height());
    return {kMinimumWidthPx, static_cast<int>(std::ceil(kSmallestPlotPx + kTextPx * glyphScale))};
}

} // namespace

ChartArea::ChartArea(QWidget* parent) : QWidget(parent)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(6);
    for (ChartKind kind : kAllChartKinds) {
        ChartWidget* chart = makeChart(kind).release();
        chart->setParent(this);
        chart->setObjectName(chartKindId(kind) + QStringLiteral("Chart"));
        chart->setMinimumSize(minimumChartSize(*chart));
        chart->installEventFilter(this);
        const int i = static_cast<int>(m_charts.size());
        grid->addWidget(chart, i / 2, i % 2);
        m_charts.push_back(chart);
    }
    m_stale.assign(m_charts.size(), false);
    // A scroll area scrolls by moving this widget: charts coming into view catch up then.
    installEventFilter(this);
}

const std::vector<ChartWidget*>& ChartArea::charts() const
{
    catchUp(false);
    return m_charts;
}

ChartWidget* ChartArea::chart(ChartKind kind) const
{
    catchUp(false);
    const auto i = static_cast<size_t>(kind);
    return i < m_charts.size() ? m_charts[i] : nullptr;
}

namespace {

/// Whether any of `widget` lies inside every parent up to its window (a scroll area's viewport
/// clips the charts scrolled away). Geometry, not visibleRegion(): a chart is all covered by its
/// own chart view, so its visible region is always empty.
bool insideParents(const QWidget* widget)
{
    QRect area = widget->rect();
    for (const QWidget* w = widget; !w->isWindow() && w->parentWidget(); w = w->parentWidget()) {
        area = area.translated(w->pos()).intersected(w->parentWidget()->rect());
        if (area.isEmpty())
            return false;
    }
    return true;
}

} // namespace

bool ChartArea::inView(const ChartWidget* chart) const
{
    // Off screen altogether (tests, exports): every chart stays current, nothing waits for a paint.
    if (!isVisible())
        return true;
    return chart->isVisible() && insideParents(chart);
}

void ChartArea::setData(std::vector<ScenarioSeries> scenarios, const ChartOptions& options)
{
    m_series = std::move(scenarios);
    m_options = options;
    for (size_t i = 0; i < m_charts.size(); ++i) {
        m_stale[i] = !inView(m_charts[i]);
        if (!m_stale[i])
            m_charts[i]->setData(m_series, m_options);
    }
}

void ChartArea::catchUp(bool onlyInView) const
{
    for (size_t i = 0; i < m_charts.size(); ++i) {
        if (m_stale[i] && (!onlyInView || inView(m_charts[i]))) {
            m_stale[i] = false;
            m_charts[i]->setData(m_series, m_options);
        }
    }
}

bool ChartArea::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
        catchUp(true);
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void ChartArea::repaintNow()
{
    catchUp(false);
    for (ChartWidget* chart : m_charts)
        chart->repaint();
}

} // namespace tf::ui
