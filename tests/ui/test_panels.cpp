// Analyst panels offscreen: each builds, takes a scenario and computes; the parameter panel
// offers the layouts and inputs that count for the scenario.
#include "core/catalog/catalog.h"
#include "core/evaluation.h"
#include "core/servicecomparison.h"
#include "ui/charts/distributionchart.h"
#include "ui/charts/tornadochart.h"
#include "ui/documentmodel.h"
#include "ui/panels/disaggpanel.h"
#include "ui/panels/fleetpanel.h"
#include "ui/panels/goalseekpanel.h"
#include "ui/panels/icebergpanel.h"
#include "ui/panels/measuredoverlaypanel.h"
#include "ui/panels/montecarlopanel.h"
#include "ui/panels/physicscheckpanel.h"
#include "ui/panels/planningrulespanel.h"
#include "ui/panels/sensitivitypanel.h"
#include "ui/parameterpanel.h"
#include "ui/sliderfield.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHelpEvent>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

#include <cmath>
#include <fstream>

using namespace tf;

class TestPanels : public QObject
{
    Q_OBJECT

private slots:
    void sensitivityDrawsTornado();
    void goalSeekSolvesAndApplies();
    void monteCarloRunsOffThreadAndDropsStaleRuns();
    void fleetAndDisaggPlan();
    void physicsCheck();
    void planningRulesReadTheScenario();
    void measuredOverlayEmitsPoints();
    void icebergRows();
    void parameterPanelOffersWhatCounts();
};

void TestPanels::sensitivityDrawsTornado()
{
    ui::SensitivityPanel panel;
    QSignalSpy spy(&panel, &ui::SensitivityPanel::computed);
    panel.setScenario(core::defaultHopperScenario());
    QCOMPARE(spy.count(), 1);
    QVERIFY(panel.chart()->barCount() >= 9);
    QCOMPARE(panel.chart()->barCount(), static_cast<int>(panel.result().rows.size()));
    // It names the configuration it varies (the window gives it the one the comparison shows).
    const core::ScenarioInputs hopper = core::defaultHopperScenario();
    QVERIFY2(panel.statusText().contains(QStringLiteral("batch %1, TP %2 / EP %3")
                                             .arg(QLocale().toString(hopper.batch))
                                             .arg(hopper.tensorParallel)
                                             .arg(hopper.expertParallel)),
             qPrintable(panel.statusText()));
    // Rented, power moves no cost, and the panel says why its power bars are flat.
    QCOMPARE(hopper.pricing, core::PricingMode::Rented);
    QVERIFY2(panel.statusText().contains(QStringLiteral("a rented GPU-hour includes its power")),
             qPrintable(panel.statusText()));
    core::ScenarioInputs owned = hopper;
    owned.pricing = core::PricingMode::Owned;
    panel.setScenario(owned);
    QVERIFY(!panel.statusText().contains(QStringLiteral("rented")));
    panel.setScenario(hopper);
    panel.resize(600, 400);
    panel.grab(); // paints without crashing
    // A narrow panel shortens the longest names with "…"; resting the mouse on a bar gives its
    // whole name and its two ends' figures.
    ui::TornadoChart* chart = panel.chart();
    panel.resize(340, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QString top = panel.chart()->summaryForTests().section(QLatin1Char('\n'), 0, 0);
    const QString name = top.section(QStringLiteral(": "), 0, 0);
    QVERIFY(QFontMetrics(chart->font()).horizontalAdvance(name) > chart->width() / 2); // shortened on screen
    const QPoint onTheFirstBar(chart->width() - 40, 24 + 9); // the plot's top, half a bar down
    QHelpEvent rest(QEvent::ToolTip, onTheFirstBar, chart->mapToGlobal(onTheFirstBar));
    QCoreApplication::sendEvent(chart, &rest);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().startsWith(name + QLatin1Char('\n')), qPrintable(QToolTip::text()));
    QVERIFY2(QToolTip::text().contains(top.section(QStringLiteral(": "), 1).section(QStringLiteral(" .. "), 0, 0) +
                                       QStringLiteral(" at the low end")),
             qPrintable(QToolTip::text()));
    panel.hide();
    core::ScenarioInputs bad;
    bad.hardwareId = "nope";
    panel.setScenario(bad);
    QCOMPARE(panel.chart()->barCount(), 0);
}

