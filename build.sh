#!/usr/bin/env bash
# Token Factory build helper. Installs what is missing (Debian 12), builds, then runs.
#   ./build.sh run    build and start the app on its default scenario
#   ./build.sh test   build and run the test suite
#   ./build.sh bench  build and print the model and UI benchmarks
#   ./build.sh deps   only install the Debian packages
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
build="${TF_BUILD_DIR:-$here/build}"
jobs="${TF_JOBS:-2}"

packages=(build-essential cmake ninja-build pkg-config
          qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools
          qt6-l10n-tools libqt6svg6-dev libqt6sql6-sqlite libqt6opengl6-dev libgl1-mesa-dev libxkbcommon-dev
          qt6-qpa-plugins qt6-translations-l10n fonts-noto-cjk poppler-utils xauth xvfb sqlite3 file dpkg-dev desktop-file-utils
          appstream libglib2.0-bin shared-mime-info libxml2-utils locales
          libxlsxwriter-dev zlib1g-dev python3 python3-openpyxl)

deps() {
    local missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

configure_and_build() {
    # TF_WERROR=ON (set by CI) turns warnings into errors; users on newer compilers build either way.
    cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
        -DTF_WERROR="${TF_WERROR:-OFF}" "$@"
    cmake --build "$build" -j "$jobs"
}

case "${1:-run}" in
deps) deps ;;
run)
    deps
    configure_and_build
    exec "$build/app/gui/tokenfactory" "${@:2}"
    ;;
test)
    deps
    configure_and_build
    QT_QPA_PLATFORM=offscreen ctest --test-dir "$build" --output-on-failure -j "$jobs"
    ;;
bench)
    deps
    configure_and_build
    "$build/app/cli/tokenfactory-cli" bench
    QT_QPA_PLATFORM=offscreen "$build/app/gui/tokenfactory" --benchmark-ui
    ;;
*)
    echo "usage: $0 {run|test|bench|deps}" >&2
    exit 2
    ;;
esac
