#pragma once

#include "core/inputfields.h"

#include <optional>
#include <string>

namespace tf::core {

/// Shortest faithful text of a limit or value in a message: "0.01", "1048576", "1e+300", "1e-300"
/// (fixed decimals wrote 1e308 in 309 digits, and 1e-300 as "0.000000").
std::string shortNumber(double value);
/// A figure with `decimals` fixed decimals, the C way ("1.41", "50.0"), for English messages.
std::string fixedNumber(double value, int decimals);

struct ScenarioInputs;

/// Why an input's value is refused, typed: the user interface words it in the user's language
/// from the field and the figures, the command line in English (englishText).
struct InputRefusal
{
    enum class Kind {
        OutsideRange, ///< not finite, or outside [field->minValue, field->maxValue]
        NotWhole,     ///< an integer field given a fraction
    };
    Kind kind = Kind::OutsideRange;
    const InputFieldInfo* field = nullptr; ///< an entry of numericInputFields(); never null
    double value = 0;                      ///< the refused value
};

/// The refusal of `value` for `info`, or nothing when the value is acceptable (checkInputValue's
/// rule: finite, within range, whole when integer).
std::optional<InputRefusal> refusalFor(const InputFieldInfo& info, double value);
/// The first numeric input of `inputs` that is refused, in the editors' order, or nothing.
std::optional<InputRefusal> firstRefusal(const ScenarioInputs& inputs);
/// "GPU price = 2000 is outside its range 0.01 .. 1000 $/GPU-h", "Batch (concurrent sequences)
/// must be a whole number, got 2.5": the message checkInputValue() returns.
std::string englishText(const InputRefusal& refusal);

} // namespace tf::core
