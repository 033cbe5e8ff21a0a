#include "core/analysis/physicscheck.h"

#include "core/evaluation.h"

#include <algorithm>
#include <cmath>

namespace tf::core {

const char* claimVerdictId(ClaimVerdict verdict)
{
    switch (verdict) {
    case ClaimVerdict::Impossible:
        return "impossible";
    case ClaimVerdict::NearBound:
        return "near_bound";
    case ClaimVerdict::Plausible:
        return "plausible";
    }
    return "plausible";
}

PerfKnobs idealKnobs()
{
    PerfKnobs k;
    for (const KnobInfo& info : knobInfos()) {
        const std::string key = info.key;
        const bool isFraction = key.find("efficiency") != std::string::npos || key == "comm_overlap" ||
                                key == "usable_memory_fraction" || key.find("derate") != std::string::npos;
        const bool isOverhead = key.find("overhead") != std::string::npos || key.find("latency") != std::string::npos ||
                                key == "attention_per_seq_head_ns" || key == "reserved_memory_gb";
        if (isFraction)
            k.*(info.member) = info.maxValue;
        else if (isOverhead)
            k.*(info.member) = 0.0;
    }
    k.gemmHalfTokens = 1.0;    // GEMMs at full efficiency from the first token (knob minimum)
    k.moeRoutingSkew = 0.5;    // the most favourable routing the model allows: fewest experts touched
    k.moeImbalance = 1.0;      // perfectly balanced expert-parallel ranks
    k.ttftQueueFactor = 1.0;   // no scheduler queueing
    k.kvAnswerShareHeld = 0.5; // KV grown as tokens come, no answer reserved (knob minimum)
    k.kvTransferGbPerS = 2000.0;
    return k;
}

double frontierTokSPerGpuAt(const SweepResult& sweep, double tokSPerUser, bool totalTokens)
{
    const auto throughput = [&](int i) {
        return totalTokens ? sweep.points[i].op.tokSPerGpuTotal : sweep.points[i].op.tokSPerGpuOutput;
    };
    const std::vector<int>& f = sweep.frontier; // ascending tok/s/user, descending throughput
    for (size_t j = 0; j < f.size(); ++j) {
        const double u = sweep.points[f[j]].op.tokSPerUser;
        if (u < tokSPerUser)
            continue;
        if (j == 0 || u == tokSPerUser)
            return throughput(f[j]);
        // Between frontier points j-1 (slower, more throughput) and j: linear in interactivity.
        const double u0 = sweep.points[f[j - 1]].op.tokSPerUser;
        const double t = (tokSPerUser - u0) / (u - u0);
        return throughput(f[j - 1]) + t * (throughput(f[j]) - throughput(f[j - 1]));
    }
    return 0;
}

Result<SweepResult> sweepWithKnobs(const ScenarioInputs& inputs, const Catalog& catalog, const PerfKnobs& knobs,
                                   int maxBatchPoints)
{
    auto base = makeContext(inputs, catalog);
    if (!base)
        return Error{base.error()};
    base.value().profile.knobs = knobs;
    const Hardware& hw = *base->prepared.config.hardware;
    const LlmModel& model = *base->prepared.config.model;
    SweepResult result;
    std::vector<int> grid(static_cast<size_t>(std::max(2, maxBatchPoints)) + 1);
    for (const auto& [tp, ep] : parallelismOptions(hw, model)) {
        const EvaluationContext context = makeContextFor(*base, catalog, tp, ep);
        ++result.configurations;
        const int n = batchGrid(context.prepared.maxBatch, maxBatchPoints, grid.data(), static_cast<int>(grid.size()));
        for (int i = 0; i < n; ++i) {
            const PointMetrics m = evaluatePoint(context, grid[static_cast<size_t>(i)]);
            if (m.op.fits && m.op.tokSPerGpuTotal > 0)
                result.points.push_back(m);
        }
    }
    if (result.points.empty())
        return Error{"nothing fits: " + model.name + " does not fit on " + hw.name + " with any parallelism tried"};
    result.frontier = paretoFrontier(result.points);
    return result;
}

Result<PhysicsCheckResult> checkPhysics(const ScenarioInputs& inputs, const Catalog& catalog, const PhysicsClaim& claim,
                                        double nearFraction)
{
    if (!(claim.tokSPerGpu > 0) || !(claim.tokSPerUser > 0) || !std::isfinite(claim.tokSPerGpu) ||
        !std::isfinite(claim.tokSPerUser))
        return Error{"check: the claim needs tok/s/GPU and tok/s/user above zero"};
    ScenarioInputs ideal = inputs;
    ideal.efficiencyScale = 1.0; // the knobs are already at their limits
    // Dense batch grid: the bound must not be underestimated between grid points.
    auto idealSweep = sweepWithKnobs(ideal, catalog, idealKnobs(), 256);
    if (!idealSweep)
        return Error{idealSweep.error()};
    auto modelSweep = sweepScenario(inputs, catalog, SweepOptions{true, 128});

    PhysicsCheckResult r;
    r.idealPoints = static_cast<int>(idealSweep->points.size());
    r.maxIdealTokSPerUser = idealSweep->points[idealSweep->frontier.back()].op.tokSPerUser;
    r.boundTokSPerGpu = frontierTokSPerGpuAt(*idealSweep, claim.tokSPerUser, claim.totalTokens);
    if (modelSweep)
        r.modelTokSPerGpu = frontierTokSPerGpuAt(*modelSweep, claim.tokSPerUser, claim.totalTokens);
    r.claimToBound = r.boundTokSPerGpu > 0 ? claim.tokSPerGpu / r.boundTokSPerGpu : 0;
    if (r.boundTokSPerGpu <= 0 || claim.tokSPerGpu > r.boundTokSPerGpu)
        r.verdict = ClaimVerdict::Impossible;
    else if (claim.tokSPerGpu > nearFraction * r.boundTokSPerGpu)
        r.verdict = ClaimVerdict::NearBound;
    else
        r.verdict = ClaimVerdict::Plausible;
    // The catalog's held-out error, or 30% where it has none (a catalog of priors).
    const double heldOut = catalog.calibrationAccuracy().leaveOneGpuOut;
    r.modelHeldOutError = heldOut > 0 ? heldOut : 0.3;
    r.farAboveModel = r.verdict == ClaimVerdict::Plausible && r.modelTokSPerGpu > 0 &&
                      claim.tokSPerGpu > r.modelTokSPerGpu * (1 + 2 * r.modelHeldOutError);
    return r;
}

} // namespace tf::core
