#pragma once

#include "core/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace tf::core {

struct ScenarioInputs;
enum class PricingMode;

/// Where an input belongs in an editor: the always-visible key inputs or one folding group.
/// Inputs with no editor of their own (chosen from a list, or model-fidelity overrides) are Hidden.
enum class InputSection { Key, Power, Workload, Serving, Ownership, Revenue, ServiceLevel, Hidden };

/// Which way of pricing the GPU-hour an input counts in (core::gpuHourCost is the rule).
enum class PricingScope { Any, RentedOnly, OwnedOnly };

/// One numeric scenario input described once: the parameter panel's fields, the CLI's flags
/// (--key-with-dashes), the documents' columns and validation are all built from this table.
struct InputFieldInfo
{
    const char* key;   ///< stable name used by files and the CLI
    const char* label; ///< English label; translate with context "tf::core::InputField"
    const char* unit;  ///< unit text, "" when dimensionless
    double minValue;   ///< valid range: anything outside is refused
    double maxValue;
    bool integer;
    bool logScale;     ///< a slider over this range should be logarithmic
    double typicalMin; ///< the span a slider covers (the valid range is wider)
    double typicalMax;
    int decimals; ///< digits an editor shows after the decimal point
    InputSection section;
    PricingScope pricing;
    const char* explanation; ///< what the input does and its formula (HTML); same context as label
};

/// Every numeric input, in the order editors show them.
const std::vector<InputFieldInfo>& numericInputFields();
/// The field named `key`, or nullptr.
const InputFieldInfo* findInputField(std::string_view key);

/// Whether `value` is acceptable for `info` (finite, within range, whole when integer). The
/// message names the field, its range with unit and the refused value.
Status checkInputValue(const InputFieldInfo& info, double value);
/// Whether the input changes the cost when the GPU-hour is priced `pricing`.
bool inputCountsIn(const InputFieldInfo& info, PricingMode pricing);

/// Reads/writes the numeric field `key`; returns false for an unknown key.
bool numericInput(const ScenarioInputs& inputs, std::string_view key, double* value);
bool setNumericInput(ScenarioInputs& inputs, std::string_view key, double value);
/// The first numeric input whose value checkInputValue() refuses, as its message.
Status checkNumericInputs(const ScenarioInputs& inputs);

} // namespace tf::core
