#pragma once

#include <vector>

namespace tf::core {

// Two percentile definitions, each for a reason:
// - percentile(): linear interpolation between order statistics. For summaries of errors and
//   timings, where the median of an even count should be the mean of the middle two.
// - nearestRankPercentile(): the smallest observed value with at least q of the values at or
//   below it. For Monte Carlo P10/P50/P90, which must be outcomes some sample actually produced
//   (a P50 cost that no scenario in the run had would be explained to nobody).

/// The q-quantile (0..1) of `values` with linear interpolation between order statistics
/// (q = 0.5 is the usual median: the mean of the middle two for an even count). 0 when empty.
double percentile(std::vector<double> values, double q);

/// percentile(values, 0.5).
double median(std::vector<double> values);

/// The nearest-rank q-quantile (q in 0..1, clamped) of `sorted`, which must be in ascending order:
/// the value at rank ceil(q x n), counting from 1, with rank 0 read as 1. 0 when empty.
double nearestRankPercentile(const std::vector<double>& sorted, double q);

} // namespace tf::core
