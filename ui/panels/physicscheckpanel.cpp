#include "ui/panels/physicscheckpanel.h"

#include "core/catalog/catalog.h"
#include "ui/numberentry.h"
#include "ui/numberformat.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace tf::ui {

PhysicsCheckPanel::PhysicsCheckPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("physicsCheckPanel"));
    m_hardware = new QComboBox(this);
    m_model = new QComboBox(this);
    fillCatalogCombos();
    m_tokSPerGpu = new NumberEntry(this);
    m_tokSPerGpu->setRange(0.01, 1e7);
    m_tokSPerGpu->setValue(1000);
    m_tokSPerGpu->setSuffix(tr(" tok/s/GPU"));
    m_tokSPerUser = new NumberEntry(this);
    m_tokSPerUser->setRange(0.01, 1e5);
    m_tokSPerUser->setValue(50);
    m_tokSPerUser->setSuffix(tr(" tok/s/user"));
    m_tokens = new QComboBox(this);
    m_tokens->addItem(tr("Total tokens (input + output, as InferenceX)"));
    m_tokens->addItem(tr("Output tokens only"));
    auto* checkButton = new QPushButton(tr("Check"), this);
    m_verdict = new QLabel(this);
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* form = new QFormLayout;
    form->addRow(tr("GPU"), m_hardware);
    form->addRow(tr("Model"), m_model);
    form->addRow(tr("Claimed throughput"), m_tokSPerGpu);
    form->addRow(tr("At interactivity"), m_tokSPerUser);
    form->addRow(tr("Counting"), m_tokens);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(checkButton, 0, Qt::AlignLeft);
    layout->addWidget(m_verdict);
    layout->addStretch();
    connect(checkButton, &QPushButton::clicked, this, [this] { check(); });
}

void PhysicsCheckPanel::fillCatalogCombos()
{
    const QSignalBlocker hardwareBlocker(m_hardware);
    const QSignalBlocker modelBlocker(m_model);
    m_hardware->clear();
    for (const core::Hardware& hw : m_catalog->hardware())
        m_hardware->addItem(QString::fromStdString(hw.name), QString::fromStdString(hw.id));
    m_model->clear();
    for (const core::LlmModel& m : m_catalog->models())
        m_model->addItem(QString::fromStdString(m.name), QString::fromStdString(m.id));
}

void PhysicsCheckPanel::setScenario(const core::ScenarioInputs& inputs)
{
    m_inputs = inputs;
    fillCatalogCombos(); // the workbook's own hardware and models may have changed
    m_hardware->setCurrentIndex(m_hardware->findData(QString::fromStdString(inputs.hardwareId)));
    m_model->setCurrentIndex(m_model->findData(QString::fromStdString(inputs.modelId)));
    m_verdict->clear();
    m_result = {};
}

void PhysicsCheckPanel::setClaim(double tokSPerGpu, double tokSPerUser, bool totalTokens)
{
    m_tokSPerGpu->setValue(tokSPerGpu);
    m_tokSPerUser->setValue(tokSPerUser);
    setTokenBasis(totalTokens);
}

void PhysicsCheckPanel::setTokenBasis(bool totalTokens)
{
    m_tokens->setCurrentIndex(totalTokens ? 0 : 1);
}

bool PhysicsCheckPanel::check()
{
    core::ScenarioInputs inputs = m_inputs;
    const core::Catalog& catalog = *m_catalog;
    const std::string hardware = m_hardware->currentData().toString().toStdString();
    if (hardware != inputs.hardwareId) {
        inputs.hardwareId = hardware;
        core::applyHardwareDefaults(inputs, catalog);
    }
    inputs.modelId = m_model->currentData().toString().toStdString();
    if (const core::LlmModel* model = catalog.findModel(inputs.modelId); model && !model->isMoe())
        inputs.expertParallel = 1;
    const core::PhysicsClaim claim{m_tokSPerGpu->value(), m_tokSPerUser->value(), m_tokens->currentIndex() == 0};
    auto result = core::checkPhysics(inputs, catalog, claim);
    if (!result) {
        m_result = {};
        m_verdict->setText(QString::fromStdString(result.error()));
        return false;
    }
    m_result = *result;
    const core::PhysicsCheckResult& r = m_result;
    QString verdict;
    QString colour;
    switch (r.verdict) {
    case core::ClaimVerdict::Impossible:
        verdict = r.boundTokSPerGpu > 0 ? tr("Impossible: above the idealised bound")
                                        : tr("Impossible: even ideal hardware is not this fast per user");
        colour = QStringLiteral("#c62828");
        break;
    case core::ClaimVerdict::NearBound:
        verdict = tr("Near the bound: needs near-perfect software");
        colour = QStringLiteral("#ef6c00");
        break;
    case core::ClaimVerdict::Plausible:
        verdict = tr("Comfortably inside the bound");
        colour = QStringLiteral("#2e7d32");
        break;
    }
    // Inside the bound is not the same as likely.
    if (r.farAboveModel) {
        verdict =
            tr("Inside the bound, but %1 the calibrated model's figure, beyond twice its error on GPUs held "
               "out of its calibration (\u00b1%2%, over every profile): it needs software well ahead of what "
               "was measured")
                .arg(format::multiple(claim.tokSPerGpu / r.modelTokSPerGpu), format::errorPercent(r.modelHeldOutError));
        colour = QStringLiteral("#ef6c00");
    }
    m_verdict->setText(
        tr("<b style=\"color:%1\">%2</b><br>Ideal bound: %3 tok/s/GPU at %4 tok/s/user (claim is %5% "
           "of it)<br>Calibrated model: %6 tok/s/GPU<br>Fastest ideal interactivity: %7 tok/s/user<br>"
           "<small>Bound: every efficiency at its limit, zero fixed overheads, balanced experts, "
           "best parallelism at %8.</small>")
            .arg(colour, verdict, format::number(r.boundTokSPerGpu), format::number(claim.tokSPerUser),
                 format::number(r.claimToBound * 100.0), format::number(r.modelTokSPerGpu),
                 format::number(r.maxIdealTokSPerUser),
                 QString::fromLatin1(core::precisionLabel(inputs.precision).data(),
                                     static_cast<qsizetype>(core::precisionLabel(inputs.precision).size()))));
    return true;
}

} // namespace tf::ui
