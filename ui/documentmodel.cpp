#include "ui/documentmodel.h"

#include "core/catalog/catalogjson.h"
#include "core/catalog/userprofiles.h"
#include "core/document/workbookschema.h"
#include "core/inputfile.h"
#include "core/scenarioname.h"
#include "core/servicecomparison.h"
#include "ui/documentmodelcommands.h"
#include "ui/inputtext.h"
#include "ui/numberformat.h"

#include <QColor>
#include <QDateTime>
#include <QRegularExpression>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <array>

namespace tf::ui {

namespace {

/// A name as a message quotes it, its middle left out past 60 characters: a message box as wide as
/// a 300-character name was cut off at the screen's edge, its closing quote with it.
QString nameInMessage(const QString& name)
{
    return format::shortName(name, 60);
}

/// The shipped catalog plus the profiles the user fitted with `tokenfactory-cli fit`.
const core::Catalog& baseCatalog()
{
    static const core::Catalog catalog = core::builtInWithUserProfiles();
    return catalog;
}

// Tableau 10: distinguishable on white, in print and for the common colour-vision deficiencies
// when paired with the markers the charts draw.
constexpr std::array<const char*, 10> kPalette = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2",
                                                  "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};

} // namespace

using namespace commands;

DocumentModel::DocumentModel(QObject* parent)
    : QObject(parent), m_catalog(core::Catalog::builtIn()), m_undoStack(new QUndoStack(this))
{ }

DocumentModel::~DocumentModel()
{
    // The undo stack announces its clearing while it is destroyed; nobody may act on that
    // signal from a half-destroyed document (UBSan caught the window title being updated).
    m_undoStack->blockSignals(true);
}

core::WorkbookData DocumentModel::defaultWorkbook()
{
    // Opens at equal interactivity (50 tok/s/user, the interactive-tier boundary): the comparison
    // the cost-per-token article makes, each system on its own frontier.
    core::WorkbookData data = core::newWorkbook();
    data.scenarios = core::defaultComparisonScenarios(); // H200 FP8 (baseline), GB300 NVL72 FP4
    for (size_t i = 0; i < data.scenarios.size(); ++i)
        data.scenarios[i].colour = kPalette[i % kPalette.size()];
    return data;
}

core::WorkbookData DocumentModel::toWorkbookData() const
{
    core::WorkbookData data = m_carried;
    data.scenarios = m_scenarios;
    data.snapshots = m_snapshots;
    // Colours assigned by the palette are written out so the file looks the same elsewhere.
    for (int i = 0; i < scenarioCount(); ++i) {
        if (data.scenarios[static_cast<size_t>(i)].colour.empty())
            data.scenarios[static_cast<size_t>(i)].colour = scenarioColour(i).name().toStdString();
    }
    data.notes = m_notes.toStdString();
    data.chartSettings = m_chartSettings;
    data.chartSettings.insert(QLatin1String(core::kServiceLevelSettingsKey), core::serviceLevelToJson(m_serviceLevel));
    return data;
}

void DocumentModel::setSavedIdentity(const core::WorkbookSaved& saved)
{
    m_carried.generation = saved.generation;
    m_carried.documentId = saved.documentId;
}

void DocumentModel::resetFrom(const core::WorkbookData& data)
{
    m_undoStack->clear();
    // The workbook reader validated its entries already; a failure here leaves the base catalog.
    auto catalog = core::catalogForWorkbook(baseCatalog(), data);
    m_catalog = catalog ? std::move(catalog).value() : baseCatalog();
    m_carried = data;
    m_carried.scenarios.clear();
    m_carried.snapshots.clear();
    m_scenarios = data.scenarios;
    m_snapshots = data.snapshots;
    m_notes = QString::fromStdString(data.notes);
    m_chartSettings = data.chartSettings;
    // A stored level the reader cannot use opens at the operating point rather than failing the file.
    auto level = core::serviceLevelOfWorkbook(data);
    m_serviceLevel = level ? *level : core::ServiceLevel{};
    m_selected = m_scenarios.empty() ? -1 : 0;
    ++m_mergeSequence;
    emit documentReset();
    emit serviceLevelChanged();
    emit scenarioListChanged();
    emit notesChanged();
    emit snapshotsChanged();
    emit selectionChanged(m_selected);
    emit changed();
}

int DocumentModel::baselineIndex() const
{
    for (int i = 0; i < scenarioCount(); ++i) {
        if (m_scenarios[static_cast<size_t>(i)].baseline)
            return i;
    }
    return m_scenarios.empty() ? -1 : 0;
}

void DocumentModel::setSelectedIndex(int index)
{
    index = m_scenarios.empty() ? -1 : std::clamp(index, 0, scenarioCount() - 1);
    if (index == m_selected)
        return;
    m_selected = index;
    ++m_mergeSequence;
    emit selectionChanged(index);
}

void DocumentModel::setChartSettings(const QJsonObject& settings)
{
    if (settings == m_chartSettings)
        return;
    m_chartSettings = settings;
    emit chartSettingsChanged();
}

void DocumentModel::setServiceLevel(const core::ServiceLevel& level)
{
    if (level == m_serviceLevel || !core::validateServiceLevel(level))
        return;
    m_undoStack->push(new SetServiceLevelCommand(this, m_serviceLevel, level, m_mergeSequence));
}

void DocumentModel::applyServiceLevel(const core::ServiceLevel& level)
{
    m_serviceLevel = level;
    emit serviceLevelChanged();
    emit changed();
}

void DocumentModel::setInputs(int index, const core::ScenarioInputs& inputs, const QString& text,
                              const QString& mergeKey)
{
    if (index < 0 || index >= scenarioCount() || scenario(index).inputs == inputs)
        return;
    const core::ScenarioRecord& record = scenario(index);
    // Only hardware, model and precision name a configuration; a slider event skips the naming.
    const bool namingChanged = record.inputs.hardwareId != inputs.hardwareId ||
                               record.inputs.modelId != inputs.modelId || record.inputs.precision != inputs.precision;
    const std::string name =
        namingChanged ? core::followingName(record.name, record.inputs, inputs, catalog()) : record.name;
    if (name == record.name) {
        m_undoStack->push(new SetInputsCommand(this, index, record.inputs, inputs, text, mergeKey, m_mergeSequence));
        return;
    }
    // A name the configuration gave follows it ("H200 FP8" becomes "H200 FP4"), in the same undo step.
    m_undoStack->beginMacro(text);
    m_undoStack->push(new SetInputsCommand(this, index, record.inputs, inputs, text, {}, m_mergeSequence));
    std::vector<core::ScenarioRecord> renamed = m_scenarios;
    renamed[static_cast<size_t>(index)].name = uniqueName(QString::fromStdString(name)).toStdString();
    m_undoStack->push(new SetRecordsCommand(this, m_scenarios, renamed, text));
    m_undoStack->endMacro();
}

void DocumentModel::setNumericInput(int index, const QString& key, double value)
{
    if (index < 0 || index >= scenarioCount())
        return;
    core::ScenarioInputs inputs = scenario(index).inputs;
    if (!core::setNumericInput(inputs, key.toStdString(), value))
        return;
    setInputs(index, inputs, tr("Change %1").arg(inputLabel(key)), key);
}

void DocumentModel::addScenario(const core::ScenarioRecord& record)
{
    core::ScenarioRecord r = record;
    r.name = uniqueName(QString::fromStdString(r.name)).toStdString();
    if (r.colour.empty())
        r.colour = unusedColour();
    if (m_scenarios.empty())
        r.baseline = true;
    m_undoStack->push(new InsertScenarioCommand(this, scenarioCount(), r, tr("Add scenario"), true));
    setSelectedIndex(scenarioCount() - 1);
}

void DocumentModel::duplicateScenario(int index)
{
    if (index < 0 || index >= scenarioCount())
        return;
    core::ScenarioRecord r = scenario(index);
    r.baseline = false;
    r.colour = unusedColour(); // the copy is told apart at once
    r.name = uniqueName(QString::fromStdString(r.name)).toStdString();
    m_undoStack->push(new InsertScenarioCommand(this, index + 1, r, tr("Duplicate scenario"), true));
    setSelectedIndex(index + 1);
}

void DocumentModel::renameScenario(int index, const QString& name)
{
    const QString trimmed = name.trimmed();
    if (index < 0 || index >= scenarioCount() || trimmed.isEmpty() ||
        trimmed == QString::fromStdString(scenario(index).name))
        return;
    std::vector<core::ScenarioRecord> after = m_scenarios;
    const std::string oldName = scenario(index).name;
    const std::string newName = uniqueName(trimmed).toStdString();
    after[static_cast<size_t>(index)].name = newName;
    // Snapshots follow their scenario's name, so a rename never orphans them.
    std::vector<core::Snapshot> snapshots = m_snapshots;
    bool snapshotsFollow = false;
    for (core::Snapshot& s : snapshots) {
        if (s.scenarioName == oldName) {
            s.scenarioName = newName;
            snapshotsFollow = true;
        }
    }
    m_undoStack->beginMacro(tr("Rename scenario"));
    m_undoStack->push(new SetRecordsCommand(this, m_scenarios, after, tr("Rename scenario")));
    if (snapshotsFollow)
        m_undoStack->push(new SetSnapshotsCommand(this, m_snapshots, snapshots, tr("Rename scenario")));
    m_undoStack->endMacro();
}

void DocumentModel::removeScenario(int index)
{
    if (index < 0 || index >= scenarioCount())
        return;
    const bool wasBaseline = scenario(index).baseline;
    m_undoStack->beginMacro(tr("Delete scenario"));
    m_undoStack->push(new InsertScenarioCommand(this, index, scenario(index), tr("Delete scenario"), false));
    if (wasBaseline && !m_scenarios.empty())
        setBaseline(0);
    m_undoStack->endMacro();
}

void DocumentModel::moveScenario(int from, int to)
{
    if (from < 0 || from >= scenarioCount() || to < 0 || to >= scenarioCount() || from == to)
        return;
    m_undoStack->push(new MoveScenarioCommand(this, from, to, tr("Reorder scenarios")));
}

void DocumentModel::setBaseline(int index)
{
    if (index < 0 || index >= scenarioCount())
        return;
    std::vector<core::ScenarioRecord> after = m_scenarios;
    for (size_t i = 0; i < after.size(); ++i)
        after[i].baseline = static_cast<int>(i) == index;
    bool same = true;
    for (size_t i = 0; i < after.size(); ++i)
        same = same && after[i].baseline == m_scenarios[i].baseline;
    if (!same)
        m_undoStack->push(new SetRecordsCommand(this, m_scenarios, after, tr("Set baseline")));
}

void DocumentModel::setNotes(const QString& notes)
{
    if (notes != m_notes)
        m_undoStack->push(new SetNotesCommand(this, -1, m_notes, notes, m_mergeSequence));
}

void DocumentModel::setScenarioNotes(int index, const QString& notes)
{
    if (index < 0 || index >= scenarioCount())
        return;
    const QString before = QString::fromStdString(scenario(index).notes);
    if (notes != before)
        m_undoStack->push(new SetNotesCommand(this, index, before, notes, m_mergeSequence));
}

void DocumentModel::setSnapshots(const std::vector<core::Snapshot>& snapshots, const QString& text)
{
    ++m_mergeSequence;
    m_undoStack->push(new SetSnapshotsCommand(this, m_snapshots, snapshots, text));
}

void DocumentModel::takeSnapshot(int index, const QString& label, const core::PresentedOutputs& outputs)
{
    if (index < 0 || index >= scenarioCount())
        return;
    core::Snapshot s;
    s.scenarioName = scenario(index).name;
    s.label = label.trimmed().left(core::kMaxNameChars).toStdString();
    s.createdUtc = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    s.inputs = scenario(index).inputs;
    s.outputs = outputs;
    std::vector<core::Snapshot> after = m_snapshots;
    after.push_back(s);
    setSnapshots(after, tr("Take snapshot"));
}

int DocumentModel::restoreSnapshot(int snapshotIndex)
{
    if (snapshotIndex < 0 || snapshotIndex >= static_cast<int>(m_snapshots.size()))
        return -1;
    const core::Snapshot snapshot = m_snapshots[static_cast<size_t>(snapshotIndex)];
    const QString text = tr("Restore snapshot \u201c%1\u201d").arg(QString::fromStdString(snapshot.label));
    ++m_mergeSequence;
    m_undoStack->beginMacro(text);
    int index = -1;
    for (int i = 0; i < scenarioCount(); ++i) {
        if (scenario(i).name == snapshot.scenarioName)
            index = i;
    }
    if (index < 0) {
        // Renamed or deleted since: the snapshot's scenario comes back rather than being lost.
        core::ScenarioRecord record;
        record.name = snapshot.scenarioName;
        record.inputs = snapshot.inputs;
        addScenario(record);
        index = scenarioCount() - 1;
    } else {
        // The name stays: the snapshot belongs to it, whatever configuration it names.
        m_undoStack->push(
            new SetInputsCommand(this, index, scenario(index).inputs, snapshot.inputs, text, {}, m_mergeSequence));
    }
    // The stored figures were read at their own service level; the restored state shows them again.
    if (snapshot.outputs.stored && !(snapshot.outputs.level == m_serviceLevel))
        m_undoStack->push(new SetServiceLevelCommand(this, m_serviceLevel, snapshot.outputs.level, m_mergeSequence));
    m_undoStack->endMacro();
    ++m_mergeSequence;
    setSelectedIndex(index);
    return index;
}

core::Result<core::PresentedOutputs> DocumentModel::outputsFor(const core::ScenarioInputs& inputs) const
{
    return core::computeOutputs(inputs, m_catalog, m_serviceLevel);
}

void DocumentModel::applySnapshots(const std::vector<core::Snapshot>& snapshots)
{
    m_snapshots = snapshots;
    emit snapshotsChanged();
    emit changed();
}

void DocumentModel::applyScenarioNotes(int index, const QString& notes)
{
    m_scenarios.at(static_cast<size_t>(index)).notes = notes.toStdString();
    emit notesChanged();
    emit changed();
}

QString DocumentModel::renameRefusal(int index, const QString& name) const
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return tr("A scenario needs a name.");
    if (!core::isPlainText(trimmed.toStdString()))
        return tr("\u201c%1\u201d holds control characters, invisible characters or direction overrides.")
            .arg(QString::fromStdString(core::sanitizedText(trimmed.toStdString(), 60)));
    const std::string asRead = core::nameAsRead(trimmed.toStdString());
    for (int i = 0; i < scenarioCount(); ++i) {
        if (i == index || core::nameAsRead(scenario(i).name) != asRead)
            continue;
        // Name the other scenario as it is spelled: a lookalike ("FР8" with a Cyrillic Er) quoted
        // back read as if that were its name.
        const QString other = QString::fromStdString(scenario(i).name);
        if (other == trimmed)
            return tr("Another scenario is already called \u201c%1\u201d.").arg(nameInMessage(trimmed));
        return tr("Another scenario is called \u201c%1\u201d, which reads the same.").arg(nameInMessage(other));
    }
    return {};
}