void TestPanels::goalSeekSolvesAndApplies()
{
    ui::GoalSeekPanel panel;
    panel.setScenario(core::defaultHopperScenario());
    panel.setGoal(QStringLiteral("price_per_gpu_hour"), core::AnalysisMetric::CostPerMtokOutputUsd, 0.5);
    QVERIFY(panel.solve());
    QVERIFY(panel.lastResult().relativeError < 0.01);
    // The value found carries its unit: "0.41017" alone read as a share as readily as a price.
    QVERIFY2(panel.findChild<QLabel*>()->text().contains(QStringLiteral(" $/GPU-h gives ")),
             qPrintable(panel.findChild<QLabel*>()->text()));
    QSignalSpy apply(&panel, &ui::GoalSeekPanel::applyRequested);
    const auto buttons = panel.findChildren<QPushButton*>();
    for (QPushButton* b : buttons) {
        if (b->text() == ui::GoalSeekPanel::tr("Apply to scenario"))
            b->click();
    }
    QCOMPARE(apply.count(), 1);
    QCOMPARE(apply.first().at(0).toString(), QStringLiteral("price_per_gpu_hour"));
    // Applied as the price field holds it (three decimals), not as an unseen 0.21781399.
    const double applied = apply.first().at(1).toDouble();
    QCOMPARE(applied, std::round(panel.lastResult().value * 1000) / 1000);
    QVERIFY(panel.findChild<QLabel*>()->text().contains(QStringLiteral("the value its field holds")) ||
            applied == panel.lastResult().value);
    panel.setGoal(QStringLiteral("price_per_gpu_hour"), core::AnalysisMetric::CostPerMtokOutputUsd, 1e-6);
    QVERIFY(!panel.solve());
    QVERIFY(!panel.lastResult().found);
    // Unreached: the range it searched is written as its field writes it, and an input that moves
    // nothing says so, where it read "Reachable: 0.500 to 0.500" (PUE on a rented GPU-hour).
    panel.setGoal(QStringLiteral("batch"), core::AnalysisMetric::CostPerMtokOutputUsd, 1e-6);
    QVERIFY(!panel.solve());
    QVERIFY2(panel.findChild<QLabel*>()->text().contains(QStringLiteral(" between 1 and ")),
             qPrintable(panel.findChild<QLabel*>()->text()));
    QCOMPARE(core::defaultHopperScenario().pricing, core::PricingMode::Rented);
    panel.setGoal(QStringLiteral("pue"), core::AnalysisMetric::CostPerMtokOutputUsd, 0.5);
    QVERIFY(!panel.solve());
    QVERIFY2(panel.findChild<QLabel*>()->text().startsWith(QStringLiteral("PUE does not move ")),
             qPrintable(panel.findChild<QLabel*>()->text()));

    // At equal interactivity the comparison chooses the batch: a solved batch applied to the
    // scenario left the cards as they were ("batch 13 gives $2.00", the card still $1.62).
    panel.setScenario(core::defaultHopperScenario(), core::defaultServiceLevel());
    panel.setGoal(QStringLiteral("batch"), core::AnalysisMetric::CostPerMtokTotalUsd, 2);
    QVERIFY(panel.solve());
    QPushButton* applyButton = nullptr;
    for (QPushButton* b : panel.findChildren<QPushButton*>())
        if (b->text() == ui::GoalSeekPanel::tr("Apply to scenario"))
            applyButton = b;
    QVERIFY(applyButton && !applyButton->isEnabled());
    const QString answer = panel.findChild<QLabel*>()->text();
    QVERIFY2(answer.contains(QStringLiteral("The comparison chooses this input itself")), qPrintable(answer));
    QVERIFY2(!answer.contains(QStringLiteral(".000 ")), qPrintable(answer)); // a batch is a whole count
    // A price is not the comparison's to choose: it applies at any level.
    panel.setGoal(QStringLiteral("price_per_gpu_hour"), core::AnalysisMetric::CostPerMtokOutputUsd, 0.5);
    QVERIFY(panel.solve());
    QVERIFY(applyButton->isEnabled());
}

