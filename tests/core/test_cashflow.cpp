// The multi-year owned view: a textbook NPV, and cash flows that agree with the hourly cost.
#include "core/analysis/cashflow.h"
#include "core/catalog.h"
#include "core/evaluation.h"
#include "core/revenue.h"

#include <QTest>

using namespace tf::core;

namespace {

ScenarioInputs ownedScenario()
{
    ScenarioInputs in = defaultHopperScenario();
    in.pricing = PricingMode::Owned;
    in.capexPerGpuUsd = 35000;
    in.usefulLifeYears = 5;
    in.costOfCapitalPercent = 8;
    in.residualValuePercent = 10;
    in.utilisationPercent = 70;
    in.facilityUsdPerKwMonth = 150;
    in.otherUsdPerGpuHour = 0.1;
    return in;
}

} // namespace

class TestCashFlow : public QObject
{
    Q_OBJECT

private slots:
    // The Motley Fool's worked example (fool.com/terms/n/net-present-value): invest $15,000, earn
    // $3,000 a year for 10 years, discount at 10%: NPV = $3,433.70.
    void textbookNetPresentValue()
    {
        std::vector<double> flows = {-15000};
        flows.insert(flows.end(), 10, 3000);
        QVERIFY(qAbs(netPresentValue(10, flows) - 3433.70) < 0.005);
        QCOMPARE(netPresentValue(0, flows), 15000.0);
    }

    // Selling output at the break-even price earns exactly the hourly cost, whose capex part is the
    // annuity at the cost of capital (less the residual): the NPV at that rate is then zero.
    void breakEvenPriceHasZeroNetPresentValue()
    {
        ScenarioInputs in = ownedScenario();
        auto e = evaluateScenario(in, Catalog::builtIn());
        QVERIFY(e.ok());
        in.outputPriceUsdPerMtok = tokenRevenue(in, e->point, e->cost).breakEvenOutputUsdPerMtok;
        auto plan = planCashFlow(in, Catalog::builtIn());
        QVERIFY2(plan.ok(), plan.ok() ? "" : plan.error().c_str());
        QCOMPARE(plan->years.size(), size_t(6)); // the purchase and five years
        QVERIFY2(qAbs(plan->npvUsd) < 1e-6 * in.capexPerGpuUsd, qPrintable(QString::number(plan->npvUsd)));
        QCOMPARE(plan->residualUsd, 3500.0);
        QCOMPARE(plan->years.back().residualUsd, 3500.0);
    }

    // With equal yearly net cash and no residual, payback is capex / yearly net, in months.
    void paybackMonthFromTheCumulativeCashFlow()
    {
        ScenarioInputs in = ownedScenario();
        in.residualValuePercent = 0;
        in.outputPriceUsdPerMtok = 4.0;
        auto plan = planCashFlow(in, Catalog::builtIn());
        QVERIFY(plan.ok());
        const double netPerYear = plan->years[1].netUsd;
        QVERIFY(netPerYear > 0);
        QCOMPARE(plan->years[2].netUsd, netPerYear);
        const double expectedMonths = in.capexPerGpuUsd / netPerYear * 12.0;
        QVERIFY(expectedMonths < 60);
        QVERIFY(qAbs(plan->paybackMonths - expectedMonths) < 1e-9);
        // The cumulative line is the running sum of the years.
        double cumulative = 0;
        for (const CashFlowYear& y : plan->years) {
            cumulative += y.netUsd;
            QVERIFY(qAbs(y.cumulativeUsd - cumulative) < 1e-6);
        }
    }

    void aFractionalLifeCountsItsLastYearInPart()
    {
        ScenarioInputs in = ownedScenario();
        in.usefulLifeYears = 4.5;
        auto plan = planCashFlow(in, Catalog::builtIn());
        QVERIFY(plan.ok());
        QCOMPARE(plan->years.size(), size_t(6));
        QVERIFY(qAbs(plan->years[5].opexUsd - 0.5 * plan->years[4].opexUsd) < 1e-9);
    }

    void nothingToPayBackAtALoss()
    {
        ScenarioInputs in = ownedScenario();
        in.outputPriceUsdPerMtok = 0;
        in.inputPriceUsdPerMtok = 0;
        auto plan = planCashFlow(in, Catalog::builtIn());
        QVERIFY(plan.ok());
        QCOMPARE(plan->paybackMonths, -1.0);
        QVERIFY(plan->npvUsd < -in.capexPerGpuUsd * 0.5);
    }

    void rentedPricingHasNoMultiYearView()
    {
        auto plan = planCashFlow(defaultHopperScenario(), Catalog::builtIn());
        QVERIFY(!plan.ok());
        QVERIFY(QString::fromStdString(plan.error()).contains(QStringLiteral("owned")));
    }
};

QTEST_GUILESS_MAIN(TestCashFlow)
#include "test_cashflow.moc"
