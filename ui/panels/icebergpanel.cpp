#include "ui/panels/icebergpanel.h"

#include "core/catalog/catalog.h"
#include "ui/numberformat.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace tf::ui {

IcebergPanel::IcebergPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("icebergPanel"));
    auto* note = new QLabel(tr("Above the waterline: peak FLOPS per dollar. Below it: what a million tokens "
                               "actually costs at each scenario's operating point."),
                            this);
    note->setWordWrap(true);
    m_table = new QTableWidget(0, 5, this);
    m_table->setHorizontalHeaderLabels(
        {tr("Scenario"), tr("Dense PFLOPS per $/GPU-h"), tr("vs first"), tr("$ per Mtok output"), tr("vs first")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(m_table, 1);
}

void IcebergPanel::setScenario(const core::ScenarioInputs& inputs)
{
    setScenarios({QString::fromStdString(inputs.hardwareId)}, {inputs});
}

void IcebergPanel::setScenarios(const QStringList& names, const std::vector<core::ScenarioInputs>& inputs)
{
    const int count = std::min(static_cast<int>(names.size()), static_cast<int>(inputs.size()));
    m_rows.clear();
    m_table->setRowCount(count);
    for (int i = 0; i < count; ++i) {
        auto row = core::icebergRow(inputs[static_cast<size_t>(i)], *m_catalog);
        m_rows.push_back(row ? *row : core::IcebergRow{});
        const core::IcebergRow& r = m_rows.back();
        const core::IcebergRow& first = m_rows.front();
        const bool usable = row.ok() && r.fits;
        const QString cells[] = {
            names[i], row ? format::number(r.petaflopsPerDollarHour) : QString::fromStdString(row.error()),
            row ? format::ratio(r.petaflopsPerDollarHour, first.petaflopsPerDollarHour) : QString(),
            usable ? format::usd(r.costPerMtokOutputUsd) : tr("does not fit"),
            usable && first.costPerMtokOutputUsd > 0 ? format::ratio(r.costPerMtokOutputUsd, first.costPerMtokOutputUsd)
                                                     : QString()};
        for (int col = 0; col < 5; ++col)
            m_table->setItem(i, col, new QTableWidgetItem(cells[col]));
    }
}

} // namespace tf::ui
