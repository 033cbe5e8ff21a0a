#include "ui/workloadpresetbox.h"

#include "core/scenario.h"
#include "core/workloadpresets.h"
#include "ui/documentmodel.h"

#include <QSignalBlocker>

namespace tf::ui {

WorkloadPresetBox::WorkloadPresetBox(DocumentModel* document, QWidget* parent) : QComboBox(parent), m_document(document)
{
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(16);
    addItem(tr("Your own workload"), QString());
    for (const core::WorkloadPreset& preset : core::workloadPresets()) {
        addItem(QString::fromStdString(preset.title()), QString::fromStdString(preset.id));
        QString tip = QStringLiteral("<b>%1</b><br>%2")
                          .arg(QString::fromStdString(preset.title()).toHtmlEscaped(),
                               QString::fromStdString(preset.source).toHtmlEscaped());
        if (preset.objectives.any())
            tip += QStringLiteral("<br>") + tr("Sets the objectives: TTFT %1 ms, %2 tok/s/user, fluctuation %3%")
                                                .arg(preset.objectives.ttftMs)
                                                .arg(preset.objectives.tokSPerUser)
                                                .arg(preset.objectives.tpotFluctuationPercent);
        setItemData(count() - 1, tip, Qt::ToolTipRole);
    }
    connect(this, &QComboBox::activated, this, &WorkloadPresetBox::apply);
}

void WorkloadPresetBox::showFor(const core::ScenarioInputs& inputs)
{
    const QSignalBlocker blocker(this);
    const core::WorkloadPreset* current = core::workloadPresetMatching(inputs);
    setCurrentIndex(current ? findData(QString::fromStdString(current->id)) : 0);
    setToolTip(current ? itemData(currentIndex(), Qt::ToolTipRole).toString()
                       : tr("Prompt and output lengths are your own values, from no preset."));
}

void WorkloadPresetBox::apply(int index)
{
    const core::WorkloadPreset* preset = core::findWorkloadPreset(itemData(index).toString().toStdString());
    const int scenario = m_document->selectedIndex();
    if (!preset || scenario < 0)
        return;
    core::ScenarioInputs inputs = m_document->scenario(scenario).inputs;
    core::applyWorkloadPreset(inputs, *preset);
    m_document->endMergeSequence();
    m_document->setInputs(scenario, inputs, tr("Apply workload preset"));
    m_document->endMergeSequence();
}

} // namespace tf::ui
