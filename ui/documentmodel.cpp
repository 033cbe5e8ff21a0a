#include "ui/documentmodel.h"

#include "core/catalog/catalogjson.h"
#include "core/catalog/userprofiles.h"
#include "core/scenarioname.h"
#include "core/servicecomparison.h"
#include "ui/inputtext.h"

#include <QColor>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <array>

namespace tf::ui {

namespace {

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

enum CommandId { SetInputsId = 1, SetServiceLevelId };

/// Changes the comparison's service level; edits in one merge sequence merge into one step.
class SetServiceLevelCommand : public QUndoCommand
{
public:
    SetServiceLevelCommand(DocumentModel* model, core::ServiceLevel before, core::ServiceLevel after, int sequence)
        : QUndoCommand(DocumentModel::tr("Change service level")), m_model(model), m_before(before), m_after(after),
          m_sequence(sequence)
    { }
    int id() const override { return SetServiceLevelId; }
    void redo() override { m_model->applyServiceLevel(m_after); }
    void undo() override { m_model->applyServiceLevel(m_before); }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* o = static_cast<const SetServiceLevelCommand*>(other);
        if (o->m_sequence != m_sequence)
            return false;
        m_after = o->m_after;
        setObsolete(m_after == m_before);
        return true;
    }

private:
    DocumentModel* m_model;
    core::ServiceLevel m_before;
    core::ServiceLevel m_after;
    int m_sequence;
};

/// The generic "change a value" command. Merges consecutive edits of the same input on the same
/// scenario within one merge sequence, so a slider drag becomes one undo step.
class SetInputsCommand : public QUndoCommand
{
public:
    SetInputsCommand(DocumentModel* model, int index, core::ScenarioInputs before, core::ScenarioInputs after,
                     const QString& text, QString mergeKey, int sequence)
        : QUndoCommand(text), m_model(model), m_index(index), m_before(std::move(before)), m_after(std::move(after)),
          m_mergeKey(std::move(mergeKey)), m_sequence(sequence)
    { }
    int id() const override { return SetInputsId; }
    void redo() override { m_model->applyInputs(m_index, m_after); }
    void undo() override { m_model->applyInputs(m_index, m_before); }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* o = static_cast<const SetInputsCommand*>(other);
        if (m_mergeKey.isEmpty() || o->m_mergeKey != m_mergeKey || o->m_index != m_index || o->m_sequence != m_sequence)
            return false;
        m_after = o->m_after;
        setObsolete(m_after == m_before); // dragged back to where it started: nothing to undo
        return true;
    }

private:
    DocumentModel* m_model;
    int m_index;
    core::ScenarioInputs m_before;
    core::ScenarioInputs m_after;
    QString m_mergeKey;
    int m_sequence;
};

/// Swaps the workbook's own hardware and models (an import, or its undo).
class CustomEntriesCommand : public QUndoCommand
{
public:
    CustomEntriesCommand(DocumentModel* model, core::CatalogEntries before, core::CatalogEntries after,
                         const QString& text)
        : QUndoCommand(text), m_model(model), m_before(std::move(before)), m_after(std::move(after))
    { }
    void redo() override { m_model->applyCustomEntries(m_after); }
    void undo() override { m_model->applyCustomEntries(m_before); }

private:
    DocumentModel* m_model;
    core::CatalogEntries m_before;
    core::CatalogEntries m_after;
};

/// Replaces a whole record (rename, baseline flag, notes of one scenario).
class SetRecordsCommand : public QUndoCommand
{
public:
    SetRecordsCommand(DocumentModel* model, std::vector<core::ScenarioRecord> before,
                      std::vector<core::ScenarioRecord> after, const QString& text)
        : QUndoCommand(text), m_model(model), m_before(std::move(before)), m_after(std::move(after))
    { }
    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const std::vector<core::ScenarioRecord>& records)
    {
        for (size_t i = 0; i < records.size(); ++i)
            m_model->applyRecord(static_cast<int>(i), records[i]);
    }
    DocumentModel* m_model;
    std::vector<core::ScenarioRecord> m_before;
    std::vector<core::ScenarioRecord> m_after;
};

