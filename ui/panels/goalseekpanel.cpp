#include "ui/panels/goalseekpanel.h"

#include "core/catalog/catalog.h"
#include "core/inputfields.h"
#include "ui/inputtext.h"
#include "ui/numberentry.h"
#include "ui/numberformat.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include <cmath>

namespace tf::ui {

GoalSeekPanel::GoalSeekPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("goalSeekPanel"));
    m_input = new QComboBox(this);
    for (const core::InputFieldInfo& info : core::numericInputFields())
        m_input->addItem(inputLabelWithUnit(info), QString::fromLatin1(info.key));
    m_metric = new QComboBox(this);
    for (core::AnalysisMetric metric : core::analysisMetrics())
        m_metric->addItem(metricLabel(metric), static_cast<int>(metric));
    m_target = new NumberEntry(this);
    m_target->setRange(-1e12, 1e12);
    m_target->setDecimals(4);
    m_target->setValue(0.5);
    auto* solveButton = new QPushButton(tr("Solve"), this);
    m_apply = new QPushButton(tr("Apply to scenario"), this);
    m_apply->setEnabled(false);
    m_answer = new QLabel(this);
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* form = new QFormLayout;
    form->addRow(tr("Solve for"), m_input);
    form->addRow(tr("So that"), m_metric);
    form->addRow(tr("Equals"), m_target);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(solveButton);
    buttons->addWidget(m_apply);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_answer);
    layout->addStretch();

    m_input->setCurrentIndex(m_input->findData(QStringLiteral("price_per_gpu_hour")));
    connect(solveButton, &QPushButton::clicked, this, [this] { solve(); });
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (!m_result.found)
            return;
        // The scenario gets the value its field shows, so the table and the field agree ($0.218, not
        // an unseen 0.21781399).
        const QString key = m_input->currentData().toString();
        const core::InputFieldInfo* info = core::findInputField(key.toStdString());
        const double shown = info ? roundedToDecimals(m_result.value, info->decimals) : m_result.value;
        if (shown != m_result.value)
            m_answer->setText(m_answer->text() + QLatin1Char(' ') +
                              tr("Applied as %1, the value its field holds.").arg(format::number(shown, 6)));
        emit applyRequested(key, shown);
    });
}

void GoalSeekPanel::setScenario(const core::ScenarioInputs& inputs, const core::ServiceLevel& level)
{
    m_inputs = inputs;
    m_level = level;
    m_result = {};
    m_apply->setEnabled(false);
    m_answer->clear();
}

void GoalSeekPanel::setGoal(const QString& inputKey, core::AnalysisMetric metric, double target)
{
    m_input->setCurrentIndex(m_input->findData(inputKey));
    m_metric->setCurrentIndex(m_metric->findData(static_cast<int>(metric)));
    m_target->setValue(target);
}

QString GoalSeekPanel::notReachedText(const core::GoalSeekRequest& request, const QString& low,
                                      const QString& high) const
{
    // The metric the same over the whole range: this input does not move it ("Reachable: 0.500 to
    // 0.500" for PUE on a rented GPU-hour, whose price includes the power).
    const double spread = m_result.reachableMax - m_result.reachableMin;
    if (spread <= 1e-9 * std::max(1.0, std::abs(m_result.reachableMax)))
        return tr("%1 does not move %2 here: it stays %3 from %4 to %5.")
            .arg(m_input->currentText(), m_metric->currentText(), format::number(m_result.reachableMin), low, high);
    return tr("No value of %1 between %2 and %3 reaches %4. Reachable: %5 to %6.")
        .arg(m_input->currentText(), low, high, format::number(request.target), format::number(m_result.reachableMin),
             format::number(m_result.reachableMax));
}

bool GoalSeekPanel::solve()
{
    core::GoalSeekRequest request;
    request.key = m_input->currentData().toString().toStdString();
    request.metric = static_cast<core::AnalysisMetric>(m_metric->currentData().toInt());
    request.target = m_target->value();
    auto result = core::goalSeek(m_inputs, *m_catalog, request);
    m_result = result ? *result : core::GoalSeekResult{};
    m_apply->setEnabled(m_result.found);
    if (!result) {
        m_answer->setText(QString::fromStdString(result.error()));
        return false;
    }
    // A whole-number input is written whole ("between 1 and 999", not "1.00").
    const core::InputFieldInfo* info = core::findInputField(request.key);
    const auto inputText = [info](double v, int significant) {
        return info && info->integer ? format::count(std::llround(v)) : format::number(v, significant);
    };
    if (!m_result.found) {
        m_answer->setText(notReachedText(request, inputText(m_result.searchLow, 3), inputText(m_result.searchHigh, 3)));
        return false;
    }
    // With its unit: "0.41017" read as a share as readily as a price per kWh.
    const QString unit = info ? inputUnitFor(*info, m_result.value) : QString();
    const QString value = inputText(m_result.value, 5) + (unit.isEmpty() ? QString() : QLatin1Char(' ') + unit);
    QString answer = tr("%1 = %2 gives %3 (target %4, off by %5%).")
                         .arg(m_input->currentText(), value, format::number(m_result.achieved, 5),
                              format::number(request.target, 5), format::number(m_result.relativeError * 100.0, 2));
    // At a service level the comparison picks this input itself: the scenario's own value would
    // change, what the cards show would not.
    if (core::chosenByServiceLevel(m_level, request.key)) {
        m_apply->setEnabled(false);
        answer += QLatin1Char(' ') + tr("The comparison chooses this input itself at its service level, so applying "
                                        "it would change nothing the cards show; compare at the operating point to "
                                        "apply it.");
    }
    m_answer->setText(answer);
    return true;
}

} // namespace tf::ui
