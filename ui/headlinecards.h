#pragma once

#include <QWidget>

#include <array>

class QLabel;

namespace tf::core {
struct CalibrationAccuracy;
struct TokenRevenue;
} // namespace tf::core

namespace tf::ui {

class ElidedLabel;
struct ScenarioResult;

/// The headline figures of the selected scenario, each with its change against the baseline:
/// $/Mtok (output), tok/s/GPU, tok/s/user, TTFT, tok/s/MW, tok/J and goodput. At a service level
/// they are the chosen configuration's; a scenario that does not reach the level says so.
class HeadlineCards : public QWidget
{
    Q_OBJECT
public:
    explicit HeadlineCards(QWidget* parent = nullptr);

    /// `baseline` may be null or the same as `selected` (then no change is shown).
    void showResults(const ScenarioResult* selected, const ScenarioResult* baseline, bool totalTokens);
    /// The TTFT card's tooltip adds how far the model's TTFT was off on models and GPUs the
    /// calibration behind the figures never saw (nothing when its file did not record it). Set
    /// with the catalog, not on every redraw.
    void setTtftAccuracy(const core::CalibrationAccuracy& accuracy);
    /// A card's tooltip: what it shows, its formula and, for TTFT, the held-out error.
    QString toolTipText(int index) const;
    /// The value text of card `index` (0..kCardCount-1), for tests and accessibility.
    QString valueText(int index) const;
    /// The title a card shows, with its basis ("$/Mtok (total)").
    QString titleText(int index) const;
    /// The line under a card's value: the change against the baseline, or the margin card's break-even.
    QString changeLine(int index) const;

    static constexpr int kCardCount = 8;
    static constexpr int kMarginCard = kCardCount - 1; ///< the last card: margin per GPU-hour
    static constexpr int kTtftCard = 3;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// Every card's change line in the same form, the longest that fits them all.
    void alignChangeForms();
    /// The margin card's break-even price (or that the input tokens alone pay for the GPU-hour).
    void showBreakEven(const core::TokenRevenue& revenue);
    /// Card fonts follow the widget's font (presentation mode enlarges it).
    void applyFonts();

    /// Sets card `index`'s tooltip on the card and on its change line.
    void setCardToolTip(int index, const QString& toolTip);
    /// What every card shows where the point has no figures.
    static QString missingFigureText(const ScenarioResult* selected, bool unreached);

    struct Card
    {
        QWidget* frame = nullptr;
        QLabel* title = nullptr;
        QString titleShown; ///< the title as set (the label holds it with its break points marked)
        QLabel* value = nullptr;
        ElidedLabel* change = nullptr; ///< "1/2.44 vs <baseline>": elided, the card keeps its width
    };
    std::array<Card, kCardCount> m_cards;
};

} // namespace tf::ui
