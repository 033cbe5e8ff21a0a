#include "ui/charts/breakdownchart.h"

#include "ui/charts/chartstyle.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QValueAxis>

#include <QGraphicsSimpleTextItem>

#include <algorithm>
#include <array>
#include <cmath>

namespace tf::ui {

namespace {

enum Component { Rental, Capex, Power, Facility, Other, ComponentCount };

double componentUsdPerGpuHour(const core::GpuHourCost& cost, int component)
{
    switch (component) {
    case Rental:
        return cost.rentalUsd;
    case Capex:
        return cost.capexUsd;
    case Power:
        return cost.powerUsd;
    case Facility:
        return cost.facilityUsd;
    default:
        return cost.otherUsd;
    }
}

} // namespace

struct BreakdownChart::Private
{
    struct Row
    {
        QString category;
        bool drawn = false; // false: the operating point does not fit or produces nothing
        std::array<double, ComponentCount> usdPerMtok{};
        double totalUsdPerMtok = 0;
        ScenarioSeries data;
    };

    QHorizontalStackedBarSeries* series = nullptr;
    std::array<QBarSet*, ComponentCount> sets{};
    QStringList axisTitles; ///< the value axis's title, long then short
    QBarCategoryAxis* categories = nullptr;
    QValueAxis* values = nullptr;
    std::vector<Row> rows; // top to bottom, as the scenarios are listed
    std::vector<QGraphicsSimpleTextItem*> totals;
    ChartOptions options;
    QStringList rangeView; ///< the rows and basis the $ range was drawn for: it holds while they stay
    bool rangeSet = false;

    /// Says which point the bars are for and on which token basis.
    void setTitles(QChart* chart, const QString& defaultTitle);
    /// Row names fitted to the room Qt gives them at this width, which it would otherwise cut again.
    void fitRowNames(double chartWidthPx);
    /// Each scenario's cost components at the point shown; returns the largest total $/Mtok.
    double fillRows(const std::vector<ScenarioSeries>& scenarios);
    /// Bar values per component; `used[c]` says whether any scenario pays component c.
    void fillSets(bool used[]);
    /// The $/Mtok axis with room for the totals; its range holds while the rows stay the same.
    void setValueAxis(double maxTotalUsd, bool sameView);
    void fillTotals(QChart* chart, bool presentation, double presentationScale);
};

QString BreakdownChart::componentName(int component)
{
    // A given price per GPU-hour is whatever the user set (a rental, an owning cost from a preset),
    // not necessarily a rental: it is named for what it is.
    const QString names[] = {tr("GPU-hour price"), tr("Capex"), tr("Power"), tr("Facility"), tr("Other")};
    return component >= 0 && component < ComponentCount ? names[component] : QString();
}

BreakdownChart::BreakdownChart(QWidget* parent) : ChartWidget(parent), d(std::make_unique<Private>())
{
    QChart* chart = this->chart();
    chart->setTitle(title());
    chart->legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
    d->series = new QHorizontalStackedBarSeries;
    d->series->setBarWidth(0.6);
    // Hues no scenario takes (chartstyle's palette): in blue, orange and green a bar's capex, power
    // and facility read as the H200's, the GB300's and a third scenario's share of it.
    const QColor colours[] = {QColor(128, 100, 162), QColor(70, 60, 130), QColor(170, 160, 60), QColor(150, 100, 70),
                              QColor(190, 190, 190)};
    for (int c = 0; c < ComponentCount; ++c) {
        d->sets[c] = new QBarSet(componentName(c));
        d->sets[c]->setColor(colours[c]);
        d->sets[c]->setBorderColor(Qt::white);
        d->series->append(d->sets[c]);
    }
    chart->addSeries(d->series);
    d->categories = new QBarCategoryAxis;
    d->values = new QValueAxis;
    d->values->setTickType(QValueAxis::TicksDynamic);
    chartstyle::styleAxis(d->categories, QString());
    chartstyle::styleAxis(d->values, QString());
    d->categories->setGridLineVisible(false);
    chart->addAxis(d->categories, Qt::AlignLeft);
    chart->addAxis(d->values, Qt::AlignBottom);
    d->series->attachAxis(d->categories);
    d->series->attachAxis(d->values);
    connect(d->series, &QAbstractBarSeries::hovered, this, [this](bool status, int index, QBarSet*) {
        const int row = static_cast<int>(d->rows.size()) - 1 - index; // bars are listed bottom-up
        if (!status || row < 0 || row >= static_cast<int>(d->rows.size())) {
            showHoverText(QString());
            return;
        }
        const Private::Row& r = d->rows[static_cast<std::size_t>(row)];
        QStringList lines;
        lines << chartstyle::legendName(r.data);
        if (!r.drawn) {
            lines << (r.data.current.op.fits ? r.data.currentNote
                                             : tr("No cost: the operating point does not fit in GPU memory"));
        } else {
            for (int c = 0; c < ComponentCount; ++c)
                if (r.usdPerMtok[static_cast<std::size_t>(c)] > 0)
                    lines << tr("%1: %2 per Mtok (%3 per GPU-hour)")
                                 .arg(componentName(c),
                                      chartstyle::formatUsd(r.usdPerMtok[static_cast<std::size_t>(c)]),
                                      chartstyle::formatUsd(componentUsdPerGpuHour(r.data.cost, c)));
            lines << tr("Total: %1 per Mtok at %2 tok/s/GPU")
                         .arg(chartstyle::formatUsd(r.totalUsdPerMtok),
                              chartstyle::formatSig3(d->options.totalTokens ? r.data.current.op.tokSPerGpuTotal
                                                                            : r.data.current.op.tokSPerGpuOutput));
        }
        showHoverText(lines.join(QLatin1Char('\n')));
    });
}

BreakdownChart::~BreakdownChart()
{
    // Sets taken out of the series (components nobody pays) belong to this chart.
    const QList<QBarSet*> inSeries = d->series->barSets();
    for (QBarSet* set : d->sets)
        if (!inSeries.contains(set))
            delete set;
}

void BreakdownChart::showUsedComponents(const bool used[])
{
    // Components that cost nothing in every scenario (e.g. capex when renting) stay out of the
    // series, so the legend lists exactly the swatches drawn. Hiding their legend markers instead
    // left Qt Charts' on-screen legend with one unlabelled swatch after a switch of pricing mode.
    QList<QBarSet*> wanted;
    for (int c = 0; c < ComponentCount; ++c)
        if (used[c])
            wanted << d->sets[static_cast<std::size_t>(c)];
    // Element by element: Qt 6.4's QList == hands memcmp the null data of two empty lists, which
    // UBSan reports (a scenario that does not fit has no component to show).
    const QList<QBarSet*> current = d->series->barSets();
    if (std::equal(current.begin(), current.end(), wanted.begin(), wanted.end()))
        return;
    for (QBarSet* set : d->series->barSets())
        d->series->take(set);
    d->series->append(wanted);
}

QString BreakdownChart::title() const
{
    return tr("Cost breakdown at the operating point");
}

void BreakdownChart::setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options)
{
    d->options = options;
    setPresentation(options.presentation);
    d->setTitles(chart(), title());
    const double maxTotal = d->fillRows(scenarios);
    QStringList view;
    for (const Private::Row& row : d->rows)
        view << row.category;
    d->fitRowNames(chart()->size().width());
    bool componentUsed[ComponentCount] = {};
    d->fillSets(componentUsed);
    showUsedComponents(componentUsed);
    view << (options.totalTokens ? QStringLiteral("total") : QStringLiteral("output"));
    const bool sameView = view == d->rangeView;
    d->rangeView = view;
    d->setValueAxis(maxTotal, sameView && options.holdRanges);
    d->fillTotals(chart(), presentation(), kPresentationScale);
    relayoutOverlays();
}

