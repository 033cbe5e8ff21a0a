#!/usr/bin/env bash
# Renders the committed PNG app icons from resources/icons/tokenfactory.svg.
# Run after editing the SVG; needs rsvg-convert (Debian package librsvg2-bin).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
svg="$repo/resources/icons/tokenfactory.svg"
out="$repo/resources/icons/png"
mkdir -p "$out"
for size in 16 32 48 64 128 256; do
    rsvg-convert --width "$size" --height "$size" "$svg" --output "$out/tokenfactory-$size.png"
done
echo "rendered $(ls "$out" | wc -l) icons into $out"
