#include "ui/charts/paretochart.h"

#include "ui/charts/chartstyle.h"
#include "ui/charts/targetline.h"
#include "ui/charts/tierbands.h"
#include "ui/charts/xyaxes.h"

#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tf::ui {

namespace {

constexpr int kPreparedSlots = 4; // series for this many scenarios exist from the start, in z-order
constexpr int kLayers = 6;        // SLO region, points, frontier, measured, inputs' own point, current

using chartstyle::DataBounds;
using chartstyle::drawable;

} // namespace

struct ParetoChart::Private
{
    struct Slot
    {
        QLineSeries* sloUpper = nullptr;
        QLineSeries* sloLower = nullptr;
        QAreaSeries* slo = nullptr;
        QScatterSeries* points = nullptr;
        QLineSeries* frontier = nullptr;
        QScatterSeries* measured = nullptr;
        QScatterSeries* asSet = nullptr; // the inputs' own point at a service level
        QScatterSeries* current = nullptr;

        ScenarioSeries data;         // copy kept for tooltips
        std::vector<int> pointIndex; // points series index -> data.points index
        std::vector<int> frontierIndex;
        std::vector<int> measuredIndex;
        QList<QPointF> sloUpperPoints;
        bool used = false;
        bool currentDrawn = false;
        QColor markerColour;
        bool markerFits = true;
        bool markerPresentation = false;
    };

    explicit Private(ParetoChart* owner)
        : q(owner), axes(owner->chart(), QString(), QString()), bands(owner->chart()), target(owner->chart())
    {
        bands.attach(axes);
        target.attach(axes);
    }

    void addSlot(int index);
    /// Series for at least `count` scenarios.
    void ensureSlots(std::size_t count);
    void clearSlot(Slot& slot);
    /// Marker images and pens follow colour, fit and presentation; rebuilt only when one changes.
    void styleSlot(Slot& slot, const ScenarioSeries& scenario, int index);
    void fillPoints(Slot& slot, const ScenarioSeries& scenario, DataBounds& bounds);
    void fillFrontier(Slot& slot, const ScenarioSeries& scenario, DataBounds& bounds);
    /// Measured overlay, converted to the chart's basis (measurements are total tok/s/GPU).
    void fillMeasured(Slot& slot, const ScenarioSeries& scenario, DataBounds& bounds);
    /// Operating point (drawn even when it does not fit, as a crossed ring).
    void fillCurrent(Slot& slot, const ScenarioSeries& scenario, DataBounds& bounds);
    /// The inputs' own point where a service level shows another configuration.
    void fillAsSet(Slot& slot, const ScenarioSeries& scenario, DataBounds& bounds);
    /// SLO-feasible region: under the staircase of points meeting every objective.
    void findSloStaircase(Slot& slot, const ScenarioSeries& scenario);
    void setRanges(DataBounds bounds);
    /// Regions reach down to the bottom of the plot, known once the ranges are set.
    void fillSloRegions();
    void syncLegend();
    /// The markers the target label must leave uncovered: each scenario's chosen point and ring.
    std::vector<QPointF> chosenAndAsSetPoints() const;

    ParetoChart* q;
    XYAxes axes;
    TierBands bands;
    TargetLine target;
    std::vector<Slot> layers;
    ChartOptions options;
    QList<QPointF> buffer; // reused between updates
};

