#pragma once

#include "core/precision.h"
#include "core/sourcemap.h"

#include <array>
#include <map>
#include <string>

namespace tf::core {

/// 2^30 bytes: the gigabyte of listed HBM capacities ("80 GB") and of the drivers' reports.
inline constexpr double kBytesPerBinaryGb = 1073741824.0;

/// A listed HBM capacity ("80 GB", binary gigabytes) in decimal gigabytes (85.9), the unit the
/// model counts bytes in.
inline double listedCapacityInDecimalGb(double listedGb)
{
    return listedGb * kBytesPerBinaryGb / 1e9;
}

/// One accelerator as the model sees it: per-GPU figures, dense (no 2:4 sparsity) tensor-core peaks.
/// Every figure in a catalog entry has a matching key in `sources` naming where it was read.
struct Hardware
{
    std::string id;     ///< stable catalog id, e.g. "h200"
    std::string name;   ///< display name, e.g. "NVIDIA H200 SXM"
    std::string vendor; ///< "NVIDIA", "AMD", ...
    double hbmGb = 0;   ///< marketed HBM capacity per GPU, GB (1e9 bytes)
    /// capacity visible to the framework, in decimal GB: the listed figure (MLPerf system names,
    /// spec sheets) read in binary gigabytes, as the drivers count (80 -> 85.9)
    double usableHbmGb = 0;
    double hbmTbPerS = 0; ///< peak HBM bandwidth, TB/s
    /// Dense tensor-core peak per precision, TFLOPS; 0 = the GPU has no native math at that precision.
    std::array<double, kPrecisionCount> denseTflops{0, 0, 0};
    bool mxfp4 = false;             ///< FP4 format is MXFP4 (AMD) rather than NVFP4 (NVIDIA)
    double tdpW = 0;                ///< board power limit, W
    double idleW = 0;               ///< board power at idle, W
    double allInKwPerGpu = 0;       ///< facility power per GPU incl. host, network and cooling share, kW
    int scaleUpGpus = 8;            ///< GPUs in one NVLink / Infinity Fabric domain
    double scaleUpGbPerS = 0;       ///< per-GPU scale-up bandwidth, one direction, GB/s
    double scaleOutGbPerS = 50;     ///< per-GPU scale-out (RDMA) bandwidth, one direction, GB/s
    double scaleOutLatencyUs = 25;  ///< one scale-out message (RDMA across nodes), us
    double ownedUsdPerGpuHour = 0;  ///< total cost of ownership per GPU-hour, hyperscaler tier
    double rentedUsdPerGpuHour = 0; ///< typical on-demand rental per GPU-hour
    double capexUsdPerGpu = 0;      ///< purchase price per GPU incl. its share of the server, USD
    bool calibrated = false;        ///< a calibration profile fitted to measurements exists for this GPU
    bool userDefined = false;       ///< entered by the user rather than shipped
    /// Hardware-level knob anchors (knob key -> value, e.g. hbm_efficiency): achieved fractions of
    /// this GPU's peaks from public microbenchmarks, shared by every framework that runs on it. Each
    /// has a `knobs.<key>` citation in `sources`.
    std::map<std::string, double> knobs;
    std::string notes;
    SourceMap sources; ///< figure key -> citation

    /// Whether the tensor cores multiply at `p`; how other formats run: core/precisionsupport.h.
    bool supportsNative(Precision p) const { return denseTflops[static_cast<int>(p)] > 0; }
};

} // namespace tf::core
