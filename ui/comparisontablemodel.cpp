#include "ui/comparisontablemodel.h"

#include "core/catalog/catalog.h"
#include "core/revenue.h"
#include "core/servicecomparison.h"
#include "core/sources.h"
#include "ui/catalognames.h"
#include "ui/inputtext.h"
#include "ui/numberformat.h"
#include "ui/statustext.h"
#include "ui/ttfttext.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tf::ui {

ComparisonTableModel::ComparisonTableModel(QObject* parent) : QAbstractTableModel(parent)
{ }

void ComparisonTableModel::setResults(const std::vector<ScenarioResult>& results, int baseline, int selected,
                                      bool totalTokens)
{
    // The article's column comes and goes with the pair it is for: a change of shape as well.
    const int reference = findReferenceColumn(results, baseline);
    const bool reshape = results.size() != m_results.size() || (reference >= 0) != (m_referenceColumn >= 0);
    if (reshape)
        beginResetModel();
    // Announce only the cells (and headers) whose painted content changed: a slider usually moves a
    // few metrics, and the view repaints exactly the announced cells.
    m_results = results;
    m_baseline = baseline;
    m_selected = selected;
    m_totalTokens = totalTokens;
    m_referenceColumn = reference;
    // The snapshot of what is painted now is the one taken after the last update: one pass over
    // the cells per update, not two.
    std::vector<QVariant> painted = paintedContent();
    if (reshape)
        endResetModel();
    else if (!m_results.empty())
        announceChanges(m_painted, painted);
    m_painted = std::move(painted);
}

std::vector<QVariant> ComparisonTableModel::paintedContent() const
{
    std::vector<QVariant> cells;
    const int rows = rowCount();
    const int columns = columnCount();
    cells.reserve(static_cast<size_t>(rows * columns * 3 + columns * 2 + rows));
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column)
            for (int role : {int(Qt::DisplayRole), int(Qt::ForegroundRole), int(Qt::FontRole)})
                cells.push_back(data(index(row, column), role));
    for (int column = 0; column < columns; ++column)
        for (int role : {int(Qt::DisplayRole), int(Qt::DecorationRole)})
            cells.push_back(headerData(column, Qt::Horizontal, role));
    for (int row = 0; row < rows; ++row)
        cells.push_back(headerData(row, Qt::Vertical, Qt::DisplayRole));
    return cells;
}

std::vector<int> ComparisonTableModel::longestTextLengths() const
{
    // Read from the snapshot of the last update, in paintedContent()'s order.
    const int rows = rowCount();
    const int columns = columnCount();
    std::vector<int> lengths(static_cast<size_t>(columns), 0);
    if (m_painted.size() < static_cast<size_t>(rows * columns * 3 + columns * 2))
        return lengths;
    const auto grow = [&lengths](int column, const QVariant& text) {
        for (const QString& line : text.toString().split(QLatin1Char('\n')))
            lengths[static_cast<size_t>(column)] =
                std::max(lengths[static_cast<size_t>(column)], static_cast<int>(line.size()));
    };
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column)
            grow(column, m_painted[static_cast<size_t>((row * columns + column) * 3)]);
    for (int column = 0; column < columns; ++column)
        grow(column, m_painted[static_cast<size_t>(rows * columns * 3 + column * 2)]);
    return lengths;
}

