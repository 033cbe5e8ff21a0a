#include "ui/export/xlsxexport.h"

#include "core/analysis/cashflow.h"
#include "core/economics.h"
#include "core/inputfields.h"
#include "core/precision.h"
#include "core/revenue.h"
#include "core/servicelevel.h"
#include "ui/export/atomicfile.h"

#include <QFile>
#include <QTemporaryDir>

#include <xlsxwriter.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <string_view>

namespace tf::ui {

namespace {

/// The margin-percent cell of a scenario that earns nothing (the sheet is English throughout).
constexpr const char* kNoRevenueText = "no revenue";

/// "B3" for row 2, column 1 (both counted from 0); columns past Z go on AA, AB, ...
std::string cellName(int row, int col)
{
    std::string letters;
    for (int c = col + 1; c > 0; c = (c - 1) / 26)
        letters.insert(letters.begin(), static_cast<char>('A' + (c - 1) % 26));
    return letters + std::to_string(row + 1);
}

/// A number as a formula literal, with every digit a double carries (locale-free).
std::string formatFormulaNumber(double value)
{
    return QString::number(value, 'g', 17).toStdString();
}

std::string utf8(const QString& text)
{
    return text.toUtf8().toStdString();
}

/// A formula cell with the figure core computed as its cached value (readers that do not
/// recalculate show it), or a plain number when `formula` is empty. Non-finite numbers are left
/// blank: the file format has no NaN.
void writeCell(lxw_worksheet* sheet, int row, int col, const std::string& formula, double value, lxw_format* format)
{
    const auto r = static_cast<lxw_row_t>(row);
    const auto c = static_cast<lxw_col_t>(col);
    const double cached = std::isfinite(value) ? value : 0.0;
    if (!formula.empty())
        worksheet_write_formula_num(sheet, r, c, formula.c_str(), format, cached);
    else if (std::isfinite(value))
        worksheet_write_number(sheet, r, c, value, format);
    else
        worksheet_write_blank(sheet, r, c, format);
}

void writeText(lxw_worksheet* sheet, int row, int col, const std::string& text, lxw_format* format = nullptr)
{
    worksheet_write_string(sheet, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(col), text.c_str(), format);
}

struct Formats
{
    lxw_format* header = nullptr;
    lxw_format* usd = nullptr;     ///< whole-workbook sums: $1,234.00
    lxw_format* usdRate = nullptr; ///< per hour or per Mtok: $1.410
    lxw_format* number = nullptr;
    lxw_format* ratio = nullptr;
};

lxw_format* numberFormat(lxw_workbook* book, const char* pattern)
{
    lxw_format* f = workbook_add_format(book);
    format_set_num_format(f, pattern);
    return f;
}

Formats makeFormats(lxw_workbook* book)
{
    Formats f;
    f.header = workbook_add_format(book);
    format_set_bold(f.header);
    format_set_text_wrap(f.header);
    f.usd = numberFormat(book, "$#,##0.00");
    f.usdRate = numberFormat(book, "$#,##0.000");
    f.number = numberFormat(book, "#,##0.0");
    f.ratio = numberFormat(book, "0.00\"x\"");
    return f;
}

/// The configuration a scenario's results belong to: the one shown at the service level.
const core::ScenarioInputs& inputsOf(const ScenarioResult& r)
{
    return r.valid ? r.choice.inputs : r.inputs;
}

/// The Results sheet's columns, one row per scenario.
enum ResultColumn {
    ScenarioName,
    UsdPerGpuHour,
    TokSOutput,
    TokSTotal,
    TokSInput,
    KwPerGpu,
    CostOutput,
    CostTotal,
    TokSPerMw,
    TokSPerMwOutput,
    BlendedInputPrice,
    RevenuePerGpuHour,
    RevenuePerMtokTotal,
    MarginPerGpuHour,
    MarginPercent,
    BreakEvenOutputPrice,
    RatioTokS,
    RatioTokSPerMw,
    RatioCostOutput,
    ResultColumnCount
};

constexpr std::array<const char*, ResultColumnCount> kResultHeaders = {"scenario",
                                                                       "GPU-hour (USD/GPU-h, per productive hour)",
                                                                       "throughput output (tok/s/GPU)",
                                                                       "throughput total (tok/s/GPU)",
                                                                       "input tokens (tok/s/GPU)",
                                                                       "power per GPU (kW, capped all-in x PUE)",
                                                                       "cost output (USD/Mtok)",
                                                                       "cost total (USD/Mtok)",
                                                                       "energy throughput total (tok/s/MW)",
                                                                       "energy throughput output (tok/s/MW)",
                                                                       "blended input price (USD/Mtok)",
                                                                       "token revenue (USD/GPU-h, per productive hour)",
                                                                       "token revenue total (USD/Mtok)",
                                                                       "margin (USD per paid GPU-h)",
                                                                       "margin (% of revenue)",
                                                                       "break-even output price (USD/Mtok)",
                                                                       "tok/s/GPU output vs baseline (ratio)",
                                                                       "tok/s/MW output vs baseline (ratio)",
                                                                       "cost per Mtok output vs baseline (ratio)"};

constexpr std::array<const char*, 9> kCashFlowHeaders = {"year",
                                                         "capex (USD)",
                                                         "opex (USD)",
                                                         "token revenue (USD)",
                                                         "residual value (USD)",
                                                         "net (USD)",
                                                         "cumulative (USD)",
                                                         "discounted over (years)",
                                                         "present value (USD)"};

double safeRatio(double a, double b)
{
    return std::isfinite(a) && std::isfinite(b) && a > 0 && b > 0 ? a / b : std::nan("");
}

class WorkbookWriter
{
public:
    WorkbookWriter(lxw_workbook* book, const std::vector<ScenarioResult>& results, int baselineIndex,
                   const core::Catalog& catalog)
        : m_book(book), m_formats(makeFormats(book)), m_results(results), m_catalog(catalog)
    {
        const bool baselineValid = baselineIndex >= 0 && baselineIndex < static_cast<int>(results.size()) &&
                                   results[static_cast<size_t>(baselineIndex)].valid;
        m_baseline = baselineValid ? baselineIndex : -1;
    }

