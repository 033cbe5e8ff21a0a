#include "ui/presentationmode.h"

#include "core/servicecomparison.h"
#include "ui/documentmodel.h"
#include "ui/numberformat.h"
#include "ui/snapshotdialog.h"

#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QDockWidget>
#include <QGridLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace tf::ui {

namespace {
constexpr double kLargeTypeScale = 1.35;
// Type as fractions of the screen's height: the ratio is the largest thing in the room.
constexpr double kRatioHeightShare = 0.085;
constexpr double kTitleHeightShare = 0.045;
constexpr double kTextHeightShare = 0.024;
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
                 w->inherits("QComboBox") || w->inherits("QPlainTextEdit"));
}
void setPixelSize(QWidget* widget, int pixels, bool bold)
{
    QFont font = widget->font();
    font.setPixelSize(std::max(8, pixels));
    font.setBold(bold);
    widget->setFont(font);
}
} // namespace

PresentationMode::PresentationMode(QMainWindow* window, DocumentModel* document, std::vector<QWidget*> hiddenViews,
                                   std::vector<QWidget*> liveViews)
    : QObject(window), m_window(window), m_document(document), m_hiddenViews(std::move(hiddenViews)),
      m_liveViews(std::move(liveViews))
{
    m_action = new QAction(tr("&Presentation mode"), this);
    m_action->setCheckable(true);
    m_action->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F)});
    m_action->setToolTip(tr("Full screen for a room: scenario names as titles, the ratio in large type, no inputs; "
                            "arrow keys step through scenarios and snapshots, Esc leaves (F5)"));
    connect(m_action, &QAction::toggled, this, &PresentationMode::setActive);
    buildHeader();
    // A selection made elsewhere (the scenario list, a restore) shows that scenario's slide.
    connect(m_document, &DocumentModel::selectionChanged, this, [this](int index) {
        if (m_step.snapshot < 0 || m_step.scenario != index) {
            m_step = {index, -1};
            showStep();
        }
    });
    connect(m_document, &DocumentModel::scenarioListChanged, this, &PresentationMode::showStep);
    connect(m_document, &DocumentModel::snapshotsChanged, this, &PresentationMode::showStep);
}

void PresentationMode::buildHeader()
{
    m_header = new QWidget;
    m_header->setObjectName(QStringLiteral("presentationHeader"));
    m_title = new QLabel(m_header);
    m_title->setObjectName(QStringLiteral("presentationTitle"));
    // A long name in large type wraps onto more lines rather than widening the window past the
    // screen: the layout gives the title its share of the width and asks its height for that.
    m_title->setWordWrap(true);
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_subtitle = new QLabel(m_header);
    m_subtitle->setWordWrap(true);
    m_ratio = new QLabel(m_header);
    m_ratio->setObjectName(QStringLiteral("presentationRatio"));
    m_ratio->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_ratioText = new QLabel(m_header);
    m_ratioText->setWordWrap(true);
    auto* grid = new QGridLayout(m_header);
    grid->setContentsMargins(12, 6, 12, 6);
    grid->addWidget(m_title, 0, 0);
    grid->addWidget(m_subtitle, 1, 0);
    grid->addWidget(m_ratio, 0, 1, 2, 1);
    grid->addWidget(m_ratioText, 0, 2, 2, 1);
    grid->setColumnStretch(0, 3);
    grid->setColumnStretch(2, 2);
    m_header->hide();

    m_snapshotPanel = new QWidget;
    m_snapshotPanel->setObjectName(QStringLiteral("presentationSnapshot"));
    m_figures = new QTableWidget(0, 3, m_snapshotPanel);
    m_figures->verticalHeader()->hide();
    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->setSelectionMode(QAbstractItemView::NoSelection);
    m_figures->setFocusPolicy(Qt::NoFocus);
    m_figures->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_figuresNote = new QLabel(m_snapshotPanel);
    m_figuresNote->setWordWrap(true);
    auto* panel = new QVBoxLayout(m_snapshotPanel);
    panel->addWidget(m_figures, 1);
    panel->addWidget(m_figuresNote);
    m_snapshotPanel->hide();
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
    // The room sees results, not the inputs behind them: every dock (parameters, scenarios,
    // notes, tools), the menus, toolbars and the status bar go.
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
        dock->hide();
    for (QToolBar* bar : m_window->findChildren<QToolBar*>())
        bar->hide();
    m_window->menuBar()->hide();
    m_window->statusBar()->hide();
    for (QWidget* view : m_hiddenViews)
        view->hide(); // the charts and the headline cards carry the story
    QFont large = m_savedFont;
    large.setPointSizeF(large.pointSizeF() * kLargeTypeScale);
    m_window->centralWidget()->setFont(large);
    m_window->setStyleSheet(kHighContrastStyle);
    emit chartPresentationChanged(true);
    m_window->showFullScreen();
    fitTypeToScreen();
    m_step = {m_document->selectedIndex(), -1};
    m_header->show();
    showStep();
    qApp->installEventFilter(this);
}

