#include "ui/workbookcontroller.h"

#include "core/catalog/userprofiles.h"
#include "ui/documentmodel.h"
#include "ui/numberformat.h"
#include "ui/snapshotdialog.h"
#include "ui/workbookdiffdialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QMenu>
#include <QMimeData>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>
#include <QWidget>

namespace tf::ui {

namespace {

const QString kRecentKey = QStringLiteral("workbook/recentFiles");
constexpr int kMaxRecentFiles = 8;
constexpr int kDefaultAutosaveMs = 60 * 1000;

QString fileFilter()
{
    return WorkbookController::tr("Token Factory workbooks (*.tfwb);;All files (*)");
}

QString sidecarOf(const QString& recoveryFile)
{
    return recoveryFile.left(recoveryFile.size() - 5) + QStringLiteral(".json"); // ".tfwb" -> ".json"
}

QString lockOf(const QString& recoveryFile)
{
    return recoveryFile.left(recoveryFile.size() - 5) + QStringLiteral(".lock");
}

} // namespace

QMessageBox::StandardButton askQuestion(QWidget* parent, const QString& title, const QString& text,
                                        QMessageBox::StandardButtons buttons)
{
    QMessageBox box(QMessageBox::Question, title, text, buttons, parent);
    // A short question made a box so narrow that the window manager cut its title ("Unsaved Ch…oken
    // Factory"): the box is made as wide as its title with the application's name, and room for the
    // title bar's buttons.
    constexpr int titleBarButtonsPx = 140;
    const QString windowTitle = title + QStringLiteral(" \u2014 ") + QGuiApplication::applicationDisplayName();
    const int widthPx = box.fontMetrics().horizontalAdvance(windowTitle) + titleBarButtonsPx;
    if (auto* grid = qobject_cast<QGridLayout*>(box.layout()))
        grid->addItem(new QSpacerItem(widthPx, 0, QSizePolicy::Minimum, QSizePolicy::Fixed), grid->rowCount(), 0, 1,
                      grid->columnCount());
    return static_cast<QMessageBox::StandardButton>(box.exec());
}

WorkbookController::WorkbookController(DocumentModel* document, QWidget* window)
    : QObject(window), m_document(document), m_window(window)
{
    m_ask = [this](const QString& title, const QString& text, QMessageBox::StandardButtons buttons) {
        return askQuestion(m_window, title, text, buttons);
    };
    m_askOpenPath = [this](const QString& title, const QString& suggestion) {
        return QFileDialog::getOpenFileName(m_window, title, suggestion, fileFilter());
    };
    m_askSavePath = [this](const QString& title, const QString& suggestion) {
        return QFileDialog::getSaveFileName(m_window, title, suggestion, fileFilter());
    };
    m_showError = [this](const QString& title, const QString& text) { QMessageBox::warning(m_window, title, text); };

    createActions();
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &WorkbookController::updateTitle);
    connect(m_document, &DocumentModel::changed, this, &WorkbookController::documentChanged);
    // Chart options are saved with the workbook but are not edits to undo: unsaved all the same.
    connect(m_document, &DocumentModel::chartSettingsChanged, this, [this] {
        m_extraModified = true;
        documentChanged();
    });

    // This session's recovery file, locked so another instance never offers it while we run.
    QDir().mkpath(recoveryFolder());
    m_recoveryPath = QDir(recoveryFolder())
                         .filePath(QStringLiteral("recovery-%1-%2.tfwb")
                                       .arg(QCoreApplication::applicationPid())
                                       .arg(QDateTime::currentMSecsSinceEpoch()));
    m_recoveryLock = std::make_unique<QLockFile>(lockOf(m_recoveryPath));
    m_recoveryLock->setStaleLockTime(0);
    m_recoveryLock->tryLock(0);
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setInterval(kDefaultAutosaveMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, &WorkbookController::autosaveNow);
    m_autosaveTimer->start();

    m_window->setAcceptDrops(true);
    m_window->installEventFilter(this);
    updateTitle();
    updateActions();
}

WorkbookController::~WorkbookController()
{
    // A normal exit leaves nothing to recover.
    removeRecoveryFile();
    if (m_recoveryLock)
        m_recoveryLock->unlock();
}

