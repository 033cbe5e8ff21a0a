#include "ui/panels/sensitivitypanel.h"

#include "core/catalog/catalog.h"
#include "ui/charts/tornadochart.h"
#include "ui/inputtext.h"
#include "ui/numberentry.h"
#include "ui/numberformat.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace tf::ui {

SensitivityPanel::SensitivityPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("sensitivityPanel"));
    m_percent = new NumberEntry(this);
    m_percent->setRange(1, 90);
    m_percent->setValue(20);
    m_percent->setSuffix(tr(" %"));
    m_percent->setToolTip(
        tr("Each input moves this far below and above its scenario value (within its allowed range)"));
    m_metric = new QComboBox(this);
    m_metric->addItem(tr("Cost per Mtok total ($)"), static_cast<int>(Metric::CostTotal));
    m_metric->addItem(tr("Cost per Mtok output ($)"), static_cast<int>(Metric::CostOutput));
    m_metric->addItem(tr("Interactivity (tok/s/user)"), static_cast<int>(Metric::Interactivity));
    m_chart = new TornadoChart(this);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("Range ±"), m_percent);
    form->addRow(tr("Output"), m_metric);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_status);

    connect(m_percent, &QDoubleSpinBox::valueChanged, this, [this] { recompute(); });
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] { recompute(); });
}

void SensitivityPanel::setTokenBasis(bool totalTokens)
{
    // A cost follows the window's basis, as every card and chart does; interactivity has none.
    const Metric shown = metric();
    if (shown == Metric::Interactivity)
        return;
    const Metric wanted = totalTokens ? Metric::CostTotal : Metric::CostOutput;
    if (shown != wanted)
        m_metric->setCurrentIndex(m_metric->findData(static_cast<int>(wanted)));
}

std::vector<TornadoBar> SensitivityPanel::tornadoBars(const core::SensitivityResult& result, Metric metric)
{
    const auto ends = [metric](const core::SensitivityRow& r) -> std::pair<double, double> {
        switch (metric) {
        case Metric::CostTotal:
            return {r.costTotalLowUsd, r.costTotalHighUsd};
        case Metric::CostOutput:
            return {r.costLowUsd, r.costHighUsd};
        case Metric::Interactivity:
            break;
        }
        return {r.tokSPerUserLow, r.tokSPerUserHigh};
    };
    std::vector<TornadoBar> bars;
    for (const core::SensitivityRow& r : result.rows) {
        TornadoBar bar;
        bar.label = sensitivityRangeLabel(r);
        std::tie(bar.lowValue, bar.highValue) = ends(r);
        bar.reachable = r.lowFits && r.highFits;
        bars.push_back(bar);
    }
    // Largest swing of the metric shown first.
    std::stable_sort(bars.begin(), bars.end(), [](const TornadoBar& a, const TornadoBar& b) {
        return std::abs(a.highValue - a.lowValue) > std::abs(b.highValue - b.lowValue);
    });
    return bars;
}

double SensitivityPanel::baseValue(const core::SensitivityResult& result, Metric metric)
{
    switch (metric) {
    case Metric::CostTotal:
        return result.baseCostPerMtokTotalUsd;
    case Metric::CostOutput:
        return result.baseCostPerMtokOutputUsd;
    case Metric::Interactivity:
        break;
    }
    return result.baseTokSPerUser;
}

SensitivityPanel::Metric SensitivityPanel::metric() const
{
    return static_cast<Metric>(m_metric->currentData().toInt());
}

void SensitivityPanel::setScenario(const core::ScenarioInputs& inputs)
{
    m_inputs = inputs;
    recompute();
}

bool SensitivityPanel::recompute()
{
    const double fraction = m_percent->value() / 100.0;
    std::vector<core::SensitivityRange> ranges;
    for (const std::string& key : core::defaultSensitivityKeys(m_inputs))
        ranges.push_back(core::defaultSensitivityRange(m_inputs, key, fraction));
    auto result = core::runSensitivity(m_inputs, *m_catalog, ranges);
    if (!result) {
        m_result = {};
        m_chart->setBars({}, 0, QString());
        m_status->setText(QString::fromStdString(result.error()));
        return false;
    }
    m_result = *result;
    const std::vector<TornadoBar> bars = tornadoBars(m_result, metric());
    m_chart->setBars(bars, baseValue(m_result, metric()), m_metric->currentText());
    const bool anyUnreachable = std::any_of(bars.begin(), bars.end(), [](const TornadoBar& b) { return !b.reachable; });
    // The comparison and the report may show another configuration, chosen for their service
    // level: the tornado says which one it varies.
    QString status =
        tr("At the configuration the comparison shows: batch %1, %2.")
            .arg(QLocale().toString(m_inputs.batch),
                 parallelismText(m_inputs.tensorParallel, m_inputs.expertParallel, m_inputs.pipelineParallel));
    if (anyUnreachable)
        status += QLatin1Char('\n') + tr("Hatched bars: an end of that range does not fit in memory.");
    if (m_inputs.pricing == core::PricingMode::Rented)
        status += QLatin1Char('\n') + tr("Power, PUE and electricity move no cost here: a rented GPU-hour includes "
                                         "its power (Pricing and ownership \u25b8 Owned charges them).");
    m_status->setText(status);
    emit computed();
    return true;
}

QString SensitivityPanel::statusText() const
{
    return m_status->text();
}

} // namespace tf::ui
