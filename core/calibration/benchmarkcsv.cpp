#include "core/calibration/benchmarkcsv.h"

#include "core/inputfile.h"

#include <QFile>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <optional>
#include <string_view>

namespace tf::core {

namespace {

std::string trimmed(const std::string& text)
{
    size_t begin = 0;
    size_t end = text.size();
    while (begin < end && std::isspace(static_cast<unsigned char>(text[begin])))
        ++begin;
    while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1])))
        --end;
    return text.substr(begin, end - begin);
}

std::string lowered(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

constexpr int64_t kMaxBenchmarkCsvBytes = 8LL * 1024 * 1024;
constexpr int kMaxBenchmarkRows = 50000;

/// A number filling the field; "~1088" and "286.40" read. Blank, negative, non-finite,
/// subnormal and unreadable values are `fallback` (the C locale is used whatever the process's).
double numberOr(const std::string& field, double fallback = -1)
{
    std::string_view text = field;
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    if (!text.empty() && text.front() == '~')
        text.remove_prefix(1);
    const std::optional<double> value = parseFiniteNumber(text);
    if (!value || *value < 0 || *value > 1e15)
        return fallback;
    return *value;
}

/// A whole number of at most `maxValue` filling the field, or -1; "1e20" and "2147483648" are -1
/// rather than undefined behaviour.
int countOr(const std::string& field, int maxValue = 100000000)
{
    const std::optional<int> value = checkedInt(numberOr(field), 0, maxValue);
    return value ? *value : -1;
}

/// A tiny pattern matcher for the facts in free-text notes, linear in the text (std::regex
/// backtracks recursively and overflows the stack on long fields). In `pattern`, '#' is a run of
/// digits, '%' a run of digits and points, '|' one space or '/', '^' (first only) a start of the
/// text or a non-letter before the match; everything else is literal. Captures the runs.
bool searchNotes(std::string_view text, std::string_view pattern, std::vector<std::string>& captures)
{
    const bool wordStart = !pattern.empty() && pattern.front() == '^';
    if (wordStart)
        pattern.remove_prefix(1);
    const auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    for (size_t start = 0; start < text.size(); ++start) {
        if (wordStart && start > 0 && std::isalpha(static_cast<unsigned char>(text[start - 1])))
            continue;
        captures.clear();
        size_t i = start;
        bool matched = true;
        for (const char p : pattern) {
            if (p == '#' || p == '%') {
                const size_t from = i;
                while (i < text.size() && (isDigit(text[i]) || (p == '%' && text[i] == '.')))
                    ++i;
                if (i == from) {
                    matched = false;
                    break;
                }
                captures.emplace_back(text.substr(from, i - from));
            } else if (p == '|') {
                if (i >= text.size() || (text[i] != ' ' && text[i] != '/')) {
                    matched = false;
                    break;
                }
                ++i;
            } else if (i >= text.size() || text[i] != p) {
                matched = false;
                break;
            } else {
                ++i;
            }
        }
        if (matched)
            return true;
    }
    return false;
}

/// The first capture of `pattern` as a count, or -1.
int countInNotes(std::string_view text, std::string_view pattern)
{
    std::vector<std::string> captures;
    return searchNotes(text, pattern, captures) ? countOr(captures[0], 1000000) : -1;
}

/// TPOT in ms from the first of the keys InferenceX writes, or -1.
double tpotMsInNotes(const std::string& notes)
{
    size_t best = std::string::npos;
    double value = -1;
    for (const char* key : {"median_tpot_ms=", "mean_tpot_ms=", "TPOT_ms="}) {
        std::vector<std::string> captures;
        const size_t at = notes.find(key);
        if (at == std::string::npos || at >= best)
            continue;
        if (searchNotes(std::string_view(notes).substr(at), std::string(key) + "%", captures)) {
            best = at;
            value = numberOr(captures[0]);
        }
    }
    return value;
}

/// Facts that InferenceX rows keep in their free-text notes: TPOT, TP/EP, disaggregation, MTP.
void readNotes(BenchmarkRow& row)
{
    const std::string& n = row.notes;
    const std::string lower = lowered(n);
    const std::string framework = lowered(row.framework);

    if (row.tokSPerUser < 0) {
        const double ms = tpotMsInNotes(n);
        if (ms > 1e-3) {
            row.tokSPerUser = 1000.0 / ms;
            row.tokSPerUserDerived = true;
        }
    }
    const bool nonDisagg =
        lower.find("non-disagg") != std::string::npos || framework.find("non-disagg") != std::string::npos;
    if (row.disaggregated < 0) {
        if (nonDisagg)
            row.disaggregated = 0;
        else if (lower.find("disagg") != std::string::npos)
            row.disaggregated = 1;
    }
    std::vector<std::string> match;
    if (row.disaggregated == 1) {
        if (row.expertParallel < 0 && searchNotes(n, "decode=# GPU EP=#", match)) {
            row.decodeGpus = countOr(match[0], 1000000);
            row.expertParallel = countOr(match[1], 1000000);
        }
        if (row.prefillGpus < 0 && searchNotes(n, "prefill=# GPU TP=#", match)) {
            row.prefillGpus = countOr(match[0], 1000000);
            row.prefillTensorParallel = countOr(match[1], 1000000);
        }
    } else {
        if (row.tensorParallel < 0 && searchNotes(n, "^TP=#|EP=#", match)) {
            row.tensorParallel = countOr(match[0], 1000000);
            row.expertParallel = countOr(match[1], 1000000);
        } else if (row.tensorParallel < 0 && searchNotes(n, "^TP=# on # GPU", match)) {
            row.tensorParallel = countOr(match[0], 1000000);
        }
    }
    if (row.speculativeTokens < 0) {
        const bool mtpFramework = framework.find("(mtp)") != std::string::npos;
        const bool nonMtp = lower.find("non-mtp") != std::string::npos || lower.find("pre-mtp") != std::string::npos;
        if (mtpFramework || (!nonMtp && lower.find(" mtp") != std::string::npos))
            row.speculativeTokens = 3; // InferenceX MTP recipes run 3 draft tokens (DeepSeek nextn = 3)
        else if (nonMtp)
            row.speculativeTokens = 0;
    }
    row.interpolated = lower.find("interpolated") != std::string::npos;
}

} // namespace

