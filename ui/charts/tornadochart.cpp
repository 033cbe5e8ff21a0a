#include "ui/charts/tornadochart.h"

#include "ui/charts/chartstyle.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tf::ui {

struct TornadoChart::Private
{
    std::vector<TornadoBar> bars;
    double base = 0;
    QString axisTitle;
};

namespace {
const QColor kLowColour(0x1f, 0x77, 0xb4);  // the input at its low end
const QColor kHighColour(0xff, 0x7f, 0x0e); // the input at its high end
constexpr int kBarHeight = 18;
constexpr int kGap = 8;
/// A bar's two figures at `baseline`: the smaller left of the bar (from `left`), the larger right of it
/// (from `right`), each at the end it measures. Where the left one would run into the labels (which
/// end at `labelsEnd`), it goes inside the bar's left end, in white; a bar too short to hold it, or
/// hatched (unreachable), has both after it, as a range.
void drawBarFigures(QPainter& p, const QFontMetrics& fm, const TornadoBar& b, double left, double right, int baseline,
                    int labelsEnd)
{
    const QString lowText = chartstyle::formatSig3(b.lowValue);
    const QString highText = chartstyle::formatSig3(b.highValue);
    if (lowText == highText) { // no swing at three figures: one figure, not "3.24 | 3.24" across the line
        p.drawText(QPointF(right + 3, baseline), lowText);
        return;
    }
    const QString leftText = b.lowValue <= b.highValue ? lowText : highText;
    const QString rightText = b.lowValue <= b.highValue ? highText : lowText;
    const double leftX = left - fm.horizontalAdvance(leftText) - 3;
    constexpr double kInset = 3;
    if (leftX >= labelsEnd) {
        p.drawText(QPointF(leftX, baseline), leftText);
        p.drawText(QPointF(right + 3, baseline), rightText);
    } else if (b.reachable && right - left >= fm.horizontalAdvance(leftText) + 2 * kInset) {
        const QPen outside = p.pen();
        p.setPen(Qt::white);
        p.drawText(QPointF(left + kInset, baseline), leftText);
        p.setPen(outside);
        p.drawText(QPointF(right + 3, baseline), rightText);
    } else {
        p.drawText(QPointF(right + 3, baseline), leftText + QStringLiteral(" \u2013 ") + rightText);
    }
}

} // namespace

TornadoChart::TornadoChart(QWidget* parent) : QWidget(parent), d(std::make_unique<Private>())
{
    setMinimumHeight(120);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

TornadoChart::~TornadoChart() = default;

void TornadoChart::setBars(const std::vector<TornadoBar>& bars, double baseValue, const QString& axisTitle)
{
    d->bars = bars;
    d->base = baseValue;
    d->axisTitle = axisTitle;
    updateGeometry();
    update();
}

int TornadoChart::barCount() const
{
    return static_cast<int>(d->bars.size());
}

QString TornadoChart::summaryForTests() const
{
    QStringList lines;
    for (const TornadoBar& b : d->bars)
        lines << QStringLiteral("%1: %2 .. %3")
                     .arg(b.label, chartstyle::formatSig3(b.lowValue), chartstyle::formatSig3(b.highValue));
    return lines.join(QLatin1Char('\n'));
}

QSize TornadoChart::sizeHint() const
{
    return {480, 60 + static_cast<int>(d->bars.size()) * (kBarHeight + kGap)};
}

void TornadoChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm(font());
    if (d->bars.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No sensitivity computed"));
        return;
    }
    int labelWidth = 0;
    for (const TornadoBar& b : d->bars)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(b.label));
    labelWidth = std::min(labelWidth + 12, width() / 2);
    const QRect plot(labelWidth, 24, std::max(40, width() - labelWidth - 60), height() - 60);

    double lo = d->base;
    double hi = d->base;
    for (const TornadoBar& b : d->bars) {
        lo = std::min({lo, b.lowValue, b.highValue});
        hi = std::max({hi, b.lowValue, b.highValue});
    }
    if (hi - lo <= 0)
        hi = lo + std::max(1e-9, std::abs(lo) * 0.01);
    const double pad = (hi - lo) * 0.08;
    lo -= pad;
    hi += pad;
    const auto xOf = [&](double v) { return plot.left() + (v - lo) / (hi - lo) * plot.width(); };

    const QColor text = palette().color(QPalette::Text);
    const int rowPitch =
        std::max(kBarHeight + 2, std::min(kBarHeight + kGap, plot.height() / static_cast<int>(d->bars.size())));
    for (size_t i = 0; i < d->bars.size(); ++i) {
        const TornadoBar& b = d->bars[i];
        const int y = plot.top() + static_cast<int>(i) * rowPitch;
        p.setPen(text);
        // A label wider than its half of a narrow chart ends in "…" rather than losing its start.
        p.drawText(QRect(0, y, labelWidth - 8, kBarHeight), Qt::AlignRight | Qt::AlignVCenter,
                   fm.elidedText(b.label, Qt::ElideRight, labelWidth - 8));
        const double xBase = xOf(d->base);
        const auto drawPart = [&](double value, const QColor& colour) {
            const double x = xOf(value);
            QRectF r(std::min(x, xBase), y, std::max(1.0, std::abs(x - xBase)), kBarHeight);
            p.setPen(Qt::NoPen);
            p.setBrush(b.reachable ? QBrush(colour) : QBrush(colour, Qt::BDiagPattern));
            p.drawRect(r);
        };
        drawPart(b.lowValue, kLowColour);
        drawPart(b.highValue, kHighColour);
        p.setPen(text);
        drawBarFigures(p, fm, b, xOf(std::min(b.lowValue, b.highValue)), xOf(std::max(b.lowValue, b.highValue)),
                       y + kBarHeight - 4, labelWidth);
    }
    // Base line and axis.
    p.setPen(QPen(text, 1, Qt::DashLine));
    const double xBase = xOf(d->base);
    p.drawLine(QPointF(xBase, plot.top() - 6),
               QPointF(xBase, plot.top() + rowPitch * static_cast<int>(d->bars.size())));
    p.setPen(text);
    const int axisY = plot.top() + rowPitch * static_cast<int>(d->bars.size()) + 14;
    // Centred under the whole chart, and elided with "…" where even that is too narrow.
    const QString axisTitle = tr("%1 (base %2)").arg(d->axisTitle, chartstyle::formatSig3(d->base));
    p.drawText(QRect(0, axisY, width(), fm.height()), Qt::AlignHCenter,
               fm.elidedText(axisTitle, Qt::ElideRight, width() - 8));
    // Legend.
    const int legendY = 4;
    p.fillRect(QRect(plot.left(), legendY + 3, 12, 10), kLowColour);
    p.drawText(QPoint(plot.left() + 16, legendY + 12), tr("input at low end"));
    const int second = plot.left() + 24 + fm.horizontalAdvance(tr("input at low end"));
    p.fillRect(QRect(second, legendY + 3, 12, 10), kHighColour);
    p.drawText(QPoint(second + 16, legendY + 12), tr("input at high end"));
}

} // namespace tf::ui
