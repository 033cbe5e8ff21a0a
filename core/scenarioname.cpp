#include "core/scenarioname.h"

#include "core/catalog/catalog.h"

#include <QString>

#include <algorithm>
#include <cctype>

namespace tf::core {

namespace {

/// Removes every " (...)" remark and trims the spaces around what is left.
std::string withoutRemarks(std::string text)
{
    for (std::size_t open = text.find(" ("); open != std::string::npos; open = text.find(" (")) {
        const std::size_t close = text.find(')', open);
        if (close == std::string::npos)
            break;
        text.erase(open, close - open + 1);
    }
    while (!text.empty() && text.back() == ' ')
        text.pop_back();
    return text;
}

/// Removes `prefix` (and the space after it) from the front of `text` when it is there.
void dropPrefix(std::string& text, const std::string& prefix)
{
    if (!prefix.empty() && text.rfind(prefix + " ", 0) == 0)
        text.erase(0, prefix.size() + 1);
}

/// "H200 FP8 (2)" -> "H200 FP8": the suffix that keeps names unique within a workbook.
std::string withoutUniquenessSuffix(const std::string& name)
{
    const std::size_t open = name.rfind(" (");
    if (open == std::string::npos || name.back() != ')')
        return name;
    const std::string digits = name.substr(open + 2, name.size() - open - 3);
    const bool number =
        !digits.empty() && digits.size() < 6 && digits.find_first_not_of("0123456789") == std::string::npos;
    return number ? name.substr(0, open) : name;
}

} // namespace

std::string hardwareShortName(const Hardware& hw)
{
    std::string name = withoutRemarks(hw.name);
    dropPrefix(name, hw.vendor);
    dropPrefix(name, "Instinct");
    for (const char* formFactor : {" SXM", " PCIe", " OAM"}) {
        const std::string suffix = formFactor;
        if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
            name.erase(name.size() - suffix.size());
    }
    return name.empty() ? hw.id : name;
}

std::string modelShortName(const LlmModel& model)
{
    std::string name = withoutRemarks(model.name);
    // "DeepSeek-R1 / V3" names two releases of one architecture; the first is the one served.
    if (const std::size_t slash = name.find(" / "); slash != std::string::npos)
        name.erase(slash);
    return name.empty() ? model.id : name;
}

std::string configurationName(const ScenarioInputs& inputs, const Catalog& catalog, bool withModel)
{
    const Hardware* hw = catalog.findHardware(inputs.hardwareId);
    std::string name =
        (hw ? hardwareShortName(*hw) : inputs.hardwareId) + " " + std::string(precisionLabel(inputs.precision));
    if (withModel) {
        const LlmModel* model = catalog.findModel(inputs.modelId);
        name += " " + (model ? modelShortName(*model) : inputs.modelId);
    }
    return name;
}

std::string followingName(const std::string& current, const ScenarioInputs& before, const ScenarioInputs& after,
                          const Catalog& catalog)
{
    const std::string base = withoutUniquenessSuffix(current);
    const bool shortForm = base == configurationName(before, catalog, false);
    const bool longForm = base == configurationName(before, catalog, true);
    if (!shortForm && !longForm)
        return current; // the user's own name
    const bool withModel = longForm || before.modelId != after.modelId;
    const std::string next = configurationName(after, catalog, withModel);
    return next == base ? current : next;
}

std::string nameAsRead(const std::string& name)
{
    // Plain ASCII reads as written but for runs of spaces: no Unicode normalisation, which a
    // workbook's every save pays for each of its scenarios.
    const bool ascii =
        std::all_of(name.begin(), name.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    if (ascii) {
        std::string shown;
        for (const char c : name) {
            const bool space = std::isspace(static_cast<unsigned char>(c)) != 0;
            if (space && (shown.empty() || shown.back() == ' '))
                continue;
            shown += space ? ' ' : c;
        }
        if (!shown.empty() && shown.back() == ' ')
            shown.pop_back();
        return shown;
    }
    const QString folded = QString::fromStdString(name).normalized(QString::NormalizationForm_KC);
    QString shown;
    shown.reserve(folded.size());
    for (const QChar c : folded)
        if (c.category() != QChar::Other_Format)
            shown += c;
    return shown.simplified().toStdString();
}

} // namespace tf::core
