#pragma once

#include "core/catalog/catalog.h"
#include "core/document/workbook.h"
#include "core/servicelevel.h"

#include <QJsonObject>
#include <QObject>

#include <vector>

class QUndoStack;

namespace tf::ui {

/// The open workbook as the window edits it: named scenarios, the selected one, notes and chart
/// settings. Every edit goes through the undo stack, so "modified" is simply "the stack is not
/// clean". Custom hardware and models carried by the workbook are merged into a catalog of its own,
/// so a shared workbook evaluates the same everywhere.
class DocumentModel : public QObject
{
    Q_OBJECT
public:
    explicit DocumentModel(QObject* parent = nullptr);
    ~DocumentModel() override;

    /// The built-in catalog plus the workbook's custom entries.
    const core::Catalog& catalog() const { return m_catalog; }

    core::WorkbookData toWorkbookData() const;
    /// Replaces everything (scenarios, custom entries, notes, settings) and clears the undo stack.
    void resetFrom(const core::WorkbookData& data);
    /// Records what the last save wrote, so the next save is not refused as a stale copy.
    void setSavedIdentity(const core::WorkbookSaved& saved);
    /// The first-start workbook: the cost-per-token article's H200 vs GB300 NVL72 comparison, H200 as baseline.
    static core::WorkbookData defaultWorkbook();

    QUndoStack* undoStack() const { return m_undoStack; }

    int scenarioCount() const { return static_cast<int>(m_scenarios.size()); }
    const std::vector<core::ScenarioRecord>& scenarios() const { return m_scenarios; }
    const core::ScenarioRecord& scenario(int index) const { return m_scenarios.at(static_cast<size_t>(index)); }
    /// The baseline scenario's index (the first one marked, else 0); -1 when empty.
    int baselineIndex() const;

    int selectedIndex() const { return m_selected; }
    /// Selection is a view state, not an edit: it does not go on the undo stack.
    void setSelectedIndex(int index);

    /// The workbook's own notes (what the whole comparison is about).
    QString notes() const { return m_notes; }
    QJsonObject chartSettings() const { return m_chartSettings; }
    /// Chart settings are view preferences saved with the workbook; not undoable. Keys this
    /// version does not know (written by a newer build) are kept as they were.
    void setChartSettings(const QJsonObject& settings);

    /// Named snapshots of every scenario, in the order they were taken.
    const std::vector<core::Snapshot>& snapshots() const { return m_snapshots; }
    /// Replaces the snapshot list in one undo step named `text`.
    void setSnapshots(const std::vector<core::Snapshot>& snapshots, const QString& text);
    /// Freezes scenario `index`'s inputs and the figures shown for them now (`outputs`) as a
    /// snapshot named `label`; undoable.
    void takeSnapshot(int index, const QString& label, const core::PresentedOutputs& outputs);
    /// Gives snapshot `snapshotIndex`'s scenario its inputs back and the comparison the service
    /// level its figures were shown at, in one undo step. A scenario renamed or deleted since comes
    /// back as a new scenario of the snapshot's name. Returns the scenario's index (-1: no such
    /// snapshot).
    int restoreSnapshot(int snapshotIndex);
    /// The figures today's model gives for `inputs` at the comparison's service level.
    core::Result<core::PresentedOutputs> outputsFor(const core::ScenarioInputs& inputs) const;

    /// The service level every scenario is compared at (saved with the workbook's chart settings).
    const core::ServiceLevel& serviceLevel() const { return m_serviceLevel; }
    /// Undoable; consecutive changes within one merge sequence (typing a target) are one step.
    /// An invalid level is ignored.
    void setServiceLevel(const core::ServiceLevel& level);

    // Undoable edits. `text` is what Edit > Undo shows.
    /// Replaces a scenario's inputs. Consecutive calls with the same `mergeKey` on the same
    /// scenario merge into one undo step until endMergeSequence() (a slider drag is one step).
    void setInputs(int index, const core::ScenarioInputs& inputs, const QString& text, const QString& mergeKey = {});
    /// Sets one numeric input (core::numericInputFields() key); merges like setInputs.
    void setNumericInput(int index, const QString& key, double value);
    /// Ends the current merge sequence: the next edit starts a new undo step.
    void endMergeSequence() { ++m_mergeSequence; }
    int mergeSequence() const { return m_mergeSequence; }

    void addScenario(const core::ScenarioRecord& record);
    void duplicateScenario(int index);
    void renameScenario(int index, const QString& name);
    /// Why `name` cannot be scenario `index`'s (translated): empty, or another scenario's already;
    /// empty when it can. renameScenario() itself takes any name, made unique.
    QString renameRefusal(int index, const QString& name) const;
    void removeScenario(int index);
    void moveScenario(int from, int to);
    void setBaseline(int index);
    /// Workbook notes; typing within one merge sequence is one undo step.
    void setNotes(const QString& notes);
    /// Scenario `index`'s notes; typing within one merge sequence is one undo step.
    void setScenarioNotes(int index, const QString& notes);
    /// Adds user-defined hardware and models to the workbook (same id replaces); undoable.
    void importCatalogEntries(const core::CatalogEntries& entries);

    /// A name not used by any scenario yet, based on `base` ("H200", "H200 (2)", ...).
    QString uniqueName(const QString& base) const;
    /// The colour a scenario is drawn in: its own if set, else from the fixed palette.
    QColor scenarioColour(int index) const;
    /// The first palette colour no scenario is drawn in (a new or duplicated scenario's).
    std::string unusedColour() const;

    // Raw mutators used by the undo commands only; they emit the signals below.
    void applyInputs(int index, const core::ScenarioInputs& inputs);
    void applyRecord(int index, const core::ScenarioRecord& record);
    void insertRecord(int index, const core::ScenarioRecord& record);
    void eraseRecord(int index);
    void applyMove(int from, int to);
    void applyNotes(const QString& notes);
    void applyScenarioNotes(int index, const QString& notes);
    void applyCustomEntries(const core::CatalogEntries& entries);
    void applyServiceLevel(const core::ServiceLevel& level);
    void applySnapshots(const std::vector<core::Snapshot>& snapshots);

signals:
    /// Anything in the document changed (inputs, names, list, notes).
    void changed();
    /// One scenario's inputs changed.
    void inputsChanged(int index);
    /// Names, colours, baseline, order or count changed.
    void scenarioListChanged();
    void selectionChanged(int index);
    /// Workbook notes or a scenario's notes changed.
    void notesChanged();
    void snapshotsChanged();
    /// setChartSettings() stored other settings (a view option the workbook keeps).
    void chartSettingsChanged();
    /// The workbook's own hardware or models changed (catalog() differs).
    void catalogChanged();
    /// The comparison's service level changed.
    void serviceLevelChanged();
    /// resetFrom() replaced the whole document.
    void documentReset();

private:
    core::Catalog m_catalog;
    std::vector<core::ScenarioRecord> m_scenarios;
    int m_selected = -1;
    QString m_notes;
    QJsonObject m_chartSettings;
    core::ServiceLevel m_serviceLevel;
    std::vector<core::Snapshot> m_snapshots;
    core::WorkbookData m_carried; ///< custom entries, profiles and dates kept for round-trip
    QUndoStack* m_undoStack = nullptr;
    int m_mergeSequence = 0;
};

} // namespace tf::ui
