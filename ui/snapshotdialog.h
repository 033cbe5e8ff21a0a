#pragma once

#include "core/document/workbook.h"

#include <QDialog>
#include <QString>

#include <vector>

class QListWidget;
class QTableWidget;

namespace tf::ui {

/// One input that differs between a snapshot and the current state.
struct InputDifference
{
    QString label;    ///< the field's English label (with unit)
    QString snapshot; ///< value in the snapshot, as text
    QString current;  ///< value now
};

/// Every input (catalog ids, modes and numeric fields) whose value differs, in field order.
std::vector<InputDifference> inputDifferences(const core::ScenarioInputs& snapshot,
                                              const core::ScenarioInputs& current);

/// Named snapshots of one scenario ("as presented to the board on 2026-11-30"): take a new one,
/// delete one, and compare one with the current inputs as a table of the fields that differ.
class SnapshotDialog : public QDialog
{
    Q_OBJECT
public:
    /// `snapshots` holds those of every scenario; the dialog lists and edits `scenarioName`'s only.
    SnapshotDialog(const QString& scenarioName, const core::ScenarioInputs& current,
                   std::vector<core::Snapshot> snapshots, QWidget* parent = nullptr);

    /// All snapshots (every scenario's) after the user's additions and deletions.
    const std::vector<core::Snapshot>& snapshots() const { return m_snapshots; }
    bool isChanged() const { return m_changed; }

    /// Freezes the current inputs under `label` (the button asks for the label).
    void takeSnapshot(const QString& label);
    /// Shows the differences of the listed snapshot `row` (of this scenario) from the current inputs.
    void compareWith(int row);
    QTableWidget* differencesTable() const { return m_table; }

private:
    void refreshList();
    void removeSelected();
    /// Indexes into m_snapshots of this scenario's snapshots, in list order.
    std::vector<size_t> visibleIndexes() const;

    QString m_scenarioName;
    core::ScenarioInputs m_current;
    std::vector<core::Snapshot> m_snapshots;
    bool m_changed = false;
    QListWidget* m_list = nullptr;
    QTableWidget* m_table = nullptr;
};

} // namespace tf::ui
