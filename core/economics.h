#pragma once

#include "core/hardware.h"
#include "core/scenario.h"

namespace tf::core {

inline constexpr double kHoursPerYear = 8760.0;
inline constexpr double kHoursPerMonth = kHoursPerYear / 12.0; ///< 730
inline constexpr double kSecondsPerHour = 3600.0;
inline constexpr double kTokensPerMtok = 1e6;

/// $ per million tokens of a cost (or revenue) per hour at `tokS` tokens per second:
/// usdPerHour / (tokS x 3600) x 10^6; 0 when nothing is produced.
inline double usdPerMtok(double usdPerHour, double tokS)
{
    return tokS > 0 ? usdPerHour / (tokS * kSecondsPerHour) * kTokensPerMtok : 0.0;
}

/// Cost of one productive GPU-hour, by component, in $/GPU-hour. Rented: the price covers
/// everything (power included). Owned: capex (annuity over the useful life) + power + facility +
/// other. Both are divided by utilisation: idle hours are paid for too.
struct GpuHourCost
{
    double rentalUsd = 0;
    double capexUsd = 0;
    double powerUsd = 0;
    double facilityUsd = 0;
    double otherUsd = 0;
    double totalUsd = 0;
};

/// The cost-per-token article's headline metrics for a throughput (tok/s/GPU) and a cost per GPU-hour.
struct TokenEconomics
{
    double costPerMillionTokensUsd = 0; ///< $/GPU-h / (tok/s/GPU x 3600) x 1e6
    double tokSPerMegawatt = 0;         ///< tok/s/GPU x 1000 / all-in kW per GPU
    double tokensPerJoule = 0;          ///< tok/s/GPU / all-in W per GPU
};

/// The all-in kW per GPU a board power cap leaves. The catalog's all-in figure is sized for the
/// board at TDP, so the board power the cap removes (`powerCapSavingW`, W, from the performance
/// model's PreparedConfig or OperatingPoint; 0 = no cap) comes off it while the host, network and
/// cooling shares stay. Never below 0.05 kW, the input's own lower bound.
double cappedAllInKwPerGpu(const ScenarioInputs& inputs, double powerCapSavingW);

/// $/GPU-hour build-up for the scenario's pricing mode, with the power and facility shares of an
/// owned GPU at the capped all-in power (cappedAllInKwPerGpu). Inputs must be validated.
GpuHourCost gpuHourCost(const ScenarioInputs& inputs, double powerCapSavingW);

/// Facility power per GPU in kW: the capped all-in figure (cappedAllInKwPerGpu) times PUE. Every
/// tok/s/MW, tok/J and power cost goes through here, so a power cap counts everywhere at once.
double facilityKwPerGpu(const ScenarioInputs& inputs, double powerCapSavingW);

/// The cost-per-token article's formulas. Throughput <= 0 gives zeros (a point that produces nothing has no cost
/// per token, and the caller must show it as such).
TokenEconomics tokenEconomics(double usdPerGpuHour, double tokSPerGpu, double kwPerGpu);

/// Peak dense PFLOPS at `mathPrecision` (core/precisionsupport.h: the precision the math really runs
/// at, not the weights') per $/GPU-hour: the "FLOPS per dollar" of the cost-per-token article, whose
/// H200 figure counts sparse FP8 peak (2x dense). 0 for a price that is not positive and finite.
double petaflopsPerDollarHour(const Hardware& hw, Precision mathPrecision, double usdPerGpuHour);

} // namespace tf::core