void ComparisonTableModel::announceChanges(const std::vector<QVariant>& before, const std::vector<QVariant>& after)
{
    const int columns = columnCount();
    // One notification per run of changed cells in a row: the view repaints what is announced, and
    // a price drag changes a few rows of the scenario and ratio columns, not the block between them.
    size_t at = 0;
    for (int row = 0; row < rowCount(); ++row) {
        int runStart = -1;
        for (int column = 0; column <= columns; ++column, at += 3) {
            const bool differs = column < columns && (before[at] != after[at] || before[at + 1] != after[at + 1] ||
                                                      before[at + 2] != after[at + 2]);
            if (differs && runStart < 0)
                runStart = column;
            if (!differs && runStart >= 0) {
                emit dataChanged(index(row, runStart), index(row, column - 1));
                runStart = -1;
            }
        }
        at -= 3; // the sentinel column past the end holds no cell
    }
    int firstHeader = -1;
    int lastHeader = -1;
    for (int column = 0; column < columns; ++column, at += 2) {
        if (before[at] != after[at] || before[at + 1] != after[at + 1]) {
            firstHeader = firstHeader < 0 ? column : firstHeader;
            lastHeader = column;
        }
    }
    if (firstHeader >= 0)
        emit headerDataChanged(Qt::Horizontal, firstHeader, lastHeader);
    firstHeader = -1;
    for (int row = 0; row < rowCount(); ++row, ++at) {
        if (before[at] != after[at]) {
            firstHeader = firstHeader < 0 ? row : firstHeader;
            lastHeader = row;
        }
    }
    if (firstHeader >= 0)
        emit headerDataChanged(Qt::Vertical, firstHeader, lastHeader);
}

namespace {

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();

/// Revenue, margin and break-even of the point the scenario's column shows, at its token prices.
core::TokenRevenue revenueShown(const ScenarioResult& r)
{
    return core::tokenRevenue(r.choice.inputs, r.series.current, r.evaluation.cost);
}

bool isRatioMetric(int metric)
{
    return !ComparisonTableModel::isConfigurationRow(metric) && metric != ComparisonTableModel::TtftMs &&
           metric != ComparisonTableModel::MaxBatch;
}

/// A scenario's name as a column header gives it: a long one loses its middle (whole in the
/// tooltip), so that it cannot take the table's width from the figures. A ratio column names two
/// scenarios and is sized to its header, so its names are shorter still.
QString headerName(const QString& name, int maxChars = 32)
{
    return format::shortName(name, maxChars);
}

} // namespace

bool ComparisonTableModel::reached(int scenario) const
{
    const ScenarioResult& r = m_results[static_cast<size_t>(scenario)];
    return r.valid && r.series.currentFits;
}

int ComparisonTableModel::ratioScenario(int column) const
{
    int next = ratioColumn();
    for (int i = 0; i < static_cast<int>(m_results.size()); ++i) {
        if (i == m_baseline)
            continue;
        if (next++ == column)
            return i;
    }
    return -1;
}

int ComparisonTableModel::findReferenceColumn(const std::vector<ScenarioResult>& results, int baseline)
{
    if (baseline < 0 || baseline >= static_cast<int>(results.size()))
        return -1;
    const ScenarioResult& base = results[static_cast<size_t>(baseline)];
    const int count = static_cast<int>(results.size());
    for (int i = 0; i < count; ++i) {
        // After the scenario columns and one ratio column per scenario but the baseline.
        if (i != baseline &&
            core::publishedComparisonFor(base.inputs, results[static_cast<size_t>(i)].inputs, base.level))
            return count + count - 1;
    }
    return -1;
}

double ComparisonTableModel::referenceValue(int metric) const
{
    static const core::PublishedComparison article;
    switch (metric) {
    case TokSPerGpu:
        return article.tokSPerGpuRatio;
    case TokSPerMw:
        return article.tokSPerMwRatio;
    case CostPerMtokOutput:
        return article.costPerMtokRatio;
    default:
        return kNan;
    }
}

bool ComparisonTableModel::inputAloneCoversCost(int scenario) const
{
    // Where the break-even cell has a figure (as metricValue decides), with one revenue computed.
    return scenario >= 0 && scenario < static_cast<int>(m_results.size()) && reached(scenario) &&
           revenueShown(m_results[static_cast<size_t>(scenario)]).inputAloneCoversCost;
}

