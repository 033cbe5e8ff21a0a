#include "ui/charts/energychart.h"

#include "ui/charts/chartstyle.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

#include <QGraphicsSimpleTextItem>

#include <algorithm>
#include <cmath>

namespace tf::ui {

namespace {

// tok/s/MW = tok/s per 1e6 W and tok/J = tok/s per W: the same efficiency, a million apart.
constexpr double kTokPerJoulePerTokSPerMw = 1e-6;

} // namespace

struct EnergyChart::Private
{
    struct Row
    {
        QString category;
        bool drawn = false;
        double tokSPerMw = 0;
        double tokPerJoule = 0;
        ScenarioSeries data;
        QStringList labelForms; ///< the bar's label, longest first: both figures, then tok/J alone
    };

    // One bar set per scenario with a value only in its own row: stacked, so each bar is
    // centred in its row and drawn in its scenario's colour.
    QHorizontalStackedBarSeries* series = nullptr;
    std::vector<QBarSet*> sets;
    QStringList bottomTitles; ///< the axes' titles, long then short
    QStringList topTitles;
    QBarCategoryAxis* categories = nullptr;
    QValueAxis* perMegawatt = nullptr;
    QValueAxis* perJoule = nullptr;
    std::vector<Row> rows;
    std::vector<QGraphicsSimpleTextItem*> labels;
    ChartOptions options;

    /// Says which point the bars are for and on which token basis.
    void setTitles(QChart* chart, const QString& defaultTitle);
    /// Row names fitted to the room Qt gives them at this width, which it would otherwise cut again.
    void fitRowNames(double chartWidthPx);
    void fitAxisTitles(double plotWidthPx);
    /// Each scenario's figures at the point shown; returns the largest tok/s/MW.
    double fillRows(const std::vector<ScenarioSeries>& scenarios);
    void fillBars(const std::vector<ScenarioSeries>& scenarios);
    /// The tok/s/MW axis below and the same scale in tok/J above, with room for the bar labels.
    void setValueAxes(double maxTokSPerMw);
    void fillLabels(QChart* chart, bool presentation, double presentationScale);
    /// Board power at the point and, under a power cap, the clock it leaves.
    static QString boardPowerText(const core::OperatingPoint& op);
};

EnergyChart::EnergyChart(QWidget* parent) : ChartWidget(parent), d(std::make_unique<Private>())
{
    QChart* chart = this->chart();
    chart->setTitle(title());
    chart->legend()->hide(); // rows are labelled with the scenario names
    d->series = new QHorizontalStackedBarSeries;
    d->series->setBarWidth(0.6);
    chart->addSeries(d->series);
    d->categories = new QBarCategoryAxis;
    d->perMegawatt = new QValueAxis;
    d->perJoule = new QValueAxis;
    chartstyle::styleAxis(d->categories, QString());
    chartstyle::styleAxis(d->perMegawatt, QString());
    chartstyle::styleAxis(d->perJoule, QString());
    d->categories->setGridLineVisible(false);
    d->perJoule->setGridLineVisible(false);
    for (QValueAxis* axis : {d->perMegawatt, d->perJoule})
        axis->setTickType(QValueAxis::TicksDynamic);
    chart->addAxis(d->categories, Qt::AlignLeft);
    chart->addAxis(d->perMegawatt, Qt::AlignBottom);
    chart->addAxis(d->perJoule, Qt::AlignTop);
    d->series->attachAxis(d->categories);
    d->series->attachAxis(d->perMegawatt);
    connect(d->series, &QAbstractBarSeries::hovered, this, [this](bool status, int index, QBarSet*) {
        const int row = static_cast<int>(d->rows.size()) - 1 - index;
        if (!status || row < 0 || row >= static_cast<int>(d->rows.size())) {
            showHoverText(QString());
            return;
        }
        const Private::Row& r = d->rows[static_cast<std::size_t>(row)];
        showHoverText(chartstyle::pointToolTip(r.data, r.data.current, r.data.currentFits) + QLatin1Char('\n') +
                      tr("Facility power: %1 kW per GPU").arg(chartstyle::formatSig3(r.data.facilityKwPerGpu)) +
                      QLatin1Char('\n') + Private::boardPowerText(r.data.current.op));
    });
}

EnergyChart::~EnergyChart() = default;

QString EnergyChart::title() const
{
    return tr("Energy efficiency at the operating point");
}

void EnergyChart::setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options)
{
    d->options = options;
    setPresentation(options.presentation);
    d->setTitles(chart(), title());
    const double maxTokSPerMw = d->fillRows(scenarios);
    d->fitRowNames(chart()->size().width());
    d->fillBars(scenarios);
    d->setValueAxes(maxTokSPerMw);
    d->fillLabels(chart(), presentation(), kPresentationScale);
    relayoutOverlays();
}

