#include "core/servicelevel.h"

#include "core/inputrefusal.h"

#include <algorithm>
#include <cmath>

namespace tf::core {

const char* serviceLevelModeId(ServiceLevelMode mode)
{
    switch (mode) {
    case ServiceLevelMode::OperatingPoint:
        return "operating-point";
    case ServiceLevelMode::EqualInteractivity:
        return "equal-interactivity";
    case ServiceLevelMode::BestUnderSlo:
        return "best-under-slo";
    }
    return "operating-point";
}

bool serviceLevelModeFromId(const std::string& id, ServiceLevelMode* mode)
{
    for (ServiceLevelMode m :
         {ServiceLevelMode::OperatingPoint, ServiceLevelMode::EqualInteractivity, ServiceLevelMode::BestUnderSlo}) {
        if (id == serviceLevelModeId(m)) {
            *mode = m;
            return true;
        }
    }
    return false;
}

double ServiceLevel::minTokSPerUser() const
{
    const double fromTpot = sloTpotMs > 0 ? 1000.0 / sloTpotMs : 0.0;
    return std::max(sloTokSPerUser, fromTpot);
}

Status validateServiceLevel(const ServiceLevel& level)
{
    const auto positive = [](double v) { return std::isfinite(v) && v > 0; };
    const auto limit = [](double v) { return std::isfinite(v) && v >= 0; };
    switch (level.mode) {
    case ServiceLevelMode::OperatingPoint:
        return {};
    case ServiceLevelMode::EqualInteractivity:
        if (!positive(level.targetTokSPerUser) || level.targetTokSPerUser > 100000)
            return Error{"the interactivity target must be a number of tok/s/user above 0 and at most 100000"};
        return {};
    case ServiceLevelMode::BestUnderSlo:
        if (!limit(level.sloTtftMs) || !limit(level.sloTokSPerUser) || !limit(level.sloTpotMs))
            return Error{"SLO limits must be finite numbers above 0 (TTFT ms, tok/s/user, TPOT ms)"};
        if (level.sloTtftMs <= 0 && level.minTokSPerUser() <= 0)
            return Error{"best under SLOs needs a TTFT limit or a tok/s/user (or TPOT) limit above 0"};
        return {};
    }
    return {};
}

QJsonObject serviceLevelToJson(const ServiceLevel& level)
{
    QJsonObject o;
    o.insert(QStringLiteral("mode"), QString::fromLatin1(serviceLevelModeId(level.mode)));
    o.insert(QStringLiteral("target_tok_s_user"), level.targetTokSPerUser);
    o.insert(QStringLiteral("slo_ttft_ms"), level.sloTtftMs);
    o.insert(QStringLiteral("slo_tok_s_user"), level.sloTokSPerUser);
    o.insert(QStringLiteral("slo_tpot_ms"), level.sloTpotMs);
    o.insert(QStringLiteral("search_serving"), level.searchServing);
    return o;
}

Result<ServiceLevel> serviceLevelFromJson(const QJsonObject& object)
{
    ServiceLevel level;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = it.key();
        if (key == QLatin1String("mode")) {
            if (!it.value().isString() || !serviceLevelModeFromId(it.value().toString().toStdString(), &level.mode))
                return Error{"service level 'mode' must be operating-point, equal-interactivity or best-under-slo"};
            continue;
        }
        if (key == QLatin1String("search_serving")) {
            if (!it.value().isBool())
                return Error{"service level 'search_serving' must be true or false"};
            level.searchServing = it.value().toBool();
            continue;
        }
        double* field = key == QLatin1String("target_tok_s_user") ? &level.targetTokSPerUser
                        : key == QLatin1String("slo_ttft_ms")     ? &level.sloTtftMs
                        : key == QLatin1String("slo_tok_s_user")  ? &level.sloTokSPerUser
                        : key == QLatin1String("slo_tpot_ms")     ? &level.sloTpotMs
                                                                  : nullptr;
        if (!field)
            return Error{"unknown service level key '" + key.toStdString() + "'"};
        if (!it.value().isDouble())
            return Error{"service level '" + key.toStdString() + "' must be a number"};
        *field = it.value().toDouble();
    }
    if (const Status s = validateServiceLevel(level); !s)
        return Error{s.error()};
    return level;
}

