#include "ui/comparisontablemodel.h"

#include "ui/numberformat.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QRect>

#include <cmath>
#include <limits>

namespace tf::ui {

ComparisonTableModel::ComparisonTableModel(QObject* parent) : QAbstractTableModel(parent)
{ }

void ComparisonTableModel::setResults(const std::vector<ScenarioResult>& results, int baseline, int selected,
                                      bool totalTokens)
{
    const bool reshape = results.size() != m_results.size();
    if (reshape)
        beginResetModel();
    // Announce only the cells (and headers) whose painted content changed: a slider usually moves a
    // few metrics, and the view repaints exactly the announced cells.
    const auto painted = [this] {
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
    };
    const std::vector<QVariant> before = reshape ? std::vector<QVariant>() : painted();
    m_results = results;
    m_baseline = baseline;
    m_selected = selected;
    m_totalTokens = totalTokens;
    if (reshape) {
        endResetModel();
        return;
    }
    if (m_results.empty())
        return;
    const std::vector<QVariant> after = painted();
    const int columns = columnCount();
    // One notification for the block of changed cells: each one makes the view re-measure its rows.
    QRect changed;
    size_t at = 0;
    for (int row = 0; row < rowCount(); ++row) {
        for (int column = 0; column < columns; ++column, at += 3) {
            if (before[at] != after[at] || before[at + 1] != after[at + 1] || before[at + 2] != after[at + 2])
                changed |= QRect(column, row, 1, 1);
        }
    }
    if (!changed.isNull())
        emit dataChanged(index(changed.top(), changed.left()), index(changed.bottom(), changed.right()));
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

int ComparisonTableModel::comparedIndex() const
{
    if (m_selected >= 0 && m_selected != m_baseline)
        return m_selected;
    for (int i = 0; i < static_cast<int>(m_results.size()); ++i) {
        if (i != m_baseline)
            return i;
    }
    return -1;
}

double ComparisonTableModel::metricValue(int metric, int scenario) const
{
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    if (scenario < 0 || scenario >= static_cast<int>(m_results.size()))
        return nan;
    const ScenarioResult& r = m_results[static_cast<size_t>(scenario)];
    if (!r.valid)
        return nan;
    const core::PointMetrics& m = r.series.current;
    const bool fits = r.series.currentFits;
    switch (metric) {
    case UsdPerGpuHour:
        return r.evaluation.cost.totalUsd;
    case PetaflopsPerDollar:
        return r.evaluation.petaflopsPerDollarHour;
    case TokSPerGpu:
        return fits ? (m_totalTokens ? m.op.tokSPerGpuTotal : m.op.tokSPerGpuOutput) : nan;
    case TokSPerUser:
        return fits ? m.op.tokSPerUser : nan;
    case TokSPerMw:
        return fits ? (m_totalTokens ? m.tokSPerMw : m.tokSPerMwOutput) : nan;
    case CostPerMtokOutput:
        return fits ? m.costPerMtokOutputUsd : nan;
    case CostPerMtokTotal:
        return fits ? m.costPerMtokTotalUsd : nan;
    case TtftMs:
        return fits ? m.op.ttftMs : nan;
    case MaxBatch:
        return r.maxBatch;
    default:
        return nan;
    }
}

int ComparisonTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : MetricCount;
}

int ComparisonTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || m_results.empty() ? 0 : static_cast<int>(m_results.size()) + 1;
}

QVariant ComparisonTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= MetricCount || index.column() >= columnCount())
        return {};
    const int metric = index.row();
    const bool ratio = index.column() == ratioColumn();
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole && ratio) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::ForegroundRole && !ratio) {
        const ScenarioResult& r = m_results[static_cast<size_t>(index.column())];
        if (!r.valid ||
            (!r.series.currentFits && metric != UsdPerGpuHour && metric != PetaflopsPerDollar && metric != MaxBatch))
            return QBrush(QColor(0xc6, 0x28, 0x28));
        return {};
    }
    if (role == Qt::ToolTipRole && !ratio) {
        const ScenarioResult& r = m_results[static_cast<size_t>(index.column())];
        if (!r.valid)
            return r.error;
        if (!r.series.currentFits)
            return tr("The scenario's batch does not fit in memory.");
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::UserRole)
        return {};
    if (ratio) {
        const double a = metricValue(metric, comparedIndex());
        const double b = metricValue(metric, m_baseline);
        if (role == Qt::UserRole)
            return b != 0 ? a / b : std::numeric_limits<double>::quiet_NaN();
        return format::ratio(a, b);
    }
    const double v = metricValue(metric, index.column());
    if (role == Qt::UserRole)
        return v;
    const ScenarioResult& r = m_results[static_cast<size_t>(index.column())];
    if (!r.valid)
        return tr("invalid");
    if (std::isnan(v))
        return tr("does not fit");
    switch (metric) {
    case UsdPerGpuHour:
    case CostPerMtokOutput:
    case CostPerMtokTotal:
        return format::usd(v);
    case TtftMs:
        return format::number(v) + QStringLiteral(" ms");
    case MaxBatch:
        return v > 0 ? QLocale().toString(static_cast<int>(v)) : tr("weights do not fit");
    default:
        return format::number(v);
    }
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole) {
            switch (section) {
            case UsdPerGpuHour:
                return tr("$/GPU-hour");
            case PetaflopsPerDollar:
                return tr("PFLOPS per $/GPU-h");
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
            case TtftMs:
                return tr("TTFT");
            case MaxBatch:
                return tr("Max batch (memory)");
            default:
                return {};
            }
        }
        if (role == Qt::ToolTipRole) {
            switch (section) {
            case UsdPerGpuHour:
                return tr("Cost of one productive GPU-hour (rented price, or the owned build-up).");
            case PetaflopsPerDollar:
                return tr("Dense peak PFLOPS at the run's math precision per $/GPU-hour.");
            case TokSPerGpu:
                return tr("Tokens per second per GPU at the scenario's own batch, TP and EP.");
            case TokSPerMw:
                return tr("tok/s/GPU \u00d7 1000 \u00f7 all-in kW per GPU.");
            case CostPerMtokOutput:
            case CostPerMtokTotal:
                return tr("$/GPU-h \u00f7 (tok/s/GPU \u00d7 3600) \u00d7 10\u2076.");
            default:
                return {};
            }
        }
        return {};
    }
    if (section == ratioColumn()) {
        const int compared = comparedIndex();
        if (role == Qt::DisplayRole && compared >= 0 && m_baseline >= 0)
            return tr("%1 \u00f7 %2")
                .arg(m_results[static_cast<size_t>(compared)].series.name,
                     m_results[static_cast<size_t>(m_baseline)].series.name);
        if (role == Qt::DisplayRole)
            return tr("Ratio");
        if (role == Qt::ToolTipRole)
            return tr("Compared scenario \u00f7 baseline.");
        return {};
    }
    if (section < 0 || section >= static_cast<int>(m_results.size()))
        return {};
    const ScenarioResult& r = m_results[static_cast<size_t>(section)];
    if (role == Qt::DisplayRole)
        return r.series.baseline ? tr("%1 (baseline)").arg(r.series.name) : r.series.name;
    if (role == Qt::DecorationRole)
        return r.series.colour;
    return {};
}

} // namespace tf::ui
