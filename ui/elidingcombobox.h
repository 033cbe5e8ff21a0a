#pragma once

#include <QComboBox>

namespace tf::ui {

/// A combo box whose closed text ends in "…" in its middle when the box is narrower than the
/// choice: Qt clips it at the right, so "InferenceX owning cost, hyperscaler (2025-08): $1.41"
/// lost its price, the part that matters. The list shows every choice whole.
class ElidingComboBox : public QComboBox
{
    Q_OBJECT
public:
    explicit ElidingComboBox(QWidget* parent = nullptr);

    /// The text the closed box shows at its present width.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace tf::ui
