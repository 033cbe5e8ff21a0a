#include "ui/export/reportanalysis.h"

#include "core/analysis/sensitivity.h"
#include "ui/charts/chartfactory.h"
#include "ui/charts/chartwidget.h"
#include "ui/charts/tornadochart.h"
#include "ui/export/reportsummary.h"
#include "ui/numberformat.h"
#include "ui/panels/sensitivitypanel.h"

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

} // namespace tf::ui::report