void ParetoChart::Private::addSlot(int index)
{
    QChart* chart = q->chart();
    Slot& slot = layers[index];
    auto add = [&](QAbstractSeries* series) {
        chart->addSeries(series);
        axes.attach(series);
    };
    // Only the layer order matters for drawing; the first kPreparedSlots layers are created
    // together layer by layer (see ParetoChart()), later ones on demand.
    if (!slot.slo) {
        slot.sloUpper = new QLineSeries;
        slot.sloLower = new QLineSeries;
        slot.slo = new QAreaSeries(slot.sloUpper, slot.sloLower);
        slot.sloUpper->setParent(slot.slo);
        slot.sloLower->setParent(slot.slo);
        add(slot.slo);
        return;
    }
    if (!slot.points) {
        slot.points = new QScatterSeries;
        slot.points->setPointsVisible(false); // light markers only: no graphics item is painted per point
        slot.points->setMarkerSize(7);
        slot.points->setPen(Qt::NoPen);
        add(slot.points);
        return;
    }
    if (!slot.frontier) {
        slot.frontier = new QLineSeries;
        add(slot.frontier);
        return;
    }
    // Marker layers: light markers only, so no graphics item is painted per point.
    for (auto [series, sizePx] : {std::pair{&slot.measured, 13}, {&slot.asSet, 18}, {&slot.current, 18}}) {
        if (*series)
            continue;
        *series = new QScatterSeries;
        (*series)->setPointsVisible(false);
        (*series)->setMarkerSize(sizePx);
        add(*series);
        return;
    }
}

std::pair<int, int> ParetoChart::pointAt(const QPointF& chartPosition) const
{
    constexpr double kReachPx = 9;
    QChart* chart = this->chart();
    std::pair<int, int> best{-1, -1};
    if (!chart->plotArea().contains(chartPosition))
        return best;
    double bestDistance = kReachPx;
    for (int s = 0; s < static_cast<int>(d->layers.size()); ++s) {
        const Private::Slot& slot = d->layers[static_cast<size_t>(s)];
        if (!slot.used)
            continue;
        for (const auto& [series, index] : {std::pair{static_cast<QXYSeries*>(slot.frontier), &slot.frontierIndex},
                                            std::pair{static_cast<QXYSeries*>(slot.points), &slot.pointIndex}}) {
            const QList<QPointF> points = series->points();
            for (int i = 0; i < points.size() && i < static_cast<int>(index->size()); ++i) {
                const QPointF at = chart->mapToPosition(points[i], series);
                const double distance = std::hypot(at.x() - chartPosition.x(), at.y() - chartPosition.y());
                if (distance <= bestDistance) {
                    bestDistance = distance;
                    best = {s, (*index)[static_cast<size_t>(i)]};
                }
            }
        }
    }
    return best;
}

void ParetoChart::clickedAt(const QPointF& chartPosition)
{
    const auto [scenario, point] = pointAt(chartPosition);
    if (scenario >= 0)
        emit pointClicked(scenario, point);
}

QString ParetoChart::hoverTextAt(const QPointF& chartPosition) const
{
    // The nearest drawn point within a marker's reach, operating points and measurements first
    // (they sit on top), in screen space: log axes make value-space distances meaningless.
    constexpr double kReachPx = 9;
    QChart* chart = this->chart();
    if (!chart->plotArea().contains(chartPosition))
        return QString();
    auto nearest = [&](QXYSeries* series, double reach, double* bestDistance) {
        int best = -1;
        const QList<QPointF> points = series->points();
        for (int i = 0; i < points.size(); ++i) {
            const QPointF at = chart->mapToPosition(points[i], series);
            const double distance = std::hypot(at.x() - chartPosition.x(), at.y() - chartPosition.y());
            if (distance <= reach && distance < *bestDistance) {
                *bestDistance = distance;
                best = i;
            }
        }
        return best;
    };
    for (const Private::Slot& slot : d->layers) {
        double distance = std::numeric_limits<double>::infinity();
        if (slot.used && nearest(slot.current, kReachPx, &distance) >= 0)
            return chartstyle::pointToolTip(slot.data, slot.data.current, slot.data.currentFits);
    }
    for (const Private::Slot& slot : d->layers) {
        double distance = std::numeric_limits<double>::infinity();
        if (slot.used && nearest(slot.asSet, kReachPx, &distance) >= 0)
            return tr("As set (not what the comparison shows): %1")
                .arg(chartstyle::pointToolTip(slot.data, slot.data.asSet, true));
    }
    for (const Private::Slot& slot : d->layers) {
        double distance = std::numeric_limits<double>::infinity();
        const int i = slot.used ? nearest(slot.measured, kReachPx, &distance) : -1;
        if (i >= 0)
            return chartstyle::measuredToolTip(
                slot.data,
                slot.data.measured[static_cast<std::size_t>(slot.measuredIndex[static_cast<std::size_t>(i)])],
                d->options);
    }
    double bestDistance = std::numeric_limits<double>::infinity();
    const Private::Slot* bestSlot = nullptr;
    int bestPoint = -1;
    for (const Private::Slot& slot : d->layers) {
        if (!slot.used)
            continue;
        const int f = nearest(slot.frontier, kReachPx, &bestDistance);
        if (f >= 0) {
            bestSlot = &slot;
            bestPoint = slot.frontierIndex[static_cast<std::size_t>(f)];
        }
        const int p = nearest(slot.points, kReachPx, &bestDistance);
        if (p >= 0) {
            bestSlot = &slot;
            bestPoint = slot.pointIndex[static_cast<std::size_t>(p)];
        }
    }
    if (!bestSlot)
        return QString();
    return chartstyle::pointToolTip(bestSlot->data, bestSlot->data.points[static_cast<std::size_t>(bestPoint)], true) +
           QLatin1Char('\n') + tr("Click to use this configuration (one undo step)");
}

