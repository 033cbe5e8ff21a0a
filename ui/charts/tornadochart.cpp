#include "ui/charts/tornadochart.h"

#include "ui/charts/chartstyle.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace tf::ui {

struct TornadoChart::Private
{
    /// Where the labels end, the bars' plot and the distance between rows, for painting and for
    /// finding the bar under the mouse alike.
    struct Geometry
    {
        int labelWidth = 0;
        QRect plot;
        int rowPitch = 0;
    };

    std::vector<TornadoBar> bars;
    double base = 0;
    QString axisTitle;

    Geometry geometry(const QFontMetrics& fm, const QSize& size) const;
    /// The bar whose row holds `y` (label or bar), or -1.
    int barAt(const QFontMetrics& fm, const QSize& size, int y) const;
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

TornadoChart::Private::Geometry TornadoChart::Private::geometry(const QFontMetrics& fm, const QSize& size) const
{
    Geometry g;
    for (const TornadoBar& b : bars)
        g.labelWidth = std::max(g.labelWidth, fm.horizontalAdvance(b.label));
    g.labelWidth = std::min(g.labelWidth + 12, size.width() / 2);
    g.plot = QRect(g.labelWidth, 24, std::max(40, size.width() - g.labelWidth - 60), size.height() - 60);
    const int count = std::max(1, static_cast<int>(bars.size()));
    g.rowPitch = std::max(kBarHeight + 2, std::min(kBarHeight + kGap, g.plot.height() / count));
    return g;
}

int TornadoChart::Private::barAt(const QFontMetrics& fm, const QSize& size, int y) const
{
    const Geometry g = geometry(fm, size);
    const int offset = y - g.plot.top();
    if (offset < 0 || g.rowPitch <= 0)
        return -1;
    const int row = offset / g.rowPitch;
    return row < static_cast<int>(bars.size()) && offset % g.rowPitch < kBarHeight ? row : -1;
}

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
    const Private::Geometry geometry = d->geometry(fm, size());
    const int labelWidth = geometry.labelWidth;
    const QRect plot = geometry.plot;
    const int rowPitch = geometry.rowPitch;

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

bool TornadoChart::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    // The whole label, which a narrow panel shortens, and the two ends' figures.
    auto* help = static_cast<QHelpEvent*>(event);
    const int row = d->barAt(QFontMetrics(font()), size(), help->pos().y());
    if (row < 0) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    const TornadoBar& b = d->bars[static_cast<size_t>(row)];
    QString text = tr("%1\n%2: %3 at the low end, %4 at the high end (base %5)")
                       .arg(b.label, d->axisTitle, chartstyle::formatSig3(b.lowValue),
                            chartstyle::formatSig3(b.highValue), chartstyle::formatSig3(d->base));
    if (!b.reachable)
        text += QLatin1Char('\n') + tr("Hatched: an end of this range does not fit in memory.");
    QToolTip::showText(help->globalPos(), text, this);
    return true;
}

} // namespace tf::ui
