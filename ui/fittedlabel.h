#pragma once

#include <QLabel>

namespace tf::ui {

/// A one-line figure that shrinks its type, never its text, where its column is narrow: "7,740,000"
/// in a headline card asked for its whole width at full size, and eight such cards pushed the window
/// past a 1,280 px screen. Word-wrapped text (a message in place of a figure) is drawn as by QLabel.
class FittedLabel : public QLabel
{
    Q_OBJECT
public:
    /// `smallestScale`: the smallest type, as a share of the label's font, it shrinks to.
    explicit FittedLabel(QWidget* parent = nullptr, double smallestScale = 0.7);

    QSize minimumSizeHint() const override;
    /// The point size the text is drawn at in the label's present width.
    double shownPointSize() const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    double m_smallestScale;
};

} // namespace tf::ui
