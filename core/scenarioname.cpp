#include "core/scenarioname.h"

#include "core/catalog/catalog.h"

#include <QString>

#include <algorithm>
#include <cctype>
#include <string_view>

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

/// The Latin letter a Cyrillic or Greek letter is drawn as ("Н200" with a Cyrillic En reads as
/// "H200"), from Unicode's confusables (UTS #39) for the letters a catalog or scenario name can
/// hold; any other character is itself. Letters that only resemble a Latin one in some fonts
/// (Greek alpha, Cyrillic i-short) are left alone.
QChar latinLookalike(QChar c)
{
    // Each letter of kDrawnAs is drawn as the Latin letter at the same place in kLatin: Greek
    // capitals, small nu and omicron, then Cyrillic.
    static constexpr std::u16string_view kDrawnAs =
        u"\u0391\u0392\u0395\u0396\u0397\u0399\u039A\u039C\u039D\u039F\u03A1\u03A4\u03A5\u03A7\u03BD\u03BF"
        u"\u0405\u0406\u0408\u0410\u0412\u0415\u041A\u041C\u041D\u041E\u0420\u0421\u0422\u0425\u0430\u0435\u043E\u0440"
        u"\u0441\u0443\u0445\u0455\u0456\u0458\u04AE\u04BB\u04CF\u0501\u051A\u051B\u051C\u051D";
    static constexpr std::string_view kLatin = "ABEZHIKMNOPTYXvo"
                                               "SIJABEKMHOPCTXaeopcyxsijYhldQqWw";
    static_assert(kDrawnAs.size() == kLatin.size());
    const std::size_t at = kDrawnAs.find(c.unicode());
    return at == std::u16string_view::npos ? c : QLatin1Char(kLatin[at]);
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
            shown += latinLookalike(c);
    return shown.simplified().toStdString();
}

} // namespace tf::core
