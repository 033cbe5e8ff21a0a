#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace tf::ui {

class ElidedLabel;

class DocumentModel;

/// Notes of the selected scenario and of the whole workbook, edited in place. Typing goes through
/// the document's undo stack; one burst of typing (until the editor loses focus or another scenario
/// is selected) is one undo step. The notes are saved with the workbook and printed in the report.
class NotesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit NotesPanel(DocumentModel* document, QWidget* parent = nullptr);

    QPlainTextEdit* scenarioNotesEdit() const { return m_scenarioNotes; }
    QPlainTextEdit* workbookNotesEdit() const { return m_workbookNotes; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The editors show the document's notes (after a selection, an undo, an open).
    void syncFromDocument();
    void scenarioNotesEdited();
    void workbookNotesEdited();

    DocumentModel* m_document;
    ElidedLabel* m_scenarioTitle = nullptr;
    QPlainTextEdit* m_scenarioNotes = nullptr;
    QPlainTextEdit* m_workbookNotes = nullptr;
    bool m_syncing = false; ///< the editors are being set from the document, not typed in
};

} // namespace tf::ui