void WorkbookController::createActions()
{
    m_new = new QAction(tr("&New"), this);
    m_new->setShortcut(QKeySequence::New);
    connect(m_new, &QAction::triggered, this, &WorkbookController::newWorkbook);
    m_open = new QAction(tr("&Open..."), this);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, [this] {
        const QString path = m_askOpenPath(tr("Open Workbook"), QFileInfo(m_path).absolutePath());
        if (!path.isEmpty())
            openFile(path);
    });
    m_save = new QAction(tr("&Save"), this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &WorkbookController::save);
    m_saveAs = new QAction(tr("Save &As..."), this);
    // Ctrl+Shift+S where the platform names no Save As key (it has none without a desktop theme).
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (!saveAsKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)))
        saveAsKeys << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    m_saveAs->setShortcuts(saveAsKeys);
    connect(m_saveAs, &QAction::triggered, this, &WorkbookController::saveAs);
    m_revert = new QAction(tr("&Revert to Saved"), this);
    connect(m_revert, &QAction::triggered, this, &WorkbookController::revert);
    m_snapshots = new QAction(tr("S&napshots..."), this);
    connect(m_snapshots, &QAction::triggered, this, &WorkbookController::showSnapshots);
    m_compare = new QAction(tr("Compare with &Workbook..."), this);
    m_compare->setToolTip(tr("What changed between this workbook and another copy: scenarios, inputs and figures"));
    connect(m_compare, &QAction::triggered, this, [this] {
        const QString path = m_askOpenPath(tr("Compare with Workbook"), QFileInfo(m_path).absolutePath());
        if (!path.isEmpty())
            compareWithFile(path);
    });
    m_recentMenu = new QMenu(tr("Open &Recent"), m_window);
    rebuildRecentMenu();
}

void WorkbookController::addToMenu(QMenu* menu, QAction* before)
{
    menu->insertAction(before, m_new);
    menu->insertAction(before, m_open);
    menu->insertMenu(before, m_recentMenu);
    menu->insertSeparator(before);
    menu->insertAction(before, m_save);
    menu->insertAction(before, m_saveAs);
    menu->insertAction(before, m_revert);
    menu->insertSeparator(before);
    menu->insertAction(before, m_snapshots);
    menu->insertAction(before, m_compare);
}

bool WorkbookController::isModified() const
{
    return m_extraModified || !m_document->undoStack()->isClean();
}

void WorkbookController::updateTitle()
{
    const QString name = m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
    // "[*]" is where Qt shows the modified mark (and the close button's dot on macOS).
    m_window->setWindowTitle(tr("%1[*] - Token Factory").arg(name));
    m_window->setWindowFilePath(m_path);
    m_window->setWindowModified(isModified());
}

void WorkbookController::updateActions()
{
    m_revert->setEnabled(!m_path.isEmpty());
}

void WorkbookController::documentChanged()
{
    m_changedSinceAutosave = true;
    updateTitle();
}

core::WorkbookData WorkbookController::documentData() const
{
    core::WorkbookData data = m_document->toWorkbookData();
    if (data.createdUtc.empty())
        data.createdUtc = m_createdUtc.toStdString();
    return data;
}

void WorkbookController::loadDocument(const core::WorkbookData& data)
{
    m_document->resetFrom(data);
    m_createdUtc = QString::fromStdString(data.createdUtc);
    m_extraModified = false;
    m_changedSinceAutosave = false;
}

void WorkbookController::setCurrentPath(const QString& path)
{
    m_path = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    updateTitle();
    updateActions();
    emit currentPathChanged(m_path);
}

void WorkbookController::markSaved()
{
    m_document->undoStack()->setClean();
    m_extraModified = false;
    m_changedSinceAutosave = false;
    removeRecoveryFile();
    updateTitle();
}

bool WorkbookController::openFile(const QString& path)
{
    if (!maybeSave())
        return false;
    // Read everything first: a refused file leaves the open document exactly as it was.
    auto data = core::readWorkbook(QFileInfo(path).absoluteFilePath().toStdString());
    if (!data) {
        m_showError(tr("Cannot Open Workbook"), QString::fromStdString(data.error()));
        if (!QFileInfo::exists(path))
            removeRecentFile(path);
        return false;
    }
    loadDocument(*data);
    removeRecoveryFile();
    setCurrentPath(path);
    addRecentFile(m_path);
    updateTitle();
    return true;
}

bool WorkbookController::save()
{
    if (m_path.isEmpty())
        return saveAs();
    return saveTo(m_path);
}

