#pragma once

// The document's undo commands. Internal to DocumentModel: each applies its change through the
// model's apply*() mutators, which emit the model's signals.

#include "ui/documentmodel.h"

#include <QUndoCommand>

#include <vector>

namespace tf::ui::commands {

enum CommandId { SetInputsId = 1, SetServiceLevelId, SetNotesId };

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

/// Edits the workbook's notes (scenario -1) or one scenario's; typing within one merge sequence
/// is one undo step.
class SetNotesCommand : public QUndoCommand
{
public:
    SetNotesCommand(DocumentModel* model, int scenario, QString before, QString after, int sequence)
        : QUndoCommand(scenario < 0 ? DocumentModel::tr("Edit workbook notes")
                                    : DocumentModel::tr("Edit scenario notes")),
          m_model(model), m_scenario(scenario), m_before(std::move(before)), m_after(std::move(after)),
          m_sequence(sequence)
    { }
    int id() const override { return SetNotesId; }
    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* o = static_cast<const SetNotesCommand*>(other);
        if (o->m_sequence != m_sequence || o->m_scenario != m_scenario)
            return false;
        m_after = o->m_after;
        setObsolete(m_after == m_before);
        return true;
    }

private:
    void apply(const QString& notes)
    {
        if (m_scenario < 0)
            m_model->applyNotes(notes);
        else
            m_model->applyScenarioNotes(m_scenario, notes);
    }
    DocumentModel* m_model;
    int m_scenario;
    QString m_before;
    QString m_after;
    int m_sequence;
};

/// Replaces the snapshot list (take, delete).
class SetSnapshotsCommand : public QUndoCommand
{
public:
    SetSnapshotsCommand(DocumentModel* model, std::vector<core::Snapshot> before, std::vector<core::Snapshot> after,
                        const QString& text, QUndoCommand* parent = nullptr)
        : QUndoCommand(text, parent), m_model(model), m_before(std::move(before)), m_after(std::move(after))
    { }
    void redo() override { m_model->applySnapshots(m_after); }
    void undo() override { m_model->applySnapshots(m_before); }

private:
    DocumentModel* m_model;
    std::vector<core::Snapshot> m_before;
    std::vector<core::Snapshot> m_after;
};

} // namespace tf::ui::commands