double ComparisonTableModel::metricValue(int metric, int scenario) const
{
    if (scenario < 0 || scenario >= static_cast<int>(m_results.size()))
        return kNan;
    const ScenarioResult& r = m_results[static_cast<size_t>(scenario)];
    if (!r.valid)
        return kNan;
    const core::PointMetrics& m = r.series.current;
    const bool ok = reached(scenario);
    switch (metric) {
    case UsdPerGpuHour:
        return r.evaluation.cost.totalUsd;
    case PetaflopsPerDollar:
        return r.evaluation.petaflopsPerDollarHour;
    case BatchRow:
        return m.op.batch;
    case TokSPerGpu:
        return ok ? (m_totalTokens ? m.op.tokSPerGpuTotal : m.op.tokSPerGpuOutput) : kNan;
    case TokSPerUser:
        return ok ? m.op.tokSPerUser : kNan;
    case TokSPerMw:
        return ok ? (m_totalTokens ? m.tokSPerMw : m.tokSPerMwOutput) : kNan;
    case CostPerMtokOutput:
        return ok ? m.costPerMtokOutputUsd : kNan;
    case CostPerMtokTotal:
        return ok ? m.costPerMtokTotalUsd : kNan;
    case RevenuePerMtokTotal:
        return ok ? revenueShown(r).revenueUsdPerMtokTotal : kNan;
    case MarginPerGpuHour:
        return ok ? revenueShown(r).marginUsdPerGpuHour : kNan;
    case BreakEvenOutputPrice:
        return ok ? revenueShown(r).breakEvenOutputUsdPerMtok : kNan;
    case TtftMs:
        return ok ? m.op.ttftMs : kNan;
    case Goodput: // on the toolbar's token basis, as the throughput rows
        return ok ? r.goodputShown(m_totalTokens) : kNan;
    case MaxBatch: // of the configuration shown
        return r.level.mode == core::ServiceLevelMode::OperatingPoint ? r.maxBatch : m.op.maxBatch;
    default:
        return kNan;
    }
}

QString ComparisonTableModel::configurationText(int metric, int scenario) const
{
    if (scenario < 0 || scenario >= static_cast<int>(m_results.size()))
        return {};
    const ScenarioResult& r = m_results[static_cast<size_t>(scenario)];
    const core::ScenarioInputs& in = r.valid ? r.choice.inputs : r.inputs;
    switch (metric) {
    case HardwareRow:
        return hardwareName(m_catalog, in.hardwareId);
    case ModelRow:
        return modelName(m_catalog, in.modelId);
    case PrecisionRow:
        return QString::fromLatin1(core::precisionLabel(in.precision).data());
    case FrameworkRow:
        return frameworkName(m_catalog, in.frameworkId);
    case ParallelismRow:
        return parallelismText(in.tensorParallel, in.expertParallel, in.pipelineParallel);
    case BatchRow:
        return QLocale().toString(in.batch);
    case ServingRow:
        return servingText(in);
    default:
        return {};
    }
}

double ComparisonTableModel::ratioValue(int metric, int scenario) const
{
    const double a = metricValue(metric, scenario);
    const double b = metricValue(metric, m_baseline);
    return std::isfinite(a) && std::isfinite(b) && a > 0 && b > 0 ? a / b : kNan;
}

int ComparisonTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : MetricCount;
}

int ComparisonTableModel::columnCount(const QModelIndex& parent) const
{
    if (parent.isValid() || m_results.empty())
        return 0;
    const int scenarios = static_cast<int>(m_results.size());
    const int ratios = m_baseline >= 0 ? scenarios - 1 : 0;
    return scenarios + ratios + (referenceColumn() >= 0 ? 1 : 0);
}

