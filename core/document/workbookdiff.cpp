#include "core/document/workbookdiff.h"

#include "core/catalog/catalogjson.h"
#include "core/inputfields.h"
#include "core/servicecomparison.h"

#include <QJsonArray>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

namespace tf::core {

namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

/// Keys of inputsToJson in the order views list them.
QStringList orderedInputKeys(const QJsonObject& before, const QJsonObject& after)
{
    QStringList keys = {QStringLiteral("hardware"),  QStringLiteral("model"),   QStringLiteral("framework"),
                        QStringLiteral("precision"), QStringLiteral("serving"), QStringLiteral("pricing")};
    for (const InputFieldInfo& info : numericInputFields())
        keys << QString::fromLatin1(info.key);
    for (const QJsonObject* object : {&before, &after}) {
        for (const QString& key : object->keys()) {
            if (!keys.contains(key))
                keys << key;
        }
    }
    return keys;
}

/// Each scenario's figures, evaluated the way the workbook's own window shows them.
struct EvaluatedWorkbook
{
    std::map<std::string, PresentedOutputs> outputs;
    std::map<std::string, std::string> errors;
};

EvaluatedWorkbook evaluateWorkbook(const WorkbookData& data, const Catalog& base)
{
    EvaluatedWorkbook result;
    auto catalog = catalogForWorkbook(base, data);
    auto level = serviceLevelOfWorkbook(data);
    for (const ScenarioRecord& record : data.scenarios) {
        if (!catalog || !level) {
            result.errors[record.name] = !catalog ? catalog.error() : level.error();
            continue;
        }
        auto outputs = computeOutputs(record.inputs, *catalog, *level);
        if (outputs)
            result.outputs[record.name] = std::move(outputs).value();
        else
            result.errors[record.name] = outputs.error();
    }
    return result;
}

/// id -> JSON definition of one kind of user-defined entry.
template <typename Entry, typename Id, typename ToJson>
std::map<std::string, QJsonObject> definitions(const std::vector<Entry>& entries, Id id, ToJson toJson)
{
    std::map<std::string, QJsonObject> map;
    for (const Entry& e : entries)
        map[id(e)] = toJson(e);
    return map;
}

void compareDefinitions(const char* kind, const std::map<std::string, QJsonObject>& before,
                        const std::map<std::string, QJsonObject>& after, std::vector<CatalogEntryChange>& out)
{
    for (const auto& [id, definition] : before) {
        const auto it = after.find(id);
        if (it == after.end())
            out.push_back({kind, id, "removed"});
        else if (it->second != definition)
            out.push_back({kind, id, "changed"});
    }
    for (const auto& [id, definition] : after) {
        if (!before.count(id))
            out.push_back({kind, id, "added"});
    }
}

std::string profileKey(const CalibrationProfile& p)
{
    return p.hardwareId + "/" + p.frameworkId + (p.precisionId.empty() ? "" : "/" + p.precisionId);
}

std::vector<CatalogEntryChange> catalogChanges(const WorkbookData& before, const WorkbookData& after)
{
    std::vector<CatalogEntryChange> changes;
    const auto hwId = [](const Hardware& h) { return h.id; };
    const auto modelId = [](const LlmModel& m) { return m.id; };
    compareDefinitions("hardware", definitions(before.customHardware, hwId, hardwareToJson),
                       definitions(after.customHardware, hwId, hardwareToJson), changes);
    compareDefinitions("model", definitions(before.customModels, modelId, modelToJson),
                       definitions(after.customModels, modelId, modelToJson), changes);
    compareDefinitions("profile", definitions(before.profiles, profileKey, profileToJson),
                       definitions(after.profiles, profileKey, profileToJson), changes);
    return changes;
}

using SnapshotKey = std::tuple<std::string, std::string, std::string>;

std::multiset<SnapshotKey> snapshotKeys(const WorkbookData& data)
{
    std::multiset<SnapshotKey> keys;
    for (const Snapshot& s : data.snapshots)
        keys.insert({s.scenarioName, s.label, s.createdUtc});
    return keys;
}

int countMissing(const std::multiset<SnapshotKey>& from, const std::multiset<SnapshotKey>& in)
{
    int missing = 0;
    for (const SnapshotKey& key : from)
        missing += in.count(key) < from.count(key) ? 1 : 0;
    return missing;
}

ScenarioChange compareScenario(const ScenarioRecord& before, const ScenarioRecord& after,
                               const EvaluatedWorkbook& evaluatedBefore, const EvaluatedWorkbook& evaluatedAfter)
{
    ScenarioChange change;
    change.name = after.name;
    change.inputs = inputChanges(before.inputs, after.inputs);
    change.notesChanged = before.notes != after.notes;
    change.baselineChanged = before.baseline != after.baseline;
    const auto b = evaluatedBefore.outputs.find(before.name);
    const auto a = evaluatedAfter.outputs.find(after.name);
    if (b != evaluatedBefore.outputs.end() && a != evaluatedAfter.outputs.end()) {
        change.outputs = figureChanges(b->second, a->second);
    } else {
        const auto& errors = b == evaluatedBefore.outputs.end() ? evaluatedBefore.errors : evaluatedAfter.errors;
        const auto e = errors.find(before.name);
        change.outputsError = e != errors.end() ? e->second : std::string("not evaluated");
    }
    return change;
}

QJsonValue valueOrNull(const QJsonValue& v)
{
    return v.isUndefined() ? QJsonValue(QJsonValue::Null) : v;
}

std::string valueText(const QJsonValue& v)
{
    if (v.isString())
        return v.toString().toStdString();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 10).toStdString();
    if (v.isBool())
        return v.toBool() ? "true" : "false";
    return "-";
}