QString DocumentModel::uniqueName(const QString& base) const
{
    const auto taken = [&](const QString& name) {
        const std::string asRead = core::nameAsRead(name.toStdString());
        return std::any_of(m_scenarios.begin(), m_scenarios.end(),
                           [&](const core::ScenarioRecord& s) { return core::nameAsRead(s.name) == asRead; });
    };
    if (!taken(base))
        return base;
    // A copy of "GB300 (2)" is "GB300 (3)", not "GB300 (2) (2)".
    static const QRegularExpression numbered(QStringLiteral("^(.*) \\((\\d+)\\)$"));
    const QRegularExpressionMatch match = numbered.match(base);
    const QString stem = match.hasMatch() ? match.captured(1) : base;
    for (int n = match.hasMatch() ? match.captured(2).toInt() + 1 : 2;; ++n) {
        const QString candidate = QStringLiteral("%1 (%2)").arg(stem).arg(n);
        if (!taken(candidate))
            return candidate;
    }
}

std::string DocumentModel::unusedColour() const
{
    // Against the colours shown, not those stored: a scenario a file left without one shows the
    // palette's colour for its place, which a new one must not take as well.
    for (const char* candidate : kPalette) {
        bool shown = false;
        for (int i = 0; i < scenarioCount() && !shown; ++i)
            shown = scenarioColour(i) == QColor(QLatin1String(candidate));
        if (!shown)
            return candidate;
    }
    return kPalette[static_cast<size_t>(scenarioCount()) % kPalette.size()]; // all ten are taken
}

