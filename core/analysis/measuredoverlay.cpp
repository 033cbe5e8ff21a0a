#include "core/analysis/measuredoverlay.h"

#include "core/statistics.h"

#include "core/analysis/physicscheck.h"
#include "core/calibration/validation.h"
#include "core/sweep.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>

namespace tf::core {

namespace {

std::string letters(const std::string& text)
{
    std::string out;
    for (const char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c)))
            out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    return out;
}

} // namespace

std::string matchHardwareId(const std::string& gpuText, const Catalog& catalog)
{
    const std::string text = letters(gpuText);
    if (text.empty())
        return {};
    std::string best;
    size_t bestLength = 0;
    for (const Hardware& hw : catalog.hardware()) {
        const std::string id = letters(hw.id);
        // "h200sxm" starts with "h200"; "gb200" is the start of "gb200nvl72". A digit after the
        // match would mean another part ("h2000"), so that is no match.
        const bool textExtendsId =
            text.rfind(id, 0) == 0 &&
            (text.size() == id.size() || !std::isdigit(static_cast<unsigned char>(text[id.size()])));
        const bool idExtendsText = id.rfind(text, 0) == 0 && !std::isdigit(static_cast<unsigned char>(id[text.size()]));
        if ((textExtendsId || idExtendsText) && id.size() > bestLength) {
            best = hw.id;
            bestLength = id.size();
        }
    }
    return best;
}

std::string matchModelId(const std::string& modelText, const Catalog& catalog)
{
    const std::string text = letters(modelText);
    if (text.empty())
        return {};
    for (const LlmModel& m : catalog.models()) {
        if (text == letters(m.id) || text == letters(m.name))
            return m.id;
        for (const std::string& alias : m.aliases) {
            if (text == letters(alias))
                return m.id;
        }
    }
    return {};
}

Result<MeasuredOverlay> buildMeasuredOverlay(const std::vector<BenchmarkRow>& rows, const ScenarioInputs& inputs,
                                             const Catalog& catalog, bool matchScenario)
{
    if (const Status s = validateInputs(inputs, catalog); !s)
        return Error{s.error()};
    MeasuredOverlay overlay;
    overlay.rowsRead = static_cast<int>(rows.size());
    std::map<std::pair<int, int>, Result<SweepResult>> sweeps; // by (ISL, OSL)
    std::vector<double> errors;
    for (const BenchmarkRow& row : rows) {
        // A row at another precision is another curve: FP8 points beside the BF16 frontier read as
        // an 85% error. A row that names no precision is kept (it may be this one).
        // Another serving software is another curve too: TensorRT-LLM's points beside SGLang's frontier
        // read as the model being 83% low.
        const std::optional<Precision> precision = rowPrecision(row);
        const Framework* framework = frameworkForRow(row.framework, catalog);
        if (matchScenario &&
            (matchHardwareId(row.gpu, catalog) != inputs.hardwareId ||
             matchModelId(row.model, catalog) != inputs.modelId || (precision && *precision != inputs.precision) ||
             (framework && framework->id != inputs.frameworkId)))
            continue;
        ++overlay.rowsMatched;
        if (!(row.tokSPerUser > 0) || !(row.tokSPerGpuTotal > 0) || row.inputTokens < 1 || row.outputTokens < 1) {
            ++overlay.rowsUnusable;
            continue;
        }
        MeasuredComparison c;
        c.line = row.line;
        c.label = row.gpu + " " + row.framework;
        if (row.concurrency > 0)
            c.label += " conc " + std::to_string(static_cast<long long>(std::llround(row.concurrency)));
        c.tokSPerUser = row.tokSPerUser;
        c.measuredTokSPerGpuTotal = row.tokSPerGpuTotal;
        const std::pair<int, int> workload{row.inputTokens, row.outputTokens};
        auto found = sweeps.find(workload);
        if (found == sweeps.end()) {
            ScenarioInputs at = inputs;
            at.inputTokens = row.inputTokens;
            at.outputTokens = row.outputTokens;
            found = sweeps.emplace(workload, sweepScenario(at, catalog, SweepOptions{true, 96})).first;
        }
        if (found->second.ok())
            c.predictedTokSPerGpuTotal = frontierTokSPerGpuAt(found->second.value(), row.tokSPerUser, true);
        if (c.predictedTokSPerGpuTotal > 0) {
            c.relativeError = c.predictedTokSPerGpuTotal / c.measuredTokSPerGpuTotal - 1.0;
            errors.push_back(std::abs(c.relativeError));
        }
        overlay.points.push_back(c);
    }
    overlay.medianAbsError = median(std::move(errors));
    return overlay;
}

} // namespace tf::core