QJsonArray stringArray(const std::vector<std::string>& texts)
{
    QJsonArray array;
    for (const std::string& t : texts)
        array.append(qs(t));
    return array;
}

QJsonObject scenarioChangeToJson(const ScenarioChange& c)
{
    QJsonArray inputs, outputs;
    for (const InputChange& i : c.inputs)
        inputs.append(QJsonObject{{QStringLiteral("key"), qs(i.key)},
                                  {QStringLiteral("before"), valueOrNull(i.before)},
                                  {QStringLiteral("after"), valueOrNull(i.after)}});
    for (const FigureChange& f : c.outputs)
        outputs.append(QJsonObject{{QStringLiteral("metric"), qs(f.metric)},
                                   {QStringLiteral("before"), f.before},
                                   {QStringLiteral("after"), f.after}});
    QJsonObject o{{QStringLiteral("name"), qs(c.name)},
                  {QStringLiteral("inputs"), inputs},
                  {QStringLiteral("outputs"), outputs},
                  {QStringLiteral("notes_changed"), c.notesChanged},
                  {QStringLiteral("baseline_changed"), c.baselineChanged}};
    if (!c.outputsError.empty())
        o.insert(QStringLiteral("outputs_error"), qs(c.outputsError));
    return o;
}

} // namespace

std::vector<InputChange> inputChanges(const ScenarioInputs& before, const ScenarioInputs& after)
{
    const QJsonObject b = inputsToJson(before);
    const QJsonObject a = inputsToJson(after);
    std::vector<InputChange> changes;
    for (const QString& key : orderedInputKeys(b, a)) {
        if (b.value(key) != a.value(key))
            changes.push_back({key.toStdString(), b.value(key), a.value(key)});
    }
    return changes;
}

std::vector<FigureChange> figureChanges(const PresentedOutputs& before, const PresentedOutputs& after,
                                        double relativeTolerance)
{
    std::vector<FigureChange> changes;
    const auto& metrics = outputMetrics();
    for (size_t i = 0; i < metrics.size(); ++i) {
        const double b = i < before.values.size() ? before.values[i] : 0;
        const double a = i < after.values.size() ? after.values[i] : 0;
        const bool oneSided = before.stored != after.stored;
        if (oneSided || std::abs(a - b) > relativeTolerance * std::max(std::abs(a), std::abs(b)))
            changes.push_back({metrics[i].id, b, a});
    }
    return changes;
}

bool WorkbookDiff::empty() const
{
    return addedScenarios.empty() && removedScenarios.empty() && changedScenarios.empty() && catalogChanges.empty() &&
           !workbookNotesChanged && !serviceLevelChanged && snapshotsAdded == 0 && snapshotsRemoved == 0;
}