void TestPanels::monteCarloRunsOffThreadAndDropsStaleRuns()
{
    ui::MonteCarloPanel panel;
    panel.setScenario(core::defaultHopperScenario());
    panel.setSamples(5000);
    QSignalSpy finished(&panel, &ui::MonteCarloPanel::finished);
    QSignalSpy bands(&panel, &ui::MonteCarloPanel::costBandsChanged);
    panel.run();
    panel.run(); // the first run is stale: only the second reports
    QVERIFY(finished.wait(20000));
    QTest::qWait(50);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(bands.count(), 1);
    const core::MonteCarloResult& r = panel.lastResult();
    QCOMPARE(r.samples, 5000);
    QVERIFY(r.costPerMtokOutputUsd.p10 <= r.costPerMtokOutputUsd.p50);
    QVERIFY(r.costPerMtokOutputUsd.p50 <= r.costPerMtokOutputUsd.p90);
    QCOMPARE(panel.chart()->sampleCount(), static_cast<int>(r.costSamples.size()));
    QCOMPARE(bands.first().at(1).toDouble(), r.costPerMtokOutputUsd.p50);
    // The histogram's percentiles are dollars, as the text beside it says ("P10 0.194" read as a count).
    QVERIFY2(panel.chart()->summaryForTests().contains(QStringLiteral("P10 $")),
             qPrintable(panel.chart()->summaryForTests()));
    // A range typed out of order or a cell that is no number is refused with the input's name; it
    // read "montecarlo: 'price_per_gpu_hour' needs low <= likely <= high", and "abc" was run as 0.
    auto* table = panel.findChild<QTableWidget*>();
    QVERIFY(table);
    const QString firstInput = table->item(0, 0)->text();
    table->item(0, 1)->setText(QStringLiteral("1e9"));
    QString refusal;
    QVERIFY(panel.uncertainInputs(&refusal).empty());
    QVERIFY2(refusal.startsWith(firstInput) && !refusal.contains(QStringLiteral("montecarlo")), qPrintable(refusal));
    table->item(0, 1)->setText(QStringLiteral("abc"));
    refusal.clear();
    QVERIFY(panel.uncertainInputs(&refusal).empty());
    QVERIFY2(refusal.startsWith(firstInput), qPrintable(refusal));
    // Run with it: the refusal is shown and the distribution of the earlier ranges goes, bands and
    // all (it stood under the refusal).
    panel.run();
    QCOMPARE(panel.chart()->sampleCount(), 0);
    QCOMPARE(bands.last().at(1).toDouble(), 0.0);
    // Another configuration takes the old one's distribution off too, even under its own ranges.
    table->item(0, 1)->setText(QStringLiteral("1"));
    panel.run();
    QVERIFY(finished.wait(20000));
    QVERIFY(panel.chart()->sampleCount() > 0);
    panel.setScenario(core::defaultHopperScenario()); // the same configuration: kept
    QVERIFY(panel.chart()->sampleCount() > 0);
    panel.setScenario(core::defaultBlackwellScenario());
    QCOMPARE(panel.chart()->sampleCount(), 0);
    // Destroying the panel while a run is in flight is safe.
    auto* transient = new ui::MonteCarloPanel;
    transient->setScenario(core::defaultHopperScenario());
    transient->run();
    delete transient;
}