ParetoChart::ParetoChart(QWidget* parent) : ChartWidget(parent), d(std::make_unique<Private>(this))
{
    chart()->setTitle(title());
    d->layers.resize(kPreparedSlots);
    // Layer by layer so that, whatever the scenario, SLO regions lie under points, points under
    // frontiers, and operating points on top.
    for (int layer = 0; layer < kLayers; ++layer)
        for (int i = 0; i < kPreparedSlots; ++i)
            d->addSlot(i);
    d->axes.setLog(d->options.logInteractivity, d->options.logThroughput);
}

ParetoChart::~ParetoChart() = default;

QString ParetoChart::title() const
{
    return tr("Throughput vs interactivity");
}

void ParetoChart::setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options)
{
    d->options = options;
    setPresentation(options.presentation);
    d->ensureSlots(scenarios.size());
    d->axes.setLog(options.logInteractivity, options.logThroughput);
    const QString unit = options.perMegawatt ? tr("tok/s/MW") : tr("tok/s/GPU");
    const QString basis = options.totalTokens ? tr("total") : tr("output");
    d->axes.setTitles(tr("Interactivity (tok/s/user)"), tr("%1 (%2)").arg(unit, basis));

    DataBounds bounds;
    for (std::size_t s = 0; s < d->layers.size(); ++s) {
        Private::Slot& slot = d->layers[s];
        slot.used = s < scenarios.size();
        if (!slot.used) {
            d->clearSlot(slot);
            continue;
        }
        const ScenarioSeries& scenario = scenarios[s];
        slot.data = scenario;
        d->styleSlot(slot, scenario, static_cast<int>(s));
        d->fillPoints(slot, scenario, bounds);
        d->fillFrontier(slot, scenario, bounds);
        d->fillMeasured(slot, scenario, bounds);
        d->fillCurrent(slot, scenario, bounds);
        d->fillAsSet(slot, scenario, bounds);
        d->findSloStaircase(slot, scenario);
    }
    d->setRanges(bounds);
    d->fillSloRegions();
    d->bands.update(options.showTiers, d->axes);
    d->target.setMarkersToAvoid(d->chosenAndAsSetPoints());
    d->target.update(options.targetTokSPerUser, options.targetLabel, d->axes);
    d->syncLegend();
}

void ParetoChart::Private::ensureSlots(std::size_t count)
{
    while (layers.size() < count) {
        layers.emplace_back();
        for (int layer = 0; layer < kLayers; ++layer)
            addSlot(static_cast<int>(layers.size()) - 1);
    }
}

void ParetoChart::Private::clearSlot(Slot& slot)
{
    for (QXYSeries* series : {static_cast<QXYSeries*>(slot.points), static_cast<QXYSeries*>(slot.frontier),
                              static_cast<QXYSeries*>(slot.measured), static_cast<QXYSeries*>(slot.asSet),
                              static_cast<QXYSeries*>(slot.current), static_cast<QXYSeries*>(slot.sloUpper),
                              static_cast<QXYSeries*>(slot.sloLower)})
        if (series->count() > 0)
            series->clear();
    slot.sloUpperPoints.clear();
    slot.currentDrawn = false;
}

