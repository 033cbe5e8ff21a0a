#include "ui/charts/chartstyle.h"

#include "ui/inputtext.h"
#include "ui/numberformat.h"
#include "ui/statustext.h"

#include <QGraphicsLayout>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QValueAxis>
#include <QtCharts/QXYSeries>

#include <QCoreApplication>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace tf::ui::chartstyle {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("tf::ui::chartstyle", text);
}

// Okabe-Ito based, distinguishable for colour-blind readers and on a projector.
const QColor kPalette[] = {QColor(0, 114, 178), QColor(213, 94, 0),   QColor(0, 158, 115),  QColor(204, 121, 167),
                           QColor(230, 159, 0), QColor(86, 180, 233), QColor(120, 120, 120)};

// Rounds outwards to the nearest 1, 2 or 5 times a power of ten.
double snap125(double value, bool up)
{
    const double decade = std::pow(10.0, std::floor(std::log10(value)));
    const double steps[] = {1, 2, 5, 10};
    if (up) {
        for (double s : steps)
            if (s * decade >= value * (1 - 1e-9))
                return s * decade;
        return 10 * decade;
    }
    for (int i = 3; i >= 0; --i)
        if (steps[i] * decade <= value * (1 + 1e-9))
            return steps[i] * decade;
    return decade;
}

} // namespace

QLocale numberLocale()
{
    return format::locale();
}

QString formatSig3(double value)
{
    // On a chart a non-positive value is a point that cannot exist: a dash, never "0".
    return value > 0 && std::isfinite(value) ? format::number(value) : QStringLiteral("\u2013");
}

QString formatUsd(double value)
{
    return value > 0 && std::isfinite(value) ? format::usd(value) : QStringLiteral("\u2013");
}

void addLabelBacking(QGraphicsSimpleTextItem* label)
{
    auto* backing = new QGraphicsRectItem(label);
    backing->setFlag(QGraphicsItem::ItemStacksBehindParent);
    backing->setBrush(QColor(255, 255, 255, 200));
    backing->setPen(Qt::NoPen);
    fitLabelBacking(label);
}

void fitLabelBacking(QGraphicsSimpleTextItem* label)
{
    for (QGraphicsItem* child : label->childItems())
        if (auto* backing = qgraphicsitem_cast<QGraphicsRectItem*>(child))
            backing->setRect(label->boundingRect().adjusted(-3, -1, 3, 1));
}

void setRowNames(QBarCategoryAxis* axis, const QStringList& topToBottom)
{
    QStringList names;
    for (auto it = topToBottom.crbegin(); it != topToBottom.crend(); ++it)
        names << *it;
    if (axis->categories() == names)
        return;
    if (names.isEmpty())
        axis->clear();
    else
        axis->setCategories(names);
}

void ensureBarLabels(std::vector<QGraphicsSimpleTextItem*>& labels, QChart* chart, int count, bool presentation,
                     double presentationScale, bool bold)
{
    while (static_cast<int>(labels.size()) < count) {
        auto* label = new QGraphicsSimpleTextItem(chart);
        QFont font = label->font();
        // Created after ChartWidget::setPresentation() scaled the chart's other texts.
        font.setPointSizeF(presentation ? 8.5 * presentationScale : 8.5);
        font.setBold(bold);
        label->setFont(font);
        label->setBrush(QColor(40, 40, 40));
        label->setZValue(10);
        addLabelBacking(label); // legible where it has to end over its bar
        labels.push_back(label);
    }
    for (std::size_t i = static_cast<std::size_t>(std::max(0, count)); i < labels.size(); ++i)
        labels[i]->setVisible(false);
}