QColor DocumentModel::scenarioColour(int index) const
{
    if (index < 0 || index >= scenarioCount())
        return QColor(QLatin1String(kPalette[0]));
    const QColor own(QString::fromStdString(scenario(index).colour));
    return own.isValid() ? own : QColor(QLatin1String(kPalette[static_cast<size_t>(index) % kPalette.size()]));
}

void DocumentModel::applyInputs(int index, const core::ScenarioInputs& inputs)
{
    m_scenarios.at(static_cast<size_t>(index)).inputs = inputs;
    emit inputsChanged(index);
    emit changed();
}

void DocumentModel::applyRecord(int index, const core::ScenarioRecord& record)
{
    core::ScenarioRecord& current = m_scenarios.at(static_cast<size_t>(index));
    const bool inputsDiffer = !(current.inputs == record.inputs);
    const bool notesDiffer = current.notes != record.notes;
    current = record;
    if (inputsDiffer)
        emit inputsChanged(index);
    if (notesDiffer)
        emit notesChanged();
    emit scenarioListChanged();
    emit changed();
}

void DocumentModel::insertRecord(int index, const core::ScenarioRecord& record)
{
    m_scenarios.insert(m_scenarios.begin() + index, record);
    // The scenario that arrives is the one in view: added, duplicated, or a deletion undone.
    m_selected = index;
    emit scenarioListChanged();
    emit selectionChanged(m_selected);
    emit changed();
}

