#include "core/calibration/benchmarkcsv.h"

#include <QFile>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <regex>
#include <sstream>

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

/// A number at the start of the field; "~1088" and "286.40" read, anything else is -1.
double numberOr(const std::string& field, double fallback = -1)
{
    std::string text = trimmed(field);
    if (!text.empty() && text.front() == '~')
        text.erase(0, 1);
    if (text.empty())
        return fallback;
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end != '\0' || !(value >= 0))
        return fallback;
    return value;
}

double matchNumber(const std::string& text, const std::regex& pattern, int group = 1)
{
    std::smatch match;
    if (!std::regex_search(text, match, pattern))
        return -1;
    return numberOr(match[group].str());
}

/// Facts that InferenceX rows keep in their free-text notes: TPOT, TP/EP, disaggregation, MTP.
void readNotes(BenchmarkRow& row)
{
    static const std::regex tpot(R"((?:median_tpot_ms|mean_tpot_ms|TPOT_ms)=([0-9.]+))");
    static const std::regex tpEp(R"((?:^|[^A-Za-z])TP=([0-9]+)[ /]EP=([0-9]+))");
    static const std::regex tpOnly(R"((?:^|[^A-Za-z])TP=([0-9]+) on [0-9]+ GPU)");
    static const std::regex decodeEp(R"(decode=([0-9]+) GPU EP=([0-9]+))");
    static const std::regex prefillTp(R"(prefill=([0-9]+) GPU TP=([0-9]+))");
    const std::string& n = row.notes;
    const std::string lower = lowered(n);
    const std::string framework = lowered(row.framework);

    if (row.tokSPerUser < 0) {
        const double ms = matchNumber(n, tpot);
        if (ms > 0) {
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
    std::smatch match;
    if (row.disaggregated == 1) {
        if (row.expertParallel < 0 && std::regex_search(n, match, decodeEp)) {
            row.decodeGpus = static_cast<int>(numberOr(match[1].str()));
            row.expertParallel = static_cast<int>(numberOr(match[2].str()));
        }
        if (row.prefillGpus < 0 && std::regex_search(n, match, prefillTp)) {
            row.prefillGpus = static_cast<int>(numberOr(match[1].str()));
            row.prefillTensorParallel = static_cast<int>(numberOr(match[2].str()));
        }
    } else {
        if (row.tensorParallel < 0 && std::regex_search(n, match, tpEp)) {
            row.tensorParallel = static_cast<int>(numberOr(match[1].str()));
            row.expertParallel = static_cast<int>(numberOr(match[2].str()));
        } else if (row.tensorParallel < 0 && std::regex_search(n, match, tpOnly)) {
            row.tensorParallel = static_cast<int>(numberOr(match[1].str()));
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

Result<std::vector<BenchmarkRow>> parseBenchmarkCsv(const std::string& text)
{
    std::istringstream stream(text);
    std::string line;
    int lineNumber = 0;
    std::map<std::string, size_t> column;
    std::vector<BenchmarkRow> rows;
    bool measuredLayout = false;
    while (std::getline(stream, line)) {
        ++lineNumber;
        if (trimmed(line).empty())
            continue;
        const std::vector<std::string> fields = splitCsvLine(line);
        if (column.empty()) {
            for (size_t i = 0; i < fields.size(); ++i)
                column[lowered(trimmed(fields[i]))] = i;
            measuredLayout = column.count("num_gpus") && column.count("concurrency_or_batch");
            for (const char* required : {"gpu", "model", "precision", "framework", "isl", "osl", "tok_s_gpu"}) {
                if (!column.count(required))
                    return Error{"line " + std::to_string(lineNumber) + ": missing column '" + required + "'"};
            }
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
        row.inputTokens = static_cast<int>(numberOr(get("isl")));
        row.outputTokens = static_cast<int>(numberOr(get("osl")));
        row.concurrency = numberOr(get("concurrency"));
        row.tokSPerGpuTotal = numberOr(get("tok_s_gpu"));
        row.tokSPerUser = numberOr(get("tok_s_user"));
        row.ttftMs = numberOr(get("ttft_ms"));
        row.tensorParallel = static_cast<int>(numberOr(get("tp")));
        row.expertParallel = static_cast<int>(numberOr(get("ep")));
        const std::string serving = lowered(get("serving"));
        if (serving.rfind("disagg", 0) == 0)
            row.disaggregated = 1;
        else if (serving.rfind("agg", 0) == 0)
            row.disaggregated = 0;
        row.speculativeTokens = static_cast<int>(numberOr(get("mtp")));
        row.prefillGpus = static_cast<int>(numberOr(get("prefill_gpus")));
        row.decodeGpus = static_cast<int>(numberOr(get("decode_gpus")));
        row.notes = get("notes");
        if (measuredLayout) {
            row.scenario = get("concurrency_or_batch");
            const std::string scenario = lowered(row.scenario);
            row.maxThroughput =
                scenario.find("offline") != std::string::npos || scenario.rfind("max throughput", 0) == 0;
            row.concurrency = -1;
            // Output tok/s/GPU to total: the model compares total (input + output) tokens.
            if (row.tokSPerGpuTotal > 0 && row.inputTokens > 0 && row.outputTokens > 0)
                row.tokSPerGpuTotal *= static_cast<double>(row.inputTokens + row.outputTokens) / row.outputTokens;
            else
                row.tokSPerGpuTotal = -1;
            const std::string precision = lowered(row.precision);
            if (precision.rfind("fp16", 0) == 0)
                row.precision = "bf16";
            if (row.tensorParallel < 0) {
                static const std::regex tp(R"((?:^|[^A-Za-z])TP([0-9]+))");
                row.tensorParallel = static_cast<int>(matchNumber(row.notes, tp));
            }
            if (row.expertParallel < 0) {
                static const std::regex ep(R"((?:^|[^A-Za-z])EP([0-9]+))");
                row.expertParallel = static_cast<int>(matchNumber(row.framework + " " + row.notes, ep));
            }
        }
        readNotes(row);
        rows.push_back(std::move(row));
    }
    if (column.empty())
        return Error{"empty file: no header line"};
    return rows;
}

Result<std::vector<BenchmarkRow>> readBenchmarkCsv(const std::string& path)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly))
        return Error{"cannot read '" + path + "': " + file.errorString().toStdString()};
    const QByteArray bytes = file.readAll();
    auto rows = parseBenchmarkCsv(bytes.toStdString());
    if (!rows)
        return Error{path + ": " + rows.error()};
    return rows;
}

} // namespace tf::core
