#include "core/inputrefusal.h"

#include <cmath>
#include <cstdio>

namespace tf::core {

std::string shortNumber(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.10g", value);
    return text;
}

std::string fixedNumber(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::optional<InputRefusal> refusalFor(const InputFieldInfo& info, double value)
{
    if (!std::isfinite(value) || value < info.minValue || value > info.maxValue)
        return InputRefusal{InputRefusal::Kind::OutsideRange, &info, value};
    if (info.integer && value != std::floor(value))
        return InputRefusal{InputRefusal::Kind::NotWhole, &info, value};
    return std::nullopt;
}

std::optional<InputRefusal> firstRefusal(const ScenarioInputs& inputs)
{
    for (const InputFieldInfo& info : numericInputFields()) {
        double value = 0;
        numericInput(inputs, info.key, &value);
        if (auto refusal = refusalFor(info, value))
            return refusal;
    }
    return std::nullopt;
}

std::string englishText(const InputRefusal& r)
{
    const InputFieldInfo& info = *r.field;
    switch (r.kind) {
    case InputRefusal::Kind::OutsideRange: {
        const std::string unit = info.unit[0] ? std::string(" ") + info.unit : std::string();
        return std::string(info.label) + " = " + shortNumber(r.value) + " is outside its range " +
               shortNumber(info.minValue) + " .. " + shortNumber(info.maxValue) + unit;
    }
    case InputRefusal::Kind::NotWhole:
        return std::string(info.label) + " must be a whole number, got " + shortNumber(r.value);
    }
    return std::string(info.label) + " is refused";
}

} // namespace tf::core
