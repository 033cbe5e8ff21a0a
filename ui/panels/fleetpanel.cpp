#include "ui/panels/fleetpanel.h"

#include "core/catalog/catalog.h"
#include "ui/numberentry.h"
#include "ui/numberformat.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace tf::ui {

namespace {
QDoubleSpinBox* spin(QWidget* parent, double max, double value, int decimals, const QString& suffix, double min = 0)
{
    auto* box = new NumberEntry(parent);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setValue(value);
    box->setSuffix(suffix);
    return box;
}
} // namespace

FleetPanel::FleetPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("fleetPanel"));
    m_powerMw = spin(this, 10000, 10, 2, tr(" MW"));
    m_powerMw->setSpecialValueText(tr("no power limit"));
    m_capexMusd = spin(this, 1e6, 0, 1, tr(" M$"));
    m_capexMusd->setSpecialValueText(tr("no capex limit"));
    m_targetTokSPerUser = spin(this, 10000, 0, 1, tr(" tok/s/user"));
    m_targetTokSPerUser->setSpecialValueText(tr("scenario's batch"));
    m_sellPrice = spin(this, 1000, 0, 3, tr(" $/Mtok"));
    m_sellPrice->setSpecialValueText(tr("the scenario's token prices"));
    m_sellPrice->setToolTip(tr("One price for every output token instead of the scenario's input, cached-input "
                               "and output prices."));
    m_demandRps = spin(this, 1e6, 0, 2, tr(" requests/s"));
    m_demandRps->setSpecialValueText(tr("size from the budgets"));
    m_demandRps->setToolTip(tr("Average demand over the day, in requests of the scenario's input and output "
                               "length. The fleet carries the peak; utilisation = average / capacity."));
    m_peakFactor = spin(this, 100, 1.5, 2, tr(" \u00d7 average"), 1);
    m_peakFactor->setToolTip(tr("Busiest hour's demand over the daily average (diurnal peak)."));
    m_headroomPercent = spin(this, 1000, 20, 0, tr(" %"));
    m_headroomPercent->setToolTip(tr("Spare capacity kept above the peak."));
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("fleetResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* form = new QFormLayout;
    form->addRow(tr("Demand"), m_demandRps);
    form->addRow(tr("Peak factor"), m_peakFactor);
    form->addRow(tr("Headroom"), m_headroomPercent);
    form->addRow(tr("Power budget"), m_powerMw);
    form->addRow(tr("Capex budget"), m_capexMusd);
    form->addRow(tr("Target interactivity"), m_targetTokSPerUser);
    form->addRow(tr("Selling price (output)"), m_sellPrice);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_result);
    layout->addStretch();
    for (QDoubleSpinBox* box :
         {m_powerMw, m_capexMusd, m_targetTokSPerUser, m_sellPrice, m_demandRps, m_peakFactor, m_headroomPercent})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] { recompute(); });
}

void FleetPanel::setScenario(const core::ScenarioInputs& inputs)
{
    m_inputs = inputs;
    recompute();
}

void FleetPanel::setRequest(const core::FleetRequest& request)
{
    {
        const QSignalBlocker b1(m_powerMw), b2(m_capexMusd), b3(m_targetTokSPerUser), b4(m_sellPrice), b5(m_demandRps),
            b6(m_peakFactor), b7(m_headroomPercent);
        m_powerMw->setValue(request.powerBudgetMw);
        m_capexMusd->setValue(request.capexBudgetUsd / 1e6);
        m_targetTokSPerUser->setValue(request.targetTokSPerUser);
        m_sellPrice->setValue(request.pricePerMtokOutputUsd);
        m_demandRps->setValue(request.demandRequestsPerSecond);
        m_peakFactor->setValue(request.peakToAverage);
        m_headroomPercent->setValue(request.headroomPercent);
    }
    recompute();
}

core::FleetRequest FleetPanel::request() const
{
    core::FleetRequest request;
    request.powerBudgetMw = m_powerMw->value();
    request.capexBudgetUsd = m_capexMusd->value() * 1e6;
    request.targetTokSPerUser = m_targetTokSPerUser->value();
    request.pricePerMtokOutputUsd = m_sellPrice->value();
    request.demandRequestsPerSecond = m_demandRps->value();
    request.peakToAverage = m_peakFactor->value();
    request.headroomPercent = m_headroomPercent->value();
    return request;
}

QString FleetPanel::planText(const core::FleetPlan& p) const
{
    const QString sizedBy = p.sizedByDemand    ? tr("sized by demand")
                            : p.limitedByPower ? tr("limited by power")
                                               : tr("limited by capex");
    QString text = tr("<b>%1 GPUs</b> in %2 \u00d7 %3-GPU units (%4 serving in %5-GPU instances, %6), %7 MW of "
                      "facility power<br>"
                      "Batch %8 per instance at %9 tok/s/user")
                       .arg(format::count(p.gpus), format::count(p.purchaseUnits), format::count(p.purchaseUnitGpus),
                            format::count(p.servingGpus), format::count(p.gpusPerInstance), sizedBy,
                            format::number(p.facilityMw), format::count(p.batch), format::number(p.tokSPerUser));
    if (p.idleGpus() > 0)
        text += tr("<br>%1 GPUs idle: %2-GPU instances fill %3 of each %4-GPU unit; their hours are in the cost")
                    .arg(format::count(p.idleGpus()), format::count(p.gpusPerInstance),
                         format::count(p.servingGpusPerUnit()), format::count(p.purchaseUnitGpus));
    text += tr("<br>Fleet: %1 output tok/s, about %2 concurrent users, %3% utilised")
                .arg(format::number(p.fleetTokSOutput), format::number(p.concurrentUsers),
                     format::number(p.utilisationPercent));
    text += tr("<br>Monthly cost %1 (%2 per Mtok output)")
                .arg(format::usd(p.monthlyCostUsd), format::usd(p.costPerMtokOutputUsd));
    text +=
        tr("<br>Revenue %1 a month, margin %2 (%3%)")
            .arg(format::usd(p.monthlyRevenueUsd), format::usd(p.monthlyMarginUsd), format::number(p.marginPercent));
    // "$0" would read as a price to quote, as in the comparison table.
    text += p.inputAloneCoversCost
                ? tr("<br>Break-even output price: none, the input tokens alone pay the month")
                : tr("<br>Break-even output price %1 per Mtok").arg(format::usd(p.breakEvenOutputUsdPerMtok));
    if (p.paybackMonths >= 0)
        text +=
            tr("<br>Payback of %1 capex in %2 months").arg(format::usd(p.capexUsd), format::number(p.paybackMonths));
    else if (p.capexUsd > 0)
        text += tr("<br>Never pays back at these prices");
    return text;
}

bool FleetPanel::recompute()
{
    auto plan = core::planFleet(m_inputs, *m_catalog, request());
    if (!plan) {
        m_plan = {};
        m_result->setText(QString::fromStdString(plan.error()));
        emit computed();
        return false;
    }
    m_plan = *plan;
    m_result->setText(planText(m_plan));
    emit computed();
    return true;
}

} // namespace tf::ui