void BreakdownChart::Private::setTitles(QChart* chart, const QString& defaultTitle)
{
    // Says which point the bars are for: the operating point, or the configuration chosen for the
    // comparison's service level.
    const QString heading =
        options.levelCaption.isEmpty()
            ? defaultTitle
            : tr("Cost breakdown %1", "the level caption, e.g. at 50 tok/s/user").arg(options.levelCaption);
    if (chart->title() != heading)
        chart->setTitle(heading);
    axisTitles = options.totalTokens ? QStringList{tr("$ per million tokens (input + output)"), tr("$/Mtok (in + out)")}
                                     : QStringList{tr("$ per million output tokens"), tr("$/Mtok (output)")};
    // The form that fits is chosen with the overlays, once the plot has its width.
}

double BreakdownChart::Private::fillRows(const std::vector<ScenarioSeries>& scenarios)
{
    rows.resize(scenarios.size());
    double maxTotal = 0;
    for (std::size_t s = 0; s < scenarios.size(); ++s) {
        const ScenarioSeries& scenario = scenarios[s];
        Row& row = rows[s];
        row.data = scenario;
        row.category = chartstyle::legendName(scenario);
        const double pointCost = chartstyle::costOf(scenario.current, options);
        row.drawn = scenario.currentFits && pointCost > 0 && std::isfinite(pointCost) && scenario.cost.totalUsd > 0;
        row.totalUsdPerMtok = row.drawn ? pointCost : 0;
        // Each component's share of $/GPU-h applied to the point's $/Mtok: equal to
        // component / (tok/s/GPU x 3600) x 1e6, and the bar's total is the headline figure.
        for (int c = 0; c < ComponentCount; ++c)
            row.usdPerMtok[static_cast<std::size_t>(c)] =
                row.drawn ? componentUsdPerGpuHour(scenario.cost, c) / scenario.cost.totalUsd * pointCost : 0;
        maxTotal = std::max(maxTotal, row.totalUsdPerMtok);
    }
    return maxTotal;
}

