#include "ui/export/reportsummary.h"

#include "core/catalog/catalog.h"
#include "core/sources.h"
#include "ui/catalognames.h"
#include "ui/charts/chartfactory.h"
#include "ui/charts/chartwidget.h"
#include "ui/comparisontablemodel.h"
#include "ui/numberformat.h"
#include "ui/servicelevelbar.h"
#include "ui/statustext.h"
#include "ui/ttfttext.h"

#include <QPainter>
#include <QPdfWriter>
#include <QStringList>

#include <algorithm>
#include <memory>
#include <vector>

namespace tf::ui::report {

namespace {

using Model = ComparisonTableModel;

/// The cost the window's cards lead with: per token in and out, or per output token.
int leadCostRow(const Model& model)
{
    return model.totalTokens() ? Model::CostPerMtokTotal : Model::CostPerMtokOutput;
}

/// The figures a board compares, cost first (the cost-per-token article's one metric that
/// matters), on the basis the window's cards lead with: the summary led with $3.24 per output
/// token under cards reading $1.62 per token.
std::vector<int> summaryMetrics(const Model& model)
{
    const int otherCost = model.totalTokens() ? Model::CostPerMtokOutput : Model::CostPerMtokTotal;
    return {
        leadCostRow(model), otherCost,      Model::TokSPerGpu,    Model::TokSPerUser,        Model::TtftMs,
        Model::TokSPerMw,   Model::Goodput, Model::UsdPerGpuHour, Model::PetaflopsPerDollar, Model::MarginPerGpuHour};
}
/// The configuration each column stands for.
constexpr int kAssumptionRows[] = {Model::HardwareRow,    Model::ModelRow, Model::PrecisionRow, Model::FrameworkRow,
                                   Model::ParallelismRow, Model::BatchRow, Model::ServingRow};

QString cellText(const Model& model, int row, int column)
{
    return model.data(model.index(row, column), Qt::DisplayRole).toString();
}

QString headerCell(const Model& model, int column)
{
    QString text = esc(model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
    text.replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
    const QColor colour = model.headerData(column, Qt::Horizontal, Qt::DecorationRole).value<QColor>();
    if (colour.isValid())
        text = QStringLiteral("<span style='color:%1'>&#9632;</span> %2").arg(colour.name(), text);
    return QStringLiteral("<th align='right' valign='bottom' style='padding-left:8px'>%1</th>").arg(text);
}

/// Metric rows x the columns [first, end) of the comparison table (scenarios, ratios to the
/// baseline and, for the article's pair, its published ratios).
QString comparisonTableHtml(const Model& model, int first, int end)
{
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2' width='100%'><tr><th></th>");
    for (int c = first; c < end; ++c)
        html += headerCell(model, c);
    html += QStringLiteral("</tr>");
    bool shaded = false;
    for (const int row : summaryMetrics(model)) {
        html += QStringLiteral("<tr style='background-color:%1'><td style='color:#444444'>%2</td>")
                    .arg(shaded ? QStringLiteral("#f1f1f1") : QStringLiteral("#ffffff"),
                         esc(model.headerData(row, Qt::Vertical, Qt::DisplayRole).toString()));
        shaded = !shaded;
        for (int c = first; c < end; ++c) {
            const bool ratio = c >= model.ratioColumn();
            html += QStringLiteral("<td align='right' style='padding-left:8px'>%1%2%3</td>")
                        .arg(ratio ? QStringLiteral("<b>") : QString(), esc(cellText(model, row, c)),
                             ratio ? QStringLiteral("</b>") : QString());
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

// Beyond this many columns a page's width leaves a figure no room in readable type: the ratios take
// a table of their own below the scenarios' figures.
constexpr int kColumnsInOneTable = 10;

/// Every column of the comparison: one table, or the figures and then the ratios.
QString comparisonHtml(const Model& model)
{
    QString html;
    if (model.columnCount() <= kColumnsInOneTable) {
        html = comparisonTableHtml(model, 0, model.columnCount());
    } else {
        html = comparisonTableHtml(model, 0, model.ratioColumn()) + QStringLiteral("<p style='margin:4px 0 0 0'></p>") +
               comparisonTableHtml(model, model.ratioColumn(), model.columnCount());
    }
    if (model.referenceColumn() >= 0) {
        // Its column names it in short; the reader is owed the title and what was compared.
        const core::SourceArticle& article = core::sourceArticles().front();
        html +=
            QStringLiteral("<p style='margin:2px 0 0 0; color:#555555'>%1</p>")
                .arg(esc(
                    ReportWriter::tr(
                        "Cost-per-token article: “%1” (%2), %3: GB300 NVL72 FP4 against H200 FP8 serving DeepSeek-R1 "
                        "at "
                        "$2.65 and $1.41 per GPU-hour (6,000 against 90 tok/s/GPU, $0.12 against $4.20 per Mtok). The "
                        "article states no workload or interactivity; it is read here at 1k/1k tokens and 50 "
                        "tok/s/user.")
                        .arg(QString::fromUtf8(article.title.data(), article.title.size()),
                             QString::fromUtf8(article.englishTitle.data(), article.englishTitle.size()),
                             sourceArticleText(article.publisher))));
    }
    return html;
}

/// The ratio column of `scenario` against the baseline, or -1.
int ratioColumnOf(const Model& model, int scenario)
{
    for (int c = model.ratioColumn(); c < model.columnCount(); ++c)
        if (model.ratioScenario(c) == scenario)
            return c;
    return -1;
}

/// Why a scenario has no point at the comparison's service level, as its column says it ("not
/// reached (max 120 tok/s/user)"), or empty when it has one.
QString unreachedText(const Model& model, const std::vector<ScenarioResult>& results, int scenario)
{
    const ScenarioResult& r = results[static_cast<size_t>(scenario)];
    if (r.series.currentFits)
        return {};
    if (r.interactivityOutOfReach())
        return cellText(model, Model::TokSPerUser, scenario);
    if (r.ttftOutOfReach())
        return cellText(model, Model::TtftMs, scenario);
    return cellText(model, leadCostRow(model), scenario);
}

/// One sentence per scenario against the baseline: what a million tokens costs, and the iceberg's
/// contrast between FLOPS per dollar and tokens per megawatt. A side with no point at the service
/// level says so, where its ratios would read "–".
QString takeawayHtml(const Model& model, const std::vector<ScenarioResult>& results, int baseline)
{
    QString html;
    const QString base = esc(results[static_cast<size_t>(baseline)].series.name);
    const QString baseUnreached = unreachedText(model, results, baseline);
    for (int i = 0; i < static_cast<int>(results.size()); ++i) {
        const int column = ratioColumnOf(model, i);
        if (i == baseline || column < 0 || !results[static_cast<size_t>(i)].valid)
            continue;
        const QString name = esc(results[static_cast<size_t>(i)].series.name);
        const QString unreached = unreachedText(model, results, i);
        if (!unreached.isEmpty() || !baseUnreached.isEmpty()) {
            const QString why = !unreached.isEmpty() ? ReportWriter::tr("%1: %2").arg(name, esc(unreached))
                                                     : ReportWriter::tr("%1: %2").arg(base, esc(baseUnreached));
            html += QStringLiteral("<p style='margin:0 0 2px 0'>%1</p>")
                        .arg(ReportWriter::tr("<b>%1</b> against %2: no cost or tokens-per-MW ratio at this service "
                                              "level (%3); dense PFLOPS per $/GPU-h is %4.")
                                 .arg(name, base, why, esc(cellText(model, Model::PetaflopsPerDollar, column))));
            continue;
        }
        const QString sentence =
            model.totalTokens()
                ? ReportWriter::tr("<b>%1</b> against %2: cost per million tokens (input + output) <b>%3</b>, "
                                   "tokens per second per MW <b>%4</b>, while dense PFLOPS per $/GPU-h is %5.")
                : ReportWriter::tr("<b>%1</b> against %2: cost per million output tokens <b>%3</b>, "
                                   "output tokens per second per MW <b>%4</b>, while dense PFLOPS per $/GPU-h is %5.");
        html += QStringLiteral("<p style='margin:0 0 2px 0'>%1</p>")
                    .arg(sentence.arg(esc(results[static_cast<size_t>(i)].series.name), base,
                                      esc(cellText(model, leadCostRow(model), column)),
                                      esc(cellText(model, Model::TokSPerMw, column)),
                                      esc(cellText(model, Model::PetaflopsPerDollar, column))));
    }
    return html;
}

QString assumptionsHtml(const Model& model, const std::vector<ScenarioResult>& results)
{
    QString html = QStringLiteral("<p style='margin:0 0 2px 0'><b>%1</b></p>"
                                  "<table cellspacing='0' cellpadding='1' width='100%'><tr><th></th>")
                       .arg(esc(ReportWriter::tr("Key assumptions")));
    for (const ScenarioResult& r : results)
        html += QStringLiteral("<th align='left' style='padding-left:6px'><span style='color:%1'>&#9632;</span> "
                               "%2</th>")
                    .arg(r.series.colour.name(), esc(r.series.name));
    html += QStringLiteral("</tr>");
    const auto addRow = [&](const QString& label, const auto& textOf) {
        html += QStringLiteral("<tr><td style='color:#555555'>%1</td>").arg(esc(label));
        for (int i = 0; i < static_cast<int>(results.size()); ++i)
            html += QStringLiteral("<td style='padding-left:6px'>%1</td>").arg(esc(textOf(i)));
        html += QStringLiteral("</tr>");
    };
    for (const int row : kAssumptionRows)
        addRow(model.headerData(row, Qt::Vertical, Qt::DisplayRole).toString(),
               [&](int i) { return model.configurationText(row, i); });
    addRow(ReportWriter::tr("Input / output tokens"), [&](int i) {
        const core::ScenarioInputs& in = results[static_cast<size_t>(i)].inputs;
        return QStringLiteral("%1 / %2").arg(QLocale().toString(in.inputTokens), QLocale().toString(in.outputTokens));
    });
    addRow(ReportWriter::tr("All-in power per GPU"), [&](int i) {
        return ReportWriter::tr("%1 kW").arg(QLocale().toString(results[static_cast<size_t>(i)].inputs.allInKwPerGpu));
    });
    // The price as the scenario pages give it: a figure the user set (which may be a rental rate
    // or an owning cost, as the price presets say), or one built up from owning the GPU.
    addRow(ReportWriter::tr("GPU-hour"), [&](int i) {
        const ScenarioResult& r = results[static_cast<size_t>(i)];
        const QString usd = format::usd(r.evaluation.cost.totalUsd);
        return r.inputs.pricing == core::PricingMode::Owned ? ReportWriter::tr("%1, owned (built up)").arg(usd)
                                                            : ReportWriter::tr("%1, given").arg(usd);
    });
    return html + QStringLiteral("</table>");
}

/// Each scenario's held-out error and its warnings: how far to trust the figures above.
QString trustHtml(const std::vector<ScenarioResult>& results, const core::Catalog& catalog)
{
    QString html = QStringLiteral("<p style='margin:6px 0 2px 0'><b>%1</b></p>")
                       .arg(esc(ReportWriter::tr("How far to trust these figures")));
    for (const ScenarioResult& r : results) {
        html += QStringLiteral("<p style='margin:0 0 2px 0'><span style='color:%1'>&#9632;</span> <b>%2</b>: %3")
                    .arg(r.series.colour.name(), esc(r.series.name),
                         esc(r.valid ? profileErrorText(r, catalog)
                                     : ReportWriter::tr("cannot be evaluated: %1").arg(invalidReasonFor(r))));
        if (r.valid && !r.evaluation.warnings.empty()) {
            QStringList warnings;
            for (const core::Warning& w : r.evaluation.warnings)
                warnings << esc(warningText(w));
            html += QStringLiteral("<br/><span style='color:#a03000'>%1 %2</span>")
                        .arg(esc(ReportWriter::tr("Warnings:")), warnings.join(QStringLiteral("; ")));
        }
        html += QStringLiteral("</p>");
    }
    // The time to first token is off further than throughput, the same for every scenario.
    if (const QString ttft = heldOutTtftNote(catalog.calibrationAccuracy()); !ttft.isEmpty())
        html += QStringLiteral("<p style='margin:0 0 2px 0'>%1</p>").arg(esc(ttft));
    return html;
}

QString notesHtml(const QString& notes)
{
    return QStringLiteral("<p style='margin:6px 0 2px 0'><b>%1</b></p><p style='margin:0; white-space:pre-wrap'>%2</p>")
        .arg(esc(ReportWriter::tr("Workbook notes")), esc(notes));
}

} // namespace

int baselineIndex(const std::vector<ScenarioResult>& results)
{
    for (size_t i = 0; i < results.size(); ++i)
        if (results[i].series.baseline)
            return static_cast<int>(i);
    return 0;
}

QString profileErrorText(const ScenarioResult& r, const core::Catalog& catalog)
{
    const core::CalibrationAccuracy& accuracy = catalog.calibrationAccuracy();
    const core::CalibrationProfile& p = r.evaluation.profile;
    const QString name = QString::fromStdString(p.key());
    const auto percent = [](double share) { return QLocale().toString(share * 100.0, 'f', 1); };
    if (p.replacesBuiltIn)
        return ReportWriter::tr("profile %1 is the workbook's own, not the built-in calibration: its "
                                "figures are not the shipped measurements'")
            .arg(name);
    if (!p.calibrated) {
        // Measured, but its fit did no better than the priors held out: the priors ship.
        if (p.pointsFitted > 0 && p.medianAbsErrorHoldout >= 0)
            return ReportWriter::tr("profile %1 runs on documented priors (its fit did no better on held-out "
                                    "measurements); median error %2% on its %3 measured points")
                .arg(name, percent(p.medianAbsErrorHoldout))
                .arg(p.pointsFitted);
        if (accuracy.known())
            return ReportWriter::tr("profile %1 is uncalibrated (documented priors, no measurements); where the "
                                    "calibration measured, the priors were off by a median %2%")
                .arg(name, percent(accuracy.priors));
        return ReportWriter::tr("profile %1 is uncalibrated (documented priors, no measurements); treat the figures "
                                "as estimates")
            .arg(name);
    }
    QString text = p.medianAbsErrorHoldout >= 0
                       ? ReportWriter::tr("profile %1, median error %2% on held-out measurements (%3 points fitted)")
                             .arg(name, percent(p.medianAbsErrorHoldout))
                             .arg(p.pointsFitted)
                       : ReportWriter::tr("profile %1, median error %2% on its %3 fitted points (none held out)")
                             .arg(name, percent(p.medianAbsErrorFit))
                             .arg(p.pointsFitted);
    // That error was measured on other models; a model the profile never ran gets its own figure.
    const std::string& model = r.choice.inputs.modelId;
    if (!p.measuredOn(model)) {
        const QString measured = modelsMeasuredText(p, catalog);
        const double heldOut = accuracy.heldOutErrorForModel(model);
        text += heldOut >= 0
                    ? ReportWriter::tr("; measured on %1, not on %2, which held out was off by %3%")
                          .arg(measured, modelName(&catalog, model), percent(heldOut))
                    : ReportWriter::tr("; measured on %1, not on %2").arg(measured, modelName(&catalog, model));
    }
    return text;
}

namespace {

// The smallest type a printed A4 board page is read in; what does not fit in it takes more room
// (a page of its own, or pages flowed), never smaller type (4.5 pt was unreadable on paper).
constexpr double kSmallestPointSize = 6.5;

/// The title of every summary page after the first.
QString continuedSummaryTitle()
{
    return ReportWriter::tr("Board summary (continued)");
}

/// A further summary page with its header; returns where its body starts.
double startContinuationPage(const Canvas& canvas, const QString& subtitle)
{
    startPage(canvas);
    return drawPageHeader(canvas, continuedSummaryTitle(), subtitle, QColor(0x33, 0x33, 0x33));
}

/// The takeaway and the comparison table below `top`: at most half the page, else the whole page
/// (many scenarios), else flowed over pages of their own. Returns where the chart and the facts go,
/// on a further page when the table took this one.
double drawComparison(const Canvas& canvas, const QString& comparison, const QString& subtitle, double top)
{
    const double w = canvas.page.width();
    const double available = canvas.page.height() - top;
    const double body = canvas.basePointSize;
    const double height = std::min(htmlHeight(canvas.painter, w, comparison, body), available * 0.5);
    const QRectF half(0, top, w, height);
    if (drawHtmlFitted(canvas.painter, half, comparison, body, kSmallestPointSize))
        return half.bottom() + 10;
    if (!drawHtmlFitted(canvas.painter, QRectF(0, top, w, available), comparison, body, kSmallestPointSize))
        // Flowed in the smallest readable type: the narrower its columns may be, the fewer figures break.
        drawHtmlPages(canvas, continuedSummaryTitle(), continuedSummaryTitle(), comparison, kSmallestPointSize, top);
    return startContinuationPage(canvas, subtitle);
}

/// The pointer to the notes pages, for notes that do not fit beside the facts.
QString notesPointerHtml(const QString& workbookNotes)
{
    if (workbookNotes.trimmed().isEmpty())
        return {};
    return QStringLiteral("<p style='margin:6px 0 0 0'><b>%1</b> %2</p>")
        .arg(esc(ReportWriter::tr("Workbook notes:")), esc(ReportWriter::tr("in full on the notes pages at the end.")));
}

/// The assumptions, how far to trust the figures and the workbook's notes in `rect`; what does not
/// fit there flows over further pages. False when the notes went to the notes pages.
bool drawFacts(const Canvas& canvas, const QRectF& rect, const QString& facts, const QString& workbookNotes)
{
    const double size = canvas.basePointSize * 0.85;
    const bool hasNotes = !workbookNotes.trimmed().isEmpty();
    if (hasNotes && drawHtmlFitted(canvas.painter, rect, facts + notesHtml(workbookNotes), size, kSmallestPointSize))
        return true;
    const QString withPointer = facts + notesPointerHtml(workbookNotes);
    if (!drawHtmlFitted(canvas.painter, rect, withPointer, size, kSmallestPointSize))
        drawHtmlPages(canvas, continuedSummaryTitle(), continuedSummaryTitle(), withPointer, canvas.basePointSize);
    return !hasNotes;
}

} // namespace

bool drawSummaryPage(const Canvas& canvas, const std::vector<ScenarioResult>& results, const core::Catalog& catalog,
                     const QString& workbookNotes)
{
    const int baseline = baselineIndex(results);
    Model model;
    model.setCatalog(&catalog);
    model.setResults(results, baseline, baseline, canvas.chartOptions.totalTokens);
    const ScenarioResult& base = results[static_cast<size_t>(baseline)];
    const QString subtitle =
        ReportWriter::tr("%1 · baseline %2 · %n scenario(s)", nullptr, static_cast<int>(results.size()))
            .arg(ServiceLevelBar::describe(base.level), base.series.name);
    const double w = canvas.page.width();
    const double top = drawPageHeader(canvas, ReportWriter::tr("Board summary"), subtitle, QColor(0x33, 0x33, 0x33));
    const double lower =
        drawComparison(canvas, takeawayHtml(model, results, baseline) + comparisonHtml(model), subtitle, top);

    // More scenarios, more legend: the chart takes a larger share of the width from the facts. Facts
    // too long to sit beside it in readable type leave it the page and take a page of their own.
    const QString facts = assumptionsHtml(model, results) + trustHtml(results, catalog);
    const double chartShare = results.size() > 4 ? 0.58 : 0.46;
    const QRectF besideRect(w * (chartShare + 0.02), lower, w * (0.98 - chartShare), canvas.page.height() - lower);
    const bool beside = htmlHeight(canvas.painter, besideRect.width(), facts + notesPointerHtml(workbookNotes),
                                   kSmallestPointSize) <= besideRect.height();
    const QRectF chartRect(0, lower, beside ? w * chartShare : w, canvas.page.height() - lower);
    std::vector<ScenarioSeries> series;
    for (const ScenarioResult& r : results)
        if (r.valid)
            series.push_back(r.series);
    const std::unique_ptr<ChartWidget> chart = makeChart(ChartKind::Cost);
    chart->setData(series, canvas.chartOptions);
    drawChart(canvas.painter, *chart, chartRect, chartLayoutWidth(series));
    if (beside)
        return drawFacts(canvas, besideRect, facts, workbookNotes);
    const double factsTop = startContinuationPage(canvas, subtitle);
    return drawFacts(canvas, QRectF(0, factsTop, w, canvas.page.height() - factsTop), facts, workbookNotes);
}

} // namespace tf::ui::report
