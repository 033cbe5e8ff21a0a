#include "core/precision.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace tf::core {

std::string_view precisionId(Precision p)
{
    switch (p) {
    case Precision::BF16:
        return "bf16";
    case Precision::FP8:
        return "fp8";
    case Precision::FP4:
        return "fp4";
    }
    return "bf16";
}

std::string_view precisionLabel(Precision p)
{
    switch (p) {
    case Precision::BF16:
        return "BF16";
    case Precision::FP8:
        return "FP8";
    case Precision::FP4:
        return "FP4";
    }
    return "BF16";
}

std::optional<Precision> parsePrecision(std::string_view text)
{
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower == "bf16")
        return Precision::BF16;
    if (lower == "fp8")
        return Precision::FP8;
    if (lower == "fp4" || lower == "nvfp4" || lower == "mxfp4")
        return Precision::FP4;
    return std::nullopt;
}

double bytesPerWeight(Precision p, bool mxfp4)
{
    switch (p) {
    case Precision::BF16:
        return 2.0;
    case Precision::FP8:
        return 1.0 + 4.0 / (128.0 * 128.0); // one FP32 scale per 128x128 weight block
    case Precision::FP4:
        return mxfp4 ? 4.25 / 8.0 : 4.5 / 8.0;
    }
    return 2.0;
}

} // namespace tf::core
