// Revenue, margin and the break-even output price, each checked against a hand calculation.
#include "core/analysis/fleetplan.h"
#include "core/catalog/catalog.h"
#include "core/economics.h"
#include "core/evaluation.h"
#include "core/revenue.h"
#include "core/scenario.h"
#include "tests/testutil/clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <QTest>

#include <cmath>

using namespace tf::core;

class TestRevenue : public QObject
{
    Q_OBJECT

private slots:
    // 2,000 input + 1,000 output tok/s/GPU at $4.00 per productive GPU-hour and 80% utilisation;
    // input $0.50, cached $0.10 with half the input cached (blended $0.30), output $2.00 per Mtok.
    void handCalculatedRow()
    {
        ScenarioInputs in;
        in.inputPriceUsdPerMtok = 0.50;
        in.cachedInputPriceUsdPerMtok = 0.10;
        in.cachedInputPercent = 50;
        in.outputPriceUsdPerMtok = 2.00;
        in.utilisationPercent = 80;
        PointMetrics point;
        point.op.tokSPerGpuOutput = 1000;
        point.op.tokSPerGpuTotal = 3000;
        GpuHourCost cost;
        cost.totalUsd = 4.00;
        const TokenRevenue r = tokenRevenue(in, point, cost);
        // revenue/h = 3600 x (2000 x 0.30 + 1000 x 2.00) / 1e6 = 9.36
        QCOMPARE(r.revenueUsdPerGpuHour, 9.36);
        // per paid hour: (9.36 - 4.00) x 0.8 = 4.288
        QVERIFY(qAbs(r.marginUsdPerGpuHour - 4.288) < 1e-12);
        // blended = 2600 / 3000 = 0.86667 $/Mtok; cost per total Mtok = 4 / 10,800 x 1e6 / 1e6 = 0.37037
        QVERIFY(qAbs(r.revenueUsdPerMtokTotal - 2600.0 / 3000.0) < 1e-12);
        QVERIFY(qAbs(r.marginUsdPerMtokTotal - (2600.0 / 3000.0 - 4.0 / 0.0108 / 1e3)) < 1e-12);
        // per output Mtok: 5.36 / 3.6 = 1.48889
        QVERIFY(qAbs(r.marginUsdPerMtokOutput - 5.36 / 3.6) < 1e-12);
        QVERIFY(qAbs(r.marginPercent - 5.36 / 9.36 * 100) < 1e-9);
        // break-even: (4.00 - 3600 x 2000 x 0.30 / 1e6) / 3.6 = 1.84 / 3.6 = 0.51111 $/Mtok
        QVERIFY(qAbs(r.breakEvenOutputUsdPerMtok - 1.84 / 3.6) < 1e-12);
        QVERIFY(!r.inputAloneCoversCost);
        // Selling output at the break-even price leaves no margin.
        in.outputPriceUsdPerMtok = r.breakEvenOutputUsdPerMtok;
        QVERIFY(qAbs(tokenRevenue(in, point, cost).marginUsdPerGpuHour) < 1e-12);
        // InferenceX's one-kind convention: the whole hour over the input tokens, 4 / 7.2 = 0.5556.
        QVERIFY(qAbs(costPerMtokInputUsd(point, cost) - 4.0 / 7.2) < 1e-12);
    }

    void inputRevenueAloneCanCoverTheCost()
    {
        ScenarioInputs in;
        in.inputPriceUsdPerMtok = 5.0;
        PointMetrics point;
        point.op.tokSPerGpuOutput = 100;
        point.op.tokSPerGpuTotal = 10100;
        GpuHourCost cost;
        cost.totalUsd = 2.0; // input alone earns 3600 x 10,000 x 5 / 1e6 = $180 an hour
        const TokenRevenue r = tokenRevenue(in, point, cost);
        QVERIFY(r.inputAloneCoversCost);
        QCOMPARE(r.breakEvenOutputUsdPerMtok, 0.0);
    }

    void aPointThatProducesNothingEarnsNothing()
    {
        const TokenRevenue r = tokenRevenue(ScenarioInputs{}, PointMetrics{}, GpuHourCost{});
        QCOMPARE(r.revenueUsdPerGpuHour, 0.0);
        QCOMPARE(r.marginPercent, 0.0);
        QCOMPARE(r.breakEvenOutputUsdPerMtok, 0.0);
        QCOMPARE(costPerMtokInputUsd(PointMetrics{}, GpuHourCost{}), 0.0);
    }