void ParetoChart::Private::styleSlot(Slot& slot, const ScenarioSeries& scenario, int index)
{
    const QColor colour = chartstyle::scenarioColour(scenario, index);
    if (colour != slot.markerColour || scenario.currentFits != slot.markerFits ||
        options.presentation != slot.markerPresentation || slot.points->lightMarker().isNull()) {
        slot.points->setLightMarker(chartstyle::dotImage(colour, 7, 90));
        slot.measured->setLightMarker(chartstyle::measuredImage(colour));
        slot.current->setLightMarker(chartstyle::currentPointImage(colour, scenario.currentFits));
        slot.asSet->setLightMarker(chartstyle::asSetPointImage(colour));
        slot.current->setColor(colour);
        slot.points->setColor(colour);
        slot.measured->setColor(colour);
        QPen pen(colour, options.presentation ? 4 : 2.5);
        pen.setCapStyle(Qt::RoundCap);
        pen.setJoinStyle(Qt::RoundJoin);
        slot.frontier->setPen(pen);
        QColor fill = colour;
        fill.setAlpha(34);
        slot.slo->setBrush(fill);
        QPen border(colour, 1, Qt::DashLine);
        slot.slo->setPen(border);
        slot.markerColour = colour;
        slot.markerFits = scenario.currentFits;
        slot.markerPresentation = options.presentation;
    }
    const QString name = chartstyle::legendName(scenario);
    if (slot.frontier->name() != name)
        slot.frontier->setName(name);
    // The markers carry the scenario's colour, so the legend needs only the word.
    const QString measuredName = tr("measured");
    if (slot.measured->name() != measuredName)
        slot.measured->setName(measuredName);
    const QString asSetName = tr("as set");
    if (slot.asSet->name() != asSetName)
        slot.asSet->setName(asSetName);
}

void ParetoChart::Private::fillPoints(Slot& slot, const ScenarioSeries& scenario, DataBounds& bounds)
{
    buffer.clear();
    slot.pointIndex.clear();
    if (options.showAllPoints) {
        for (std::size_t i = 0; i < scenario.points.size(); ++i) {
            const core::PointMetrics& p = scenario.points[i];
            const double x = p.op.tokSPerUser;
            const double y = chartstyle::throughputOf(p, options);
            if (!drawable(x, y))
                continue;
            buffer.append(QPointF(x, y));
            slot.pointIndex.push_back(static_cast<int>(i));
            bounds.add(x, y);
        }
    }
    chartstyle::replacePoints(slot.points, buffer);
}

void ParetoChart::Private::fillFrontier(Slot& slot, const ScenarioSeries& scenario, DataBounds& bounds)
{
    buffer.clear();
    slot.frontierIndex.clear();
    for (int i : scenario.frontier) {
        if (i < 0 || i >= static_cast<int>(scenario.points.size()))
            continue;
        const core::PointMetrics& p = scenario.points[static_cast<std::size_t>(i)];
        const double x = p.op.tokSPerUser;
        const double y = chartstyle::throughputOf(p, options);
        if (!drawable(x, y))
            continue;
        buffer.append(QPointF(x, y));
        slot.frontierIndex.push_back(i);
        bounds.add(x, y);
    }
    chartstyle::replacePoints(slot.frontier, buffer);
}

void ParetoChart::Private::fillMeasured(Slot& slot, const ScenarioSeries& scenario, DataBounds& bounds)
{
    buffer.clear();
    slot.measuredIndex.clear();
    double measuredScale = options.totalTokens ? 1.0 : chartstyle::outputShare(scenario);
    if (options.perMegawatt)
        measuredScale = scenario.facilityKwPerGpu > 0 ? measuredScale * 1000 / scenario.facilityKwPerGpu : 0;
    for (std::size_t i = 0; i < scenario.measured.size(); ++i) {
        const MeasuredPoint& m = scenario.measured[i];
        const double y = m.tokSPerGpuTotal * measuredScale;
        if (!drawable(m.tokSPerUser, y))
            continue;
        buffer.append(QPointF(m.tokSPerUser, y));
        slot.measuredIndex.push_back(static_cast<int>(i));
        bounds.add(m.tokSPerUser, y);
    }
    chartstyle::replacePoints(slot.measured, buffer);
}

