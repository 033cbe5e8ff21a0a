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

} // namespace

Result<GoalSeekResult> goalSeek(const ScenarioInputs& inputs, const Catalog& catalog, const GoalSeekRequest& request)
{
    const InputFieldInfo* info = nullptr;
    for (const InputFieldInfo& f : numericInputFields()) {
        if (request.key == f.key)
            info = &f;
    }
    if (!info)
        return Error{"solve: unknown input '" + request.key + "'"};
    if (!std::isfinite(request.target))
        return Error{"solve: the target is not a number"};
    auto base = makeContext(inputs, catalog);
    if (!base)
        return Error{base.error()};

    double lo = std::isnan(request.searchLow) ? info->minValue : request.searchLow;
    double hi = std::isnan(request.searchHigh) ? info->maxValue : request.searchHigh;
    if (request.key == "batch" && std::isnan(request.searchHigh))
        hi = std::max(1, base->prepared.maxBatch);
    lo = std::clamp(lo, info->minValue, info->maxValue);
    hi = std::clamp(hi, info->minValue, info->maxValue);
    if (!(lo <= hi))
        return Error{"solve: the search range is empty"};
    if (info->integer) {
        lo = std::ceil(lo);
        hi = std::floor(hi);
        if (lo > hi)
            return Error{"solve: no integer in the search range"};
    }

    GoalSeekResult result;
    result.searchLow = lo;
    result.searchHigh = hi;
    Objective objective(inputs, catalog, request);
    const bool logScan = info->logScale && lo > 0;
    const auto scanPoint = [&](int i) {
        const double t = static_cast<double>(i) / (kScanPoints - 1);
        double x = logScan ? lo * std::pow(hi / lo, t) : lo + (hi - lo) * t;
        if (info->integer)
            x = std::round(x);
        return std::clamp(x, lo, hi);
    };

    double prevX = std::nan("");
    double prevF = std::nan("");
    double bracketLo = std::nan("");
    double bracketHi = std::nan("");
    double fLo = 0;
    bool anyValid = false;
    for (int i = 0; i < kScanPoints; ++i) {
        const double x = scanPoint(i);
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
        const double f = metric - request.target;
        if (std::isnan(bracketLo)) {
            if (f == 0) {
                bracketLo = bracketHi = x;
                fLo = 0;
            } else if (!std::isnan(prevF) && (prevF < 0) != (f < 0)) {
                bracketLo = prevX;
                bracketHi = x;
                fLo = prevF;
            }
        }
        prevX = x;
        prevF = f;
    }
    result.evaluations = objective.evaluations();
    if (std::isnan(bracketLo))
        return result;

    // Bisection keeps the sign change inside [a, b]; both ends are valid points.
    double a = bracketLo;
    double b = bracketHi;
    for (int step = 0; step < kBisectionSteps && a != b; ++step) {
        if (info->integer && b - a <= 1)
            break;
        double mid = 0.5 * (a + b);
        if (info->integer)
            mid = std::floor(mid);
        if (mid == a || mid == b)
            break;
        const double f = objective.metricAt(mid) - request.target;
        if (std::isnan(f))
            break; // a hole inside the bracket; the current ends are the best answer
        if (f == 0) {
            a = b = mid;
            break;
        }
        if ((f < 0) == (fLo < 0)) {
            a = mid;
            fLo = f;
        } else {
            b = mid;
        }
    }
    const double metricA = objective.metricAt(a);
    const double metricB = a == b ? metricA : objective.metricAt(b);
    const bool pickA = std::abs(metricA - request.target) <= std::abs(metricB - request.target);
    result.found = true;
    result.value = pickA ? a : b;
    result.achieved = pickA ? metricA : metricB;
    result.relativeError =
        request.target != 0 ? std::abs(result.achieved / request.target - 1.0) : std::abs(result.achieved);
    result.evaluations = objective.evaluations();
    return result;
}

} // namespace tf::core
