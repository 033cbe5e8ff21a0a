#!/usr/bin/env bash
# Checks that the workbook MIME definition recognises workbooks by content and by name:
#   check-mime.sh path/to/tokenfactory-workbook.xml [path/to/core/document/workbookschema.h]
# With the header, first checks that the magic matches kWorkbookApplicationId there. Then builds
# a private MIME database from the XML, makes SQLite files with and without the workbook
# application_id, and asks GIO what each one is. Exits 77 (skipped) when
# update-mime-database, gio or sqlite3 is missing.
set -euo pipefail
xml="${1:?usage: check-mime.sh tokenfactory-workbook.xml [workbookschema.h]}"
header="${2:-}"
if [ -n "$header" ]; then
    code_id="$(sed -n 's/.*kWorkbookApplicationId = \(0x[0-9A-Fa-f]*\).*/\1/p' "$header")"
    if [ -z "$code_id" ] || ! grep -qi "type=\"big32\" value=\"$code_id\" offset=\"68\"" "$xml"; then
        echo "FAIL: the MIME magic does not match kWorkbookApplicationId (${code_id:-not found}) in $header"
        exit 1
    fi
    echo "ok   magic matches kWorkbookApplicationId $code_id"
fi
for tool in update-mime-database gio sqlite3; do
    if ! command -v "$tool" >/dev/null; then
        echo "SKIP: $tool not installed"
        exit 77
    fi
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/data/mime/packages"
cp "$xml" "$work/data/mime/packages/"
XDG_DATA_HOME="$work/data" update-mime-database "$work/data/mime"

# 1416588102 = 0x546F6B46 ("TokF"), kWorkbookApplicationId in core/document/workbookschema.h.
sqlite3 "$work/workbook-no-extension" 'PRAGMA application_id = 1416588102; CREATE TABLE t(x);'
sqlite3 "$work/plain.sqlite" 'CREATE TABLE t(x);'
printf 'not a database\n' > "$work/named.tfwb"

failures=0
expect() {
    local file="$1" want="$2" got
    got="$(XDG_DATA_HOME="$work/data" XDG_DATA_DIRS=/usr/local/share:/usr/share \
        gio info -a standard::content-type "$file" | sed -n 's/^ *standard::content-type: //p')"
    if [ "$got" = "$want" ]; then
        echo "ok   $(basename "$file"): $got"
    else
        echo "FAIL $(basename "$file"): $got (expected $want)"
        failures=$((failures + 1))
    fi
}
expect "$work/workbook-no-extension" application/x-tokenfactory-workbook # by magic
expect "$work/named.tfwb" application/x-tokenfactory-workbook            # by glob
expect "$work/plain.sqlite" application/vnd.sqlite3                      # other SQLite stays SQLite
echo "$((3 - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
