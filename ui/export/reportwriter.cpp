#include "ui/export/reportwriter.h"

#include "core/analysis/cashflow.h"
#include "core/evaluation.h"
#include "core/revenue.h"
#include "core/sources.h"
#include "ui/catalognames.h"
#include "ui/charts/chartwidget.h"
#include "ui/documentmodel.h"
#include "ui/export/atomicfile.h"
#include "ui/export/chartexport.h"
#include "ui/export/pdftext.h"
#include "ui/export/reportanalysis.h"
#include "ui/export/reportcommon.h"
#include "ui/export/reportsummary.h"
#include "ui/inputtext.h"
#include "ui/language.h"
#include "ui/numberformat.h"
#include "ui/servicelevelbar.h"
#include "ui/statustext.h"

#include <QApplication>
#include <QBuffer>
#include <QCoreApplication>
#include <QFont>
#include <QFontDatabase>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRawFont>

#include <cmath>
#include <cstdlib>
#include <map>

namespace tf::ui {

namespace {

using report::esc;

/// Between a catalog entry's name and the key of one of its figures: "NVIDIA H200 SXM · hbm_gb".
const QString kEntrySeparator = QStringLiteral(" · ");

QString row(const QString& label, const QString& value, const QString& unit = {})
{
    return QStringLiteral("<tr><td style='color:#555555; padding-right:6px; white-space:nowrap'>%1</td>"
                          "<td align='right'><b>%2</b></td><td style='color:#555555; padding-left:4px'>%3</td></tr>")
        .arg(esc(label), esc(value), esc(unit));
}

QString headlineHtml(const ScenarioResult& r)
{
    const core::PointMetrics& p = r.evaluation.point;
    // A point that does not fit (or runs over the scheduler's cap) has no figures to quote: its rows
    // say so, as the window's cards and table do, rather than print what it would deliver. At a
    // service level no configuration reached, the point shown is the scenario's own.
    const bool fits = p.op.fits;
    QString html =
        QStringLiteral("<p style='margin:0 0 4px 0'><b>%1</b></p>").arg(esc(ServiceLevelBar::describe(r.level)));
    if (fits && r.level.mode != core::ServiceLevelMode::OperatingPoint && !r.choice.reached)
        html += QStringLiteral("<p style='margin:0 0 4px 0; color:#a03000'><b>%1</b></p>")
                    .arg(esc(ReportWriter::tr("Not reached by any configuration: at most %1 tok/s/user; the figures "
                                              "below are that closest configuration's.")
                                 .arg(format::number(r.choice.closestTokSPerUser))));
    const QString cannotRun = pointCannotRunText(p.op);
    const auto figure = [&](const QString& label, const QString& value, const QString& unit) {
        return fits ? row(label, value, unit) : row(label, cannotRun);
    };
    html += QStringLiteral("<table cellspacing='0' cellpadding='3' width='100%'>");
    html += figure(ReportWriter::tr("Cost, output tokens"), format::usd(p.costPerMtokOutputUsd),
                   ReportWriter::tr("per Mtok"));
    html +=
        figure(ReportWriter::tr("Cost, all tokens"), format::usd(p.costPerMtokTotalUsd), ReportWriter::tr("per Mtok"));
    html += figure(ReportWriter::tr("Throughput, output"), format::number(p.op.tokSPerGpuOutput),
                   ReportWriter::tr("tok/s/GPU"));
    html += figure(ReportWriter::tr("Throughput, total"), format::number(p.op.tokSPerGpuTotal),
                   ReportWriter::tr("tok/s/GPU"));
    html += figure(ReportWriter::tr("Interactivity"), format::number(p.op.tokSPerUser), ReportWriter::tr("tok/s/user"));
    html += figure(ReportWriter::tr("First token (TTFT)"), format::number(p.op.ttftMs), ReportWriter::tr("ms"));
    html += figure(ReportWriter::tr("Goodput (meets every SLO)"), format::number(r.choice.goodputTokSPerGpu),
                   ReportWriter::tr("tok/s/GPU"));
    html += figure(ReportWriter::tr("Energy: per MW"), format::number(p.tokSPerMw), ReportWriter::tr("tok/s/MW"));
    html += figure(ReportWriter::tr("Energy: per joule"), format::number(p.tokPerJoule), ReportWriter::tr("tok/J"));
    html += row(ReportWriter::tr("Cost per GPU-hour"), format::usd(r.evaluation.cost.totalUsd),
                ReportWriter::tr("per GPU-h"));
    const core::TokenRevenue revenue = core::tokenRevenue(r.choice.inputs, p, r.evaluation.cost);
    html += figure(ReportWriter::tr("Revenue, all tokens"), format::usd(revenue.revenueUsdPerMtokTotal),
                   ReportWriter::tr("per Mtok"));
    html += figure(ReportWriter::tr("Margin, all tokens"), format::usd(revenue.marginUsdPerMtokTotal),
                   ReportWriter::tr("per Mtok"));
    html += figure(ReportWriter::tr("Margin per GPU-hour"), format::usd(revenue.marginUsdPerGpuHour),
                   revenue.hasRevenue() ? ReportWriter::tr("per GPU-h (%1%)").arg(format::number(revenue.marginPercent))
                                        : ReportWriter::tr("per GPU-h (no revenue)"));
    const bool noOutputPrice = revenue.inputAloneCoversCost; // "$0" would read as a price to quote
    html +=
        figure(ReportWriter::tr("Break-even output price"),
               noOutputPrice ? ReportWriter::tr("input alone pays") : format::usd(revenue.breakEvenOutputUsdPerMtok),
               noOutputPrice ? QString() : ReportWriter::tr("per Mtok"));
    html += row(ReportWriter::tr("Dense PFLOPS per $/GPU-h"), format::number(r.evaluation.petaflopsPerDollarHour));
    // No sequence fits when the weights alone fill the memory: "64 / 0 sequences" read as a limit.
    if (p.op.maxBatch > 0)
        html += row(ReportWriter::tr("Batch / max batch"),
                    QStringLiteral("%1 / %2").arg(format::count(p.op.batch), format::count(p.op.maxBatch)),
                    ReportWriter::tr("sequences"));
    else
        html += row(ReportWriter::tr("Batch / max batch"),
                    QStringLiteral("%1 / %2").arg(format::count(p.op.batch), ReportWriter::tr("weights do not fit")));
    html += row(ReportWriter::tr("Parallelism"),
                // Whole on one line: wrapped, "TP 8 / EP 8 / PP" over "2" read as PP 16 GPUs.
                parallelismText(p.op.tensorParallel, p.op.expertParallel, p.op.pipelineParallel)
                    .replace(QLatin1Char(' '), QChar(0x00A0)),
                ReportWriter::tr("%n GPUs", nullptr, p.op.gpus));
    html += figure(ReportWriter::tr("Token tier"), tierName(p.tier), QString());
    html += QStringLiteral("</table>");
    return html;
}

QString assumptionsHtml(const ScenarioResult& r)
{
    const core::ScenarioInputs& in = r.choice.inputs; // the configuration the figures are for
    std::vector<std::pair<QString, QString>> rows;
    const auto add = [&rows](const QString& label, const QString& value) { rows.emplace_back(label, value); };
    add(ReportWriter::tr("Pricing"), in.pricing == core::PricingMode::Owned
                                         ? ReportWriter::tr("owned (built up)")
                                         : ReportWriter::tr("given price per GPU-hour"));
    add(ReportWriter::tr("Serving"), in.serving == core::ServingMode::Disaggregated
                                         ? ReportWriter::tr("disaggregated prefill/decode")
                                         : ReportWriter::tr("aggregated"));
    for (const core::InputFieldInfo& info : core::numericInputFields()) {
        double value = 0;
        core::numericInput(in, info.key, &value);
        if (!core::inputCountsIn(info, in.pricing))
            continue; // e.g. capex under a given price
        const std::string key = info.key;
        QString text = info.integer ? format::count(static_cast<long long>(value)) : format::numberAsSet(value);
        if (key == "spec_acceptance" && value < 0)
            text = ReportWriter::tr("model default");
        // Zero means "not set" for the objectives and the power cap: "none", not "0 W/GPU".
        const bool unset = (key == "slo_ttft_ms" || key == "slo_tok_s_user" || key == "power_cap_w") && value <= 0;
        if (unset)
            text = ReportWriter::tr("none");
        // One node is the search's limit only while a node holds the model (the input's rule).
        if (key == "max_nodes" && value <= 1) {
            add(inputLabel(info), ReportWriter::tr("1 node (more when the model fits no single node)"));
            continue;
        }
        const QString unit = inputUnitFor(info, value);
        if (unset || !info.unit[0])
            add(inputLabel(info), text);
        else if (unit == QLatin1String("$")) // capex: "$35,750"
            add(inputLabel(info), format::usdAsSet(value));
        else if (unit.startsWith(QLatin1String("$/"))) // "$1.30 per GPU-h", as the figures above read
            add(inputLabel(info), ReportWriter::tr("%1 per %2").arg(format::usdAsSet(value), unit.mid(2)));
        else if (unit == QLatin1String("%") || unit == QLatin1String("x")) // "100%", "1×", as the cards write them
            add(inputLabel(info), text + (unit == QLatin1String("%") ? QStringLiteral("%") : QStringLiteral("\u00d7")));
        else
            add(inputLabel(info), QStringLiteral("%1 %2").arg(text, unit));
    }
    // Two label-value pairs a line, down the first half and then the second, so every input fits.
    QString html =
        QStringLiteral("<p style='margin:0'><b>%1</b></p><table cellspacing='0' cellpadding='1' width='100%'>")
            .arg(esc(ReportWriter::tr("Assumptions")));
    const size_t half = (rows.size() + 1) / 2;
    const auto cells = [&rows](size_t i) {
        return i < rows.size() ? QStringLiteral("<td style='color:#555555'>%1</td><td align='right'>%2</td>")
                                     .arg(esc(rows[i].first), esc(rows[i].second))
                               : QStringLiteral("<td></td><td></td>");
    };
    for (size_t i = 0; i < half; ++i)
        html += QStringLiteral("<tr>%1<td width='12'></td>%2</tr>").arg(cells(i), cells(i + half));
    html += QStringLiteral("</table>");
    return html;
}

/// The profile's held-out error, the warnings and the scenario's notes, under the charts.
QString profileHtml(const ScenarioResult& r, const core::Catalog& catalog)
{
    QString html = QStringLiteral("<p style='margin:0'><b>%1</b> %2</p>")
                       .arg(esc(ReportWriter::tr("Model:")), esc(report::profileErrorText(r, catalog)));
    if (!r.evaluation.warnings.empty()) {
        html += QStringLiteral("<p style='margin:0; color:#a03000'><b>%1</b> ").arg(esc(ReportWriter::tr("Warnings:")));
        QStringList warnings;
        for (const core::Warning& w : r.evaluation.warnings)
            warnings << esc(warningText(w));
        html += warnings.join(QStringLiteral("; ")) + QStringLiteral("</p>");
    }
    return html;
}

QString notesHtml(const QString& title, const QString& notes)
{
    return QStringLiteral("<p style='margin:6px 0 2px 0'><b>%1</b></p><p style='margin:0; white-space:pre-wrap'>%2</p>")
        .arg(esc(title), esc(notes));
}

/// A catalog figure a page relies on: the entry it belongs to, its key and its citation.
struct CitedFigure
{
    QString entry; ///< "NVIDIA H200 SXM"
    std::string key;
    QString source;
};
using Sources = std::vector<CitedFigure>;
using CitedFigures = std::map<std::pair<QString, std::string>, CitedFigure>; ///< by (entry, key), each once

/// The cited figures of the hardware and model a scenario uses.
Sources sourcesFor(const core::ScenarioInputs& in, const core::Catalog& catalog)
{
    Sources out;
    const auto cite = [&out](const std::string& entry, const core::SourceMap& sources) {
        for (const auto& [key, source] : sources)
            out.push_back({entryName(entry), key, QString::fromStdString(source)});
    };
    if (const core::Hardware* hw = catalog.findHardware(in.hardwareId))
        cite(hw->name, hw->sources);
    if (const core::LlmModel* m = catalog.findModel(in.modelId))
        cite(m->name, m->sources);
    return out;
}

/// Each figure by its name, with the catalog key it has in the catalog files, and its citation.
QString sourcesHtml(const Sources& sources)
{
    QString html;
    for (const CitedFigure& s : sources)
        html += QStringLiteral("<p style='margin:0 0 3px 0'>%1</p>")
                    .arg(ReportWriter::tr("<b>%1</b> (%2): %3")
                             .arg(esc(s.entry + kEntrySeparator + catalogFigureName(s.key)),
                                  esc(QString::fromStdString(s.key)), esc(s.source)));
    return html;
}

/// The catalog figures a page relies on, by entry and name; their citations are on the sources
/// pages.
QString sourceKeysHtml(const Sources& sources)
{
    std::vector<std::pair<QString, QStringList>> byEntry; // in the order the sources come
    for (const CitedFigure& s : sources) {
        if (byEntry.empty() || byEntry.back().first != s.entry)
            byEntry.emplace_back(s.entry, QStringList());
        byEntry.back().second << catalogFigureName(s.key);
    }
    QStringList parts;
    for (const auto& [entry, names] : byEntry)
        parts << QStringLiteral("<b>%1</b>: %2").arg(esc(entry), esc(format::list(names)));
    return QStringLiteral("<p style='margin:6px 0 0 0; color:#444444'><b>%1</b><br/>%2</p>")
        .arg(esc(ReportWriter::tr("Catalog figures used (cited in full on the sources pages):")),
             parts.join(QStringLiteral("<br/>")));
}

std::vector<ScenarioSeries> seriesWithBaseline(const std::vector<ScenarioResult>& results, size_t index)
{
    std::vector<ScenarioSeries> series;
    for (size_t i = 0; i < results.size(); ++i) {
        if (results[i].valid && results[i].series.baseline && i != index)
            series.push_back(results[i].series);
    }
    series.push_back(results[index].series);
    return series;
}

/// The scenario pages' canvas with the two chart widgets that render each scenario's charts.
struct ScenarioCanvas
{
    const report::Canvas& base;
    ChartWidget& pareto;
    ChartWidget& cost;
};

/// The header band: the scenario's colour, name and configuration (by the names the user picked
/// from); the report, workbook and date.
void drawHeader(const report::Canvas& canvas, const ScenarioResult& r, const core::Catalog& catalog)
{
    QString title = r.series.name;
    if (r.series.baseline)
        title += ReportWriter::tr(" (baseline)");
    const QString subtitle =
        QStringLiteral("%1 · %2 · %3 · %4 · ISL %5 / OSL %6")
            .arg(hardwareName(&catalog, r.inputs.hardwareId), modelName(&catalog, r.inputs.modelId),
                 QString::fromLatin1(core::precisionLabel(r.inputs.precision).data()),
                 frameworkName(&catalog, r.inputs.frameworkId))
            .arg(r.inputs.inputTokens)
            .arg(r.inputs.outputTokens);
    report::drawPageHeader(canvas, title, subtitle, r.series.colour);
}

void drawUnevaluable(const report::Canvas& canvas, const ScenarioResult& r)
{
    report::drawHtmlFitted(
        canvas.painter, QRectF(16, 70, canvas.page.width() - 32, canvas.page.height() - 70),
        QStringLiteral("<p style='color:#a03000'>%1 %2</p>")
            .arg(esc(ReportWriter::tr("This scenario cannot be evaluated:")), esc(invalidReasonFor(r))),
        12, 5);
}

/// The Pareto and cost charts side by side in `area`, each with the baselines beside the scenario.
void drawCharts(const ScenarioCanvas& canvas, const std::vector<ScenarioSeries>& series, const QRectF& area)
{
    const QRectF paretoRect(area.left(), area.top(), area.width() / 2, area.height());
    const QRectF costRect(area.left() + area.width() / 2, area.top(), area.width() / 2, area.height());
    canvas.pareto.setData(series, canvas.base.chartOptions);
    const double layoutWidth = report::chartLayoutWidth(series);
    report::drawChart(canvas.base.painter, canvas.pareto, paretoRect, layoutWidth);
    canvas.cost.setData(series, canvas.base.chartOptions);
    report::drawChart(canvas.base.painter, canvas.cost, costRect, layoutWidth);
}

/// A scenario page's lower right: the model's error, warnings, the scenario's notes and the names
/// of the catalog figures it uses. False when the notes do not fit there (they go to the notes
/// pages and the page says so).
bool drawProfileAndNotes(const report::Canvas& canvas, const ScenarioResult& r, const QString& notes,
                         const Sources& sources, const core::Catalog& catalog, const QRectF& rect)
{
    const QString profile = profileHtml(r, catalog);
    const QString keys = sourceKeysHtml(sources);
    if (notes.trimmed().isEmpty()) {
        report::drawHtmlFitted(canvas.painter, rect, profile + keys, 8.5, 4.5);
        return true;
    }
    if (report::drawHtmlFitted(canvas.painter, rect, profile + notesHtml(ReportWriter::tr("Notes"), notes) + keys, 8.5,
                               6))
        return true;
    const QString pointer =
        QStringLiteral("<p style='margin:6px 0 0 0'><b>%1</b> %2</p>")
            .arg(esc(ReportWriter::tr("Notes:")), esc(ReportWriter::tr("in full on the notes pages at the end.")));
    report::drawHtmlFitted(canvas.painter, rect, profile + pointer + keys, 8.5, 4.5);
    return false;
}

/// One scenario's page: headline numbers and charts above; assumptions, the model's error,
/// warnings, notes and the catalog figures used below. Returns those figures' sources for the
/// appendix; `notesFit` says whether the notes fitted on the page.
Sources drawScenarioPage(const ScenarioCanvas& canvas, const std::vector<ScenarioResult>& results, size_t index,
                         const QString& notes, const core::Catalog& catalog, bool* notesFit)
{
    const ScenarioResult& r = results[index];
    const report::Canvas& base = canvas.base;
    drawHeader(base, r, catalog);
    *notesFit = notes.trimmed().isEmpty();
    if (!r.valid) {
        drawUnevaluable(base, r);
        return {};
    }
    QPainter& painter = base.painter;
    const double w = base.page.width();
    const double h = base.page.height();
    const double top = 60;
    const double chartsH = (h - top) * 0.56;
    report::drawHtmlFitted(painter, QRectF(0, top, w * 0.30, chartsH), headlineHtml(r), 8.5, 4.5);
    drawCharts(canvas, seriesWithBaseline(results, index), QRectF(w * 0.31, top, w * 0.69, chartsH));

    const double bottom = top + chartsH + 8;
    const double bottomH = h - bottom;
    report::drawHtmlFitted(painter, QRectF(0, bottom, w * 0.44, bottomH), assumptionsHtml(r), 6.5, 4);
    const Sources sources = sourcesFor(r.inputs, catalog);
    *notesFit = drawProfileAndNotes(base, r, notes, sources, catalog, QRectF(w * 0.46, bottom, w * 0.54, bottomH));
    return sources;
}

/// Whole dollars ("$35,750", "−$4,931", "$0"), as a cash flow is read: three figures wrote the
/// $35,750 capex typed as "$35,800".
QString wholeUsd(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("\u2013");
    const long long dollars = std::llround(value);
    return (dollars < 0 ? QStringLiteral("\u2212$") : QStringLiteral("$")) + format::count(std::llabs(dollars));
}

QString cashFlowTableHtml(const QString& name, const core::CashFlowPlan& plan, const core::ScenarioInputs& in)
{
    QString html =
        QStringLiteral("<p style='margin:8px 0 2px 0'><b>%1</b> — %2</p>")
            .arg(esc(name),
                 esc(ReportWriter::tr("per GPU: NPV %1 at %2% cost of capital, %3")
                         .arg(format::usd(plan.npvUsd), format::number(in.costOfCapitalPercent),
                              plan.paybackMonths >= 0
                                  ? ReportWriter::tr("payback in month %1").arg(format::number(plan.paybackMonths))
                                  : ReportWriter::tr("no payback within the useful life"))));
    html += QStringLiteral("<table cellspacing='0' cellpadding='2'><tr>");
    for (const QString& h : {ReportWriter::tr("Year"), ReportWriter::tr("Capex"), ReportWriter::tr("Opex"),
                             ReportWriter::tr("Revenue"), ReportWriter::tr("Residual"), ReportWriter::tr("Net"),
                             ReportWriter::tr("Cumulative"), ReportWriter::tr("Present value")})
        html += QStringLiteral("<th align='right' style='padding-left:10px'>%1</th>").arg(esc(h));
    html += QStringLiteral("</tr>");
    for (const core::CashFlowYear& y : plan.years) {
        html += QStringLiteral("<tr><td align='right'>%1</td>").arg(y.year);
        for (const double v :
             {y.capexUsd, y.opexUsd, y.revenueUsd, y.residualUsd, y.netUsd, y.cumulativeUsd, y.presentValueUsd})
            html += QStringLiteral("<td align='right' style='padding-left:10px'>%1</td>").arg(esc(wholeUsd(v)));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

/// Pages of the owned scenarios year by year; nothing when none is owned.
void drawOwningPages(const report::Canvas& canvas, const std::vector<ScenarioResult>& results,
                     const core::Catalog& catalog)
{
    QString tables;
    for (const ScenarioResult& r : results) {
        if (!r.valid || r.choice.inputs.pricing != core::PricingMode::Owned)
            continue;
        if (auto plan = core::planCashFlow(r.choice.inputs, catalog))
            tables += cashFlowTableHtml(r.series.name, *plan, r.choice.inputs);
    }
    if (tables.isEmpty())
        return;
    report::drawHtmlPages(
        canvas, ReportWriter::tr("Owning over the years"), report::continued(ReportWriter::tr("Owning over the years")),
        QStringLiteral("<p style='color:#555555'>%1</p>%2")
            .arg(esc(ReportWriter::tr("Capex in year 0; each year the productive hours (8,760 × utilisation) "
                                      "earn the token prices and draw power; facility and other costs run "
                                      "every hour; the residual value returns at the end of the life.")),
                 tables),
        8);
}

/// Notes too long for their page, in full: the workbook's, then each scenario's.
void drawNotesPages(const report::Canvas& canvas, const QString& workbookNotes,
                    const std::vector<std::pair<QString, QString>>& scenarioNotes)
{
    if (workbookNotes.isEmpty() && scenarioNotes.empty())
        return;
    QString html;
    if (!workbookNotes.isEmpty())
        html += notesHtml(ReportWriter::tr("Workbook"), workbookNotes);
    for (const auto& [name, notes] : scenarioNotes)
        html += notesHtml(name, notes);
    report::drawHtmlPages(canvas, ReportWriter::tr("Notes"), report::continued(ReportWriter::tr("Notes")), html, 9);
}

/// The two articles the report's comparisons, tiers and iceberg come from.
QString sourceArticlesHtml()
{
    QString html =
        QStringLiteral("<p style='margin:6px 0 2px 0'><b>%1</b></p>").arg(esc(ReportWriter::tr("Source articles")));
    const auto text = [](std::string_view s) { return esc(QString::fromUtf8(s.data(), static_cast<int>(s.size()))); };
    for (const core::SourceArticle& a : core::sourceArticles())
        html += QStringLiteral("<p style='margin:0 0 2px 0'>%1</p>")
                    .arg(ReportWriter::tr("“%1” (%2), %3, %4: %5.")
                             .arg(text(a.title), text(a.englishTitle), esc(sourceArticleText(a.publisher)),
                                  esc(sourceArticleText(a.date)), esc(sourceArticleText(a.usedFor))));
    return html;
}

/// The last pages: the source articles, then every source cited on any scenario page, in full,
/// each once.
void drawSourcesPages(const report::Canvas& canvas, const CitedFigures& cited)
{
    Sources sources;
    for (const auto& [key, s] : cited)
        sources.push_back(s);
    report::drawHtmlPages(canvas, ReportWriter::tr("Sources"), report::continued(ReportWriter::tr("Sources")),
                          sourceArticlesHtml() + sourcesHtml(sources), 7.5);
}

/// While a report is written, the application font has the language's face first: the charts take
/// their fonts from it when they are made. The window's font already has it (a no-op then); a
/// headless caller gets the same faces as the window would.
class LanguageFontScope
{
public:
    LanguageFontScope() : m_previous(QApplication::font()) { QApplication::setFont(fontFor(QLocale(), m_previous)); }
    ~LanguageFontScope() { QApplication::setFont(m_previous); }
    LanguageFontScope(const LanguageFontScope&) = delete;
    LanguageFontScope& operator=(const LanguageFontScope&) = delete;

private:
    QFont m_previous;
};

void setUpPdf(QPdfWriter& pdf)
{
    pdf.setTitle(ReportWriter::tr("Token Factory report"));
    pdf.setCreator(QStringLiteral("Token Factory"));
    pdf.setResolution(96);
    pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(12, 12, 12, 12),
                                  QPageLayout::Millimeter));
}

QString notesOf(const ReportOptions& options, size_t index)
{
    return index < options.scenarioNotes.size() ? options.scenarioNotes[index] : QString();
}

/// One page per scenario; returns the sources they cite and the notes that did not fit.
CitedFigures drawScenarioPages(const report::Canvas& canvas, const std::vector<ScenarioResult>& results,
                               const core::Catalog& catalog, const ReportOptions& options,
                               std::vector<std::pair<QString, QString>>* overflow)
{
    const std::unique_ptr<ChartWidget> pareto = makeChart(ChartKind::Pareto);
    const std::unique_ptr<ChartWidget> cost = makeChart(ChartKind::Cost);
    const ScenarioCanvas scenarioCanvas{canvas, *pareto, *cost};
    CitedFigures cited;
    for (size_t i = 0; i < results.size(); ++i) {
        report::startPage(canvas);
        bool notesFit = true;
        const QString notes = notesOf(options, i);
        for (const auto& s : drawScenarioPage(scenarioCanvas, results, i, notes, catalog, &notesFit))
            cited[{s.entry, s.key}] = s;
        if (!notesFit)
            overflow->emplace_back(results[i].series.name, notes);
    }
    return cited;
}

/// Draws the whole report into `device`; returns its page count, or 0 when the PDF cannot start.
/// `pages.total` is the count the footers state (0: none, while counting).
int drawReport(QIODevice& device, const std::vector<ScenarioResult>& results, const core::Catalog& catalog,
               const ReportOptions& options, report::PageCount pages)
{
    QPdfWriter pdf(&device);
    setUpPdf(pdf);
    QPainter painter(&pdf);
    if (!painter.isActive())
        return 0;
    painter.setFont(report::reportFont(9));
    const report::Canvas canvas{pdf,
                                painter,
                                QRectF(painter.viewport()),
                                options.workbookName.isEmpty() ? ReportWriter::tr("Untitled workbook")
                                                               : options.workbookName,
                                format::dateTime(options.generated),
                                options.chartOptions,
                                pages};

    const bool workbookNotesFit = report::drawSummaryPage(canvas, results, catalog, options.workbookNotes);
    std::vector<std::pair<QString, QString>> overflowingNotes;
    const auto cited = drawScenarioPages(canvas, results, catalog, options, &overflowingNotes);
    report::drawAnalysisPage(canvas, results, catalog);
    report::drawPlanningRulesPages(canvas, results, catalog);
    drawOwningPages(canvas, results, catalog);
    drawNotesPages(canvas, workbookNotesFit ? QString() : options.workbookNotes, overflowingNotes);
    drawSourcesPages(canvas, cited);
    report::finishLastPage(canvas);
    painter.end();
    return pages.current;
}

} // namespace

void takeNotes(const DocumentModel& document, ReportOptions* options)
{
    options->workbookNotes = document.notes();
    options->scenarioNotes.clear();
    for (const core::ScenarioRecord& record : document.scenarios())
        options->scenarioNotes.push_back(QString::fromStdString(record.notes));
}

core::Status exportReport(const std::vector<ScenarioResult>& results, const core::Catalog& catalog, const QString& path,
                          const ReportOptions& options)
{
    if (results.empty())
        return tf::core::Error{"the workbook has no scenarios to report"};
    const LanguageFontScope languageFont;
    // Two passes: the first counts the pages, so that each footer can say "Page 3 of 9". Footers
    // sit in the bottom margin, so the count takes no room and both passes lay out alike.
    QByteArray counted;
    QBuffer countingBuffer(&counted);
    countingBuffer.open(QIODevice::WriteOnly);
    const int pageCount = drawReport(countingBuffer, results, catalog, options, {});
    if (pageCount <= 0)
        return tf::core::Error{"cannot start the PDF"};
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (drawReport(buffer, results, catalog, options, {1, pageCount}) != pageCount)
        return tf::core::Error{"the report's pages changed between its two passes"};
    // Chinese text anywhere (a scenario's name in an English report too) is drawn in the CJK face.
    const QFont cjk = fontFor(QLocale(QLocale::Chinese, QLocale::China), QApplication::font());
    report::nameRadicalGlyphsByTheirIdeographs(&bytes, QRawFont::fromFont(cjk, QFontDatabase::SimplifiedChinese));
    return writeFileAtomically(path, bytes);
}

} // namespace tf::ui