class InsertScenarioCommand : public QUndoCommand
{
public:
    InsertScenarioCommand(DocumentModel* model, int index, core::ScenarioRecord record, const QString& text,
                          bool insert)
        : QUndoCommand(text), m_model(model), m_index(index), m_record(std::move(record)), m_insert(insert)
    { }
    void redo() override { m_insert ? m_model->insertRecord(m_index, m_record) : m_model->eraseRecord(m_index); }
    void undo() override { m_insert ? m_model->eraseRecord(m_index) : m_model->insertRecord(m_index, m_record); }

private:
    DocumentModel* m_model;
    int m_index;
    core::ScenarioRecord m_record;
    bool m_insert; ///< false: the command removes the record
};

class MoveScenarioCommand : public QUndoCommand
{
public:
    MoveScenarioCommand(DocumentModel* model, int from, int to, const QString& text)
        : QUndoCommand(text), m_model(model), m_from(from), m_to(to)
    { }
    void redo() override { m_model->applyMove(m_from, m_to); }
    void undo() override { m_model->applyMove(m_to, m_from); }

private:
    DocumentModel* m_model;
    int m_from;
    int m_to;
};

class SetNotesCommand : public QUndoCommand
{
public:
    SetNotesCommand(DocumentModel* model, QString before, QString after)
        : QUndoCommand(QObject::tr("Edit notes")), m_model(model), m_before(std::move(before)),
          m_after(std::move(after))
    { }
    void redo() override { m_model->applyNotes(m_after); }
    void undo() override { m_model->applyNotes(m_before); }

private:
    DocumentModel* m_model;
    QString m_before;
    QString m_after;
};

} // namespace

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
    core::WorkbookData data;
    data.scenarios = core::defaultComparisonScenarios(); // H200 FP8 (baseline), GB300 NVL72 FP4
    for (size_t i = 0; i < data.scenarios.size(); ++i)
        data.scenarios[i].colour = kPalette[i % kPalette.size()];
    // Opens at equal interactivity (50 tok/s/user, the interactive-tier boundary): the comparison
    // the cost-per-token article makes, each system on its own frontier.
    data.chartSettings.insert(QLatin1String(core::kServiceLevelSettingsKey),
                              core::serviceLevelToJson(core::defaultServiceLevel()));
    return data;
}

core::WorkbookData DocumentModel::toWorkbookData() const
{
    core::WorkbookData data = m_carried;
    data.scenarios = m_scenarios;
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
    m_scenarios = data.scenarios;
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
    m_chartSettings = settings;
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
        r.colour = kPalette[static_cast<size_t>(scenarioCount()) % kPalette.size()];
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
    r.colour.clear();
    // Pick the first palette colour no scenario uses, so the copy is told apart at once.
    for (const char* c : kPalette) {
        const bool used = std::any_of(m_scenarios.begin(), m_scenarios.end(),
                                      [&](const core::ScenarioRecord& s) { return s.colour == c; });
        if (!used) {
            r.colour = c;
            break;
        }
    }
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
    after[static_cast<size_t>(index)].name = uniqueName(trimmed).toStdString();
    m_undoStack->push(new SetRecordsCommand(this, m_scenarios, after, tr("Rename scenario")));
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
        m_undoStack->push(new SetNotesCommand(this, m_notes, notes));
}

QString DocumentModel::uniqueName(const QString& base) const
{
    const auto taken = [&](const QString& name) {
        return std::any_of(m_scenarios.begin(), m_scenarios.end(),
                           [&](const core::ScenarioRecord& s) { return QString::fromStdString(s.name) == name; });
    };
    if (!taken(base))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1 (%2)").arg(base).arg(n);
        if (!taken(candidate))
            return candidate;
    }
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
    current = record;
    if (inputsDiffer)
        emit inputsChanged(index);
    emit scenarioListChanged();
    emit changed();
}

void DocumentModel::insertRecord(int index, const core::ScenarioRecord& record)
{
    m_scenarios.insert(m_scenarios.begin() + index, record);
    if (m_selected < 0)
        m_selected = 0;
    else if (index <= m_selected && scenarioCount() > 1)
        ++m_selected;
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
