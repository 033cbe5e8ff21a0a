#!/usr/bin/env bash
# Size check: every source file in core/, ui/ and app/ stays at or under 600 lines and every
# function at or under 80 lines, so that a newcomer can read any one piece in a sitting. Tests are
# not counted (a data table is long for a reason). Bash and awk only: CI roots are minimal Debian.
#
# A function is found by the house style (.clang-format BraceWrapping AfterFunction): its body
# opens with `{` at column 0 and closes with `}` at column 0, and its length counts the lines
# from that opening brace to the closing one. Lambdas and local classes inside it
# are indented, so they count toward the function that holds them. Bodies of classes, structs and
# unions also open at column 0; they are told apart by their closing `};` and not counted (nor
# are member functions defined inside them, which are indented).
#
# Usage: tools/check-sizes.sh [ROOT]   (ROOT defaults to the repository holding this script)
# Exit status: 0 when everything fits, 1 with one line per offender otherwise.
set -euo pipefail
root="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
max_file_lines=600
max_function_lines=80

cd "$root"
mapfile -t sources < <(find core ui app -type f \( -name '*.cpp' -o -name '*.h' \) | sort)

awk -v max_file="$max_file_lines" -v max_function="$max_function_lines" '
    function report_file(   ) {
        if (file != "" && lines > max_file) {
            printf "%s: %d lines (over %d)\n", file, lines, max_file
            failed = 1
        }
    }
    FNR == 1 { report_file(); file = FILENAME; lines = 0; opened = 0; previous = "" }
    { lines = FNR }
    /^\{/ && !opened { opened = FNR; name = previous; next }
    /^\};/ && opened { opened = 0; next }          # a class, struct or union body
    /^\}/ && opened {
        length_lines = FNR - opened + 1
        if (length_lines > max_function) {
            gsub(/^[ \t]+|[ \t]+$/, "", name)
            printf "%s:%d: function of %d lines (over %d): %s\n", FILENAME, opened, length_lines, max_function, name
            failed = 1
        }
        opened = 0
        next
    }
    /^[^ \t\/#]/ { previous = $0 }   # the last line at column 0 before a body starts its signature
    END { report_file(); exit failed }
' "${sources[@]}"