int placeAtBarEnd(QGraphicsSimpleTextItem* label, QChart* chart, QAbstractSeries* series, double value, int row,
                  int rows, const QStringList& forms)
{
    // Category axes count from the bottom; rows are listed from the top.
    const QPointF end = chart->mapToPosition(QPointF(value, rows - 1 - row), series);
    const QRectF plot = chart->plotArea(); // what the layout has settled when the overlays are placed
    constexpr double gapPx = 5;
    // The first form, longest first, that fits beside the bar's end, or else inside the bar ending
    // short of it on its backing: read whole, never drawn across the end.
    const QStringList tried = forms.isEmpty() ? QStringList{label->text()} : forms;
    for (int formIndex = 0; formIndex < tried.size(); ++formIndex) {
        label->setText(tried[formIndex]);
        fitLabelBacking(label);
        const QRectF text = label->boundingRect();
        const double besideEnd = end.x() + gapPx;
        const double insideBar = end.x() - gapPx - text.width();
        const double x = besideEnd + text.width() <= plot.right() ? besideEnd : insideBar;
        if (x >= plot.left() + gapPx) {
            label->setPos(x, end.y() - text.height() / 2);
            return formIndex;
        }
    }
    // No form fits either way: the shortest ends at the plot's edge, over its bar, cut by nothing.
    const QRectF text = label->boundingRect();
    label->setPos(std::max(plot.left() + 2, plot.right() - text.width()), end.y() - text.height() / 2);
    return static_cast<int>(tried.size()) - 1;
}

QColor scenarioColour(const ScenarioSeries& scenario, int index)
{
    if (scenario.colour.isValid())
        return scenario.colour;
    constexpr int count = static_cast<int>(sizeof kPalette / sizeof kPalette[0]);
    return kPalette[std::max(0, index) % count];
}

QString legendName(const ScenarioSeries& scenario, int maxChars)
{
    // One shortening for every legend, before the tag, so that "(base)" is never the part cut.
    const QString name = format::shortName(scenario.name, maxChars);
    return scenario.baseline ? name + baselineTag() : name;
}

QString baselineTag()
{
    return tr("%1 (base)").arg(QString());
}

void setAxisTitleWithin(QAbstractAxis* axis, const QStringList& forms, double widthPx)
{
    if (forms.isEmpty())
        return;
    const QFontMetricsF metrics(axis->titleFont());
    QString title = forms.back();
    for (const QString& form : forms) {
        if (metrics.horizontalAdvance(form) <= widthPx) {
            title = form;
            break;
        }
    }
    if (axis->titleText() != title)
        axis->setTitleText(title);
}

QString rowNameWithin(const ScenarioSeries& scenario, const QFont& font, double chartWidthPx)
{
    constexpr int kLongestChars = 32;
    constexpr int kShortestChars = 6;
    const QFontMetricsF metrics(font);
    const double roomPx = kRowNameShareOfChart * chartWidthPx;
    QString name;
    for (int chars = kLongestChars; chars >= kShortestChars; --chars) {
        name = legendName(scenario, chars);
        if (metrics.horizontalAdvance(name) <= roomPx)
            break;
    }
    return name;
}

