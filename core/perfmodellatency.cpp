// Latency percentiles and the clock a power cap leaves: small closed-form helpers on top of an
// evaluated operating point, kept out of the batch kernel (a sweep computes the spread per point;
// percentiles are read only where an objective or an output asks for them).
#include "core/perfmodel.h"

#include "core/perfmodelconstants.h"

#include <algorithm>
#include <cmath>

namespace tf::core {

using namespace perf;

namespace {

constexpr double kPercentPerUnit = 100.0;
constexpr double kMedianPercent = 50.0;
constexpr double kP90Percent = 90.0;
constexpr double kP99Percent = 99.0;

} // namespace

double normalQuantile(double p)
{
    // Acklam's rational approximation of the inverse normal CDF (P. J. Acklam, "An algorithm for
    // computing the inverse normal cumulative distribution function", 2003).
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,  -2.759285104469687e+02,
                                   1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                                   6.680131188771972e+01, -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                                   -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                                   3.754408661907416e+00};
    constexpr double kLow = 0.02425;
    p = std::clamp(p, 1e-12, 1.0 - 1e-12);
    if (p < kLow) {
        const double q = std::sqrt(-2.0 * std::log(p));
        return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
               ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    }
    if (p > 1.0 - kLow)
        return -normalQuantile(1.0 - p);
    const double q = p - 0.5;
    const double r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
}

double tpotMsAtPercentile(const OperatingPoint& op, double percent)
{
    if (!(percent > 0) || !(percent < kPercentPerUnit))
        return op.tpotMs;
    // A TPOT cannot fall below the bare decode step per accepted token, whatever the spread.
    const double floorMs = op.decodeStepMs / std::max(op.acceptedTokensPerStep, 1.0);
    return std::max(floorMs, op.tpotMs + normalQuantile(percent / kPercentPerUnit) * op.tpotSpreadMs);
}

double ttftMsAtPercentile(const OperatingPoint& op, double percent)
{
    if (!(percent > 0) || !(percent < kPercentPerUnit))
        return op.ttftMs;
    // Waiting happens with probability rho; a wait is exponential with mean W / rho, so
    // P(wait > t) = rho exp(-t rho / W) and the p-quantile is (W / rho) ln(rho / (1 - p)).
    const double unloadedMs = op.ttftMs - op.ttftQueueMs;
    const double rho = op.queueUtilisation;
    const double tail = 1.0 - percent / kPercentPerUnit;
    if (!(rho > tail) || !(op.ttftQueueMs > 0))
        return unloadedMs;
    return unloadedMs + op.ttftQueueMs / rho * std::log(rho / tail);
}

LatencyPercentiles latencyPercentiles(const OperatingPoint& op)
{
    LatencyPercentiles l;
    l.tpotMsP50 = tpotMsAtPercentile(op, kMedianPercent);
    l.tpotMsP90 = tpotMsAtPercentile(op, kP90Percent);
    l.tpotMsP99 = tpotMsAtPercentile(op, kP99Percent);
    l.ttftMsP50 = ttftMsAtPercentile(op, kMedianPercent);
    l.ttftMsP90 = ttftMsAtPercentile(op, kP90Percent);
    l.ttftMsP99 = ttftMsAtPercentile(op, kP99Percent);
    l.tpotFluctuationPercent = l.tpotMsP50 > 0 ? (l.tpotMsP99 / l.tpotMsP50 - 1.0) * kPercentPerUnit : 0.0;
    return l;
}

double clockFractionUnderCap(double capW, double idleW, double tdpW)
{
    if (!(capW > 0) || capW >= tdpW || !(tdpW > idleW))
        return 1.0;
    const double dynamicShare = std::max(0.0, (capW - idleW) / (tdpW - idleW));
    return std::clamp(std::sqrt(dynamicShare), kMinClockFraction, 1.0);
}

} // namespace tf::core
