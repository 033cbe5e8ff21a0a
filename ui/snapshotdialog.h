#pragma once

#include "core/document/workbook.h"

#include <QDialog>
#include <QJsonValue>
#include <QString>

#include <vector>

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace tf::ui {

class DocumentModel;

/// One input that differs between a snapshot and the current state.
struct InputDifference
{
    QString label;    ///< the field's label (with unit)
    QString snapshot; ///< value in the snapshot, as text
    QString current;  ///< value now
};

/// Every input (catalog ids, modes and numeric fields) whose value differs, in field order.
std::vector<InputDifference> inputDifferences(const core::ScenarioInputs& snapshot,
                                              const core::ScenarioInputs& current);
/// An input's label with its unit, for the key inputsToJson uses.
QString inputKeyLabel(const QString& key);
/// An input's value as the views show it.
QString inputValueText(const QJsonValue& value);
/// A stored figure's label (core::outputMetrics() id) in the user's language.
QString figureLabel(const QString& metricId);
/// A figure as the views show it: three significant figures, dollars for costs.
QString figureText(const QString& metricId, double value);
/// The service level a snapshot's figures were read at, as a short phrase.
QString levelText(const core::ServiceLevel& level);

/// Named snapshots of one scenario ("as presented to the board on 2026-11-30"): take a new one,
/// delete one, restore one, and compare one with now: the inputs that differ and the stored
/// figures beside today's (when today's model computes others for the snapshot's own inputs, both
/// are shown). Every change goes through the document's undo stack.
class SnapshotDialog : public QDialog
{
    Q_OBJECT
public:
    SnapshotDialog(DocumentModel* document, int scenarioIndex, QWidget* parent = nullptr);

    /// Freezes the scenario's inputs and today's figures under `label` (the button asks for it).
    void takeSnapshot(const QString& label);
    /// Shows listed snapshot `row` (of this scenario) against the current state.
    void compareWith(int row);
    /// Restores the listed snapshot `row` (undoable).
    void restore(int row);
    void remove(int row);
    int snapshotCount() const;
    QTableWidget* differencesTable() const { return m_table; }
    /// What the figures are: "stored as presented …", and whether today's model agrees.
    QString figuresNote() const;
    /// Whether the table shows a column of today's figures for the snapshot's inputs.
    bool showsRecomputedFigures() const;

private:
    void refreshList();
    /// Indexes into the document's snapshots of this scenario's snapshots, in list order.
    std::vector<size_t> visibleIndexes() const;
    int scenarioIndex() const;
    void addRow(const QString& label, const QString& stored, const QString& recomputed, const QString& now,
                bool heading = false);
    void showOutputs(const core::Snapshot& snapshot);

    DocumentModel* m_document;
    QString m_scenarioName;
    QListWidget* m_list = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_note = nullptr;
    QPushButton* m_restore = nullptr;
    QPushButton* m_delete = nullptr;
};

} // namespace tf::ui
