#include "core/document/workbook.h"

#include "core/catalog/catalogjson.h"
#include "core/document/workbookschema.h"
#include "core/document/workbookvalues.h"
#include "core/inputfile.h"
#include "core/scenarioname.h"

#include <QJsonArray>

#include <algorithm>
#include <set>

namespace tf::core {

using namespace detail;

Status validateWorkbook(const WorkbookData& data)
{
    const auto tooLong = [](const std::string& text, int maxChars) {
        return QString::fromStdString(text).size() > maxChars;
    };
    if (data.scenarios.size() > size_t(kMaxScenarios))
        return Error{"more than " + std::to_string(kMaxScenarios) + " scenarios"};
    if (data.snapshots.size() > size_t(kMaxSnapshots))
        return Error{"more than " + std::to_string(kMaxSnapshots) + " snapshots"};
    if (data.customHardware.size() > size_t(kMaxCatalogEntries) ||
        data.customModels.size() > size_t(kMaxCatalogEntries) || data.profiles.size() > size_t(kMaxCatalogEntries))
        return Error{"more than " + std::to_string(kMaxCatalogEntries) + " custom catalog entries of one kind"};
    std::set<std::string> names;
    for (const ScenarioRecord& r : data.scenarios) {
        if (QString::fromStdString(r.name).trimmed().isEmpty())
            return Error{"a scenario has no name (only spaces)"};
        if (tooLong(r.name, kMaxNameChars))
            return Error{"scenario name '" + r.name.substr(0, 40) + "...' is longer than " +
                         std::to_string(kMaxNameChars) + " characters"};
        if (!isPlainText(r.name))
            return Error{"scenario name '" + sanitizedText(r.name, 60) +
                         "' holds control characters, invisible characters, escape sequences or invalid UTF-8"};
        if (!names.insert(nameAsRead(r.name)).second)
            return Error{"two scenarios are named '" + nameAsRead(r.name) + "' (as they read)"};
        if (!isPlainText(r.notes, true))
            return Error{"notes of scenario '" + r.name + "' hold control characters or invalid UTF-8"};
        if (tooLong(r.notes, kMaxNotesChars))
            return Error{"notes of scenario '" + r.name + "' are longer than " + std::to_string(kMaxNotesChars) +
                         " characters"};
        if (!isColour(r.colour))
            return Error{"scenario '" + r.name + "' has colour '" + r.colour + "'; expected #rrggbb"};
    }
    for (const Snapshot& s : data.snapshots) {
        if (tooLong(s.scenarioName, kMaxNameChars) || tooLong(s.label, kMaxNameChars))
            return Error{"snapshot '" + s.label.substr(0, 40) + "' has a name longer than " +
                         std::to_string(kMaxNameChars) + " characters"};
        if (!isPlainText(s.scenarioName) || !isPlainText(s.label))
            return Error{"snapshot '" + sanitizedText(s.label, 60) + "' holds control characters in its name"};
        if (!isIsoTimestamp(qs(s.createdUtc)))
            return Error{"snapshot '" + s.label + "' has no valid creation time"};
        if (s.outputs.stored && !presentedOutputsFromJson(presentedOutputsToJson(s.outputs)))
            return Error{"snapshot '" + sanitizedText(s.label, 60) + "' has stored figures that are not " +
                         std::to_string(outputMetrics().size()) + " finite numbers >= 0 at a valid service level"};
    }
    std::set<std::string> ids;
    for (const Hardware& hw : data.customHardware) {
        if (hw.id.empty() || tooLong(hw.id, kMaxNameChars) || !ids.insert(hw.id).second)
            return Error{"custom hardware id '" + hw.id + "' is empty, too long or used twice"};
    }
    ids.clear();
    for (const LlmModel& m : data.customModels) {
        if (m.id.empty() || tooLong(m.id, kMaxNameChars) || !ids.insert(m.id).second)
            return Error{"custom model id '" + m.id + "' is empty, too long or used twice"};
    }
    ids.clear();
    for (const CalibrationProfile& p : data.profiles) {
        if (!ids.insert(p.key()).second)
            return Error{"calibration profile '" + p.key() + "' appears twice"};
    }
    if (tooLong(data.notes, kMaxNotesChars))
        return Error{"workbook notes are longer than " + std::to_string(kMaxNotesChars) + " characters"};
    if (!isPlainText(data.notes, true))
        return Error{"workbook notes hold control characters or invalid UTF-8"};
    if (compactJson(data.chartSettings).size() > kMaxChartSettingsChars)
        return Error{"chart settings are larger than " + std::to_string(kMaxChartSettingsChars) + " characters"};
    if (!data.createdUtc.empty() && !isIsoTimestamp(qs(data.createdUtc)))
        return Error{"creation time '" + data.createdUtc + "' is not an ISO 8601 date and time"};
    return {};
}

Result<ScenarioInputs> readScenarioFromWorkbook(const std::string& path, const std::string& name)
{
    auto data = readWorkbook(path);
    if (!data)
        return Error{data.error()};
    return scenarioInputs(*data, path, name);
}

Result<ScenarioInputs> scenarioInputs(const WorkbookData& data, const std::string& path, const std::string& name)
{
    if (const ScenarioRecord* record = findScenario(data, name))
        return record->inputs;
    std::string available;
    for (const ScenarioRecord& r : data.scenarios)
        available += (available.empty() ? "" : ", ") + ("'" + r.name + "'");
    return Error{quoted(path) + " has no scenario named '" + name + "'" +
                 (available.empty() ? std::string(" (it holds none)") : " (it holds " + available + ")")};
}

const ScenarioRecord* findScenario(const WorkbookData& data, const std::string& name)
{
    for (const ScenarioRecord& r : data.scenarios) {
        if (r.name == name)
            return &r;
    }
    return nullptr;
}

QJsonObject workbookToJson(const WorkbookData& data)
{
    QJsonArray scenarios, snapshots, hardware, models, profiles;
    for (const ScenarioRecord& r : data.scenarios) {
        QJsonObject o;
        o.insert(QStringLiteral("name"), qs(r.name));
        o.insert(QStringLiteral("inputs"), inputsToJson(r.inputs));
        o.insert(QStringLiteral("colour"), qs(r.colour));
        o.insert(QStringLiteral("notes"), qs(r.notes));
        o.insert(QStringLiteral("baseline"), r.baseline);
        scenarios.append(o);
    }
    for (const Snapshot& s : data.snapshots) {
        QJsonObject o;
        o.insert(QStringLiteral("scenario"), qs(s.scenarioName));
        o.insert(QStringLiteral("label"), qs(s.label));
        o.insert(QStringLiteral("created_utc"), qs(s.createdUtc));
        o.insert(QStringLiteral("inputs"), inputsToJson(s.inputs));
        o.insert(QStringLiteral("outputs"), presentedOutputsToJson(s.outputs));
        snapshots.append(o);
    }
    for (const Hardware& hw : data.customHardware)
        hardware.append(hardwareToJson(hw));
    for (const LlmModel& m : data.customModels)
        models.append(modelToJson(m));
    for (const CalibrationProfile& p : data.profiles)
        profiles.append(profileToJson(p));
    QJsonObject root;
    root.insert(QStringLiteral("scenarios"), scenarios);
    root.insert(QStringLiteral("snapshots"), snapshots);
    root.insert(QStringLiteral("custom_hardware"), hardware);
    root.insert(QStringLiteral("custom_models"), models);
    root.insert(QStringLiteral("profiles"), profiles);
    root.insert(QStringLiteral("notes"), qs(data.notes));
    root.insert(QStringLiteral("chart_settings"), data.chartSettings);
    root.insert(QStringLiteral("created_utc"), qs(data.createdUtc));
    root.insert(QStringLiteral("modified_utc"), qs(data.modifiedUtc));
    root.insert(QStringLiteral("app_version"), qs(data.appVersion));
    return root;
}

void keepOneBaseline(std::vector<ScenarioRecord>& scenarios)
{
    bool seen = false;
    for (ScenarioRecord& r : scenarios) {
        r.baseline = r.baseline && !seen;
        seen = seen || r.baseline;
    }
}

Result<Catalog> catalogForWorkbook(const Catalog& base, const WorkbookData& data)
{
    Catalog catalog = base;
    if (const Status s = addCatalogEntries(catalog, {data.customHardware, data.customModels}); !s)
        return Error{s.error()};
    for (CalibrationProfile profile : data.profiles) {
        // A file's profile that is not the catalog's own for its key is used (the file evaluates as
        // its author saw it) but never called calibrated, and says that it is the file's wherever a
        // profile is named: its figures are the file's, not the shipped measurements'. That holds
        // where it differs from the built-in profile of its key, where it is more specific than the
        // built-in one (h200/sglang/fp8 before h200/sglang) and where the catalog has only priors.
        const auto same = std::find_if(base.profiles().begin(), base.profiles().end(),
                                       [&](const CalibrationProfile& p) { return p.key() == profile.key(); });
        if (same == base.profiles().end() || profileToJson(*same) != profileToJson(profile)) {
            profile.replacesBuiltIn = true;
            profile.calibrated = false;
            profile.fittedTo = "the workbook's own profile for " + profile.key() +
                               ", used in place of the built-in one" +
                               (profile.fittedTo.empty() ? "" : " (" + profile.fittedTo + ")");
        }
        catalog.addProfile(std::move(profile));
    }
    return catalog;
}

} // namespace tf::core
