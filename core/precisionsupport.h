#pragma once

#include "core/hardware.h"
#include "core/llmmodel.h"
#include "core/precision.h"

namespace tf::core {

/// How weights stored at one precision run on one GPU for one model. This is the one rule behind
/// the performance model's GEMM rate, the FLOPS-per-$ figure, the status bar and the precision
/// buttons, so they cannot disagree.
struct PrecisionSupport
{
    Precision weights = Precision::BF16; ///< the precision the weights are stored at (what the user set)
    Precision math = Precision::BF16;    ///< the precision the tensor cores multiply at
    bool weightOnly() const { return math != weights; }
};

/// Weights at `weights` on `hw` serving `model`:
/// - natively supported formats run at their own precision;
/// - FP4 weights on a GPU without FP4 math are dequantised in the kernel and multiplied in BF16
///   (W4A16: the Marlin and Triton MXFP4 kernels of vLLM and SGLang on Hopper, CDNA3 and Ampere);
/// - FP8 weights on a GPU without FP8 math run as W8A16 (FP8 Marlin), BF16 math;
/// - a checkpoint released in MXFP4 (gpt-oss) keeps 8-bit activations on FP4 hardware (W4A8 MXFP4
///   x MXFP8 kernels): FP8 math; a W4A4 checkpoint quantised from a wider model (NVFP4) uses FP4.
/// Every GPU in the catalog has BF16 math, so every precision is available, possibly weight-only.
PrecisionSupport precisionSupport(const Hardware& hw, const LlmModel& model, Precision weights);

} // namespace tf::core
