# Inside the fresh build root: the whole suite built with the asan preset. Any sanitizer report of
# any process (tests and the CLI they start) fails CI: reports are written under $reports where the
# runtime honours log_path, and the suite's own output is searched for the ones printed instead.
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
ctest --test-dir build-asan --output-on-failure -j 2 2>&1 | tee /tmp/ctest-asan.log || status=$?
found=0
if compgen -G "$reports/report*" >/dev/null; then
    for f in "$reports"/report*; do
        echo "--- $f"
        head -60 "$f"
    done
    found=1
fi
if grep -qE "runtime error:|ERROR: (Address|Leak)Sanitizer|SUMMARY: (Address|Undefined|Leak)" /tmp/ctest-asan.log; then
    found=1
fi
if [ "$found" -ne 0 ]; then
    echo "sanitizer reports: found (see above)"
    exit 1
fi
echo "sanitizer reports: none"
exit "$status"
