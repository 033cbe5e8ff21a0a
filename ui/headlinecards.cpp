#include "ui/headlinecards.h"

#include "core/revenue.h"
#include "ui/elidedlabel.h"
#include "ui/fittedlabel.h"
#include "ui/numberformat.h"
#include "ui/scenarioresult.h"
#include "ui/statustext.h"
#include "ui/ttfttext.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace tf::ui {

namespace {

/// Characters of a card's change line kept however narrow the window ("1/2.44 vs…").
constexpr int kChangeMinimumCharacters = 10;

// A style sheet change re-polishes the widget even when the text is the same; cards update on
// every slider event, so only real changes are applied.
void setStyleSheetIfChanged(QWidget* widget, const QString& styleSheet)
{
    if (widget->styleSheet() != styleSheet)
        widget->setStyleSheet(styleSheet);
}

/// `text` with a word joiner (U+2060), which the line breaker honours, between every two characters
/// but at spaces: "总计" and "tok/s/GPU" stay whole ("tok/s/" over "GPU" and "tok/s/用" over "户" were
/// shown at 1200 px), while "Margin $/GPU-h" may still wrap at its space.
QString keptWhole(const QString& text)
{
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        out += text.at(i);
        if (i + 1 < text.size() && !text.at(i).isSpace() && !text.at(i + 1).isSpace())
            out += QChar(0x2060);
    }
    return out;
}

/// A card's title, wrapping only between its unit and its qualifier: "$/Mtok" over "(total)",
/// never "$/Mtok（总" over "计）". A title without a qualifier wraps only at its spaces.
QString titleLines(const QString& title)
{
    qsizetype split = title.indexOf(QStringLiteral(" ("));
    if (split < 0)
        split = title.indexOf(QChar(0xFF08)); // the full-width "（" of Chinese
    if (split <= 0)
        return keptWhole(title);
    // A space stays the break; before "（" a zero-width space offers one.
    const QString gap = title.at(split) == QLatin1Char(' ') ? QStringLiteral(" ") : QString(QChar(0x200B));
    return keptWhole(title.left(split)) + gap + keptWhole(title.mid(split).trimmed());
}

/// One card's figure: its title, its value and the baseline's, which way is better, its text.
struct Figure
{
    QString title;
    double value;
    double base;
    bool lowerIsBetter;
    QString text;
    /// A dollar amount that may be negative (a margin): compared by its difference, since a
    /// ratio or a percentage of a loss reads backwards.
    bool signedAmount = false;
};

/// Large differences read as multiples ("68×", "1/36") the way the cost-per-token article states
/// them; small ones as percentages.
QString changeText(double value, double base)
{
    const double r = base > 0 ? value / base : 0;
    return r >= 2 || (r > 0 && r <= 0.5) ? format::multiple(r) : format::percentChange(value, base);
}

/// A signed amount against the baseline's: "+$0.412", "−$1.10", "±$0".
QString differenceText(double value, double base)
{
    const double difference = value - base;
    if (difference == 0)
        return QStringLiteral("\u00b1$0");
    return difference > 0 ? QStringLiteral("+") + format::usd(difference) : format::usd(difference);
}

} // namespace

HeadlineCards::HeadlineCards(QWidget* parent) : QWidget(parent)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(8);
    const std::array<QString, kCardCount> tips = {
        tr("Cost per million tokens = $/GPU-h \u00f7 (tok/s/GPU \u00d7 3600) \u00d7 10\u2076, counting total "
           "(input + output) or output tokens as the toolbar's Total tokens sets, like every card and chart. "
           "The cost-per-token article's check: H200 at $1.41 and 90 output tok/s/GPU gives $4.35."),
        tr("Tokens per second per GPU of the configuration shown: the scenario's own at its operating point, or "
           "the one the service level chose (the table's column heading names it). Total counts input + output "
           "(InferenceX basis), output only the generated tokens, as the toolbar's Total tokens sets."),
        tr("Interactivity: tok/s per user = 1000 \u00f7 TPOT (ms); TPOT = decode step \u00f7 accepted tokens per "
           "step."),
        ttftToolTip(nullptr),
        tr("tok/s per MW of facility power = tok/s/GPU \u00d7 1000 \u00f7 all-in kW per GPU."),
        tr("Tokens per joule = tok/s/GPU \u00f7 all-in W per GPU."),
        tr("Goodput, tok/s/GPU: the throughput of the point shown (total or output tokens, as the toolbar counts "
           "them), counted "
           "only when it meets every SLO in force (the scenario's own objectives and the comparison's service "
           "level); 0 when it misses one."),
        tr("Margin per GPU-hour paid, at the scenario's token prices: (revenue \u2212 cost) per productive "
           "GPU-hour \u00d7 utilisation. Revenue/h = 3600 \u00d7 (input tok/s \u00d7 blended input price + "
           "output tok/s \u00d7 output price) \u00f7 10\u2076. Without a baseline beside it, the card names the "
           "break-even (B/E) output price per Mtok, or says that the input tokens alone pay for the GPU-hour.")};
    for (int i = 0; i < kCardCount; ++i) {
        auto* frame = new QFrame(this);
        frame->setObjectName(QStringLiteral("headlineCard"));
        frame->setFrameShape(QFrame::StyledPanel);
        frame->setStyleSheet(QStringLiteral("QFrame#headlineCard { background: palette(base); border: 1px solid "
                                            "palette(mid); border-radius: 6px; }"));
        auto* column = new QVBoxLayout(frame);
        column->setContentsMargins(8, 6, 8, 6);
        column->setSpacing(0);
        Card& card = m_cards[static_cast<size_t>(i)];
        card.frame = frame;
        card.title = new QLabel(frame);
        card.value = new FittedLabel(frame); // a long figure shrinks its type rather than widen the window
        // Room for "1/2.44 vs" however long the baseline's name: eight cards fit a 1280 px window.
        card.change = new ElidedLabel(frame, kChangeMinimumCharacters);
        setCardToolTip(i, tips[static_cast<size_t>(i)]);
        card.title->setStyleSheet(QStringLiteral("color: palette(dark);"));
        card.title->setWordWrap(true); // a long title wraps on a narrow window instead of widening it
        // A card whose title takes one line gives its spare height to the title, above the text: the
        // figures of all cards stay on one line (a two-line title set its figure 8 px lower).
        card.title->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
        column->addWidget(card.title, 1);
        column->addWidget(card.value);
        column->addWidget(card.change);
        row->addWidget(frame, 1);
    }
    applyFonts();
}

