#include "ui/charts/costchart.h"

#include "ui/charts/chartstyle.h"
#include "ui/charts/targetline.h"
#include "ui/charts/tierbands.h"
#include "ui/charts/xyaxes.h"

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

constexpr int kPreparedSlots = 4;

using chartstyle::drawable;

/// What a drawn range belongs to: the same scenarios on the same basis and scale. While it stays
/// the same (a slider drag, an edit of one input) the $/Mtok axis holds its range.
struct ViewKey
{
    QStringList names;
    bool totalTokens = true;
    bool logInteractivity = false;
    double targetTokSPerUser = 0;
    bool operator==(const ViewKey&) const = default;
};

ViewKey viewKeyOf(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options)
{
    ViewKey key{{}, options.totalTokens, options.logInteractivity, options.targetTokSPerUser};
    for (const ScenarioSeries& scenario : scenarios)
        key.names << chartstyle::legendName(scenario);
    return key;
}

} // namespace

struct CostChart::Private
{
    struct Slot
    {
        QLineSeries* curve = nullptr;
        QLineSeries* spread = nullptr; // Monte Carlo P10-P90 of $/Mtok output at the operating point
        QScatterSeries* current = nullptr;
        ScenarioSeries data;
        std::vector<int> curveIndex; // curve series index -> data.points index
        bool used = false;
        bool currentDrawn = false;
        QColor colour;
        bool markerFits = true;
        bool markerPresentation = false;
    };

    explicit Private(CostChart* owner)
        : q(owner), axes(owner->chart(), QString(), QString()), bands(owner->chart()), target(owner->chart())
    {
        bands.attach(axes);
        target.attach(axes);
    }

    void addLayer(int index, int layer);
    /// Series for at least `count` scenarios.
    void ensureSlots(std::size_t count);
    void clearSlot(Slot& slot);
    /// Pens and marker images follow colour, fit and presentation; rebuilt only when one changes.
    void styleSlot(Slot& slot, const ScenarioSeries& scenario, int index);
    void fillCurve(Slot& slot, const ScenarioSeries& scenario, chartstyle::DataBounds& bounds);
    void fillCurrent(Slot& slot, const ScenarioSeries& scenario, chartstyle::DataBounds& bounds);
    /// Uncertainty of the operating point's cost, when the window ran a Monte Carlo (output $/Mtok).
    void fillSpread(Slot& slot, const ScenarioSeries& scenario, chartstyle::DataBounds& bounds);
    /// Axis ranges for the data; the $/Mtok range holds while the view is the one last drawn.
    void setRanges(chartstyle::DataBounds bounds, bool sameView);
    void syncLegend();

    CostChart* q;
    XYAxes axes;
    TierBands bands;
    TargetLine target;
    std::vector<Slot> layers;
    ChartOptions options;
    ViewKey view;
    QList<QPointF> buffer;
};

void CostChart::Private::addLayer(int index, int layer)
{
    QChart* chart = q->chart();
    Slot& slot = layers[static_cast<std::size_t>(index)];
    QXYSeries* series = nullptr;
    if (layer == 0) {
        slot.curve = new QLineSeries;
        series = slot.curve;
    } else if (layer == 1) {
        slot.spread = new QLineSeries;
        series = slot.spread;
    } else {
        slot.current = new QScatterSeries;
        slot.current->setPointsVisible(false); // light markers only: no graphics item is painted per point
        slot.current->setMarkerSize(18);
        series = slot.current;
    }
    chart->addSeries(series);
    axes.attach(series);
}

QString CostChart::hoverTextAt(const QPointF& chartPosition) const
{
    constexpr double kReachPx = 9;
    QChart* chart = this->chart();
    if (!chart->plotArea().contains(chartPosition))
        return QString();
    const Private::Slot* bestSlot = nullptr;
    int bestPoint = -1; // -1 with a slot: its operating point
    double bestDistance = kReachPx;
    for (const Private::Slot& slot : d->layers) {
        if (!slot.used)
            continue;
        for (int i = -1; i < slot.curve->count(); ++i) {
            if (i < 0 && slot.current->count() == 0)
                continue;
            const QPointF value = i < 0 ? slot.current->at(0) : slot.curve->at(i);
            const QPointF at = chart->mapToPosition(value, slot.curve);
            // The operating point wins ties: it is drawn on top.
            const double distance =
                std::hypot(at.x() - chartPosition.x(), at.y() - chartPosition.y()) - (i < 0 ? 3 : 0);
            if (distance < bestDistance) {
                bestDistance = distance;
                bestSlot = &slot;
                bestPoint = i;
            }
        }
    }
    if (!bestSlot)
        return QString();
    if (bestPoint < 0) {
        QString text = chartstyle::pointToolTip(bestSlot->data, bestSlot->data.current, bestSlot->data.currentFits);
        if (bestSlot->spread->count() > 0)
            text += QLatin1Char('\n') + tr("Monte Carlo $/Mtok output: P10 %1, P50 %2, P90 %3")
                                            .arg(chartstyle::formatUsd(bestSlot->data.costP10Usd),
                                                 chartstyle::formatUsd(bestSlot->data.costP50Usd),
                                                 chartstyle::formatUsd(bestSlot->data.costP90Usd));
        return text;
    }
    return chartstyle::pointToolTip(
        bestSlot->data,
        bestSlot->data.points[static_cast<std::size_t>(bestSlot->curveIndex[static_cast<std::size_t>(bestPoint)])],
        true);
}

