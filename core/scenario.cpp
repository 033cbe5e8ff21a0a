#include "core/scenario.h"

#include "core/precisionsupport.h"

#include "core/catalog/catalog.h"
#include "core/jsonreader.h"

#include <cmath>

namespace tf::core {

Result<ScenarioEntries> findScenarioEntries(const ScenarioInputs& inputs, const Catalog& catalog)
{
    ScenarioEntries entries;
    entries.hardware = catalog.findHardware(inputs.hardwareId);
    if (!entries.hardware)
        return Error{"unknown hardware '" + inputs.hardwareId + "'"};
    entries.model = catalog.findModel(inputs.modelId);
    if (!entries.model)
        return Error{"unknown model '" + inputs.modelId + "'"};
    entries.framework = catalog.findFramework(inputs.frameworkId);
    if (!entries.framework)
        return Error{"unknown framework '" + inputs.frameworkId + "'"};
    return entries;
}

Status validateInputs(const ScenarioInputs& inputs, const Catalog& catalog)
{
    const auto entries = findScenarioEntries(inputs, catalog);
    if (!entries)
        return Error{entries.error()};
    return validateInputs(inputs, *entries);
}

Status validateInputs(const ScenarioInputs& inputs, const ScenarioEntries& entries)
{
    const Hardware* hw = entries.hardware;
    const LlmModel* model = entries.model;
    const Framework* framework = entries.framework;
    if (!frameworkRunsOn(*framework, *hw))
        return Error{framework->name + " does not run on " + hw->name + " (" + hw->vendor + ")"};
    const PrecisionSupport support = precisionSupport(*hw, *model, inputs.precision);
    if (!hw->supportsNative(support.math))
        return Error{std::string(precisionLabel(inputs.precision)) + " is not available on " + hw->name + ": no " +
                     std::string(precisionLabel(support.math)) + " math figure in the catalog"};
    if (const Status s = checkNumericInputs(inputs); !s)
        return s;
    const auto powerOfTwoOrDomain = [&](int n) { return (n & (n - 1)) == 0 || n == hw->scaleUpGpus; };
    // TP may span nodes (all-reduces over the scale-out network), as many as a sweep may span.
    const InputFieldInfo* nodes = findInputField("max_nodes");
    const int maxGroupGpus = hw->scaleUpGpus * static_cast<int>(nodes ? nodes->maxValue : 1);
    if (!powerOfTwoOrDomain(inputs.tensorParallel) || inputs.tensorParallel > maxGroupGpus)
        return Error{"tp " + std::to_string(inputs.tensorParallel) + " is not possible on " + hw->name +
                     " (a power of two up to " + std::to_string(maxGroupGpus) + " GPUs, " +
                     std::to_string(hw->scaleUpGpus) + "-GPU scale-up domains)"};
    if (!powerOfTwoOrDomain(inputs.prefillTensorParallel) || inputs.prefillTensorParallel > hw->scaleUpGpus)
        return Error{"prefill tp " + std::to_string(inputs.prefillTensorParallel) + " is not possible on " + hw->name};
    if (inputs.expertParallel > 1) {
        if (!model->isMoe())
            return Error{"ep applies only to mixture-of-experts models; " + model->name + " is dense"};
        if (inputs.expertParallel % inputs.tensorParallel != 0 && inputs.tensorParallel % inputs.expertParallel != 0)
            return Error{"ep must divide tp or be a multiple of it"};
        // EP may cross the scale-out network too.
        if (inputs.expertParallel > maxGroupGpus)
            return Error{"ep " + std::to_string(inputs.expertParallel) + " exceeds " + std::to_string(maxGroupGpus) +
                         " GPUs (" + std::to_string(hw->scaleUpGpus) + "-GPU scale-up domains of " + hw->name + ")"};
        if (inputs.expertParallel > model->experts)
            return Error{"ep exceeds the number of experts (" + std::to_string(model->experts) + ")"};
    }
    return {};
}

ScenarioInputs defaultHopperScenario()
{
    return ScenarioInputs{};
}

ScenarioInputs defaultBlackwellScenario()
{
    ScenarioInputs s;
    s.hardwareId = "gb300-nvl72";
    s.frameworkId = "trtllm";
    s.precision = Precision::FP4;
    s.tensorParallel = 8;
    s.prefillTensorParallel = 8;
    s.expertParallel = 32;
    s.batch = 1024;
    s.serving = ServingMode::Disaggregated;
    s.speculativeTokens = 1;
    s.pricePerGpuHourUsd = 2.65; // the cost-per-token article's GB300 NVL72 price
    s.allInKwPerGpu = 2.10;      // InferenceX all-in basis for GB200/GB300
    s.capexPerGpuUsd = 48600;    // the catalog's GB300 NVL72
    return s;
}

CatalogPrice catalogPrice(const Hardware& hw)
{
    // The default price is the all-in owning cost per GPU-hour (InferenceX TCO basis, which the
    // cost-per-token article's $1.41 H200 / $2.65 GB300 figures use); rental is the fallback.
    if (hw.ownedUsdPerGpuHour > 0)
        return {hw.ownedUsdPerGpuHour, "owned_usd_per_gpu_hour", CatalogPrice::Basis::OwnedTco};
    if (hw.rentedUsdPerGpuHour > 0)
        return {hw.rentedUsdPerGpuHour, "rented_usd_per_gpu_hour", CatalogPrice::Basis::Rental};
    return {};
}

HardwareDefaults applyHardwareDefaults(ScenarioInputs& inputs, const Catalog& catalog)
{
    HardwareDefaults applied;
    const Hardware* hw = catalog.findHardware(inputs.hardwareId);
    if (!hw)
        return applied;
    const CatalogPrice price = catalogPrice(*hw);
    applied.priceFromCatalog = price.basis != CatalogPrice::Basis::None;
    if (applied.priceFromCatalog)
        inputs.pricePerGpuHourUsd = price.usdPerGpuHour;
    const Framework* framework = catalog.findFramework(inputs.frameworkId);
    if (framework && !frameworkRunsOn(*framework, *hw)) {
        for (const Framework& candidate : catalog.frameworks()) {
            if (frameworkRunsOn(candidate, *hw)) {
                applied.replacedFrameworkId = inputs.frameworkId;
                inputs.frameworkId = candidate.id;
                break;
            }
        }
    }
    if (hw->allInKwPerGpu > 0)
        inputs.allInKwPerGpu = hw->allInKwPerGpu;
    if (hw->capexUsdPerGpu > 0)
        inputs.capexPerGpuUsd = hw->capexUsdPerGpu;
    inputs.tensorParallel = std::min(inputs.tensorParallel, hw->scaleUpGpus);
    inputs.prefillTensorParallel = std::min(inputs.prefillTensorParallel, hw->scaleUpGpus);
    inputs.expertParallel = std::min(inputs.expertParallel, hw->scaleUpGpus);
    return applied;
}

QJsonObject inputsToJson(const ScenarioInputs& inputs)
{
    QJsonObject o;
    o.insert(QStringLiteral("hardware"), QString::fromStdString(inputs.hardwareId));
    o.insert(QStringLiteral("model"), QString::fromStdString(inputs.modelId));
    o.insert(QStringLiteral("framework"), QString::fromStdString(inputs.frameworkId));
    o.insert(QStringLiteral("precision"), QString::fromLatin1(precisionId(inputs.precision).data()));
    o.insert(QStringLiteral("serving"), inputs.serving == ServingMode::Disaggregated ? QStringLiteral("disaggregated")
                                                                                     : QStringLiteral("aggregated"));
    o.insert(QStringLiteral("pricing"),
             inputs.pricing == PricingMode::Owned ? QStringLiteral("owned") : QStringLiteral("rented"));
    for (const InputFieldInfo& info : numericInputFields()) {
        double value = 0;
        numericInput(inputs, info.key, &value);
        if (info.integer)
            o.insert(QLatin1String(info.key), static_cast<int>(value));
        else
            o.insert(QLatin1String(info.key), value);
    }
    return o;
}

Result<ScenarioInputs> inputsFromJson(const QJsonObject& object)
{
    ScenarioInputs s;
    JsonReader r(object, "scenario");
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string key = it.key().toStdString();
        if (key == "hardware" || key == "model" || key == "framework" || key == "precision" || key == "serving" ||
            key == "pricing")
            continue;
        const InputFieldInfo* info = findInputField(key);
        if (!info)
            return Error{"scenario: unknown input '" + key + "'"};
        double value = 0;
        numericInput(s, key, &value);
        if (info->integer)
            value = r.integer(info->key, static_cast<int>(info->minValue), static_cast<int>(info->maxValue),
                              static_cast<int>(value));
        else
            value = r.number(info->key, info->minValue, info->maxValue, value);
        setNumericInput(s, key, value);
    }
    s.hardwareId = r.text("hardware", s.hardwareId, false, 64);
    s.modelId = r.text("model", s.modelId, false, 64);
    s.frameworkId = r.text("framework", s.frameworkId, false, 64);
    const auto precision = parsePrecision(r.text("precision", "fp8", false, 8));
    if (!precision)
        r.fail("'precision' must be bf16, fp8 or fp4");
    s.precision = precision.value_or(Precision::FP8);
    const std::string serving = r.text("serving", "aggregated", false, 16);
    if (serving != "aggregated" && serving != "disaggregated")
        r.fail("'serving' must be aggregated or disaggregated");
    s.serving = serving == "disaggregated" ? ServingMode::Disaggregated : ServingMode::Aggregated;
    const std::string pricing = r.text("pricing", "rented", false, 16);
    if (pricing != "rented" && pricing != "owned")
        r.fail("'pricing' must be rented or owned");
    s.pricing = pricing == "owned" ? PricingMode::Owned : PricingMode::Rented;
    if (!r.ok())
        return Error{r.error()};
    return s;
}

} // namespace tf::core