bool WorkbookController::saveAs()
{
    QString suggestion = m_path;
    if (suggestion.isEmpty())
        suggestion =
            QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(tr("Untitled.tfwb"));
    QString path = m_askSavePath(tr("Save Workbook As"), suggestion);
    if (path.isEmpty())
        return false;
    // A name typed without an extension gets the workbook's own, so the file opens with the app;
    // any extension the user typed is kept.
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".tfwb");
    return saveTo(path);
}

bool WorkbookController::saveTo(const QString& path)
{
    core::WorkbookData data = documentData();
    if (data.createdUtc.empty()) {
        m_createdUtc = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        data.createdUtc = m_createdUtc.toStdString();
    }
    core::WorkbookSaved saved;
    const core::Status s = core::writeWorkbook(QFileInfo(path).absoluteFilePath().toStdString(), data, &saved);
    if (!s) {
        m_showError(tr("Cannot Save Workbook"), QString::fromStdString(s.error()));
        return false;
    }
    m_document->setSavedIdentity(saved);
    setCurrentPath(path);
    addRecentFile(m_path);
    markSaved();
    return true;
}

void WorkbookController::newWorkbook()
{
    if (!maybeSave())
        return;
    loadDocument(DocumentModel::defaultWorkbook());
    removeRecoveryFile();
    setCurrentPath({});
    updateTitle();
}

bool WorkbookController::revert()
{
    if (m_path.isEmpty())
        return false;
    if (isModified() && m_ask(tr("Revert to Saved"),
                              tr("Discard all changes since %1 was last saved?").arg(QFileInfo(m_path).fileName()),
                              QMessageBox::Discard | QMessageBox::Cancel) != QMessageBox::Discard)
        return false;
    auto data = core::readWorkbook(m_path.toStdString());
    if (!data) {
        m_showError(tr("Cannot Revert"), QString::fromStdString(data.error()));
        return false;
    }
    loadDocument(*data);
    removeRecoveryFile();
    updateTitle();
    return true;
}

