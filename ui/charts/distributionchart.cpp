#include "ui/charts/distributionchart.h"

#include "ui/charts/chartstyle.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace tf::ui {

struct DistributionChart::Private
{
    std::vector<int> counts;
    double lo = 0;
    double hi = 0;
    double p10 = 0;
    double p50 = 0;
    double p90 = 0;
    QString axisTitle;
    DistributionChart::Values values = DistributionChart::Values::Plain;

    QString text(double value) const
    {
        return values == DistributionChart::Values::Dollars ? chartstyle::formatUsd(value)
                                                            : chartstyle::formatSig3(value);
    }
};

DistributionChart::DistributionChart(QWidget* parent) : QWidget(parent), d(std::make_unique<Private>())
{
    setMinimumHeight(140);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

DistributionChart::~DistributionChart() = default;

void DistributionChart::setSamples(const std::vector<double>& samples, double p10, double p50, double p90,
                                   const QString& axisTitle, Values values, int bins)
{
    d->values = values;
    d->counts.assign(static_cast<size_t>(std::max(1, bins)), 0);
    d->p10 = p10;
    d->p50 = p50;
    d->p90 = p90;
    d->axisTitle = axisTitle;
    if (samples.empty()) {
        d->counts.clear();
    } else {
        const auto [minIt, maxIt] = std::minmax_element(samples.begin(), samples.end());
        d->lo = *minIt;
        d->hi = *maxIt;
        if (d->hi <= d->lo)
            d->hi = d->lo + std::max(1e-9, std::abs(d->lo) * 1e-6);
        const double width = (d->hi - d->lo) / static_cast<double>(d->counts.size());
        for (double v : samples) {
            const auto bin =
                static_cast<size_t>(std::clamp((v - d->lo) / width, 0.0, static_cast<double>(d->counts.size() - 1)));
            ++d->counts[bin];
        }
    }
    update();
}

void DistributionChart::clear()
{
    d->counts.clear();
    update();
}

int DistributionChart::binCount() const
{
    return static_cast<int>(d->counts.size());
}

int DistributionChart::sampleCount() const
{
    int n = 0;
    for (int c : d->counts)
        n += c;
    return n;
}

QString DistributionChart::summaryForTests() const
{
    return QStringLiteral("%1 bins, %2 samples, P10 %3, P50 %4, P90 %5")
        .arg(binCount())
        .arg(sampleCount())
        .arg(d->text(d->p10), d->text(d->p50), d->text(d->p90));
}

QSize DistributionChart::sizeHint() const
{
    return {480, 240};
}

void DistributionChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor text = palette().color(QPalette::Text);
    if (d->counts.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No samples yet"));
        return;
    }
    const QFontMetrics fm(font());
    const QRect plot(12, 8, std::max(40, width() - 24), std::max(40, height() - 8 - 2 * fm.height() - 10));
    const int peak = std::max(1, *std::max_element(d->counts.begin(), d->counts.end()));
    const double binWidth = static_cast<double>(plot.width()) / static_cast<double>(d->counts.size());
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x1f, 0x77, 0xb4, 160));
    for (size_t i = 0; i < d->counts.size(); ++i) {
        const double h = static_cast<double>(d->counts[i]) / peak * plot.height();
        p.drawRect(QRectF(plot.left() + static_cast<double>(i) * binWidth, plot.bottom() - h, binWidth * 0.92, h));
    }
    const auto xOf = [&](double v) { return plot.left() + (v - d->lo) / (d->hi - d->lo) * plot.width(); };
    const struct
    {
        double value;
        QString name;
        Qt::PenStyle style;
    } marks[] = {
        {d->p10, tr("P10"), Qt::DashLine}, {d->p50, tr("P50"), Qt::SolidLine}, {d->p90, tr("P90"), Qt::DashLine}};
    int row = 0;
    for (const auto& m : marks) {
        const double x = std::clamp(xOf(m.value), static_cast<double>(plot.left()), static_cast<double>(plot.right()));
        p.setPen(QPen(QColor(0xd6, 0x27, 0x28), 2, m.style));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(text);
        const QString label = QStringLiteral("%1 %2").arg(m.name, d->text(m.value));
        // Staggered rows so that close percentiles do not print over each other; the first row's
        // baseline a line's ascent below the plot's top, which cut it ("P10 $0.487" lost its top).
        p.drawText(QPointF(std::min(x + 3, plot.right() - static_cast<double>(fm.horizontalAdvance(label))),
                           plot.top() + fm.ascent() + fm.height() * row++),
                   label);
    }
    p.setPen(text);
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawText(QPointF(plot.left(), plot.bottom() + fm.height()), d->text(d->lo));
    const QString hiText = d->text(d->hi);
    p.drawText(QPointF(plot.right() - fm.horizontalAdvance(hiText), plot.bottom() + fm.height()), hiText);
    p.drawText(QRect(plot.left(), plot.bottom() + fm.height() + 2, plot.width(), fm.height()), Qt::AlignHCenter,
               d->axisTitle);
}

} // namespace tf::ui
