#include "ui/panels/fleetpanel.h"

#include "core/catalog/catalog.h"
#include "ui/numberformat.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace tf::ui {

namespace {
QDoubleSpinBox* spin(QWidget* parent, double max, double value, int decimals, const QString& suffix)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(0, max);
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
    m_sellPrice = spin(this, 1000, 2, 3, tr(" $/Mtok"));
    m_sellPrice->setSpecialValueText(tr("no revenue"));
    m_result = new QLabel(this);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* form = new QFormLayout;
    form->addRow(tr("Power budget"), m_powerMw);
    form->addRow(tr("Capex budget"), m_capexMusd);
    form->addRow(tr("Target interactivity"), m_targetTokSPerUser);
    form->addRow(tr("Selling price (output)"), m_sellPrice);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_result);
    layout->addStretch();
    for (QDoubleSpinBox* box : {m_powerMw, m_capexMusd, m_targetTokSPerUser, m_sellPrice})
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
        const QSignalBlocker b1(m_powerMw), b2(m_capexMusd), b3(m_targetTokSPerUser), b4(m_sellPrice);
        m_powerMw->setValue(request.powerBudgetMw);
        m_capexMusd->setValue(request.capexBudgetUsd / 1e6);
        m_targetTokSPerUser->setValue(request.targetTokSPerUser);
        m_sellPrice->setValue(request.pricePerMtokOutputUsd);
    }
    recompute();
}

bool FleetPanel::recompute()
{
    core::FleetRequest request;
    request.powerBudgetMw = m_powerMw->value();
    request.capexBudgetUsd = m_capexMusd->value() * 1e6;
    request.targetTokSPerUser = m_targetTokSPerUser->value();
    request.pricePerMtokOutputUsd = m_sellPrice->value();
    auto plan = core::planFleet(m_inputs, *m_catalog, request);
    if (!plan) {
        m_plan = {};
        m_result->setText(QString::fromStdString(plan.error()));
        emit computed();
        return false;
    }
    m_plan = *plan;
    const core::FleetPlan& p = m_plan;
    QString text = tr("<b>%1 GPUs</b> (%2-GPU instances, limited by %3), %4 MW of facility power<br>"
                      "Batch %5 per instance at %6 tok/s/user<br>"
                      "Fleet: %7 output tok/s, about %8 concurrent users<br>"
                      "Monthly cost %9 (%10 per Mtok output)")
                       .arg(format::count(p.gpus), QString::number(p.gpusPerInstance),
                            p.limitedByPower ? tr("power") : tr("capex"), format::number(p.facilityMw),
                            QString::number(p.batch), format::number(p.tokSPerUser), format::number(p.fleetTokSOutput),
                            format::number(p.concurrentUsers), format::usd(p.monthlyCostUsd))
                       .arg(format::usd(p.costPerMtokOutputUsd));
    if (p.monthlyRevenueUsd > 0) {
        text += tr("<br>Revenue %1 a month, margin %2 (%3%)")
                    .arg(format::usd(p.monthlyRevenueUsd), format::usd(p.monthlyMarginUsd),
                         format::number(p.marginPercent));
        text += p.paybackMonths >= 0 ? tr("<br>Payback of %1 capex in %2 months")
                                           .arg(format::usd(p.capexUsd), format::number(p.paybackMonths))
                                     : (p.capexUsd > 0 ? tr("<br>Never pays back at this price") : QString());
    }
    m_result->setText(text);
    emit computed();
    return true;
}

} // namespace tf::ui