QVariant ComparisonTableModel::scenarioCell(int metric, int scenario, int role) const
{
    const ScenarioResult& r = m_results[static_cast<size_t>(scenario)];
    const bool text = isConfigurationRow(metric);
    const bool pointMetric = metric != UsdPerGpuHour && metric != PetaflopsPerDollar && metric != MaxBatch;
    if (role == Qt::ForegroundRole) {
        if (!r.valid || (!reached(scenario) && pointMetric && !text))
            return QBrush(QColor(0xc6, 0x28, 0x28));
        return {};
    }
    if (role == Qt::ToolTipRole) {
        if (!r.valid)
            return invalidReasonFor(r);
        if (!r.series.currentNote.isEmpty())
            return r.series.currentNote;
        if (!reached(scenario))
            return r.series.current.op.maxBatchIsSchedulerCap
                       ? tr("The scenario's batch is over the framework scheduler's cap; the memory would hold it.")
                       : tr("The scenario's batch does not fit in memory.");
        return {};
    }
    if (role == Qt::UserRole)
        return text ? QVariant(configurationText(metric, scenario)) : QVariant(metricValue(metric, scenario));
    if (role != Qt::DisplayRole)
        return {};
    if (!r.valid)
        return tr("invalid");
    if (text)
        return configurationText(metric, scenario);
    const double v = metricValue(metric, scenario);
    if (std::isnan(v)) {
        // The row of the limit no configuration meets says how close the best one gets.
        if (metric == TokSPerUser && r.interactivityOutOfReach())
            return tr("not reached (max %1)").arg(format::number(r.choice.closestTokSPerUser));
        if (metric == TtftMs && r.ttftOutOfReach())
            return tr("not reached (min %1 ms)").arg(format::number(r.choice.closestTtftMs));
        if (r.levelNotReached())
            return tr("not reached");
        return pointCannotRunText(r.series.current.op);
    }
    switch (metric) {
    case BreakEvenOutputPrice:
        if (revenueShown(r).inputAloneCoversCost)
            return tr("input alone pays"); // no output price to quote: $0.00 would read as one
        return format::usd(v);
    case UsdPerGpuHour:
        // An owned build-up beside a rented price is a different kind of figure: it says so.
        return r.choice.inputs.pricing == core::PricingMode::Owned ? tr("%1 owned").arg(format::usd(v))
                                                                   : format::usd(v);
    case CostPerMtokOutput:
    case CostPerMtokTotal:
    case RevenuePerMtokTotal:
    case MarginPerGpuHour:
        return format::usd(v);
    case TtftMs:
        return format::number(v) + QStringLiteral(" ms");
    case MaxBatch:
        return v > 0 ? QLocale().toString(static_cast<int>(v)) : tr("weights do not fit");
    default:
        return format::number(v);
    }
}

QVariant ComparisonTableModel::ratioCell(int metric, int column, int role) const
{
    const int scenario = ratioScenario(column);
    if (scenario < 0 || !isRatioMetric(metric))
        return role == Qt::UserRole ? QVariant(kNan) : QVariant();
    const double r = ratioValue(metric, scenario);
    if (role == Qt::UserRole)
        return r;
    if (role == Qt::DisplayRole)
        return format::multiple(r);
    if (role == Qt::ToolTipRole && !std::isnan(r)) {
        const auto shown = [this, metric](int s) { return scenarioCell(metric, s, Qt::DisplayRole).toString(); };
        return tr("%1 for %2 \u00f7 %3: %4 \u00f7 %5. A ratio of one half or below is written 1/x: \u201c1/35.7\u201d "
                  "is a 35.7th.")
            .arg(rowTitle(metric), m_results[static_cast<size_t>(scenario)].series.name,
                 m_results[static_cast<size_t>(m_baseline)].series.name, shown(scenario), shown(m_baseline));
    }
    return {};
}

QVariant ComparisonTableModel::referenceCell(int metric, int role) const
{
    const double r = referenceValue(metric);
    if (role == Qt::UserRole)
        return r;
    if (role == Qt::DisplayRole)
        return std::isnan(r) ? QVariant() : QVariant(format::multiple(r, 2)); // as published: 65x, 50x, 1/35
    if (role == Qt::ForegroundRole)
        return QBrush(QColor(0x55, 0x55, 0x55));
    if (role == Qt::ToolTipRole && !std::isnan(r)) {
        const core::SourceArticle& article = core::sourceArticles().front();
        return tr("As the cost-per-token article (\u201c%1\u201d) publishes it: GB300 NVL72 FP4 against H200 FP8 "
                  "serving DeepSeek-R1 at $2.65 and $1.41 per GPU-hour: 6,000 against 90 tok/s/GPU, 2.8M against "
                  "54K tok/s/MW, $0.12 against $4.20 per Mtok. The article states no workload or interactivity; it "
                  "is read here at 1k/1k tokens and 50 tok/s/user, where this model's ratios match it and its own "
                  "figures are higher. The column beside it is this model's.")
            .arg(QString::fromUtf8(article.title.data(), static_cast<qsizetype>(article.title.size())));
    }
    return {};
}

