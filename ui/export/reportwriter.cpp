#include "ui/export/reportwriter.h"

#include "core/analysis/cashflow.h"
#include "core/evaluation.h"
#include "core/revenue.h"
#include "ui/charts/chartwidget.h"
#include "ui/export/atomicfile.h"
#include "ui/export/chartexport.h"
#include "ui/inputtext.h"
#include "ui/numberformat.h"
#include "ui/servicelevelbar.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

#include <map>

namespace tf::ui {

namespace {

/// Translation context for the report's texts.
struct ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)
};

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString esc(const std::string& s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

/// Draws HTML into a rectangle, clipped, at the given base point size.
void drawHtml(QPainter& painter, const QRectF& rect, const QString& html, double pointSize)
{
    QTextDocument doc;
    QFont font = painter.font();
    font.setPointSizeF(pointSize);
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setTextWidth(rect.width());
    doc.setHtml(html);
    painter.save();
    painter.translate(rect.topLeft());
    doc.drawContents(&painter, QRectF(QPointF(0, 0), rect.size()));
    painter.restore();
}

QString row(const QString& label, const QString& value, const QString& unit = {})
{
    return QStringLiteral("<tr><td style='color:#555555; padding-right:6px; white-space:nowrap'>%1</td>"
                          "<td align='right'><b>%2</b></td><td style='color:#555555; padding-left:4px'>%3</td></tr>")
        .arg(esc(label), esc(value), esc(unit));
}

QString headlineHtml(const ScenarioResult& r)
{
    const core::PointMetrics& p = r.evaluation.point;
    QString html =
        QStringLiteral("<p style='margin:0 0 4px 0'><b>%1</b></p>").arg(esc(ServiceLevelBar::describe(r.level)));
    if (r.level.mode != core::ServiceLevelMode::OperatingPoint && !r.choice.reached)
        html += QStringLiteral("<p style='margin:0 0 4px 0; color:#a03000'><b>%1</b></p>")
                    .arg(esc(ReportWriter::tr("Not reached by any configuration: at most %1 tok/s/user; the figures "
                                              "below are that closest configuration's.")
                                 .arg(format::number(r.choice.closestTokSPerUser))));
    html += QStringLiteral("<table cellspacing='0' cellpadding='3' width='100%'>");
    html +=
        row(ReportWriter::tr("Cost, output tokens"), format::usd(p.costPerMtokOutputUsd), ReportWriter::tr("$/Mtok"));
    html += row(ReportWriter::tr("Cost, all tokens"), format::usd(p.costPerMtokTotalUsd), ReportWriter::tr("$/Mtok"));
    html += row(ReportWriter::tr("Throughput, output"), format::number(p.op.tokSPerGpuOutput),
                ReportWriter::tr("tok/s/GPU"));
    html +=
        row(ReportWriter::tr("Throughput, total"), format::number(p.op.tokSPerGpuTotal), ReportWriter::tr("tok/s/GPU"));
    html += row(ReportWriter::tr("Interactivity"), format::number(p.op.tokSPerUser), ReportWriter::tr("tok/s/user"));
    html += row(ReportWriter::tr("First token (TTFT)"), format::number(p.op.ttftMs), ReportWriter::tr("ms"));
    html += row(ReportWriter::tr("Goodput (meets every SLO)"), format::number(r.choice.goodputTokSPerGpu),
                ReportWriter::tr("tok/s/GPU"));
    html += row(ReportWriter::tr("Energy: per MW"), format::number(p.tokSPerMw), ReportWriter::tr("tok/s/MW"));
    html += row(ReportWriter::tr("Energy: per joule"), format::number(p.tokPerJoule), ReportWriter::tr("tok/J"));
    html += row(ReportWriter::tr("Cost per GPU-hour"), format::usd(r.evaluation.cost.totalUsd),
                ReportWriter::tr("$/GPU-h"));
    const core::TokenRevenue revenue = core::tokenRevenue(r.choice.inputs, p, r.evaluation.cost);
    html += row(ReportWriter::tr("Revenue, all tokens"), format::usd(revenue.revenueUsdPerMtokTotal),
                ReportWriter::tr("$/Mtok"));
    html += row(ReportWriter::tr("Margin, all tokens"), format::usd(revenue.marginUsdPerMtokTotal),
                ReportWriter::tr("$/Mtok"));
    html += row(ReportWriter::tr("Margin per GPU-hour"), format::usd(revenue.marginUsdPerGpuHour),
                ReportWriter::tr("$/GPU-h (%1%)").arg(format::number(revenue.marginPercent)));
    html += row(ReportWriter::tr("Break-even output price"), format::usd(revenue.breakEvenOutputUsdPerMtok),
                ReportWriter::tr("$/Mtok"));
    html += row(ReportWriter::tr("FLOPS per $"), format::number(r.evaluation.petaflopsPerDollarHour),
                ReportWriter::tr("PF per $/h"));
    html += row(ReportWriter::tr("Batch / max batch"), QStringLiteral("%1 / %2").arg(p.op.batch).arg(p.op.maxBatch),
                ReportWriter::tr("sequences"));
    html += row(ReportWriter::tr("Parallelism"),
                QStringLiteral("TP %1 · EP %2").arg(p.op.tensorParallel).arg(p.op.expertParallel),
                ReportWriter::tr("%n GPUs", nullptr, p.op.gpus));
    html += row(ReportWriter::tr("Token tier"), tierName(p.tier));
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
        QString text = info.integer ? QString::number(static_cast<long long>(value)) : format::number(value, 4);
        if (std::string(info.key) == "spec_acceptance" && value < 0)
            text = ReportWriter::tr("model default");
        const bool unset =
            (std::string(info.key) == "slo_ttft_ms" || std::string(info.key) == "slo_tok_s_user") && value <= 0;
        if (unset)
            text = ReportWriter::tr("none");
        add(inputLabel(info), info.unit[0] && !unset ? QStringLiteral("%1 %2").arg(text, inputUnit(info)) : text);
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

QString profileHtml(const ScenarioResult& r)
{
    const core::CalibrationProfile& p = r.evaluation.profile;
    const double error = p.medianAbsErrorHoldout >= 0 ? p.medianAbsErrorHoldout : p.medianAbsErrorFit;
    QString html = QStringLiteral("<p style='margin:0'><b>%1</b> %2 — ")
                       .arg(esc(ReportWriter::tr("Model profile:")), esc(p.key()));
    if (p.calibrated) {
        html += esc(ReportWriter::tr("calibrated on %1 measured points; median error %2%")
                        .arg(p.pointsFitted)
                        .arg(format::number(error * 100.0, 2)));
    } else {
        html +=
            esc(ReportWriter::tr("uncalibrated: documented priors, no measurements for this hardware and framework"));
    }
    html += QStringLiteral("</p>");
    if (!r.evaluation.warnings.empty()) {
        html += QStringLiteral("<p style='margin:0; color:#a03000'><b>%1</b> ").arg(esc(ReportWriter::tr("Warnings:")));
        QStringList warnings;
        for (const std::string& w : r.evaluation.warnings)
            warnings << esc(w);
        html += warnings.join(QStringLiteral("; ")) + QStringLiteral("</p>");
    }
    return html;
}

/// "key: citation" lines for the hardware and model a scenario uses.
std::vector<std::pair<QString, QString>> sourcesFor(const core::ScenarioInputs& in, const core::Catalog& catalog)
{
    std::vector<std::pair<QString, QString>> out;
    if (const core::Hardware* hw = catalog.findHardware(in.hardwareId)) {
        for (const auto& [key, source] : hw->sources)
            out.emplace_back(QString::fromStdString(hw->name + " · " + key), QString::fromStdString(source));
    }
    if (const core::LlmModel* m = catalog.findModel(in.modelId)) {
        for (const auto& [key, source] : m->sources)
            out.emplace_back(QString::fromStdString(m->name + " · " + key), QString::fromStdString(source));
    }
    return out;
}

QString sourcesHtml(const std::vector<std::pair<QString, QString>>& sources, int maxChars)
{
    QString html;
    for (const auto& [key, source] : sources) {
        QString text = source;
        if (maxChars > 0 && text.size() > maxChars)
            text = text.left(maxChars - 1) + QChar(0x2026);
        html += QStringLiteral("<b>%1</b>: %2<br/>").arg(esc(key), esc(text));
    }
    return html;
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

using Sources = std::vector<std::pair<QString, QString>>; ///< (key, source text)

/// What every page of a report shares: the painter, the page, the header texts and the two chart
/// widgets that render each scenario's charts.
struct ReportCanvas
{
    QPainter& painter;
    QRectF page;
    QString workbook;
    QString generated;
    ChartWidget& pareto;
    ChartWidget& cost;
    const ChartOptions& chartOptions;
};

/// The header band: the scenario's colour, name and configuration; the report, workbook and date.
void drawHeader(const ReportCanvas& canvas, const ScenarioResult& r)
{
    const double w = canvas.page.width();
    canvas.painter.fillRect(QRectF(0, 0, 8, 44), r.series.colour);
    QString title = r.series.name;
    if (r.series.baseline)
        title += ReportWriter::tr(" (baseline)");
    drawHtml(canvas.painter, QRectF(16, 0, w * 0.7, 50),
             QStringLiteral("<span style='font-size:18pt'><b>%1</b></span><br/>"
                            "<span style='color:#555555'>%2 · %3 · %4 · %5 · ISL %6 / OSL %7</span>")
                 .arg(esc(title), esc(r.inputs.hardwareId), esc(r.inputs.modelId),
                      esc(QString::fromLatin1(core::precisionLabel(r.inputs.precision).data())),
                      esc(r.inputs.frameworkId))
                 .arg(r.inputs.inputTokens)
                 .arg(r.inputs.outputTokens),
             10);
    drawHtml(canvas.painter, QRectF(w * 0.7, 0, w * 0.3, 50),
             QStringLiteral("<p align='right' style='color:#555555'>%1<br/>%2<br/>%3</p>")
                 .arg(esc(ReportWriter::tr("Token Factory report")), esc(canvas.workbook), esc(canvas.generated)),
             9);
}

void drawUnevaluable(const ReportCanvas& canvas, const ScenarioResult& r)
{
    drawHtml(canvas.painter, QRectF(16, 70, canvas.page.width() - 32, 100),
             QStringLiteral("<p style='color:#a03000'>%1 %2</p>")
                 .arg(esc(ReportWriter::tr("This scenario cannot be evaluated:")), esc(r.error)),
             12);
}

/// The Pareto and cost charts side by side in `area`, each with the baselines beside the scenario.
void drawCharts(const ReportCanvas& canvas, const std::vector<ScenarioSeries>& series, const QRectF& area)
{
    const QRectF paretoRect(area.left(), area.top(), area.width() / 2, area.height());
    const QRectF costRect(area.left() + area.width() / 2, area.top(), area.width() / 2, area.height());
    canvas.pareto.resize(paretoRect.size().toSize());
    canvas.pareto.setData(series, canvas.chartOptions);
    canvas.pareto.renderTo(&canvas.painter, paretoRect);
    canvas.cost.resize(costRect.size().toSize());
    canvas.cost.setData(series, canvas.chartOptions);
    canvas.cost.renderTo(&canvas.painter, costRect);
}

/// One scenario's page: headline numbers and charts above; assumptions, profile and warnings and
/// the sources of its catalog figures below. Returns those sources for the appendix.
Sources drawScenarioPage(const ReportCanvas& canvas, const std::vector<ScenarioResult>& results, size_t index,
                         const core::Catalog& catalog)
{
    const ScenarioResult& r = results[index];
    drawHeader(canvas, r);
    if (!r.valid) {
        drawUnevaluable(canvas, r);
        return {};
    }
    QPainter& painter = canvas.painter;
    const double w = canvas.page.width();
    const double h = canvas.page.height();
    const double top = 60;
    const double chartsH = (h - top) * 0.56;
    drawHtml(painter, QRectF(0, top, w * 0.30, chartsH), headlineHtml(r), 8.5);
    drawCharts(canvas, seriesWithBaseline(results, index), QRectF(w * 0.31, top, w * 0.69, chartsH));

    const double bottom = top + chartsH + 8;
    const double bottomH = h - bottom;
    drawHtml(painter, QRectF(0, bottom, w * 0.44, bottomH), assumptionsHtml(r), 6.5);
    const Sources sources = sourcesFor(r.inputs, catalog);
    drawHtml(painter, QRectF(w * 0.46, bottom, w * 0.54, 60), profileHtml(r), 8.5);
    drawHtml(painter, QRectF(w * 0.46, bottom + 44, w * 0.54, bottomH - 44),
             QStringLiteral("<p style='margin:0'><b>%1</b></p><span style='color:#444444'>%2</span>")
                 .arg(esc(ReportWriter::tr("Sources of catalog figures (full text on the last page)")),
                      sourcesHtml(sources, 150)),
             6);
    return sources;
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
            html += QStringLiteral("<td align='right' style='padding-left:10px'>%1</td>").arg(esc(format::usd(v)));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

/// A page of the owned scenarios year by year; false (nothing drawn) when none is owned.
bool drawOwningPage(const ReportCanvas& canvas, const std::vector<ScenarioResult>& results,
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
        return false;
    drawHtml(canvas.painter, canvas.page,
             QStringLiteral("<p><span style='font-size:14pt'><b>%1</b></span></p><p style='color:#555555'>%2</p>%3")
                 .arg(esc(ReportWriter::tr("Owning over the years")),
                      esc(ReportWriter::tr("Capex in year 0; each year the productive hours (8,760 × utilisation) "
                                           "earn the token prices and draw power; facility and other costs run "
                                           "every hour; the residual value returns at the end of the life.")),
                      tables),
             8);
    return true;
}

/// The last page: every source cited on any scenario page, in full, each once.
void drawSourcesAppendix(const ReportCanvas& canvas, const std::map<QString, std::pair<QString, QString>>& cited)
{
    Sources sources;
    for (const auto& [key, s] : cited)
        sources.push_back(s);
    drawHtml(canvas.painter, canvas.page,
             QStringLiteral("<p><span style='font-size:14pt'><b>%1</b></span></p>%2")
                 .arg(esc(ReportWriter::tr("Sources")), sourcesHtml(sources, 0)),
             6.5);
}

void setUpPdf(QPdfWriter& pdf)
{
    pdf.setTitle(ReportWriter::tr("Token Factory report"));
    pdf.setCreator(QStringLiteral("Token Factory"));
    pdf.setResolution(96);
    pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(12, 12, 12, 12),
                                  QPageLayout::Millimeter));
}

} // namespace

core::Status exportReport(const std::vector<ScenarioResult>& results, const core::Catalog& catalog, const QString& path,
                          const ReportOptions& options)
{
    if (results.empty())
        return tf::core::Error{"the workbook has no scenarios to report"};
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    setUpPdf(pdf);
    QPainter painter(&pdf);
    if (!painter.isActive())
        return tf::core::Error{"cannot start the PDF"};
    std::unique_ptr<ChartWidget> pareto = makeChart(ChartKind::Pareto);
    std::unique_ptr<ChartWidget> cost = makeChart(ChartKind::Cost);
    const ReportCanvas canvas{painter,
                              QRectF(painter.viewport()),
                              options.workbookName.isEmpty() ? ReportWriter::tr("Untitled workbook")
                                                             : options.workbookName,
                              QLocale().toString(options.generated, QLocale::ShortFormat),
                              *pareto,
                              *cost,
                              options.chartOptions};

    std::map<QString, std::pair<QString, QString>> cited; // key -> (key, source), deduplicated
    for (size_t i = 0; i < results.size(); ++i) {
        if (i > 0)
            pdf.newPage();
        for (const auto& s : drawScenarioPage(canvas, results, i, catalog))
            cited[s.first] = s;
    }
    pdf.newPage();
    if (drawOwningPage(canvas, results, catalog))
        pdf.newPage();
    drawSourcesAppendix(canvas, cited);
    painter.end();
    return writeFileAtomically(path, bytes);
}

} // namespace tf::ui
