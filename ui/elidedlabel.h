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
    /// `shorterForms`, longest first, are shown instead when the whole text does not fit ("67.2× vs
    /// baseline", then "67.2×" for "67.2× vs H200 FP8"), so that a narrow label drops words whole
    /// rather than cut a name; the last form is elided only when none fits.
    void setElidedText(const QString& text, const QStringList& shorterForms = {});

    /// The first form that fits the label's width, whatever form it is told to start from: 0 the
    /// whole text, i the shorter form i - 1, the count of forms when none fits.
    int fittingForm() const;
    bool hasShorterForms() const { return !m_shorterForms.isEmpty(); }
    /// Show no longer a form than `form` (as fittingForm() counts), so that labels in a row can
    /// read alike ("67.2×" beside "1/35.7", not beside "1/35.7 vs baseline").
    void setFirstForm(int form);

    QSize minimumSizeHint() const override;
    /// What the label draws at its width: the whole text, else the first shorter form that fits,
    /// else the last one elided.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    bool isElided() const;
    void updateToolTip();

    int m_minimumCharacters;
    QString m_detail;
    QStringList m_shorterForms;
    int m_firstForm = 0;
};

} // namespace tf::ui
