#pragma once

#include "core/document/workbook.h"
#include "core/document/workbookdiff.h"

#include <QMessageBox>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

class QAction;
class QLockFile;
class QMenu;
class QMimeData;
class QTimer;
class QWidget;

namespace tf::ui {

class DocumentModel;

/// A yes/no question in a box wide enough for its whole title.
QMessageBox::StandardButton askQuestion(QWidget* parent, const QString& title, const QString& text,
                                        QMessageBox::StandardButtons buttons);

/// File handling for the window: New, Open, Save, Save As, Revert, recent files, the modified
/// indicator in the title, opening a file dropped on the window, autosave to a recovery file and
/// the offer to recover after a crash, and named snapshots. A failed open never touches the open
/// document; every save is atomic (core::writeWorkbook).
class WorkbookController : public QObject
{
    Q_OBJECT
public:
    /// Questions and messages go through replaceable functions so tests can answer them.
    using AskFunction = std::function<QMessageBox::StandardButton(const QString& title, const QString& text,
                                                                  QMessageBox::StandardButtons buttons)>;
    using PathFunction = std::function<QString(const QString& title, const QString& suggestion)>;
    using ErrorFunction = std::function<void(const QString& title, const QString& text)>;

    /// `window` gets the title, the drop handling and is the parent of dialogs.
    WorkbookController(DocumentModel* document, QWidget* window);
    ~WorkbookController() override;

    QAction* newAction() const { return m_new; }
    QAction* openAction() const { return m_open; }
    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }
    QAction* revertAction() const { return m_revert; }
    QAction* snapshotsAction() const { return m_snapshots; }
    QAction* compareAction() const { return m_compare; }
    QMenu* recentFilesMenu() const { return m_recentMenu; }
    /// Inserts New, Open, Open Recent, Save, Save As, Revert, Snapshots and Compare into `menu` before
    /// `before` (appends when null).
    void addToMenu(QMenu* menu, QAction* before = nullptr);

    /// The file the document was read from or last saved to; empty for a new workbook.
    QString currentPath() const { return m_path; }
    /// Unsaved changes: the undo stack is not clean, or chart settings / a recovery were not saved.
    bool isModified() const;

    /// Opens `path` (any extension). On failure shows the reason and leaves the open document as
    /// it was. Asks to save unsaved changes first. This is what the window's drop handler calls.
    bool openFile(const QString& path);
    bool save();
    bool saveAs();
    /// Saves to `path` and makes it the current file.
    bool saveTo(const QString& path);
    void newWorkbook();
    /// Reloads the current file, dropping unsaved changes (after asking).
    bool revert();
    /// Asks Save / Discard / Cancel when there are unsaved changes; false = the user cancelled.
    /// Call from the window's closeEvent.
    bool maybeSave();

    /// The local file a drag carries, or empty: for the window's dragEnterEvent/dropEvent. The
    /// controller also installs an event filter that handles drops on the window itself.
    static QString droppedFilePath(const QMimeData* mime);

    QStringList recentFiles() const;

    // Autosave and recovery
    /// Folder of recovery files (QStandardPaths::AppDataLocation/recovery).
    static QString recoveryFolder();
    QString recoveryFilePath() const { return m_recoveryPath; }
    void setAutosaveIntervalMs(int milliseconds);
    /// Writes the recovery file now if the document changed since the last autosave.
    bool autosaveNow();
    /// At start-up: if a previous session left a recovery file (its process is gone), offers to
    /// restore it. Returns true if a document was recovered.
    bool offerRecovery();

    // Snapshots
    /// The document's snapshots (every scenario's).
    const std::vector<core::Snapshot>& snapshots() const;
    /// Opens the snapshot dialog for the selected scenario.
    void showSnapshots();
    /// Replaces the snapshot list in one undo step.
    void setSnapshots(std::vector<core::Snapshot> snapshots);

    // Comparing workbooks
    /// What changed from the open document (mine) to the workbook at `path` (theirs). The file is
    /// read as untrusted input and nothing of it enters the open document; an error names the file.
    core::Result<core::WorkbookDiff> diffWithFile(const QString& path) const;
    /// Shows what changed against `path` in a dialog (File > Compare with Workbook asks for the
    /// file); a refused file is reported and nothing changes.
    void compareWithFile(const QString& path);

    void setAskFunction(AskFunction f) { m_ask = std::move(f); }
    /// Asks the user through the ask function (a dialog, or a test's answer).
    QMessageBox::StandardButton ask(const QString& title, const QString& text, QMessageBox::StandardButtons buttons)
    {
        return m_ask(title, text, buttons);
    }
    void setOpenPathFunction(PathFunction f) { m_askOpenPath = std::move(f); }
    void setSavePathFunction(PathFunction f) { m_askSavePath = std::move(f); }
    void setErrorFunction(ErrorFunction f) { m_showError = std::move(f); }

signals:
    /// The current file changed (open, save as, new).
    void currentPathChanged(const QString& path);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    void updateTitle();
    void updateActions();
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);
    void rebuildRecentMenu();
    void setCurrentPath(const QString& path);
    void markSaved();
    core::WorkbookData documentData() const;
    void loadDocument(const core::WorkbookData& data);
    void removeRecoveryFile();
    void documentChanged();

    DocumentModel* m_document;
    QWidget* m_window;
    QString m_path;
    QString m_createdUtc;
    bool m_extraModified = false; ///< changes outside the undo stack (chart settings, recovered document)
    bool m_changedSinceAutosave = false;

    QAction* m_new = nullptr;
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_saveAs = nullptr;
    QAction* m_revert = nullptr;
    QAction* m_snapshots = nullptr;
    QAction* m_compare = nullptr;
    QMenu* m_recentMenu = nullptr;

    QTimer* m_autosaveTimer = nullptr;
    QString m_recoveryPath;
    std::unique_ptr<QLockFile> m_recoveryLock;

    AskFunction m_ask;
    PathFunction m_askOpenPath;
    PathFunction m_askSavePath;
    ErrorFunction m_showError;
};

} // namespace tf::ui
