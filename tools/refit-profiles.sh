#!/bin/sh
# Refits the shipped calibration profiles (resources/catalog/profiles.json) from the public
# measurements in resources/data/inferencex_points.csv (MoE models), prints the leave-one-model-out
# and leave-one-GPU-out holdout, then validates the result on the fitted file and on the
# never-fitted checks, dense_points.csv (dense models under load), small_batch_points.csv (dense
# decode at batch 1-128), heldout_moe_points.csv (MoE models on GPUs and precisions the fit never
# saw for them), measured_points.csv (MLPerf and vendor tables), tp_scaling_points.csv (one
# dense model at TP 1-8), nim_points.csv (serving under a closed loop of 1-250 clients) and
# nim_llama3_points.csv (an earlier NIM release, Llama 3 on H100 at TP 1-8).
# Fitting the dense rows too (`fit A.csv B.csv`) moves prefill_efficiency, which dense and MoE rows
# share, and worsens the MoE holdout: docs/calibration.md (takes 1-2 minutes).
# Usage: tools/refit-profiles.sh [BUILD_DIR]   (default: build)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$here/build"}
cli="$build/app/cli/tokenfactory-cli"
moe="$here/resources/data/inferencex_points.csv"
dense="$here/resources/data/dense_points.csv"
out="$here/resources/catalog/profiles.json"

ninja -C "$build" tokenfactory-cli
# Fits start from the pair priors (framework priors with the GPU's hardware anchors), so the result
# does not depend on the profiles being replaced.
"$cli" fit "$moe" --all --output "$out"
# The profiles are compiled into the library: rebuild before validating with them.
ninja -C "$build" tokenfactory-cli
"$cli" validate "$moe" | tail -n 40
# Never fitted: dense models under load.
"$cli" validate "$dense" | tail -n 20
# Never fitted: dense decode at batch 1-128 (the frameworks' fixed and per-sequence costs).
"$cli" validate "$here/resources/data/small_batch_points.csv" | tail -n 8
# Never fitted: MoE rows on GPUs and precisions the fit has none of for their model.
"$cli" validate "$here/resources/data/heldout_moe_points.csv" | tail -n 8
# Never fitted: MLPerf offline and vendor max-throughput tables.
"$cli" validate "$here/resources/data/measured_points.csv" | tail -n 4
# Never fitted: one dense model at TP 1, 2, 4 and 8 (tensor-parallel scaling).
"$cli" validate "$here/resources/data/tp_scaling_points.csv" | tail -n 4
# Never fitted: serving under a closed loop of 1 to 250 clients (TTFT at the saturation).
"$cli" validate "$here/resources/data/nim_points.csv" | tail -n 4
# Never fitted: an earlier NIM release (how far a release the profiles do not describe lies).
"$cli" validate "$here/resources/data/nim_llama3_points.csv" | tail -n 4