void applyTheme(QChart* chart)
{
    chart->setTheme(QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundRoundness(0);
    chart->setBackgroundBrush(Qt::white);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setDropShadowEnabled(false);
    chart->setMargins(QMargins(6, 6, 6, 6));
    chart->setLocale(numberLocale());
    chart->setLocalizeNumbers(true);
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(11);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setTitleBrush(QColor(30, 30, 30));
    QLegend* legend = chart->legend();
    legend->setAlignment(Qt::AlignBottom);
    legend->setShowToolTips(true);
    QFont legendFont = legend->font();
    legendFont.setPointSizeF(9);
    legend->setFont(legendFont);
    legend->setLabelColor(QColor(30, 30, 30));
    legend->setMarkerShape(QLegend::MarkerShapeFromSeries);
}

void replacePoints(QXYSeries* series, const QList<QPointF>& points)
{
    if (series->count() != points.size() || series->points() != points)
        series->replace(points);
}

void styleAxis(QAbstractAxis* axis, const QString& title)
{
    axis->setTitleText(title);
    QFont titleFont = axis->titleFont();
    titleFont.setPointSizeF(9);
    titleFont.setBold(false);
    axis->setTitleFont(titleFont);
    axis->setTitleBrush(QColor(40, 40, 40));
    QFont labelFont = axis->labelsFont();
    labelFont.setPointSizeF(8.5);
    axis->setLabelsFont(labelFont);
    axis->setLabelsColor(QColor(50, 50, 50));
    axis->setGridLineColor(QColor(225, 225, 225));
    axis->setMinorGridLineColor(QColor(242, 242, 242));
    axis->setLinePenColor(QColor(150, 150, 150));
    axis->setShadesVisible(false);
}

namespace {

/// A transparent square marker image `sizePx` wide, drawn antialiased by `draw(painter)`.
template <typename Draw>
QImage markerImage(int sizePx, Draw draw)
{
    QImage image(sizePx, sizePx, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    draw(painter);
    return image;
}

} // namespace

QImage dotImage(const QColor& colour, int diameterPx, int alpha)
{
    return markerImage(diameterPx, [&](QPainter& painter) {
        QColor fill = colour;
        fill.setAlpha(alpha);
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawEllipse(QRectF(0.5, 0.5, diameterPx - 1.0, diameterPx - 1.0));
    });
}

QImage currentPointImage(const QColor& colour, bool fits)
{
    constexpr int size = 18;
    return markerImage(size, [&](QPainter& painter) {
        const QRectF ring(2, 2, size - 4, size - 4);
        if (fits) {
            painter.setPen(QPen(QColor(20, 20, 20), 1.5));
            painter.setBrush(colour);
            painter.drawEllipse(ring);
            painter.setPen(QPen(Qt::white, 1.5));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(ring.adjusted(2, 2, -2, -2));
        } else {
            // Hollow ring in the scenario colour crossed in red: a point that does not fit in memory.
            painter.setPen(QPen(colour, 2));
            painter.setBrush(Qt::white);
            painter.drawEllipse(ring);
            painter.setPen(QPen(QColor(200, 0, 0), 2.5, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(QPointF(4, 4), QPointF(size - 4, size - 4));
            painter.drawLine(QPointF(4, size - 4), QPointF(size - 4, 4));
        }
    });
}

QImage asSetPointImage(const QColor& colour)
{
    constexpr int size = 18;
    return markerImage(size, [&](QPainter& painter) {
        painter.setPen(QPen(colour.darker(130), 2, Qt::DashLine));
        painter.setBrush(QColor(255, 255, 255, 170));
        painter.drawEllipse(QRectF(2, 2, size - 4, size - 4));
    });
}

QImage measuredImage(const QColor& colour)
{
    constexpr int size = 13;
    return markerImage(size, [&](QPainter& painter) {
        QPainterPath diamond;
        const double c = size / 2.0;
        diamond.moveTo(c, 1);
        diamond.lineTo(size - 1, c);
        diamond.lineTo(c, size - 1);
        diamond.lineTo(1, c);
        diamond.closeSubpath();
        painter.setPen(QPen(colour.darker(130), 2));
        painter.setBrush(Qt::white);
        painter.drawPath(diamond);
    });
}

void logRange(double minValue, double maxValue, double* lo, double* hi)
{
    if (!(minValue > 0) || !(maxValue > 0) || !std::isfinite(minValue) || !std::isfinite(maxValue)) {
        *lo = 1;
        *hi = 10;
        return;
    }
    *lo = snap125(minValue / 1.15, false);
    *hi = snap125(maxValue * 1.15, true);
    if (*hi <= *lo)
        *hi = *lo * 10;
}

void linearRange(double minValue, double maxValue, double* lo, double* hi, double* tickInterval)
{
    double from = std::min(0.0, minValue);
    double to = std::max(maxValue * 1.05, from + 1e-9);
    if (!std::isfinite(from) || !std::isfinite(to)) {
        from = 0;
        to = 1;
    }
    const double rawStep = (to - from) / 5;
    const double step = snap125(rawStep, true);
    *lo = std::floor(from / step) * step;
    *hi = std::ceil(to / step) * step;
    *tickInterval = step;
}

void holdRange(bool log, double shownLo, double shownHi, double niceLo, double niceHi, double dataLo, double dataHi,
               double* lo, double* hi)
{
    const auto span = [log](double from, double to) { return log ? std::log10(to / from) : to - from; };
    const bool shownValid = shownHi > shownLo && (!log || shownLo > 0) && std::isfinite(span(shownLo, shownHi));
    *lo = niceLo;
    *hi = niceHi;
    if (!shownValid)
        return;
    const bool fits = dataLo >= shownLo && dataHi <= shownHi;
    if (!fits && !log)
        return; // a linear range from zero grows to the data's own
    // Data that left most of the range shown moved by a jump, not a drag: no reason to stay.
    const double overlapLo = std::max(shownLo, niceLo);
    const double overlapHi = std::min(shownHi, niceHi);
    if (!fits && (overlapHi <= overlapLo || span(overlapLo, overlapHi) < kMinRangeFill * span(shownLo, shownHi)))
        return;
    const double heldLo = fits ? shownLo : std::min(shownLo, niceLo);
    const double heldHi = fits ? shownHi : std::max(shownHi, niceHi);
    if (span(niceLo, niceHi) >= kMinRangeFill * span(heldLo, heldHi)) {
        *lo = heldLo;
        *hi = heldHi;
    }
}

void setRangeIfChanged(QAbstractAxis* axis, double lo, double hi)
{
    if (auto* value = qobject_cast<QValueAxis*>(axis)) {
        if (value->min() != lo || value->max() != hi)
            value->setRange(lo, hi);
    } else if (auto* log = qobject_cast<QLogValueAxis*>(axis)) {
        if (log->min() != lo || log->max() != hi)
            log->setRange(lo, hi);
    }
}

QString decimalsFormat(double tick)
{
    const int decimals =
        tick > 0 && std::isfinite(tick) ? std::max(0, static_cast<int>(-std::floor(std::log10(tick) + 1e-9))) : 0;
    return QStringLiteral("%.%1f").arg(decimals);
}

void setLogLabelFormat(QLogValueAxis* axis)
{
    // Labels sit at powers of ten; with nine significant figures and no trailing zeros each reads
    // as itself in the user's locale ("0.01", "1", "10,000"), where one fixed decimals count for
    // the whole axis wrote "10,000.00" beside "0.01".
    const QString format = QStringLiteral("%.9g");
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
}

void syncLegend(QChart* chart, const std::vector<const QAbstractSeries*>& shown)
{
    const QList<QLegendMarker*> markers = chart->legend()->markers();
    bool changed = false;
    for (QLegendMarker* marker : markers) {
        const bool visible = std::find(shown.begin(), shown.end(), marker->series()) != shown.end();
        changed = changed || marker->isVisible() != visible;
        marker->setVisible(visible);
    }
    // Qt lays the legend out again when a series comes or goes, not when a marker is only shown or
    // hidden: without this a marker shown again kept a stale place, drawn over its neighbour.
    if (changed && chart->legend()->layout())
        chart->legend()->layout()->invalidate();
}

QString missingPointText(const ScenarioSeries& scenario)
{
    if (scenario.invalidInputs)
        return tr("invalid inputs");
    return scenario.current.op.fits && !scenario.currentFits ? tr("not reached")
                                                             : pointCannotRunText(scenario.current.op);
}

QString pointToolTip(const ScenarioSeries& scenario, const core::PointMetrics& point, bool fits)
{
    const core::OperatingPoint& op = point.op;
    QStringList lines;
    lines << legendName(scenario);
    if (&point == &scenario.current && !scenario.currentNote.isEmpty())
        lines << scenario.currentNote;
    if (!fits && !op.fits)
        lines << (op.maxBatchIsSchedulerCap ? tr("Over the scheduler cap (batch %1 > max %2)")
                                            : tr("Does not fit in GPU memory (batch %1 > max %2)"))
                     .arg(format::count(op.batch), format::count(op.maxBatch));
    lines << tr("Batch %1, TP %2 / EP %3 (%4 GPUs)")
                 .arg(format::count(op.batch))
                 .arg(op.tensorParallel)
                 .arg(op.expertParallel)
                 .arg(format::count(op.gpus));
    lines << tr("Interactivity: %1 tok/s/user").arg(formatSig3(op.tokSPerUser));
    lines << tr("Throughput: %1 tok/s/GPU total, %2 output")
                 .arg(formatSig3(op.tokSPerGpuTotal), formatSig3(op.tokSPerGpuOutput));
    lines << tr("TTFT: %1 ms").arg(formatSig3(op.ttftMs));
    lines << tr("Cost: %1 per Mtok output, %2 per Mtok total")
                 .arg(formatUsd(point.costPerMtokOutputUsd), formatUsd(point.costPerMtokTotalUsd));
    lines << tr("Energy: %1 tok/s/MW, %2 tok/J (total tokens)")
                 .arg(formatSig3(point.tokSPerMw), formatSig3(point.tokPerJoule));
    QString tier = tierName(point.tier);
    if (point.tier == core::TokenTier::Balanced && op.tokSPerUser > core::kInteractiveTierMinTokSPerUser)
        tier = tr("%1 (interactive also needs TTFT < %2 ms)").arg(tier).arg(core::kInteractiveTierMaxTtftMs);
    lines << tr("Tier: %1%2").arg(tier, point.meetsSlo ? QString() : tr(", misses SLO"));
    return lines.join(QLatin1Char('\n'));
}

QString measuredToolTip(const ScenarioSeries& scenario, const MeasuredPoint& point, const ChartOptions& options)
{
    QStringList lines;
    lines << (point.label.isEmpty() ? tr("Measured (%1)").arg(scenario.name) : point.label);
    lines << tr("Interactivity: %1 tok/s/user").arg(formatSig3(point.tokSPerUser));
    lines << tr("Measured: %1 tok/s/GPU total").arg(formatSig3(point.tokSPerGpuTotal));
    if (point.predictedTokSPerGpuTotal > 0 && point.tokSPerGpuTotal > 0) {
        lines << tr("Model: %1 tok/s/GPU total").arg(formatSig3(point.predictedTokSPerGpuTotal));
        lines
            << tr("Model error: %1").arg(format::percentChange(point.predictedTokSPerGpuTotal, point.tokSPerGpuTotal));
    } else {
        lines << tr("Model: no prediction at this point");
    }
    Q_UNUSED(options);
    return lines.join(QLatin1Char('\n'));
}

double throughputOf(const core::PointMetrics& point, const ChartOptions& options)
{
    if (options.perMegawatt)
        return options.totalTokens ? point.tokSPerMw : point.tokSPerMwOutput;
    return options.totalTokens ? point.op.tokSPerGpuTotal : point.op.tokSPerGpuOutput;
}

double costOf(const core::PointMetrics& point, const ChartOptions& options)
{
    return options.totalTokens ? point.costPerMtokTotalUsd : point.costPerMtokOutputUsd;
}

double outputShare(const ScenarioSeries& scenario)
{
    const core::OperatingPoint& op = scenario.current.op;
    if (op.tokSPerGpuTotal > 0 && op.tokSPerGpuOutput > 0)
        return op.tokSPerGpuOutput / op.tokSPerGpuTotal;
    for (const core::PointMetrics& p : scenario.points)
        if (p.op.tokSPerGpuTotal > 0)
            return p.op.tokSPerGpuOutput / p.op.tokSPerGpuTotal;
    return 1.0;
}

} // namespace tf::ui::chartstyle