CostChart::CostChart(QWidget* parent) : ChartWidget(parent), d(std::make_unique<Private>(this))
{
    chart()->setTitle(title());
    d->layers.resize(kPreparedSlots);
    for (int layer = 0; layer < 3; ++layer)
        for (int i = 0; i < kPreparedSlots; ++i)
            d->addLayer(i, layer);
    d->axes.setLog(d->options.logInteractivity, true);
}

CostChart::~CostChart() = default;

QString CostChart::title() const
{
    return tr("Cost per Mtok vs interactivity");
}

void CostChart::setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options)
{
    ViewKey view = viewKeyOf(scenarios, options);
    const bool sameView = view == d->view;
    d->view = std::move(view);
    d->options = options;
    setPresentation(options.presentation);
    d->ensureSlots(scenarios.size());
    d->axes.setLog(options.logInteractivity, true);
    d->axes.setTitles(tr("Interactivity (tok/s/user)"),
                      options.totalTokens ? tr("$/Mtok (in + out)") : tr("$/Mtok (output)"));

    chartstyle::DataBounds bounds;
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
        d->fillCurve(slot, scenario, bounds);
        d->fillCurrent(slot, scenario, bounds);
        d->fillSpread(slot, scenario, bounds);
    }
    d->setRanges(bounds, sameView && options.holdRanges);
    d->bands.update(options.showTiers, d->axes);
    d->target.update(options.targetTokSPerUser, options.targetLabel, d->axes);
    d->syncLegend();
}

void CostChart::Private::ensureSlots(std::size_t count)
{
    while (layers.size() < count) {
        layers.emplace_back();
        const int index = static_cast<int>(layers.size()) - 1;
        for (int layer = 0; layer < 3; ++layer)
            addLayer(index, layer);
    }
}

void CostChart::Private::clearSlot(Slot& slot)
{
    for (QXYSeries* series : {static_cast<QXYSeries*>(slot.curve), static_cast<QXYSeries*>(slot.current),
                              static_cast<QXYSeries*>(slot.spread)})
        if (series->count() > 0)
            series->clear();
    slot.currentDrawn = false;
}

void CostChart::Private::styleSlot(Slot& slot, const ScenarioSeries& scenario, int index)
{
    const QColor colour = chartstyle::scenarioColour(scenario, index);
    if (colour != slot.colour || scenario.currentFits != slot.markerFits ||
        options.presentation != slot.markerPresentation || slot.current->lightMarker().isNull()) {
        QPen pen(colour, options.presentation ? 4 : 2.5);
        pen.setCapStyle(Qt::RoundCap);
        pen.setJoinStyle(Qt::RoundJoin);
        slot.curve->setPen(pen);
        slot.current->setColor(colour);
        slot.current->setLightMarker(chartstyle::currentPointImage(colour, scenario.currentFits));
        slot.colour = colour;
        slot.markerFits = scenario.currentFits;
        slot.markerPresentation = options.presentation;
        QColor spreadColour = colour;
        spreadColour.setAlpha(150);
        slot.spread->setPen(QPen(spreadColour, options.presentation ? 10 : 7, Qt::SolidLine, Qt::FlatCap));
    }
    const QString name = chartstyle::legendName(scenario);
    if (slot.curve->name() != name)
        slot.curve->setName(name);
}