void ParetoChart::Private::fillCurrent(Slot& slot, const ScenarioSeries& scenario, DataBounds& bounds)
{
    buffer.clear();
    const double cx = scenario.current.op.tokSPerUser;
    const double cy = chartstyle::throughputOf(scenario.current, options);
    slot.currentDrawn = drawable(cx, cy);
    if (slot.currentDrawn) {
        buffer.append(QPointF(cx, cy));
        bounds.add(cx, cy);
    }
    chartstyle::replacePoints(slot.current, buffer);
}

void ParetoChart::Private::fillAsSet(Slot& slot, const ScenarioSeries& scenario, DataBounds& bounds)
{
    buffer.clear();
    const double x = scenario.asSet.op.tokSPerUser;
    const double y = chartstyle::throughputOf(scenario.asSet, options);
    if (scenario.asSetShown && drawable(x, y)) {
        buffer.append(QPointF(x, y));
        bounds.add(x, y);
    }
    chartstyle::replacePoints(slot.asSet, buffer);
}

void ParetoChart::Private::findSloStaircase(Slot& slot, const ScenarioSeries& scenario)
{
    slot.sloUpperPoints.clear();
    if (scenario.sloTtftMs <= 0 && scenario.sloTokSPerUser <= 0)
        return;
    buffer.clear();
    for (const core::PointMetrics& p : scenario.points) {
        const double x = p.op.tokSPerUser;
        const double y = chartstyle::throughputOf(p, options);
        if (p.meetsSlo && drawable(x, y))
            buffer.append(QPointF(x, y));
    }
    std::sort(buffer.begin(), buffer.end(), [](const QPointF& a, const QPointF& b) { return a.x() > b.x(); });
    double best = 0;
    for (const QPointF& p : buffer) {
        if (p.y() > best) {
            slot.sloUpperPoints.append(p);
            best = p.y();
        }
    }
    std::reverse(slot.sloUpperPoints.begin(), slot.sloUpperPoints.end());
    if (!slot.sloUpperPoints.isEmpty() && scenario.sloTokSPerUser > 0 &&
        scenario.sloTokSPerUser < slot.sloUpperPoints.front().x())
        slot.sloUpperPoints.prepend(QPointF(scenario.sloTokSPerUser, slot.sloUpperPoints.front().y()));
}

void ParetoChart::Private::setRanges(DataBounds bounds)
{
    if (bounds.empty()) {
        axes.setXBounds(1, 100);
        axes.setYBounds(1, 1000);
        return;
    }
    if (options.targetTokSPerUser > 0) { // the target stays on the axis even when no curve reaches it
        bounds.xMin = std::min(bounds.xMin, options.targetTokSPerUser);
        bounds.xMax = std::max(bounds.xMax, options.targetTokSPerUser);
    }
    axes.setXBounds(bounds.xMin, bounds.xMax);
    axes.setYBounds(bounds.yMin, bounds.yMax);
}

void ParetoChart::Private::fillSloRegions()
{
    const double yFloor = axes.yMin();
    for (Slot& slot : layers) {
        if (!slot.used)
            continue;
        buffer.clear();
        for (const QPointF& p : slot.sloUpperPoints)
            buffer.append(QPointF(p.x(), yFloor));
        chartstyle::replacePoints(slot.sloUpper, slot.sloUpperPoints);
        chartstyle::replacePoints(slot.sloLower, buffer);
    }
}

std::vector<QPointF> ParetoChart::Private::chosenAndAsSetPoints() const
{
    std::vector<QPointF> markers;
    for (const Slot& slot : layers) {
        if (!slot.used)
            continue;
        for (const QScatterSeries* series : {slot.current, slot.asSet})
            for (const QPointF& p : series->points())
                markers.push_back(p);
    }
    return markers;
}

