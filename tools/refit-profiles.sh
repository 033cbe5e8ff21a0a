#!/bin/sh
# Refits the shipped calibration profiles (resources/catalog/profiles.json) from the public
# measurements in resources/data/inferencex_points.csv (MoE models) and
# resources/data/dense_points.csv (dense models: the only rows that identify the frameworks' fixed
# costs), prints the leave-one-model-out and leave-one-GPU-out holdout over all rows and per file,
# then validates the result on the fitted files and on the never-fitted measured_points.csv
# (takes a few minutes).
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
"$cli" fit "$moe" "$dense" --all --output "$out"
# The profiles are compiled into the library: rebuild before validating with them.
ninja -C "$build" tokenfactory-cli
"$cli" validate "$moe" | tail -n 40
"$cli" validate "$dense" | tail -n 20
# Never fitted: MLPerf offline and vendor max-throughput tables.
"$cli" validate "$here/resources/data/measured_points.csv" | tail -n 4
