// libFuzzer entry point: any byte string is parsed as benchmark CSV and as generic CSV records.
// The parsers must return rows or an error naming a line, never crash, hang, recurse without
// bound or hand out a number that is not finite; the sanitiser must leave no control character.
#include "core/calibration/benchmarkcsv.h"
#include "core/inputfile.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

void check(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto records = tf::core::parseCsvRecords(text);
    check(records.ok() || records.error().rfind("line ", 0) == 0);
    auto rows = tf::core::parseBenchmarkCsv(text);
    if (!rows) {
        check(!rows.error().empty());
    } else {
        for (const tf::core::BenchmarkRow& r : *rows) {
            for (const double v : {r.concurrency, r.tokSPerGpuTotal, r.tokSPerUser, r.ttftMs})
                check(std::isfinite(v) && v >= -1);
            for (const int v : {r.inputTokens, r.outputTokens, r.tensorParallel, r.expertParallel, r.prefillGpus,
                                r.decodeGpus, r.speculativeTokens})
                check(v >= -1);
        }
    }
    const std::string safe = tf::core::sanitizedText(text, 1000);
    check(tf::core::isPlainText(safe));
    (void)tf::core::parseFiniteNumber(text.substr(0, 80));
    return 0;
}