bool WorkbookController::maybeSave()
{
    if (!isModified())
        return true;
    const QString name = m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
    const QMessageBox::StandardButton answer = m_ask(tr("Unsaved Changes"), tr("Save the changes to %1?").arg(name),
                                                     QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

QString WorkbookController::droppedFilePath(const QMimeData* mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl& url : mime->urls()) {
        if (url.isLocalFile())
            return url.toLocalFile();
    }
    return {};
}

bool WorkbookController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window) {
        if (event->type() == QEvent::DragEnter) {
            auto* drag = static_cast<QDragEnterEvent*>(event);
            if (!droppedFilePath(drag->mimeData()).isEmpty()) {
                drag->acceptProposedAction();
                return true;
            }
        } else if (event->type() == QEvent::Drop) {
            auto* drop = static_cast<QDropEvent*>(event);
            const QString path = droppedFilePath(drop->mimeData());
            if (!path.isEmpty()) {
                drop->acceptProposedAction();
                // Open after the drop finishes so a dialog does not run inside the drag loop.
                QTimer::singleShot(0, this, [this, path] { openFile(path); });
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

QStringList WorkbookController::recentFiles() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void WorkbookController::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    QSettings().setValue(kRecentKey, files);
    rebuildRecentMenu();
}

void WorkbookController::removeRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    files.removeAll(path);
    QSettings().setValue(kRecentKey, files);
    rebuildRecentMenu();
}

void WorkbookController::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* action = m_recentMenu->addAction(tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    if (!files.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear List"), this, [this] {
            QSettings().remove(kRecentKey);
            rebuildRecentMenu();
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

// ---------------------------------------------------------------------------------------------
// Autosave and recovery

QString WorkbookController::recoveryFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovery"));
}

void WorkbookController::setAutosaveIntervalMs(int milliseconds)
{
    m_autosaveTimer->setInterval(milliseconds);
}

bool WorkbookController::autosaveNow()
{
    if (!isModified()) {
        removeRecoveryFile();
        return false;
    }
    if (!m_changedSinceAutosave && QFileInfo::exists(m_recoveryPath))
        return false;
    // The recovery file is this window's own copy: it is overwritten whatever its generation.
    core::WorkbookData recovery = documentData();
    recovery.generation = 0;
    if (!core::writeWorkbook(m_recoveryPath.toStdString(), recovery))
        return false; // the next tick tries again; autosave never interrupts the user
    // Where the document belongs, so a recovered document saves back to the same file.
    QSaveFile sidecar(sidecarOf(m_recoveryPath));
    if (sidecar.open(QIODevice::WriteOnly)) {
        QJsonObject o;
        o.insert(QStringLiteral("path"), m_path);
        o.insert(QStringLiteral("saved_utc"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        sidecar.write(QJsonDocument(o).toJson());
        sidecar.commit();
    }
    m_changedSinceAutosave = false;
    return true;
}

void WorkbookController::removeRecoveryFile()
{
    QFile::remove(m_recoveryPath);
    QFile::remove(sidecarOf(m_recoveryPath));
}

bool WorkbookController::offerRecovery()
{
    const QDir folder(recoveryFolder());
    QFileInfoList candidates =
        folder.entryInfoList({QStringLiteral("recovery-*.tfwb")}, QDir::Files, QDir::Time); // newest first
    bool recovered = false;
    for (const QFileInfo& info : candidates) {
        const QString file = info.absoluteFilePath();
        if (file == QFileInfo(m_recoveryPath).absoluteFilePath())
            continue;
        // Another running instance holds its lock; a crashed one left a stale lock we can take.
        QLockFile lock(lockOf(file));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        QString originalPath;
        QFile sidecar(sidecarOf(file));
        if (sidecar.open(QIODevice::ReadOnly) && sidecar.size() < 64 * 1024)
            originalPath = QJsonDocument::fromJson(sidecar.readAll()).object().value(QStringLiteral("path")).toString();
        sidecar.close();
        const auto discard = [&] {
            QFile::remove(file);
            QFile::remove(sidecarOf(file));
        };
        if (recovered) {
            // One recovered document per start; older ones stay for the next start.
            continue;
        }
        auto data = core::readWorkbook(file.toStdString());
        if (!data) {
            discard();
            continue;
        }
        const QString name = originalPath.isEmpty() ? tr("an untitled workbook") : QFileInfo(originalPath).fileName();
        const QString when = format::dateTime(info.lastModified());
        const QMessageBox::StandardButton answer = m_ask(
            tr("Recover Unsaved Changes"),
            tr("Token Factory did not close properly. Recover the unsaved changes to %1 from %2?").arg(name, when),
            QMessageBox::Yes | QMessageBox::No);
        if (answer == QMessageBox::Yes) {
            loadDocument(*data);
            setCurrentPath(originalPath);
            // The recovered state is not what is on disk: it needs saving.
            m_extraModified = true;
            m_changedSinceAutosave = true;
            updateTitle();
            recovered = true;
        }
        discard();
    }
    return recovered;
}

// ---------------------------------------------------------------------------------------------
// Snapshots

const std::vector<core::Snapshot>& WorkbookController::snapshots() const
{
    return m_document->snapshots();
}

void WorkbookController::showSnapshots()
{
    const int index = m_document->selectedIndex();
    if (index < 0 || index >= m_document->scenarioCount())
        return;
    SnapshotDialog dialog(m_document, index, m_window);
    dialog.exec();
}

void WorkbookController::setSnapshots(std::vector<core::Snapshot> snapshots)
{
    m_document->setSnapshots(snapshots, tr("Change snapshots"));
}

// ---------------------------------------------------------------------------------------------
// Comparing workbooks

core::Result<core::WorkbookDiff> WorkbookController::diffWithFile(const QString& path) const
{
    auto theirs = core::readWorkbook(QFile::encodeName(path).toStdString());
    if (!theirs)
        return core::Error{theirs.error()};
    // The catalog the window evaluates on, without the open document's own entries: each side
    // adds its own, so a colleague's entries never reach the open document.
    return core::diffWorkbooks(documentData(), *theirs, core::builtInWithUserProfiles());
}

void WorkbookController::compareWithFile(const QString& path)
{
    auto diff = diffWithFile(path);
    if (!diff) {
        m_showError(tr("Cannot compare"), tr("Nothing was compared and the open workbook is unchanged.\n\n%1")
                                              .arg(QString::fromStdString(diff.error())));
        return;
    }
    const QString mine = m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
    WorkbookDiffDialog dialog(std::move(diff).value(), mine, QFileInfo(path).fileName(), m_window);
    dialog.exec();
}

} // namespace tf::ui