void PresentationMode::leave()
{
    qApp->removeEventFilter(this);
    m_header->hide();
    m_snapshotPanel->hide();
    for (QWidget* view : m_liveViews)
        view->show();
    m_window->centralWidget()->setFont(m_savedFont);
    m_window->setStyleSheet(m_savedStyleSheet);
    for (QWidget* view : m_hiddenViews)
        view->show();
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

void PresentationMode::fitTypeToScreen()
{
    const QScreen* screen = m_window->screen();
    const int height = screen ? screen->geometry().height() : 1080;
    setPixelSize(m_title, int(height * kTitleHeightShare), true);
    setPixelSize(m_subtitle, int(height * kTextHeightShare), false);
    setPixelSize(m_ratio, int(height * kRatioHeightShare), true);
    setPixelSize(m_ratioText, int(height * kTextHeightShare), false);
    setPixelSize(m_figures, int(height * kTextHeightShare), false);
    setPixelSize(m_figures->horizontalHeader(), int(height * kTextHeightShare), true);
    setPixelSize(m_figuresNote, int(height * kTextHeightShare), false);
    m_figures->verticalHeader()->setDefaultSectionSize(m_figures->fontMetrics().height() + 10);
}

std::vector<PresentationMode::Step> PresentationMode::steps() const
{
    std::vector<Step> steps;
    const auto& snapshots = m_document->snapshots();
    for (int i = 0; i < m_document->scenarioCount(); ++i) {
        steps.push_back({i, -1});
        for (size_t s = 0; s < snapshots.size(); ++s) {
            if (snapshots[s].scenarioName == m_document->scenario(i).name)
                steps.push_back({i, static_cast<int>(s)});
        }
    }
    return steps;
}

void PresentationMode::step(int delta)
{
    const std::vector<Step> all = steps();
    if (all.empty())
        return;
    int at = 0;
    for (size_t i = 0; i < all.size(); ++i) {
        if (all[i].scenario == m_step.scenario && all[i].snapshot == m_step.snapshot)
            at = static_cast<int>(i);
    }
    const int count = static_cast<int>(all.size());
    m_step = all[static_cast<size_t>(((at + delta) % count + count) % count)];
    // Selecting first: the selection handler keeps a snapshot step of the selected scenario.
    m_document->setSelectedIndex(m_step.scenario);
    showStep();
}

void PresentationMode::showResults(const std::vector<ScenarioResult>& results, int baselineIndex, bool totalTokens)
{
    m_headlines.clear();
    for (const ScenarioResult& r : results) {
        const core::PointMetrics& p = r.evaluation.point;
        m_headlines.push_back(
            {r.valid, r.choice.reached, totalTokens ? p.costPerMtokTotalUsd : p.costPerMtokOutputUsd});
    }
    m_totalTokens = totalTokens;
    m_baseline = baselineIndex;
    if (m_active && m_step.snapshot < 0)
        showLiveSlide();
}

void PresentationMode::showStep()
{
    if (!m_active)
        return;
    const auto& snapshots = m_document->snapshots();
    const bool snapshot = m_step.snapshot >= 0 && m_step.snapshot < static_cast<int>(snapshots.size());
    for (QWidget* view : m_liveViews)
        view->setVisible(!snapshot);
    m_snapshotPanel->setVisible(snapshot);
    if (snapshot)
        showSnapshotSlide(snapshots[static_cast<size_t>(m_step.snapshot)]);
    else
        showLiveSlide();
}

void PresentationMode::showLiveSlide()
{
    const int index = m_document->selectedIndex();
    if (index < 0 || index >= m_document->scenarioCount()) {
        m_title->setText(tr("No scenarios"));
        m_subtitle->clear();
        m_ratio->clear();
        m_ratioText->clear();
        return;
    }
    const QString name = QString::fromStdString(m_document->scenario(index).name);
    m_title->setText(name);
    const bool isBaseline = index == m_baseline;
    const QString baseName = m_baseline >= 0 && m_baseline < m_document->scenarioCount()
                                 ? QString::fromStdString(m_document->scenario(m_baseline).name)
                                 : QString();
    m_subtitle->setText(isBaseline ? tr("Baseline, %1").arg(levelText(m_document->serviceLevel()))
                                   : tr("Against %1, %2").arg(baseName, levelText(m_document->serviceLevel())));
    const auto headline = [&](int i) {
        return i >= 0 && i < static_cast<int>(m_headlines.size()) ? m_headlines[static_cast<size_t>(i)] : Headline{};
    };
    const Headline own = headline(index);
    const Headline base = headline(m_baseline);
    if (!own.valid || !own.reached || own.costPerMtokUsd <= 0) {
        m_ratio->setText(QStringLiteral("\u2013"));
        m_ratioText->setText(tr("does not reach this service level"));
        return;
    }
    const double ratio = core::safeRatio(base.costPerMtokUsd, own.costPerMtokUsd);
    if (isBaseline || ratio <= 0) {
        m_ratio->setText(format::usd(own.costPerMtokUsd));
        m_ratioText->setText(m_totalTokens ? tr("per million tokens (input + output)")
                                           : tr("per million output tokens"));
        return;
    }
    if (format::number(ratio) == format::number(1.0)) { // "1.00× lower" says nothing
        m_ratio->setText(QStringLiteral("="));
        m_ratioText->setText(
            tr("the same cost per million tokens as %1").arg(baseName) + QStringLiteral("\n") +
            tr("%1 against %2").arg(format::usd(own.costPerMtokUsd), format::usd(base.costPerMtokUsd)));
        return;
    }
    // The article's way of saying it: "1/35 the cost" reads as "35x lower cost per token".
    const bool cheaper = ratio >= 1;
    m_ratio->setText(QStringLiteral("%1\u00d7").arg(format::number(cheaper ? ratio : 1 / ratio)));
    const QString per = m_totalTokens ? (cheaper ? tr("lower cost per million tokens than %1")
                                                 : tr("higher cost per million tokens than %1"))
                                      : (cheaper ? tr("lower cost per million output tokens than %1")
                                                 : tr("higher cost per million output tokens than %1"));
    m_ratioText->setText(per.arg(baseName) + QStringLiteral("\n") +
                         tr("%1 against %2").arg(format::usd(own.costPerMtokUsd), format::usd(base.costPerMtokUsd)));
}

void PresentationMode::showSnapshotSlide(const core::Snapshot& snapshot)
{
    const QDateTime created = QDateTime::fromString(QString::fromStdString(snapshot.createdUtc), Qt::ISODate);
    const QString when = QLocale().toString(created.toLocalTime().date(), QLocale::LongFormat);
    m_title->setText(
        tr("%1: %2").arg(QString::fromStdString(snapshot.scenarioName), QString::fromStdString(snapshot.label)));
    m_figures->setRowCount(0);
    if (!snapshot.outputs.stored) {
        m_subtitle->setText(tr("Snapshot of %1; it kept inputs only").arg(when));
        m_ratio->setText(QStringLiteral("\u2013"));
        m_ratioText->setText(tr("no stored figures"));
        m_figuresNote->clear();
        return;
    }
    m_subtitle->setText(tr("Stored figures as presented on %1, %2").arg(when, levelText(snapshot.outputs.level)));
    // outputMetrics() order: $/Mtok output first, then total.
    m_ratio->setText(format::usd(snapshot.outputs.values[m_totalTokens ? 1 : 0]));
    m_ratioText->setText(m_totalTokens ? tr("per million tokens (input + output), as presented")
                                       : tr("per million output tokens, as presented"));
    const auto today = core::computeOutputs(snapshot.inputs, m_document->catalog(), snapshot.outputs.level);
    const bool agrees = today && core::sameFigures(snapshot.outputs, *today);
    m_figures->setColumnCount(agrees ? 2 : 3);
    m_figures->setHorizontalHeaderLabels({QString(), tr("As presented (stored)"), tr("Today's model")});
    const auto& metrics = core::outputMetrics();
    for (size_t i = 0; i < metrics.size(); ++i) {
        const QString id = QLatin1String(metrics[i].id);
        const int row = m_figures->rowCount();
        m_figures->insertRow(row);
        m_figures->setItem(row, 0, new QTableWidgetItem(figureLabel(id)));
        m_figures->setItem(row, 1, new QTableWidgetItem(figureText(id, snapshot.outputs.values[i])));
        if (!agrees)
            m_figures->setItem(
                row, 2, new QTableWidgetItem(today ? figureText(id, today->values[i]) : QStringLiteral("\u2013")));
    }
    m_figuresNote->setText(agrees ? tr("Today's model gives the same figures for these inputs.")
                                  : tr("Today's model gives other figures for the same inputs: both are shown."));
}

bool PresentationMode::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress)
        return QObject::eventFilter(watched, event);
    const auto* keyEvent = static_cast<QKeyEvent*>(event);
    // The menus are hidden while presenting, and with them the action's own shortcuts (F5,
    // Ctrl+Shift+F): the keys that entered the mode leave it here.
    if (m_action->shortcuts().contains(QKeySequence(keyEvent->keyCombination()))) {
        setActive(false);
        return true;
    }
    const int key = keyEvent->key();
    switch (key) {
    case Qt::Key_Escape:
        setActive(false);
        return true;
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
        if (focusWantsArrows() && key != Qt::Key_PageDown)
            break;
        step(1);
        return true;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
        if (focusWantsArrows() && key != Qt::Key_PageUp)
            break;
        step(-1);
        return true;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace tf::ui
