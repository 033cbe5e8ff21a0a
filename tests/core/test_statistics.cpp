// The two percentile definitions in core/statistics: interpolated (summaries of errors and
// timings) and nearest-rank (Monte Carlo outcomes), each checked against hand-worked values.
#include "core/analysis/montecarlo.h"
#include "core/statistics.h"

#include <QTest>

#include <vector>

using namespace tf::core;

class TestStatistics : public QObject
{
    Q_OBJECT

private slots:
    void interpolatedPercentile_data()
    {
        QTest::addColumn<std::vector<double>>("values");
        QTest::addColumn<double>("q");
        QTest::addColumn<double>("expected");
        // Rank q x (n - 1) between order statistics: {1, 2, 3, 4} at 0.5 is rank 1.5 -> 2.5.
        QTest::newRow("even median is the mean of the middle two") << std::vector<double>{4, 1, 3, 2} << 0.5 << 2.5;
        QTest::newRow("odd median is the middle value") << std::vector<double>{5, 1, 3} << 0.5 << 3.0;
        // {10, 20, 30, 40, 50} at 0.9: rank 3.6 -> 40 + 0.6 x 10 = 46.
        QTest::newRow("p90 interpolates") << std::vector<double>{10, 20, 30, 40, 50} << 0.9 << 46.0;
        QTest::newRow("q below 0 is the minimum") << std::vector<double>{2, 7} << -1.0 << 2.0;
        QTest::newRow("empty is 0") << std::vector<double>{} << 0.5 << 0.0;
    }
    void interpolatedPercentile()
    {
        QFETCH(std::vector<double>, values);
        QFETCH(double, q);
        QFETCH(double, expected);
        QCOMPARE(percentile(values, q), expected);
    }

    void nearestRankPercentile_data()
    {
        QTest::addColumn<std::vector<double>>("sorted");
        QTest::addColumn<double>("q");
        QTest::addColumn<double>("expected");
        // Rank ceil(q x n) counting from 1: {1, 2, 3, 4} at 0.5 is rank 2 -> 2 (an observed value).
        QTest::newRow("even median is an observed value") << std::vector<double>{1, 2, 3, 4} << 0.5 << 2.0;
        // {10, ..., 100} at 0.1: rank 1 -> 10; at 0.9: rank 9 -> 90.
        const std::vector<double> tens = {10, 20, 30, 40, 50, 60, 70, 80, 90, 100};
        QTest::newRow("p10 of ten") << tens << 0.1 << 10.0;
        QTest::newRow("p90 of ten") << tens << 0.9 << 90.0;
        QTest::newRow("q = 0 reads rank 1") << tens << 0.0 << 10.0;
        QTest::newRow("q = 1 is the maximum") << tens << 1.0 << 100.0;
        QTest::newRow("empty is 0") << std::vector<double>{} << 0.5 << 0.0;
    }
    void nearestRankPercentile()
    {
        QFETCH(std::vector<double>, sorted);
        QFETCH(double, q);
        QFETCH(double, expected);
        QCOMPARE(tf::core::nearestRankPercentile(sorted, q), expected);
    }

    void monteCarloPercentilesAreNearestRank()
    {
        // Monte Carlo's P10/P50/P90 follow the nearest-rank definition, so it can use it directly.
        std::vector<double> values = {9, 3, 7, 1, 5, 8, 2, 6, 4, 10, 11};
        const Percentiles p = percentilesOf(values); // sorts `values`
        QCOMPARE(p.p10, tf::core::nearestRankPercentile(values, 0.10));
        QCOMPARE(p.p50, tf::core::nearestRankPercentile(values, 0.50));
        QCOMPARE(p.p90, tf::core::nearestRankPercentile(values, 0.90));
    }
};

QTEST_GUILESS_MAIN(TestStatistics)
#include "test_statistics.moc"
