// The fast paths of the Monte Carlo run: linear-time percentiles equal a full sort's nearest ranks
// on awkward data, and the same seed gives the same figures, field by field.
#include "core/analysis/montecarlo.h"
#include "core/catalog/catalog.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace tf::core;

namespace {

/// Nearest-rank percentile by a full sort: the definition percentilesOf() must meet.
double sortedRank(std::vector<double> values, double q)
{
    std::sort(values.begin(), values.end());
    const size_t i = static_cast<size_t>(std::ceil(q * static_cast<double>(values.size())));
    return values[std::clamp<size_t>(i, 1, values.size()) - 1];
}

} // namespace

class TestMonteCarloSpeed : public QObject
{
    Q_OBJECT
private slots:
    void percentilesEqualSortedRanks_data();
    void percentilesEqualSortedRanks();
    void sameSeedSameFigures();
};

void TestMonteCarloSpeed::percentilesEqualSortedRanks_data()
{
    QTest::addColumn<int>("shape");
    QTest::addColumn<int>("count");
    QTest::newRow("uniform, 100k") << 0 << 100000;
    QTest::newRow("heavy tail (1/u): most values in one bucket") << 1 << 50000;
    QTest::newRow("few distinct values, many ties") << 2 << 30000;
    QTest::newRow("negative and positive") << 3 << 20001;
    QTest::newRow("one value") << 0 << 1;
    QTest::newRow("two values") << 3 << 2;
    QTest::newRow("all equal") << 4 << 1000;
}

void TestMonteCarloSpeed::percentilesEqualSortedRanks()
{
    QFETCH(int, shape);
    QFETCH(int, count);
    std::mt19937_64 engine(7);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    std::vector<double> values(static_cast<size_t>(count));
    for (double& v : values) {
        const double x = u(engine);
        v = shape == 0   ? x
            : shape == 1 ? 1.0 / (x + 1e-9)
            : shape == 2 ? std::floor(x * 5)
            : shape == 3 ? x - 0.5
                         : 3.0;
    }
    const Percentiles p = percentilesOf(values);
    QCOMPARE(p.p10, sortedRank(values, 0.10));
    QCOMPARE(p.p50, sortedRank(values, 0.50));
    QCOMPARE(p.p90, sortedRank(values, 0.90));
    QVERIFY(p.p10 == sortedRank(values, 0.10) && p.p50 == sortedRank(values, 0.50) &&
            p.p90 == sortedRank(values, 0.90));
    QVERIFY(p.min == *std::min_element(values.begin(), values.end()));
    QVERIFY(p.max == *std::max_element(values.begin(), values.end()));
}

void TestMonteCarloSpeed::sameSeedSameFigures()
{
    // Economics, the efficiency scale (rescaled model) and an integer field (re-validated) at once.
    const ScenarioInputs inputs = defaultHopperScenario();
    std::vector<UncertainInput> uncertain = defaultUncertainInputs(inputs);
    uncertain.push_back({"isl", 512, 1024, 4096});
    MonteCarloOptions options;
    options.samples = 20000;
    auto a = runMonteCarlo(inputs, Catalog::builtIn(), uncertain, options);
    auto b = runMonteCarlo(inputs, Catalog::builtIn(), uncertain, options);
    QVERIFY2(a.ok() && b.ok(), a.ok() ? "" : a.error().c_str());
    QVERIFY(a->costSamples == b->costSamples);
    QVERIFY(a->tokSPerUserSamples == b->tokSPerUserSamples);
    QVERIFY(a->costPerMtokOutputUsd.p50 == b->costPerMtokOutputUsd.p50);
    QVERIFY(a->tokSPerGpuTotal.mean == b->tokSPerGpuTotal.mean);
    QCOMPARE(a->infeasible, b->infeasible);
    options.seed += 1;
    auto c = runMonteCarlo(inputs, Catalog::builtIn(), uncertain, options);
    QVERIFY(c.ok());
    QVERIFY(c->costSamples != a->costSamples);
}

QTEST_GUILESS_MAIN(TestMonteCarloSpeed)
#include "test_montecarlo_speed.moc"
