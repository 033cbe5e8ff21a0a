// Chart views: what each chart draws for given scenarios, exports, and the cost of an update.
// Set TF_CHART_PNG_DIR to a folder to also write each chart as PNG for a visual check.

#include "ui/charts/breakdownchart.h"
#include "ui/charts/chartfactory.h"
#include "ui/charts/chartstyle.h"
#include "ui/charts/costchart.h"
#include "ui/charts/energychart.h"
#include "ui/charts/paretochart.h"
#include "ui/recomputescheduler.h"

#include "core/catalog/catalog.h"
#include "core/evaluation.h"
#include "core/scenario.h"
#include "core/servicecomparison.h"
#include "core/sweep.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QElapsedTimer>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGridLayout>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace tf;
using namespace tf::ui;

namespace {

ScenarioSeries makeSeries(const core::ScenarioInputs& inputs, const QString& name, const QColor& colour,
                          bool baseline = false)
{
    const core::Catalog& catalog = core::Catalog::builtIn();
    ScenarioSeries series;
    series.name = name;
    series.colour = colour;
    series.baseline = baseline;
    auto sweep = core::sweepScenario(inputs, catalog);
    if (sweep) {
        series.points = sweep->points;
        series.frontier = sweep->frontier;
    }
    auto evaluation = core::evaluateScenario(inputs, catalog);
    if (evaluation) {
        series.current = evaluation->point;
        series.currentFits = evaluation->point.op.fits;
        series.cost = evaluation->cost;
        series.facilityKwPerGpu = evaluation->facilityKw;
        series.petaflopsPerDollarHour = evaluation->petaflopsPerDollarHour;
    }
    series.sloTtftMs = inputs.sloTtftMs;
    series.sloTokSPerUser = inputs.sloTokSPerUser;
    return series;
}

std::vector<ScenarioSeries> twoScenarios()
{
    return {makeSeries(core::defaultHopperScenario(), QStringLiteral("H200 FP8"), QColor(0, 114, 178), true),
            makeSeries(core::defaultBlackwellScenario(), QStringLiteral("GB300 FP4"), QColor(213, 94, 0))};
}

int drawableCount(const std::vector<core::PointMetrics>& points)
{
    return static_cast<int>(std::count_if(points.begin(), points.end(), [](const core::PointMetrics& p) {
        return p.op.tokSPerUser > 0 && p.op.tokSPerGpuTotal > 0;
    }));
}

bool hasInk(const QImage& image)
{
    // Any pixel that is neither white nor transparent: something was painted.
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); y += 3)
        for (int x = 0; x < rgb.width(); x += 3)
            if (rgb.pixel(x, y) != qRgb(255, 255, 255))
                return true;
    return false;
}

std::vector<std::unique_ptr<ChartWidget>> allCharts()
{
    std::vector<std::unique_ptr<ChartWidget>> charts;
    charts.push_back(std::make_unique<ParetoChart>());
    charts.push_back(std::make_unique<CostChart>());
    charts.push_back(std::make_unique<BreakdownChart>());
    charts.push_back(std::make_unique<EnergyChart>());
    return charts;
}

} // namespace