void TestPanels::fleetAndDisaggPlan()
{
    ui::FleetPanel fleet;
    fleet.setScenario(core::defaultHopperScenario());
    fleet.setRequest({1.0, 0, 0, 2.0});
    QCOMPARE(fleet.plan().gpus, 576); // floor(1000 / 1.73) = 578 -> 72 eight-GPU instances
    fleet.setRequest({0, 0, 0, 0});
    QCOMPARE(fleet.plan().gpus, 0); // no budget: error shown, empty plan
    core::FleetRequest demand;
    demand.demandRequestsPerSecond = 20; // sized by demand, sold at the scenario's token prices
    demand.peakToAverage = 2;
    fleet.setRequest(demand);
    QVERIFY(fleet.plan().sizedByDemand);
    QCOMPARE(fleet.plan().gpus % 8, 0); // whole 8-GPU servers
    QVERIFY(fleet.plan().utilisationPercent < 50);
    QVERIFY(fleet.findChild<QLabel*>(QStringLiteral("fleetResult"))
                ->text()
                .contains(QStringLiteral("Break-even output price")));

    // Where the input tokens alone pay the month the panel read "Break-even output price $0 per
    // Mtok", a price to quote, while the comparison table said "input alone pays".
    core::ScenarioInputs cheap = core::defaultHopperScenario();
    cheap.pricePerGpuHourUsd = 0.01;
    fleet.setScenario(cheap);
    fleet.setRequest(demand);
    QVERIFY(fleet.plan().inputAloneCoversCost);
    const QString cheapText = fleet.findChild<QLabel*>(QStringLiteral("fleetResult"))->text();
    QVERIFY2(cheapText.contains(QStringLiteral("none, the input tokens alone pay the month")) &&
                 !cheapText.contains(QStringLiteral("$0 per Mtok")),
             qPrintable(cheapText));

    // 16-GPU instances in 72-GPU racks leave 8 GPUs of each rack idle, paid for: the panel read
    // "limited by power" and "100% utilised" and did not say so.
    core::ScenarioInputs rack = core::defaultBlackwellScenario();
    rack.tensorParallel = 1;
    rack.expertParallel = 16;
    fleet.setScenario(rack);
    fleet.setRequest({10.0, 0, 50, 0});
    QCOMPARE(fleet.plan().idleGpus(), fleet.plan().purchaseUnits * 8);
    const QString planText = fleet.findChild<QLabel*>(QStringLiteral("fleetResult"))->text();
    QVERIFY2(planText.contains(QStringLiteral("GPUs idle: 16-GPU instances fill 64 of each 72-GPU unit")),
             qPrintable(planText));

    ui::DisaggPanel disagg;
    disagg.setScenario(core::defaultHopperScenario());
    disagg.setRequest({20, 0.7, 30});
    QVERIFY(disagg.plan().decodeGpus > 0);
    // The rule of thumb (GPU-seconds per request) lands at or below the rate-matched pool, which adds
    // whole instances and derating.
    QVERIFY(disagg.plan().ruleOfThumbDecodeGpus > 0 && disagg.plan().ruleOfThumbDecodeGpus <= disagg.plan().decodeGpus);
}

void TestPanels::planningRulesReadTheScenario()
{
    ui::PlanningRulesPanel panel;
    core::ScenarioInputs inputs = core::defaultHopperScenario();
    inputs.batch = 32;
    inputs.utilisationPercent = 65;
    panel.setScenario(inputs);
    QCOMPARE(panel.rules().highThroughputRules.size(), size_t(4));
    // High throughput: the batch rule names the scenario's batch and fails below 64.
    QCOMPARE(panel.cellText(false, 2, 0), QStringLiteral("Batch size at least 64"));
    QCOMPARE(panel.cellText(false, 2, 1), QStringLiteral("batch 32"));
    QCOMPARE(panel.cellText(false, 2, 2), QStringLiteral("not met"));
    QCOMPARE(panel.cellText(false, 1, 1), QStringLiteral("aggregated serving: no separate pools"));
    // Low latency: 35% of the hours free meets the 30% headroom.
    QCOMPARE(panel.cellText(true, 1, 1), QStringLiteral("35% free (utilisation 65%)"));
    QCOMPARE(panel.cellText(true, 1, 2), QStringLiteral("met"));
    QVERIFY2(panel.summaryText().contains(QStringLiteral("At batch 32")), qPrintable(panel.summaryText()));
    // Inputs the model refuses leave no rules and say why.
    inputs.hardwareId = "no-such-gpu";
    panel.setScenario(inputs);
    QVERIFY(panel.rules().highThroughputRules.empty());
    QVERIFY(panel.summaryText().contains(QStringLiteral("no-such-gpu")));
}

void TestPanels::physicsCheck()
{
    ui::PhysicsCheckPanel panel;
    panel.setScenario(core::defaultHopperScenario());
    panel.setClaim(1e6, 30);
    QVERIFY(panel.check());
    QCOMPARE(panel.lastResult().verdict, core::ClaimVerdict::Impossible);
    panel.setClaim(10, 30);
    QVERIFY(panel.check());
    QCOMPARE(panel.lastResult().verdict, core::ClaimVerdict::Plausible);
    const auto verdictText = [&panel] {
        QString text;
        for (const QLabel* label : panel.findChildren<QLabel*>())
            text += label->text();
        return text;
    };
    QVERIFY2(verdictText().contains(QStringLiteral("Comfortably inside the bound")), qPrintable(verdictText()));
    // Four times the calibrated model, yet inside the bound: it read "Comfortably inside the bound".
    const double model = panel.lastResult().modelTokSPerGpu;
    QVERIFY(model > 0);
    panel.setClaim(4 * model, 30);
    QVERIFY(panel.check());
    QCOMPARE(panel.lastResult().verdict, core::ClaimVerdict::Plausible);
    QVERIFY(panel.lastResult().farAboveModel);
    QVERIFY2(verdictText().contains(QStringLiteral("Inside the bound, but 4.00\u00d7 the calibrated model")),
             qPrintable(verdictText()));
    QVERIFY(!verdictText().contains(QStringLiteral("Comfortably")));
}