    // On the built-in scenario the break-even output price is exactly the price at which the
    // cost per output Mtok is paid once the input tokens' revenue is counted.
    void builtInScenarioBreaksEvenWhereCostIsPaid()
    {
        const ScenarioInputs in = defaultHopperScenario();
        auto e = evaluateScenario(in, Catalog::builtIn());
        QVERIFY(e.ok());
        const TokenRevenue r = tokenRevenue(in, e->point, e->cost);
        const double inputShare = (e->point.op.tokSPerGpuTotal - e->point.op.tokSPerGpuOutput) /
                                  e->point.op.tokSPerGpuOutput * tokenPrices(in).blendedInputUsdPerMtok();
        QVERIFY(qAbs(r.breakEvenOutputUsdPerMtok - (e->point.costPerMtokOutputUsd - inputShare)) < 1e-9);
    }
    // A demand below one server's capacity, by hand: the built-in H200 scenario (rented at
    // $1.41/GPU-h, one 8-GPU TP8 instance per server) serving 1 request/s of 1,024 in / 1,024 out
    // on average, with a peak of twice that and 20% headroom.
    void fleetSizedByADemandBelowCapacity()
    {
        const ScenarioInputs in = defaultHopperScenario();
        auto e = evaluateScenario(in, Catalog::builtIn());
        QVERIFY(e.ok());
        const double perGpu = e->point.op.tokSPerGpuOutput; // output tok/s per GPU at batch 64
        FleetRequest request;
        request.demandRequestsPerSecond = 1.0;
        request.peakToAverage = 2.0;
        request.headroomPercent = 20;
        auto plan = planFleet(in, Catalog::builtIn(), request);
        QVERIFY2(plan.ok(), plan.ok() ? "" : plan.error().c_str());
        // peak = 1 x 1024 x 2 x 1.2 = 2,457.6 tok/s -> servers = ceil(2457.6 / (8 x per-GPU))
        const int servers = static_cast<int>(std::ceil(2457.6 / (8 * perGpu)));
        QVERIFY(plan->sizedByDemand);
        QCOMPARE(plan->purchaseUnitGpus, 8);
        QCOMPARE(plan->purchaseUnits, servers);
        QCOMPARE(plan->gpus, 8 * servers);
        // utilisation = average demand / capacity = 1024 / (8 x servers x per-GPU)
        const double utilisation = 1024.0 / (8 * servers * perGpu);
        QVERIFY(utilisation < 0.5); // the peak and the headroom stay idle most of the day
        QVERIFY(qAbs(plan->utilisationPercent - utilisation * 100) < 1e-9);
        // Rented: every GPU-hour is paid, $1.41 x 730 h per GPU.
        QVERIFY(qAbs(plan->monthlyCostUsd - 8 * servers * 1.41 * 730) < 1e-6);
        // Sold: the demand, 1 request/s for 730 h: 2,628,000 requests = 2,691.072 Mtok in and out.
        const double mtok = 3600.0 * 730 * 1024 / 1e6;
        QVERIFY(qAbs(plan->monthlyOutputMtok - mtok) < 1e-6);
        // Revenue at $0.55 in + $2.19 out per Mtok; break-even output = (cost - input revenue) / output Mtok.
        QVERIFY(qAbs(plan->monthlyRevenueUsd - mtok * (0.55 + 2.19)) < 1e-6);
        QVERIFY(qAbs(plan->monthlyMarginUsd - (mtok * 2.74 - 8 * servers * 1.41 * 730)) < 1e-6);
        QVERIFY(qAbs(plan->breakEvenOutputUsdPerMtok - (8 * servers * 1.41 * 730 - mtok * 0.55) / mtok) < 1e-9);
    }

    // Rack-scale systems come in whole racks: 72 GPUs of which whole 32-GPU instances serve.
    void rackScaleSystemsAreBoughtInWholeRacks()
    {
        const ScenarioInputs in = defaultBlackwellScenario();
        FleetRequest request;
        request.demandRequestsPerSecond = 50;
        auto plan = planFleet(in, Catalog::builtIn(), request);
        QVERIFY2(plan.ok(), plan.ok() ? "" : plan.error().c_str());
        QCOMPARE(plan->purchaseUnitGpus, 72);
        QCOMPARE(plan->gpus % 72, 0);
        QCOMPARE(plan->servingGpus, plan->purchaseUnits * 2 * 32); // EP 32: two instances per rack
        QVERIFY(plan->fleetTokSOutput >= 50 * 1024.0);
    }

