#include "ui/export/reportcommon.h"

#include "ui/charts/chartwidget.h"
#include "ui/language.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextOption>
#include <QTextTable>

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

namespace tf::ui::report {

namespace {

/// How a laid-out document may break a line: between words only where the type can shrink
/// instead (a word or a figure too wide for its cell then widens the document, and a smaller size is
/// tried: "1,380,000" split as "1," over "380,000" in a ten-scenario table), also within a word
/// where text flows at its size over pages (a long source address must break somewhere).
enum class LineBreaks { BetweenWords, Anywhere };

/// A document laid out on the painter's device (the PDF's resolution, not the screen's), so that
/// what is measured is what is drawn.
std::unique_ptr<QTextDocument> layOut(QPainter& painter, double width, const QString& html, double pointSize,
                                      LineBreaks breaks = LineBreaks::Anywhere)
{
    auto doc = std::make_unique<QTextDocument>();
    doc->documentLayout()->setPaintDevice(painter.device());
    doc->setDefaultFont(reportFont(pointSize));
    doc->setDocumentMargin(0);
    if (breaks == LineBreaks::BetweenWords) {
        QTextOption option = doc->defaultTextOption();
        option.setWrapMode(QTextOption::WordWrap);
        doc->setDefaultTextOption(option);
    }
    doc->setTextWidth(width);
    doc->setHtml(html);
    return doc;
}

/// The page, of pages `pageHeight` tall, that a document's `y` falls on.
int pageOf(double y, double pageHeight)
{
    return static_cast<int>(std::floor(y / pageHeight));
}

/// Moves each table whose first row would straddle a break of pages `pageHeight` tall to the next
/// page: the layout moves a later row whole past a break, but cut a table's first row (the column
/// headings) in two, half at the foot of one page and half under the next page's band.
void keepFirstRowsWhole(QTextDocument& doc, double pageHeight)
{
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        QTextTable* table = QTextCursor(block).currentTable();
        if (!table)
            continue;
        const QTextTableCell at = table->cellAt(block.position());
        if (at.row() != 0 || at.column() != 0)
            continue;
        double top = std::numeric_limits<double>::max();
        double bottom = 0;
        for (int column = 0; column < table->columns(); ++column) {
            const QTextTableCell cell = table->cellAt(0, column);
            for (QTextFrame::iterator it = cell.begin(); !it.atEnd(); ++it) {
                const QRectF rect = doc.documentLayout()->blockBoundingRect(it.currentBlock());
                top = std::min(top, rect.top());
                bottom = std::max(bottom, rect.bottom());
            }
        }
        if (bottom > top && pageOf(top, pageHeight) != pageOf(bottom - 0.5, pageHeight)) {
            QTextTableFormat format = table->format();
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            table->setFormat(format);
        }
    }
}

/// Splits each paragraph that crosses a break of pages `pageHeight` tall at that break. Qt draws
/// a page from the last line above its top (QTextLayout::draw starts one line early), so such a
/// paragraph also put its line before the break into the next page's text, hidden, where a
/// search found it twice; a paragraph that ends at the break is not drawn on the next page.
void splitParagraphsAtPageBreaks(QTextDocument& doc, double pageHeight)
{
    QTextBlock block = doc.begin();
    while (block.isValid()) {
        // A table's rows are moved whole past a break by the layout itself.
        if (QTextCursor(block).currentTable()) {
            block = block.next();
            continue;
        }
        const QTextLayout* layout = block.layout();
        const double top = doc.documentLayout()->blockBoundingRect(block).top();
        int breakLine = -1;
        for (int i = 1; i < layout->lineCount() && breakLine < 0; ++i)
            if (pageOf(top + layout->lineAt(i).y(), pageHeight) != pageOf(top + layout->lineAt(i - 1).y(), pageHeight))
                breakLine = i;
        if (breakLine < 0) {
            block = block.next();
            continue;
        }
        QTextCursor cursor(&doc);
        const int at = block.position() + layout->lineAt(breakLine).textStart();
        cursor.setPosition(at - 1);
        cursor.setPosition(at, QTextCursor::KeepAnchor);
        if (cursor.selectedText() == QString(QChar::LineSeparator))
            cursor.removeSelectedText(); // a line break becomes the paragraph break
        else
            cursor.setPosition(at);
        cursor.insertBlock();
        QTextBlockFormat continued = cursor.blockFormat();
        continued.setTopMargin(0); // the paragraph carries on: no gap above its second part
        cursor.setBlockFormat(continued);
        block = cursor.block(); // the second part, laid out anew
    }
}

/// How far past its width a full-width table measures: the layout rounds each column's width and
/// border up, so that a table as wide as the page measured a unit wider with two scenarios and two
/// with five, never fitted, and went to a page of its own (the summary's first page left blank).
double tableRoundingAllowance(double width)
{
    return 1.5 + width * 0.005;
}

bool fits(const QTextDocument& doc, const QSizeF& size)
{
    // The layout rounds line heights too.
    return doc.size().height() <= size.height() + 0.5 &&
           doc.size().width() <= size.width() + tableRoundingAllowance(size.width());
}

void paint(QPainter& painter, QTextDocument& doc, const QRectF& rect)
{
    painter.save();
    painter.translate(rect.topLeft());
    // Clipped at the document's own width when rounding made it wider: the table's right border shows.
    doc.drawContents(&painter, QRectF(0, 0, std::max(rect.width(), doc.size().width()), rect.height()));
    painter.restore();
}

} // namespace

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString continued(const QString& title)
{
    return ReportWriter::tr("%1 (continued)").arg(title);
}

