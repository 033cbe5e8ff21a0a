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
    /// `minimumCharacters`: how much of the text the label keeps room for however narrow its window.
    explicit ElidedLabel(QWidget* parent = nullptr, int minimumCharacters = 24);

    /// The whole text and the tooltip behind it; text() still returns the whole text.
    void setTextAndToolTip(const QString& text, const QString& toolTip);
    /// A new whole text under the same tooltip (nothing is done when the text is the same).
    void setElidedText(const QString& text);

    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    bool isElided() const;
    void updateToolTip();

    int m_minimumCharacters;
    QString m_detail;
};

} // namespace tf::ui
