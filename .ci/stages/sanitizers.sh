# Inside the fresh build root: the whole suite built with the asan preset. Every sanitizer report of
# every process (tests and the CLI they start) is written under $reports; CI passes only if the suite
# passes and that folder stays empty.
cd /src
reports=/tmp/sanitizer-reports
rm -rf "$reports" && mkdir -p "$reports"
cmake --preset asan >/dev/null
cmake --build --preset asan -j 2
common="halt_on_error=1:log_path=$reports/report"
export QT_QPA_PLATFORM=offscreen
export ASAN_OPTIONS="$common:abort_on_error=1:detect_stack_use_after_return=1:strict_string_checks=1:suppressions=/src/tests/sanitizers/asan.supp"
export LSAN_OPTIONS="suppressions=/src/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="$common:print_stacktrace=1:suppressions=/src/tests/sanitizers/ubsan.supp"
status=0
ctest --test-dir build-asan --output-on-failure -j 2 || status=$?
if compgen -G "$reports/report*" >/dev/null; then
    echo "sanitizer reports:"
    for f in "$reports"/report*; do
        echo "--- $f"
        head -60 "$f"
    done
    exit 1
fi
echo "sanitizer reports: none"
exit "$status"
