#include "ui/workloadpresetbox.h"

#include "core/scenario.h"
#include "core/workloadpresets.h"
#include "ui/catalognames.h"
#include "ui/documentmodel.h"
#include "ui/numberformat.h"

#include <QSignalBlocker>

namespace tf::ui {

namespace {
/// "Chat (1,024 in / 1,024 out)", in the interface language.
QString titleOf(const core::WorkloadPreset& preset)
{
    const QString in = format::count(preset.inputTokens);
    const QString out = format::count(preset.outputTokens);
    const QString lengths = preset.prefixCacheHitPercent > 0
                                ? WorkloadPresetBox::tr("%1 in / %2 out, %3% cached")
                                      .arg(in, out, format::locale().toString(preset.prefixCacheHitPercent, 'g', 3))
                                : WorkloadPresetBox::tr("%1 in / %2 out").arg(in, out);
    return WorkloadPresetBox::tr("%1 (%2)").arg(presetName(preset.name), lengths);
}
} // namespace

WorkloadPresetBox::WorkloadPresetBox(DocumentModel* document, QWidget* parent)
    : ElidingComboBox(parent), m_document(document)
{
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(16);
    addItem(tr("Your own workload"), QString());
    for (const core::WorkloadPreset& preset : core::workloadPresets()) {
        const QString title = titleOf(preset);
        addItem(title, QString::fromStdString(preset.id));
        QString tip = QStringLiteral("<b>%1</b><br>%2")
                          .arg(title.toHtmlEscaped(), QString::fromStdString(preset.source).toHtmlEscaped());
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