QString esc(const std::string& s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

QFont reportFont(double pointSize)
{
    QFont font = fontFor(QLocale(), QApplication::font());
    font.setPointSizeF(pointSize);
    return font;
}

bool drawHtmlFitted(QPainter& painter, const QRectF& rect, const QString& html, double pointSize, double minPointSize)
{
    // Shrink in steps of about 6%: a handful of layouts even from 12 pt down to 5 pt.
    for (double size = pointSize; size >= minPointSize - 1e-9; size *= 0.94) {
        const auto doc = layOut(painter, rect.width(), html, size, LineBreaks::BetweenWords);
        if (fits(*doc, rect.size())) {
            paint(painter, *doc, rect);
            return true;
        }
    }
    return false;
}

double drawHtml(QPainter& painter, const QRectF& rect, const QString& html, double pointSize)
{
    const auto doc = layOut(painter, rect.width(), html, pointSize);
    paint(painter, *doc, rect);
    return doc->size().height();
}

double htmlHeight(QPainter& painter, double width, const QString& html, double pointSize)
{
    return layOut(painter, width, html, pointSize, LineBreaks::BetweenWords)->size().height();
}

void drawHtmlPages(const Canvas& canvas, const QString& title, const QString& laterTitle, const QString& html,
                   double pointSize, std::optional<double> currentPageTop)
{
    // Each page under the band every page has, so that a page read alone says what it is.
    const double bandHeight = kPageHeaderHeight;
    const double pageHeight = canvas.page.height() - bandHeight;
    const auto doc = layOut(canvas.painter, canvas.page.width(), html, pointSize);
    // Begun on the current page: the text is pushed down past that page's own, taller header, so
    // that every page of the flow is the same height and breaks fall between lines and rows.
    const bool onCurrentPage =
        currentPageTop && *currentPageTop >= bandHeight && *currentPageTop < canvas.page.height();
    if (onCurrentPage && *currentPageTop > bandHeight) {
        QTextCursor cursor(doc.get());
        QTextBlockFormat first = cursor.blockFormat();
        first.setTopMargin(first.topMargin() + *currentPageTop - bandHeight);
        cursor.setBlockFormat(first);
    }
    doc->setPageSize(QSizeF(canvas.page.width(), pageHeight)); // breaks between lines and rows, never through one
    keepFirstRowsWhole(*doc, pageHeight);
    splitParagraphsAtPageBreaks(*doc, pageHeight);
    for (int i = 0; i < doc->pageCount(); ++i) {
        if (i > 0 || !onCurrentPage) {
            startPage(canvas);
            drawPageHeader(canvas, i == 0 ? title : laterTitle, QString(), QColor(0x33, 0x33, 0x33));
        }
        canvas.painter.save();
        canvas.painter.translate(0, bandHeight - i * pageHeight);
        // Short of the break by half a unit: the next page's first line starts exactly on it, and Qt
        // draws a line that touches the clip, hidden in the margin over the page's footer.
        doc->drawContents(&canvas.painter, QRectF(0, i * pageHeight, canvas.page.width(), pageHeight - 0.5));
        canvas.painter.restore();
    }
}

namespace {

/// The page's number, centred in the bottom margin, which no content takes.
void drawFooter(const Canvas& canvas)
{
    if (canvas.pages.total <= 0)
        return; // the counting pass
    const QRectF band(0, canvas.page.height() + 6, canvas.page.width(), 24);
    const QString text =
        QStringLiteral("<p align='center' style='color:#555555'>%1</p>")
            .arg(esc(ReportWriter::tr("Page %1 of %2").arg(canvas.pages.current).arg(canvas.pages.total)));
    drawHtml(canvas.painter, band, text, 8);
}

} // namespace

void startPage(const Canvas& canvas)
{
    drawFooter(canvas);
    canvas.pdf.newPage();
    ++canvas.pages.current;
}

void finishLastPage(const Canvas& canvas)
{
    drawFooter(canvas);
}

double drawPageHeader(const Canvas& canvas, const QString& title, const QString& subtitle, const QColor& mark)
{
    constexpr double kHeight = kPageHeaderHeight - 6;
    const double w = canvas.page.width();
    canvas.painter.fillRect(QRectF(0, 0, 8, 44), mark);
    const QString right =
        QStringLiteral("<p align='right' style='color:#555555'>%1<br/>%2<br/>%3</p>")
            .arg(esc(ReportWriter::tr("Token Factory report")), esc(canvas.workbook), esc(canvas.generated));
    drawHtmlFitted(canvas.painter, QRectF(w * 0.72, 0, w * 0.28, kHeight), right, 9, 5);
    const QString left = QStringLiteral("<span style='font-size:xx-large'><b>%1</b></span><br/>"
                                        "<span style='color:#555555'>%2</span>")
                             .arg(esc(title), esc(subtitle));
    drawHtmlFitted(canvas.painter, QRectF(16, 0, w * 0.70 - 16, kHeight), left, 10, 5);
    return kHeight + 6;
}

double legendEntryWidth(const ScenarioSeries& series)
{
    // The legend's type (chartstyle's 9 pt), the baseline's "(base)" and room for the swatch and gap.
    constexpr double kEntryExtra = 42;
    QFont legendFont = QApplication::font();
    legendFont.setPointSizeF(9);
    return QFontMetricsF(legendFont).horizontalAdvance(series.name + QStringLiteral(" (base)")) + kEntryExtra;
}

double chartLayoutWidth(const std::vector<ScenarioSeries>& series)
{
    constexpr double kMinWidth = 620;
    double width = 60;
    for (const ScenarioSeries& s : series)
        width += legendEntryWidth(s);
    return std::max(kMinWidth, width);
}

void drawChart(QPainter& painter, ChartWidget& chart, const QRectF& rect, double minLogicalWidth)
{
    const double scale = rect.width() < minLogicalWidth ? rect.width() / minLogicalWidth : 1.0;
    const QSizeF logical = rect.size() / scale;
    chart.resize(logical.toSize());
    painter.save();
    painter.translate(rect.topLeft());
    painter.scale(scale, scale);
    chart.renderTo(&painter, QRectF(QPointF(0, 0), logical));
    painter.restore();
}

} // namespace tf::ui::report