std::vector<std::string> splitCsvLine(const std::string& line)
{
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false;
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.push_back(field);
            field.clear();
        } else if (c != '\r') {
            field += c;
        }
    }
    fields.push_back(field);
    return fields;
}

namespace {

/// Column name (trimmed, lower case) -> index; a repeated name or a missing required column is an
/// error naming the line.
Result<std::map<std::string, size_t>> readHeader(const CsvRecord& record)
{
    std::map<std::string, size_t> column;
    for (size_t i = 0; i < record.fields.size(); ++i) {
        const std::string name = trimmed(record.fields[i]);
        if (!column.emplace(lowered(name), i).second && !name.empty())
            return Error{"line " + std::to_string(record.line) + ": column '" + sanitizedText(name, 40) +
                         "' appears twice"};
    }
    for (const char* required : {"gpu", "model", "precision", "framework", "isl", "osl", "tok_s_gpu"}) {
        if (!column.count(required))
            return Error{"line " + std::to_string(record.line) + ": missing column '" + required + "'"};
    }
    return column;
}

/// The measured_points.csv conventions: output tok/s/GPU (MLPerf's and trtllm-bench's metric) made
/// total, FP16 read as BF16, TP and EP from the notes; its rows state no concurrency.
void readMeasuredLayout(BenchmarkRow& row)
{
    row.concurrency = -1;
    // Output tok/s/GPU to total: the model compares total (input + output) tokens.
    if (row.tokSPerGpuTotal > 0 && row.inputTokens > 0 && row.outputTokens > 0)
        row.tokSPerGpuTotal *= static_cast<double>(row.inputTokens + row.outputTokens) / row.outputTokens;
    else
        row.tokSPerGpuTotal = -1;
    if (row.tensorParallel < 0)
        row.tensorParallel = countInNotes(row.notes, "^TP#");
    if (row.expertParallel < 0)
        row.expertParallel = countInNotes(row.framework + " " + row.notes, "^EP#");
}

/// Why a row cannot be read, empty when it can. A row with more or fewer fields than the header
/// has its columns shifted ("1,5" in a comma-decimal locale read as 1 and 5): none of its cells can
/// be trusted. A written measurement that does not read is named, not taken for a blank one.
template <typename FieldOf>
std::string unreadableReason(size_t fieldCount, size_t headerFields, const FieldOf& field)
{
    if (fieldCount != headerFields)
        return std::to_string(fieldCount) + " fields where the header names " + std::to_string(headerFields) +
               " (an unquoted comma shifts the columns)";
    for (const char* name : {"isl", "osl", "concurrency", "tok_s_gpu", "tok_s_user", "ttft_ms"}) {
        const std::string written = field(name);
        if (!written.empty() && numberOr(written) < 0)
            return std::string(name) + " '" + written.substr(0, 40) +
                   "' is not a measurement (a finite number, not negative)";
    }
    return {};
}

} // namespace