void HeadlineCards::setCardToolTip(int index, const QString& toolTip)
{
    Card& card = m_cards[static_cast<size_t>(index)];
    card.frame->setToolTip(toolTip);
    card.change->setTextAndToolTip(card.change->text(), toolTip);
}

QString HeadlineCards::toolTipText(int index) const
{
    return index >= 0 && index < kCardCount ? m_cards[static_cast<size_t>(index)].frame->toolTip() : QString();
}

void HeadlineCards::setTtftAccuracy(const core::CalibrationAccuracy& accuracy)
{
    setCardToolTip(kTtftCard, ttftToolTip(&accuracy));
}

void HeadlineCards::applyFonts()
{
    QFont valueFont = font();
    valueFont.setPointSizeF(valueFont.pointSizeF() * 1.7);
    valueFont.setBold(true);
    for (Card& card : m_cards)
        card.value->setFont(valueFont);
}

void HeadlineCards::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event); // the layout has placed the cards by now
    alignChangeForms();
}

void HeadlineCards::alignChangeForms()
{
    // "1/35.7 vs baseline" beside "67.2×" read as two kinds of comparison.
    int form = 0;
    for (const Card& card : m_cards)
        if (card.change->hasShorterForms())
            form = std::max(form, card.change->fittingForm());
    for (Card& card : m_cards)
        card.change->setFirstForm(form);
}

void HeadlineCards::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange)
        applyFonts();
    QWidget::changeEvent(event);
}

QString HeadlineCards::titleText(int index) const
{
    return m_cards.at(static_cast<size_t>(index)).titleShown;
}

QString HeadlineCards::changeLine(int index) const
{
    return m_cards.at(static_cast<size_t>(index)).change->text();
}

QString HeadlineCards::valueText(int index) const
{
    return m_cards.at(static_cast<size_t>(index)).value->text();
}

QString HeadlineCards::missingFigureText(const ScenarioResult* selected, bool unreached)
{
    // One wording for every card. Inputs the model cannot take (an id the catalog does not know)
    // are not a point that does not fit.
    if (selected && !selected->valid)
        return tr("invalid inputs");
    if (unreached)
        return tr("not reached");
    return pointCannotRunText(selected ? selected->series.current.op : core::OperatingPoint{});
}

void HeadlineCards::showBreakEven(const core::TokenRevenue& revenue)
{
    // Where no baseline comparison takes the margin card's line. The price comes first, and shorter
    // forms drop the unit, then the words, so that a narrow card never cuts the figure ("$2.69/Mto…").
    if (revenue.inputAloneCoversCost) {
        m_cards[kMarginCard].change->setElidedText(tr("input alone pays"));
        return;
    }
    const QString price = format::usd(revenue.breakEvenOutputUsdPerMtok);
    m_cards[kMarginCard].change->setElidedText(tr("%1/Mtok B/E").arg(price), {tr("%1 B/E").arg(price), price});
}

