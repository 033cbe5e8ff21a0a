#include "core/economics.h"

#include <algorithm>
#include <cmath>

namespace tf::core {

double cappedAllInKwPerGpu(const ScenarioInputs& inputs, double powerCapSavingW)
{
    constexpr double kMinAllInKw = 0.05; // the input's own lower bound
    if (!(powerCapSavingW > 0))
        return inputs.allInKwPerGpu;
    return std::max(kMinAllInKw, inputs.allInKwPerGpu - powerCapSavingW / 1000.0);
}

double facilityKwPerGpu(const ScenarioInputs& inputs, double powerCapSavingW)
{
    return cappedAllInKwPerGpu(inputs, powerCapSavingW) * inputs.pue;
}

GpuHourCost gpuHourCost(const ScenarioInputs& inputs, double powerCapSavingW)
{
    GpuHourCost c;
    const double utilisation = std::clamp(inputs.utilisationPercent / 100.0, 0.01, 1.0);
    if (inputs.pricing == PricingMode::Rented) {
        c.rentalUsd = inputs.pricePerGpuHourUsd / utilisation;
    } else {
        // Annuity: the level yearly payment that repays capex over the life at the cost of capital.
        const double rate = inputs.costOfCapitalPercent / 100.0;
        const double life = inputs.usefulLifeYears;
        // The residual value comes back at the end of the life, so only capex less its present
        // value is repaid.
        const double residual = inputs.capexPerGpuUsd * inputs.residualValuePercent / 100.0;
        const double repaid = inputs.capexPerGpuUsd - residual * std::pow(1.0 + rate, -life);
        const double yearly = rate > 0 ? repaid * rate / (1.0 - std::pow(1.0 + rate, -life)) : repaid / life;
        c.capexUsd = yearly / kHoursPerYear / utilisation;
        // Power is drawn (and paid) only while the GPU works; idle draw is folded into all-in kW.
        c.powerUsd = facilityKwPerGpu(inputs, powerCapSavingW) * inputs.electricityUsdPerKwh;
        c.facilityUsd =
            inputs.facilityUsdPerKwMonth * cappedAllInKwPerGpu(inputs, powerCapSavingW) / kHoursPerMonth / utilisation;
        c.otherUsd = inputs.otherUsdPerGpuHour / utilisation;
    }
    c.totalUsd = c.rentalUsd + c.capexUsd + c.powerUsd + c.facilityUsd + c.otherUsd;
    return c;
}

TokenEconomics tokenEconomics(double usdPerGpuHour, double tokSPerGpu, double kwPerGpu)
{
    TokenEconomics e;
    if (!(tokSPerGpu > 0) || !std::isfinite(tokSPerGpu))
        return e;
    e.costPerMillionTokensUsd = usdPerMtok(usdPerGpuHour, tokSPerGpu);
    if (kwPerGpu > 0) {
        e.tokSPerMegawatt = tokSPerGpu * 1000.0 / kwPerGpu;
        e.tokensPerJoule = tokSPerGpu / (kwPerGpu * 1000.0);
    }
    return e;
}

double petaflopsPerDollarHour(const Hardware& hw, Precision mathPrecision, double usdPerGpuHour)
{
    if (!(usdPerGpuHour > 0) || !std::isfinite(usdPerGpuHour))
        return 0;
    return hw.denseTflops[static_cast<int>(mathPrecision)] / 1000.0 / usdPerGpuHour;
}

} // namespace tf::core