namespace {

const PublishedComparison kCostPerTokenArticle;

bool isArticlePair(const ScenarioInputs& baseline, const ScenarioInputs& compared)
{
    const PublishedComparison& a = kCostPerTokenArticle;
    return baseline.hardwareId == a.baselineHardwareId && compared.hardwareId == a.comparedHardwareId &&
           baseline.modelId == a.modelId && compared.modelId == a.modelId &&
           baseline.precision == a.baselinePrecision && compared.precision == a.comparedPrecision;
}

/// How a comparison of the article's pair departs from the article's reading; compared without
/// building any text, since the comparison table asks on every cell it paints.
struct ArticleReading
{
    double baselineUsdPerGpuHour = 0;
    double comparedUsdPerGpuHour = 0;
    bool otherPrices = false;
    bool otherWorkload = false;
    bool otherMode = false;
    bool otherTarget = false;

    bool matches() const { return !otherPrices && !otherWorkload && !otherMode && !otherTarget; }
};

ArticleReading readingOf(const ScenarioInputs& baseline, const ScenarioInputs& compared, const ServiceLevel& level)
{
    const PublishedComparison& a = kCostPerTokenArticle;
    // A cent's tolerance: the GB300 price preset is InferenceX's unrounded $2.652.
    constexpr double kPriceToleranceUsd = 0.005;
    const auto articleWorkload = [&a](const ScenarioInputs& in) {
        return in.inputTokens == a.inputTokens && in.outputTokens == a.outputTokens && in.prefixCacheHitPercent == 0;
    };
    ArticleReading r;
    r.baselineUsdPerGpuHour = gpuHourCost(baseline, 0).totalUsd;
    r.comparedUsdPerGpuHour = gpuHourCost(compared, 0).totalUsd;
    r.otherPrices = std::abs(r.baselineUsdPerGpuHour - a.baselineUsdPerGpuHour) > kPriceToleranceUsd ||
                    std::abs(r.comparedUsdPerGpuHour - a.comparedUsdPerGpuHour) > kPriceToleranceUsd;
    r.otherWorkload = !articleWorkload(baseline) || !articleWorkload(compared);
    r.otherMode = level.mode != ServiceLevelMode::EqualInteractivity;
    r.otherTarget = !r.otherMode && std::abs(level.targetTokSPerUser - a.targetTokSPerUser) > 1e-9;
    return r;
}

} // namespace

std::string describeServiceLevel(const ServiceLevel& level)
{
    switch (level.mode) {
    case ServiceLevelMode::OperatingPoint:
        return "at each scenario's operating point (batch, TP and EP as set)";
    case ServiceLevelMode::EqualInteractivity:
        return "at equal interactivity: " + fixedNumber(level.targetTokSPerUser, 1) +
               " tok/s/user, each scenario at its best configuration";
    case ServiceLevelMode::BestUnderSlo: {
        std::string limits;
        if (level.sloTtftMs > 0)
            limits += "TTFT <= " + fixedNumber(level.sloTtftMs, 0) + " ms";
        if (level.minTokSPerUser() > 0)
            limits += (limits.empty() ? "" : ", ") + std::string(">= ") + fixedNumber(level.minTokSPerUser(), 1) +
                      " tok/s/user";
        return "best configuration under SLOs (" + limits + ")";
    }
    }
    return {};
}

std::vector<std::string> publishedComparisonDifferences(const ScenarioInputs& baseline, const ScenarioInputs& compared,
                                                        const ServiceLevel& level)
{
    std::vector<std::string> differences;
    if (!isArticlePair(baseline, compared))
        return differences;
    const PublishedComparison& a = kCostPerTokenArticle;
    const ArticleReading r = readingOf(baseline, compared, level);
    const auto dollars = [](double usd) {
        std::string text(1, '$'); // appended, not "$" + ...: GCC 12 warns falsely (-Wrestrict) on that
        text += fixedNumber(usd, 2);
        return text;
    };
    const auto workload = [](int input, int output) { return std::to_string(input) + "/" + std::to_string(output); };
    if (r.otherPrices)
        differences.push_back("GPU-hour " + dollars(r.baselineUsdPerGpuHour) + " and " +
                              dollars(r.comparedUsdPerGpuHour) + " (the article: " + dollars(a.baselineUsdPerGpuHour) +
                              " and " + dollars(a.comparedUsdPerGpuHour) + ")");
    if (r.otherWorkload)
        differences.push_back("workload " + workload(baseline.inputTokens, baseline.outputTokens) + " tokens and " +
                              workload(compared.inputTokens, compared.outputTokens) + " tokens (read at " +
                              workload(a.inputTokens, a.outputTokens) + ", no prefix cache)");
    if (r.otherMode)
        differences.push_back("not at equal interactivity");
    if (r.otherTarget)
        differences.push_back("read at " + shortNumber(level.targetTokSPerUser) + " tok/s/user (read at " +
                              shortNumber(a.targetTokSPerUser) + ")");
    return differences;
}

