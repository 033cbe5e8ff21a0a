#include "ui/panels/icebergpanel.h"

#include "core/catalog/catalog.h"
#include "ui/charts/chartfactory.h"
#include "ui/charts/chartwidget.h"
#include "ui/numberformat.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace tf::ui {

namespace {
constexpr int kColumns = 7;
}

IcebergPanel::IcebergPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("icebergPanel"));
    auto* note = new QLabel(tr("Above the waterline: dense PFLOPS per $/GPU-h. Below it: what a million tokens "
                               "actually costs at the configuration the comparison shows for each scenario (at "
                               "its service level), and the tokens a megawatt delivers."),
                            this);
    note->setWordWrap(true);
    m_chart = makeChart(ChartKind::Iceberg).release();
    m_chart->setObjectName(QStringLiteral("icebergChart"));
    m_table = new QTableWidget(0, kColumns, this);
    // Two-line headers (fillTable) and columns as wide as their contents: a docked panel cut the
    // one-line headers at both ends ("e PFLOPS per $/G").
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_chart);
    split->addWidget(m_table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(split, 1);
}

void IcebergPanel::setScenario(const core::ScenarioInputs& inputs)
{
    setScenarios({QString::fromStdString(inputs.hardwareId)}, {inputs});
}

void IcebergPanel::setScenarios(const QStringList& names, const std::vector<core::ScenarioInputs>& inputs,
                                const std::vector<QColor>& colours)
{
    const int count = std::min(static_cast<int>(names.size()), static_cast<int>(inputs.size()));
    m_rows.clear();
    m_errors.clear();
    for (int i = 0; i < count; ++i) {
        auto row = core::icebergRow(inputs[static_cast<size_t>(i)], *m_catalog);
        m_rows.push_back(row ? *row : core::IcebergRow{});
        m_errors.push_back(row ? QString() : QString::fromStdString(row.error()));
    }
    m_names = names;
    m_colours = colours;
    fillTable();
    drawChart();
}

void IcebergPanel::setTokenBasis(bool totalTokens)
{
    if (totalTokens == m_totalTokens)
        return;
    m_totalTokens = totalTokens;
    fillTable();
    drawChart();
}

void IcebergPanel::fillTable()
{
    // The window's token basis, as the chart's: "$ per Mtok output" stood beside cards per token.
    m_table->setHorizontalHeaderLabels(
        {tr("Scenario"), tr("Dense PFLOPS\nper $/GPU-h"), tr("vs\nbaseline"),
         m_totalTokens ? tr("$ per Mtok\n(in + out)") : tr("$ per Mtok\noutput"), tr("vs\nbaseline"),
         m_totalTokens ? tr("tok/s per MW\n(total)") : tr("tok/s per MW\n(output)"), tr("vs\nbaseline")});
    const auto cost = [this](const core::IcebergRow& r) {
        return m_totalTokens ? r.costPerMtokTotalUsd : r.costPerMtokOutputUsd;
    };
    const auto perMw = [this](const core::IcebergRow& r) { return m_totalTokens ? r.tokSPerMw : r.tokSPerMwOutput; };
    const int count = static_cast<int>(m_rows.size());
    m_table->setRowCount(count);
    for (int i = 0; i < count; ++i) {
        const core::IcebergRow& r = m_rows[static_cast<size_t>(i)];
        const core::IcebergRow& first = m_rows.front();
        const bool valid = m_errors[static_cast<size_t>(i)].isEmpty();
        const bool usable = valid && r.fits;
        const bool firstUsable = m_errors.front().isEmpty() && first.fits;
        const QString cells[kColumns] = {
            m_names[i],
            valid ? format::number(r.petaflopsPerDollarHour) : m_errors[static_cast<size_t>(i)],
            valid ? format::ratio(r.petaflopsPerDollarHour, first.petaflopsPerDollarHour) : QString(),
            usable ? format::usd(cost(r)) : tr("does not fit"),
            usable && firstUsable ? format::ratio(cost(r), cost(first)) : QString(),
            usable ? format::number(perMw(r)) : tr("does not fit"),
            usable && firstUsable ? format::ratio(perMw(r), perMw(first)) : QString()};
        for (int col = 0; col < kColumns; ++col)
            m_table->setItem(i, col, new QTableWidgetItem(cells[col]));
    }
}

void IcebergPanel::drawChart()
{
    // The chart draws core's figures as they are: the rows carry every number it shows.
    std::vector<ScenarioSeries> series;
    for (size_t i = 0; i < m_rows.size(); ++i) {
        const core::IcebergRow& r = m_rows[i];
        ScenarioSeries s;
        s.name = m_names[static_cast<int>(i)];
        s.colour = i < m_colours.size() ? m_colours[i] : QColor();
        s.baseline = i == 0; // the window gives the baseline first; the table's ratios are to it
        s.petaflopsPerDollarHour = r.petaflopsPerDollarHour;
        s.currentFits = r.fits;
        s.current.op.fits = r.fits;
        s.current.op.tokSPerGpuOutput = r.tokSPerGpuOutput;
        s.current.costPerMtokOutputUsd = r.costPerMtokOutputUsd;
        s.current.costPerMtokTotalUsd = r.costPerMtokTotalUsd;
        s.current.tokSPerMw = r.tokSPerMw;
        s.current.tokSPerMwOutput = r.tokSPerMwOutput;
        series.push_back(s);
    }
    ChartOptions options;
    options.totalTokens = m_totalTokens;
    m_chart->setData(series, options);
}

} // namespace tf::ui
