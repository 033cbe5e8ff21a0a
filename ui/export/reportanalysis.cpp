#include "ui/export/reportanalysis.h"

#include "core/analysis/planningrules.h"
#include "core/analysis/sensitivity.h"
#include "ui/charts/chartfactory.h"
#include "ui/charts/chartwidget.h"
#include "ui/charts/tornadochart.h"
#include "ui/export/reportsummary.h"
#include "ui/inputtext.h"
#include "ui/numberformat.h"
#include "ui/panels/sensitivitypanel.h"
#include "ui/planningrulestext.h"

#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>

namespace tf::ui::report {

namespace {

/// The range each input of the tornado moves over, as the sensitivity panel's default.
constexpr double kSensitivityFraction = 0.2;

/// The baseline's tornado in `rect`, or why there is none.
void drawTornado(const Canvas& canvas, const ScenarioResult& baseline, const core::Catalog& catalog, const QRectF& rect)
{
    // The configuration the comparison shows (at a service level, the one chosen for it).
    const core::ScenarioInputs& inputs = baseline.valid ? baseline.choice.inputs : baseline.inputs;
    std::vector<core::SensitivityRange> ranges;
    for (const std::string& key : core::defaultSensitivityKeys(inputs))
        ranges.push_back(core::defaultSensitivityRange(inputs, key, kSensitivityFraction));
    const auto result = core::runSensitivity(inputs, catalog, ranges);
    const bool total = canvas.chartOptions.totalTokens; // the basis of the report's charts and cards
    const QString title =
        QStringLiteral("<p style='margin:0'><b>%1</b><br/><span style='color:#555555'>%2</span></p>")
            .arg(esc(ReportWriter::tr("What moves the baseline's cost: %1").arg(baseline.series.name)),
                 esc((total ? ReportWriter::tr("Cost per million tokens (input + output) with each input over the "
                                               "range named beside it (20% below and above its value unless the "
                                               "input has a range of its own), the others held; hatched: an end "
                                               "does not fit in memory.")
                            : ReportWriter::tr("Cost per million output tokens with each input over the range named "
                                               "beside it (20% below and above its value unless the input has a "
                                               "range of its own), the others held; hatched: an end does not fit "
                                               "in memory."))));
    const double titleHeight = 40;
    drawHtmlFitted(canvas.painter, QRectF(rect.left(), rect.top(), rect.width(), titleHeight), title, 9, 5);
    const QRectF chartRect(rect.left(), rect.top() + titleHeight, rect.width(), rect.height() - titleHeight);
    if (!result) {
        drawHtmlFitted(canvas.painter, chartRect, esc(QString::fromStdString(result.error())), 9, 5);
        return;
    }
    TornadoChart tornado;
    const auto metric = total ? SensitivityPanel::Metric::CostTotal : SensitivityPanel::Metric::CostOutput;
    tornado.setBars(SensitivityPanel::tornadoBars(*result, metric), SensitivityPanel::baseValue(*result, metric),
                    total ? ReportWriter::tr("Cost per Mtok total ($)") : ReportWriter::tr("Cost per Mtok output ($)"));
    // Laid out at a readable width, then scaled into its place, like the charts.
    // The tornado gives its labels up to half its width: at 760 the longest input name fits.
    const double scale = std::min(1.0, chartRect.width() / 760.0);
    const QSize logical = (chartRect.size() / scale).toSize();
    tornado.resize(logical);
    canvas.painter.save();
    canvas.painter.translate(chartRect.topLeft());
    canvas.painter.scale(scale, scale);
    tornado.render(&canvas.painter, QPoint(), QRegion(), QWidget::DrawChildren);
    canvas.painter.restore();
}

} // namespace

void drawAnalysisPage(const Canvas& canvas, const std::vector<ScenarioResult>& results, const core::Catalog& catalog)
{
    startPage(canvas);
    const double top =
        drawPageHeader(canvas, ReportWriter::tr("Above and below the waterline"),
                       ReportWriter::tr("What buyers compare, what decides the cost of a token, and what moves it"),
                       QColor(0x1f, 0x5f, 0x8b));
    const double w = canvas.page.width();
    const double h = canvas.page.height() - top;
    std::vector<ScenarioSeries> series;
    for (const ScenarioResult& r : results)
        if (r.valid)
            series.push_back(r.series);
    const std::unique_ptr<ChartWidget> iceberg = makeChart(ChartKind::Iceberg);
    iceberg->setData(series, canvas.chartOptions);
    // Beyond three scenarios the iceberg lists them beside the plot: room for the longest name
    // beside a plot of the usual width.
    constexpr double kPlotWidth = 480;
    double layoutWidth = 620;
    if (series.size() > 3) {
        for (const ScenarioSeries& s : series)
            layoutWidth = std::max(layoutWidth, kPlotWidth + legendEntryWidth(s));
    }
    drawChart(canvas.painter, *iceberg, QRectF(0, top, w * 0.52, h), layoutWidth);
    drawTornado(canvas, results[static_cast<size_t>(baselineIndex(results))], catalog,
                QRectF(w * 0.54, top, w * 0.46, h));
}

namespace {

/// One row per rule of a set, one column per scenario: its verdict over what it has.
QString planningRuleRowsHtml(bool lowLatency, const std::vector<const ScenarioResult*>& shown,
                             const std::vector<core::PlanningRules>& rules, const core::Catalog& catalog)
{
    QString html = QStringLiteral("<tr><td colspan='%1' style='padding-top:8px'><b>%2</b></td></tr>")
                       .arg(shown.size() + 1)
                       .arg(planningRuleSetTitle(lowLatency).toHtmlEscaped());
    const size_t count = rules.front().highThroughputRules.size();
    for (size_t rule = 0; rule < count; ++rule) {
        const auto checkOf = [&](size_t s) -> const core::PlanningRuleCheck& {
            return lowLatency ? rules[s].lowLatencyRules[rule] : rules[s].highThroughputRules[rule];
        };
        const core::PlanningRule id = checkOf(0).rule;
        html += QStringLiteral("<tr><td>%1<br><span style='color:#757575'>%2</span></td>")
                    .arg(planningRuleName(id).toHtmlEscaped(), planningRuleArticleWords(id).toHtmlEscaped());
        for (size_t s = 0; s < shown.size(); ++s) {
            const core::PlanningRuleCheck& c = checkOf(s);
            const core::ScenarioInputs& in = shown[s]->choice.inputs;
            const bool applies = rules[s].lowLatencyApplies == lowLatency;
            html += QStringLiteral("<td><span style='color:%1'>%2</span><br>%3</td>")
                        .arg(planningRuleVerdictColour(c.verdict),
                             (applies ? QStringLiteral("<b>%1</b>") : QStringLiteral("%1"))
                                 .arg(planningRuleVerdict(c.verdict).toHtmlEscaped()),
                             planningRuleReading(c, in, *catalog.findHardware(in.hardwareId)).toHtmlEscaped());
        }
        html += QStringLiteral("</tr>");
    }
    return html;
}

} // namespace

void drawPlanningRulesPages(const Canvas& canvas, const std::vector<ScenarioResult>& results,
                            const core::Catalog& catalog)
{
    std::vector<const ScenarioResult*> shown;
    std::vector<core::PlanningRules> rules;
    for (const ScenarioResult& r : results) {
        const core::Hardware* hw = catalog.findHardware(r.choice.inputs.hardwareId);
        if (!r.valid || !r.series.currentFits || !hw)
            continue;
        shown.push_back(&r);
        rules.push_back(core::checkPlanningRules(r.choice.inputs, *hw, r.series.current));
    }
    if (shown.empty())
        return;
    QString html = QStringLiteral("<p>%1</p><table cellspacing='0' cellpadding='3' border='1' "
                                  "style='border-collapse:collapse; border-color:#bbbbbb'><tr><th></th>")
                       .arg(ReportWriter::tr("The token-economics article's rack-planning rules (section 5.1) against "
                                             "each scenario at the configuration shown. An interactive point takes "
                                             "the low-latency rules, a batch or balanced one the high-throughput "
                                             "rules: those verdicts are in bold. The article states the rules from "
                                             "deployment experience; they are checks beside the model, not part of it.")
                                .toHtmlEscaped());
    for (const ScenarioResult* r : shown)
        html += QStringLiteral("<th>%1<br><span style='font-weight:normal'>%2</span></th>")
                    .arg(r->series.name.toHtmlEscaped(),
                         ReportWriter::tr("batch %1, %2 tok/s/user, TTFT %3 ms: %4")
                             .arg(format::count(r->series.current.op.batch),
                                  format::number(r->series.current.op.tokSPerUser),
                                  format::number(r->series.current.op.ttftMs), tierName(r->series.current.tier))
                             .toHtmlEscaped());
    html += QStringLiteral("</tr>");
    html += planningRuleRowsHtml(false, shown, rules, catalog);
    html += planningRuleRowsHtml(true, shown, rules, catalog);
    html += QStringLiteral("</table>");
    drawHtmlPages(canvas, ReportWriter::tr("Planning rules"), continued(ReportWriter::tr("Planning rules")), html, 8);
}

} // namespace tf::ui::report