void EnergyChart::Private::setTitles(QChart* chart, const QString& defaultTitle)
{
    // Says which point the bars are for: the operating point, or the configuration chosen for the
    // comparison's service level.
    const QString heading =
        options.levelCaption.isEmpty()
            ? defaultTitle
            : tr("Energy efficiency %1", "the level caption, e.g. at 50 tok/s/user").arg(options.levelCaption);
    if (chart->title() != heading)
        chart->setTitle(heading);
    const QString basis = options.totalTokens ? tr("total tokens") : tr("output tokens");
    const QString shortBasis = options.totalTokens ? tr("total") : tr("output");
    bottomTitles = {tr("tok/s per facility MW (%1)").arg(basis), tr("tok/s/MW (%1)").arg(shortBasis)};
    topTitles = {tr("Tokens per joule (tok/J, %1)").arg(basis), tr("tok/J (%1)").arg(shortBasis)};
    // The form that fits is chosen with the overlays, once the plot has its width.
}

void EnergyChart::Private::fitAxisTitles(double plotWidthPx)
{
    chartstyle::setAxisTitleWithin(perMegawatt, bottomTitles, plotWidthPx);
    chartstyle::setAxisTitleWithin(perJoule, topTitles, plotWidthPx);
}

double EnergyChart::Private::fillRows(const std::vector<ScenarioSeries>& scenarios)
{
    rows.resize(scenarios.size());
    double maxValue = 0;
    for (std::size_t s = 0; s < scenarios.size(); ++s) {
        const ScenarioSeries& scenario = scenarios[s];
        Row& row = rows[s];
        row.data = scenario;
        row.category = chartstyle::legendName(scenario);
        row.tokSPerMw = options.totalTokens ? scenario.current.tokSPerMw : scenario.current.tokSPerMwOutput;
        row.tokPerJoule = options.totalTokens ? scenario.current.tokPerJoule : scenario.current.tokPerJouleOutput;
        row.drawn = scenario.currentFits && row.tokSPerMw > 0 && std::isfinite(row.tokSPerMw);
        if (!row.drawn)
            row.tokSPerMw = row.tokPerJoule = 0;
        maxValue = std::max(maxValue, row.tokSPerMw);
    }
    return maxValue;
}

void EnergyChart::Private::fillBars(const std::vector<ScenarioSeries>& scenarios)
{
    const int n = static_cast<int>(scenarios.size());
    while (static_cast<int>(sets.size()) < n) {
        auto* set = new QBarSet(QString());
        set->setBorderColor(Qt::white);
        series->append(set);
        sets.push_back(set);
    }
    for (int s = 0; s < static_cast<int>(sets.size()); ++s) {
        QBarSet* set = sets[static_cast<std::size_t>(s)];
        if (s < n) {
            const ScenarioSeries& scenario = scenarios[static_cast<std::size_t>(s)];
            const QColor colour = chartstyle::scenarioColour(scenario, s);
            if (set->color() != colour)
                set->setColor(colour);
            if (set->label() != scenario.name)
                set->setLabel(scenario.name);
        }
        const int rowPosition = n - 1 - s; // bars are listed bottom-up
        if (set->count() != n) {
            set->remove(0, set->count());
            QList<qreal> values(n, 0.0);
            if (s < n)
                values[rowPosition] = rows[static_cast<std::size_t>(s)].tokSPerMw;
            set->append(values);
        } else if (s < n) {
            const double value = rows[static_cast<std::size_t>(s)].tokSPerMw;
            if (set->at(rowPosition) != value)
                set->replace(rowPosition, value);
        }
    }
}

void EnergyChart::Private::setValueAxes(double maxTokSPerMw)
{
    double lo = 0, hi = 0, tick = 1;
    // Headroom for the "tok/s/MW · tok/J" label at the end of the longest bar.
    chartstyle::linearRange(0, maxTokSPerMw > 0 ? maxTokSPerMw * 1.7 : 1e5, &lo, &hi, &tick);
    if (options.presentation)
        tick *= 2; // large type: half as many labels so they do not run into each other
    if (perMegawatt->tickInterval() != tick)
        perMegawatt->setTickInterval(tick);
    if (perMegawatt->labelFormat() != QStringLiteral("%.0f"))
        perMegawatt->setLabelFormat(QStringLiteral("%.0f"));
    chartstyle::setRangeIfChanged(perMegawatt, lo, hi);
    // The tok/J axis is the same scale relabelled; same ticks, so its grid is the bottom one's.
    const double tickJ = tick * kTokPerJoulePerTokSPerMw;
    if (perJoule->tickInterval() != tickJ)
        perJoule->setTickInterval(tickJ);
    const QString formatJ = chartstyle::decimalsFormat(tickJ);
    if (perJoule->labelFormat() != formatJ)
        perJoule->setLabelFormat(formatJ);
    chartstyle::setRangeIfChanged(perJoule, lo * kTokPerJoulePerTokSPerMw, hi * kTokPerJoulePerTokSPerMw);
}

