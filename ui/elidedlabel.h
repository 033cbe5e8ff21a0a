#pragma once

#include <QLabel>

namespace tf::ui {

/// A one-line label that shrinks with its window: text that does not fit ends in "…", and the
/// whole text is then shown first in its tooltip, so nothing is lost. A status bar of plain
/// labels grows the window past the screen to fit its longest message.
class ElidedLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    /// The whole text and the tooltip behind it; text() still returns the whole text.
    void setTextAndToolTip(const QString& text, const QString& toolTip);

    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    bool isElided() const;
    void updateToolTip();

    QString m_detail;
};

} // namespace tf::ui
