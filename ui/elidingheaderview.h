#pragma once

#include <QHeaderView>

namespace tf::ui {

/// A header whose every line of text ends in "…" where its section is too narrow for it. Qt's own
/// header clips a centred multi-line label at both ends without a mark: "TP 8 / EP 1 · batch 19"
/// showed as "P 8 / EP 1 · batch 1", which reads as another batch.
class ElidingHeaderView : public QHeaderView
{
    Q_OBJECT
public:
    explicit ElidingHeaderView(Qt::Orientation orientation, QWidget* parent = nullptr);

protected:
    void paintSection(QPainter* painter, const QRect& rect, int logicalIndex) const override;
};

} // namespace tf::ui
