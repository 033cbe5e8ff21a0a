#pragma once

#include "core/catalog/catalog.h"
#include "core/result.h"
#include "core/scenario.h"

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace tf::core {

/// An uncertain input: a triangular distribution over [low, high] with its mode at `likely`.
struct UncertainInput
{
    std::string key; ///< numericInputFields() key
    double low = 0;
    double likely = 0;
    double high = 0;
};

/// The random seed every run uses unless told otherwise, so that the same inputs give the same answer.
inline constexpr std::uint64_t kDefaultMonteCarloSeed = 20250801;

struct MonteCarloOptions
{
    int samples = 10000;                         ///< clamped to 1 .. 10,000,000
    std::uint64_t seed = kDefaultMonteCarloSeed; ///< std::mt19937_64 seed
    bool keepSamples = true;                     ///< return the per-sample values (histograms)
};

/// Percentiles of one output over the feasible samples (nearest-rank).
struct Percentiles
{
    double p10 = 0;
    double p50 = 0;
    double p90 = 0;
    double mean = 0;
    double min = 0;
    double max = 0;
};

struct MonteCarloResult
{
    int samples = 0;
    int infeasible = 0; ///< samples whose batch did not fit in memory (left out of the figures)
    double elapsedMs = 0;
    std::uint64_t seed = 0;
    Percentiles costPerMtokOutputUsd;
    Percentiles costPerMtokTotalUsd;
    Percentiles tokSPerUser;
    Percentiles tokSPerGpuTotal;
    Percentiles tokSPerGpuOutput;
    std::vector<double> costSamples; ///< $/Mtok output per feasible sample, in draw order
    std::vector<double> tokSPerUserSamples;
    std::vector<double> tokSPerGpuTotalSamples;
    bool cancelled = false;
};

/// Inverse CDF of the triangular distribution at u in [0, 1]. Degenerate ranges return `likely`.
double triangularQuantile(double u, double low, double likely, double high);

/// A starting set of uncertain inputs around the scenario: price +-20%, power +-10%,
/// utilisation 70%..scenario, efficiency 0.8..1.1 (and capex/electricity when owned).
std::vector<UncertainInput> defaultUncertainInputs(const ScenarioInputs& inputs);

/// Samples the uncertain inputs (each clamped to its field range) and evaluates the scenario per
/// sample. Economics-only inputs reuse the prepared model; inputs that change the model (ISL,
/// OSL, efficiency, ...) re-prepare it per sample on the catalog entries resolved once per run
/// (a sample touches no catalog strings; it is validated again only when a sampled integer field
/// such as TP or EP changes). Reproducible: the same inputs, options and seed
/// give the same figures. `cancel`, when set by another thread, stops early with cancelled =
/// true. Errors: invalid scenario, unknown key, low > likely or likely > high, nothing feasible.
Result<MonteCarloResult> runMonteCarlo(const ScenarioInputs& inputs, const Catalog& catalog,
                                       const std::vector<UncertainInput>& uncertain,
                                       const MonteCarloOptions& options = {},
                                       const std::atomic<bool>* cancel = nullptr);

/// Nearest-rank percentiles of `values`, in linear time. Empty input gives zeros.
Percentiles percentilesOf(const std::vector<double>& values);

} // namespace tf::core
