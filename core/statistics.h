#pragma once

#include <vector>

namespace tf::core {

/// The q-quantile (0..1) of `values` with linear interpolation between order statistics
/// (q = 0.5 is the usual median: the mean of the middle two for an even count). 0 when empty.
double percentile(std::vector<double> values, double q);

/// percentile(values, 0.5).
double median(std::vector<double> values);

} // namespace tf::core
