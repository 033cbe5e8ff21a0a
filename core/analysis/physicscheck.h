#pragma once

#include "core/catalog/catalog.h"
#include "core/profile.h"
#include "core/result.h"
#include "core/scenario.h"
#include "core/sweep.h"

namespace tf::core {

/// A published or vendor claim: this throughput per GPU at this interactivity.
struct PhysicsClaim
{
    double tokSPerGpu = 0;
    double tokSPerUser = 0;
    bool totalTokens = true; ///< tok/s/GPU counts input + output (InferenceX); false = output only
};

enum class ClaimVerdict {
    Impossible, ///< above the idealised bound: no software can reach it on this hardware
    NearBound,  ///< within `nearFraction` of the bound: possible only with near-perfect software
    Plausible   ///< comfortably inside the bound
};
const char* claimVerdictId(ClaimVerdict verdict);

struct PhysicsCheckResult
{
    ClaimVerdict verdict = ClaimVerdict::Plausible;
    double boundTokSPerGpu = 0;     ///< ideal frontier at the claimed interactivity (0 = unreachable)
    double claimToBound = 0;        ///< claim / bound (inf-free: 0 when the bound is 0)
    double modelTokSPerGpu = 0;     ///< the calibrated model's frontier at that interactivity (0 = unreachable)
    double maxIdealTokSPerUser = 0; ///< fastest interactivity the ideal hardware reaches at all
    int idealPoints = 0;
    /// Inside the bound, yet above the calibrated model by more than twice its held-out error
    /// (leave-one-GPU-out): possible only with software well ahead of what was measured.
    bool farAboveModel = false;
    double modelHeldOutError = 0; ///< the held-out error that judgement used (a share)
};

/// Knobs of an idealised machine: every efficiency at its upper limit, every fixed overhead zero,
/// perfectly balanced experts, all memory usable. A roofline with nothing lost.
PerfKnobs idealKnobs();

/// Highest tok/s/GPU of a sweep's frontier at interactivity `tokSPerUser`, interpolating linearly
/// between neighbouring frontier points (the frontier is continuous in the batch). 0 when no point
/// is that fast.
double frontierTokSPerGpuAt(const SweepResult& sweep, double tokSPerUser, bool totalTokens);

/// Sweeps batch x parallelism of the scenario's GPU, model, precision and workload with
/// idealKnobs() and compares the claim with the frontier at its interactivity. A claim at an
/// interactivity the ideal machine cannot reach is impossible. Errors: invalid scenario,
/// non-positive claim, nothing fits.
Result<PhysicsCheckResult> checkPhysics(const ScenarioInputs& inputs, const Catalog& catalog, const PhysicsClaim& claim,
                                        double nearFraction = 0.8);

/// The same sweep as sweepScenario() with the knobs replaced (the ideal sweep behind the check).
Result<SweepResult> sweepWithKnobs(const ScenarioInputs& inputs, const Catalog& catalog, const PerfKnobs& knobs,
                                   int maxBatchPoints);

} // namespace tf::core