void CostChart::Private::fillCurve(Slot& slot, const ScenarioSeries& scenario, chartstyle::DataBounds& bounds)
{
    buffer.clear();
    slot.curveIndex.clear();
    for (int i : scenario.frontier) {
        if (i < 0 || i >= static_cast<int>(scenario.points.size()))
            continue;
        const core::PointMetrics& p = scenario.points[static_cast<std::size_t>(i)];
        const double x = p.op.tokSPerUser;
        const double y = chartstyle::costOf(p, options);
        if (!drawable(x, y))
            continue;
        buffer.append(QPointF(x, y));
        slot.curveIndex.push_back(i);
        bounds.add(x, y);
    }
    chartstyle::replacePoints(slot.curve, buffer);
}

void CostChart::Private::fillCurrent(Slot& slot, const ScenarioSeries& scenario, chartstyle::DataBounds& bounds)
{
    buffer.clear();
    const double cx = scenario.current.op.tokSPerUser;
    const double cy = chartstyle::costOf(scenario.current, options);
    slot.currentDrawn = drawable(cx, cy);
    if (slot.currentDrawn) {
        buffer.append(QPointF(cx, cy));
        bounds.add(cx, cy);
    }
    chartstyle::replacePoints(slot.current, buffer);
}

void CostChart::Private::fillSpread(Slot& slot, const ScenarioSeries& scenario, chartstyle::DataBounds& bounds)
{
    buffer.clear();
    const double cx = scenario.current.op.tokSPerUser;
    if (slot.currentDrawn && !options.totalTokens && drawable(scenario.costP10Usd, scenario.costP90Usd) &&
        scenario.costP90Usd >= scenario.costP10Usd) {
        buffer.append(QPointF(cx, scenario.costP10Usd));
        buffer.append(QPointF(cx, scenario.costP90Usd));
        bounds.add(cx, scenario.costP10Usd);
        bounds.add(cx, scenario.costP90Usd);
    }
    chartstyle::replacePoints(slot.spread, buffer);
}

void CostChart::Private::setRanges(chartstyle::DataBounds bounds, bool sameView)
{
    if (bounds.empty()) {
        axes.setXBounds(1, 100);
        axes.setYBounds(0.1, 10);
        return;
    }
    if (options.targetTokSPerUser > 0) { // the target stays on the axis even when no curve reaches it
        bounds.xMin = std::min(bounds.xMin, options.targetTokSPerUser);
        bounds.xMax = std::max(bounds.xMax, options.targetTokSPerUser);
    }
    axes.setXBounds(bounds.xMin, bounds.xMax);
    // A price, power or utilisation drag scales every cost: a range that followed each step
    // would jump between 1-2-5 bounds under the user's eyes.
    axes.setYBounds(bounds.yMin, bounds.yMax, sameView);
}

void CostChart::Private::syncLegend()
{
    std::vector<const QAbstractSeries*> inLegend;
    for (const Slot& slot : layers)
        if (slot.used)
            inLegend.push_back(slot.curve);
    chartstyle::syncLegend(q->chart(), inLegend);
}

void CostChart::relayoutOverlays()
{
    d->bands.relayout(d->axes);
    d->target.relayout(d->axes);
}

int CostChart::seriesCount() const
{
    int count = 0;
    for (const Private::Slot& slot : d->layers)
        if (slot.used)
            count += (slot.curve->count() > 0 ? 1 : 0) + (slot.current->count() > 0 ? 1 : 0) +
                     (slot.spread->count() > 0 ? 1 : 0);
    return count;
}

int CostChart::pointCount() const
{
    int count = 0;
    for (const Private::Slot& slot : d->layers)
        if (slot.used)
            count += slot.curve->count() + slot.current->count();
    return count;
}

QString CostChart::summaryForTests() const
{
    QStringList lines;
    for (const Private::Slot& slot : d->layers) {
        if (!slot.used)
            continue;
        lines << QStringLiteral("scenario %1: curve=%2 spread=%3 current=%4")
                     .arg(slot.curve->name())
                     .arg(slot.curve->count())
                     .arg(slot.spread->count())
                     .arg(!slot.currentDrawn
                              ? QStringLiteral("none")
                              : (slot.data.currentFits ? QStringLiteral("fits") : QStringLiteral("infeasible")));
    }
    lines << QStringLiteral("tiers=%1").arg(d->bands.visibleBands());
    lines << QStringLiteral("target=%1")
                 .arg(d->target.shown() ? QString::number(d->target.tokSPerUser()) : QStringLiteral("none"));
    lines << QStringLiteral("ytitle=%1").arg(d->axes.y()->titleText());
    lines << QStringLiteral("yrange=%1..%2").arg(d->axes.yMin()).arg(d->axes.yMax());
    return lines.join(QLatin1Char('\n'));
}

} // namespace tf::ui
