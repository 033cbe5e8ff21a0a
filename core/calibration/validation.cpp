#include "core/calibration/validation.h"

#include "core/statistics.h"

#include <QJsonArray>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace tf::core {

namespace {

std::string lowered(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

/// "GB200 NVL72" -> "gb200-nvl72": catalog ids are the lower-case names with dashes.
std::string hardwareIdFor(const std::string& gpu)
{
    std::string id;
    for (const char c : lowered(gpu))
        id += (c == ' ' || c == '_') ? '-' : c;
    return id;
}

QJsonObject summaryToJson(const ErrorSummary& s)
{
    QJsonObject o;
    o.insert(QStringLiteral("points"), s.points);
    o.insert(QStringLiteral("median_abs_error"), s.medianAbsError);
    o.insert(QStringLiteral("median_signed_error"), s.medianSignedError);
    return o;
}

QJsonObject groupsToJson(const std::map<std::string, ErrorSummary>& groups)
{
    QJsonObject o;
    for (const auto& [key, summary] : groups)
        o.insert(QString::fromStdString(key), summaryToJson(summary));
    return o;
}

} // namespace

const Framework* frameworkForRow(const std::string& text, const Catalog& catalog)
{
    if (text.empty())
        return nullptr;
    if (const Framework* f = catalog.findFramework(text))
        return f;
    std::string base = text;
    if (const size_t paren = base.find(" ("); paren != std::string::npos)
        base = base.substr(0, paren);
    if (const Framework* f = catalog.findFramework(base))
        return f;
    if (const size_t space = base.find(' '); space != std::string::npos)
        base = base.substr(0, space);
    return catalog.findFramework(base);
}

MappedRow mapBenchmarkRow(const BenchmarkRow& row, const Catalog& catalog)
{
    MappedRow m;
    m.row = row;
    ScenarioInputs& in = m.inputs;
    const Hardware* hw = catalog.findHardware(hardwareIdFor(row.gpu));
    if (!hw) // "H200 SXM" -> h200: the form factor is not part of the id
        hw = catalog.findHardware(hardwareIdFor(row.gpu.substr(0, row.gpu.find(' '))));
    const LlmModel* model = catalog.findModel(row.model);
    const Framework* framework = frameworkForRow(row.framework, catalog);
    const auto precision = rowPrecision(row);
    if (!row.unreadable.empty())
        m.skipReason = row.unreadable;
    else if (!row.scenario.empty() && !row.maxThroughput)
        m.skipReason =
            "latency-constrained scenario '" + row.scenario + "' (only offline / max-throughput rows are compared)";
    else if (row.inputTokens <= 0 || row.outputTokens <= 0)
        m.skipReason = "missing ISL/OSL";
    else if (row.tokSPerGpuTotal <= 0)
        m.skipReason = "missing measured total tok/s/GPU";
    else if (row.tokSPerUser <= 0 && !row.maxThroughput)
        m.skipReason = "missing interactivity (no tok/s/user and no TPOT in the notes)";
    else if (row.inputTokens <= 0 || row.outputTokens <= 0)
        m.skipReason = "missing ISL/OSL";
    else if (row.interpolated)
        m.skipReason = "interpolated dashboard value, not a measurement";
    else if (lowered(row.notes).find("day-0") != std::string::npos)
        // The source itself says the run used the launch-day image, before the framework's tuned
        // kernels for the model: it measures that build, not the release a profile describes.
        m.skipReason = "launch-day (day-0) framework image, not the framework release a profile describes";
    else if (!hw)
        m.skipReason = "unknown hardware '" + row.gpu + "'";
    else if (!model)
        m.skipReason = "unknown model '" + row.model + "'";
    else if (!framework)
        m.skipReason = row.framework.empty() ? "framework not stated" : "unknown framework '" + row.framework + "'";
    else if (!precision)
        m.skipReason = "unknown precision '" + row.precision + "'";
    if (!m.skipReason.empty())
        return m;

    in.hardwareId = hw->id;
    in.modelId = model->id;
    in.frameworkId = framework->id;
    in.precision = *precision;
    in.inputTokens = row.inputTokens;
    in.outputTokens = row.outputTokens;
    in.batch = 1;
    in.speculativeTokens = std::max(0, row.speculativeTokens);
    in.serving = row.disaggregated == 1 ? ServingMode::Disaggregated : ServingMode::Aggregated;
    in.prefillTensorParallel = std::min(8, hw->scaleUpGpus);
    in.tensorParallel = std::min(8, hw->scaleUpGpus);
    in.expertParallel = 1;
    if (row.disaggregated == 1 && row.prefillGpus > 0 && row.decodeGpus > 0 && row.expertParallel > 0 &&
        row.concurrency > 0) {
        // Wide-EP decode with data-parallel attention (TP 1 per attention rank), as these recipes run.
        in.tensorParallel = 1;
        in.expertParallel = model->isMoe() ? row.expertParallel : 1;
        // Prefill capacity is per GPU of the pool; an instance size the catalog cannot split heads over
        // (e.g. TP 12) is modelled as the largest power of two below it.
        int prefillTp = row.prefillTensorParallel > 0 ? row.prefillTensorParallel : row.prefillGpus;
        int powerOfTwo = 1;
        while (powerOfTwo * 2 <= prefillTp)
            powerOfTwo *= 2;
        in.prefillTensorParallel = powerOfTwo;
        m.fixedDeployment = true;
    } else if (row.disaggregated != 1 && row.tensorParallel > 0) {
        in.tensorParallel = row.tensorParallel;
        in.expertParallel = model->isMoe() && row.expertParallel > 0 ? row.expertParallel : 1;
        m.fixedParallelism = true;
    }
    applyHardwareDefaults(in, catalog);
    if (const Status s = validateInputs(in, catalog); !s)
        m.skipReason = "inputs rejected: " + s.error();
    return m;
}

FrontierCurve frontierWithKnobs(const MappedRow& mapped, const Catalog& catalog, const PerfKnobs& knobs,
                                int maxBatchPoints, int batchLimit)
{
    FrontierCurve curve;
    auto made = makeContext(mapped.inputs, catalog);
    if (!made)
        return curve;
    EvaluationContext base = std::move(made).value();
    base.profile.knobs = knobs;
    const Hardware& hw = *base.prepared.config.hardware;
    const LlmModel& model = *base.prepared.config.model;
    std::vector<std::pair<int, int>> configs;
    if (mapped.fixedParallelism)
        configs.emplace_back(mapped.inputs.tensorParallel, model.isMoe() ? mapped.inputs.expertParallel : 1);
    else
        configs = parallelismOptions(hw, model);
    std::vector<PointMetrics> points;
    constexpr int kGridCapacity = 512;
    int grid[kGridCapacity];
    for (const auto& [tp, ep] : configs) {
        const EvaluationContext context = makeContextFor(base, catalog, tp, ep);
        const int largest =
            batchLimit > 0 ? std::min(batchLimit, context.prepared.maxBatch) : context.prepared.maxBatch;
        const int n = batchGrid(largest, maxBatchPoints, grid, kGridCapacity);
        for (int i = 0; i < n; ++i) {
            PointMetrics m = evaluatePoint(context, grid[i]);
            if (m.op.tokSPerGpuTotal > 0)
                points.push_back(m);
        }
    }
    for (const int i : paretoFrontier(points)) {
        curve.tokSPerUser.push_back(points[i].op.tokSPerUser);
        curve.tokSPerGpuTotal.push_back(points[i].op.tokSPerGpuTotal);
        curve.ttftMs.push_back(points[i].op.ttftMs);
        curve.gpus.push_back(points[i].op.gpus);
        curve.maxBatch.push_back(points[i].op.maxBatch);
    }
    return curve;
}

FrontierCurve frontierFromCatalog(const MappedRow& mapped, const Catalog& catalog, int maxBatchPoints)
{
    FrontierCurve curve;
    SweepOptions options;
    options.sweepParallelism = !mapped.fixedParallelism;
    options.maxBatchPoints = maxBatchPoints;
    auto sweep = sweepScenario(mapped.inputs, catalog, options);
    if (!sweep)
        return curve;
    for (const int i : sweep->frontier) {
        const OperatingPoint& op = sweep->points[i].op;
        curve.tokSPerUser.push_back(op.tokSPerUser);
        curve.tokSPerGpuTotal.push_back(op.tokSPerGpuTotal);
        curve.ttftMs.push_back(op.ttftMs);
        curve.gpus.push_back(op.gpus);
        curve.maxBatch.push_back(op.maxBatch);
    }
    return curve;
}

std::optional<FrontierReading> readFrontier(const FrontierCurve& curve, double tokSPerUser)
{
    const auto& x = curve.tokSPerUser;
    const auto& y = curve.tokSPerGpuTotal;
    if (x.empty() || !(tokSPerUser > 0))
        return std::nullopt;
    FrontierReading r;
    const auto gpusAt = [&](size_t i) { return i < curve.gpus.size() ? curve.gpus[i] : 1.0; };
    const auto maxBatchAt = [&](size_t i) { return i < curve.maxBatch.size() ? curve.maxBatch[i] : 0.0; };
    if (tokSPerUser <= x.front()) {
        r.tokSPerGpuTotal = y.front();
        r.ttftMs = curve.ttftMs.front();
        r.gpus = gpusAt(0);
        r.maxBatch = maxBatchAt(0);
        return r;
    }
    if (tokSPerUser >= x.back()) {
        const double shortfall = x.back() / tokSPerUser;
        r.tokSPerGpuTotal = y.back() * shortfall * shortfall;
        r.ttftMs = curve.ttftMs.back();
        r.gpus = gpusAt(x.size() - 1);
        r.maxBatch = maxBatchAt(x.size() - 1);
        r.beyondFrontier = tokSPerUser > x.back() * 1.0001;
        return r;
    }
    const size_t hi = static_cast<size_t>(std::upper_bound(x.begin(), x.end(), tokSPerUser) - x.begin());
    const size_t lo = hi - 1;
    const double t = std::log(tokSPerUser / x[lo]) / std::log(x[hi] / x[lo]);
    r.gpus = t < 0.5 ? gpusAt(lo) : gpusAt(hi);
    r.maxBatch = t < 0.5 ? maxBatchAt(lo) : maxBatchAt(hi);
    r.tokSPerGpuTotal = std::exp(std::log(y[lo]) + t * std::log(y[hi] / y[lo]));
    const double ttLo = std::max(curve.ttftMs[lo], 1e-6);
    const double ttHi = std::max(curve.ttftMs[hi], 1e-6);
    r.ttftMs = std::exp(std::log(ttLo) + t * std::log(ttHi / ttLo));
    return r;
}

std::optional<FrontierReading> predictRow(const MappedRow& mapped, const Catalog& catalog, const PerfKnobs& knobs)
{
    const BenchmarkRow& row = mapped.row;
    const double osl = row.outputTokens;
    const double tokensPerRequest = row.inputTokens + osl;
    if (!mapped.fixedDeployment) {
        // Offline / max-throughput rows: the frontier's largest throughput (its slowest end).
        const double readAt = row.maxThroughput ? 1e-9 : row.tokSPerUser;
        // Closed loop: `concurrency` clients are all the sequences an aggregated instance can hold.
        const bool closedLoop = row.concurrency > 0 && mapped.inputs.serving == ServingMode::Aggregated;
        const int batchLimit = closedLoop ? static_cast<int>(std::lround(row.concurrency)) : 0;
        auto reading = readFrontier(frontierWithKnobs(mapped, catalog, knobs, 40, batchLimit), readAt);
        if (reading && closedLoop) {
            // The run's clients share one instance, which decodes at most maxBatch of them; the rest
            // queue. (Disaggregated frontier rows state a system-wide concurrency over pools of
            // unknown size: their unloaded TTFT stands.)
            reading->ttftMs = 1e3 * closedLoopTtftSeconds(row.concurrency, reading->maxBatch, osl,
                                                          1.0 / row.tokSPerUser, reading->ttftMs * 1e-3);
        }
        return reading;
    }
    auto made = makeContext(mapped.inputs, catalog);
    if (!made)
        return std::nullopt;
    EvaluationContext context = std::move(made).value();
    context.profile.knobs = knobs;
    context = makeContextFor(context, catalog, mapped.inputs.tensorParallel, mapped.inputs.expertParallel);
    const PreparedConfig& p = context.prepared;
    if (p.maxBatch <= 0)
        return std::nullopt;
    const double instances = std::max(1.0, std::floor(static_cast<double>(row.decodeGpus) / p.gpusPerInstance));
    const double prefillReqS = row.prefillGpus / (p.prefillSecondsPerRequest * context.inputs.prefillTensorParallel) *
                               knobs.disaggPrefillDerate;
    // Closed loop: when the prefill pool cannot feed all clients, the decode pool holds only the
    // requests the prefill rate sustains (rate x decode time) and the rest wait for prefill. A few
    // fixed-point passes settle the decode batch and its TPOT together.
    double decoding = row.concurrency;
    OperatingPoint op;
    double outputTokS = 0;
    for (int pass = 0; pass < 4; ++pass) {
        const int perInstance = std::max(1, static_cast<int>(std::ceil(decoding / instances)));
        op = evaluate(p, perInstance);
        const double decodeSeconds = osl * op.tpotMs * 1e-3;
        const double decodeReqS = decoding / decodeSeconds;
        outputTokS = std::min(decodeReqS, prefillReqS) * osl;
        const double sustained = std::min(row.concurrency, prefillReqS * decodeSeconds);
        if (std::abs(sustained - decoding) < 0.5)
            break;
        decoding = sustained;
    }
    FrontierReading r;
    r.tokSPerGpuTotal = outputTokS * tokensPerRequest / osl / (row.prefillGpus + row.decodeGpus);
    r.gpus = row.prefillGpus + row.decodeGpus;
    // Saturation concurrency: what the pools keep decoding (the prefill rate x decode time when the
    // prefill pool limits, the decode pools' KV capacity otherwise).
    const double saturation = std::min(decoding, p.maxBatch * instances);
    r.ttftMs = 1e3 * closedLoopTtftSeconds(row.concurrency, saturation, osl, op.tpotMs * 1e-3, op.ttftMs * 1e-3);
    return r;
}

bool ttftLoadKnown(const MappedRow& mapped)
{
    return mapped.row.concurrency > 0 && (mapped.fixedDeployment || mapped.inputs.serving == ServingMode::Aggregated);
}

ErrorSummary summariseErrors(const std::vector<double>& errors)
{
    ErrorSummary s;
    s.points = static_cast<int>(errors.size());
    if (errors.empty())
        return s;
    std::vector<double> absolute(errors.size());
    std::transform(errors.begin(), errors.end(), absolute.begin(), [](double e) { return std::abs(e); });
    s.medianAbsError = median(absolute);
    s.medianSignedError = median(errors);
    return s;
}

ValidationReport validateBenchmarks(const std::vector<BenchmarkRow>& rows, const Catalog& catalog)
{
    ValidationReport report;
    std::vector<double> all, ttft;
    std::map<std::string, std::vector<double>> byGpu, byModel, byProfile;
    for (const BenchmarkRow& row : rows) {
        RowValidation v;
        v.mapped = mapBenchmarkRow(row, catalog);
        if (v.mapped.skipReason.empty()) {
            const ScenarioInputs& in = v.mapped.inputs;
            const CalibrationProfile profile = catalog.profileFor(in.hardwareId, in.frameworkId, in.precision);
            const auto reading = predictRow(v.mapped, catalog, profile.knobs);
            if (!reading) {
                v.mapped.skipReason = "nothing fits in memory for this configuration";
            } else {
                v.compared = true;
                v.profileKey = profile.key();
                v.calibrated = profile.calibrated;
                v.predictedTokSPerGpu = reading->tokSPerGpuTotal;
                v.beyondFrontier = reading->beyondFrontier;
                v.throughputError = reading->tokSPerGpuTotal / row.tokSPerGpuTotal - 1.0;
                v.predictedTtftMs = reading->ttftMs;
                all.push_back(v.throughputError);
                byGpu[in.hardwareId].push_back(v.throughputError);
                byModel[in.modelId].push_back(v.throughputError);
                byProfile[in.hardwareId + "/" + in.frameworkId].push_back(v.throughputError);
                if (row.ttftMs > 0) {
                    v.ttftCompared = true;
                    v.ttftError = reading->ttftMs / row.ttftMs - 1.0;
                    ttft.push_back(v.ttftError);
                }
            }
        }
        if (v.compared)
            ++report.pointsCompared;
        else
            ++report.pointsSkipped;
        report.rows.push_back(std::move(v));
    }
    report.throughput = summariseErrors(all);
    report.ttft = summariseErrors(ttft);
    for (const auto& [key, errors] : byGpu)
        report.byGpu[key] = summariseErrors(errors);
    for (const auto& [key, errors] : byModel)
        report.byModel[key] = summariseErrors(errors);
    for (const auto& [key, errors] : byProfile)
        report.byProfile[key] = summariseErrors(errors);
    return report;
}

QJsonObject validationToJson(const ValidationReport& report)
{
    QJsonArray compared, skipped;
    for (const RowValidation& v : report.rows) {
        const BenchmarkRow& r = v.mapped.row;
        QJsonObject o;
        o.insert(QStringLiteral("line"), r.line);
        o.insert(QStringLiteral("gpu"), QString::fromStdString(r.gpu));
        o.insert(QStringLiteral("model"), QString::fromStdString(r.model));
        o.insert(QStringLiteral("precision"), QString::fromStdString(r.precision));
        o.insert(QStringLiteral("framework"), QString::fromStdString(r.framework));
        if (!v.compared) {
            o.insert(QStringLiteral("reason"), QString::fromStdString(v.mapped.skipReason));
            skipped.append(o);
            continue;
        }
        const ScenarioInputs& in = v.mapped.inputs;
        o.insert(QStringLiteral("hardware_id"), QString::fromStdString(in.hardwareId));
        o.insert(QStringLiteral("model_id"), QString::fromStdString(in.modelId));
        o.insert(QStringLiteral("framework_id"), QString::fromStdString(in.frameworkId));
        o.insert(QStringLiteral("isl"), in.inputTokens);
        o.insert(QStringLiteral("osl"), in.outputTokens);
        o.insert(QStringLiteral("serving"), in.serving == ServingMode::Disaggregated ? QStringLiteral("disaggregated")
                                                                                     : QStringLiteral("aggregated"));
        o.insert(QStringLiteral("spec_tokens"), in.speculativeTokens);
        o.insert(QStringLiteral("evaluated_as"),
                 v.mapped.fixedDeployment    ? QStringLiteral("stated deployment at its concurrency")
                 : v.mapped.fixedParallelism ? QStringLiteral("frontier at stated TP/EP")
                                             : QStringLiteral("frontier over TP x EP"));
        if (v.mapped.fixedParallelism || v.mapped.fixedDeployment) {
            o.insert(QStringLiteral("tp"), in.tensorParallel);
            o.insert(QStringLiteral("ep"), in.expertParallel);
        }
        o.insert(QStringLiteral("measured_tok_s_user"), r.tokSPerUser);
        o.insert(QStringLiteral("measured_tok_s_gpu"), r.tokSPerGpuTotal);
        o.insert(QStringLiteral("predicted_tok_s_gpu"), v.predictedTokSPerGpu);
        o.insert(QStringLiteral("error"), v.throughputError);
        o.insert(QStringLiteral("beyond_frontier"), v.beyondFrontier);
        if (v.ttftCompared) {
            o.insert(QStringLiteral("measured_ttft_ms"), r.ttftMs);
            o.insert(QStringLiteral("predicted_ttft_ms"), v.predictedTtftMs);
            o.insert(QStringLiteral("ttft_error"), v.ttftError);
        }
        o.insert(QStringLiteral("profile"), QString::fromStdString(v.profileKey));
        o.insert(QStringLiteral("calibrated"), v.calibrated);
        compared.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("median_abs_error"), report.throughput.medianAbsError);
    root.insert(QStringLiteral("median_signed_error"), report.throughput.medianSignedError);
    root.insert(QStringLiteral("points_compared"), report.pointsCompared);
    root.insert(QStringLiteral("points_skipped"), report.pointsSkipped);
    root.insert(QStringLiteral("ttft"), summaryToJson(report.ttft));
    root.insert(QStringLiteral("by_gpu"), groupsToJson(report.byGpu));
    root.insert(QStringLiteral("by_model"), groupsToJson(report.byModel));
    root.insert(QStringLiteral("by_profile"), groupsToJson(report.byProfile));
    root.insert(QStringLiteral("rows"), compared);
    root.insert(QStringLiteral("skipped"), skipped);
    return root;
}

} // namespace tf::core
