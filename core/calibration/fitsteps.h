#pragma once

// Internal to core/calibration: the steps a fit is made of, shared by the one-pair fit
// (fitting.cpp), the knob hierarchy (knobhierarchy.cpp) and the held-out checks (holdout.cpp).

#include "core/calibration/fitting.h"

#include <functional>
#include <set>
#include <string>
#include <vector>

namespace tf::core::fitsteps {

/// How the knobs of a level become one row's knobs (its GPU's hardware knobs written over them).
using RowKnobs = std::function<PerfKnobs(const MappedRow&, const PerfKnobs&)>;

const KnobInfo* knobInfo(const std::string& key);
/// A knob a fit ran to an end of its physical range, and so kept at the level above's value.
struct KnobAtRangeEnd
{
    const KnobInfo* info = nullptr;
    double value = 0; ///< where the fit left it
    /// "knob (runs to its lower end, 0.4)": which end, the direction of the term the structure misses.
    std::string note() const;
};
/// The row's knobs are the level's, unchanged.
PerfKnobs asIs(const MappedRow&, const PerfKnobs& knobs);
/// Predicted total tok/s/GPU of a measured row's configuration.
double predictedTokS(const MappedRow& r, const Catalog& catalog, const PerfKnobs& knobs);
/// Whether a row may identify the knob: a framework's fixed costs (per layer, per sequence) only from
/// dense models, whose steps hold no routing, grouped-GEMM or key-selection costs.
bool identifies(const MappedRow& r, const Catalog& catalog, const KnobInfo& info);
/// |d log(predicted tok/s) / d log(knob)| by a 10% step: how strongly a row constrains the knob.
double elasticity(const MappedRow& r, const Catalog& catalog, const PerfKnobs& knobs, const KnobInfo& info);

/// Throughput knobs of `infos` fitted to `rows` from `prior`; only the knobs enough rows are
/// sensitive to move. A knob the fit runs to an end of its physical range is absorbing a missing
/// term: it keeps the level above's value (listed in `atRangeEnd`) and the rest are refitted.
/// `identified` receives the knobs the rows moved: sensitive, fitted and inside their range.
PerfKnobs fitThroughputKnobs(const std::vector<MappedRow>& rows, const Catalog& catalog, const PerfKnobs& prior,
                             const std::vector<const KnobInfo*>& allInfos, const FitOptions& options,
                             const RowKnobs& rowKnobs = asIs, std::vector<KnobAtRangeEnd>* atRangeEnd = nullptr,
                             std::set<std::string>* identified = nullptr);
Result<std::vector<const KnobInfo*>> knobInfosFor(const std::vector<std::string>& keys);
/// ttft_queue_factor alone fitted to the median |log| TTFT error: golden-section search in log space
/// within its physical range. Fewer than options.minSensitiveRows TTFT rows leave it as it is.
void fitTtftFactor(const std::vector<MappedRow>& rows, const Catalog& catalog, PerfKnobs& fitted,
                   const FitOptions& options, const RowKnobs& rowKnobs = asIs,
                   std::vector<KnobAtRangeEnd>* atRangeEnd = nullptr);
CalibrationProfile makeProfile(const std::vector<MappedRow>& rows, const Catalog& catalog,
                               const std::string& hardwareId, const std::string& frameworkId, const PerfKnobs& fitted,
                               const std::vector<const KnobInfo*>& infos, const FitOptions& options,
                               const std::string& sourceLabel, const std::string& sharedFrom);
/// "h200/sglang"
std::string pairKey(const std::string& hardwareId, const std::string& frameworkId);
/// "nvidia-hopper/sglang": the architecture family's level of the hierarchy.
std::string familyKey(const Catalog& catalog, const std::string& hardwareId, const std::string& frameworkId);
/// "nvidia/sglang": the vendor's build of the framework, the level above the family's.
std::string vendorFrameworkKey(const Catalog& catalog, const std::string& hardwareId, const std::string& frameworkId);

/// Keeps `profile` where its knobs did better than `priors` on rows they were not fitted to
/// (`heldOut` and `priorErrors`, row by row); otherwise the priors replace them, uncalibrated, and
/// fittedTo names both errors: "<verdict>: on N rows of <source> <how>, the fitted knobs were off
/// by X% and the priors by Y%". The rule the shipped profiles and a single fit share.
void keepPriorsUnlessFitBeatsThem(CalibrationProfile& profile, const std::vector<MappedRow>& rows,
                                  const Catalog& catalog, const PerfKnobs& priors, const std::vector<double>& heldOut,
                                  const std::vector<double>& priorErrors, const std::string& verdict,
                                  const std::string& sourceLabel, const std::string& how);

} // namespace tf::core::fitsteps