    void aDemandTheBudgetCannotMeetIsRefused()
    {
        FleetRequest request;
        request.demandRequestsPerSecond = 100;
        request.powerBudgetMw = 0.05;
        auto plan = planFleet(defaultHopperScenario(), Catalog::builtIn(), request);
        QVERIFY(!plan.ok());
        QVERIFY(QString::fromStdString(plan.error()).contains(QStringLiteral("power budget allows")));
    }
    // The CLI's fleet and cashflow verbs print the core's figures.
    void cliPlansFromDemandAndYearByYear()
    {
        const tf::test::Run fleet = tf::test::cli(tf::test::words("fleet --demand-rps 1 --peak-factor 2 "
                                                                  "--headroom-percent 20 --json"));
        QCOMPARE(fleet.exitCode, 0);
        const QJsonObject f = QJsonDocument::fromJson(fleet.out).object();
        QCOMPARE(f.value(QStringLiteral("sized_by")).toString(), QStringLiteral("demand"));
        QCOMPARE(f.value(QStringLiteral("purchase_unit_gpus")).toInt(), 8);
        QVERIFY(f.value(QStringLiteral("break_even_output_usd_per_mtok")).toDouble() > 0);
        const tf::test::Run refused = tf::test::cli(tf::test::words("fleet --demand-rps 1 --peak-factor 0.5"));
        QCOMPARE(refused.exitCode, 2);

        // eval prints the revenue side at the token prices given as flags.
        const tf::test::Run eval = tf::test::cli(tf::test::words("eval --price-output-per-mtok 4 --json"));
        QCOMPARE(eval.exitCode, 0);
        const QJsonObject revenue =
            QJsonDocument::fromJson(eval.out).object().value(QStringLiteral("revenue")).toObject();
        ScenarioInputs in = defaultHopperScenario();
        in.outputPriceUsdPerMtok = 4;
        auto e = evaluateScenario(in, Catalog::builtIn());
        QVERIFY(e.ok());
        const TokenRevenue expected = tokenRevenue(in, e->point, e->cost);
        QVERIFY(qAbs(revenue.value(QStringLiteral("margin_usd_per_gpu_hour")).toDouble() -
                     expected.marginUsdPerGpuHour) < 1e-9);
        QVERIFY(qAbs(revenue.value(QStringLiteral("break_even_output_usd_per_mtok")).toDouble() -
                     expected.breakEvenOutputUsdPerMtok) < 1e-9);

        const tf::test::Run cash = tf::test::cli(tf::test::words("cashflow --pricing owned --json"));
        QCOMPARE(cash.exitCode, 0);
        const QJsonObject c = QJsonDocument::fromJson(cash.out).object();
        QCOMPARE(c.value(QStringLiteral("per_gpu")).toArray().size(), 6); // purchase + 5 years
        double sum = 0;
        for (const QJsonValue& y : c.value(QStringLiteral("per_gpu")).toArray())
            sum += y.toObject().value(QStringLiteral("present_value_usd")).toDouble();
        QVERIFY(qAbs(sum - c.value(QStringLiteral("npv_usd")).toDouble()) < 1e-6);
        QCOMPARE(tf::test::cli(tf::test::words("cashflow")).exitCode, 2); // rented: no multi-year view
    }
    // Token prices and the residual value move revenue and cost, never the model: a sweep re-prices.
    void tokenPricesDoNotMovePerformance()
    {
        const ScenarioInputs a = defaultHopperScenario();
        ScenarioInputs b = a;
        b.inputPriceUsdPerMtok = 9;
        b.cachedInputPriceUsdPerMtok = 1;
        b.outputPriceUsdPerMtok = 30;
        b.cachedInputPercent = 40;
        b.residualValuePercent = 20;
        QVERIFY(samePerformanceInputs(a, b));
    }
};

QTEST_GUILESS_MAIN(TestRevenue)
#include "test_revenue.moc"
