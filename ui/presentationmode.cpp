#include "ui/presentationmode.h"

#include "ui/documentmodel.h"
#include "ui/parameterpanel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

namespace tf::ui {

namespace {
constexpr double kLargeTypeScale = 1.35;
/// Black on white, heavier rules: readable from the back of a room and on weak projectors.
const QString kHighContrastStyle =
    QStringLiteral("QWidget { color: #000000; } QMainWindow, QDockWidget > QWidget { background: #ffffff; }"
                   "QFrame#headlineCard { border: 2px solid #000000; background: #ffffff; }"
                   "QHeaderView::section { font-weight: bold; }");
/// Arrow keys belong to the slider, field or list that has focus.
bool focusWantsArrows()
{
    const QWidget* w = QApplication::focusWidget();
    return w && (w->inherits("QAbstractSlider") || w->inherits("QAbstractSpinBox") || w->inherits("QLineEdit") ||
                 w->inherits("QComboBox"));
}
} // namespace

PresentationMode::PresentationMode(QMainWindow* window, DocumentModel* document, ParameterPanel* parameters,
                                   QWidget* comparisonView)
    : QObject(window), m_window(window), m_document(document), m_parameters(parameters),
      m_comparisonView(comparisonView)
{
    m_action = new QAction(tr("&Presentation mode"), this);
    m_action->setCheckable(true);
    m_action->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F)});
    m_action->setToolTip(tr("Full screen, large type, key inputs only; arrow keys step through scenarios, Esc "
                            "leaves (F5)"));
    connect(m_action, &QAction::toggled, this, &PresentationMode::setActive);
}

void PresentationMode::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    {
        const QSignalBlocker blocker(m_action);
        m_action->setChecked(active);
    }
    if (active)
        enter();
    else
        leave();
}

void PresentationMode::enter()
{
    m_savedState = m_window->saveState();
    m_wasFullScreen = m_window->isFullScreen();
    m_wasMaximized = m_window->isMaximized();
    m_savedFont = m_window->centralWidget()->font();
    m_savedStyleSheet = m_window->styleSheet();
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>()) {
        if (dock->widget() != m_parameters)
            dock->hide();
    }
    for (QToolBar* bar : m_window->findChildren<QToolBar*>())
        bar->hide();
    m_window->menuBar()->hide();
    m_window->statusBar()->hide();
    m_parameters->setCompact(true);
    m_comparisonView->hide(); // the charts and the headline cards carry the story
    // Large type for the audience (cards, charts); the presenter's inputs keep their size so
    // they stay usable beside the charts.
    QFont large = m_savedFont;
    large.setPointSizeF(large.pointSizeF() * kLargeTypeScale);
    m_window->centralWidget()->setFont(large);
    m_window->setStyleSheet(kHighContrastStyle);
    emit chartPresentationChanged(true);
    m_window->showFullScreen();
    qApp->installEventFilter(this);
}

void PresentationMode::leave()
{
    qApp->removeEventFilter(this);
    m_window->centralWidget()->setFont(m_savedFont);
    m_window->setStyleSheet(m_savedStyleSheet);
    m_parameters->setCompact(false);
    m_comparisonView->show();
    m_window->menuBar()->show();
    m_window->statusBar()->show();
    for (QToolBar* bar : m_window->findChildren<QToolBar*>())
        bar->show();
    m_window->restoreState(m_savedState);
    emit chartPresentationChanged(false);
    if (m_wasFullScreen)
        m_window->showFullScreen();
    else if (m_wasMaximized)
        m_window->showMaximized();
    else
        m_window->showNormal();
}

bool PresentationMode::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress)
        return QObject::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    DocumentModel* document = m_document;
    switch (key->key()) {
    case Qt::Key_Escape:
        setActive(false);
        return true;
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
        if (focusWantsArrows() && key->key() != Qt::Key_PageDown)
            break;
        document->setSelectedIndex((document->selectedIndex() + 1) % std::max(1, document->scenarioCount()));
        return true;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
        if (focusWantsArrows() && key->key() != Qt::Key_PageUp)
            break;
        document->setSelectedIndex((document->selectedIndex() + document->scenarioCount() - 1) %
                                   std::max(1, document->scenarioCount()));
        return true;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace tf::ui
