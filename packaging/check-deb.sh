#!/usr/bin/env bash
# Builds the Debian package from a configured build directory and checks what is inside it.
#   packaging/check-deb.sh BUILD_DIR
# Exits non-zero when the package cannot be built or anything it must hold is missing or invalid.
# Validators that are not installed (appstreamcli, xmllint) are reported as skipped.
set -euo pipefail
build="$(cd "${1:?usage: check-deb.sh BUILD_DIR}" && pwd)"
app_id="io.tokenfactory.TokenFactory"
mime_type="application/x-tokenfactory-workbook"

cmake --build "$build" --target tokenfactory tokenfactory-cli

rm -f "$build"/tokenfactory_*.deb
(cd "$build" && cpack -G DEB)
debs=("$build"/tokenfactory_*.deb)
if [ ! -f "${debs[0]}" ]; then
    echo "FAIL: cpack produced no tokenfactory_*.deb in $build" >&2
    exit 1
fi
deb="${debs[0]}"
echo "== $deb"
dpkg-deb --info "$deb"
echo "== contents"
dpkg-deb --contents "$deb"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
dpkg-deb --extract "$deb" "$work/root"
root="$work/root"

failures=0
checked=0
pass() { checked=$((checked + 1)); echo "ok   $*"; }
fail() { checked=$((checked + 1)); failures=$((failures + 1)); echo "FAIL $*"; }
skip() { echo "skip $*"; }

# Files the package must hold.
required=(
    usr/bin/tokenfactory
    usr/bin/tokenfactory-cli
    "usr/share/applications/$app_id.desktop"
    usr/share/mime/packages/tokenfactory-workbook.xml
    "usr/share/metainfo/$app_id.metainfo.xml"
    "usr/share/icons/hicolor/scalable/apps/$app_id.svg"
    "usr/share/icons/hicolor/scalable/mimetypes/${mime_type//\//-}.svg"
)
for size in 16 32 48 64 128 256; do
    required+=("usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for path in "${required[@]}"; do
    if [ -s "$root/$path" ]; then pass "/$path"; else fail "/$path missing or empty"; fi
done

for exe in tokenfactory tokenfactory-cli; do
    if [ -x "$root/usr/bin/$exe" ]; then pass "/usr/bin/$exe is executable"; else fail "/usr/bin/$exe not executable"; fi
done
if version="$("$root/usr/bin/tokenfactory-cli" --version 2>&1)"; then
    pass "packaged tokenfactory-cli runs: $version"
else
    fail "packaged tokenfactory-cli --version: $version"
fi

# PNG icons must really be the size their folder says (a wrong size is silently ignored by themes).
for size in 16 32 48 64 128 256; do
    png="$root/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
    [ -f "$png" ] || continue
    dims="$(od -An -tu1 -j16 -N8 "$png" | awk '{printf "%dx%d", $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')"
    if [ "$dims" = "${size}x${size}" ]; then pass "icon ${size}x${size} is $dims"; else fail "icon ${size}x${size} is $dims"; fi
done

# The package must pull in the run-time plugins that no linked library names.
depends="$(dpkg-deb --field "$deb" Depends)"
for dep in libqt6sql6-sqlite qt6-qpa-plugins qt6-translations-l10n libqt6core6 libqt6widgets6; do
    if grep -qE "(^|, )$dep( |,|$)" <<<"$depends"; then pass "Depends: $dep"; else fail "Depends lacks $dep"; fi
done

desktop="$root/usr/share/applications/$app_id.desktop"
if [ -f "$desktop" ]; then
    if command -v desktop-file-validate >/dev/null; then
        out="$(desktop-file-validate "$desktop" 2>&1)" && ! grep -q "error:" <<<"$out" \
            && pass "desktop-file-validate${out:+ ($out)}" || fail "desktop-file-validate: $out"
    else
        skip "desktop-file-validate not installed"
    fi
    grep -qx "Exec=tokenfactory %f" "$desktop" && pass "Exec=tokenfactory %f" || fail "Exec line"
    grep -qx "Icon=$app_id" "$desktop" && pass "Icon=$app_id" || fail "Icon line"
    grep -q "^MimeType=.*$mime_type;" "$desktop" && pass "MimeType lists $mime_type" || fail "MimeType line"
fi

metainfo="$root/usr/share/metainfo/$app_id.metainfo.xml"
if [ -f "$metainfo" ]; then
    if command -v appstreamcli >/dev/null; then
        out="$(appstreamcli validate --no-net "$metainfo" 2>&1)" && pass "appstreamcli validate" \
            || fail "appstreamcli validate: $out"
        # validate-tree also checks that the metainfo, .desktop file and icons agree.
        out="$(appstreamcli validate-tree --no-net "$root" 2>&1)" && pass "appstreamcli validate-tree" \
            || fail "appstreamcli validate-tree: $out"
    else
        skip "appstreamcli not installed (Debian package appstream)"
    fi
fi

mime_xml="$root/usr/share/mime/packages/tokenfactory-workbook.xml"
if [ -f "$mime_xml" ]; then
    if command -v xmllint >/dev/null; then
        xmllint --noout "$mime_xml" && pass "MIME XML well-formed" || fail "MIME XML not well-formed"
    else
        skip "xmllint not installed (Debian package libxml2-utils)"
    fi
    grep -q "type=\"$mime_type\"" "$mime_xml" && grep -q 'pattern="\*.tfwb"' "$mime_xml" \
        && grep -q 'value="0x546F6B46" offset="68"' "$mime_xml" \
        && pass "MIME XML defines $mime_type, *.tfwb and the application_id magic" \
        || fail "MIME XML lacks the type, glob or magic"
fi

if [ "$failures" -eq 0 ]; then
    echo "deb check: all $checked checks good: $(basename "$deb")"
else
    echo "deb check: $failures of $checked checks FAILED: $(basename "$deb")"
    exit 1
fi
