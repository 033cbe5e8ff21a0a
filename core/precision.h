#pragma once

#include <optional>
#include <string_view>

namespace tf::core {

/// Numeric format of a checkpoint's quantized weights and of the tensor-core math that runs them.
enum class Precision { BF16 = 0, FP8 = 1, FP4 = 2 };
inline constexpr int kPrecisionCount = 3;

/// "bf16", "fp8", "fp4".
std::string_view precisionId(Precision p);
/// "BF16", "FP8", "FP4".
std::string_view precisionLabel(Precision p);
/// Parses "bf16"/"fp8"/"fp4" (case-insensitive); nullopt on anything else.
std::optional<Precision> parsePrecision(std::string_view text);

/// Storage bytes per weight. FP8 carries block scales (~1/128 extra, DeepSeek block-FP8 layout);
/// NVFP4 stores an FP8 scale per 16 values (4.5 bits), MXFP4 an 8-bit scale per 32 (4.25 bits).
double bytesPerWeight(Precision p, bool mxfp4);

} // namespace tf::core