    void writeInputs();
    /// Says beside each input whether any formula reads it; after every sheet is written.
    void markLiveInputs();
    void writeResults();
    void writeMultiYear();

private:
    std::string inputRef(int scenario, const char* key) const;
    std::string facilityKwFormula(int scenario) const;
    int writeInputTexts(lxw_worksheet* sheet);
    void writeResultRow(lxw_worksheet* sheet, int scenario);
    void writeRevenueCells(lxw_worksheet* sheet, int scenario);
    void writeMarginPercent(lxw_worksheet* sheet, int row, const core::TokenRevenue& revenue);
    void writeRatioCells(lxw_worksheet* sheet, int scenario);
    int writeCashFlowBlock(lxw_worksheet* sheet, int row, int scenario);
    int writeCashFlowYears(lxw_worksheet* sheet, int row, int scenario, const core::CashFlowPlan& plan);

    lxw_workbook* m_book;
    Formats m_formats;
    const std::vector<ScenarioResult>& m_results;
    const core::Catalog& m_catalog;
    int m_baseline = -1;
    std::map<std::string, int> m_inputRows; ///< numeric input key -> its row on the Inputs sheet
    lxw_worksheet* m_inputsSheet = nullptr;
    mutable std::set<std::string> m_referenced; ///< inputs some formula reads (inputRef)
};

std::string WorkbookWriter::inputRef(int scenario, const char* key) const
{
    m_referenced.insert(key);
    return "Inputs!" + cellName(m_inputRows.at(key), scenario + 1);
}

/// Facility kW per GPU as core::facilityKwPerGpu() computes it: the all-in input less the board
/// power a power cap removes, floored at the input's 0.05 kW bound, times PUE. The saving is the
/// performance model's (it depends on the GPU's TDP and idle draw, which are not inputs), written
/// as a constant so that the all-in and PUE cells stay live.
std::string WorkbookWriter::facilityKwFormula(int scenario) const
{
    const double savingW = m_results[static_cast<size_t>(scenario)].evaluation.point.op.powerCapSavingW;
    const std::string allIn = inputRef(scenario, "kw_per_gpu");
    const std::string pue = inputRef(scenario, "pue");
    if (!(savingW > 0))
        return "=" + allIn + "*" + pue;
    return "=MAX(0.05," + allIn + "-" + formatFormulaNumber(savingW / 1000.0) + ")*" + pue;
}

/// The service level, whether the configuration below is the scenario's own or the one the level
/// chose, and the configuration as text, one row each; returns the next free row.
int WorkbookWriter::writeInputTexts(lxw_worksheet* sheet)
{
    constexpr std::array<const char*, 8> labels = {"service level", "configuration", "hardware", "model",
                                                   "precision",     "framework",     "pricing",  "serving"};
    for (size_t i = 0; i < labels.size(); ++i)
        writeText(sheet, static_cast<int>(i) + 1, 0, labels[i]);
    for (int s = 0; s < static_cast<int>(m_results.size()); ++s) {
        const ScenarioResult& r = m_results[static_cast<size_t>(s)];
        const core::ScenarioInputs& in = inputsOf(r);
        const bool chosen = r.valid && r.level.mode != core::ServiceLevelMode::OperatingPoint;
        const std::array<std::string, 8> texts = {
            core::describeServiceLevel(r.level),
            chosen ? (r.choice.reached ? "chosen for the service level (batch, TP, EP below are the choice's)"
                                       : "the closest to the service level, which it does not reach")
                   : "as set in the scenario",
            in.hardwareId,
            in.modelId,
            std::string(core::precisionId(in.precision)),
            in.frameworkId,
            in.pricing == core::PricingMode::Owned ? "owned" : "rented",
            in.serving == core::ServingMode::Disaggregated ? "disaggregated" : "aggregated"};
        for (size_t i = 0; i < texts.size(); ++i)
            writeText(sheet, static_cast<int>(i) + 1, s + 1, texts[i]);
    }
    return static_cast<int>(labels.size()) + 1;
}

void WorkbookWriter::writeInputs()
{
    lxw_worksheet* sheet = workbook_add_worksheet(m_book, "Inputs");
    writeText(sheet, 0, 0, "input (unit)", m_formats.header);
    for (int s = 0; s < static_cast<int>(m_results.size()); ++s)
        writeText(sheet, 0, s + 1, utf8(m_results[static_cast<size_t>(s)].series.name), m_formats.header);
    int row = writeInputTexts(sheet);
    for (const core::InputFieldInfo& field : core::numericInputFields()) {
        // As the window writes them: "Batch (concurrent sequences)" says what it counts already.
        const std::string label = field.label;
        const std::string unit = field.unit;
        const bool unitShown = unit.empty() || label.find('(') != std::string::npos;
        writeText(sheet, row, 0, unitShown ? label : label + " (" + unit + ")");
        for (int s = 0; s < static_cast<int>(m_results.size()); ++s) {
            double value = 0;
            if (!core::numericInput(inputsOf(m_results[static_cast<size_t>(s)]), field.key, &value))
                continue;
            // A negative acceptance stands for the model's own figure, not a value to compute with.
            if (std::string_view(field.key) == "spec_acceptance" && value < 0)
                writeText(sheet, row, s + 1, "model default");
            else
                writeCell(sheet, row, s + 1, {}, value, nullptr);
        }
        m_inputRows[field.key] = row++;
    }
    worksheet_set_column(sheet, 0, 0, 40, nullptr);
    worksheet_set_column(sheet, 1, static_cast<lxw_col_t>(m_results.size()), 22, nullptr);
    worksheet_freeze_panes(sheet, 1, 1);
    m_inputsSheet = sheet;
}

void WorkbookWriter::markLiveInputs()
{
    // Batch, layout and workload set the model's throughput, which the sheets hold as figures:
    // edited here they would change nothing, and the sheet says so beside each input.
    const int column = static_cast<int>(m_results.size()) + 1;
    writeText(m_inputsSheet, 0, column, "in the formulas", m_formats.header);
    for (const auto& [key, row] : m_inputRows) {
        const core::InputFieldInfo* info = core::findInputField(key);
        const bool counts = std::any_of(m_results.begin(), m_results.end(), [info](const ScenarioResult& r) {
            return info && core::inputCountsIn(*info, inputsOf(r).pricing);
        });
        writeText(m_inputsSheet, row, column,
                  m_referenced.count(key) ? "yes: edit it here"
                  : !counts               ? "no: a given GPU-hour price does not use it"
                                          : "no: the model's throughput used it; change it in Token Factory");
    }
    worksheet_set_column(m_inputsSheet, static_cast<lxw_col_t>(column), static_cast<lxw_col_t>(column), 58, nullptr);
}

void WorkbookWriter::writeResults()
{
    lxw_worksheet* sheet = workbook_add_worksheet(m_book, "Results");
    for (int c = 0; c < ResultColumnCount; ++c)
        writeText(sheet, 0, c, kResultHeaders[static_cast<size_t>(c)], m_formats.header);
    for (int s = 0; s < static_cast<int>(m_results.size()); ++s)
        writeResultRow(sheet, s);
    worksheet_set_column(sheet, 0, 0, 36, nullptr);
    worksheet_set_column(sheet, 1, ResultColumnCount - 1, 16, nullptr);
    worksheet_set_row(sheet, 0, 48, nullptr);
    worksheet_freeze_panes(sheet, 1, 1);
}

/// One scenario's cost side. The throughputs are the model's figures (values); everything priced
/// from them is a formula, as core/economics.cpp computes it.
void WorkbookWriter::writeResultRow(lxw_worksheet* sheet, int scenario)
{
    const ScenarioResult& r = m_results[static_cast<size_t>(scenario)];
    const int row = scenario + 1;
    writeText(sheet, row, ScenarioName, utf8(r.series.name));
    if (!r.valid) {
        writeText(sheet, row, UsdPerGpuHour, "not evaluated: " + utf8(r.error));
        return;
    }
    const core::ScenarioInputs& in = r.choice.inputs;
    const core::PointMetrics& p = r.evaluation.point;
    const auto at = [row](int col) { return cellName(row, col); };
    const auto input = [&](const char* key) { return inputRef(scenario, key); };
    // An owned GPU-hour (annuity, power, facility, other) stays core's figure; a rented one is
    // the price over the utilisation (validated to 1-100 %, so core's clamp never applies).
    const std::string gpuHour = in.pricing == core::PricingMode::Rented
                                    ? "=" + input("price_per_gpu_hour") + "/(" + input("utilisation_percent") + "/100)"
                                    : std::string();
    writeCell(sheet, row, UsdPerGpuHour, gpuHour, r.evaluation.cost.totalUsd, m_formats.usdRate);
    writeCell(sheet, row, TokSOutput, {}, p.op.tokSPerGpuOutput, m_formats.number);
    writeCell(sheet, row, TokSTotal, {}, p.op.tokSPerGpuTotal, m_formats.number);
    writeCell(sheet, row, TokSInput, "=" + at(TokSTotal) + "-" + at(TokSOutput),
              std::max(0.0, p.op.tokSPerGpuTotal - p.op.tokSPerGpuOutput), m_formats.number);
    writeCell(sheet, row, KwPerGpu, facilityKwFormula(scenario), core::facilityKwPerGpu(in, p.op.powerCapSavingW),
              nullptr);
    const auto costPerMtok = [&](int tokSColumn) {
        return "=" + at(UsdPerGpuHour) + "/(" + at(tokSColumn) + "*3600)*1000000";
    };
    writeCell(sheet, row, CostOutput, costPerMtok(TokSOutput), p.costPerMtokOutputUsd, m_formats.usdRate);
    writeCell(sheet, row, CostTotal, costPerMtok(TokSTotal), p.costPerMtokTotalUsd, m_formats.usdRate);
    writeCell(sheet, row, TokSPerMw, "=" + at(TokSTotal) + "*1000/" + at(KwPerGpu), p.tokSPerMw, m_formats.number);
    writeCell(sheet, row, TokSPerMwOutput, "=" + at(TokSOutput) + "*1000/" + at(KwPerGpu), p.tokSPerMwOutput,
              m_formats.number);
    writeRevenueCells(sheet, scenario);
    writeRatioCells(sheet, scenario);
}

/// The revenue side, as core/revenue.cpp computes it from the token prices and throughputs.
void WorkbookWriter::writeRevenueCells(lxw_worksheet* sheet, int scenario)
{
    const ScenarioResult& r = m_results[static_cast<size_t>(scenario)];
    const core::TokenRevenue revenue = core::tokenRevenue(r.choice.inputs, r.evaluation.point, r.evaluation.cost);
    const int row = scenario + 1;
    const auto at = [row](int col) { return cellName(row, col); };
    const auto input = [&](const char* key) { return inputRef(scenario, key); };
    const std::string cachedShare = input("cached_input_percent") + "/100";
    writeCell(sheet, row, BlendedInputPrice,
              "=(1-" + cachedShare + ")*" + input("price_input_per_mtok") + "+" + cachedShare + "*" +
                  input("price_cached_input_per_mtok"),
              core::tokenPrices(r.choice.inputs).blendedInputUsdPerMtok(), m_formats.usdRate);
    writeCell(sheet, row, RevenuePerGpuHour,
              "=3600*(" + at(TokSInput) + "*" + at(BlendedInputPrice) + "+" + at(TokSOutput) + "*" +
                  input("price_output_per_mtok") + ")/1000000",
              revenue.revenueUsdPerGpuHour, m_formats.usdRate);
    writeCell(sheet, row, RevenuePerMtokTotal, "=" + at(RevenuePerGpuHour) + "/(" + at(TokSTotal) + "*3600)*1000000",
              revenue.revenueUsdPerMtokTotal, m_formats.usdRate);
    writeCell(sheet, row, MarginPerGpuHour,
              "=(" + at(RevenuePerGpuHour) + "-" + at(UsdPerGpuHour) + ")*" + input("utilisation_percent") + "/100",
              revenue.marginUsdPerGpuHour, m_formats.usdRate);
    writeMarginPercent(sheet, row, revenue);
    // What the output tokens must earn once the input tokens' revenue is counted; 0 when the
    // input tokens alone pay for the GPU-hour.
    writeCell(sheet, row, BreakEvenOutputPrice,
              "=MAX(0,(" + at(UsdPerGpuHour) + "-" + at(TokSInput) + "*3600*" + at(BlendedInputPrice) + "/1000000)/(" +
                  at(TokSOutput) + "*3600)*1000000)",
              revenue.breakEvenOutputUsdPerMtok, m_formats.usdRate);
}

/// Scenario over baseline, as the comparison table shows it (cost below 1 is cheaper).
/// The margin as a share of revenue, which a scenario without revenue does not have: the formula
/// says so in words rather than dividing by a zero revenue (as core::TokenRevenue::hasRevenue).
void WorkbookWriter::writeMarginPercent(lxw_worksheet* sheet, int row, const core::TokenRevenue& revenue)
{
    const std::string revenueCell = cellName(row, RevenuePerGpuHour);
    const std::string formula = "=IF(" + revenueCell + ">0,(" + revenueCell + "-" + cellName(row, UsdPerGpuHour) +
                                ")/" + revenueCell + "*100,\"" + std::string(kNoRevenueText) + "\")";
    if (revenue.hasRevenue())
        writeCell(sheet, row, MarginPercent, formula, revenue.marginPercent, m_formats.number);
    else
        worksheet_write_formula_str(sheet, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(MarginPercent),
                                    formula.c_str(), m_formats.number, kNoRevenueText);
}

void WorkbookWriter::writeRatioCells(lxw_worksheet* sheet, int scenario)
{
    if (m_baseline < 0)
        return;
    const core::PointMetrics& p = m_results[static_cast<size_t>(scenario)].evaluation.point;
    const core::PointMetrics& b = m_results[static_cast<size_t>(m_baseline)].evaluation.point;
    const int row = scenario + 1;
    const auto ratio = [&](int col) { return "=" + cellName(row, col) + "/" + cellName(m_baseline + 1, col); };
    writeCell(sheet, row, RatioTokS, ratio(TokSOutput), safeRatio(p.op.tokSPerGpuOutput, b.op.tokSPerGpuOutput),
              m_formats.ratio);
    writeCell(sheet, row, RatioTokSPerMw, ratio(TokSPerMwOutput), safeRatio(p.tokSPerMwOutput, b.tokSPerMwOutput),
              m_formats.ratio);
    writeCell(sheet, row, RatioCostOutput, ratio(CostOutput), safeRatio(p.costPerMtokOutputUsd, b.costPerMtokOutputUsd),
              m_formats.ratio);
}

void WorkbookWriter::writeMultiYear()
{
    lxw_worksheet* sheet = workbook_add_worksheet(m_book, "Multi-year");
    writeText(sheet, 0, 0,
              "Owned scenarios, per GPU in USD. Capex in year 0; each year the productive hours (8,760 x "
              "utilisation) earn the token prices and draw power, facility and other costs run every hour; the "
              "residual value returns at the end of the life. Present values at the cost of capital (Inputs).");
    int row = 2;
    for (int s = 0; s < static_cast<int>(m_results.size()); ++s) {
        const ScenarioResult& r = m_results[static_cast<size_t>(s)];
        if (r.valid && r.choice.inputs.pricing == core::PricingMode::Owned)
            row = writeCashFlowBlock(sheet, row, s) + 1;
    }
    if (row == 2)
        writeText(sheet, row, 0, "No scenario is priced as owned.");
    worksheet_set_column(sheet, 0, 0, 28, nullptr);
    worksheet_set_column(sheet, 1, static_cast<lxw_col_t>(kCashFlowHeaders.size() - 1), 16, nullptr);
}

/// A scenario's title, its years and the NPV, payback and residual value; returns the next free row.
int WorkbookWriter::writeCashFlowBlock(lxw_worksheet* sheet, int row, int scenario)
{
    const ScenarioResult& r = m_results[static_cast<size_t>(scenario)];
    writeText(sheet, row++, 0, utf8(r.series.name), m_formats.header);
    const auto plan = core::planCashFlow(r.choice.inputs, m_catalog);
    if (!plan) {
        writeText(sheet, row, 0, "not planned: " + plan.error());
        return row + 1;
    }
    for (size_t c = 0; c < kCashFlowHeaders.size(); ++c)
        writeText(sheet, row, static_cast<int>(c), kCashFlowHeaders[c], m_formats.header);
    const int firstYearRow = row + 1;
    row = writeCashFlowYears(sheet, firstYearRow, scenario, *plan);
    const int lastYearRow = row - 1;
    writeText(sheet, row, 0, "NPV (USD)", m_formats.header);
    writeCell(sheet, row, 1, "=SUM(" + cellName(firstYearRow, 8) + ":" + cellName(lastYearRow, 8) + ")", plan->npvUsd,
              m_formats.usd);
    ++row;
    writeText(sheet, row, 0, "payback (months)", m_formats.header);
    if (plan->paybackMonths >= 0)
        writeCell(sheet, row, 1, {}, plan->paybackMonths, m_formats.number);
    else
        writeText(sheet, row, 1, "not within the life");
    ++row;
    writeText(sheet, row, 0, "residual value (USD)", m_formats.header);
    writeCell(sheet, row++, 1,
              "=" + inputRef(scenario, "capex_per_gpu") + "*" + inputRef(scenario, "residual_value_percent") + "/100",
              plan->residualUsd, m_formats.usd);
    return row;
}

/// One row per year: core's capex, opex, revenue and residual; the rest are formulas of them.
int WorkbookWriter::writeCashFlowYears(lxw_worksheet* sheet, int row, int scenario, const core::CashFlowPlan& plan)
{
    const double lifeYears = m_results[static_cast<size_t>(scenario)].choice.inputs.usefulLifeYears;
    const std::string rate = inputRef(scenario, "cost_of_capital_percent");
    const int firstRow = row;
    for (const core::CashFlowYear& y : plan.years) {
        const auto at = [row](int col) { return cellName(row, col); };
        writeCell(sheet, row, 0, {}, y.year, nullptr);
        writeCell(sheet, row, 1, {}, y.capexUsd, m_formats.usd);
        writeCell(sheet, row, 2, {}, y.opexUsd, m_formats.usd);
        writeCell(sheet, row, 3, {}, y.revenueUsd, m_formats.usd);
        writeCell(sheet, row, 4, {}, y.residualUsd, m_formats.usd);
        writeCell(sheet, row, 5, "=" + at(3) + "+" + at(4) + "-" + at(1) + "-" + at(2), y.netUsd, m_formats.usd);
        const std::string cumulative = row == firstRow ? "=" + at(5) : "=" + cellName(row - 1, 6) + "+" + at(5);
        writeCell(sheet, row, 6, cumulative, y.cumulativeUsd, m_formats.usd);
        // Each year is discounted at its end; a fractional last year ends part way through.
        const double discountYears = y.year == 0 ? 0.0 : y.year - 1 + std::min(1.0, lifeYears - (y.year - 1));
        writeCell(sheet, row, 7, {}, discountYears, nullptr);
        writeCell(sheet, row, 8, "=" + at(5) + "/(1+" + rate + "/100)^" + at(7), y.presentValueUsd, m_formats.usd);
        ++row;
    }
    return row;
}

} // namespace

core::Status exportXlsx(const std::vector<ScenarioResult>& results, int baselineIndex, const core::Catalog& catalog,
                        const QString& path)
{
    // libxlsxwriter writes a file by name; it is built in a private folder, then copied into place
    // atomically so an existing workbook survives a failed export.
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return core::Error{"cannot create a temporary folder: " + utf8(scratch.errorString())};
    const QString scratchPath = scratch.filePath(QStringLiteral("export.xlsx"));
    lxw_workbook* book = workbook_new(QFile::encodeName(scratchPath).constData());
    if (!book)
        return core::Error{"cannot start a workbook in " + utf8(scratchPath)};
    WorkbookWriter writer(book, results, baselineIndex, catalog);
    writer.writeInputs();
    writer.writeResults();
    writer.writeMultiYear();
    writer.markLiveInputs();
    const lxw_error closed = workbook_close(book);
    if (closed != LXW_NO_ERROR)
        return core::Error{std::string("cannot write the workbook: ") + lxw_strerror(closed)};
    QFile built(scratchPath);
    if (!built.open(QIODevice::ReadOnly))
        return core::Error{"cannot read back the workbook: " + utf8(built.errorString())};
    return writeFileAtomically(path, built.readAll());
}

} // namespace tf::ui