QVariant ComparisonTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= MetricCount || index.column() >= columnCount())
        return {};
    const int metric = index.row();
    const int column = index.column();
    const bool scenario = column < ratioColumn();
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue((isConfigurationRow(metric) && scenario ? Qt::AlignLeft : Qt::AlignRight) |
                                   Qt::AlignVCenter);
    if (role == Qt::FontRole && !scenario) {
        QFont font;
        font.setBold(true);
        font.setItalic(column == referenceColumn());
        return font;
    }
    if (scenario)
        return scenarioCell(metric, column, role);
    if (column == referenceColumn())
        return referenceCell(metric, role);
    return ratioCell(metric, column, role);
}

QString ComparisonTableModel::rowTitle(int section) const
{
    switch (section) {
    case HardwareRow:
        return tr("Hardware");
    case ModelRow:
        return tr("Model");
    case PrecisionRow:
        return tr("Precision");
    case FrameworkRow:
        return tr("Framework");
    case ParallelismRow:
        return tr("TP / EP");
    case BatchRow:
        return tr("Batch");
    case ServingRow:
        return tr("Serving");
    case UsdPerGpuHour:
        return tr("$/GPU-hour");
    case PetaflopsPerDollar:
        return tr("Dense PFLOPS per $/GPU-h");
    case TokSPerGpu:
        return m_totalTokens ? tr("tok/s/GPU (total)") : tr("tok/s/GPU (output)");
    case TokSPerUser:
        return tr("tok/s/user");
    case TokSPerMw:
        return m_totalTokens ? tr("tok/s/MW (total)") : tr("tok/s/MW (output)");
    case CostPerMtokOutput:
        return tr("$/Mtok output");
    case CostPerMtokTotal:
        return tr("$/Mtok total (in + out)");
    case RevenuePerMtokTotal:
        return tr("Revenue $/Mtok (in + out)");
    case MarginPerGpuHour:
        return tr("Margin $/GPU-hour");
    case BreakEvenOutputPrice:
        return tr("Break-even output $/Mtok");
    case TtftMs:
        return tr("TTFT");
    case Goodput:
        return m_totalTokens ? tr("Goodput (tok/s/GPU, total)") : tr("Goodput (tok/s/GPU, output)");
    case MaxBatch:
        return tr("Max batch (memory)");
    default:
        return {};
    }
}

QString ComparisonTableModel::rowExplanation(int section) const
{
    switch (section) {
    case ParallelismRow:
    case BatchRow:
    case ServingRow:
        return tr("The configuration shown: the scenario's own, or the one chosen for the service level.");
    case UsdPerGpuHour:
        return tr("Cost of one productive GPU-hour (rented price, or the owned build-up).");
    case PetaflopsPerDollar:
        return tr("Dense peak PFLOPS at the precision the math runs at, per $/GPU-hour paid. The cost-per-token "
                  "article's 2.8 for H200 counts its sparse FP8 peak (3.96 PF \u00f7 $1.41) and its 5.6 for GB300 "
                  "the dense FP4 peak (15 PF \u00f7 $2.65), so its \"2x\" is about 4x on dense peaks alike, as "
                  "this row reads them.");
    case TokSPerGpu:
        return tr("Tokens per second per GPU at the configuration shown.");
    case TokSPerMw:
        return tr("tok/s/GPU \u00d7 1000 \u00f7 all-in kW per GPU.");
    case CostPerMtokOutput:
        return tr("$/GPU-h \u00f7 (output tok/s/GPU \u00d7 3600) \u00d7 10\u2076: the GPU-hour charged to the "
                  "output tokens alone.");
    case CostPerMtokTotal:
        return tr("$/GPU-h \u00f7 (input + output tok/s/GPU \u00d7 3600) \u00d7 10\u2076.");
    case RevenuePerMtokTotal:
        return tr("What the tokens sell for at the scenario's input, cached-input and output prices, per million "
                  "tokens read or written.");
    case MarginPerGpuHour:
        return tr("(Revenue − cost) per productive GPU-hour × utilisation: per GPU-hour paid, idle hours "
                  "included.");
    case BreakEvenOutputPrice:
        return tr("The output price at which revenue pays the GPU-hour, the input tokens sold at their prices: "
                  "(cost $/GPU-h × 10⁶ ÷ 3600 − input tok/s × input price) ÷ output "
                  "tok/s; \"input alone pays\" when the input tokens already cover the hour.");
    case Goodput:
        return tr("tok/s/GPU (total or output tokens, as the toolbar counts them) counted only when the point "
                  "meets every SLO in force (the scenario's own and the comparison's service level).");
    case TtftMs:
        return ttftToolTip(m_catalog ? &m_catalog->calibrationAccuracy() : nullptr);
    default:
        return {};
    }
}

