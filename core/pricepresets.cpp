#include "core/pricepresets.h"

#include "core/catalog/catalog.h"
#include "core/jsonreader.h"
#include "core/scenario.h"

#include <QJsonArray>

namespace tf::core {

namespace {

constexpr const char* kPresetsResource = ":/catalog/price-presets.json";

PresetPrice readPrice(const QJsonObject& object, const std::string& context, JsonReader& outer)
{
    JsonReader r(object, context);
    PresetPrice price;
    price.usdPerGpuHour = r.number("usd_per_gpu_hour", 0.01, 1000, 0, true);
    price.asOf = r.text("as_of", "", true, 16);
    price.source = r.text("source", "", true, 400);
    if (!r.ok())
        outer.fail(r.error());
    return price;
}

PricePreset readPreset(const QJsonObject& object, int index)
{
    JsonReader r(object, "price preset " + std::to_string(index));
    PricePreset preset;
    preset.id = r.text("id", "", true, 64);
    preset.name = r.text("name", "", true, 120);
    preset.asOf = r.text("as_of", "", true, 16);
    preset.basis = r.text("basis", "", true, 16);
    preset.note = r.text("note", "", false, 400);
    if (preset.basis != "owned_tco" && preset.basis != "rental")
        r.fail("price preset " + preset.id + ": basis must be owned_tco or rental");
    const QJsonObject prices = r.object("prices");
    for (auto it = prices.begin(); it != prices.end(); ++it)
        preset.prices[it.key().toStdString()] =
            readPrice(it.value().toObject(), "price preset " + preset.id + " " + it.key().toStdString(), r);
    if (!r.ok())
        qFatal("shipped price presets are broken: %s", r.error().c_str());
    return preset;
}

std::vector<PricePreset> readShippedPresets()
{
    std::vector<PricePreset> presets;
    const QJsonArray list = readShippedList(kPresetsResource, "tokenfactory.price-presets", "presets", "price presets");
    for (int i = 0; i < list.size(); ++i)
        presets.push_back(readPreset(list.at(i).toObject(), i));
    return presets;
}

} // namespace

const PresetPrice* PricePreset::priceFor(const std::string& hardwareId) const
{
    const auto it = prices.find(hardwareId);
    return it == prices.end() ? nullptr : &it->second;
}

const std::vector<PricePreset>& pricePresets()
{
    static const std::vector<PricePreset> presets = readShippedPresets();
    return presets;
}

const PricePreset* findPricePreset(std::string_view id)
{
    for (const PricePreset& p : pricePresets()) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

const PricePreset* presetMatching(const std::string& hardwareId, double usdPerGpuHour)
{
    for (const PricePreset& p : pricePresets()) {
        if (const PresetPrice* price = p.priceFor(hardwareId); price && price->usdPerGpuHour == usdPerGpuHour)
            return &p;
    }
    return nullptr;
}

Status applyPricePreset(ScenarioInputs& inputs, const PricePreset& preset, const Catalog& catalog)
{
    const PresetPrice* price = preset.priceFor(inputs.hardwareId);
    if (!price) {
        const Hardware* hw = catalog.findHardware(inputs.hardwareId);
        return Error{preset.title() + " has no price for " + (hw ? hw->name : inputs.hardwareId)};
    }
    inputs.pricePerGpuHourUsd = price->usdPerGpuHour;
    return {};
}

} // namespace tf::core
