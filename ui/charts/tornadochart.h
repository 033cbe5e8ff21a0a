#pragma once

#include <QString>
#include <QWidget>

#include <memory>
#include <vector>

namespace tf::ui {

/// One bar of a tornado: the output with the input at the low and at the high end of its range.
struct TornadoBar
{
    QString label; ///< input name with its range, e.g. "GPU price 1.13–1.69 $/GPU-h"
    double lowValue = 0;
    double highValue = 0;
    bool reachable = true; ///< false: an end does not fit in memory (drawn hatched)
};

/// Sensitivity tornado: horizontal bars around the base value, largest swing on top; the part
/// of each bar from the input's low end is drawn in one colour and from its high end in another.
/// Painted directly (no Qt Charts items) so that it stays light and exports as it looks.
class TornadoChart : public QWidget
{
    Q_OBJECT

public:
    explicit TornadoChart(QWidget* parent = nullptr);
    ~TornadoChart() override;

    /// Bars in display order (top first) around `baseValue`; `axisTitle` names the output.
    void setBars(const std::vector<TornadoBar>& bars, double baseValue, const QString& axisTitle);
    int barCount() const;
    QString summaryForTests() const;
    QSize sizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace tf::ui