const PublishedComparison* publishedComparisonFor(const ScenarioInputs& baseline, const ScenarioInputs& compared,
                                                  const ServiceLevel& level)
{
    return isArticlePair(baseline, compared) && readingOf(baseline, compared, level).matches() ? &kCostPerTokenArticle
                                                                                               : nullptr;
}

namespace {

bool meetsLimits(const OperatingPoint& op, double minTokSPerUser, double maxTtftMs)
{
    return (minTokSPerUser <= 0 || op.tokSPerUser >= minTokSPerUser) && (maxTtftMs <= 0 || op.ttftMs <= maxTtftMs);
}

/// The largest batch in [1, maxBatch] meeting the limits, assuming tok/s/user falls and TTFT rises
/// with batch (one more sequence never makes a decode step shorter); 0 when batch 1 fails.
int largestBatchMeeting(const EvaluationContext& context, double minTokSPerUser, double maxTtftMs)
{
    int low = 1;
    int high = context.prepared.maxBatch;
    if (high < 1 || !meetsLimits(evaluatePoint(context, low).op, minTokSPerUser, maxTtftMs))
        return 0;
    while (low < high) {
        const int mid = low + (high - low + 1) / 2;
        if (meetsLimits(evaluatePoint(context, mid).op, minTokSPerUser, maxTtftMs))
            low = mid;
        else
            high = mid - 1;
    }
    return low;
}

std::vector<ScenarioInputs> variantsOf(const ScenarioInputs& inputs, const ConfigSearchOptions& options)
{
    std::vector<int> depths;
    if (options.searchSpeculative) {
        for (int d = 0; d <= std::max(0, options.maxSpeculativeTokens); ++d)
            depths.push_back(d);
    } else {
        depths.push_back(inputs.speculativeTokens);
    }
    std::vector<ServingMode> servings = {inputs.serving};
    if (options.searchServing)
        servings = {ServingMode::Aggregated, ServingMode::Disaggregated};
    std::vector<ScenarioInputs> variants;
    for (ServingMode serving : servings) {
        for (int depth : depths) {
            ScenarioInputs v = inputs;
            v.serving = serving;
            v.speculativeTokens = depth;
            variants.push_back(v);
        }
    }
    return variants;
}

} // namespace

namespace {

/// Adds the grid points of one context (and the refined batch, when it is not on the grid) that
/// produce tokens, with the inputs that reproduce each.
void searchContext(const EvaluationContext& context, std::vector<int> batches, int refined, ConfigSearch& search)
{
    if (refined > 0 && std::find(batches.begin(), batches.end(), refined) == batches.end())
        batches.push_back(refined);
    std::vector<PointMetrics>& points = search.sweep.points;
    const size_t first = points.size();
    points.resize(first + batches.size());
    evaluatePoints(context, batches, std::span<PointMetrics>(points).subspan(first));
    size_t kept = first;
    for (size_t i = 0; i < batches.size(); ++i) {
        if (points[first + i].op.tokSPerGpuTotal <= 0)
            continue;
        points[kept++] = points[first + i];
        ScenarioInputs chosen = context.inputs;
        chosen.batch = batches[i];
        search.inputs.push_back(chosen);
    }
    points.resize(kept);
}

} // namespace