WorkbookDiff diffWorkbooks(const WorkbookData& before, const WorkbookData& after, const Catalog& base)
{
    WorkbookDiff diff;
    const EvaluatedWorkbook evaluatedBefore = evaluateWorkbook(before, base);
    const EvaluatedWorkbook evaluatedAfter = evaluateWorkbook(after, base);
    for (const ScenarioRecord& b : before.scenarios) {
        const ScenarioRecord* a = findScenario(after, b.name);
        if (!a) {
            diff.removedScenarios.push_back(b.name);
            continue;
        }
        ScenarioChange change = compareScenario(b, *a, evaluatedBefore, evaluatedAfter);
        if (!change.inputs.empty() || !change.outputs.empty() || !change.outputsError.empty() || change.notesChanged ||
            change.baselineChanged)
            diff.changedScenarios.push_back(std::move(change));
    }
    for (const ScenarioRecord& a : after.scenarios) {
        if (!findScenario(before, a.name))
            diff.addedScenarios.push_back(a.name);
    }
    diff.catalogChanges = catalogChanges(before, after);
    diff.workbookNotesChanged = before.notes != after.notes;
    const auto levelBefore = serviceLevelOfWorkbook(before);
    const auto levelAfter = serviceLevelOfWorkbook(after);
    diff.serviceLevelChanged =
        bool(levelBefore) != bool(levelAfter) || (levelBefore && levelAfter && !(*levelBefore == *levelAfter));
    const auto keysBefore = snapshotKeys(before);
    const auto keysAfter = snapshotKeys(after);
    diff.snapshotsAdded = countMissing(keysAfter, keysBefore);
    diff.snapshotsRemoved = countMissing(keysBefore, keysAfter);
    return diff;
}

QJsonObject workbookDiffToJson(const WorkbookDiff& diff)
{
    QJsonArray changed, catalog;
    for (const ScenarioChange& c : diff.changedScenarios)
        changed.append(scenarioChangeToJson(c));
    for (const CatalogEntryChange& c : diff.catalogChanges)
        catalog.append(QJsonObject{{QStringLiteral("kind"), qs(c.kind)},
                                   {QStringLiteral("id"), qs(c.id)},
                                   {QStringLiteral("change"), qs(c.change)}});
    return {{QStringLiteral("added"), stringArray(diff.addedScenarios)},
            {QStringLiteral("removed"), stringArray(diff.removedScenarios)},
            {QStringLiteral("changed"), changed},
            {QStringLiteral("catalog"), catalog},
            {QStringLiteral("notes_changed"), diff.workbookNotesChanged},
            {QStringLiteral("service_level_changed"), diff.serviceLevelChanged},
            {QStringLiteral("snapshots_added"), diff.snapshotsAdded},
            {QStringLiteral("snapshots_removed"), diff.snapshotsRemoved},
            {QStringLiteral("identical"), diff.empty()}};
}

std::string workbookDiffToText(const WorkbookDiff& diff)
{
    std::ostringstream out;
    if (diff.empty())
        out << "no differences\n";
    for (const std::string& name : diff.addedScenarios)
        out << "+ scenario '" << name << "' added\n";
    for (const std::string& name : diff.removedScenarios)
        out << "- scenario '" << name << "' removed\n";
    for (const ScenarioChange& c : diff.changedScenarios) {
        out << "~ scenario '" << c.name << "' changed\n";
        for (const InputChange& i : c.inputs)
            out << "    input  " << i.key << ": " << valueText(i.before) << " -> " << valueText(i.after) << "\n";
        for (const FigureChange& f : c.outputs)
            out << "    output " << f.metric << ": " << QString::number(f.before, 'g', 6).toStdString() << " -> "
                << QString::number(f.after, 'g', 6).toStdString() << "\n";
        if (!c.outputsError.empty())
            out << "    outputs not compared: " << c.outputsError << "\n";
        if (c.notesChanged)
            out << "    notes changed\n";
        if (c.baselineChanged)
            out << "    baseline flag changed\n";
    }
    for (const CatalogEntryChange& c : diff.catalogChanges)
        out << "! custom " << c.kind << " '" << c.id << "' " << c.change << "\n";
    if (diff.workbookNotesChanged)
        out << "~ workbook notes changed\n";
    if (diff.serviceLevelChanged)
        out << "~ service level changed\n";
    if (diff.snapshotsAdded || diff.snapshotsRemoved)
        out << "~ snapshots: " << diff.snapshotsAdded << " added, " << diff.snapshotsRemoved << " removed\n";
    return out.str();
}

} // namespace tf::core
