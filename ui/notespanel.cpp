#include "ui/notespanel.h"

#include "ui/documentmodel.h"
#include "ui/elidedlabel.h"

#include <QEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace tf::ui {

NotesPanel::NotesPanel(DocumentModel* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("notesPanel"));
    // A long scenario name ends in "…" here: a plain label widened the window past the screen.
    m_scenarioTitle = new ElidedLabel(this);
    m_scenarioNotes = new QPlainTextEdit(this);
    m_scenarioNotes->setObjectName(QStringLiteral("scenarioNotes"));
    m_scenarioNotes->setPlaceholderText(tr("What this scenario assumes, where its figures come from\u2026"));
    m_workbookNotes = new QPlainTextEdit(this);
    m_workbookNotes->setObjectName(QStringLiteral("workbookNotes"));
    m_workbookNotes->setPlaceholderText(tr("What the whole comparison is for\u2026"));
    for (QPlainTextEdit* edit : {m_scenarioNotes, m_workbookNotes}) {
        // Three lines by default; the dock can be made taller.
        edit->setMinimumHeight(edit->fontMetrics().lineSpacing() * 3 + 12);
        edit->setTabChangesFocus(true);
        edit->installEventFilter(this);
    }
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addWidget(m_scenarioTitle);
    layout->addWidget(m_scenarioNotes, 3);
    layout->addWidget(new QLabel(tr("Workbook notes"), this));
    layout->addWidget(m_workbookNotes, 2);

    connect(m_scenarioNotes, &QPlainTextEdit::textChanged, this, &NotesPanel::scenarioNotesEdited);
    connect(m_workbookNotes, &QPlainTextEdit::textChanged, this, &NotesPanel::workbookNotesEdited);
    connect(m_document, &DocumentModel::notesChanged, this, &NotesPanel::syncFromDocument);
    connect(m_document, &DocumentModel::selectionChanged, this, &NotesPanel::syncFromDocument);
    connect(m_document, &DocumentModel::scenarioListChanged, this, &NotesPanel::syncFromDocument);
    syncFromDocument();
}

void NotesPanel::syncFromDocument()
{
    const int index = m_document->selectedIndex();
    const bool hasScenario = index >= 0 && index < m_document->scenarioCount();
    const QString scenarioNotes = hasScenario ? QString::fromStdString(m_document->scenario(index).notes) : QString();
    m_scenarioTitle->setTextAndToolTip(
        hasScenario ? tr("Notes on %1").arg(QString::fromStdString(m_document->scenario(index).name)) : tr("Notes"),
        QString());
    m_scenarioNotes->setEnabled(hasScenario);
    m_syncing = true;
    // Only a text that differs is replaced, so the cursor stays where the user is typing.
    if (m_scenarioNotes->toPlainText() != scenarioNotes)
        m_scenarioNotes->setPlainText(scenarioNotes);
    if (m_workbookNotes->toPlainText() != m_document->notes())
        m_workbookNotes->setPlainText(m_document->notes());
    m_syncing = false;
}

void NotesPanel::scenarioNotesEdited()
{
    if (!m_syncing)
        m_document->setScenarioNotes(m_document->selectedIndex(), m_scenarioNotes->toPlainText());
}

void NotesPanel::workbookNotesEdited()
{
    if (!m_syncing)
        m_document->setNotes(m_workbookNotes->toPlainText());
}

bool NotesPanel::eventFilter(QObject* watched, QEvent* event)
{
    // Leaving an editor ends its undo step: the next typing is undone on its own.
    if (event->type() == QEvent::FocusOut)
        m_document->endMergeSequence();
    return QWidget::eventFilter(watched, event);
}

} // namespace tf::ui