Result<ConfigSearch> searchConfigurations(const ScenarioInputs& inputs, const Catalog& catalog,
                                          const ConfigSearchOptions& options, double refineTokSPerUser,
                                          double refineTtftMs)
{
    if (const Status s = validateInputs(inputs, catalog); !s)
        return Error{s.error()};
    if (options.maxBatchPoints < kMinBatchPoints || options.maxBatchPoints > kMaxBatchPoints)
        return Error{"batch points per configuration must be " + std::to_string(kMinBatchPoints) + " .. " +
                     std::to_string(kMaxBatchPoints) + ", not " + std::to_string(options.maxBatchPoints)};
    ConfigSearch search;
    const bool refine = refineTokSPerUser > 0 || refineTtftMs > 0;
    for (const ScenarioInputs& variant : variantsOf(inputs, options)) {
        auto base = makeContext(variant, catalog);
        if (!base)
            return Error{base.error()};
        for (const ParallelLayout& layout : layoutsToSweep(*base)) {
            const EvaluationContext context =
                makeContextFor(*base, layout.tensorParallel, layout.expertParallel, layout.pipelineParallel);
            ++search.sweep.configurations;
            const int refined = refine ? largestBatchMeeting(context, refineTokSPerUser, refineTtftMs) : 0;
            searchContext(context, batchGrid(context.prepared.maxBatch, options.maxBatchPoints), refined, search);
        }
    }
    if (search.sweep.points.empty())
        return Error{"nothing fits: " + inputs.modelId + " does not fit on " + inputs.hardwareId + " at " +
                     std::string(precisionLabel(inputs.precision)) + " with any configuration tried"};
    search.sweep.frontier = paretoFrontier(search.sweep.points);
    return search;
}

double frontierTokSPerGpuAt(const SweepResult& sweep, double tokSPerUser)
{
    const std::vector<int>& f = sweep.frontier;
    if (f.empty() || !std::isfinite(tokSPerUser))
        return 0;
    const auto& first = sweep.points[static_cast<size_t>(f.front())].op;
    const auto& last = sweep.points[static_cast<size_t>(f.back())].op;
    if (tokSPerUser > last.tokSPerUser)
        return 0;
    if (tokSPerUser <= first.tokSPerUser)
        return first.tokSPerGpuTotal;
    for (size_t i = 1; i < f.size(); ++i) {
        const auto& a = sweep.points[static_cast<size_t>(f[i - 1])].op;
        const auto& b = sweep.points[static_cast<size_t>(f[i])].op;
        if (tokSPerUser <= b.tokSPerUser) {
            const double span = b.tokSPerUser - a.tokSPerUser;
            const double t = span > 0 ? (tokSPerUser - a.tokSPerUser) / span : 1.0;
            return a.tokSPerGpuTotal + t * (b.tokSPerGpuTotal - a.tokSPerGpuTotal);
        }
    }
    return last.tokSPerGpuTotal;
}

double goodputTokSPerGpu(const PointMetrics& point, const ServiceLevel& level, const ScenarioInputs& inputs)
{
    if (!point.op.fits || !meetsServiceObjectives(point.op, inputs))
        return 0;
    if (level.mode == ServiceLevelMode::EqualInteractivity &&
        !meetsLimits(point.op, level.targetTokSPerUser * (1 - 1e-9), 0))
        return 0;
    if (level.mode == ServiceLevelMode::BestUnderSlo &&
        !meetsLimits(point.op, level.minTokSPerUser() * (1 - 1e-9), level.sloTtftMs))
        return 0;
    return point.op.tokSPerGpuTotal;
}

bool chosenByServiceLevel(const ServiceLevel& level, std::string_view key)
{
    if (level.mode == ServiceLevelMode::OperatingPoint)
        return false;
    // The layouts and batches searchConfigurations sweeps; the depths when searchForLevel widens it.
    return key == "batch" || key == "tp" || key == "ep" || key == "pp" || (level.searchServing && key == "spec_tokens");
}

