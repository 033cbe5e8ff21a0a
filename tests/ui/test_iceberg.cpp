// The iceberg chart: FLOPS per dollar above the waterline, cost per token and tokens per MW below
// it, each bar a share of its measure's largest scenario and labelled with its ratio to the
// baseline; the cost-per-token article's pair shows its contrast (a few times above, tens below).
#include "ui/charts/chartfactory.h"
#include "ui/charts/chartwidget.h"
#include "ui/export/chartexport.h"
#include "ui/mainwindow.h"
#include "ui/panels/icebergpanel.h"
#include "ui/recomputescheduler.h"

#include <QChart>
#include <QChartView>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>

using namespace tf;

namespace {

/// One bar of the chart's summary: {value, share, ratio} of `measure` for `scenario` (NaN when absent).
std::array<double, 3> bar(const QString& summary, const QString& scenario, const QString& measure)
{
    const double nan = std::nan("");
    for (const QString& line : summary.split(QLatin1Char('\n'))) {
        if (!line.startsWith(QStringLiteral("scenario %1:").arg(scenario)))
            continue;
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral(" %1=(\\S+) share=(\\S+) ratio=(\\S+)").arg(measure)).match(line);
        if (m.hasMatch())
            return {m.captured(1).toDouble(), m.captured(2).toDouble(), m.captured(3).toDouble()};
    }
    return {nan, nan, nan};
}

} // namespace

class TestIceberg : public QObject
{
    Q_OBJECT
private slots:
    void articlePairShowsTheContrastBelowTheWaterline();
    void exportsAsAChart();
    void panelDrawsTheChart();
    void figuresAreReadWholeOrNotAtAll();
};

void TestIceberg::articlePairShowsTheContrastBelowTheWaterline()
{
    ui::MainWindow window;
    window.flushUpdates();
    std::vector<ui::ScenarioSeries> series;
    for (const ui::ScenarioResult& r : window.scheduler()->results())
        series.push_back(r.series);
    const std::unique_ptr<ui::ChartWidget> chart = ui::makeChart(ui::ChartKind::Iceberg);
    chart->resize(1280, 720);
    chart->setData(series, ui::ChartOptions{});
    QCOMPARE(chart->seriesCount(), 2);
    QCOMPARE(chart->pointCount(), 6); // three measures for each scenario
    const QString s = chart->summaryForTests();
    const QString base = QStringLiteral("H200 FP8 (base)");
    const QString blackwell = QStringLiteral("GB300 NVL72 FP4");
    const QString flops = QStringLiteral("pflops_per_usd_h");
    const QString cost = QStringLiteral("usd_per_mtok");
    const QString perMw = QStringLiteral("tok_s_per_mw");
    // Above the water bars grow up, below they hang down; the largest of each measure is a full bar.
    QCOMPARE(bar(s, blackwell, flops)[1], 1.0);
    QVERIFY(bar(s, base, flops)[1] > 0 && bar(s, base, flops)[1] < 1);
    QCOMPARE(bar(s, base, cost)[1], -1.0);
    QVERIFY(bar(s, blackwell, cost)[1] < 0 && bar(s, blackwell, cost)[1] > -1);
    QCOMPARE(bar(s, blackwell, perMw)[1], -1.0);
    // The figures are core's and the ratios are to the baseline (the summary keeps 4 digits).
    const double flopsRatio = series[1].petaflopsPerDollarHour / series[0].petaflopsPerDollarHour;
    // Cost per token on the window's basis: every token here, as the cards count it.
    const double costRatio = series[1].current.costPerMtokTotalUsd / series[0].current.costPerMtokTotalUsd;
    QVERIFY(std::abs(bar(s, base, cost)[0] / series[0].current.costPerMtokTotalUsd - 1) < 1e-3);
    const double perMwRatio = series[1].current.tokSPerMw / series[0].current.tokSPerMw;
    QVERIFY(std::abs(bar(s, blackwell, flops)[0] / series[1].petaflopsPerDollarHour - 1) < 1e-3);
    QVERIFY(std::abs(bar(s, blackwell, flops)[2] / flopsRatio - 1) < 1e-3);
    QVERIFY(std::abs(bar(s, blackwell, cost)[2] / costRatio - 1) < 1e-3);
    QVERIFY(std::abs(bar(s, blackwell, perMw)[2] / perMwRatio - 1) < 1e-3);
    QCOMPARE(bar(s, base, cost)[2], 1.0);
    // The article's picture: a few times the FLOPS per dollar, tens of times cheaper tokens and
    // more tokens per MW.
    QVERIFY(flopsRatio > 1.5 && flopsRatio < 6);
    QVERIFY(costRatio < 0.1);
    QVERIFY(perMwRatio > 10);
    // Output tokens only, where the toolbar says so: the bar and its caption follow.
    ui::ChartOptions outputOnly;
    outputOnly.totalTokens = false;
    chart->setData(series, outputOnly);
    const QString o = chart->summaryForTests();
    QVERIFY(std::abs(bar(o, base, cost)[0] / series[0].current.costPerMtokOutputUsd - 1) < 1e-3);
}

