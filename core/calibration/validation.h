#pragma once

#include "core/calibration/benchmarkcsv.h"
#include "core/catalog/catalog.h"
#include "core/scenario.h"
#include "core/sweep.h"

#include <QJsonObject>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tf::core {

/// One benchmark row mapped onto the model's inputs. Rows that cannot be mapped carry the reason.
struct MappedRow
{
    BenchmarkRow row;
    ScenarioInputs inputs;
    bool fixedParallelism = false; ///< the row states its TP/EP: sweep only that (else the frontier over TP x EP)
    bool fixedDeployment = false;  ///< disaggregated with stated pools: evaluated at the row's concurrency
    std::string skipReason;        ///< empty = comparable
};

/// The catalog framework a benchmark row's framework text names: its id or an alias ("trt",
/// "dynamo-trt"), else the text before " (" or its first word ("trtllm (NIM 1.8)"); null = none.
const Framework* frameworkForRow(const std::string& text, const Catalog& catalog);

/// Maps a row to scenario inputs: GPU name to hardware id ("GB200 NVL72" -> gb200-nvl72), model and
/// framework through the catalog's ids and aliases (a framework's version or "(MTP)" suffix is
/// dropped; MTP sets 3 draft tokens), precision from the first word, disaggregated serving when the
/// notes say so. Rows without ISL/OSL, tok/s/GPU or interactivity, interpolated dashboard values and
/// unknown ids get a skip reason.
MappedRow mapBenchmarkRow(const BenchmarkRow& row, const Catalog& catalog);

/// The model's frontier, reduced to what validation needs: (tok/s/user, tok/s/GPU total, TTFT ms)
/// by increasing tok/s/user.
struct FrontierCurve
{
    std::vector<double> tokSPerUser;
    std::vector<double> tokSPerGpuTotal;
    std::vector<double> ttftMs;
    std::vector<double> gpus;     ///< GPUs per serving instance at each point
    std::vector<double> maxBatch; ///< largest batch that fits the instance at each point
};

/// The frontier of `inputs` evaluated with `knobs` (the same grid and parallelism options as
/// sweepScenario). `batchLimit` > 0 caps the batch of an instance (a closed-loop run with that many
/// clients never has more sequences in flight). Empty when nothing fits.
FrontierCurve frontierWithKnobs(const MappedRow& mapped, const Catalog& catalog, const PerfKnobs& knobs,
                                int maxBatchPoints = 40, int batchLimit = 0);
/// The frontier as sweepScenario computes it with the catalog's profile.
FrontierCurve frontierFromCatalog(const MappedRow& mapped, const Catalog& catalog, int maxBatchPoints = 40);

/// The frontier read at `tokSPerUser`: log-log interpolation between frontier points; below the
/// slowest point the frontier's largest throughput; above the fastest point the model cannot reach
/// the target, and throughput falls as (fastest / target)^2 (flagged by `beyondFrontier`).
struct FrontierReading
{
    double tokSPerGpuTotal = 0;
    double ttftMs = 0;
    double gpus = 1;     ///< GPUs per serving instance at the reading
    double maxBatch = 0; ///< largest batch of that instance (its saturation concurrency)
    bool beyondFrontier = false;
};
std::optional<FrontierReading> readFrontier(const FrontierCurve& curve, double tokSPerUser);

/// The model's prediction for one mapped row with `knobs`. Rows with a stated disaggregated
/// deployment (prefill and decode pool sizes, decode EP, concurrency) are evaluated as deployed:
/// the concurrency spread over the decode instances, output rate = concurrency / TPOT capped by the
/// prefill pool, divided by all GPUs of both pools. Other rows read the frontier at the measured
/// interactivity. Either way, a row that states its concurrency gets the closed-loop TTFT
/// (closedLoopTtftSeconds): clients beyond what the predicted rate serves wait for prefill. Empty
/// when nothing fits.
std::optional<FrontierReading> predictRow(const MappedRow& mapped, const Catalog& catalog, const PerfKnobs& knobs);

/// Whether the load behind a row's TTFT is known: an aggregated run that states its concurrency (all
/// its clients on the instance), or a stated disaggregated deployment. A disaggregated frontier row
/// states a system-wide concurrency over pools of unknown size, so its queueing cannot be modelled.
bool ttftLoadKnown(const MappedRow& mapped);

/// Validation of one row.
struct RowValidation
{
    MappedRow mapped;
    bool compared = false;
    double predictedTokSPerGpu = 0;
    double throughputError = 0; ///< predicted / measured - 1
    bool beyondFrontier = false;
    double predictedTtftMs = 0;
    double ttftError = 0; ///< predicted / measured - 1 (only when the row has a TTFT)
    bool ttftCompared = false;
    std::string profileKey;
    bool calibrated = false;
};

/// Median |error| and count for a group of rows.
struct ErrorSummary
{
    int points = 0;
    double medianAbsError = 0;
    double medianSignedError = 0; ///< median of predicted/measured - 1 (bias)
};

struct ValidationReport
{
    std::vector<RowValidation> rows;
    int pointsCompared = 0;
    int pointsSkipped = 0;
    ErrorSummary throughput;
    ErrorSummary ttft;
    std::map<std::string, ErrorSummary> byGpu;     ///< by hardware id
    std::map<std::string, ErrorSummary> byModel;   ///< by model id
    std::map<std::string, ErrorSummary> byProfile; ///< by hardware/framework
};

/// Median of |x| and of x; zero points gives zeros.
ErrorSummary summariseErrors(const std::vector<double>& errors);

/// Evaluates every row against the catalog (its shipped and loaded profiles).
ValidationReport validateBenchmarks(const std::vector<BenchmarkRow>& rows, const Catalog& catalog);

/// JSON for the CLI: per-row predicted vs measured, the summaries and every skip reason.
QJsonObject validationToJson(const ValidationReport& report);

} // namespace tf::core
