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

#include <algorithm>
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
constexpr int kMinimumWidthPx = 340;

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
    std::array<QStringList, MeasureCount> captionForms; ///< longest first; the first is the measure's name
    QGraphicsSimpleTextItem* aboveNote = nullptr;
    QGraphicsSimpleTextItem* belowNote = nullptr;
    QStringList aboveForms; ///< the notes' texts, longest first
    QStringList belowForms;
    std::vector<QGraphicsSimpleTextItem*> labels; ///< MeasureCount per row
    std::vector<QStringList> labelForms;          ///< each label's texts, longest first

    void fillRows(const std::vector<ScenarioSeries>& scenarios);
    void fillSets();
    void fillLabels(QChart* chart, bool presentation);
    void placeNotes(const QRectF& plot);
    void placeCaptions(const QRectF& plot, double waterY);
    /// Each bar's figure at its end, else inside the bar, in the first of its forms that is drawn
    /// whole inside the plot and over no other text; else not at all (the hover and the table give it).
    void placeFigures(QChart* chart, const QRectF& plot, double waterY);
    bool placeFigure(QGraphicsSimpleTextItem* label, const QPointF& end, bool above, double waterY, const QRectF& plot,
                     const std::vector<QRectF>& taken) const;
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
    // Narrower, the three measures' shortest names would run into one another.
    setMinimumWidth(kMinimumWidthPx);
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
    // Two short lines each, and shorter still where three do not fit side by side.
    d->captionForms[FlopsPerDollar] = {tr("Dense PFLOPS\nper $/GPU-h"), tr("PFLOPS\nper $/h")};
    d->captionForms[CostPerMtok] = options.totalTokens
                                       ? QStringList{tr("$ per million\ntokens (in + out)"), tr("$/Mtok\n(total)")}
                                       : QStringList{tr("$ per million\noutput tokens"), tr("$/Mtok\noutput")};
    d->captionForms[TokensPerMw] = options.totalTokens
                                       ? QStringList{tr("tok/s per MW\n(input + output)"), tr("tok/s/MW\n(total)")}
                                       : QStringList{tr("tok/s per MW\n(output tokens)"), tr("tok/s/MW\n(output)")};
    d->aboveForms = {tr("Above the waterline: what buyers compare"), tr("Above: what buyers compare")};
    d->belowForms = {tr("Below it: what decides the cost of a token"), tr("Below: what decides the cost")};
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
        const double costPerMtok = options.totalTokens ? s.current.costPerMtokTotalUsd : s.current.costPerMtokOutputUsd;
        const double measures[MeasureCount] = {s.petaflopsPerDollarHour, reached ? costPerMtok : 0,
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
    labelForms.assign(count, {});
    // Beyond a few scenarios the bars are too narrow for two lines: one line, turned upright.
    const QString separator = rows.size() > kTwoLineLabelsUpTo ? QStringLiteral("  ") : QStringLiteral("\n");
    for (size_t i = 0; i < rows.size(); ++i) {
        for (int m = 0; m < MeasureCount; ++m) {
            QGraphicsSimpleTextItem* label = labels[i * MeasureCount + static_cast<size_t>(m)];
            const Bar& bar = rows[i].bars[static_cast<size_t>(m)];
            QStringList& forms = labelForms[i * MeasureCount + static_cast<size_t>(m)];
            if (!bar.drawn)
                forms = {rows[i].missing};
            else
                forms = {figureText(m, bar.value) + separator +
                             (rows[i].baseline ? tr("baseline") : format::multiple(bar.ratio)),
                         figureText(m, bar.value)};
            label->setText(forms.front());
            label->setBrush(bar.drawn ? kText : QColor(200, 0, 0));
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
    d->placeNotes(plot);
    d->placeCaptions(plot, waterY);
    d->placeFigures(chart, plot, waterY);
}

void IcebergChart::Private::placeNotes(const QRectF& plot)
{
    // The longest form that fits across the plot; none where even the shortest does not (the water
    // and its line still tell the two sides apart).
    const auto fit = [&plot](QGraphicsSimpleTextItem* note, const QStringList& forms) {
        bool fits = false;
        for (const QString& form : forms) {
            note->setText(form);
            fits = note->boundingRect().width() <= plot.width() - 8;
            if (fits)
                break;
        }
        if (note->isVisible() != fits)
            note->setVisible(fits);
    };
    fit(aboveNote, aboveForms);
    fit(belowNote, belowForms);
    aboveNote->setPos(plot.right() - aboveNote->boundingRect().width() - 4, plot.top() + 2);
    belowNote->setPos(plot.left() + 4, plot.bottom() - belowNote->boundingRect().height() - 2);
}

void IcebergChart::Private::placeCaptions(const QRectF& plot, double waterY)
{
    // One form for all three, so that the measures are named alike.
    const double slot = plot.width() / static_cast<double>(MeasureCount);
    const int forms = static_cast<int>(captionForms[0].size());
    for (int form = 0; form < forms; ++form) {
        bool fits = true;
        for (int m = 0; m < MeasureCount; ++m) {
            QGraphicsSimpleTextItem* caption = captions[static_cast<size_t>(m)];
            caption->setText(captionForms[static_cast<size_t>(m)][form]);
            fits = fits && caption->boundingRect().width() <= slot - 6;
        }
        if (fits)
            break;
    }
    for (int m = 0; m < MeasureCount; ++m) {
        // Each measure's name sits on the waterline, on the side its bars leave empty.
        QGraphicsSimpleTextItem* caption = captions[static_cast<size_t>(m)];
        const QRectF box = caption->boundingRect();
        const double x = plot.left() + slot * (m + 0.5) - box.width() / 2;
        caption->setPos(x, aboveWater(m) ? waterY + 4 : waterY - box.height() - 4);
    }
}

void IcebergChart::Private::placeFigures(QChart* chart, const QRectF& plot, double waterY)
{
    std::vector<QRectF> taken;
    for (QGraphicsSimpleTextItem* text : {aboveNote, belowNote})
        if (text->isVisible())
            taken.push_back(text->mapRectToParent(text->boundingRect()));
    for (QGraphicsSimpleTextItem* caption : captions)
        taken.push_back(caption->mapRectToParent(caption->boundingRect()));
    for (size_t i = 0; i < rows.size(); ++i) {
        for (int m = 0; m < MeasureCount; ++m) {
            const size_t index = i * MeasureCount + static_cast<size_t>(m);
            if (index >= labels.size() || index >= labelForms.size())
                return;
            QGraphicsSimpleTextItem* label = labels[index];
            const QPointF end = chart->mapToPosition(
                QPointF(barCentre(m, static_cast<int>(i)), rows[i].bars[static_cast<size_t>(m)].share), series);
            // Beyond a few scenarios the bars are too narrow for a figure across them: upright.
            label->setRotation(rows.size() > kTwoLineLabelsUpTo ? -90 : 0);
            bool placed = false;
            for (const QString& form : labelForms[index]) {
                label->setText(form);
                chartstyle::fitLabelBacking(label);
                placed = placeFigure(label, end, aboveWater(m), waterY, plot, taken);
                if (placed)
                    break;
            }
            if (placed)
                taken.push_back(label->mapRectToParent(label->boundingRect()));
            if (label->isVisible() != placed)
                label->setVisible(placed);
        }
    }
}

bool IcebergChart::Private::placeFigure(QGraphicsSimpleTextItem* label, const QPointF& end, bool above, double waterY,
                                        const QRectF& plot, const std::vector<QRectF>& taken) const
{
    const QRectF box = label->boundingRect();
    const bool upright = label->rotation() != 0;
    // Along the bar: the text's length when upright, its height when across.
    const double along = upright ? box.width() : box.height();
    const double across = upright ? box.height() : box.width();
    constexpr double gapPx = 2;
    // Beyond the bar's end, away from the water; else inside it, ending short of the end.
    const double beyond = above ? end.y() - gapPx - along : end.y() + gapPx;
    const double inside = above ? end.y() + gapPx : end.y() - gapPx - along;
    for (const double top : {beyond, inside}) {
        const QRectF spot(end.x() - across / 2, top, across, along);
        const bool inPlot = plot.contains(spot);
        const bool onItsSide = above ? spot.bottom() <= waterY - gapPx : spot.top() >= waterY + gapPx;
        if (!inPlot || !onItsSide)
            continue;
        if (std::any_of(taken.begin(), taken.end(), [&spot](const QRectF& r) { return r.intersects(spot); }))
            continue;
        // Upright text turns about its origin: its top-left then lies at its bottom-left.
        label->setPos(upright ? QPointF(spot.left(), spot.bottom()) : spot.topLeft());
        return true;
    }
    return false;
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
        .arg(r.name, d->captionForms[static_cast<size_t>(measure)].front(), d->figureText(measure, bar.value),
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
    const char* names[] = {"pflops_per_usd_h", "usd_per_mtok", "tok_s_per_mw"};
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