void DocumentModel::eraseRecord(int index)
{
    m_scenarios.erase(m_scenarios.begin() + index);
    if (m_scenarios.empty())
        m_selected = -1;
    else if (index < m_selected || m_selected >= scenarioCount())
        m_selected = std::max(0, m_selected - 1);
    emit scenarioListChanged();
    emit selectionChanged(m_selected);
    emit changed();
}

void DocumentModel::applyMove(int from, int to)
{
    core::ScenarioRecord moved = m_scenarios.at(static_cast<size_t>(from));
    m_scenarios.erase(m_scenarios.begin() + from);
    m_scenarios.insert(m_scenarios.begin() + to, moved);
    if (m_selected == from)
        m_selected = to;
    emit scenarioListChanged();
    emit selectionChanged(m_selected);
    emit changed();
}

void DocumentModel::importCatalogEntries(const core::CatalogEntries& entries)
{
    const core::CatalogEntries before{m_carried.customHardware, m_carried.customModels};
    core::CatalogEntries after = before;
    core::mergeCatalogEntries(after, entries);
    m_undoStack->push(new CustomEntriesCommand(this, before, after, tr("Import hardware and models")));
}

void DocumentModel::applyCustomEntries(const core::CatalogEntries& entries)
{
    m_carried.customHardware = entries.hardware;
    m_carried.customModels = entries.models;
    auto catalog = core::catalogForWorkbook(baseCatalog(), m_carried);
    m_catalog = catalog ? std::move(catalog).value() : baseCatalog();
    emit catalogChanged();
    emit changed();
}

void DocumentModel::applyNotes(const QString& notes)
{
    m_notes = notes;
    emit notesChanged();
    emit changed();
}

} // namespace tf::ui
