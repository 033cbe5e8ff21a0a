#include "core/analysis/goalseek.h"

#include <algorithm>
#include <cmath>

namespace tf::core {

namespace {

constexpr int kScanPoints = 96;
constexpr int kBisectionSteps = 200;

/// Evaluates one input value; NaN when the point does not exist (does not fit, no tokens).
class Objective
{
public:
    Objective(const ScenarioInputs& inputs, const Catalog& catalog, const GoalSeekRequest& request)
        : m_inputs(inputs), m_catalog(catalog), m_request(request)
    { }

    double metricAt(double x)
    {
        ++m_evaluations;
        ScenarioInputs varied = m_inputs;
        setNumericInput(varied, m_request.key, x);
        auto context = makeContext(varied, m_catalog);
        if (!context)
            return std::nan("");
        const PointMetrics m = evaluatePoint(*context, varied.batch);
        if (!m.op.fits || !(m.op.tokSPerGpuOutput > 0))
            return std::nan("");
        return analysisMetricValue(m_request.metric, m, *context);
    }

    int evaluations() const { return m_evaluations; }

private:
    const ScenarioInputs& m_inputs;
    const Catalog& m_catalog;
    const GoalSeekRequest& m_request;
    int m_evaluations = 0;
};

/// Where the search runs: the request's range (or the field's), inside the field's bounds, on
/// whole numbers for integer fields.
struct SearchRange
{
    double low = 0;
    double high = 0;
};

Result<SearchRange> searchRange(const InputFieldInfo& info, const GoalSeekRequest& request,
                                const EvaluationContext& base)
{
    double lo = std::isnan(request.searchLow) ? info.minValue : request.searchLow;
    double hi = std::isnan(request.searchHigh) ? info.maxValue : request.searchHigh;
    if (request.key == "batch" && std::isnan(request.searchHigh))
        hi = std::max(1, base.prepared.maxBatch);
    lo = std::clamp(lo, info.minValue, info.maxValue);
    hi = std::clamp(hi, info.minValue, info.maxValue);
    if (!(lo <= hi))
        return Error{"solve: the search range is empty"};
    if (info.integer) {
        lo = std::ceil(lo);
        hi = std::floor(hi);
        if (lo > hi)
            return Error{"solve: no integer in the search range"};
    }
    return SearchRange{lo, hi};
}

/// The `i`-th of kScanPoints inputs across the range: log-spaced for log-scale fields.
double scanPoint(const InputFieldInfo& info, const SearchRange& range, int i)
{
    const double lo = range.low;
    const double hi = range.high;
    const bool logScan = info.logScale && lo > 0;
    const double t = static_cast<double>(i) / (kScanPoints - 1);
    double x = logScan ? lo * std::pow(hi / lo, t) : lo + (hi - lo) * t;
    if (info.integer)
        x = std::round(x);
    return std::clamp(x, lo, hi);
}

/// Two inputs around the first crossing of the target; NaN ends when the scan found none.
/// `fLow` is metric - target at `low`.
struct Bracket
{
    double low = std::nan("");
    double high = std::nan("");
    double fLow = 0;
    bool found() const { return !std::isnan(low); }
};

/// Scans the range from its low end for the first sign change of metric - target, recording in
/// `result` the reachable range of the metric over the points that exist.
Bracket scanForCrossing(Objective& objective, const InputFieldInfo& info, const SearchRange& range, double target,
                        GoalSeekResult& result)
{
    Bracket bracket;
    double prevX = std::nan("");
    double prevF = std::nan("");
    bool anyValid = false;
    for (int i = 0; i < kScanPoints; ++i) {
        const double x = scanPoint(info, range, i);
        if (x == prevX)
            continue;
        const double metric = objective.metricAt(x);
        if (std::isnan(metric)) {
            prevX = x;
            prevF = std::nan("");
            continue;
        }
        if (!anyValid) {
            result.reachableMin = result.reachableMax = metric;
            anyValid = true;
        }
        result.reachableMin = std::min(result.reachableMin, metric);
        result.reachableMax = std::max(result.reachableMax, metric);
        const double f = metric - target;
        if (!bracket.found()) {
            if (f == 0)
                bracket = {x, x, 0};
            else if (!std::isnan(prevF) && (prevF < 0) != (f < 0))
                bracket = {prevX, x, prevF};
        }
        prevX = x;
        prevF = f;
    }
    return bracket;
}

/// Narrows the bracket by bisection. It keeps the sign change inside [low, high]; both ends stay
/// valid points.
Bracket bisect(Objective& objective, const InputFieldInfo& info, Bracket bracket, double target)
{
    double& a = bracket.low;
    double& b = bracket.high;
    for (int step = 0; step < kBisectionSteps && a != b; ++step) {
        if (info.integer && b - a <= 1)
            break;
        double mid = 0.5 * (a + b);
        if (info.integer)
            mid = std::floor(mid);
        if (mid == a || mid == b)
            break;
        const double f = objective.metricAt(mid) - target;
        if (std::isnan(f))
            break; // a hole inside the bracket; the current ends are the best answer
        if (f == 0) {
            a = b = mid;
            break;
        }
        if ((f < 0) == (bracket.fLow < 0)) {
            a = mid;
            bracket.fLow = f;
        } else {
            b = mid;
        }
    }
    return bracket;
}

/// The end of the narrowed bracket whose metric is nearest the target, as the answer.
void pickNearestEnd(Objective& objective, const Bracket& bracket, double target, GoalSeekResult& result)
{
    const double a = bracket.low;
    const double b = bracket.high;
    const double metricA = objective.metricAt(a);
    const double metricB = a == b ? metricA : objective.metricAt(b);
    const bool pickA = std::abs(metricA - target) <= std::abs(metricB - target);
    result.found = true;
    result.value = pickA ? a : b;
    result.achieved = pickA ? metricA : metricB;
    result.relativeError = target != 0 ? std::abs(result.achieved / target - 1.0) : std::abs(result.achieved);
}

} // namespace

Result<GoalSeekResult> goalSeek(const ScenarioInputs& inputs, const Catalog& catalog, const GoalSeekRequest& request)
{
    const InputFieldInfo* info = findInputField(request.key);
    if (!info)
        return Error{"solve: unknown input '" + request.key + "'"};
    if (!std::isfinite(request.target))
        return Error{"solve: the target is not a number"};
    auto base = makeContext(inputs, catalog);
    if (!base)
        return Error{base.error()};
    auto range = searchRange(*info, request, *base);
    if (!range)
        return Error{range.error()};

    GoalSeekResult result;
    result.searchLow = range->low;
    result.searchHigh = range->high;
    Objective objective(inputs, catalog, request);
    const Bracket crossing = scanForCrossing(objective, *info, *range, request.target, result);
    if (crossing.found())
        pickNearestEnd(objective, bisect(objective, *info, crossing, request.target), request.target, result);
    result.evaluations = objective.evaluations();
    return result;
}

} // namespace tf::core
