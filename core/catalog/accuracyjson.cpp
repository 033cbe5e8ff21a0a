#include "core/catalog/accuracyjson.h"

#include "core/jsonreader.h"

#include <cmath>
#include <map>
#include <string>

namespace tf::core {

namespace {
constexpr int kMaxAccuracyGroups = 1000;

QJsonObject errorsByIdToJson(const std::map<std::string, double>& errors)
{
    QJsonObject o;
    for (const auto& [id, error] : errors)
        o.insert(QString::fromStdString(id), error);
    return o;
}

/// An id -> median |error| map: short ids, each error a finite share in [0, 100].
std::map<std::string, double> errorsByIdFromJson(const QJsonObject& object, const char* context, JsonReader& parent)
{
    std::map<std::string, double> out;
    if (object.size() > kMaxAccuracyGroups) {
        parent.fail(std::string("'") + context + "' has more than 1000 entries");
        return out;
    }
    JsonReader r(object, context);
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string id = it.key().toStdString();
        if (id.empty() || id.size() > 64) {
            parent.fail(std::string("'") + context + "' has an empty or over-long id");
            return out;
        }
        out[id] = r.number(id.c_str(), 0, 100, 0, true);
    }
    if (!r.ok())
        parent.fail(r.error());
    return out;
}
/// The optional TTFT figures (files written before they were recorded have none): all of them or
/// the file is refused. A bias is a signed share, from -1 (always zero) up; a median of signed
/// errors can never be larger than the median of their sizes.
void readTtftAccuracy(const QJsonObject& object, JsonReader& parent, CalibrationAccuracy& a)
{
    JsonReader r(object, "ttft");
    a.ttftRows = r.integer("rows", 1, 10000000, 0, true);
    a.ttftLeaveOneModelOut = r.number("leave_one_model_out", 0, 100, -1, true);
    a.ttftLeaveOneGpuOut = r.number("leave_one_gpu_out", 0, 100, -1, true);
    a.ttftBiasLeaveOneModelOut = r.number("leave_one_model_out_bias", -1, 100, 0, true);
    a.ttftBiasLeaveOneGpuOut = r.number("leave_one_gpu_out_bias", -1, 100, 0, true);
    constexpr double kRounding = 1e-9;
    if (r.ok() && (std::abs(a.ttftBiasLeaveOneModelOut) > a.ttftLeaveOneModelOut + kRounding ||
                   std::abs(a.ttftBiasLeaveOneGpuOut) > a.ttftLeaveOneGpuOut + kRounding))
        r.fail("a median signed error is larger than the median |error| it belongs to");
    if (!r.ok())
        parent.fail(r.error());
}
} // namespace

QJsonObject accuracyToJson(const CalibrationAccuracy& a)
{
    QJsonObject o;
    o.insert(QStringLiteral("rows"), a.rows);
    o.insert(QStringLiteral("source"), QString::fromStdString(a.source));
    o.insert(QStringLiteral("leave_one_model_out"), a.leaveOneModelOut);
    o.insert(QStringLiteral("leave_one_gpu_out"), a.leaveOneGpuOut);
    o.insert(QStringLiteral("priors"), a.priors);
    o.insert(QStringLiteral("by_model"), errorsByIdToJson(a.byModel));
    o.insert(QStringLiteral("by_gpu"), errorsByIdToJson(a.byGpu));
    if (a.ttftKnown())
        o.insert(QStringLiteral("ttft"), ttftAccuracyToJson(a));
    return o;
}

QJsonObject ttftAccuracyToJson(const CalibrationAccuracy& a)
{
    QJsonObject ttft;
    ttft.insert(QStringLiteral("rows"), a.ttftRows);
    ttft.insert(QStringLiteral("leave_one_model_out"), a.ttftLeaveOneModelOut);
    ttft.insert(QStringLiteral("leave_one_gpu_out"), a.ttftLeaveOneGpuOut);
    ttft.insert(QStringLiteral("leave_one_model_out_bias"), a.ttftBiasLeaveOneModelOut);
    ttft.insert(QStringLiteral("leave_one_gpu_out_bias"), a.ttftBiasLeaveOneGpuOut);
    return ttft;
}

Result<CalibrationAccuracy> accuracyFromJson(const QJsonObject& object)
{
    CalibrationAccuracy a;
    JsonReader r(object, "held_out");
    a.rows = r.integer("rows", 1, 10000000, 0, true);
    a.source = r.text("source", "", false, 400);
    a.leaveOneModelOut = r.number("leave_one_model_out", 0, 100, -1, true);
    a.leaveOneGpuOut = r.number("leave_one_gpu_out", 0, 100, -1, true);
    a.priors = r.number("priors", 0, 100, -1, true);
    const QJsonObject byModel = r.object("by_model");
    const QJsonObject byGpu = r.object("by_gpu");
    if (r.ok())
        a.byModel = errorsByIdFromJson(byModel, "by_model", r);
    if (r.ok())
        a.byGpu = errorsByIdFromJson(byGpu, "by_gpu", r);
    if (r.ok() && object.contains(QLatin1String("ttft"))) {
        const QJsonObject ttft = r.object("ttft");
        if (r.ok())
            readTtftAccuracy(ttft, r, a);
    }
    if (!r.ok())
        return Error{r.error()};
    return a;
}

Result<std::optional<CalibrationAccuracy>> heldOutOfProfilesFile(const QJsonObject& root)
{
    const QJsonValue heldOut = root.value(QLatin1String("held_out"));
    if (heldOut.isUndefined())
        return std::optional<CalibrationAccuracy>();
    if (!heldOut.isObject())
        return Error{"'held_out' must be an object"};
    auto accuracy = accuracyFromJson(heldOut.toObject());
    if (!accuracy)
        return Error{accuracy.error()};
    return std::optional<CalibrationAccuracy>(std::move(accuracy).value());
}

} // namespace tf::core