Result<ConfigSearch> searchForLevel(const ScenarioInputs& inputs, const Catalog& catalog, const ServiceLevel& level,
                                    const ConfigSearchOptions& options)
{
    ConfigSearchOptions wanted = options;
    if (level.searchServing) {
        wanted.searchServing = true;
        wanted.searchSpeculative = true;
    }
    switch (level.mode) {
    case ServiceLevelMode::OperatingPoint:
        return searchConfigurations(inputs, catalog, wanted);
    case ServiceLevelMode::EqualInteractivity:
        return searchConfigurations(inputs, catalog, wanted, level.targetTokSPerUser, 0);
    case ServiceLevelMode::BestUnderSlo:
        return searchConfigurations(inputs, catalog, wanted, level.minTokSPerUser(), level.sloTtftMs);
    }
    return Error{"unknown service level mode"};
}

Result<ServiceLevelChoice> chooseConfiguration(const ScenarioInputs& inputs, const Catalog& catalog,
                                               const ServiceLevel& level, const ConfigSearchOptions& options)
{
    if (const Status s = validateServiceLevel(level); !s)
        return Error{s.error()};
    if (level.mode == ServiceLevelMode::OperatingPoint)
        return chooseFromSearch(ConfigSearch{}, inputs, catalog, level);
    auto search = searchForLevel(inputs, catalog, level, options);
    if (!search)
        return Error{search.error()};
    return chooseFromSearch(*search, inputs, catalog, level);
}

Result<ServiceLevelChoice> chooseFromSearch(const ConfigSearch& search, const ScenarioInputs& inputs,
                                            const Catalog& catalog, const ServiceLevel& level)
{
    if (const Status s = validateServiceLevel(level); !s)
        return Error{s.error()};
    ServiceLevelChoice choice;
    choice.mode = level.mode;
    choice.inputs = inputs;
    choice.configurations = search.sweep.configurations;
    const bool equal = level.mode == ServiceLevelMode::EqualInteractivity;
    if (level.mode != ServiceLevelMode::OperatingPoint) {
        // Highest tok/s/GPU meeting the limits; the $/GPU-h is the same for every configuration of
        // a scenario, so this is also the lowest cost per token.
        const double floor = equal ? level.targetTokSPerUser : level.minTokSPerUser();
        const double ceiling = equal ? 0 : level.sloTtftMs;
        const auto& points = search.sweep.points;
        int best = -1;
        int closest = -1;
        choice.closestTtftMs = points.empty() ? 0 : points.front().op.ttftMs;
        for (int i = 0; i < static_cast<int>(points.size()); ++i) {
            const OperatingPoint& op = points[static_cast<size_t>(i)].op;
            choice.closestTtftMs = std::min(choice.closestTtftMs, op.ttftMs);
            if (closest < 0 || op.tokSPerUser > points[static_cast<size_t>(closest)].op.tokSPerUser)
                closest = i;
            if (meetsLimits(op, floor, ceiling) &&
                (best < 0 || op.tokSPerGpuTotal > points[static_cast<size_t>(best)].op.tokSPerGpuTotal))
                best = i;
        }
        if (closest >= 0)
            choice.closestTokSPerUser = points[static_cast<size_t>(closest)].op.tokSPerUser;
        choice.reached = best >= 0;
        const int shown = best >= 0 ? best : closest;
        if (shown >= 0)
            choice.inputs = search.inputs[static_cast<size_t>(shown)];
        if (equal)
            choice.frontierTokSPerGpuAtTarget = frontierTokSPerGpuAt(search.sweep, level.targetTokSPerUser);
        if (best >= 0 && equal)
            choice.aboveTarget = points[static_cast<size_t>(best)].op.tokSPerUser > 1.02 * level.targetTokSPerUser;
    }
    auto evaluation = evaluateScenario(choice.inputs, catalog);
    if (!evaluation)
        return Error{evaluation.error()};
    choice.evaluation = std::move(evaluation.value());
    const OperatingPoint& chosen = choice.evaluation.point.op;
    choice.largestBatchAboveTarget = choice.aboveTarget && chosen.batch >= chosen.maxBatch;
    if (level.mode == ServiceLevelMode::OperatingPoint) {
        choice.reached = choice.evaluation.point.op.fits;
        choice.closestTokSPerUser = choice.evaluation.point.op.tokSPerUser;
        choice.closestTtftMs = choice.evaluation.point.op.ttftMs;
    }
    choice.goodputTokSPerGpu = choice.reached ? goodputTokSPerGpu(choice.evaluation.point, level, inputs) : 0;
    return choice;
}

} // namespace tf::core
