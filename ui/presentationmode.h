#pragma once

#include <QByteArray>
#include <QFont>
#include <QObject>

class QAction;
class QMainWindow;

namespace tf::ui {

class DocumentModel;
class ParameterPanel;

/// Full-screen presentation for a board room: large type, high contrast, only the key inputs
/// and the charts, arrow keys (or Page Up/Down) step through scenarios, Esc leaves.
class PresentationMode : public QObject
{
    Q_OBJECT
public:
    /// Presents `window`'s centre with `parameters` beside it; `comparisonView` is hidden meanwhile
    /// and the arrow keys step through `document`'s scenarios.
    PresentationMode(QMainWindow* window, DocumentModel* document, ParameterPanel* parameters, QWidget* comparisonView);

    QAction* toggleAction() const { return m_action; }
    bool isActive() const { return m_active; }
    void setActive(bool active);

signals:
    /// Charts should switch to large type and heavy lines (or back): emitted on entering and
    /// leaving, before the window changes size.
    void chartPresentationChanged(bool on);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void enter();
    void leave();

    QMainWindow* m_window;
    DocumentModel* m_document;
    ParameterPanel* m_parameters;
    QWidget* m_comparisonView;
    QAction* m_action;
    bool m_active = false;
    QByteArray m_savedState;
    bool m_wasFullScreen = false;
    bool m_wasMaximized = false;
    QFont m_savedFont;
    QString m_savedStyleSheet;
};

} // namespace tf::ui