class TestCharts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_two = twoScenarios();
        QVERIFY(!m_two[0].points.empty());
        QVERIFY(!m_two[1].points.empty());
        QVERIFY(m_two[0].currentFits);
    }

    void paretoDrawsEveryPointFrontierAndOperatingPoint()
    {
        ParetoChart chart;
        chart.setData(m_two, ChartOptions{});
        // Per scenario: all points, the frontier, the operating point (no SLO, no measurements).
        QCOMPARE(chart.seriesCount(), 6);
        int expected = 0;
        for (const ScenarioSeries& s : m_two)
            expected += drawableCount(s.points) + static_cast<int>(s.frontier.size()) + 1;
        QCOMPARE(chart.pointCount(), expected);
        QVERIFY(chart.summaryForTests().contains(QStringLiteral("H200 FP8 (base)")));
        QVERIFY(chart.summaryForTests().contains(QStringLiteral("axes x=linear y=log")));

        ChartOptions frontierOnly;
        frontierOnly.showAllPoints = false;
        chart.setData(m_two, frontierOnly);
        QCOMPARE(chart.seriesCount(), 4);
    }

    void changingDataChangesTheSeries()
    {
        ParetoChart pareto;
        CostChart cost;
        pareto.setData(m_two, ChartOptions{});
        cost.setData(m_two, ChartOptions{});
        const QString paretoBefore = pareto.summaryForTests();
        const QString costBefore = cost.summaryForTests();

        // One scenario instead of two: the second one's series are emptied, not left behind.
        std::vector<ScenarioSeries> one{m_two[0]};
        pareto.setData(one, ChartOptions{});
        cost.setData(one, ChartOptions{});
        QCOMPARE(pareto.seriesCount(), 3);
        QCOMPARE(cost.seriesCount(), 2);
        QVERIFY(pareto.summaryForTests() != paretoBefore);
        QVERIFY(!cost.summaryForTests().contains(QStringLiteral("GB300")));

        // A different workload sweeps to different points.
        core::ScenarioInputs longPrompts = core::defaultHopperScenario();
        longPrompts.inputTokens = 8192;
        std::vector<ScenarioSeries> changed{
            makeSeries(longPrompts, QStringLiteral("H200 FP8"), QColor(0, 114, 178), true)};
        pareto.setData(changed, ChartOptions{});
        QCOMPARE(pareto.pointCount(),
                 drawableCount(changed[0].points) + static_cast<int>(changed[0].frontier.size()) + 1);

        // Back to two: the same series objects come back into use.
        pareto.setData(m_two, ChartOptions{});
        QCOMPARE(pareto.summaryForTests(), paretoBefore);
    }

    void infeasibleOperatingPointIsDrawnAsSuch()
    {
        core::ScenarioInputs tooBig = core::defaultHopperScenario();
        tooBig.batch = 65536; // the largest batch accepted, far beyond what 8 x 141 GB hold for DeepSeek-R1
        std::vector<ScenarioSeries> scenarios{
            makeSeries(tooBig, QStringLiteral("H200 huge batch"), QColor(0, 114, 178))};
        QVERIFY(!scenarios[0].currentFits);

        ParetoChart pareto;
        pareto.setData(scenarios, ChartOptions{});
        QVERIFY2(pareto.summaryForTests().contains(QStringLiteral("current=infeasible")),
                 qPrintable(pareto.summaryForTests()));
        CostChart cost;
        cost.setData(scenarios, ChartOptions{});
        QVERIFY(cost.summaryForTests().contains(QStringLiteral("current=infeasible")));
        BreakdownChart breakdown;
        breakdown.setData(scenarios, ChartOptions{});
        QVERIFY(breakdown.summaryForTests().contains(QStringLiteral("infeasible")));
        QCOMPARE(breakdown.pointCount(), 0);
        EnergyChart energy;
        energy.setData(scenarios, ChartOptions{});
        QVERIFY(energy.summaryForTests().contains(QStringLiteral("infeasible")));
        QCOMPARE(energy.seriesCount(), 0);
    }

    // A long baseline name in a bar chart, on a projector most of all, read "H200 FP4 weight-…2025
    // board c…": shortened in its middle by the legend's rule, then cut at its end by Qt Charts. The
    // row names are now fitted to the room Qt gives them, and keep their "(base)"; the axis titles
    // take a short form where the long one would be cut ("tok/s per facility MW (total toke...").
    void rowNamesAreShortenedOnce()
    {
        std::vector<ScenarioSeries> two = m_two;
        two[0].name = QStringLiteral("H200 FP4 weight-only for the 2025 board case and more words here");
        two[0].baseline = true;
        for (const int widthPx : {400, 600, 800, 1400}) {
            for (const bool presentation : {false, true}) {
                for (ChartKind kind : {ChartKind::Breakdown, ChartKind::Energy}) {
                    const std::unique_ptr<ChartWidget> chart = makeChart(kind);
                    ChartOptions options;
                    options.presentation = presentation;
                    chart->setData(two, options);
                    chart->resize(widthPx, 400);
                    chart->show();
                    QVERIFY(QTest::qWaitForWindowExposed(chart.get()));
                    QChart* qchart = chart->findChild<QChartView*>()->chart();
                    int rowNames = 0;
                    for (QGraphicsItem* item : qchart->scene()->items()) {
                        auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item);
                        if (!text || !text->isVisible() ||
                            qchart->title().startsWith(text->toPlainText().chopped(3).trimmed()))
                            continue; // row names and axis titles, not the chart's own title
                        const QString where = QStringLiteral("%1 px%2: %3")
                                                  .arg(widthPx)
                                                  .arg(presentation ? QStringLiteral(", presenting") : QString())
                                                  .arg(text->toPlainText());
                        QVERIFY2(!text->toPlainText().endsWith(QStringLiteral("...")), qPrintable(where)); // Qt's cut
                        rowNames += text->toPlainText().endsWith(QStringLiteral(" (base)")) ? 1 : 0;
                    }
                    QCOMPARE(rowNames, 1);
                }
            }
        }
    }

    void tierBandsFollowTheOption()
    {
        // Synthetic points spanning 1..200 tok/s/user cross all three tiers.
        ScenarioSeries s;
        s.name = QStringLiteral("synthetic");
        for (double x : {1.0, 5.0, 20.0, 80.0, 200.0}) {
            core::PointMetrics p;
            p.op.tokSPerUser = x;
            p.op.tokSPerGpuTotal = 10000 / x;
            p.op.tokSPerGpuOutput = 5000 / x;
            p.op.fits = true;
            p.costPerMtokOutputUsd = x / 10;
            p.costPerMtokTotalUsd = x / 20;
            s.points.push_back(p);
            s.frontier.push_back(static_cast<int>(s.points.size()) - 1);
        }
        s.current = s.points[2];
        ParetoChart pareto;
        pareto.setData({s}, ChartOptions{});
        QVERIFY(pareto.summaryForTests().contains(QStringLiteral("tiers=3")));
        // A band's label names it a tier: "Interactive > 50, TTFT < 200 ms" beside the comparison's
        // target line was read as a service-level objective.
        pareto.resize(1000, 500);
        pareto.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pareto));
        int bandLabels = 0;
        for (QGraphicsItem* item : pareto.findChild<QChartView*>()->chart()->scene()->items()) {
            auto* label = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item);
            if (!label || !label->isVisible() ||
                !(label->text().contains(QLatin1Char('<')) || label->text().contains(QLatin1Char('>'))))
                continue;
            ++bandLabels;
            QVERIFY2(label->text().contains(QStringLiteral(" tier: ")), qPrintable(label->text()));
        }
        QVERIFY(bandLabels >= 1);
        ChartOptions noTiers;
        noTiers.showTiers = false;
        pareto.setData({s}, noTiers);
        QVERIFY(pareto.summaryForTests().contains(QStringLiteral("tiers=0")));

        // Only batch-tier points: the balanced and interactive bands fall outside the axis.
        for (core::PointMetrics& p : s.points)
            p.op.tokSPerUser /= 40; // 0.025 .. 5 tok/s/user
        s.current = s.points[2];
        CostChart cost;
        cost.setData({s}, ChartOptions{});
        QVERIFY2(cost.summaryForTests().contains(QStringLiteral("tiers=1")), qPrintable(cost.summaryForTests()));
    }

    void costSpreadOnlyWithPercentiles()
    {
        std::vector<ScenarioSeries> scenarios = m_two;
        ChartOptions outputCost;
        outputCost.totalTokens = false;
        CostChart chart;
        chart.setData(scenarios, outputCost);
        QVERIFY(chart.summaryForTests().contains(QStringLiteral("spread=0")));
        const int withoutSpread = chart.seriesCount();
        const double cost = scenarios[0].current.costPerMtokOutputUsd;
        scenarios[0].costP10Usd = cost * 0.8;
        scenarios[0].costP50Usd = cost;
        scenarios[0].costP90Usd = cost * 1.3;
        chart.setData(scenarios, outputCost);
        QVERIFY(chart.summaryForTests().contains(QStringLiteral("spread=2")));
        QCOMPARE(chart.seriesCount(), withoutSpread + 1);
        // The percentiles are of output cost: not drawn against total-token cost.
        chart.setData(scenarios, ChartOptions{});
        QCOMPARE(chart.seriesCount(), withoutSpread);
    }

    void presentationModeEnlargesType()
    {
        ParetoChart chart;
        chart.setData(m_two, ChartOptions{});
        const QImage normal = chart.toImage(QSize(640, 400));
        ChartOptions present;
        present.presentation = true;
        chart.setData(m_two, present);
        const QImage large = chart.toImage(QSize(640, 400));
        QVERIFY(normal != large);
        chart.setData(m_two, ChartOptions{});
        QCOMPARE(chart.toImage(QSize(640, 400)), normal); // and back exactly
    }

    void sloRegionOnlyWithAnObjective()
    {
        ParetoChart pareto;
        pareto.setData(m_two, ChartOptions{});
        QVERIFY(pareto.summaryForTests().contains(QStringLiteral("slo=0")));
        const int withoutSlo = pareto.seriesCount();

        core::ScenarioInputs inputs = core::defaultHopperScenario();
        inputs.sloTokSPerUser = 20;
        std::vector<ScenarioSeries> scenarios{makeSeries(inputs, QStringLiteral("H200 SLO"), QColor(0, 114, 178))};
        const bool anyMeets = std::any_of(scenarios[0].points.begin(), scenarios[0].points.end(),
                                          [](const core::PointMetrics& p) { return p.meetsSlo; });
        QVERIFY(anyMeets);
        pareto.setData(scenarios, ChartOptions{});
        QVERIFY(!pareto.summaryForTests().contains(QStringLiteral("slo=0")));
        QCOMPARE(pareto.seriesCount(), withoutSlo / 2 + 1);
    }

    void paretoAxisFollowsOptions()
    {
        ParetoChart pareto;
        ChartOptions options;
        options.perMegawatt = true;
        options.totalTokens = false;
        options.logInteractivity = true;
        pareto.setData(m_two, options);
        const QString summary = pareto.summaryForTests();
        QVERIFY(summary.contains(QStringLiteral("tok/s/MW (output)")));
        QVERIFY(summary.contains(QStringLiteral("axes x=log y=log")));
        options.logThroughput = false;
        pareto.setData(m_two, options);
        QVERIFY(pareto.summaryForTests().contains(QStringLiteral("axes x=log y=linear")));
    }

    void measuredOverlayIsDrawn()
    {
        std::vector<ScenarioSeries> scenarios{m_two[0]};
        MeasuredPoint m;
        m.tokSPerUser = 30;
        m.tokSPerGpuTotal = 1500;
        m.predictedTokSPerGpuTotal = 1400;
        m.label = QStringLiteral("H200 sglang conc 64");
        scenarios[0].measured = {m, m};
        scenarios[0].measured[1].tokSPerUser = 60;
        ParetoChart pareto;
        pareto.setData(scenarios, ChartOptions{});
        QVERIFY(pareto.summaryForTests().contains(QStringLiteral("measured=2")));
    }

    void legendNamesThatShareABeginningStayApart()
    {
        // Four copies of one scenario and the measured points: Qt shortened every name at its end
        // to "H200 test ...", four identical entries.
        std::vector<ScenarioSeries> scenarios;
        for (const QString& name :
             {QStringLiteral("H200 test long-context"), QStringLiteral("H200 test long-context (2)"),
              QStringLiteral("H200 test long-context (3)"), QStringLiteral("H200 test long-context (4)")}) {
            scenarios.push_back(m_two[0]);
            scenarios.back().name = name;
            scenarios.back().baseline = false;
        }
        MeasuredPoint m{30, 1500, 1400, QStringLiteral("H200 sglang conc 64")};
        scenarios[0].measured = {m};
        ParetoChart pareto;
        pareto.setData(scenarios, ChartOptions{});
        pareto.resize(540, 380);
        pareto.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pareto));
        QTest::qWait(50);
        // The measured points' entry gives way to the scenarios' names (their tooltips name them).
        QStringList labels = pareto.legendLabels();
        QCOMPARE(labels.size(), 4);
        QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), 4);
        for (int i = 1; i < 4; ++i)
            QVERIFY2(labels[i].endsWith(QStringLiteral("(%1)").arg(i + 1)), qPrintable(labels[i]));
        // Short enough that Qt need not shorten them again at their end.
        QFont legendFont = QApplication::font();
        legendFont.setPointSizeF(9);
        const QFontMetricsF metrics(legendFont);
        double width = 0;
        for (const QString& label : labels)
            width += metrics.horizontalAdvance(label) + 2.6 * metrics.height();
        QVERIFY2(width <= pareto.width(), qPrintable(labels.join(QStringLiteral(" | "))));
        // Given room again, the names are whole.
        pareto.resize(1400, 380);
        QTest::qWait(50);
        labels = pareto.legendLabels();
        QCOMPARE(labels.first(), QStringLiteral("H200 test long-context"));
        QVERIFY2(labels.contains(QStringLiteral("measured")), qPrintable(labels.join(QStringLiteral(" | "))));
        QVERIFY2(labels.contains(QStringLiteral("H200 test long-context (4)")),
                 qPrintable(labels.join(QStringLiteral(" | "))));
    }

    void aBaselinesTagOutlastsItsName()
    {
        // Three scenarios at a 1,280 px window's chart width: the legend read "H2…e)", "GB…P4" and
        // "me…ed", the baseline's tag cut with the rest.
        std::vector<ScenarioSeries> scenarios = {m_two[0], m_two[1], m_two[0]};
        scenarios[0].name = QStringLiteral("H200 FP8");
        scenarios[0].baseline = true;
        scenarios[1].name = QStringLiteral("GB300 NVL72 FP4");
        scenarios[2].name = QStringLiteral("H200 FP8 (2)");
        scenarios[2].baseline = false;
        scenarios[0].measured = {MeasuredPoint{30, 1500, 1400, QStringLiteral("H200 sglang conc 64")}};
        ParetoChart pareto;
        pareto.setData(scenarios, ChartOptions{});
        pareto.resize(390, 240);
        pareto.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pareto));
        QTest::qWait(50);
        const QStringList labels = pareto.legendLabels();
        QCOMPARE(labels.size(), 3); // the measured points' entry gave way
        // The shortest name is whole, the others share what is left, each keeping its start and
        // end, and the baseline its tag.
        const QString all = labels.join(QStringLiteral(" | "));
        QCOMPARE(labels[2], QStringLiteral("H200 FP8 (2)"));
        QVERIFY2(labels[0].startsWith(QStringLiteral("H2")) && labels[0].endsWith(QStringLiteral("8 (base)")),
                 qPrintable(all));
        QVERIFY2(labels[1].startsWith(QStringLiteral("GB30")) && labels[1].endsWith(QStringLiteral("FP4")),
                 qPrintable(all));
        // Narrower, a baseline's name is shortened before its tag.
        scenarios[0].name = QStringLiteral("H200 FP8 hyperscaler price");
        pareto.setData(scenarios, ChartOptions{});
        QTest::qWait(50);
        QVERIFY2(pareto.legendLabels()[0].endsWith(QStringLiteral(" (base)")), qPrintable(pareto.legendLabels()[0]));
    }

    void legendEntriesAreDrawnAsTheyAreShortened_data()
    {
        QTest::addColumn<int>("widthPx");
        for (int width = 280; width <= 760; width += 12)
            QTest::newRow(qPrintable(QStringLiteral("%1 px").arg(width))) << width;
    }

    void legendEntriesAreDrawnAsTheyAreShortened()
    {
        // The legend shortens names in their middle to a fair share of the width ("GB300…2 FP4");
        // where that share misjudged what an entry takes, Qt cut every entry again at its end
        // ("GB300 NVL72 ..."), losing the part that tells two scenarios apart.
        QFETCH(int, widthPx);
        std::vector<ScenarioSeries> scenarios = m_two;
        scenarios[0].name = QStringLiteral("H200 FP8");
        scenarios[1].name = QStringLiteral("GB300 NVL72 FP4");
        scenarios[0].baseline = true; // "H200 FP8 (base)"
        scenarios[1].baseline = false;
        scenarios[0].measured = {MeasuredPoint{30, 1500, 1400, QStringLiteral("H200 sglang conc 64")}};
        ParetoChart pareto;
        pareto.setData(scenarios, ChartOptions{});
        pareto.resize(900, 380); // shown wide, then narrowed, as a window is
        pareto.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pareto));
        QTest::qWait(50);
        pareto.resize(widthPx, 380);
        QTest::qWait(50);
        const QStringList labels = pareto.legendLabels();
        auto* view = pareto.findChild<QChartView*>();
        QVERIFY(view);
        QStringList drawn;
        std::vector<QGraphicsItem*> pending{view->chart()->legend()};
        while (!pending.empty()) {
            QGraphicsItem* item = pending.back();
            pending.pop_back();
            if (auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item); text && text->isVisible())
                drawn << text->toPlainText();
            const QList<QGraphicsItem*> children = item->childItems();
            pending.insert(pending.end(), children.begin(), children.end());
        }
        for (const QString& text : drawn)
            QVERIFY2(
                labels.contains(text),
                qPrintable(QStringLiteral("drawn \"%1\"; labels %2").arg(text, labels.join(QStringLiteral(" | ")))));
        QCOMPARE(drawn.size(), labels.size());
    }

    void aLegendWithNoRoomToTellNamesApartGoes()
    {
        // Four scenarios and the measured points at 300 px read "H…8 G…) G…) H…n m…d": no help.
        std::vector<ScenarioSeries> scenarios = {m_two[0], m_two[1], m_two[1], m_two[0]};
        scenarios[2].name = QStringLiteral("GB300 NVL72 FP4 (2)");
        scenarios[3].name = QStringLiteral("H200 FP8 hyperscaler price");
        for (std::size_t i = 1; i < scenarios.size(); ++i)
            scenarios[i].baseline = false;
        scenarios[0].measured = {MeasuredPoint{30, 1500, 1400, QStringLiteral("H200 sglang conc 64")}};
        ParetoChart pareto;
        pareto.setData(scenarios, ChartOptions{});
        pareto.resize(300, 380);
        pareto.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pareto));
        QTest::qWait(50);
        auto* view = pareto.findChild<QChartView*>();
        QVERIFY(view);
        QTRY_VERIFY(!view->chart()->legend()->isVisible());
        // An export at a page's width has the room, and the screen keeps its own state after it.
        QVERIFY(hasInk(pareto.toImage(QSize(1400, 600))));
        QVERIFY(!view->chart()->legend()->isVisible());
        // Given room again, the legend is back with the names whole.
        pareto.resize(1400, 380);
        QTRY_VERIFY(view->chart()->legend()->isVisible());
        const QStringList labels = pareto.legendLabels();
        QCOMPARE(labels.size(), 5);
        QVERIFY2(labels.contains(QStringLiteral("H200 FP8 hyperscaler price")),
                 qPrintable(labels.join(QStringLiteral(" | "))));
    }

    void hoverShowsThePointsNumbers()
    {
        ParetoChart chart;
        chart.resize(800, 500);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setData(m_two, ChartOptions{});
        QCoreApplication::processEvents();
        const core::PointMetrics& current = m_two[0].current;
        const QPoint at = chart.widgetPositionOf(QPointF(current.op.tokSPerUser, current.op.tokSPerGpuTotal));
        auto* view = chart.findChild<QGraphicsView*>();
        QVERIFY(view);
        QWidget* viewport = view->viewport();
        for (const QPoint offset : {QPoint(30, 30), QPoint(0, 0)}) {
            const QPointF local = viewport->mapFrom(&chart, at + offset);
            QMouseEvent move(QEvent::MouseMove, local, viewport->mapToGlobal(local), Qt::NoButton, Qt::NoButton,
                             Qt::NoModifier);
            QCoreApplication::sendEvent(viewport, &move);
        }
        QTRY_VERIFY(QToolTip::isVisible());
        const QString text = QToolTip::text();
        QVERIFY2(text.contains(QStringLiteral("Batch %1, TP %2").arg(current.op.batch).arg(current.op.tensorParallel)),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("tok/s/MW")));
        QVERIFY(text.contains(QStringLiteral("TTFT")));
        // The help event a resting mouse brings (after about 700 ms) reached the scene, which has no
        // tooltips of its own and hid the point's text a second after it came.
        const QPointF local = viewport->mapFrom(&chart, at);
        QHelpEvent rest(QEvent::ToolTip, local.toPoint(), viewport->mapToGlobal(local.toPoint()));
        QCoreApplication::sendEvent(viewport, &rest);
        QTest::qWait(600); // a tooltip hides 300 ms after it is told to
        QVERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), text);
    }

    void breakdownComponents_data()
    {
        QTest::addColumn<int>("pricing");
        QTest::addColumn<double>("expectedShareOfRental");
        // Rented: the price covers everything, so the whole bar is rental (economics.h).
        QTest::newRow("rented: all rental") << static_cast<int>(core::PricingMode::Rented) << 1.0;
        // Owned: capex + power + facility + other, no rental component.
        QTest::newRow("owned: no rental") << static_cast<int>(core::PricingMode::Owned) << 0.0;
    }

    void breakdownComponents()
    {
        QFETCH(int, pricing);
        QFETCH(double, expectedShareOfRental);
        core::ScenarioInputs inputs = core::defaultHopperScenario();
        inputs.pricing = static_cast<core::PricingMode>(pricing);
        inputs.facilityUsdPerKwMonth = 150;
        const ScenarioSeries s = makeSeries(inputs, QStringLiteral("H200"), QColor(0, 114, 178));
        BreakdownChart chart;
        chart.setData({s}, ChartOptions{});
        // README metric definitions: cost per Mtok = $/GPU-h / (tok/s/GPU x 3600) x 1e6, per component here.
        const double totalTokSPerGpu = s.current.op.tokSPerGpuTotal;
        const double expectedRental = s.cost.rentalUsd / (totalTokSPerGpu * 3600) * 1e6;
        const QString summary = chart.summaryForTests();
        QVERIFY2(summary.contains(QStringLiteral("rental=%1").arg(expectedRental, 0, 'g', 4)), qPrintable(summary));
        QCOMPARE(s.cost.rentalUsd > 0 ? 1.0 : 0.0, expectedShareOfRental);
        QVERIFY(summary.contains(QStringLiteral("total=%1").arg(s.current.costPerMtokTotalUsd, 0, 'g', 4)));
        QVERIFY(chart.pointCount() >= 1);
    }

    void energyLabelsAreReadWholeBesideOrInsideTheirBars_data()
    {
        QTest::addColumn<int>("widthPx");
        for (const int width : {900, 560, 460, 380, 300})
            QTest::newRow(qPrintable(QStringLiteral("%1 px").arg(width))) << width;
    }

    void energyLabelsAreReadWholeBesideOrInsideTheirBars()
    {
        // Where "tok/s/MW · tok/J" has no room beside its bar it goes inside it, then shortens to
        // tok/J, and so do the other rows': never drawn across the bar's end, never cut at the
        // plot's edge.
        QFETCH(int, widthPx);
        EnergyChart chart;
        chart.setData(m_two, ChartOptions{});
        chart.resize(widthPx, 300);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        auto* view = chart.findChild<QChartView*>();
        QVERIFY(view);
        QChart* qchart = view->chart();
        const QRectF plot = qchart->plotArea(); // chart coordinates, as the bar ends and the labels
        const int rows = static_cast<int>(m_two.size());
        int placed = 0;
        int withBoth = 0; // labels that give tok/s/MW as well as tok/J
        for (QGraphicsItem* item : qchart->scene()->items()) {
            auto* label = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item);
            if (!label || !label->isVisible() || !label->text().contains(QStringLiteral("tok/J")))
                continue;
            const QRectF box = label->mapRectToItem(qchart, label->boundingRect());
            for (int row = 0; row < rows; ++row) {
                const double value = m_two[static_cast<std::size_t>(row)].current.tokSPerMw;
                const QPointF end = qchart->mapToPosition(QPointF(value, rows - 1 - row), qchart->series().first());
                if (std::abs(end.y() - box.center().y()) > 2)
                    continue;
                ++placed;
                const QString where = QStringLiteral("%1: [%2, %3], bar end %4, plot [%5, %6]")
                                          .arg(label->text())
                                          .arg(box.left())
                                          .arg(box.right())
                                          .arg(end.x())
                                          .arg(plot.left())
                                          .arg(plot.right());
                QVERIFY2(box.right() <= end.x() || box.left() >= end.x(), qPrintable(where));
                QVERIFY2(box.left() >= plot.left() && box.right() <= plot.right(), qPrintable(where));
                withBoth += label->text().contains(QStringLiteral("tok/s/MW")) ? 1 : 0;
            }
        }
        QCOMPARE(placed, rows);
        QVERIFY2(withBoth == 0 || withBoth == rows, "the rows' labels read alike"); // one form for all
    }

    void energyAxesAreTheSameQuantity()
    {
        EnergyChart chart;
        chart.setData(m_two, ChartOptions{});
        QCOMPARE(chart.seriesCount(), 2);
        // tok/J = tok/s per W and tok/s/MW = tok/s per 1e6 W: the core's figures agree.
        for (const ScenarioSeries& s : m_two)
            QVERIFY(qAbs(s.current.tokSPerMw * 1e-6 - s.current.tokPerJoule) <= 1e-9 * s.current.tokSPerMw);
    }

    void rendersToImages()
    {
        const QString pngDir = qEnvironmentVariable("TF_CHART_PNG_DIR");
        std::vector<ScenarioSeries> scenarios = m_two;
        core::ScenarioInputs owned = core::defaultHopperScenario();
        owned.pricing = core::PricingMode::Owned;
        owned.facilityUsdPerKwMonth = 150;
        owned.otherUsdPerGpuHour = 0.1;
        owned.costOfCapitalPercent = 8;
        scenarios.push_back(makeSeries(owned, QStringLiteral("H200 FP8 owned"), QColor(0, 158, 115)));
        scenarios[0].costP10Usd = scenarios[0].current.costPerMtokOutputUsd * 0.8;
        scenarios[0].costP50Usd = scenarios[0].current.costPerMtokOutputUsd;
        scenarios[0].costP90Usd = scenarios[0].current.costPerMtokOutputUsd * 1.35;
        scenarios[0].sloTokSPerUser = 20;
        scenarios[0].sloTtftMs = 2000;
        for (core::PointMetrics& p : scenarios[0].points)
            p.meetsSlo = p.op.tokSPerUser >= 20 && p.op.ttftMs <= 2000;
        for (ChartOptions options : {ChartOptions{},
                                     [] {
                                         ChartOptions o;
                                         o.perMegawatt = true;
                                         o.totalTokens = false;
                                         o.logInteractivity = true;
                                         return o;
                                     }(),
                                     [] {
                                         ChartOptions o;
                                         o.presentation = true;
                                         o.totalTokens = false;
                                         o.logInteractivity = true;
                                         return o;
                                     }()}) {
            auto charts = allCharts();
            for (std::size_t i = 0; i < charts.size(); ++i) {
                ChartWidget* chart = charts[i].get();
                chart->setData(scenarios, options);
                const QSize size = options.presentation ? QSize(1000, 620) : QSize(720, 450);
                const QImage image = chart->toImage(size, 1.0);
                QCOMPARE(image.size(), size);
                QVERIFY(hasInk(image));
                if (!pngDir.isEmpty()) {
                    QDir().mkpath(pngDir);
                    const QString name = QStringLiteral("%1/chart%2%3.png")
                                             .arg(pngDir)
                                             .arg(i)
                                             .arg(options.perMegawatt    ? QStringLiteral("-mw")
                                                  : options.presentation ? QStringLiteral("-present")
                                                                         : QString());
                    QVERIFY(image.save(name));
                }
            }
        }
        // High-DPI export keeps the logical layout and doubles the pixels.
        ParetoChart pareto;
        pareto.setData(scenarios, ChartOptions{});
        const QImage hiDpi = pareto.toImage(QSize(400, 300), 2.0);
        QCOMPARE(hiDpi.size(), QSize(800, 600));
        QVERIFY(hasInk(hiDpi));
    }

    void exportAfterScreenPaintStaysVector()
    {
        // On screen, grid lines and legend strokes are painted from pixmap caches; an export must
        // still write them as vector paths, exactly as a chart never shown does.
        auto svgOf = [](ChartWidget* chart) {
            QBuffer buffer;
            buffer.open(QIODevice::WriteOnly);
            QSvgGenerator generator;
            generator.setOutputDevice(&buffer);
            generator.setSize(QSize(640, 400));
            generator.setViewBox(QRect(0, 0, 640, 400));
            QPainter painter(&generator);
            chart->renderTo(&painter, QRectF(0, 0, 640, 400));
            painter.end();
            return QString::fromUtf8(buffer.data());
        };
        for (const auto& chart : allCharts()) {
            chart->setData(m_two, ChartOptions{});
            chart->resize(640, 400);
            const QString unshown = svgOf(chart.get());
            chart->show();
            QVERIFY(QTest::qWaitForWindowExposed(chart.get()));
            chart->repaint();
            QCoreApplication::processEvents();
            const QImage onScreen = chart->grab().toImage();
            QVERIFY(hasInk(onScreen));
            const QString shown = svgOf(chart.get());
            QVERIFY(unshown.count(QStringLiteral("<text")) > 0);
            QCOMPARE(shown.count(QStringLiteral("<text")), unshown.count(QStringLiteral("<text")));
            QCOMPARE(shown.count(QStringLiteral("<image")), unshown.count(QStringLiteral("<image")));
            // And the screen is painted from the caches again afterwards.
            chart->repaint();
            QCOMPARE(chart->grab().toImage(), onScreen);
        }
    }

    void cachedRepaintMatchesAFreshChart()
    {
        // Labels and grid lines are painted from caches on screen; after the data (and with it
        // ranges, ticks and labels) changed, the chart must look exactly like one drawn afresh.
        std::vector<ScenarioSeries> changed = m_two;
        core::ScenarioInputs pricier = core::defaultBlackwellScenario();
        pricier.pricePerGpuHourUsd *= 7;
        pricier.batch = 8;
        changed[1] = makeSeries(pricier, QStringLiteral("GB300 FP4 at batch 8"), QColor(213, 94, 0));
        ChartOptions log;
        log.logInteractivity = true;
        ChartOptions large;
        large.presentation = true;
        large.perMegawatt = true;
        large.showTiers = false;
        for (const ChartOptions& options : {log, large}) {
            auto shown = allCharts();
            auto fresh = allCharts();
            for (std::size_t i = 0; i < shown.size(); ++i) {
                ChartWidget* used = shown[i].get();
                used->resize(640, 400);
                used->setData(m_two, ChartOptions{});
                used->show();
                QVERIFY(QTest::qWaitForWindowExposed(used));
                used->repaint();
                used->setData(changed, options);
                QCoreApplication::processEvents();
                used->repaint();

                ChartWidget* drawnOnce = fresh[i].get();
                drawnOnce->resize(640, 400);
                drawnOnce->setData(changed, options);
                drawnOnce->show();
                QVERIFY(QTest::qWaitForWindowExposed(drawnOnce));
                drawnOnce->repaint();
                QCoreApplication::processEvents();
                QCOMPARE(used->grab().toImage(), drawnOnce->grab().toImage());
            }
        }
    }

    void benchmarkSetData()
    {
        // Four scenarios of a few hundred points each, as on screen; a "slider event" hands all
        // four charts new data. Figures are printed, not asserted.
        std::vector<std::vector<ScenarioSeries>> frames;
        for (int step = 0; step < 8; ++step) {
            core::ScenarioInputs hopper = core::defaultHopperScenario();
            core::ScenarioInputs blackwell = core::defaultBlackwellScenario();
            hopper.pricePerGpuHourUsd = 1.0 + 0.1 * step;
            blackwell.batch = 16 << (step % 4);
            core::ScenarioInputs hopperBf16 = hopper;
            hopperBf16.precision = core::Precision::BF16;
            core::ScenarioInputs blackwellLong = blackwell;
            blackwellLong.inputTokens = 4096 + 512 * step;
            frames.push_back({makeSeries(hopper, QStringLiteral("H200 FP8"), QColor(0, 114, 178), true),
                              makeSeries(blackwell, QStringLiteral("GB300 FP4"), QColor(213, 94, 0)),
                              makeSeries(hopperBf16, QStringLiteral("H200 BF16"), QColor(0, 158, 115)),
                              makeSeries(blackwellLong, QStringLiteral("GB300 long prompts"), QColor(204, 121, 167))});
        }
        int points = 0;
        for (const ScenarioSeries& s : frames[0])
            points += static_cast<int>(s.points.size());

        QWidget window;
        auto* layout = new QGridLayout(&window);
        auto charts = allCharts();
        for (std::size_t i = 0; i < charts.size(); ++i)
            layout->addWidget(charts[i].get(), static_cast<int>(i / 2), static_cast<int>(i % 2));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        const ChartOptions options;
        // Per event: hand every chart the frame; with `paint`, let the event loop repaint them as
        // the window would before the next event.
        auto measure = [&](bool paint, int onlyChart) {
            std::vector<double> ms;
            QElapsedTimer timer;
            for (int i = 0; i < 120; ++i) {
                const auto& frame = frames[static_cast<std::size_t>(i) % frames.size()];
                timer.start();
                for (std::size_t c = 0; c < charts.size(); ++c)
                    if (onlyChart < 0 || static_cast<int>(c) == onlyChart)
                        charts[c]->setData(frame, options);
                if (paint)
                    QCoreApplication::processEvents();
                ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
            }
            std::sort(ms.begin(), ms.end());
            return std::pair<double, double>(ms[ms.size() / 2], ms[ms.size() * 95 / 100]);
        };
        measure(true, -1); // warm up: caches, fonts, first layout
        for (std::size_t c = 0; c < charts.size(); ++c) {
            const auto [median, p95] = measure(false, static_cast<int>(c));
            qInfo("%s: setData %.2f ms median, %.2f ms p95", qPrintable(charts[c]->title()), median, p95);
        }
        const auto [setMedian, setP95] = measure(false, -1);
        const auto [paintMedian, paintP95] = measure(true, -1);
        qInfo("all 4 charts x 4 scenarios (%d sweep points): setData %.2f ms median, %.2f ms p95; "
              "setData + repaint %.2f ms median, %.2f ms p95",
              points, setMedian, setP95, paintMedian, paintP95);
    }

    void hoverTextsWriteNumbersAsTheTableDoes()
    {
        // "batch 4339" and "Model error: -82.6%" beside the table's "batch 4,339" and the cards' "−".
        ScenarioSeries series = m_two[1];
        series.current.op.batch = 4339;
        const QString point = chartstyle::pointToolTip(series, series.current, true);
        QVERIFY2(point.contains(QStringLiteral("Batch 4,339,")), qPrintable(point));
        const MeasuredPoint measured{50, 1000, 174, QStringLiteral("B200 sglang conc 64")};
        const QString text = chartstyle::measuredToolTip(series, measured, ChartOptions{});
        QVERIFY2(text.contains(QStringLiteral("Model error: \u221283%")), qPrintable(text));
        core::ServiceLevelChoice choice;
        choice.reached = true;
        choice.inputs = core::defaultBlackwellScenario();
        choice.inputs.batch = 4339;
        choice.inputs.tensorParallel = 1;
        choice.inputs.expertParallel = 16;
        choice.inputs.speculativeTokens = 1;
        const QString note = RecomputeScheduler::choiceNote(choice, core::defaultServiceLevel());
        QVERIFY2(note.contains(QStringLiteral("TP 1 / EP 16, batch 4,339, ")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("+ 1 draft token")), qPrintable(note));
    }

private:
    std::vector<ScenarioSeries> m_two;
};

QTEST_MAIN(TestCharts)
#include "test_charts.moc"
