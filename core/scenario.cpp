#include "core/scenario.h"

#include "core/precisionsupport.h"

#include "core/catalog/catalog.h"
#include "core/jsonreader.h"

#include <QtGlobal>

#include <cmath>

namespace tf::core {

namespace {

struct FieldBinding
{
    InputFieldInfo info;
    double ScenarioInputs::*realMember;
    int ScenarioInputs::*intMember;
};

const std::vector<FieldBinding>& bindings()
{
    using S = ScenarioInputs;
    static const std::vector<FieldBinding> list = {
        {{"isl", QT_TRANSLATE_NOOP("tf::core::InputField", "Input tokens (ISL)"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "tokens"), 1, 1048576, true, true},
         nullptr,
         &S::inputTokens},
        {{"osl", QT_TRANSLATE_NOOP("tf::core::InputField", "Output tokens (OSL)"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "tokens"), 1, 1048576, true, true},
         nullptr,
         &S::outputTokens},
        {{"batch", QT_TRANSLATE_NOOP("tf::core::InputField", "Batch (concurrent sequences)"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "sequences"), 1, 65536, true, true},
         nullptr,
         &S::batch},
        {{"tp", QT_TRANSLATE_NOOP("tf::core::InputField", "Tensor parallel"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "GPUs"), 1, 1024, true, true},
         nullptr,
         &S::tensorParallel},
        {{"ep", QT_TRANSLATE_NOOP("tf::core::InputField", "Expert parallel"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "GPUs"), 1, 1024, true, true},
         nullptr,
         &S::expertParallel},
        {{"prefill_tp", QT_TRANSLATE_NOOP("tf::core::InputField", "Prefill tensor parallel"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "GPUs"), 1, 1024, true, true},
         nullptr,
         &S::prefillTensorParallel},
        {{"spec_tokens", QT_TRANSLATE_NOOP("tf::core::InputField", "Speculative draft tokens"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "tokens"), 0, 16, true, false},
         nullptr,
         &S::speculativeTokens},
        {{"spec_acceptance", QT_TRANSLATE_NOOP("tf::core::InputField", "Draft acceptance (first token)"), "", -1, 0.99,
          false, false},
         &S::specAcceptance,
         nullptr},
        {{"price_per_gpu_hour", QT_TRANSLATE_NOOP("tf::core::InputField", "GPU price"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "$/GPU-h"), 0.01, 1000, false, true},
         &S::pricePerGpuHourUsd,
         nullptr},
        {{"capex_per_gpu", QT_TRANSLATE_NOOP("tf::core::InputField", "Capex per GPU"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "$"), 100, 10000000, false, true},
         &S::capexPerGpuUsd,
         nullptr},
        {{"useful_life_years", QT_TRANSLATE_NOOP("tf::core::InputField", "Useful life"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "years"), 0.5, 20, false, false},
         &S::usefulLifeYears,
         nullptr},
        {{"cost_of_capital_percent", QT_TRANSLATE_NOOP("tf::core::InputField", "Cost of capital"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "%/year"), 0, 50, false, false},
         &S::costOfCapitalPercent,
         nullptr},
        {{"utilisation_percent", QT_TRANSLATE_NOOP("tf::core::InputField", "Utilisation"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "%"), 1, 100, false, false},
         &S::utilisationPercent,
         nullptr},
        {{"kw_per_gpu", QT_TRANSLATE_NOOP("tf::core::InputField", "All-in power per GPU"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "kW"), 0.05, 100, false, true},
         &S::allInKwPerGpu,
         nullptr},
        {{"pue", QT_TRANSLATE_NOOP("tf::core::InputField", "PUE"), "", 1, 3, false, false}, &S::pue, nullptr},
        {{"electricity_usd_per_kwh", QT_TRANSLATE_NOOP("tf::core::InputField", "Electricity"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "$/kWh"), 0, 2, false, false},
         &S::electricityUsdPerKwh,
         nullptr},
        {{"facility_usd_per_kw_month", QT_TRANSLATE_NOOP("tf::core::InputField", "Facility"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "$/kW-month"), 0, 1000, false, false},
         &S::facilityUsdPerKwMonth,
         nullptr},
        {{"other_usd_per_gpu_hour", QT_TRANSLATE_NOOP("tf::core::InputField", "Other opex"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "$/GPU-h"), 0, 100, false, false},
         &S::otherUsdPerGpuHour,
         nullptr},
        {{"slo_ttft_ms", QT_TRANSLATE_NOOP("tf::core::InputField", "TTFT objective"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "ms"), 0, 600000, false, false},
         &S::sloTtftMs,
         nullptr},
        {{"slo_tok_s_user", QT_TRANSLATE_NOOP("tf::core::InputField", "Interactivity objective"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "tok/s/user"), 0, 100000, false, false},
         &S::sloTokSPerUser,
         nullptr},
        {{"efficiency_scale", QT_TRANSLATE_NOOP("tf::core::InputField", "Efficiency scale"),
          QT_TRANSLATE_NOOP("tf::core::InputField", "x"), 0.2, 3, false, false},
         &S::efficiencyScale,
         nullptr},
    };
    return list;
}

const FieldBinding* findBinding(const std::string& key)
{
    for (const FieldBinding& b : bindings()) {
        if (key == b.info.key)
            return &b;
    }
    return nullptr;
}

} // namespace

const std::vector<InputFieldInfo>& numericInputFields()
{
    static const std::vector<InputFieldInfo> infos = [] {
        std::vector<InputFieldInfo> v;
        for (const FieldBinding& b : bindings())
            v.push_back(b.info);
        return v;
    }();
    return infos;
}

bool numericInput(const ScenarioInputs& inputs, const std::string& key, double* value)
{
    const FieldBinding* b = findBinding(key);
    if (!b)
        return false;
    *value = b->realMember ? inputs.*(b->realMember) : static_cast<double>(inputs.*(b->intMember));
    return true;
}

bool setNumericInput(ScenarioInputs& inputs, const std::string& key, double value)
{
    const FieldBinding* b = findBinding(key);
    if (!b)
        return false;
    if (b->realMember)
        inputs.*(b->realMember) = value;
    else
        inputs.*(b->intMember) = static_cast<int>(std::lround(value));
    return true;
}

NumericInputMember numericInputMember(const std::string& key)
{
    const FieldBinding* b = findBinding(key);
    return b ? NumericInputMember{b->realMember, b->intMember} : NumericInputMember{};
}

Status validateInputs(const ScenarioInputs& inputs, const Catalog& catalog)
{
    const Hardware* hw = catalog.findHardware(inputs.hardwareId);
    if (!hw)
        return Error{"unknown hardware '" + inputs.hardwareId + "'"};
    const LlmModel* model = catalog.findModel(inputs.modelId);
    if (!model)
        return Error{"unknown model '" + inputs.modelId + "'"};
    const Framework* framework = catalog.findFramework(inputs.frameworkId);
    if (!framework)
        return Error{"unknown framework '" + inputs.frameworkId + "'"};
    if (!frameworkRunsOn(*framework, *hw))
        return Error{framework->name + " does not run on " + hw->name + " (" + hw->vendor + ")"};
    const PrecisionSupport support = precisionSupport(*hw, *model, inputs.precision);
    if (!hw->supportsNative(support.math))
        return Error{std::string(precisionLabel(inputs.precision)) + " is not available on " + hw->name + ": no " +
                     std::string(precisionLabel(support.math)) + " math figure in the catalog"};
    for (const FieldBinding& b : bindings()) {
        const double v = b.realMember ? inputs.*(b.realMember) : inputs.*(b.intMember);
        if (!std::isfinite(v) || v < b.info.minValue || v > b.info.maxValue) {
            return Error{std::string(b.info.key) + " = " + std::to_string(v) + " is outside " +
                         std::to_string(b.info.minValue) + " .. " + std::to_string(b.info.maxValue)};
        }
    }
    const auto powerOfTwoOrDomain = [&](int n) { return (n & (n - 1)) == 0 || n == hw->scaleUpGpus; };
    if (!powerOfTwoOrDomain(inputs.tensorParallel) || inputs.tensorParallel > hw->scaleUpGpus)
        return Error{"tp " + std::to_string(inputs.tensorParallel) + " is not possible on " + hw->name +
                     " (a power of two up to its " + std::to_string(hw->scaleUpGpus) + "-GPU scale-up domain)"};
    if (!powerOfTwoOrDomain(inputs.prefillTensorParallel) || inputs.prefillTensorParallel > hw->scaleUpGpus)
        return Error{"prefill tp " + std::to_string(inputs.prefillTensorParallel) + " is not possible on " + hw->name};
    if (inputs.expertParallel > 1) {
        if (!model->isMoe())
            return Error{"ep applies only to mixture-of-experts models; " + model->name + " is dense"};
        if (inputs.expertParallel % inputs.tensorParallel != 0 && inputs.tensorParallel % inputs.expertParallel != 0)
            return Error{"ep must divide tp or be a multiple of it"};
        if (inputs.expertParallel > hw->scaleUpGpus)
            return Error{"ep " + std::to_string(inputs.expertParallel) + " exceeds the " +
                         std::to_string(hw->scaleUpGpus) + "-GPU scale-up domain of " + hw->name};
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
    s.pricePerGpuHourUsd = 2.65; // seed article's GB300 NVL72 price
    s.allInKwPerGpu = 2.10;      // InferenceX all-in basis for GB200/GB300
    s.capexPerGpuUsd = 60000;
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
    for (const FieldBinding& b : bindings()) {
        if (b.realMember)
            o.insert(QLatin1String(b.info.key), inputs.*(b.realMember));
        else
            o.insert(QLatin1String(b.info.key), inputs.*(b.intMember));
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
        const FieldBinding* b = findBinding(key);
        if (!b)
            return Error{"scenario: unknown input '" + key + "'"};
        if (b->realMember) {
            s.*(b->realMember) = r.number(b->info.key, b->info.minValue, b->info.maxValue, s.*(b->realMember));
        } else {
            s.*(b->intMember) = r.integer(b->info.key, static_cast<int>(b->info.minValue),
                                          static_cast<int>(b->info.maxValue), s.*(b->intMember));
        }
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