Result<std::vector<BenchmarkRow>> parseBenchmarkCsv(const std::string& text)
{
    auto records = parseCsvRecords(text, {kMaxBenchmarkRows, 64, 8192});
    if (!records)
        return Error{records.error()};
    std::map<std::string, size_t> column;
    size_t headerFields = 0;
    std::vector<BenchmarkRow> rows;
    bool measuredLayout = false;
    for (const CsvRecord& record : *records) {
        const int lineNumber = record.line;
        const std::vector<std::string>& fields = record.fields;
        if (column.empty()) {
            auto header = readHeader(record);
            if (!header)
                return Error{header.error()};
            column = std::move(header).value();
            headerFields = fields.size();
            measuredLayout = column.count("num_gpus") && column.count("concurrency_or_batch");
            continue;
        }
        const auto get = [&](const char* name) -> std::string {
            const auto it = column.find(name);
            return it != column.end() && it->second < fields.size() ? trimmed(fields[it->second]) : std::string();
        };
        BenchmarkRow row;
        row.line = lineNumber;
        row.source = get("source");
        row.gpu = get("gpu");
        row.model = get("model");
        row.precision = get("precision");
        row.framework = get("framework");
        row.inputTokens = countOr(get("isl"), 10000000);
        row.outputTokens = countOr(get("osl"), 10000000);
        row.concurrency = numberOr(get("concurrency"));
        row.tokSPerGpuTotal = numberOr(get("tok_s_gpu"));
        row.tokSPerUser = numberOr(get("tok_s_user"));
        row.ttftMs = numberOr(get("ttft_ms"));
        row.unreadable = unreadableReason(fields.size(), headerFields, get);
        row.tensorParallel = countOr(get("tp"), 1000000);
        row.expertParallel = countOr(get("ep"), 1000000);
        const std::string serving = lowered(get("serving"));
        if (serving.rfind("disagg", 0) == 0)
            row.disaggregated = 1;
        else if (serving.rfind("agg", 0) == 0)
            row.disaggregated = 0;
        row.speculativeTokens = countOr(get("mtp"), 64);
        row.prefillGpus = countOr(get("prefill_gpus"), 1000000);
        row.decodeGpus = countOr(get("decode_gpus"), 1000000);
        row.notes = get("notes");
        // Offline / max-throughput runs (every request sent at once) are compared with the
        // frontier's largest throughput: the measured layout says so in concurrency_or_batch, the
        // simple layout in an optional scenario column.
        row.scenario = get(measuredLayout ? "concurrency_or_batch" : "scenario");
        const std::string scenario = lowered(row.scenario);
        row.maxThroughput = scenario.find("offline") != std::string::npos || scenario.rfind("max throughput", 0) == 0;
        if (measuredLayout)
            readMeasuredLayout(row);
        readNotes(row);
        // Names from the file end up in tables, labels and terminals: no control characters.
        for (std::string* name : {&row.source, &row.gpu, &row.model, &row.precision, &row.framework, &row.scenario})
            *name = sanitizedText(*name, 200);
        row.notes = sanitizedText(row.notes, 8192);
        if (rows.size() >= size_t(kMaxBenchmarkRows))
            return Error{"line " + std::to_string(lineNumber) + ": more than " + std::to_string(kMaxBenchmarkRows) +
                         " rows"};
        rows.push_back(std::move(row));
    }
    if (column.empty())
        return Error{"empty file: no header line"};
    return rows;
}

std::optional<Precision> rowPrecision(const BenchmarkRow& row)
{
    std::string word = lowered(row.precision.substr(0, row.precision.find(' ')));
    if (word.rfind("fp16", 0) == 0)
        word = "bf16";
    return parsePrecision(word);
}

std::string benchmarkFileName(const std::string& path)
{
    const size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

Result<std::vector<BenchmarkRow>> readBenchmarkCsv(const std::string& path)
{
    auto text = readInputFile(path, kMaxBenchmarkCsvBytes, "benchmark CSV");
    if (!text)
        return Error{text.error()};
    auto rows = parseBenchmarkCsv(*text);
    if (!rows)
        return Error{sanitizedText(path, 400) + ": " + rows.error()};
    const std::string name = sanitizedText(benchmarkFileName(path), 200);
    for (BenchmarkRow& row : rows.value())
        row.dataset = name;
    return rows;
}

namespace {

std::vector<BenchmarkRow> shippedRows(const char* resource)
{
    QFile file(QString::fromLatin1(resource));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the shipped benchmark file %s is missing from the build", resource);
    auto rows = parseBenchmarkCsv(file.readAll().toStdString());
    if (!rows)
        qFatal("the shipped benchmark file %s does not parse: %s", resource, rows.error().c_str());
    return std::move(rows).value();
}

} // namespace

const ShippedBenchmarks& shippedBenchmarks()
{
    static const ShippedBenchmarks shipped = [] {
        ShippedBenchmarks s;
        s.rows = shippedRows(":/data/inferencex_points.csv");
        s.inferenceXRows = static_cast<int>(s.rows.size());
        std::vector<BenchmarkRow> measured = shippedRows(":/data/measured_points.csv");
        s.measuredRows = static_cast<int>(measured.size());
        s.rows.insert(s.rows.end(), measured.begin(), measured.end());
        return s;
    }();
    return shipped;
}

} // namespace tf::core
