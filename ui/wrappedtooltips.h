#pragma once

#include <QObject>
#include <QString>

namespace tf::ui {

/// Qt wraps a tooltip only when it is rich text: a plain one is shown as one line as wide as the
/// screen, and the formula and source behind a number run off its edge. A plain text with a line
/// longer than kWrapCharacters becomes a paragraph of rich text, which Qt wraps at about 80
/// characters; shorter and rich texts are returned as they are.
QString wrappedToolTip(const QString& text);

/// Shows every tooltip of the application through wrappedToolTip: a widget's own, an item view's
/// cells and a header's sections. The texts themselves are left as they were set (tests, models and
/// accessibility read them plain); only what is shown changes. Install once on the application.
class WrappedToolTips : public QObject
{
    Q_OBJECT
public:
    static constexpr int kWrapCharacters = 90;

    explicit WrappedToolTips(QObject* parent = nullptr);

    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace tf::ui