void HeadlineCards::showResults(const ScenarioResult* selected, const ScenarioResult* baseline, bool totalTokens)
{
    const bool ok = selected && selected->valid && selected->series.currentFits;
    const bool hasBase = baseline && baseline != selected && baseline->valid && baseline->series.currentFits;
    const bool unreached = selected && selected->levelNotReached();
    const core::PointMetrics m = ok ? selected->series.current : core::PointMetrics{};
    const core::PointMetrics b = hasBase ? baseline->series.current : core::PointMetrics{};
    const double goodput = ok ? selected->goodputShown(totalTokens) : 0;
    const double goodputBase = hasBase ? baseline->goodputShown(totalTokens) : 0;
    const double tps = totalTokens ? m.op.tokSPerGpuTotal : m.op.tokSPerGpuOutput;
    const double tpsBase = totalTokens ? b.op.tokSPerGpuTotal : b.op.tokSPerGpuOutput;
    const core::TokenRevenue revenue =
        ok ? core::tokenRevenue(selected->choice.inputs, m, selected->evaluation.cost) : core::TokenRevenue{};
    const core::TokenRevenue revenueBase =
        hasBase ? core::tokenRevenue(baseline->choice.inputs, b, baseline->evaluation.cost) : core::TokenRevenue{};
    const std::array<Figure, kCardCount> figures = {{
        // One cost basis with the throughput cards, the cost chart and the breakdown (the toolbar's).
        {totalTokens ? tr("$/Mtok (total)") : tr("$/Mtok (output)"),
         totalTokens ? m.costPerMtokTotalUsd : m.costPerMtokOutputUsd,
         totalTokens ? b.costPerMtokTotalUsd : b.costPerMtokOutputUsd, true,
         format::usd(totalTokens ? m.costPerMtokTotalUsd : m.costPerMtokOutputUsd)},
        {totalTokens ? tr("tok/s/GPU (total)") : tr("tok/s/GPU (output)"), tps, tpsBase, false, format::number(tps)},
        {tr("tok/s/user"), m.op.tokSPerUser, b.op.tokSPerUser, false, format::number(m.op.tokSPerUser)},
        {tr("TTFT"), m.op.ttftMs, b.op.ttftMs, true, format::number(m.op.ttftMs) + QStringLiteral(" ms")},
        {totalTokens ? tr("tok/s/MW (total)") : tr("tok/s/MW (output)"), totalTokens ? m.tokSPerMw : m.tokSPerMwOutput,
         totalTokens ? b.tokSPerMw : b.tokSPerMwOutput, false,
         format::number(totalTokens ? m.tokSPerMw : m.tokSPerMwOutput)},
        {totalTokens ? tr("tok/J (total)") : tr("tok/J (output)"), totalTokens ? m.tokPerJoule : m.tokPerJouleOutput,
         totalTokens ? b.tokPerJoule : b.tokPerJouleOutput, false,
         format::number(totalTokens ? m.tokPerJoule : m.tokPerJouleOutput)},
        // Its unit is the throughput card's, beside it (the tooltip says so): a short title keeps the
        // figure level with the others.
        {totalTokens ? tr("Goodput (total)") : tr("Goodput (output)"), goodput, goodputBase, false,
         format::number(goodput)},
        {tr("Margin $/GPU-h"), revenue.marginUsdPerGpuHour, revenueBase.marginUsdPerGpuHour, false,
         format::usd(revenue.marginUsdPerGpuHour), true},
    }};
    const QString missing = missingFigureText(selected, unreached);
    for (int i = 0; i < kCardCount; ++i) {
        const Figure& f = figures[static_cast<size_t>(i)];
        Card& card = m_cards[static_cast<size_t>(i)];
        if (card.titleShown != f.title) {
            card.titleShown = f.title;
            card.title->setText(titleLines(f.title));
        }
        card.value->setText(ok ? f.text : missing);
        // "does not fit" in the value's large type wraps rather than widen the window; a figure never
        // breaks ("0.140" split at its point, "−$0.216" after its sign).
        if (card.value->wordWrap() == ok)
            card.value->setWordWrap(!ok);
        setStyleSheetIfChanged(card.value, ok ? QString() : QStringLiteral("color: #c62828;"));
        const bool comparable = f.signedAmount ? std::isfinite(f.value) && std::isfinite(f.base) : f.base > 0;
        if (ok && hasBase && comparable) {
            const bool better = f.lowerIsBetter ? f.value < f.base : f.value > f.base;
            const QString colour = f.value == f.base ? QStringLiteral("palette(dark)")
                                   : better          ? QStringLiteral("#2e7d32")
                                                     : QStringLiteral("#c62828");
            const QString change = f.signedAmount ? differenceText(f.value, f.base) : changeText(f.value, f.base);
            card.change->setElidedText(tr("%1 vs %2").arg(change, baseline->series.name),
                                       {tr("%1 vs baseline").arg(change), change});
            setStyleSheetIfChanged(card.change, QStringLiteral("color: %1;").arg(colour));
        } else {
            card.change->setElidedText(ok && selected == baseline ? tr("baseline") : QString());
            setStyleSheetIfChanged(card.change, QStringLiteral("color: palette(dark);"));
        }
    }
    if (ok && !hasBase)
        showBreakEven(revenue);
    alignChangeForms();
    // How close the best configuration gets, on the card of the limit none meets.
    if (unreached && selected->interactivityOutOfReach())
        m_cards[2].change->setElidedText(tr("at most %1").arg(format::number(selected->choice.closestTokSPerUser)));
    if (unreached && selected->ttftOutOfReach())
        m_cards[3].change->setElidedText(tr("at least %1 ms").arg(format::number(selected->choice.closestTtftMs)));
}

} // namespace tf::ui
