#include "app/cli/sweepjson.h"

#include "core/pointjson.h"

#include <charconv>
#include <cmath>

namespace tf::cli {

namespace {

/// Appends visited point fields as indented JSON members, one per line.
class PointFieldWriter
{
public:
    PointFieldWriter(std::string& out, const char* indent) : m_out(out), m_indent(indent) { }

    void operator()(const char* key, double value)
    {
        begin(key);
        appendNumber(value);
    }
    void operator()(const char* key, int value)
    {
        begin(key);
        m_out += std::to_string(value);
    }
    void operator()(const char* key, bool value)
    {
        begin(key);
        m_out += value ? "true" : "false";
    }
    void operator()(const char* key, const char* value)
    {
        // Field values are identifiers ("memory", "batch"): nothing to escape.
        begin(key);
        m_out += '"';
        m_out += value;
        m_out += '"';
    }

private:
    void begin(const char* key)
    {
        if (!m_first)
            m_out += ",\n";
        m_first = false;
        m_out += m_indent;
        m_out += '"';
        m_out += key;
        m_out += "\": ";
    }
    void appendNumber(double value)
    {
        if (!std::isfinite(value)) {
            m_out += "null";
            return;
        }
        // As QJsonDocument writes it: whole numbers below 2^53 as integers, anything else as the
        // shortest text that reads back as the same double.
        constexpr double kExactIntegerLimit = 9007199254740992.0; // 2^53
        if (value == std::floor(value) && std::abs(value) < kExactIntegerLimit) {
            m_out += std::to_string(static_cast<long long>(value));
            return;
        }
        char buffer[32];
        const auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
        m_out.append(buffer, written.ptr);
    }

    std::string& m_out;
    const char* m_indent;
    bool m_first = true;
};

void appendPoint(std::string& out, const core::PointMetrics& point)
{
    out += "        {\n";
    core::visitPointFields(point, PointFieldWriter(out, "            "));
    out += "\n        }";
}

/// Writes `"key": [...]` with the points pointAt(0) .. pointAt(count - 1).
template <typename PointAt>
void appendPoints(std::string& out, const char* key, size_t count, PointAt pointAt)
{
    out += "    \"";
    out += key;
    out += "\": [";
    for (size_t i = 0; i < count; ++i) {
        out += i == 0 ? "\n" : ",\n";
        appendPoint(out, pointAt(i));
    }
    out += count == 0 ? "]" : "\n    ]";
}

} // namespace

std::string sweepJsonText(const core::SweepResult& sweep)
{
    // About 900 bytes per point; reserving once keeps the writer to one allocation.
    constexpr size_t kBytesPerPoint = 1024;
    std::string out;
    out.reserve((sweep.points.size() + sweep.frontier.size() + 1) * kBytesPerPoint);
    out += "{\n    \"configurations\": ";
    out += std::to_string(sweep.configurations);
    out += ",\n";
    appendPoints(out, "frontier", sweep.frontier.size(), [&](size_t i) -> const core::PointMetrics& {
        return sweep.points[static_cast<size_t>(sweep.frontier[i])];
    });
    out += ",\n";
    appendPoints(out, "points", sweep.points.size(),
                 [&](size_t i) -> const core::PointMetrics& { return sweep.points[i]; });
    out += "\n}\n";
    return out;
}

} // namespace tf::cli
