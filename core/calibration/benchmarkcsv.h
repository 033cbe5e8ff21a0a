#pragma once

#include "core/precision.h"
#include "core/result.h"

#include <optional>

#include <string>
#include <vector>

namespace tf::core {

/// One measured benchmark point, as read from a CSV file. Two layouts are accepted, told apart by
/// the header (column order is free, names are case-insensitive):
///  - the InferenceX layout of resources/data/inferencex_points.csv:
///    source,gpu,model,precision,framework,isl,osl,concurrency,tok_s_gpu,tok_s_user,ttft_ms,notes
///  - the simple layout for a user's own benchmarks:
///    gpu,model,precision,framework,isl,osl,concurrency,tok_s_gpu,tok_s_user,ttft_ms
///    (optional extra columns: tp, ep, serving = aggregated|disaggregated, mtp = draft tokens,
///    prefill_gpus, decode_gpus, notes, source, and scenario = "offline" or "max throughput" for a
///    run that sent every request at once: compared with the frontier's largest throughput)
///  - the layout of resources/data/measured_points.csv (MLPerf and vendor tables), told by its
///    num_gpus and concurrency_or_batch columns:
///    source,gpu,num_gpus,model,precision,framework,isl,osl,concurrency_or_batch,tok_s_total,tok_s_gpu,...
///    Its tok_s_gpu counts output tokens only (MLPerf's and trtllm-bench's metric); it is converted
///    to total tokens with ISL/OSL. Offline and "max throughput" rows set maxThroughput.
/// Values are kept as text where the file is free-form; numbers that are absent or unreadable are
/// -1 so that validation can say why a row was skipped.
struct BenchmarkRow
{
    int line = 0;        ///< 1-based line in the file (header = 1)
    std::string dataset; ///< file name the row was read from (readBenchmarkCsv); lines repeat across files
    std::string source;
    std::string gpu;       ///< as written, e.g. "GB200 NVL72"
    std::string model;     ///< as written, e.g. "DeepSeek-R1-0528"
    std::string precision; ///< as written, e.g. "fp4 (MXFP4 weights)"
    std::string framework; ///< as written, e.g. "dynamo-trt (MTP)"
    int inputTokens = -1;  ///< ISL
    int outputTokens = -1; ///< OSL
    double concurrency = -1;
    double tokSPerGpuTotal = -1;     ///< measured total (input + output) tok/s/GPU
    double tokSPerUser = -1;         ///< measured interactivity; from 1000/TPOT in notes when blank
    bool tokSPerUserDerived = false; ///< true when read from a TPOT in the notes
    double ttftMs = -1;
    int tensorParallel = -1;        ///< from the tp column or "TP=n" in notes; -1 = unknown
    int expertParallel = -1;        ///< from the ep column or "EP=n" in notes; -1 = unknown
    int prefillGpus = -1;           ///< disaggregated deployment: GPUs in the prefill pool ("prefill=4 GPU")
    int prefillTensorParallel = -1; ///< TP of one prefill instance ("prefill=4 GPU TP=4")
    int decodeGpus = -1;            ///< disaggregated deployment: GPUs in the decode pool ("decode=32 GPU")
    int disaggregated = -1;         ///< 1 = disaggregated prefill/decode, 0 = aggregated, -1 = unknown
    int speculativeTokens = -1;     ///< draft tokens (MTP/EAGLE); -1 = unknown
    bool interpolated = false;      ///< an interpolated dashboard value, not a raw measurement
    /// Why the row cannot be read, empty when it can: its fields do not line up with the header's,
    /// or a measured field is written but negative, not finite or no number ("tok_s_gpu 'nan' is
    /// not a measurement ..."). Such a row is never compared or fitted.
    std::string unreadable;
    bool maxThroughput = false; ///< offline / max-throughput measurement: compared with the frontier's maximum
    std::string scenario; ///< concurrency_or_batch (measured layout) or scenario column text ("MLPerf Offline", ...)
    std::string notes;
};

/// Splits one line of CSV (RFC 4180 quoting, "" escapes a quote); parseBenchmarkCsv reads whole
/// records, including quoted newlines, with core::parseCsvRecords.
std::vector<std::string> splitCsvLine(const std::string& line);

/// Parses CSV text in either layout (core::parseCsvRecords: a UTF-8 BOM is skipped, quoted fields
/// may hold newlines; at most 50,000 rows). An error names the line for a missing or repeated
/// column, an unreadable header or a malformed record; individual bad values (blank, negative,
/// non-finite, subnormal, not a whole number where one is needed, out of range) only leave
/// fields at -1. Numbers are read the C way whatever the locale; no regular expressions.
Result<std::vector<BenchmarkRow>> parseBenchmarkCsv(const std::string& text);

/// Reads a CSV file (UTF-8, a regular file of at most 8 MB; devices and FIFOs are refused) and
/// parses it; an unreadable file is an error naming it. Each row's dataset is the file's name
/// without its directories, so rows of several files stay told apart.
Result<std::vector<BenchmarkRow>> readBenchmarkCsv(const std::string& path);

/// The precision a row ran at ("fp8", "FP4 (NVFP4)"; an FP16 engine moves and multiplies 16-bit
/// values as a BF16 one does, so it is BF16 here); nullopt when the row names none the model knows.
std::optional<Precision> rowPrecision(const BenchmarkRow& row);

/// A benchmark file's name without its directories: what rows and fitted profiles name it by.
std::string benchmarkFileName(const std::string& path);

/// The public measurements shipped inside Token Factory (resources/data): InferenceX's points and
/// the MLPerf / vendor table, in that order, so an installed app shows them without a file.
struct ShippedBenchmarks
{
    std::vector<BenchmarkRow> rows;
    int inferenceXRows = 0;
    int measuredRows = 0; ///< MLPerf and vendor/framework tables
};
const ShippedBenchmarks& shippedBenchmarks();

} // namespace tf::core
