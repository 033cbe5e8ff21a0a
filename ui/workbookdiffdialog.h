#pragma once

#include "core/document/workbookdiff.h"

#include <QDialog>
#include <QString>

class QTreeWidget;

namespace tf::ui {

/// What changed between the open workbook ("mine") and another file ("theirs", a colleague's
/// copy): scenarios added, removed and changed, with their inputs and figures side by side, the
/// user-defined hardware and models that differ, notes, snapshots. Shown like the snapshot
/// comparison; exported as PDF for a meeting.
class WorkbookDiffDialog : public QDialog
{
    Q_OBJECT
public:
    WorkbookDiffDialog(core::WorkbookDiff diff, const QString& mineName, const QString& theirsName,
                       QWidget* parent = nullptr);

    QTreeWidget* tree() const { return m_tree; }
    /// The comparison as an HTML page (what the PDF prints).
    QString html() const;
    /// Writes the comparison to `path` as PDF, atomically; false with `error` set on failure.
    bool exportPdf(const QString& path, QString* error = nullptr) const;

private:
    void fillTree();
    void addScenarioChange(const core::ScenarioChange& change);
    void askAndExportPdf();

    core::WorkbookDiff m_diff;
    QString m_mine;
    QString m_theirs;
    QTreeWidget* m_tree = nullptr;
};

/// One line naming a catalog change ("custom hardware 'my-gpu' changed") in the user's language.
QString catalogChangeText(const core::CatalogEntryChange& change);

} // namespace tf::ui