QVariant ComparisonTableModel::rowHeader(int section, int role) const
{
    if (role == Qt::DisplayRole)
        return rowTitle(section);
    if (role == Qt::ToolTipRole)
        return rowExplanation(section);
    return {};
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return rowHeader(section, role);
    if (section < 0 || section >= columnCount())
        return {};
    if (section == referenceColumn()) {
        if (role == Qt::DisplayRole)
            return tr("Cost-per-token\narticle");
        if (role == Qt::ToolTipRole)
            return tr("Published in the cost-per-token article (NVIDIA's analysis of SemiAnalysis InferenceX v2 data): "
                      "GB300 NVL72 \u00f7 H200 on DeepSeek-R1 at $2.65 and $1.41 per GPU-hour. Shown only while this "
                      "comparison reads the pair as Token Factory reads the article: at those prices, 1k/1k tokens and "
                      "equal interactivity at 50 tok/s/user (the article states no workload or interactivity). Where "
                      "the ratios differ, the scenarios' serving recipes and calibration are not the article's runs.");
        return {};
    }
    if (section >= ratioColumn()) {
        const int scenario = ratioScenario(section);
        if (scenario < 0 || m_baseline < 0)
            return {};
        const QString& own = m_results[static_cast<size_t>(scenario)].series.name;
        const QString& base = m_results[static_cast<size_t>(m_baseline)].series.name;
        if (role == Qt::DisplayRole) // two lines: ratio columns stay narrow beside the scenarios
            return tr("%1\n\u00f7 %2").arg(headerName(own, 20), headerName(base, 20));
        if (role == Qt::ToolTipRole)
            return tr("%1 \u00f7 %2 (the baseline), at the service level shown.").arg(own, base);
        return {};
    }
    const ScenarioResult& r = m_results[static_cast<size_t>(section)];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        // The tooltip has the whole name and lines, where a narrow header shortens them.
        const QString shown = role == Qt::DisplayRole ? headerName(r.series.name) : r.series.name;
        QString name = r.series.baseline ? tr("%1 (baseline)").arg(shown) : shown;
        if (r.valid && !r.choice.reached && r.level.mode != core::ServiceLevelMode::OperatingPoint)
            name += tr(" \u2014 not reached");
        // The configuration in view whatever the scroll position (the rows below spell it out).
        const core::ScenarioInputs& in = r.valid ? r.choice.inputs : r.inputs;
        // Three short lines so that four scenarios and their ratio columns fit side by side.
        QString serving = in.serving == core::ServingMode::Disaggregated ? tr("disaggregated") : tr("aggregated");
        if (in.speculativeTokens > 0)
            serving += tr(" + %1 draft").arg(in.speculativeTokens);
        return name + QLatin1Char('\n') +
               tr("%1 \u00b7 batch %2")
                   .arg(parallelismText(in.tensorParallel, in.expertParallel, in.pipelineParallel),
                        QLocale().toString(in.batch)) +
               QLatin1Char('\n') + serving;
    }
    if (role == Qt::DecorationRole)
        return r.series.colour;
    return {};
}

} // namespace tf::ui
