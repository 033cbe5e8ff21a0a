#pragma once

#include "ui/chartdata.h"

#include <QCoreApplication>
#include <QRectF>
#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <vector>

class QPainter;
class QPdfWriter;

namespace tf::ui {

class ChartWidget;

/// Translation context of every text in the PDF report.
struct ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)
};

namespace report {

QString esc(const QString& s);
QString esc(const std::string& s);

/// Where the report is: the page being drawn (from 1) and how many there are in all (0 while the
/// first of the report's two passes counts them).
struct PageCount
{
    int current = 1;
    int total = 0;
};

/// The PDF being written: its painter, the printable page (device units at 96 dpi), the header
/// texts every page repeats and the chart options of the charts on screen.
struct Canvas
{
    QPdfWriter& pdf;
    QPainter& painter;
    QRectF page;
    QString workbook;
    QString generated;
    const ChartOptions& chartOptions;
    PageCount& pages;
    double basePointSize = 9; ///< body text; smaller texts are fractions of it
};

/// Ends the page being drawn (its footer: "Page 3 of 9") and starts the next. Every page but the
/// first starts here, so that the footer counts them all.
void startPage(const Canvas& canvas);
/// Ends the last page: its footer.
void finishLastPage(const Canvas& canvas);

/// Draws `html` into `rect` at `pointSize`, or smaller down to `minPointSize` when it would not fit
/// (never clipped silently). False, with nothing drawn, when it does not fit even at the minimum.
bool drawHtmlFitted(QPainter& painter, const QRectF& rect, const QString& html, double pointSize, double minPointSize);
/// Draws `html` into `rect` at `pointSize` and returns the height it took.
double drawHtml(QPainter& painter, const QRectF& rect, const QString& html, double pointSize);
/// The height `html` takes at `width` and `pointSize` on the canvas' device, broken as drawHtmlFitted breaks it.
double htmlHeight(QPainter& painter, double width, const QString& html, double pointSize);
/// "Sources (continued)": the title of a page that carries on from the one before.
QString continued(const QString& title);
/// Flows `html` over as many pages as it needs, each under a page band named `title`, and
/// `laterTitle` after the first; nothing is cut. It begins on a new page, or with `currentPageTop`
/// on the current page below that height (whose header is drawn).
void drawHtmlPages(const Canvas& canvas, const QString& title, const QString& laterTitle, const QString& html,
                   double pointSize, std::optional<double> currentPageTop = std::nullopt);
/// The height of a page's band and the gap under it.
inline constexpr double kPageHeaderHeight = 58;
/// A page's band: a coloured mark, the page title and a subtitle on the left, the report, workbook
/// and date on the right. Returns the height it took.
double drawPageHeader(const Canvas& canvas, const QString& title, const QString& subtitle, const QColor& mark);

/// The width one legend entry of `series` takes (swatch, name, gap) in the charts' legend type.
double legendEntryWidth(const ScenarioSeries& series);
/// The width a chart of `series` is laid out at, at least: enough for its title and for every
/// legend entry side by side (Qt Charts elides what does not fit).
double chartLayoutWidth(const std::vector<ScenarioSeries>& series);
/// Renders a chart into `rect`. Below `minLogicalWidth` the chart is laid out wider and scaled
/// down, so its titles, labels and legend keep their whole text.
void drawChart(QPainter& painter, ChartWidget& chart, const QRectF& rect, double minLogicalWidth = 620);

/// The report's text face for the application's locale (the Simplified Chinese face for zh_CN).
QFont reportFont(double pointSize);

} // namespace report

} // namespace tf::ui
