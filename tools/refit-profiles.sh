#!/bin/sh
# Refits the shipped calibration profiles (resources/catalog/profiles.json) from the public
# measurements in resources/data/inferencex_points.csv, prints the leave-one-model-out and
# leave-one-GPU-out holdout, then validates the result on both data sets (takes 1-2 minutes).
# Usage: tools/refit-profiles.sh [BUILD_DIR]   (default: build)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$here/build"}
cli="$build/app/cli/tokenfactory-cli"
data="$here/resources/data/inferencex_points.csv"
out="$here/resources/catalog/profiles.json"

ninja -C "$build" tokenfactory-cli
# Fits start from the pair priors (framework priors with the GPU's hardware anchors), so the result
# does not depend on the profiles being replaced.
"$cli" fit "$data" --all --output "$out"
# The profiles are compiled into the library: rebuild before validating with them.
ninja -C "$build" tokenfactory-cli
"$cli" validate "$data" | tail -n 40
# Second, unfitted validation set: MLPerf offline and vendor max-throughput tables.
"$cli" validate "$here/resources/data/measured_points.csv" | tail -n 4