void TestPanels::measuredOverlayEmitsPoints()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.csv"));
    {
        std::ofstream out(path.toStdString());
        out << "gpu,model,precision,framework,isl,osl,concurrency,tok_s_gpu,tok_s_user,ttft_ms\n"
               "H200 SXM,DeepSeek-R1-0528,fp8,sglang,1024,1024,64,600,35,300\n";
    }
    ui::MeasuredOverlayPanel panel;
    panel.setScenario(core::defaultHopperScenario());
    // Without any file, the shipped measurements of this GPU, model and serving software are on the
    // chart; TensorRT-LLM's beside SGLang's frontier read as the model being 83% low.
    const size_t shipped = panel.measuredPoints().size();
    QVERIFY(shipped >= 3);
    for (const ui::MeasuredPoint& p : panel.measuredPoints())
        QVERIFY2(p.label.contains(QStringLiteral("sglang")), qPrintable(p.label));
    QSignalSpy spy(&panel, &ui::MeasuredOverlayPanel::measuredPointsChanged);
    QVERIFY(panel.loadFile(path));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(panel.measuredPoints().size(), size_t(1));
    QCOMPARE(panel.measuredPoints().front().tokSPerGpuTotal, 600.0);
    QVERIFY(panel.measuredPoints().front().predictedTokSPerGpuTotal > 0);
    QVERIFY(!panel.loadFile(dir.filePath(QStringLiteral("missing.csv"))));
    panel.loadShipped();
    QCOMPARE(panel.measuredPoints().size(), shipped);
}

void TestPanels::icebergRows()
{
    ui::IcebergPanel panel;
    panel.setScenarios({QStringLiteral("H200"), QStringLiteral("GB300")},
                       {core::defaultHopperScenario(), core::defaultBlackwellScenario()});
    QCOMPARE(panel.rows().size(), size_t(2));
    QVERIFY(std::abs(panel.rows()[0].petaflopsPerDollarHour - 1.979 / 1.41) < 1e-9);
}

void TestPanels::parameterPanelOffersWhatCounts()
{
    ui::DocumentModel doc;
    doc.resetFrom(ui::DocumentModel::defaultWorkbook());
    ui::ParameterPanel panel(&doc);
    core::ScenarioInputs in = doc.scenario(doc.selectedIndex()).inputs;
    const auto tpOffers = [&panel](int gpus) { return panel.tensorParallelCombo()->findData(gpus) >= 0; };
    // One node: TP up to the 8-GPU domain. Two nodes allowed: TP 16 across them, and said so.
    in.maxNodes = 1;
    in.tensorParallel = 8;
    doc.setInputs(doc.selectedIndex(), in, QStringLiteral("one node"));
    QVERIFY(tpOffers(8));
    QVERIFY(!tpOffers(16));
    in.maxNodes = 2;
    doc.setInputs(doc.selectedIndex(), in, QStringLiteral("two nodes"));
    QVERIFY(tpOffers(16));
    const int across = panel.tensorParallelCombo()->findData(16);
    QVERIFY(panel.tensorParallelCombo()->itemText(across).contains(QStringLiteral("2 nodes")));
    // The FP8 share of an FP4 run is editable only in an FP4 run; its tooltip says so.
    ui::SliderField* fp8Share = panel.field(QStringLiteral("fp8_layer_percent"));
    QVERIFY(fp8Share);
    in.precision = core::Precision::FP8;
    doc.setInputs(doc.selectedIndex(), in, QStringLiteral("FP8"));
    QVERIFY(!fp8Share->isEnabled());
    QVERIFY(fp8Share->field()->toolTip().contains(QStringLiteral("FP4 runs only")));
    in.precision = core::Precision::FP4;
    doc.setInputs(doc.selectedIndex(), in, QStringLiteral("FP4"));
    QVERIFY(fp8Share->isEnabled());
}

QTEST_MAIN(TestPanels)
#include "test_panels.moc"
