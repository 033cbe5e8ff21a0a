#include "ui/pricepresetbox.h"

#include "core/pricepresets.h"
#include "ui/catalognames.h"
#include "ui/numberformat.h"

#include <QSignalBlocker>
#include <QStandardItemModel>

namespace tf::ui {

PricePresetBox::PricePresetBox(QWidget* parent) : ElidingComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(16);
    connect(this, &QComboBox::activated, this, [this](int index) {
        const core::PricePreset* preset = core::findPricePreset(itemData(index).toString().toStdString());
        if (preset)
            emit presetChosen(*preset);
    });
}

void PricePresetBox::showFor(const std::string& hardwareId, const QString& gpuName, double usdPerGpuHour)
{
    const QSignalBlocker blocker(this);
    // A price drag refreshes the panel on every step: the list only changes with the GPU.
    if (hardwareId != m_hardwareId || count() == 0)
        fillFor(hardwareId, gpuName);
    const core::PricePreset* current = core::presetMatching(hardwareId, usdPerGpuHour);
    setCurrentIndex(current ? findData(QString::fromStdString(current->id)) : 0);
    setToolTip(current ? itemData(currentIndex(), Qt::ToolTipRole).toString()
                       : tr("The GPU price is your own value, from no preset."));
}

void PricePresetBox::fillFor(const std::string& hardwareId, const QString& gpuName)
{
    m_hardwareId = hardwareId;
    clear();
    addItem(tr("Your own value"), QString());
    auto* items = qobject_cast<QStandardItemModel*>(model());
    for (const core::PricePreset& preset : core::pricePresets()) {
        const core::PresetPrice* price = preset.priceFor(hardwareId);
        const QString title = tr("%1 (%2)").arg(presetName(preset.name), QString::fromStdString(preset.asOf));
        // As set: "$2.652", so that a $2.65 scenario reads as the own value it is, not as this preset.
        addItem(price ? tr("%1: %2").arg(title, format::usdAsSet(price->usdPerGpuHour)) : title,
                QString::fromStdString(preset.id));
        const int row = count() - 1;
        const QString basis = preset.basis == "rental" ? tr("rental price") : tr("all-in owning cost per GPU-hour");
        QString tip = QStringLiteral("<b>%1</b> (%2)<br>%3")
                          .arg(title.toHtmlEscaped(), basis, QString::fromStdString(preset.note).toHtmlEscaped());
        if (price)
            tip += QStringLiteral("<br><i>") +
                   tr("%1, %2: %3")
                       .arg(gpuName.toHtmlEscaped(), QString::fromStdString(price->asOf),
                            QString::fromStdString(price->source).toHtmlEscaped()) +
                   QStringLiteral("</i>");
        else
            tip += QStringLiteral("<br>") + tr("No price for %1 in this preset.").arg(gpuName.toHtmlEscaped());
        setItemData(row, tip, Qt::ToolTipRole);
        if (!price && items)
            items->item(row)->setEnabled(false);
    }
}

} // namespace tf::ui
