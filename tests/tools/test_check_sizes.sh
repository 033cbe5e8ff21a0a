#!/usr/bin/env bash
# tools/check-sizes.sh on a small made-up tree: it must pass a tree within the limits and name
# exactly the file over 600 lines and the function over 80 lines (a lambda counted inside it) in
# one that is not, and never a class body, whatever its length.
set -euo pipefail
check="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/tools/check-sizes.sh"
tree="$(mktemp -d)"
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/core" "$tree/ui" "$tree/app"

# Within the limits: an 80-line function and a 200-line class body.
{
    echo 'int fits()'
    echo '{'
    for _ in $(seq 78); do echo '    ++x;'; done
    echo '}'
    echo 'class Long'
    echo '{'
    for _ in $(seq 200); do echo '    int member;'; done
    echo '};'
} >"$tree/core/fits.cpp"
"$check" "$tree" >"$tree/out.txt" || { echo "a tree within the limits was refused:"; cat "$tree/out.txt"; exit 1; }

# Over: an 81-line function (counted from its opening brace to its closing one) whose lambda makes it long, and a 601-line file.
{
    echo 'void tooLong()'
    echo '{'
    echo '    auto f = [] {'
    for _ in $(seq 77); do echo '        ++x;'; done
    echo '    };'
    echo '}'
} >"$tree/ui/long.cpp"
for _ in $(seq 601); do echo '// line'; done >"$tree/app/big.h"
if "$check" "$tree" >"$tree/out.txt"; then
    echo "a tree over the limits passed"
    exit 1
fi
grep -q '^ui/long.cpp:2: function of 81 lines (over 80): void tooLong()$' "$tree/out.txt" || {
    echo "the long function was not named:"; cat "$tree/out.txt"; exit 1; }
grep -q '^app/big.h: 601 lines (over 600)$' "$tree/out.txt" || {
    echo "the long file was not named:"; cat "$tree/out.txt"; exit 1; }
[ "$(wc -l <"$tree/out.txt")" -eq 2 ] || { echo "more than the two offenders named:"; cat "$tree/out.txt"; exit 1; }
echo "check-sizes: passes a tree within the limits, names both offenders in one that is not"