void BreakdownChart::Private::fillSets(bool used[])
{
    // Horizontal bars are listed bottom-up: reversed so the first scenario is on top.
    const int n = static_cast<int>(rows.size());
    for (int c = 0; c < ComponentCount; ++c) {
        QBarSet* set = sets[static_cast<std::size_t>(c)];
        if (set->count() != n) {
            set->remove(0, set->count());
            QList<qreal> barValues;
            for (int i = n - 1; i >= 0; --i)
                barValues << rows[static_cast<std::size_t>(i)].usdPerMtok[static_cast<std::size_t>(c)];
            set->append(barValues);
        } else {
            for (int i = 0; i < n; ++i) {
                const double value = rows[static_cast<std::size_t>(n - 1 - i)].usdPerMtok[static_cast<std::size_t>(c)];
                if (set->at(i) != value)
                    set->replace(i, value);
            }
        }
        bool any = false;
        for (int i = 0; i < n; ++i)
            any = any || set->at(i) > 0;
        used[c] = any;
    }
}

void BreakdownChart::Private::setValueAxis(double maxTotalUsd, bool sameView)
{
    double lo = 0, hi = 0, tick = 1;
    const double room = maxTotalUsd > 0 ? maxTotalUsd * 1.12 : 1; // for the totals at the bar ends
    chartstyle::linearRange(0, room, &lo, &hi, &tick);
    // A price drag scales every bar: the axis stays put while the bars fit and fill it enough.
    if (sameView && rangeSet) {
        chartstyle::holdRange(false, values->min(), values->max(), lo, hi, 0, room, &lo, &hi);
        if (lo == values->min() && hi == values->max())
            tick = values->tickInterval();
    }
    rangeSet = true;
    const QString format = chartstyle::decimalsFormat(tick);
    if (values->labelFormat() != format)
        values->setLabelFormat(format);
    if (values->tickInterval() != tick)
        values->setTickInterval(tick);
    chartstyle::setRangeIfChanged(values, lo, hi);
}

void BreakdownChart::Private::fillTotals(QChart* chart, bool presentation, double presentationScale)
{
    const int n = static_cast<int>(rows.size());
    chartstyle::ensureBarLabels(totals, chart, n, presentation, presentationScale, true);
    for (int i = 0; i < n; ++i) {
        QGraphicsSimpleTextItem* label = totals[static_cast<std::size_t>(i)];
        const Row& row = rows[static_cast<std::size_t>(i)];
        label->setText(row.drawn ? chartstyle::formatUsd(row.totalUsdPerMtok) : chartstyle::missingPointText(row.data));
        label->setBrush(row.drawn ? QColor(40, 40, 40) : QColor(200, 0, 0));
        label->setVisible(true);
    }
}

void BreakdownChart::Private::fitRowNames(double chartWidthPx)
{
    QStringList names;
    for (const Row& row : rows)
        names << chartstyle::rowNameWithin(row.data, categories->labelsFont(), chartWidthPx);
    chartstyle::setRowNames(categories, names);
}

void BreakdownChart::relayoutOverlays()
{
    chartstyle::setAxisTitleWithin(d->values, d->axisTitles, chart()->plotArea().width());
    d->fitRowNames(chart()->size().width());
    const int n = static_cast<int>(d->rows.size());
    for (int i = 0; i < n && i < static_cast<int>(d->totals.size()); ++i) {
        chartstyle::placeAtBarEnd(d->totals[static_cast<std::size_t>(i)], chart(), d->series,
                                  d->rows[static_cast<std::size_t>(i)].totalUsdPerMtok, i, n);
    }
}

int BreakdownChart::seriesCount() const
{
    int count = 0;
    for (const QBarSet* set : d->sets)
        for (int i = 0; i < set->count(); ++i)
            if (set->at(i) > 0) {
                ++count;
                break;
            }
    return count;
}

int BreakdownChart::pointCount() const
{
    int count = 0;
    for (const QBarSet* set : d->sets)
        for (int i = 0; i < set->count(); ++i)
            count += set->at(i) > 0 ? 1 : 0;
    return count;
}

QString BreakdownChart::summaryForTests() const
{
    QStringList lines;
    const QString names[] = {QStringLiteral("rental"), QStringLiteral("capex"), QStringLiteral("power"),
                             QStringLiteral("facility"), QStringLiteral("other")};
    for (const Private::Row& row : d->rows) {
        QString line = QStringLiteral("scenario %1:").arg(row.category);
        if (!row.drawn)
            line += QStringLiteral(" infeasible");
        for (int c = 0; c < ComponentCount; ++c)
            line += QStringLiteral(" %1=%2").arg(names[c]).arg(row.usdPerMtok[static_cast<std::size_t>(c)], 0, 'g', 4);
        line += QStringLiteral(" total=%1").arg(row.totalUsdPerMtok, 0, 'g', 4);
        lines << line;
    }
    lines << QStringLiteral("xtitle=%1").arg(d->values->titleText());
    lines << QStringLiteral("xrange=%1..%2").arg(d->values->min()).arg(d->values->max());
    return lines.join(QLatin1Char('\n'));
}

} // namespace tf::ui
