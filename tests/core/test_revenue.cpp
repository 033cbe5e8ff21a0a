// Revenue, margin and the break-even output price, each checked against a hand calculation.
#include "core/catalog.h"
#include "core/economics.h"
#include "core/evaluation.h"
#include "core/revenue.h"
#include "core/scenario.h"

#include <QTest>

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
};

QTEST_GUILESS_MAIN(TestRevenue)
#include "test_revenue.moc"
