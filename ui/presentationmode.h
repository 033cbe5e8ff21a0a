#pragma once

#include "core/document/workbook.h"
#include "ui/scenarioresult.h"

#include <QByteArray>
#include <QFont>
#include <QObject>

#include <vector>

class QAction;
class QLabel;
class QMainWindow;
class QTableWidget;
class QWidget;

namespace tf::ui {

class DocumentModel;

/// Full-screen presentation for a board room: no inputs, menus or docks; the scenario's name as
/// the slide's title and the headline ratio against the baseline in the largest type, above the
/// cards and charts. The arrow keys (or Page Up/Down, Space) step through the scenarios and, after
/// each, its snapshots, shown with their stored figures; Esc leaves.
class PresentationMode : public QObject
{
    Q_OBJECT
public:
    /// One slide: a scenario as it is now, or one of its snapshots.
    struct Step
    {
        int scenario = -1;
        int snapshot = -1; ///< index into the document's snapshots; -1 = the scenario now
    };

    /// `liveViews` (cards, charts) are hidden on snapshot slides, which show the stored figures
    /// instead; `hiddenViews` (the comparison table, the service-level inputs) are hidden
    /// throughout, as are all docks. The window places header() above the live views and
    /// snapshotPanel() beside them.
    PresentationMode(QMainWindow* window, DocumentModel* document, std::vector<QWidget*> hiddenViews,
                     std::vector<QWidget*> liveViews);

    QAction* toggleAction() const { return m_action; }
    bool isActive() const { return m_active; }
    void setActive(bool active);

    /// The slide title, ratio and its explanation (hidden outside presentation mode).
    QWidget* header() const { return m_header; }
    /// The stored figures of a snapshot slide (hidden otherwise).
    QWidget* snapshotPanel() const { return m_snapshotPanel; }
    QLabel* titleLabel() const { return m_title; }
    QLabel* ratioLabel() const { return m_ratio; }
    QTableWidget* snapshotFigures() const { return m_figures; }

    /// Every slide in order: each scenario, then its snapshots.
    std::vector<Step> steps() const;
    Step currentStep() const { return m_step; }
    /// Moves `delta` slides on (wrapping around).
    void step(int delta);
    /// The window's latest results, for the headline ratio; `totalTokens` as the cards count
    /// (input + output, or output only).
    void showResults(const std::vector<ScenarioResult>& results, int baselineIndex, bool totalTokens);

signals:
    /// Charts should switch to large type and heavy lines (or back): emitted on entering and
    /// leaving, before the window changes size.
    void chartPresentationChanged(bool on);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildHeader();
    void enter();
    void leave();
    /// Title, ratio and panels for the current step.
    void showStep();
    void showLiveSlide();
    void showSnapshotSlide(const core::Snapshot& snapshot);
    /// Type sized from the screen's height, so a 720p projector and a 4K panel read alike.
    void fitTypeToScreen();

    QMainWindow* m_window;
    DocumentModel* m_document;
    std::vector<QWidget*> m_hiddenViews;
    std::vector<QWidget*> m_liveViews;
    QAction* m_action;
    QWidget* m_header = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_subtitle = nullptr;
    QLabel* m_ratio = nullptr;
    QLabel* m_ratioText = nullptr;
    QWidget* m_snapshotPanel = nullptr;
    QTableWidget* m_figures = nullptr;
    QLabel* m_figuresNote = nullptr;
    /// What a live slide's headline needs of each scenario's result (copying whole results on
    /// every slider event would cost more than the slide).
    struct Headline
    {
        bool valid = false;
        bool reached = false;
        double costPerMtokUsd = 0; ///< output or total tokens, as the cards count them
    };
    std::vector<Headline> m_headlines;
    int m_baseline = -1;
    bool m_totalTokens = true;
    Step m_step;
    bool m_active = false;
    QByteArray m_savedState;
    bool m_wasFullScreen = false;
    bool m_wasMaximized = false;
    QFont m_savedFont;
    QString m_savedStyleSheet;
};

} // namespace tf::ui
