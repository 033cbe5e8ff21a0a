#pragma once

#include <QByteArray>
#include <QFont>
#include <QObject>

class QAction;

namespace tf::ui {

class MainWindow;

/// Full-screen presentation for a board room: large type, high contrast, only the key inputs
/// and the charts, arrow keys (or Page Up/Down) step through scenarios, Esc leaves.
class PresentationMode : public QObject
{
    Q_OBJECT
public:
    explicit PresentationMode(MainWindow* window);

    QAction* toggleAction() const { return m_action; }
    bool isActive() const { return m_active; }
    void setActive(bool active);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    MainWindow* m_window;
    QAction* m_action;
    bool m_active = false;
    QByteArray m_savedState;
    bool m_wasFullScreen = false;
    bool m_wasMaximized = false;
    QFont m_savedFont;
    QString m_savedStyleSheet;
};

} // namespace tf::ui
