#pragma once

#include "ui/elidingcombobox.h"

#include <string>

namespace tf::core {
struct PricePreset;
}

namespace tf::ui {

/// Picks the GPU price from a dated, sourced preset (core::pricePresets()). It always shows where
/// the value in use comes from: the preset whose figure it is, or "your own value". Presets with
/// no price for the GPU are listed but cannot be chosen.
class PricePresetBox : public ElidingComboBox
{
    Q_OBJECT
public:
    explicit PricePresetBox(QWidget* parent = nullptr);

    /// Shows the presets for `hardwareId` and which one `usdPerGpuHour` is, without emitting.
    void showFor(const std::string& hardwareId, const QString& gpuName, double usdPerGpuHour);

private:
    void fillFor(const std::string& hardwareId, const QString& gpuName);

    std::string m_hardwareId; ///< the GPU the list was filled for

signals:
    /// The user chose a preset that has a price for the GPU.
    void presetChosen(const core::PricePreset& preset);
};

} // namespace tf::ui
