#include "ui/charts/icebergchart.h"

#include "ui/charts/chartstyle.h"
#include "ui/numberformat.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

#include <QBrush>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <array>
#include <cmath>

namespace tf::ui {

namespace {

/// The three measures, left to right: the one above the waterline, then the two below it.
enum Measure { FlopsPerDollar, CostPerMtok, TokensPerMw, MeasureCount };
constexpr bool aboveWater(int measure)
{
    return measure == FlopsPerDollar;
}

// The value axis is in shares of each measure's largest scenario: +1 the tallest bar above the
// water, -1 the deepest below it; the margins leave room for the figures at the bar ends.
constexpr double kAxisTop = 1.3;
constexpr double kAxisBottom = -1.45;
constexpr double kBarWidth = 0.8;        ///< of a measure's slot, shared by its scenarios
constexpr size_t kTwoLineLabelsUpTo = 3; ///< scenarios whose bar figures fit beside each other

const QColor kWater(0xd6, 0xe8, 0xf5);
const QColor kWaterline(0x1f, 0x5f, 0x8b);
const QColor kText(40, 40, 40);

} // namespace

struct IcebergChart::Private
{
    struct Bar
    {
        double value = 0; ///< in the measure's unit; 0 = not drawn
        double share = 0; ///< of the largest scenario's value, signed by the side of the waterline
        double ratio = 0; ///< to the baseline's value (0 = none)
        bool drawn = false;
    };
    struct Row
    {
        QString name;
        QColor colour;
        bool baseline = false;
        QString missing; ///< why the measures below the water are not drawn, or empty
        std::array<Bar, MeasureCount> bars{};
    };

    QBarSeries* series = nullptr;
    QBarCategoryAxis* categories = nullptr;
    QValueAxis* values = nullptr;
    std::vector<QBarSet*> sets;
    std::vector<Row> rows;
    ChartOptions options;
    QGraphicsRectItem* water = nullptr;
    QGraphicsLineItem* waterline = nullptr;
    std::array<QGraphicsSimpleTextItem*, MeasureCount> captions{};
    QGraphicsSimpleTextItem* aboveNote = nullptr;
    QGraphicsSimpleTextItem* belowNote = nullptr;
    std::vector<QGraphicsSimpleTextItem*> labels; ///< MeasureCount per row

