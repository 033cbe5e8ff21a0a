#pragma once

#include "core/catalog/catalog.h"
#include "core/result.h"
#include "core/scenario.h"

namespace tf::core {

/// Load and objectives for sizing separate prefill and decode pools.
struct DisaggRequest
{
    double requestsPerSecond = 0;   ///< total request rate across the service
    double targetUtilisation = 0.7; ///< planned busy share of each pool, (0, 1]
    double sloTokSPerUser = 0;      ///< interactivity objective (0 = the scenario's objective, else its batch)
};

/// Both answers side by side: the token-economics article's rule of thumb and the rate-matched pools.
/// The token-economics article's planning rule for high-throughput racks ("预填充:解码GPU = 1:3"):
/// one prefill GPU per three decode GPUs, whatever the workload. Shown beside the ratio the
/// workload's own prefill and decode times give, which is what sizes the pools.
inline constexpr double kArticleHighThroughputPrefillToDecode = 1.0 / 3.0;

struct DisaggPlan
{
    // Rule of thumb: GPUs = ceil(rate x mean phase time / target utilisation), with the phase
    // time taken as GPU-seconds per request (time on the instance x its GPUs / requests sharing
    // it), so batching counts. It ignores instance granularity and the pools' derating.
    double meanPrefillGpuSeconds = 0; ///< prefill time per request (batched prompts) x prefill GPUs
    double meanDecodeGpuSeconds = 0;  ///< OSL x TPOT x decode GPUs / decode batch
    double meanDecodeSeconds = 0;     ///< wall time a request spends decoding: OSL x TPOT
    int ruleOfThumbPrefillGpus = 0;
    int ruleOfThumbDecodeGpus = 0;
    // Rate-matched: instances sized on requests/s each pool sustains at the decode batch.
    int decodeBatch = 0;
    double tokSPerUser = 0;
    double ttftMs = 0; ///< includes the KV transfer between pools
    int prefillGpusPerInstance = 1;
    int decodeGpusPerInstance = 1;
    double prefillRequestsPerSecondPerInstance = 0; ///< derated by the profile
    double decodeRequestsPerSecondPerInstance = 0;  ///< derated by the profile
    int prefillInstances = 0;
    int decodeInstances = 0;
    int prefillGpus = 0;
    int decodeGpus = 0;
    double prefillToDecodeRatio = 0; ///< prefill GPUs / decode GPUs
};

/// Plans the pools for the scenario run disaggregated. Errors: invalid scenario, rate <= 0,
/// utilisation outside (0, 1], an interactivity objective no batch reaches, nothing fits.
Result<DisaggPlan> planDisaggregated(const ScenarioInputs& inputs, const Catalog& catalog,
                                     const DisaggRequest& request);

} // namespace tf::core
