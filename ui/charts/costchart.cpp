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

bool drawable(double x, double y)
{
    return x > 0 && y > 0 && std::isfinite(x) && std::isfinite(y);
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

    CostChart* q;
    XYAxes axes;
    TierBands bands;
    TargetLine target;
    std::vector<Slot> layers;
    ChartOptions options;
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
    return tr("Cost per million tokens vs interactivity");
}

void CostChart::setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options)
{
    d->options = options;
    setPresentation(options.presentation);
    QChart* chart = this->chart();
    while (d->layers.size() < scenarios.size()) {
        d->layers.emplace_back();
        const int index = static_cast<int>(d->layers.size()) - 1;
        for (int layer = 0; layer < 3; ++layer)
            d->addLayer(index, layer);
    }
    d->axes.setLog(options.logInteractivity, true);
    d->axes.setTitles(tr("Interactivity (tok/s/user)"),
                      options.totalTokens ? tr("$/Mtok (input + output)") : tr("$/Mtok (output)"));

    double xMin = std::numeric_limits<double>::infinity(), xMax = 0;
    double yMin = std::numeric_limits<double>::infinity(), yMax = 0;
    auto grow = [&](double x, double y) {
        xMin = std::min(xMin, x);
        xMax = std::max(xMax, x);
        yMin = std::min(yMin, y);
        yMax = std::max(yMax, y);
    };
    QList<QPointF>& buffer = d->buffer;
    for (std::size_t s = 0; s < d->layers.size(); ++s) {
        Private::Slot& slot = d->layers[s];
        slot.used = s < scenarios.size();
        if (!slot.used) {
            if (slot.curve->count() > 0)
                slot.curve->clear();
            if (slot.current->count() > 0)
                slot.current->clear();
            if (slot.spread->count() > 0)
                slot.spread->clear();
            slot.currentDrawn = false;
            continue;
        }
        const ScenarioSeries& scenario = scenarios[s];
        slot.data = scenario;
        const QColor colour = chartstyle::scenarioColour(scenario, static_cast<int>(s));
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
            grow(x, y);
        }
        chartstyle::replacePoints(slot.curve, buffer);

        buffer.clear();
        const double cx = scenario.current.op.tokSPerUser;
        const double cy = chartstyle::costOf(scenario.current, options);
        slot.currentDrawn = drawable(cx, cy);
        if (slot.currentDrawn) {
            buffer.append(QPointF(cx, cy));
            grow(cx, cy);
        }
        chartstyle::replacePoints(slot.current, buffer);

        // Uncertainty of the operating point's cost, when the window ran a Monte Carlo (output $/Mtok).
        buffer.clear();
        if (slot.currentDrawn && !options.totalTokens && drawable(scenario.costP10Usd, scenario.costP90Usd) &&
            scenario.costP90Usd >= scenario.costP10Usd) {
            buffer.append(QPointF(cx, scenario.costP10Usd));
            buffer.append(QPointF(cx, scenario.costP90Usd));
            grow(cx, scenario.costP10Usd);
            grow(cx, scenario.costP90Usd);
        }
        chartstyle::replacePoints(slot.spread, buffer);
    }
    if (xMax <= 0) {
        d->axes.setXBounds(1, 100);
        d->axes.setYBounds(0.1, 10);
    } else {
        if (options.targetTokSPerUser > 0) { // the target stays on the axis even when no curve reaches it
            xMin = std::min(xMin, options.targetTokSPerUser);
            xMax = std::max(xMax, options.targetTokSPerUser);
        }
        d->axes.setXBounds(xMin, xMax);
        d->axes.setYBounds(yMin, yMax);
    }
    d->bands.update(options.showTiers, d->axes);
    d->target.update(options.targetTokSPerUser, options.targetLabel, d->axes);

    std::vector<const QAbstractSeries*> inLegend;
    for (const Private::Slot& slot : d->layers)
        if (slot.used)
            inLegend.push_back(slot.curve);
    chartstyle::syncLegend(chart, inLegend);
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
    return lines.join(QLatin1Char('\n'));
}

} // namespace tf::ui