void TestIceberg::exportsAsAChart()
{
    QCOMPARE(ui::parseChartKind(QStringLiteral("iceberg")), std::optional(ui::ChartKind::Iceberg));
    ui::MainWindow window;
    window.flushUpdates();
    std::vector<ui::ScenarioSeries> series;
    for (const ui::ScenarioResult& r : window.scheduler()->results())
        series.push_back(r.series);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("iceberg.svg"));
    const core::Status s = ui::exportChart(ui::ChartKind::Iceberg, series, ui::ChartOptions{}, path);
    QVERIFY2(s.ok(), s.ok() ? "" : s.error().c_str());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray svg = f.readAll();
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("waterline"));
}

void TestIceberg::panelDrawsTheChart()
{
    ui::IcebergPanel panel;
    panel.setScenarios({QStringLiteral("H200"), QStringLiteral("GB300")},
                       {core::defaultHopperScenario(), core::defaultBlackwellScenario()});
    QVERIFY(panel.chart());
    QCOMPARE(panel.chart()->seriesCount(), 2);
    QVERIFY(panel.chart()->summaryForTests().contains(QStringLiteral("scenario H200 (base):")));
    QVERIFY(panel.rows()[1].tokSPerMw > panel.rows()[0].tokSPerMw * 5);
}

// In a docked panel with four scenarios the upright figures ran off the top of the plot, crossed
// each other and the measures' names, and the names ran into one another.
void TestIceberg::figuresAreReadWholeOrNotAtAll()
{
    ui::MainWindow window;
    window.flushUpdates();
    std::vector<ui::ScenarioSeries> series;
    for (const ui::ScenarioResult& r : window.scheduler()->results())
        series.push_back(r.series);
    std::vector<ui::ScenarioSeries> four = series;
    for (const ui::ScenarioSeries& s : series) {
        four.push_back(s);
        four.back().baseline = false;
        four.back().name += QStringLiteral(" (2)");
    }
    for (const auto& scenarios : {series, four}) {
        int wholeAtWidth = 0; // figures drawn at the widest size
        for (int width = 250; width <= 1300; width += 50) {
            const std::unique_ptr<ui::ChartWidget> chart = ui::makeChart(ui::ChartKind::Iceberg);
            chart->resize(width, 460); // no narrower than the chart's minimum, where its names fit
            chart->setData(scenarios, ui::ChartOptions{});
            chart->show();
            QVERIFY(QTest::qWaitForWindowExposed(chart.get()));
            QChart* qchart = chart->findChild<QChartView*>()->chart();
            const QRectF plot = qchart->mapRectToScene(qchart->plotArea()).adjusted(-1, -1, 1, 1);
            std::vector<std::pair<QString, QRectF>> drawn;
            for (QGraphicsItem* item : qchart->scene()->items()) {
                auto* text = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item);
                if (text && text->isVisible() && !text->text().isEmpty())
                    drawn.emplace_back(text->text(), text->sceneBoundingRect());
            }
            int figures = 0;
            for (size_t i = 0; i < drawn.size(); ++i) {
                const auto& [text, box] = drawn[i];
                const QString where = QStringLiteral("%1 px, %2 scenarios: '%3'")
                                          .arg(width)
                                          .arg(scenarios.size())
                                          .arg(QString(text).replace(QLatin1Char('\n'), QLatin1Char(' ')));
                QVERIFY2(plot.contains(box), qPrintable(where + QStringLiteral(" leaves the plot")));
                for (size_t j = i + 1; j < drawn.size(); ++j)
                    QVERIFY2(!box.adjusted(1, 1, -1, -1).intersects(drawn[j].second),
                             qPrintable(where + QStringLiteral(" crosses '") + drawn[j].first + QLatin1Char('\'')));
                // A figure with its ratio: "baseline", "4.03×" or "1/35.7".
                static const QRegularExpression withRatio(QStringLiteral("baseline|\u00d7|\\s1/"));
                figures += text.contains(withRatio) ? 1 : 0;
            }
            wholeAtWidth = figures;
        }
        // With room, every bar carries its figure and its ratio to the baseline.
        QCOMPARE(wholeAtWidth, static_cast<int>(scenarios.size()) * 3);
    }
}

QTEST_MAIN(TestIceberg)
#include "test_iceberg.moc"