void EnergyChart::Private::fillLabels(QChart* chart, bool presentation, double presentationScale)
{
    const int n = static_cast<int>(rows.size());
    chartstyle::ensureBarLabels(labels, chart, n, presentation, presentationScale, false);
    for (int i = 0; i < n; ++i) {
        QGraphicsSimpleTextItem* label = labels[static_cast<std::size_t>(i)];
        Row& row = rows[static_cast<std::size_t>(i)];
        // A capped board says so on its bar: the efficiency it shows was bought with clock speed.
        const QString capped = row.data.current.op.clockFraction < 1.0 ? tr(" · capped") : QString();
        row.labelForms = row.drawn ? QStringList{tr("%1 tok/s/MW · %2 tok/J")
                                                         .arg(chartstyle::formatSig3(row.tokSPerMw),
                                                              chartstyle::formatSig3(row.tokPerJoule)) +
                                                     capped,
                                                 tr("%1 tok/J").arg(chartstyle::formatSig3(row.tokPerJoule)) + capped}
                                   : QStringList{chartstyle::missingPointText(row.data)};
        label->setText(row.labelForms.front());
        label->setBrush(row.drawn ? QColor(40, 40, 40) : QColor(200, 0, 0));
        label->setVisible(true);
    }
}

QString EnergyChart::Private::boardPowerText(const core::OperatingPoint& op)
{
    const QString board = tr("Board power: %1 W").arg(chartstyle::formatSig3(op.boardPowerW));
    if (!(op.clockFraction < 1.0))
        return board;
    return board + QLatin1Char('\n') +
           tr("Power cap: SM clock at %1% of maximum; all-in power %2 kW lower per GPU")
               .arg(std::lround(op.clockFraction * 100.0))
               .arg(chartstyle::formatSig3(op.powerCapSavingW / 1000.0));
}

void EnergyChart::Private::fitRowNames(double chartWidthPx)
{
    QStringList names;
    for (const Row& row : rows)
        names << chartstyle::rowNameWithin(row.data, categories->labelsFont(), chartWidthPx);
    chartstyle::setRowNames(categories, names);
}

void EnergyChart::relayoutOverlays()
{
    d->fitAxisTitles(chart()->plotArea().width());
    d->fitRowNames(chart()->size().width());
    // Every bar's label in one form: where one has to drop its tok/s/MW, all do, so that the rows
    // read alike ("7.74 tok/J" beside "0.140 tok/J", not beside "140,000 tok/s/MW · 0.140 tok/J").
    const int n = static_cast<int>(std::min(d->rows.size(), d->labels.size()));
    const auto placeAll = [this, n](int firstForm) {
        int shortest = 0;
        for (int i = 0; i < n; ++i) {
            const Private::Row& row = d->rows[static_cast<std::size_t>(i)];
            const QStringList forms = row.labelForms.mid(std::min(firstForm, int(row.labelForms.size()) - 1));
            shortest = std::max(shortest, chartstyle::placeAtBarEnd(d->labels[static_cast<std::size_t>(i)], chart(),
                                                                    d->series, row.tokSPerMw, i, n, forms));
        }
        return shortest;
    };
    if (const int shared = placeAll(0); shared > 0)
        placeAll(shared);
}

int EnergyChart::seriesCount() const
{
    int count = 0;
    for (const Private::Row& row : d->rows)
        count += row.drawn ? 1 : 0;
    return count;
}

int EnergyChart::pointCount() const
{
    return seriesCount();
}

QString EnergyChart::summaryForTests() const
{
    QStringList lines;
    for (const Private::Row& row : d->rows)
        lines << QStringLiteral("scenario %1: %2 tokSPerMw=%3 tokPerJoule=%4")
                     .arg(row.category, row.drawn ? QStringLiteral("drawn") : QStringLiteral("infeasible"))
                     .arg(row.tokSPerMw, 0, 'g', 4)
                     .arg(row.tokPerJoule, 0, 'g', 4);
    lines << QStringLiteral("xtitle=%1").arg(d->perMegawatt->titleText());
    return lines.join(QLatin1Char('\n'));
}

} // namespace tf::ui
