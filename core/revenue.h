#pragma once

namespace tf::core {

struct ScenarioInputs;
struct PointMetrics;
struct GpuHourCost;

/// What a provider charges per million tokens, by kind, and the share of input tokens billed at
/// the cached price (a prefix-cache hit).
struct TokenPrices
{
    double inputUsdPerMtok = 0;       ///< input tokens missing the cache
    double cachedInputUsdPerMtok = 0; ///< input tokens served from the prefix cache
    double outputUsdPerMtok = 0;
    double cachedInputPercent = 0;

    /// $/Mtok of an average input token: (1 - h) x input + h x cached.
    double blendedInputUsdPerMtok() const;
};
TokenPrices tokenPrices(const ScenarioInputs& inputs);

/// The revenue side of one operating point. Revenue and cost are per productive GPU-hour (the
/// basis of cost per Mtok); the margin per GPU-hour counts every paid hour, idle ones included.
struct TokenRevenue
{
    double revenueUsdPerGpuHour = 0;      ///< per productive GPU-hour
    double costUsdPerGpuHour = 0;         ///< per productive GPU-hour (GpuHourCost::totalUsd)
    double marginUsdPerGpuHour = 0;       ///< (revenue - cost) x utilisation: per paid GPU-hour
    double revenueUsdPerMtokTotal = 0;    ///< blended over input and output tokens
    double marginUsdPerMtokTotal = 0;     ///< blended revenue - cost per Mtok (input + output)
    double marginUsdPerMtokOutput = 0;    ///< revenue per output Mtok - cost per output Mtok
    double marginPercent = 0;             ///< margin / revenue x 100; 0 without revenue (see hasRevenue)
    double breakEvenOutputUsdPerMtok = 0; ///< the output price at which the margin is zero (>= 0)
    bool inputAloneCoversCost = false;    ///< the input tokens' revenue already pays for the GPU-hour

    /// Whether the tokens earn anything: without revenue a margin has no percentage ("-$1.41 (0.0%)"
    /// read as breaking even).
    bool hasRevenue() const { return revenueUsdPerGpuHour > 0; }
};

/// Revenue, margin and break-even output price of `point` at `inputs`' token prices, from the
/// point's input and output tok/s per GPU and the GPU-hour cost `cost`:
///   revenue/h = 3600 x (input tok/s x blended input price + output tok/s x output price) / 10^6
///   break-even output price = (cost/h x 10^6 / 3600 - input tok/s x blended input price) / output tok/s
/// A point that produces nothing has zero revenue, zero margin and no break-even price (0).
TokenRevenue tokenRevenue(const ScenarioInputs& inputs, const PointMetrics& point, const GpuHourCost& cost);

/// Cost per million input tokens, the InferenceX convention for one token kind: the whole GPU-hour
/// over the input tokens alone, $/GPU-h / (input tok/s/GPU x 3600) x 10^6. 0 when none are read.
double costPerMtokInputUsd(const PointMetrics& point, const GpuHourCost& cost);

} // namespace tf::core