void ParetoChart::Private::syncLegend()
{
    // Beside the scenarios' names, one entry says what the dashed rings are (the inputs as set, at a
    // service level), and the measured points' entries say what the diamonds are: the ring's entry
    // first, each only where it would not shorten the names already in, since the points' tooltips
    // name them too ("H200 F…(base)" beside "measured" at 1,280 px). Qt draws the entries in the
    // order of the series, the measured ones before the ring.
    std::vector<const QAbstractSeries*> inLegend;
    std::vector<const QAbstractSeries*> measured;
    QStringList names;
    QStringList measuredNames;
    const QScatterSeries* ring = nullptr;
    for (const Slot& slot : layers) {
        if (!slot.used)
            continue;
        inLegend.push_back(slot.frontier);
        names << slot.frontier->name();
        if (!ring && slot.asSet->count() > 0)
            ring = slot.asSet;
        if (!slot.measuredIndex.empty()) {
            measured.push_back(slot.measured);
            measuredNames << slot.measured->name();
        }
    }
    if (ring && q->legendHoldsWhole(QStringList(names) << ring->name())) {
        inLegend.push_back(ring);
        names << ring->name();
    }
    if (q->legendHoldsWhole(names + measuredNames))
        inLegend.insert(inLegend.end(), measured.begin(), measured.end());
    chartstyle::syncLegend(q->chart(), inLegend);
}

void ParetoChart::relayoutOverlays()
{
    d->bands.relayout(d->axes);
    d->target.relayout(d->axes);
    d->syncLegend(); // the measured points' entry, as the width allows
}

int ParetoChart::seriesCount() const
{
    int count = 0;
    for (const Private::Slot& slot : d->layers) {
        if (!slot.used)
            continue;
        count += slot.points->count() > 0 ? 1 : 0;
        count += slot.frontier->count() > 0 ? 1 : 0;
        count += slot.measured->count() > 0 ? 1 : 0;
        count += slot.current->count() > 0 ? 1 : 0;
        count += slot.sloUpper->count() > 0 ? 1 : 0;
    }
    return count;
}

int ParetoChart::pointCount() const
{
    int count = 0;
    for (const Private::Slot& slot : d->layers)
        if (slot.used)
            count += slot.points->count() + slot.frontier->count() + slot.measured->count() + slot.current->count();
    return count;
}

QString ParetoChart::summaryForTests() const
{
    QStringList lines;
    for (const Private::Slot& slot : d->layers) {
        if (!slot.used)
            continue;
        lines << QStringLiteral("scenario %1: points=%2 frontier=%3 measured=%4 current=%5 slo=%6 asSet=%7")
                     .arg(slot.frontier->name())
                     .arg(slot.points->count())
                     .arg(slot.frontier->count())
                     .arg(slot.measured->count())
                     .arg(!slot.currentDrawn
                              ? QStringLiteral("none")
                              : (slot.data.currentFits ? QStringLiteral("fits") : QStringLiteral("infeasible")))
                     .arg(slot.sloUpper->count())
                     .arg(slot.asSet->count());
    }
    lines << QStringLiteral("tiers=%1").arg(d->bands.visibleBands());
    lines << QStringLiteral("target=%1")
                 .arg(d->target.shown() ? QString::number(d->target.tokSPerUser()) : QStringLiteral("none"));
    lines << QStringLiteral("target label clear of markers=%1")
                 .arg(d->target.labelClearOfMarkers() ? QStringLiteral("yes") : QStringLiteral("no"));
    lines << QStringLiteral("axes x=%1 y=%2")
                 .arg(d->axes.logX() ? QStringLiteral("log") : QStringLiteral("linear"),
                      d->axes.logY() ? QStringLiteral("log") : QStringLiteral("linear"));
    lines << QStringLiteral("ytitle=%1").arg(d->axes.y()->titleText());
    QStringList legend;
    for (const QLegendMarker* marker : chart()->legend()->markers())
        if (marker->isVisible())
            legend << marker->label();
    lines << QStringLiteral("legend=%1").arg(legend.join(QStringLiteral(" | ")));
    return lines.join(QLatin1Char('\n'));
}

} // namespace tf::ui
