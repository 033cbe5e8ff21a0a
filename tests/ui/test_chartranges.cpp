// Axis ranges that hold still while a slider drags the data a little at a time, and give way when
// the data is something else or no longer fills them.

#include "ui/charts/breakdownchart.h"
#include "ui/charts/costchart.h"

#include "core/catalog/catalog.h"
#include "core/evaluation.h"
#include "core/scenario.h"
#include "core/sweep.h"

#include <QGraphicsTextItem>
#include <QRegularExpression>
#include <QtCharts/QChartView>
#include <QtTest>

#include <vector>

using namespace tf;
using namespace tf::ui;

namespace {

/// The default H200 scenario rented at `usdPerGpuHour`: every cost scales with the price, the
/// throughput stays, as in a drag of the price slider.
ScenarioSeries h200At(double usdPerGpuHour, const QString& name = QStringLiteral("H200 FP8"))
{
    const core::Catalog& catalog = core::Catalog::builtIn();
    core::ScenarioInputs inputs = core::defaultHopperScenario();
    inputs.pricePerGpuHourUsd = usdPerGpuHour;
    ScenarioSeries series;
    series.name = name;
    series.colour = QColor(0, 114, 178);
    if (auto sweep = core::sweepScenario(inputs, catalog)) {
        series.points = sweep->points;
        series.frontier = sweep->frontier;
    }
    if (auto evaluation = core::evaluateScenario(inputs, catalog)) {
        series.current = evaluation->point;
        series.currentFits = evaluation->point.op.fits;
        series.cost = evaluation->cost;
    }
    return series;
}

/// The upper end of the range a chart's summary reports under `key` ("yrange=lo..hi").
double rangeMax(const ChartWidget& chart, const QString& key)
{
    const QRegularExpression pattern(key + QStringLiteral("=([^.]+(?:\\.\\d+)?(?:e[-+]?\\d+)?)\\.\\.(\\S+)"));
    const QRegularExpressionMatch match = pattern.match(chart.summaryForTests());
    return match.hasMatch() ? match.captured(2).toDouble() : -1;
}

/// A hand dragging the price slider back and forth, one small step per event: $1.41 up to
/// $2.60, down to $1.00, up to $2.60 and down to $1.00 again.
std::vector<double> priceDrag()
{
    std::vector<double> prices;
    const auto sweep = [&](double from, double to) {
        const double step = to > from ? 0.05 : -0.05;
        for (double p = from; step > 0 ? p <= to + 1e-9 : p >= to - 1e-9; p += step)
            prices.push_back(p);
    };
    sweep(1.41, 2.6);
    sweep(2.6, 1.0);
    sweep(1.0, 2.6);
    sweep(2.6, 1.0);
    return prices;
}

/// How often the range under `key` changed its upper end while the drag went on.
int maxChangesDuringDrag(ChartWidget& chart, const QString& key)
{
    int changes = 0;
    double last = -1;
    for (double price : priceDrag()) {
        chart.setData({h200At(price)}, ChartOptions{});
        const double max = rangeMax(chart, key);
        if (last >= 0 && max != last)
            ++changes;
        last = max;
    }
    return changes;
}

} // namespace

class TestChartRanges : public QObject
{
    Q_OBJECT

private slots:
    // The $/Mtok axis jumped between 1-2-5 bounds at every few steps of a price drag.
    void costAxisHoldsDuringAPriceDrag()
    {
        CostChart chart;
        const int changes = maxChangesDuringDrag(chart, QStringLiteral("yrange"));
        QVERIFY2(changes <= 1, qPrintable(QStringLiteral("the $/Mtok axis maximum changed %1 times").arg(changes)));
    }

    void breakdownAxisHoldsDuringAPriceDrag()
    {
        BreakdownChart chart;
        const int changes = maxChangesDuringDrag(chart, QStringLiteral("xrange"));
        QVERIFY2(changes <= 1, qPrintable(QStringLiteral("the $/Mtok axis maximum changed %1 times").arg(changes)));
    }

    // Held or not, every cost drawn stays inside the range.
    void heldRangeStillShowsEveryCost()
    {
        CostChart chart;
        for (double price : priceDrag()) {
            const ScenarioSeries series = h200At(price);
            chart.setData({series}, ChartOptions{});
            double highest = 0;
            for (int i : series.frontier)
                highest = std::max(highest, series.points[static_cast<size_t>(i)].costPerMtokTotalUsd);
            QVERIFY2(highest <= rangeMax(chart, QStringLiteral("yrange")), qPrintable(chart.summaryForTests()));
        }
    }

    // Other scenarios are other data: they get their own range, as a fresh chart would draw it.
    void otherScenariosGetTheirOwnRange()
    {
        CostChart dragged;
        for (double price : priceDrag())
            dragged.setData({h200At(price)}, ChartOptions{});
        const ScenarioSeries other = h200At(1.0, QStringLiteral("H200 at a colocation price"));
        dragged.setData({other}, ChartOptions{});
        CostChart fresh;
        fresh.setData({other}, ChartOptions{});
        QCOMPARE(rangeMax(dragged, QStringLiteral("yrange")), rangeMax(fresh, QStringLiteral("yrange")));
    }

    // A range the data no longer fills (a price cut to a hundredth) gives way to the data's own.
    void rangeGivesWayWhenTheDataShrinksFar()
    {
        CostChart chart;
        chart.setData({h200At(2.6)}, ChartOptions{});
        const double before = rangeMax(chart, QStringLiteral("yrange"));
        chart.setData({h200At(0.026)}, ChartOptions{});
        CostChart fresh;
        fresh.setData({h200At(0.026)}, ChartOptions{});
        QCOMPARE(rangeMax(chart, QStringLiteral("yrange")), rangeMax(fresh, QStringLiteral("yrange")));
        QVERIFY(rangeMax(chart, QStringLiteral("yrange")) < before);
    }

    // A log axis over many decades wrote every label with the smallest one's decimals: "10,000.00"
    // beside "0.01". Each power of ten now reads as itself.
    void logAxisLabelsReadAsThemselves()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        CostChart chart;
        chart.resize(900, 600);
        chart.show();
        chart.setData({h200At(0.02, QStringLiteral("cheap")), h200At(900, QStringLiteral("dear"))}, ChartOptions{});
        QCoreApplication::processEvents();
        QStringList labels;
        const QList<QGraphicsItem*> items = chart.findChild<QChartView*>()->scene()->items();
        for (const QGraphicsItem* item : items)
            if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item); text && text->isVisible())
                labels << text->toPlainText();
        QVERIFY2(labels.contains(QStringLiteral("0.01")) && labels.contains(QStringLiteral("1,000")),
                 qPrintable(labels.join(QStringLiteral(" | "))));
        for (const QString& label : labels)
            QVERIFY2(!label.contains(QRegularExpression(QStringLiteral("^[0-9,]+\\.0+$"))), qPrintable(label));
    }
};

QTEST_MAIN(TestChartRanges)
#include "test_chartranges.moc"
