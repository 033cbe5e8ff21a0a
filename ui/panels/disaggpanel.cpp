#include "ui/panels/disaggpanel.h"

#include "core/catalog/catalog.h"
#include "ui/numberentry.h"
#include "ui/numberformat.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace tf::ui {

DisaggPanel::DisaggPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("disaggPanel"));
    m_rate = new NumberEntry(this);
    m_rate->setRange(0.01, 1e6);
    m_rate->setValue(10);
    m_rate->setSuffix(tr(" req/s"));
    m_utilisation = new NumberEntry(this);
    m_utilisation->setRange(1, 100);
    m_utilisation->setValue(70);
    m_utilisation->setSuffix(tr(" %"));
    m_slo = new NumberEntry(this);
    m_slo->setRange(0, 10000);
    m_slo->setSuffix(tr(" tok/s/user"));
    m_slo->setSpecialValueText(tr("scenario's objective or batch"));
    m_ruleOfThumb = new QLabel(this);
    m_matched = new QLabel(this);
    for (QLabel* label : {m_ruleOfThumb, m_matched}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }

    auto* form = new QFormLayout;
    form->addRow(tr("Request rate"), m_rate);
    form->addRow(tr("Target utilisation"), m_utilisation);
    form->addRow(tr("Interactivity objective"), m_slo);
    auto* ruleOfThumbBox = new QGroupBox(tr("Rule of thumb"), this);
    ruleOfThumbBox->setToolTip(tr("The token-economics article's sizing rule for each phase's pool"));
    auto* ruleOfThumbLayout = new QVBoxLayout(ruleOfThumbBox);
    auto* formula = new QLabel(tr("GPUs = ⌈request rate × mean phase time ÷ target utilisation⌉ per phase; "
                                  "one request per GPU at a time"),
                               ruleOfThumbBox);
    formula->setWordWrap(true);
    ruleOfThumbLayout->addWidget(formula);
    ruleOfThumbLayout->addWidget(m_ruleOfThumb);
    auto* matchedBox = new QGroupBox(tr("Rate-matched"), this);
    auto* matchedLayout = new QVBoxLayout(matchedBox);
    matchedLayout->addWidget(m_matched);
    auto* columns = new QHBoxLayout;
    columns->addWidget(ruleOfThumbBox);
    columns->addWidget(matchedBox);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(columns);
    layout->addStretch();
    for (QDoubleSpinBox* box : {m_rate, m_utilisation, m_slo})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] { recompute(); });
}

void DisaggPanel::setScenario(const core::ScenarioInputs& inputs)
{
    m_inputs = inputs;
    recompute();
}

void DisaggPanel::setRequest(const core::DisaggRequest& request)
{
    {
        const QSignalBlocker b1(m_rate), b2(m_utilisation), b3(m_slo);
        m_rate->setValue(request.requestsPerSecond);
        m_utilisation->setValue(request.targetUtilisation * 100.0);
        m_slo->setValue(request.sloTokSPerUser);
    }
    recompute();
}

bool DisaggPanel::recompute()
{
    core::DisaggRequest request{m_rate->value(), m_utilisation->value() / 100.0, m_slo->value()};
    auto plan = core::planDisaggregated(m_inputs, *m_catalog, request);
    if (!plan) {
        m_plan = {};
        m_ruleOfThumb->setText(QString::fromStdString(plan.error()));
        m_matched->clear();
        emit computed();
        return false;
    }
    m_plan = *plan;
    const core::DisaggPlan& p = m_plan;
    // Counted as words count them: "1 GPU", "2 GPUs", "1 × 8-GPU instance".
    const auto gpus = [](int n) { return tr("%Ln GPU(s)", nullptr, n); };
    const auto instances = [](int n, int gpusEach) {
        return tr("%Ln \u00d7 %1-GPU instance(s)", nullptr, n).arg(gpusEach);
    };
    m_ruleOfThumb->setText(tr("Prefill: <b>%1</b> (%2 GPU-s per request)<br>Decode: <b>%3</b> (%4 GPU-s per request)")
                               .arg(gpus(p.ruleOfThumbPrefillGpus), format::number(p.meanPrefillGpuSeconds),
                                    gpus(p.ruleOfThumbDecodeGpus), format::number(p.meanDecodeGpuSeconds)));
    m_matched->setText(tr("Prefill: <b>%1</b> = %2 at %3 req/s each<br>"
                          "Decode: <b>%4</b> = %5 at %6 req/s each<br>"
                          "Decode batch %7 at %8 tok/s/user, TTFT %9 ms; prefill : decode = %10")
                           .arg(gpus(p.prefillGpus), instances(p.prefillInstances, p.prefillGpusPerInstance),
                                format::number(p.prefillRequestsPerSecondPerInstance), gpus(p.decodeGpus),
                                instances(p.decodeInstances, p.decodeGpusPerInstance),
                                format::number(p.decodeRequestsPerSecondPerInstance), format::count(p.decodeBatch),
                                format::number(p.tokSPerUser), format::number(p.ttftMs))
                           .arg(format::number(p.prefillToDecodeRatio)));
    emit computed();
    return true;
}

} // namespace tf::ui
