#include "core/precisionsupport.h"

namespace tf::core {

PrecisionSupport precisionSupport(const Hardware& hw, const LlmModel& model, Precision weights)
{
    PrecisionSupport support;
    support.weights = weights;
    if (weights == Precision::FP4 && hw.supportsNative(Precision::FP4)) {
        const bool mxfp4Checkpoint = model.nativePrecision == Precision::FP4;
        support.math = mxfp4Checkpoint && hw.supportsNative(Precision::FP8) ? Precision::FP8 : Precision::FP4;
    } else if (hw.supportsNative(weights)) {
        support.math = weights;
    } else {
        support.math = Precision::BF16;
    }
    return support;
}

} // namespace tf::core