    void fillRows(const std::vector<ScenarioSeries>& scenarios);
    void fillSets();
    void fillLabels(QChart* chart, bool presentation);
    /// Where the bar of `row` for `measure` sits on the category axis.
    double barCentre(int measure, int row) const;
    QString figureText(int measure, double value) const;
};

namespace {

QGraphicsSimpleTextItem* newText(QChart* chart, bool bold)
{
    auto* item = new QGraphicsSimpleTextItem(chart);
    QFont font = chart->legend()->font();
    font.setBold(bold);
    item->setFont(font);
    item->setBrush(kText);
    item->setZValue(20);
    return item;
}

} // namespace

IcebergChart::IcebergChart(QWidget* parent) : ChartWidget(parent), d(std::make_unique<Private>())
{
    QChart* chart = this->chart();
    chart->setTitle(title());
    chart->legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
    d->series = new QBarSeries;
    d->series->setBarWidth(kBarWidth);
    chart->addSeries(d->series);
    d->categories = new QBarCategoryAxis;
    d->categories->append({QStringLiteral("flops"), QStringLiteral("cost"), QStringLiteral("mw")});
    d->values = new QValueAxis;
    d->values->setRange(kAxisBottom, kAxisTop);
    chart->addAxis(d->categories, Qt::AlignBottom);
    chart->addAxis(d->values, Qt::AlignLeft);
    d->series->attachAxis(d->categories);
    d->series->attachAxis(d->values);
    // The figures are written on the bars; shares of the largest need no scale of their own.
    d->categories->setVisible(false);
    d->values->setVisible(false);

    d->water = new QGraphicsRectItem(chart);
    d->water->setBrush(kWater);
    d->water->setPen(Qt::NoPen);
    d->water->setZValue(0.5); // above the plot background, below the grid and the bars
    d->waterline = new QGraphicsLineItem(chart);
    d->waterline->setPen(QPen(kWaterline, 2));
    d->waterline->setZValue(10);
    for (QGraphicsSimpleTextItem*& caption : d->captions)
        caption = newText(chart, true);
    d->aboveNote = newText(chart, false);
    d->belowNote = newText(chart, false);
    d->aboveNote->setBrush(kWaterline);
    d->belowNote->setBrush(kWaterline);
}

IcebergChart::~IcebergChart() = default;

QString IcebergChart::title() const
{
    return tr("The inference iceberg: FLOPS per $ and the cost of a token");
}

void IcebergChart::setData(const std::vector<ScenarioSeries>& scenarios, const ChartOptions& options)
{
    d->options = options;
    setPresentation(options.presentation);
    const QString heading =
        options.levelCaption.isEmpty()
            ? title()
            : tr("The inference iceberg %1", "the level caption, e.g. at 50 tok/s/user").arg(options.levelCaption);
    if (chart()->title() != heading)
        chart()->setTitle(heading);
    // Two short lines each, so that three captions fit side by side on a narrow chart.
    d->captions[FlopsPerDollar]->setText(tr("Dense PFLOPS\nper $/GPU-h"));
    d->captions[CostPerMtok]->setText(tr("$ per million\noutput tokens"));
    d->captions[TokensPerMw]->setText(options.totalTokens ? tr("tok/s per MW\n(input + output)")
                                                          : tr("tok/s per MW\n(output tokens)"));
    d->aboveNote->setText(tr("Above the waterline: what buyers compare"));
    d->belowNote->setText(tr("Below it: what decides the cost of a token"));
    d->fillRows(scenarios);
    d->fillSets();
    // Many scenarios: the legend lists them beside the plot, so no name has to be shortened.
    const Qt::Alignment legendSide = d->rows.size() > kTwoLineLabelsUpTo ? Qt::AlignRight : Qt::AlignBottom;
    if (chart()->legend()->alignment() != legendSide)
        chart()->legend()->setAlignment(legendSide);
    d->fillLabels(chart(), presentation());
    relayoutOverlays();
}

void IcebergChart::Private::fillRows(const std::vector<ScenarioSeries>& scenarios)
{
    rows.assign(scenarios.size(), Row{});
    int baseline = 0;
    std::array<double, MeasureCount> largest{};
    for (size_t i = 0; i < scenarios.size(); ++i) {
        const ScenarioSeries& s = scenarios[i];
        Row& row = rows[i];
        row.name = chartstyle::legendName(s);
        row.colour = chartstyle::scenarioColour(s, static_cast<int>(i));
        row.baseline = s.baseline;
        if (s.baseline && !rows[static_cast<size_t>(baseline)].baseline)
            baseline = static_cast<int>(i);
        const bool reached = s.currentFits && s.current.op.tokSPerGpuOutput > 0;
        row.missing = reached ? QString() : chartstyle::missingPointText(s);
        const double tokensPerMw = options.totalTokens ? s.current.tokSPerMw : s.current.tokSPerMwOutput;
        const double measures[MeasureCount] = {s.petaflopsPerDollarHour, reached ? s.current.costPerMtokOutputUsd : 0,
                                               reached ? tokensPerMw : 0};
        for (int m = 0; m < MeasureCount; ++m) {
            Bar& bar = row.bars[static_cast<size_t>(m)];
            bar.drawn = measures[m] > 0 && std::isfinite(measures[m]);
            bar.value = bar.drawn ? measures[m] : 0;
            largest[static_cast<size_t>(m)] = std::max(largest[static_cast<size_t>(m)], bar.value);
        }
    }
    for (Row& row : rows) {
        for (int m = 0; m < MeasureCount; ++m) {
            Bar& bar = row.bars[static_cast<size_t>(m)];
            const double top = largest[static_cast<size_t>(m)];
            bar.share = bar.drawn && top > 0 ? (aboveWater(m) ? 1 : -1) * bar.value / top : 0;
            const Bar& base = rows[static_cast<size_t>(baseline)].bars[static_cast<size_t>(m)];
            bar.ratio = bar.drawn && base.drawn ? bar.value / base.value : 0;
        }
    }
}

void IcebergChart::Private::fillSets()
{
    // One set per scenario, in its colour; rebuilt only when the scenarios change.
    bool same = sets.size() == rows.size();
    for (size_t i = 0; same && i < rows.size(); ++i)
        same = sets[i]->label() == rows[i].name && sets[i]->color() == rows[i].colour;
    if (!same) {
        series->clear(); // deletes the sets
        sets.clear();
        for (const Row& row : rows) {
            auto* set = new QBarSet(row.name);
            set->setColor(row.colour);
            set->setBorderColor(row.colour.darker(130));
            for (int m = 0; m < MeasureCount; ++m)
                set->append(0);
            sets.push_back(set);
            series->append(set);
        }
    }
    for (size_t i = 0; i < rows.size(); ++i)
        for (int m = 0; m < MeasureCount; ++m)
            if (sets[i]->at(m) != rows[i].bars[static_cast<size_t>(m)].share)
                sets[i]->replace(m, rows[i].bars[static_cast<size_t>(m)].share);
}

QString IcebergChart::Private::figureText(int measure, double value) const
{
    return measure == CostPerMtok ? chartstyle::formatUsd(value) : chartstyle::formatSig3(value);
}

void IcebergChart::Private::fillLabels(QChart* chart, bool presentation)
{
    const size_t count = rows.size() * MeasureCount;
    chartstyle::ensureBarLabels(labels, chart, static_cast<int>(count), presentation, ChartWidget::kPresentationScale,
                                false);
    // Beyond a few scenarios the bars are too narrow for two lines: one line, turned upright.
    const QString separator = rows.size() > kTwoLineLabelsUpTo ? QStringLiteral("  ") : QStringLiteral("\n");
    for (size_t i = 0; i < rows.size(); ++i) {
        for (int m = 0; m < MeasureCount; ++m) {
            QGraphicsSimpleTextItem* label = labels[i * MeasureCount + static_cast<size_t>(m)];
            const Bar& bar = rows[i].bars[static_cast<size_t>(m)];
            QString text;
            if (!bar.drawn)
                text = rows[i].missing;
            else if (rows[i].baseline)
                text = figureText(m, bar.value) + separator + tr("baseline");
            else
                text = figureText(m, bar.value) + separator + format::multiple(bar.ratio);
            label->setText(text);
            label->setBrush(bar.drawn ? kText : QColor(200, 0, 0));
            label->setVisible(true);
        }
    }
}

double IcebergChart::Private::barCentre(int measure, int row) const
{
    const double n = std::max<double>(1, static_cast<double>(rows.size()));
    return measure - kBarWidth / 2 + kBarWidth * (row + 0.5) / n;
}

void IcebergChart::relayoutOverlays()
{
    QChart* chart = this->chart();
    const QRectF plot = chart->plotArea();
    if (plot.isEmpty())
        return;
    const double waterY = chart->mapToPosition(QPointF(0, 0), d->series).y();
    d->water->setRect(QRectF(plot.left(), waterY, plot.width(), plot.bottom() - waterY));
    d->waterline->setLine(plot.left(), waterY, plot.right(), waterY);
    const double slot = plot.width() / static_cast<double>(MeasureCount);
    for (int m = 0; m < MeasureCount; ++m) {
        // Each measure's name sits on the waterline, on the side its bars leave empty.
        QGraphicsSimpleTextItem* caption = d->captions[static_cast<size_t>(m)];
        const QRectF box = caption->boundingRect();
        const double x = plot.left() + slot * (m + 0.5) - box.width() / 2;
        caption->setPos(x, aboveWater(m) ? waterY + 4 : waterY - box.height() - 4);
    }
    d->aboveNote->setPos(plot.right() - d->aboveNote->boundingRect().width() - 4, plot.top() + 2);
    d->belowNote->setPos(plot.left() + 4, plot.bottom() - d->belowNote->boundingRect().height() - 2);
    for (size_t i = 0; i < d->rows.size(); ++i) {
        for (int m = 0; m < MeasureCount; ++m) {
            const size_t index = i * MeasureCount + static_cast<size_t>(m);
            if (index >= d->labels.size())
                return;
            QGraphicsSimpleTextItem* label = d->labels[index];
            const double share = d->rows[i].bars[static_cast<size_t>(m)].share;
            const QPointF end = chart->mapToPosition(QPointF(d->barCentre(m, static_cast<int>(i)), share), d->series);
            const QRectF box = label->boundingRect();
            if (d->rows.size() > kTwoLineLabelsUpTo) {
                // Upright, reading bottom to top, starting at the bar's end away from the water.
                label->setRotation(-90);
                label->setPos(end.x() - box.height() / 2, aboveWater(m) ? end.y() - 2 : end.y() + 2 + box.width());
                continue;
            }
            label->setRotation(0);
            const double y = aboveWater(m) ? end.y() - box.height() - 2 : end.y() + 2;
            label->setPos(end.x() - box.width() / 2, y);
        }
    }
}

QString IcebergChart::hoverTextAt(const QPointF& chartPosition) const
{
    const QPointF value = chart()->mapToValue(chartPosition, d->series);
    const int measure = static_cast<int>(std::lround(value.x()));
    if (measure < 0 || measure >= MeasureCount || d->rows.empty())
        return {};
    const double offset = value.x() - (measure - kBarWidth / 2);
    const int row = static_cast<int>(std::floor(offset / kBarWidth * static_cast<double>(d->rows.size())));
    if (row < 0 || row >= static_cast<int>(d->rows.size()))
        return {};
    const Private::Row& r = d->rows[static_cast<size_t>(row)];
    const Private::Bar& bar = r.bars[static_cast<size_t>(measure)];
    if (!bar.drawn)
        return r.name + QLatin1Char('\n') + r.missing;
    return tr("%1\n%2: %3 (%4 the baseline)")
        .arg(r.name, d->captions[static_cast<size_t>(measure)]->text(), d->figureText(measure, bar.value),
             format::multiple(bar.ratio));
}

int IcebergChart::seriesCount() const
{
    return static_cast<int>(d->sets.size());
}

int IcebergChart::pointCount() const
{
    int count = 0;
    for (const Private::Row& row : d->rows)
        for (const Private::Bar& bar : row.bars)
            count += bar.drawn ? 1 : 0;
    return count;
}

QString IcebergChart::summaryForTests() const
{
    QStringList lines;
    const char* names[] = {"pflops_per_usd_h", "usd_per_mtok_output", "tok_s_per_mw"};
    for (const Private::Row& row : d->rows) {
        QString line = QStringLiteral("scenario %1:").arg(row.name);
        for (int m = 0; m < MeasureCount; ++m) {
            const Private::Bar& bar = row.bars[static_cast<size_t>(m)];
            line += QStringLiteral(" %1=%2 share=%3 ratio=%4")
                        .arg(QLatin1String(names[m]))
                        .arg(bar.value, 0, 'g', 4)
                        .arg(bar.share, 0, 'g', 4)
                        .arg(bar.ratio, 0, 'g', 4);
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace tf::ui
